//! What each card shows, and what the reading panel says about it: one
//! place that turns the rules' card tables into faces and words.

use crate::games::extinction_point::cards::{BunkerCard, InfCard, MothershipCard, Parameter, PlayerCard, Suit, Trigger};

/// Any card the board can show, for drawing and for the reading panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Player(PlayerCard),
    Inf(InfCard),
    Bunker(BunkerCard),
    Mothership(MothershipCard),
}

pub use crate::games::extinction_point::words::{inf_card_name, parameter_words, short_name as player_name};

/// The construction rule in one word for the card's face (the face has
/// room for no more; the status beside it and the reading panel say it
/// whole, with these words in it).
fn parameter_word(p: Parameter) -> &'static str {
    match p {
        Parameter::AtLeast => "higher",
        Parameter::AtMost => "lower",
        Parameter::Any => "any",
    }
}

fn trigger_words(t: Trigger) -> &'static str {
    match t {
        Trigger::WhenPlayed => "When played",
        Trigger::IfFirst => "If it leads the trick",
        Trigger::InTrick => "In a trick, before the winner is known",
        Trigger::IfWon => "In a trick the players win",
        Trigger::IfLost => "In a trick the players lose",
    }
}

/// The card's name and ability, for the reading panel: (title, lines).
pub fn detail(card: Shown) -> (String, Vec<String>) {
    match card {
        Shown::Player(c) => {
            let mut lines = Vec::new();
            if let Some(s) = c.special() {
                lines.push(format!("{}: {}", s.name, s.text));
                lines.push(format!("When it acts: {}.", trigger_words(s.trigger)));
            } else if let Some(b) = c.building_ability() {
                lines.push(format!("{}: {}", b.name, b.text));
            } else {
                lines.push("No special ability: a plain card of its suit.".into());
            }
            (player_name(c), lines)
        }
        Shown::Inf(c) => {
            let lines = match c {
                InfCard::Number { plus, .. } => vec![
                    "Wild: it always counts as the leading suit.".to_string(),
                    if plus { "Plus: the Infiltrator wins a tie." } else { "Minus: the players win a tie." }.to_string(),
                ],
                InfCard::Sabotage(_) => {
                    let text = c.sabotage().map_or("", |d| d.text);
                    vec![
                        "Sits on a BUILDING and takes one of its cards when revealed and at the start of every trick.".to_string(),
                        text.to_string(),
                    ]
                }
            };
            (inf_card_name(c), lines)
        }
        Shown::Bunker(b) => {
            let d = b.def();
            (format!("Bunker: {}", d.name), vec![d.text.to_string(), format!("Construction: {}.", parameter_words(d.parameter))])
        }
        Shown::Mothership(m) => {
            let d = m.def();
            (format!("Mothership: {}", d.name), vec![d.text.to_string()])
        }
    }
}

/// What a card face shows.
#[derive(Clone, Debug, PartialEq)]
pub struct CardArt {
    /// The band's class, e.g. "ep-s-weapon" (colour only; the shape says it too).
    pub tone: &'static str,
    pub shape: Option<Suit>,
    /// The big figure: the value, "13+", "!".
    pub figure: String,
    /// A short name under the figure ("Ray gun"), or empty.
    pub name: String,
    /// A star in the corner: the card has a special ability.
    pub special: bool,
    /// What a screen reader says: the whole card.
    pub label: String,
}

/// The band class of a suit (its colour; the shape says it too).
pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Building => "ep-s-building",
        Suit::People => "ep-s-people",
        Suit::Shield => "ep-s-shield",
        Suit::Weapon => "ep-s-weapon",
    }
}

/// The face to draw.
pub fn art(card: Shown) -> CardArt {
    let (title, lines) = detail(card);
    let label = format!("{title}. {}", lines.join(" "));
    match card {
        Shown::Player(c) => CardArt {
            tone: suit_class(c.suit),
            shape: Some(c.suit),
            figure: c.value.to_string(),
            name: c.special().map(|s| s.name).or(c.building_ability().map(|b| b.name)).unwrap_or("").to_string(),
            special: c.value <= 4,
            label,
        },
        Shown::Inf(c) => match c {
            InfCard::Number { value, plus } => CardArt {
                tone: "ep-s-infiltrator",
                shape: None,
                figure: format!("{value}{}", if plus { "+" } else { "−" }),
                name: if plus { "wins ties" } else { "loses ties" }.into(),
                special: false,
                label,
            },
            InfCard::Sabotage(_) => CardArt {
                tone: "ep-s-sabotage",
                shape: None,
                figure: "!".into(),
                name: c.sabotage().map_or("", |d| d.name).into(),
                special: true,
                label,
            },
        },
        Shown::Bunker(b) => CardArt {
            tone: "ep-s-bunker",
            shape: None,
            figure: parameter_word(b.def().parameter).into(),
            name: b.def().name.into(),
            special: false,
            label,
        },
        Shown::Mothership(m) => {
            CardArt { tone: "ep-s-mothership", shape: None, figure: "⚠".into(), name: m.def().name.into(), special: false, label }
        }
    }
}
