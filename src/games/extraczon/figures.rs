//! The pictures of ExtracZon's rules page: positions reached by legal moves
//! from a seeded two-player set-up (nothing is hidden between players), and
//! what their labels point at (drawn by `view::rules_text`; built natively
//! by `tests/rules_figures.rs`).

use super::action::Action;
use super::state::{Mode, Setup};
use super::ExtracZon;
use crate::engine::{Seat, Viewer};
use crate::kit::figure::{Figure, Label, Play};

const SEED: u64 = 5;
/// A tablet's page shows it unscaled: the map measures its box to choose
/// its zoom, and a scaled box would look like a phone's.
const WIDTH: u16 = 900;
/// The board fills its box, as it fills the play screen's board area.
const HEIGHT: u16 = 620;

fn start() -> Result<Play<ExtracZon>, String> {
    Play::new(&Setup { players: 2, mode: Mode::Competitive }, SEED)
}

/// The city at the start: every Extractor at the start, the sites closed.
pub static SET_UP: Figure<ExtracZon> = Figure {
    caption: "The city at the start: streets, red Infected Zones, the sites to raid, and each player's Safe House.",
    labels: &[
        Label { at: ".xz-safe", text: "A Safe House: an Extractor starts there." },
        Label { at: ".xz-site", text: "A site to raid, with its Zombie's HP." },
        Label { at: ".xz-seats", text: "Each player's haul: secured cards and contained Zombies." },
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
        Label { at: ".xz-dice", text: "The black die just rolled: the points to move." },
        Label { at: ".xz-target", text: "A place the roll reaches: a dashed outline." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: true,
    width: WIDTH,
    height: Some(HEIGHT),
    build: || start()?.through("a movement roll", |a| matches!(a, Action::RollMovement))?.done(),
};

/// Every figure, for the test that builds them all.
pub static ALL: [&Figure<ExtracZon>; 2] = [&SET_UP, &ROLL];
