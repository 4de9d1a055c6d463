//! The names the game's words are built from, in pure Rust: refugees by
//! their card, trait cards by where they lie ("the Child's left trait"),
//! spots by their hour. The log (`log.rs`), the prompt (`prompt.rs`) and the
//! board (`view/`) all name things through these, so they never disagree.

use super::cards::{Allegiance, Placement, SPOT_HOURS};
use super::seat_view::View;
use super::state::Pos;

/// "the Child".
pub fn refugee(view: &View, spot: u8) -> String {
    format!("the {}", view.places[usize::from(spot)].refugee.name())
}

/// "The Child", at the start of a sentence.
pub fn the_refugee(view: &View, spot: u8) -> String {
    cap(&refugee(view, spot))
}

/// The hour a spot sits at around the clock ("4:00").
pub fn spot_hour(spot: u8) -> String {
    format!("{}:00", SPOT_HOURS[usize::from(spot) % SPOT_HOURS.len()])
}

/// Which card of its refugee a slot is: "left"/"right" or "top"/"bottom".
pub fn side(view: &View, at: Pos) -> &'static str {
    match (view.places[usize::from(at.spot)].refugee.placement(), at.slot) {
        (Placement::Stacked, 0) => "top",
        (Placement::Stacked, _) => "bottom",
        (_, 0) => "left",
        _ => "right",
    }
}

/// "the Child's left trait".
pub fn card(view: &View, at: Pos) -> String {
    format!("{}'s {} trait", refugee(view, at.spot), side(view, at))
}

/// "civilian, fanatic": allegiance cards in words.
pub fn allegiances(cards: &[Allegiance]) -> String {
    let names: Vec<&str> = cards.iter().map(|c| c.name()).collect();
    names.join(", ")
}

/// Words at the start of a sentence ("The Child").
pub fn cap(words: &str) -> String {
    let mut c = words.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}
