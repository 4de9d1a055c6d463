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

/// Founding done: every species' founders are on the island.
pub static FOUNDED: Figure<Extinction> = Figure {
    caption: "After founding: each species' first individuals are on hexes of the island, shown by its cube, whose pips count them.",
    labels: &[
        Label { at: ".exn-hex", text: "A hex of the island, named by its habitat's letter and a number." },
        Label { at: ".exn-cube", text: "A species' cube on a hex: its pips are the individuals living there." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: false,
    width: WIDTH,
    height: None,
    build: || start()?.until("the founders placed", |a| matches!(a, Action::Done), may_spin)?.done(),
};

/// The first turn of play: the spinner.
pub static SPIN: Figure<Extinction> = Figure {
    caption: "A turn: the spinner has said what the species does, and the hexes where it may do it are ringed.",
    labels: &[
        Label { at: ".exn-legal-ring", text: "A hex you may choose now: a thick dashed ring." },
        Label { at: ".exn-cube:has(.exn-owner[fill='#E69F00'])", text: "A cube of your species (orange, a circle)." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: true,
    width: WIDTH,
    height: None,
    build: || {
        start()?
            .until("the first spin", |a| matches!(a, Action::Done), may_spin)?
            .take("spinning", |a| matches!(a, Action::Spin))?
            .until("a hex to choose", |a| matches!(a, Action::ChoosePair { .. }), may_pick)?
            .done()
    },
};

fn may_pick(g: &Extinction) -> bool {
    g.legal_actions(Seat(0)).iter().any(|a| matches!(a, Action::Pick { .. }))
}

fn may_spin(g: &Extinction) -> bool {
    g.legal_actions(Seat(0)).contains(&Action::Spin)
}

/// Every figure, for the test that builds them all.
pub static ALL: [&Figure<Extinction>; 2] = [&FOUNDED, &SPIN];
