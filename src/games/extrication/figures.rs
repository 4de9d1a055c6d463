//! The pictures of Extrication's rules page: positions reached by legal
//! moves from a seeded two-player set-up, and what their labels point at
//! (drawn by `view::rules_text`; built natively by `tests/rules_figures.rs`).

use super::action::Action;
use super::state::Setup;
use super::Extrication;
use crate::engine::{Game, Seat, Viewer};
use crate::kit::figure::{Figure, Label, Play, Position};

const SEED: u64 = 3;
const WIDTH: u16 = 1000;

fn start() -> Result<Play<Extrication>, String> {
    Play::new(&Setup { players: 2 }, SEED)
}

/// Round 1 opens: every location has a small ship, and the first player
/// may go anywhere on the track.
pub static SET_UP: Figure<Extrication> = Figure {
    caption: "Round 1 begins: ten small ships on the track, with cargo above them and cubes below, as the first player sees their turn.",
    labels: &[
        Label { at: ".xt-track", text: "The action track, from location 1 (the start) to 10 (the end)." },
        Label { at: ".xt-loc:nth-child(4) .xt-move", text: "A Go button: move your worker to that location." },
        Label { at: ".xt-ship-slot .xt-ship-card", text: "A ship card; cargo tiles above it, Fuel and Organic cubes below it." },
        Label {
            at: "[data-testid='xt-mat-0']",
            text: "Your mat: a small and a large Launch Pad, the science tableau, the Population track.",
        },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: true,
    width: WIDTH,
    height: None,
    build: || start()?.done(),
};

/// Later in round 1: the first player's ship is docked and their worker
/// stands where Citizen Cohorts wait to be loaded.
pub static LOADING: Figure<Extrication> = Figure {
    caption: "Loading a ship: the worker stands on a location with Citizen Cohorts, and the ship on the player's pad has room for them.",
    labels: &[
        Label { at: ".xt-chip.xt-target, button.xt-chip", text: "Cohorts you may take: tap them, then the pad." },
        Label { at: "[data-testid='xt-mat-0'] .xt-pad", text: "Your docked ship: its cargo spaces and its fuel tanks." },
        Label { at: ".xt-loc.xt-here .xt-loc-head", text: "Where your worker stands." },
    ],
    viewer: Viewer::Seat(Seat(0)),
    moves: true,
    width: WIDTH,
    height: None,
    build: loading,
};

/// The first player takes the ship at location 1; once the second has
/// moved, the first moves on to a location with Cohorts.
fn loading() -> Result<Position<Extrication>, String> {
    let may_load = |g: &Extrication| g.legal_actions(Seat(0)).iter().any(|a| matches!(a, Action::TakeCohort { .. }));
    start()?
        .take("moving to location 1", |a| matches!(a, Action::Move { to: 0 }))?
        .take("taking its ship", |a| matches!(a, Action::TakeShip { .. }))?
        .take("ending the turn", |a| matches!(a, Action::EndTurn))?
        .take("the second player moving", |a| matches!(a, Action::Move { .. }))?
        .until(
            "the second player's turn ending",
            |a| matches!(a, Action::EndTurn),
            |g| g.legal_actions(Seat(0)).iter().any(|a| matches!(a, Action::Move { .. })),
        )?
        .take_toward("Cohorts to load", may_load)?
        .done()
}

/// Every figure, for the test that builds them all.
pub static ALL: [&Figure<Extrication>; 2] = [&SET_UP, &LOADING];
