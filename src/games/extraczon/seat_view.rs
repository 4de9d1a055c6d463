//! What a viewer sees, and a full game rebuilt from that (for the search
//! bots). ExtracZon hides only the draw pile's order, from everyone alike,
//! so every viewer sees the same view.

use super::cards::{CardId, CARD_COUNT};
use super::state::{ExtracZon, View};
use crate::engine::{GameRng, Viewer};

impl ExtracZon {
    /// The game as `viewer` may see it: the whole table and the size of the
    /// draw pile, and its order for the view with everything.
    pub(crate) fn view_for(&self, viewer: Viewer) -> View {
        // The top of the pile is the end of `draw`: the order lists it first.
        let draw_order = (viewer == Viewer::All).then(|| self.draw.iter().rev().copied().collect());
        View { table: self.table.clone(), draw_count: self.draw.len(), draw_order }
    }
}

/// A full state matching `view`: the draw pile is every card not seen
/// elsewhere, in a random order (or in its order, when the view has
/// everything); the RNG is fresh, so a bot searching from it cannot see the
/// real dice.
pub(crate) fn determinize(view: &View, rng: &mut GameRng) -> ExtracZon {
    let t = &view.table;
    if let Some(order) = &view.draw_order {
        let draw = order.iter().rev().copied().collect();
        return ExtracZon { table: t.clone(), draw, rng: GameRng::from_seed(rng.next_u64()), forced: Vec::new() };
    }
    let mut seen = [false; CARD_COUNT];
    let visible = [&t.discard, &t.unsecured].into_iter().chain(t.secured.0.iter());
    for card in visible.flatten() {
        if let Some(s) = seen.get_mut(usize::from(card.0)) {
            *s = true;
        }
    }
    let mut draw: Vec<CardId> = CardId::all().filter(|c| !seen[usize::from(c.0)]).collect();
    let mut fresh = GameRng::from_seed(rng.next_u64());
    fresh.shuffle(&mut draw);
    ExtracZon { table: t.clone(), draw, rng: fresh, forced: Vec::new() }
}
