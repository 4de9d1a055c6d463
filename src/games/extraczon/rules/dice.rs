//! Dice and the draw pile: every random thing goes through here.

use super::super::cards::CardId;
use super::super::event::Event;
use super::super::state::ExtracZon;
use crate::engine::Seat;

impl ExtracZon {
    /// One die of `sides` faces: a forced value first (scenario tests), else the RNG.
    pub(crate) fn roll(&mut self, sides: u8) -> u8 {
        if self.forced.is_empty() {
            self.rng.die(sides)
        } else {
            self.forced.remove(0).clamp(1, sides)
        }
    }

    /// The four red dice.
    pub(crate) fn roll_four(&mut self) -> [u8; 4] {
        [self.roll(6), self.roll(6), self.roll(6), self.roll(6)]
    }

    /// Makes the next dice show `rolls`, in order, before the RNG resumes.
    /// For scenario tests: nothing in a save or record can reach it.
    pub fn force_rolls(&mut self, rolls: &[u8]) {
        self.forced.extend_from_slice(rolls);
    }

    /// An empty draw pile is rebuilt from the shuffled discard pile.
    pub(crate) fn refill_draw(&mut self, events: &mut Vec<Event>) {
        if self.draw.is_empty() && !self.table.discard.is_empty() {
            self.draw = std::mem::take(&mut self.table.discard);
            self.rng.shuffle(&mut self.draw);
            events.push(Event::Reshuffled { cards: self.draw.len() });
        }
    }

    /// Draws up to `n` cards face up into the Unsecured area, reshuffling the
    /// discard pile as needed; with both piles empty it draws what it can.
    pub(crate) fn draw_cards(&mut self, seat: Seat, n: u8, events: &mut Vec<Event>) {
        for i in 0..n {
            self.refill_draw(events);
            let Some(card) = self.draw.pop() else {
                events.push(Event::DrawShort { seat, missing: n - i });
                return;
            };
            self.table.unsecured.push(card);
            events.push(Event::CardDrawn { seat, card });
        }
        self.refill_draw(events);
    }

    /// Puts a card on the discard pile.
    pub(crate) fn discard(&mut self, card: CardId) {
        self.table.discard.push(card);
    }
}
