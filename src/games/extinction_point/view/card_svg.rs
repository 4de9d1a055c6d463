//! One card drawn as its own small SVG (viewBox 40 x 56): a band in the
//! suit's colour with the suit's shape and word (so colour is never the only
//! cue), a big value, and the card's name. The same drawing serves Player,
//! Infiltrator, Sabotage, Bunker and Mothership cards; `CardArt` says what to
//! print. Coordinates are integers, so no float formatting is needed.

use crate::games::extinction_point::cards::Suit;
use yew::prelude::*;

/// The band class of a suit (its colour; the word and the shape say it too).
pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Building => "ep-s-building",
        Suit::People => "ep-s-people",
        Suit::Shield => "ep-s-shield",
        Suit::Weapon => "ep-s-weapon",
    }
}

/// The suit's shape in a `size`-unit box at the origin: a house, a person,
/// a shield, a lightning bolt. Drawn in the current fill.
pub fn suit_shape(suit: Suit, size: u32) -> Html {
    html! { <path class={classes!("ep-shape", suit_class(suit))} d={shape_path(suit)} transform={format!("scale({})", scale(size))} /> }
}

/// The shape's outline in a 12-unit box.
fn shape_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Building => "M1 11V5L6 1L11 5V11H7V8H5V11Z",
        Suit::People => "M6 1A2.5 2.5 0 1 1 6 6A2.5 2.5 0 1 1 6 1ZM1 12C1 8 11 8 11 12Z",
        Suit::Shield => "M6 1L11 3V6C11 9 9 11 6 12C3 11 1 9 1 6V3Z",
        Suit::Weapon => "M7 0L2 7H6L5 12L10 5H6Z",
    }
}

/// `size / 12` written without float formatting noise (12 -> "1", 8 -> "0.67").
fn scale(size: u32) -> String {
    let hundredths = size * 100 / 12;
    if hundredths.is_multiple_of(100) { (hundredths / 100).to_string() } else { format!("{}.{:02}", hundredths / 100, hundredths % 100) }
}

/// What a card face shows.
#[derive(Clone, Debug, PartialEq)]
pub struct CardArt {
    /// The band's class, e.g. "ep-s-weapon" (colour only; the word and shape say it too).
    pub tone: &'static str,
    /// The word in the band ("WEAPON", "INFILTRATOR").
    pub band: &'static str,
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

/// The card's SVG (not tappable by itself: wrap it in `card_button`).
pub fn card_svg(art: &CardArt) -> Html {
    html! {
        <svg class={classes!("ep-card", art.tone)} viewBox="-2 -2 44 60" aria-hidden="true">{ card_face(art) }</svg>
    }
}

/// The face's shapes in a 40 x 56 box at the origin, for any SVG (the
/// settlement draws BUILDINGs this way inside their stacks).
pub fn card_face(art: &CardArt) -> Html {
    let name_size = fit(7, art.name.chars().count(), 36);
    let band_size = fit(6, art.band.chars().count() + 2, 36);
    html! {
        <>
            <rect class="ep-face" x="0" y="0" width="40" height="56" rx="4" />
            <path class="ep-band" d="M0 12V4A4 4 0 0 1 4 0H36A4 4 0 0 1 40 4V12Z" />
            if let Some(s) = art.shape {
                <g class="ep-band-shape" transform="translate(2 2)">{ band_shape(s) }</g>
            }
            <text class="ep-suit-word" x={if art.shape.is_some() { "24" } else { "20" }} y="8.5" text-anchor="middle" font-size={band_size}>{ art.band }</text>
            <text class="ep-value" x="20" y="34" text-anchor="middle" font-size="17">{ art.figure.clone() }</text>
            if let Some(s) = art.shape {
                <g transform="translate(31 43)" opacity="0.85">{ suit_shape(s, 8) }</g>
            }
            <text class="ep-name" x="20" y="50" text-anchor="middle" font-size={name_size}>{ art.name.clone() }</text>
            if art.special {
                <text class="ep-special" x="4" y="22" font-size="8">{ "★" }</text>
            }
        </>
    }
}

/// The suit shape in white, 8 units, for the band.
pub fn band_shape(suit: Suit) -> Html {
    html! { <path d={shape_path(suit)} transform="scale(0.67)" /> }
}

/// A font size that fits `letters` into `room` units (about 0.6 em a letter).
fn fit(size: u32, letters: usize, room: u32) -> String {
    let letters = letters.max(1) as u32;
    let max = room * 10 / (letters * 6);
    size.min(max.max(3)).to_string()
}

/// How a card button looks and behaves.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum CardState {
    /// Only readable (tap shows its ability).
    Plain,
    /// A legal choice now.
    Legal,
    /// Chosen, waiting for a second tap or a target.
    Chosen,
    /// Not playable now (faded); a tap says why.
    Dimmed,
}

/// The card as a `<button>`: every card can be tapped (to read it, or to
/// choose it), and buttons give keyboard play for free.
pub fn card_button(art: &CardArt, state: CardState, extra_label: &str, on_tap: Callback<()>) -> Html {
    let class = classes!(
        "ep-card-btn",
        match state {
            CardState::Plain => None,
            CardState::Legal => Some("ep-legal"),
            CardState::Chosen => Some("ep-legal ep-chosen"),
            CardState::Dimmed => Some("ep-dim"),
        }
    );
    let label = if extra_label.is_empty() { art.label.clone() } else { format!("{}. {extra_label}", art.label) };
    let legal = matches!(state, CardState::Legal | CardState::Chosen);
    let onclick = on_tap.reform(|_: MouseEvent| ());
    html! {
        <button type="button" role="button" {class} aria-label={label} aria-pressed={legal.then(|| (state == CardState::Chosen).to_string())}
            data-legal={legal.then_some("true")} {onclick}>
            { card_svg(art) }
        </button>
    }
}
