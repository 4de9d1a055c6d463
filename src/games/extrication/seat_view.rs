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
    /// The view with everything (a finished game's review): the piles, the
    /// bag and the Development cards above are in draw order, next first,
    /// not sorted.
    pub in_order: bool,
}

fn sorted<T: Ord + Copy>(v: &[T]) -> Vec<T> {
    let mut out = v.to_vec();
    sort_small(&mut out);
    out
}

/// A pile as a viewer sees it: sorted, or in draw order, next first (piles
/// are drawn from their end).
fn shown<T: Ord + Copy>(v: &[T], in_order: bool) -> Vec<T> {
    if in_order {
        v.iter().rev().copied().collect()
    } else {
        sorted(v)
    }
}

impl Extrication {
    /// What `viewer` sees: the whole table, and the face-down piles sorted
    /// (in draw order for the view with everything).
    pub(crate) fn view_for(&self, viewer: Viewer) -> View {
        let h = &self.hidden;
        let fs = h.developments.iter().position(|d| *d == Development::FinalScramble);
        let others: Vec<Development> = h.developments.iter().copied().filter(|d| *d != Development::FinalScramble).collect();
        let in_order = viewer == Viewer::All;
        View {
            viewer,
            table: self.table.clone(),
            ship_pile: shown(&h.ships, in_order),
            cargo_pile: shown(&h.cargo, in_order),
            bag: shown(&h.bag, in_order),
            development_pile: shown(&others, in_order),
            final_scramble_depth: fs.map(|i| h.developments.len() - 1 - i),
            in_order,
        }
    }
}

/// A full game consistent with `view`: the piles and the bag in a random
/// order (or as they lie, when the view has everything; Final Scramble kept
/// at its depth), and a fresh RNG.
pub(crate) fn determinize(view: &View, rng: &mut GameRng) -> Extrication {
    let mut ships = view.ship_pile.clone();
    let mut cargo = view.cargo_pile.clone();
    let mut bag = view.bag.clone();
    let mut developments = view.development_pile.clone();
    if view.in_order {
        // Listed next first; kept with the next card at the end.
        ships.reverse();
        cargo.reverse();
        bag.reverse();
        developments.reverse();
    } else {
        rng.shuffle(&mut ships);
        rng.shuffle(&mut cargo);
        rng.shuffle(&mut bag);
        rng.shuffle(&mut developments);
    }
    if let Some(depth) = view.final_scramble_depth {
        developments.insert(developments.len() - depth, Development::FinalScramble);
    }
    let fresh = GameRng::from_seed(rng.next_u64());
    Extrication { table: view.table.clone(), hidden: Hidden { ships, cargo, bag, developments }, rng: fresh }
}
