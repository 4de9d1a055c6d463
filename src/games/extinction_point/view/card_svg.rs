//! One card drawn as its own small SVG (viewBox 40 x 56): a band in the
//! suit's colour with the suit's shape (so colour is never the only cue), a
//! big value, a star for an ability and the card's name. The same drawing
//! serves Player, Infiltrator, Sabotage, Bunker and Mothership cards;
//! `CardArt` says what to print.
//!
//! Legibility: every word on a card is drawn at a size that renders at 10
//! CSS px or more where it is shown. The value (17 units) reads even on a
//! phone's small cards; the name (7 units) is shown only on full-size cards
//! on a wide board (the stylesheet hides it elsewhere), and a name too long
//! for two lines is left to the card's label and the reading panel. The
//! suit's word is in the label: on the face the band's shape says it.

use super::art::{art, suit_class, CardArt, Shown};
use crate::games::extinction_point::cards::Suit;
use crate::kit::parts::Button;
use yew::prelude::*;

/// The shape's outline in a 12-unit box: a house, a person, a shield, a lightning bolt.
fn shape_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Building => "M1 11V5L6 1L11 5V11H7V8H5V11Z",
        Suit::People => "M6 1A2.5 2.5 0 1 1 6 6A2.5 2.5 0 1 1 6 1ZM1 12C1 8 11 8 11 12Z",
        Suit::Shield => "M6 1L11 3V6C11 9 9 11 6 12C3 11 1 9 1 6V3Z",
        Suit::Weapon => "M7 0L2 7H6L5 12L10 5H6Z",
    }
}

/// A five-pointed star in the corner under the band: the card has an ability.
const STAR: &str = "M6 14.5L6.94 17.21L9.8 17.26L7.52 18.99L8.35 21.74L6 20.1L3.65 21.74L4.48 18.99L2.2 17.26L5.06 17.21Z";

/// The longest line of a name, in letters, that fits the card's 40 units at
/// 7 units a letter in the board's bold face (measured: 8 letters take up to
/// 39.4 units, "Workshop"; a space between short words is narrow but "War
/// Room" takes 40.3, so a name with a space goes on two lines past 7 letters).
const NAME_LINE: usize = 8;

#[derive(Properties, PartialEq)]
pub struct SuitIconProps {
    pub suit: Suit,
}

/// The suit's shape in its colour, 16 px, for an empty storage slot and the
/// leading suit (decorative: the suit's word is beside it or in the label).
#[component]
pub fn SuitIcon(props: &SuitIconProps) -> Html {
    html! {
        <svg viewBox="0 0 12 12" width="16" height="16" aria-hidden="true">
            <path class={classes!("ep-shape", suit_class(props.suit))} d={shape_path(props.suit)} />
        </svg>
    }
}

/// The suit shape at 8 units in the band, drawn in white, at (`x`, `y`).
pub fn band_shape(suit: Suit, x: u32, y: u32) -> Html {
    html! {
        <g class="ep-band-shape" transform={format!("translate({x} {y})")}>
            <path d={shape_path(suit)} transform="scale(0.67)" />
        </g>
    }
}

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub art: CardArt,
}

/// The face's shapes in a 40 x 56 box at the origin, for any SVG (the
/// settlement draws BUILDINGs this way inside their stacks).
#[component]
pub fn CardFace(props: &CardFaceProps) -> Html {
    let a = &props.art;
    html! {
        <>
            <rect class="ep-face" x="0" y="0" width="40" height="56" rx="4" />
            <path class="ep-band" d="M0 12V4A4 4 0 0 1 4 0H36A4 4 0 0 1 40 4V12Z" />
            if let Some(s) = a.shape { { band_shape(s, 16, 2) } }
            if is_word(&a.figure) {
                <text class="ep-value" x="20" y="33" text-anchor="middle" font-size="12" textLength="34" lengthAdjust="spacingAndGlyphs">{ a.figure.clone() }</text>
            } else {
                <text class="ep-value" x="20" y="34" text-anchor="middle" font-size="17">{ a.figure.clone() }</text>
            }
            if a.special { <path class="ep-special" d={STAR} /> }
            if let Some(s) = a.shape {
                <path class={classes!("ep-shape", suit_class(s))} d={shape_path(s)} transform="translate(30 14.5) scale(0.66)" opacity="0.85" />
            }
            { name_lines(&a.name) }
        </>
    }
}

/// A number or a sign fills the card's middle; a word (the Bunker's
/// "higher") is drawn smaller and fitted to the card's width. At 12 units
/// it reads at 10 px on the smallest card drawn (52 px tall on a phone).
fn is_word(figure: &str) -> bool {
    figure.chars().count() > 3
}

/// The name in one line, or two split at a space, when it fits; else nothing.
fn name_lines(name: &str) -> Html {
    let letters = |s: &str| s.chars().count();
    let line = |y: &'static str, text: &str| html! { <text class="ep-name" x="20" {y} text-anchor="middle" font-size="7">{ text.to_string() }</text> };
    if name.is_empty() {
        return Html::default();
    }
    match name.split_once(' ') {
        _ if letters(name) < NAME_LINE => line("50", name),
        Some((first, rest)) if letters(first) <= NAME_LINE && letters(rest) <= NAME_LINE => {
            html! { <>{ line("45", first) }{ line("53", rest) }</> }
        }
        None if letters(name) == NAME_LINE => line("50", name),
        _ => Html::default(),
    }
}

/// How a card button looks and behaves.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub enum CardState {
    /// Only readable (tap shows its ability).
    #[default]
    Plain,
    /// A legal choice now.
    Legal,
    /// Chosen, waiting for a second tap or a target.
    Chosen,
    /// Not playable now (faded); a tap says why.
    Dimmed,
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub card: Shown,
    #[prop_or_default]
    pub state: CardState,
    /// Words said after the card itself ("Playable: tap to choose…").
    #[prop_or_default]
    pub hint: AttrValue,
    /// A hint on screen names the move a tap on this card makes or starts
    /// (the kit's mark: a double outline and a "Hint" badge).
    #[prop_or_default]
    pub hinted: bool,
    pub on_press: Callback<()>,
}

/// The card as a `<button>`: every card can be tapped (to read it, or to
/// choose it), and buttons give keyboard play for free. It is named by its
/// own words, the card in full starting with its name ("WEAPON 7."), kept
/// for screen readers only: an aria-label would have to contain the face's
/// figure and name word for word, and the face is a drawing.
#[component]
pub fn Card(props: &CardProps) -> Html {
    let class = match props.state {
        CardState::Plain => "ep-card-btn",
        CardState::Legal => "ep-card-btn ep-legal",
        CardState::Chosen => "ep-card-btn ep-legal ep-chosen",
        CardState::Dimmed => "ep-card-btn ep-dim",
    };
    let art = art(props.card);
    // The card's words mostly end a sentence already: one full stop, not two.
    let label = if props.hint.is_empty() { art.label.clone() } else { format!("{}. {}", art.label.trim_end_matches('.'), props.hint) };
    let legal = matches!(props.state, CardState::Legal | CardState::Chosen);
    html! {
        <Button {class} pressed={legal.then_some(props.state == CardState::Chosen)} {legal} piece=true hint={props.hinted} on_press={props.on_press.clone()}>
            <span class="visually-hidden">{ label }</span>
            { card_svg(art) }
        </Button>
    }
}

/// The card's own SVG, decorative: what holds it names the card.
fn card_svg(art: CardArt) -> Html {
    html! { <svg class={classes!("ep-card", art.tone)} viewBox="-2 -2 44 60" aria-hidden="true"><CardFace {art} /></svg> }
}

#[derive(Properties, PartialEq)]
pub struct CardPictureProps {
    pub card: Shown,
}

/// The card as a named picture, not a control: for a card inside a larger
/// button (the trick area while it is the place to play).
#[component]
pub fn CardPicture(props: &CardPictureProps) -> Html {
    let art = art(props.card);
    html! { <span class="ep-card-pic" role="img" aria-label={art.label.clone()}>{ card_svg(art) }</span> }
}

/// A card drawn smaller (stored cards, cards on a BUILDING in the reading panel).
pub fn small(card: Html) -> Html {
    html! { <span class="ep-small">{ card }</span> }
}
