//! The pictures of The End Is Nigh's rules page: positions reached by legal
//! moves from a seeded four-player set-up, seen by the first player (their
//! own identity shows; nobody else's), and what their labels point at
//! (drawn by `view::rules_text`; built natively by `tests/rules_figures.rs`).

use super::action::Action;
use super::state::Setup;
use super::Nigh;
use crate::engine::{Game, Seat, Viewer};
use crate::kit::figure::{Figure, Label, Play};

const SEED: u64 = 11;
const WIDTH: u16 = 1000;

fn start() -> Result<Play<Nigh>, String> {
    Play::new(&Setup { players: 4 }, SEED)
}

/// Everyone has kept an identity; the first hour begins.
pub static SET_UP: Figure<Nigh> = Figure {
    caption: "The first hour: the refugees sit around the clock, face down, and the first player looks at their kept identity.",
    labels: &[
        Label { at: ".nigh-dial", text: "The clock: twelve hours, and the bunker's refugees around it." },
        Label { at: ".nigh-refugee", text: "A refugee card: its traits stay hidden until someone questions it." },
        Label { at: "[data-testid='nigh-secrets']", text: "Your identity and what you have learned, seen only by you." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: false,
    width: WIDTH,
    height: None,
    build: || start()?.until("the first hour", |_| false, first_hour)?.done(),
};

/// Every identity kept: the first player's first move is no longer a keep.
fn first_hour(g: &Nigh) -> bool {
    !matches!(g.legal_actions(Seat(0)).first(), Some(Action::KeepIdentity { .. }))
}

/// The first vote: an exile marker stands above a refugee.
pub static EXILE: Figure<Nigh> = Figure {
    caption: "A vote: this hour's exile marker now stands above the refugee the table suspects.",
    labels: &[
        Label { at: ".nigh-markers:not(.none)", text: "An exile marker above a refugee." },
        Label { at: ".nigh-centre", text: "The hour now: each turn moves the clock on." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: false,
    width: WIDTH,
    height: None,
    build: || start()?.through("the first vote", |a| matches!(a, Action::Vote { .. }))?.done(),
};

/// Every figure, for the test that builds them all.
pub static ALL: [&Figure<Nigh>; 2] = [&SET_UP, &EXILE];
