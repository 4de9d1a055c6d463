//! What the shared test harness needs from each game beyond the contract:
//! its invariants (every card accounted for) and a way to reshuffle what a
//! viewer cannot see, which proves the viewer's view does not depend on it.

use super::{Game, GameRng, Viewer};

pub trait Audited: Game {
    /// Checks the game's invariants, such as card conservation; says which broke.
    fn check_invariants(&self) -> Result<(), String>;

    /// Re-deals or reshuffles everything hidden from `viewer` (face-down
    /// piles, other hands), keeping what `viewer` sees. `view(viewer)` must be
    /// the same before and after.
    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng);
}
