//! The log in plain words: each event as a [`Line`] (seats stay seats, so
//! the screen writes players' names), and the game's [`Narrated`] impl.
//! Refugees are named by the spot they sit in, so a line takes the reader's
//! view; a redacted event reads as what that reader may know.

use super::action::{Action, Power};
use super::event::Event;
use super::seat_view::View;
use super::state::Nigh;
use super::words::{allegiances, card, refugee, the_refugee};
use crate::engine::words::and_list;
use crate::engine::{Line, Narrated, Seat};

impl Narrated for Nigh {
    fn log_line(event: &Event, view: &View) -> Option<Line> {
        describe(event, view)
    }

    fn prompt(view: &View) -> Line {
        super::prompt::prompt(view)
    }

    fn action_line(view: &View, seat: Seat, action: &Action) -> Option<Line> {
        Some(action_line(view, seat, action))
    }

    /// The log tells the night as it went ("1:00 - Ana questioned the
    /// Athlete."): a hint says the move to make ("Ana questions the Athlete,
    /// looking at its left trait").
    const HINT_BY_ACTION_LINE: bool = true;
}

/// A move in words before it is made, for a hint: a claim and an identity's
/// use are told to the table only as they are made (their events reveal),
/// and keeping the cards where they are has no line of its own.
pub fn action_line(view: &View, seat: Seat, action: &Action) -> Line {
    let words = match action {
        Action::KeepIdentity { identity } => format!(" keeps the {}.", identity.name()),
        Action::Question { spot, slot } => {
            format!(" questions {}, looking at {}.", refugee(view, *spot), card(view, super::state::Pos::new(*spot, *slot)))
        }
        Action::Claim { cultist } => {
            let who = view.turn.questioned.map_or_else(|| "the refugee".to_string(), |s| refugee(view, s));
            format!(" claims {who} {}.", if *cultist { "IS a cultist" } else { "is NOT a cultist" })
        }
        Action::Swap { with } => format!(" swaps the card with {}.", card(view, *with)),
        Action::NoSwap => " keeps the cards where they are.".into(),
        Action::Vote { spot } => format!(" votes to exile {} (marker {}).", refugee(view, *spot), view.hour),
        Action::DropMarker => format!(" takes marker {} out of the game.", view.hour),
        Action::Remove { spot } => format!(" turns {} away from the bunker.", refugee(view, *spot)),
        Action::Use { power } => return power_line(view, seat, power),
    };
    Line::new().seat(seat).text(words)
}

/// "Ana uses the Mayor to move a marker from the Child to the Hermit."
fn power_line(view: &View, seat: Seat, power: &Power) -> Line {
    let uses = Line::new().seat(seat).text(format!(" uses the {}", power.identity().name()));
    match power {
        Power::Insider { at } => uses.text(format!(" to look at {}.", card(view, *at))),
        Power::Spy { of } => uses.text(" to look at ").seat(*of).text("'s allegiance."),
        Power::Quartermaster { a, b } => uses.text(format!(" to swap {} with {}.", card(view, *a), card(view, *b))),
        Power::Mayor { from, to } => uses.text(format!(" to move a marker from {} to {}.", refugee(view, *from), refugee(view, *to))),
        Power::Bouncer { from } => uses.text(format!(" to take a marker off {}.", refugee(view, *from))),
        _ => uses.text("."),
    }
}

/// The event in words, or `None` for events the log leaves out.
pub fn describe(event: &Event, view: &View) -> Option<Line> {
    Some(match event {
        Event::AllegianceDealt { seat, cards } if cards.is_empty() => Line::new().seat(*seat).text(" is dealt a second allegiance card."),
        Event::AllegianceDealt { seat, cards } => {
            Line::new().seat(*seat).text(format!(" is dealt a second allegiance card and now holds: {}.", allegiances(cards)))
        }
        Event::IdentityKept { seat, kept: None } => Line::new().seat(*seat).text(" kept an identity."),
        Event::IdentityKept { seat, kept: Some(i) } => Line::new().seat(*seat).text(format!(" kept the {}.", i.name())),
        Event::Questioned { seat, spot, hour } => {
            Line::new().text(format!("{hour}:00 - ")).seat(*seat).text(format!(" questioned {}.", refugee(view, *spot)))
        }
        Event::Saw { seat, at, trait_, picked_by: Some(by) } => {
            // The Hermit: the looker's line, said so that it is true before
            // the looker has the tablet ("looked" once claimed a look not yet made).
            let pick = Line::new().text(format!(" {} (", card(view, *at))).seat(*by).text("'s pick)");
            match trait_ {
                None => Line::new().seat(*seat).text(" is to see").then(&pick).text(" and make the claim."),
                Some(t) => Line::new().seat(*seat).text(" sees").then(&pick).text(format!(": {}.", t.name())),
            }
        }
        Event::Saw { seat, at, trait_: None, .. } => Line::new().seat(*seat).text(format!(" looked at {}.", card(view, *at))),
        Event::Saw { seat, at, trait_: Some(t), .. } => {
            Line::new().seat(*seat).text(format!(" looked at {}: {}.", card(view, *at), t.name()))
        }
        Event::Claimed { seat, spot, cultist } => {
            let what = if *cultist { "IS a cultist" } else { "is NOT a cultist" };
            Line::new().seat(*seat).text(format!(" claims {} {what}.", refugee(view, *spot)))
        }
        Event::Swapped { a, b } => Line::new().text(format!("Swapped {} with {}.", card(view, *a), card(view, *b))),
        Event::Voted { seat, spot, marker } => {
            Line::new().seat(*seat).text(format!(" voted to exile {} (marker {marker}).", refugee(view, *spot)))
        }
        Event::MarkerOut { marker } => Line::new().text(format!("Marker {marker} is crossed out: no vote this turn.")),
        Event::IdentityUsed { seat, identity } => {
            Line::new().seat(*seat).text(format!(" reveals the {}: {}", identity.name(), identity.text()))
        }
        Event::MarkerMoved { marker, from, to: Some(to) } => {
            Line::new().text(format!("Marker {marker} moved from {} to {}.", refugee(view, *from), refugee(view, *to)))
        }
        Event::MarkerMoved { marker, from, to: None } => {
            Line::new().text(format!("Marker {marker} was taken off {} and out of the game.", refugee(view, *from)))
        }
        Event::LearnedAllegiance { seat, of, cards } => {
            let whose = match of {
                Some(s) => Line::new().seat(*s).text("'s allegiance"),
                None => Line::new().text("the card set aside"),
            };
            let line = Line::new().seat(*seat).text(" looked at ").then(&whose);
            if cards.is_empty() {
                line.text(".")
            } else {
                line.text(format!(": {}.", allegiances(cards)))
            }
        }
        Event::TieToBreak { chooser, spots } => {
            let names: Vec<Line> = spots.iter().map(|s| Line::new().text(refugee(view, *s))).collect();
            Line::new().text("A tie between ").then(&and_list(&names)).text(": ").seat(*chooser).text(" decides who leaves.")
        }
        Event::Removed { spot } => Line::new().text(format!("{} is turned away from the bunker.", the_refugee(view, *spot))),
        Event::Exhausted { spot: Some(s) } => Line::new().text(format!("{} is exhausted.", the_refugee(view, *s))),
        Event::Exhausted { spot: None } => return None,
        Event::TraitRevealed { at, trait_ } => Line::new().text(format!("Revealed: {} is {}.", card(view, *at), trait_.name())),
        Event::AllegianceRevealed { seat, cards } => {
            let side = if cards.contains(&super::cards::Allegiance::Fanatic) { " was a fanatic." } else { " was a civilian." };
            Line::new().seat(*seat).text(side)
        }
        Event::GameOver { civilians_win: true } => Line::new().text("No cultist got in: the civilians win."),
        Event::GameOver { civilians_win: false } => Line::new().text("A cultist got in: the fanatics win."),
    })
}
