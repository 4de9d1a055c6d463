//! The pictures of ExtracZon's rules page: positions reached by legal moves
//! from a seeded two-player set-up (nothing is hidden between players), and
//! what their labels point at (drawn by `view::rules_text`; built natively
//! by `tests/rules_figures.rs`).

use super::action::Action;
use super::state::{Mode, Setup};
use super::ExtracZon;
use crate::engine::Viewer;
use crate::kit::figure::{Figure, Label, Play};

const SEED: u64 = 5;
const WIDTH: u16 = 1000;
/// The board fills its box, as it fills the play screen's board area.
const HEIGHT: u16 = 640;

fn start() -> Result<Play<ExtracZon>, String> {
    Play::new(&Setup { players: 2, mode: Mode::Competitive }, SEED)
}

/// The city at the start: every Extractor at the start, the sites closed.
pub static SET_UP: Figure<ExtracZon> = Figure {
    caption: "The city at the start: the streets, the Infected Zones and the sites to raid, every Extractor on the start.",
    labels: &[
        Label { at: ".xz-start", text: "The start, where every Extractor begins." },
        Label { at: ".xz-site", text: "A site to raid." },
    ],
    viewer: Viewer::Table,
    moves: false,
    width: WIDTH,
    height: Some(HEIGHT),
    build: || start()?.done(),
};

/// A movement roll: the black die says how far the Extractor may go.
pub static ROLL: Figure<ExtracZon> = Figure {
    caption: "A movement roll: the black die says how many tiles the Extractor may move.",
    labels: &[
        Label { at: ".xz-dice", text: "The dice just rolled." },
        Label { at: ".xz-site", text: "A site to raid." },
    ],
    viewer: Viewer::Table,
    moves: false,
    width: WIDTH,
    height: Some(HEIGHT),
    build: || start()?.through("a movement roll", |a| matches!(a, Action::RollMovement))?.done(),
};

/// Every figure, for the test that builds them all.
pub static ALL: [&Figure<ExtracZon>; 2] = [&SET_UP, &ROLL];
