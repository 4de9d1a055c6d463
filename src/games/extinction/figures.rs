//! The pictures of Extinction's rules page: positions reached by legal
//! moves from a seeded two-species set-up, seen by the first player (their
//! own genes show; nobody else's), and what their labels point at (drawn
//! by `view::rules_text`; built natively by `tests/rules_figures.rs`).

use super::action::Action;
use super::state::Setup;
use super::Extinction;
use crate::engine::{Game, Seat, Viewer};
use crate::kit::figure::{Figure, Label, Play};

const SEED: u64 = 5;
const WIDTH: u16 = 1000;

fn start() -> Result<Play<Extinction>, String> {
    Play::new(&Setup::default(), SEED)
}

/// Founding: the first species puts its first individuals on a hex.
pub static FOUNDED: Figure<Extinction> = Figure {
    caption: "Founding: each species puts its first individuals on hexes of the island, shown by its cube and a count.",
    labels: &[
        Label { at: ".exn-hex", text: "A hex of the island: its terrain decides who can live there." },
        Label { at: ".exn-cube", text: "A species' cube, with how many individuals live on that hex." },
        Label { at: "[data-testid='exn-own-genes']", text: "Your species' gene cards, seen only by you." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: false,
    width: WIDTH,
    build: || start()?.through("a species founded", |a| matches!(a, Action::Put { .. }))?.done(),
};

/// The first turn of play: the spinner.
pub static SPIN: Figure<Extinction> = Figure {
    caption: "A turn begins with the spinner: it says what the species does this turn.",
    labels: &[
        Label { at: "[data-testid='exn-map']", text: "The island, every species' cubes on it." },
        Label { at: "[data-testid='exn-env']", text: "The environment: the Change card in force." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: false,
    width: WIDTH,
    build: || {
        start()?
            .until("the first spin", |a| matches!(a, Action::Pick { .. } | Action::Put { .. } | Action::Done), may_spin)?
            .take("spinning", |a| matches!(a, Action::Spin))?
            .done()
    },
};

fn may_spin(g: &Extinction) -> bool {
    g.legal_actions(Seat(0)).contains(&Action::Spin)
}

/// Every figure, for the test that builds them all.
pub static ALL: [&Figure<Extinction>; 2] = [&FOUNDED, &SPIN];
