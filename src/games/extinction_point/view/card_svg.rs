//! One card drawn as its own small SVG (viewBox 40 x 56): a band in the
//! suit's colour with the suit's shape and word (so colour is never the only
//! cue), a big value, and the card's name. The same drawing serves Player,
//! Infiltrator, Sabotage, Bunker and Mothership cards; `CardArt` says what to
//! print. Coordinates are integers, so no float formatting is needed.
//!
//! The drawings are display only, so they are written as markup text
//! (`ui::markup`); the `<button>` round a card stays `html!`.

use super::art::{art, Shown};
use super::parts::{button, ButtonAttrs};
use crate::games::extinction_point::cards::Suit;
use crate::kit::markup::{Esc, Markup};
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

/// The shape's outline in a 12-unit box: a house, a person, a shield, a lightning bolt.
fn shape_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Building => "M1 11V5L6 1L11 5V11H7V8H5V11Z",
        Suit::People => "M6 1A2.5 2.5 0 1 1 6 6A2.5 2.5 0 1 1 6 1ZM1 12C1 8 11 8 11 12Z",
        Suit::Shield => "M6 1L11 3V6C11 9 9 11 6 12C3 11 1 9 1 6V3Z",
        Suit::Weapon => "M7 0L2 7H6L5 12L10 5H6Z",
    }
}

/// The suit's shape in its colour, 16 px, for an empty storage slot and the
/// leading suit (decorative: the suit's word is beside it or in the label).
pub fn suit_icon(m: &mut Markup, suit: Suit) {
    m.add(format_args!(
        r#"<svg viewBox="0 0 12 12" width="16" height="16" aria-hidden="true"><path class="ep-shape {}" d="{}"/></svg>"#,
        suit_class(suit),
        shape_path(suit)
    ));
}

/// The suit shape at 8 units, drawn in the enclosing fill (white on a band).
pub fn band_shape(m: &mut Markup, suit: Suit) {
    m.add(format_args!(r#"<path d="{}" transform="scale(0.67)"/>"#, shape_path(suit)));
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

/// The card as its own SVG (not tappable by itself: `card_button` wraps it).
fn card_svg(art: &CardArt) -> Html {
    let mut m = Markup::new();
    m.add(format_args!(r#"<svg class="ep-card {}" viewBox="-2 -2 44 60" aria-hidden="true">"#, art.tone));
    card_face(&mut m, art);
    m.put("</svg>");
    m.into_html()
}

/// The face's shapes in a 40 x 56 box at the origin, for any SVG (the
/// settlement draws BUILDINGs this way inside their stacks).
pub fn card_face(m: &mut Markup, art: &CardArt) {
    m.put(concat!(
        r#"<rect class="ep-face" x="0" y="0" width="40" height="56" rx="4"/>"#,
        r#"<path class="ep-band" d="M0 12V4A4 4 0 0 1 4 0H36A4 4 0 0 1 40 4V12Z"/>"#,
    ));
    // The band's word sits right of the suit shape, or centred without one.
    let word_x = match art.shape {
        Some(s) => {
            m.put(r#"<g class="ep-band-shape" transform="translate(2 2)">"#);
            band_shape(m, s);
            m.put("</g>");
            24
        }
        None => 20,
    };
    m.add(format_args!(
        r#"<text class="ep-suit-word" x="{word_x}" y="8.5" text-anchor="middle" font-size="{}">{}</text>"#,
        fit(6, art.band.chars().count() + 2, 36),
        Esc(art.band)
    ));
    m.add(format_args!(r#"<text class="ep-value" x="20" y="34" text-anchor="middle" font-size="17">{}</text>"#, Esc(&art.figure)));
    if let Some(s) = art.shape {
        // 8 units: scale 8/12, rounded down as it always was.
        m.add(format_args!(
            r#"<g transform="translate(31 43)" opacity="0.85"><path class="ep-shape {}" d="{}" transform="scale(0.66)"/></g>"#,
            suit_class(s),
            shape_path(s)
        ));
    }
    m.add(format_args!(
        r#"<text class="ep-name" x="20" y="50" text-anchor="middle" font-size="{}">{}</text>"#,
        fit(7, art.name.chars().count(), 36),
        Esc(&art.name)
    ));
    if art.special {
        m.put(r#"<text class="ep-special" x="4" y="22" font-size="8">★</text>"#);
    }
}

/// A font size that fits `letters` into `room` units (about 0.6 em a letter).
fn fit(size: u32, letters: usize, room: u32) -> u32 {
    let letters = letters.max(1) as u32;
    let max = room * 10 / (letters * 6);
    size.min(max.max(3))
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
pub fn card_button(card: Shown, state: CardState, extra_label: &str, onclick: Callback<MouseEvent>) -> Html {
    let class = match state {
        CardState::Plain => "ep-card-btn",
        CardState::Legal => "ep-card-btn ep-legal",
        CardState::Chosen => "ep-card-btn ep-legal ep-chosen",
        CardState::Dimmed => "ep-card-btn ep-dim",
    };
    let art = art(card);
    let label = if extra_label.is_empty() { art.label.clone() } else { format!("{}. {extra_label}", art.label) };
    let legal = matches!(state, CardState::Legal | CardState::Chosen);
    let attrs = ButtonAttrs {
        role: Some("button"),
        label: Some(label),
        pressed: legal.then_some(if state == CardState::Chosen { "true" } else { "false" }),
        legal: legal.then_some("true"),
    };
    button(class, attrs, onclick, card_svg(&art))
}

/// A card drawn smaller (stored cards, cards on a BUILDING in the reading panel).
pub fn small(card: Html) -> Html {
    html! { <span class="ep-small">{ card }</span> }
}
