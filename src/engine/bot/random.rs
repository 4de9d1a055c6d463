//! The random bot: any legal move, uniformly. A baseline for the others.

use crate::engine::{Game, GameRng, Seat};

pub fn random_action<G: Game>(game: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    let legal = game.legal_actions(seat);
    rng.pick(&legal).cloned()
}
