//! The pictures of Extinction Point's rules page: positions reached by
//! legal moves from a seeded two-player set-up, seen by the first player
//! (their own hand shows; nobody else's), and what their labels point at
//! (drawn by `view::rules_text`; built natively by `tests/rules_figures.rs`).

use super::action::Action;
use super::state::Setup;
use super::ExtinctionPoint;
use crate::engine::{Seat, Viewer};
use crate::kit::figure::{Figure, Label, Play};

const SEED: u64 = 5;
const WIDTH: u16 = 1000;
/// The board fills its box, as it fills the play screen's board area.
const HEIGHT: u16 = 640;

fn start() -> Result<Play<ExtinctionPoint>, String> {
    Play::new(&Setup::default(), SEED)
}

/// The first Election: the hand dealt, the settlement empty.
pub static SET_UP: Figure<ExtinctionPoint> = Figure {
    caption: "The first Election: the first player's hand, the Bunker and the Mothership, and the settlement still to build.",
    labels: &[
        Label { at: "[data-testid='ep-hand']", text: "Your hand, seen only by you." },
        Label { at: ".ep-status", text: "The Bunker's and the Mothership's health, and the round." },
        Label { at: ".ep-controls-box", text: "The Election: each player says how much they want to lead the trick." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: false,
    width: WIDTH,
    height: Some(HEIGHT),
    build: || start()?.done(),
};

/// A trick under way: the Infiltrator's card and the first card played.
pub static TRICK: Figure<ExtinctionPoint> = Figure {
    caption: "A trick under way: the first player's card and the Infiltrator's, and which of them is ahead.",
    labels: &[
        Label { at: "[data-testid='ep-trick']", text: "The trick: every card played to it, and the leading suit." },
        Label { at: ".ep-played:has(.ep-inf-badge)", text: "The Infiltrator's card: beat it, or the Mothership attacks." },
        Label { at: "[data-testid='ep-hand']", text: "Your hand, seen only by you." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: false,
    width: WIDTH,
    height: Some(HEIGHT),
    build: || start()?.through("a card played", |a| matches!(a, Action::Play { .. }))?.done(),
};

/// Every figure, for the test that builds them all.
pub static ALL: [&Figure<ExtinctionPoint>; 2] = [&SET_UP, &TRICK];
