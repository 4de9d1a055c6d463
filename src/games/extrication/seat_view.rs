//! What a viewer sees: the whole table (nothing is hidden between players)
//! and the face-down piles and the bag only as what they hold, never in
//! what order. Their contents follow from the components anyway (what is
//! not on the table is in them), so listing them sorted hides nothing more;
//! it lets the bots and the screen count them.

use super::components::{CubeId, Development, ShipId, TileId};
use super::state::{Extrication, Hidden, Table};
use crate::engine::sort::sort_small;
use crate::engine::{GameRng, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub table: Table,
    /// The Ship draw pile, sorted.
    pub ship_pile: Vec<ShipId>,
    /// The cargo draw pile, sorted.
    pub cargo_pile: Vec<TileId>,
    /// What is in the bag, sorted.
    pub bag: Vec<CubeId>,
    /// The Development cards still face down other than Final Scramble, sorted.
    pub development_pile: Vec<Development>,
    /// How many cards lie above Final Scramble (None once it is turned).
    pub final_scramble_depth: Option<usize>,
}

fn sorted<T: Ord + Copy>(v: &[T]) -> Vec<T> {
    let mut out = v.to_vec();
    sort_small(&mut out);
    out
}

impl Extrication {
    /// What `viewer` sees: the whole table, and the face-down piles sorted.
    pub(crate) fn view_for(&self, viewer: Viewer) -> View {
        let h = &self.hidden;
        let fs = h.developments.iter().position(|d| *d == Development::FinalScramble);
        let others: Vec<Development> = h.developments.iter().copied().filter(|d| *d != Development::FinalScramble).collect();
        View {
            viewer,
            table: self.table.clone(),
            ship_pile: sorted(&h.ships),
            cargo_pile: sorted(&h.cargo),
            bag: sorted(&h.bag),
            development_pile: sorted(&others),
            final_scramble_depth: fs.map(|i| h.developments.len() - 1 - i),
        }
    }
}

/// A full game consistent with `view`: the piles and the bag in a random
/// order (Final Scramble kept at its depth), and a fresh RNG.
pub(crate) fn determinize(view: &View, rng: &mut GameRng) -> Extrication {
        let mut ships = view.ship_pile.clone();
        let mut cargo = view.cargo_pile.clone();
        let mut bag = view.bag.clone();
        let mut developments = view.development_pile.clone();
        rng.shuffle(&mut ships);
        rng.shuffle(&mut cargo);
        rng.shuffle(&mut bag);
        rng.shuffle(&mut developments);
        if let Some(depth) = view.final_scramble_depth {
            developments.insert(developments.len() - depth, Development::FinalScramble);
        }
        let fresh = GameRng::from_seed(rng.next_u64());
        Extrication { table: view.table.clone(), hidden: Hidden { ships, cargo, bag, developments }, rng: fresh }
    }
