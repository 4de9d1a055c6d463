//! Helpers that lay out positions for scenario tests. They only move cards
//! between piles (so every card stays in exactly one place) and never touch
//! anything a save or record can reach.

use super::cards::CardId;
use super::state::ExtracZon;
use crate::engine::Seat;

impl ExtracZon {
    /// Puts `cards` on top of the draw pile so they are drawn in this order.
    /// Cards not in the draw pile are taken from the discard pile. False if
    /// one of them is elsewhere (nothing moves then).
    pub fn stack_draw(&mut self, cards: &[CardId]) -> bool {
        let t = &self.table;
        if !cards.iter().all(|c| self.draw.contains(c) || t.discard.contains(c)) {
            return false;
        }
        self.draw.retain(|c| !cards.contains(c));
        self.table.discard.retain(|c| !cards.contains(c));
        self.draw.extend(cards.iter().rev());
        true
    }

    /// Moves `card` from the draw or discard pile into `seat`'s Secured pile.
    pub fn give_secured(&mut self, seat: Seat, card: CardId) -> bool {
        if card.is_infected() || !(self.draw.contains(&card) || self.table.discard.contains(&card)) {
            return false;
        }
        self.draw.retain(|c| *c != card);
        self.table.discard.retain(|c| *c != card);
        self.table.secured[seat].push(card);
        true
    }

    /// Moves the whole draw pile onto the discard pile (to test reshuffles).
    pub fn draw_to_discard(&mut self) {
        let cards = std::mem::take(&mut self.draw);
        self.table.discard.extend(cards);
    }
}
