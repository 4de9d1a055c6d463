//! Helpers that lay out positions for scenario tests. They only move cards
//! between piles (so every card stays in exactly one place) and never touch
//! anything a save or record can reach.

use super::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard};
use super::state::{Building, ExtinctionPoint};
use crate::engine::sort::sort_small;
use crate::engine::Seat;

impl ExtinctionPoint {
    /// Takes `card` from wherever it is among the Player cards (hands, deck,
    /// discard, storage, settlement attachments; not the trick).
    fn take_player_card(&mut self, card: PlayerCard) -> bool {
        let t = &mut self.table;
        for h in self.hands.0.iter_mut() {
            if let Some(i) = h.iter().position(|c| *c == card) {
                h.remove(i);
                return true;
            }
        }
        for pile in [&mut self.player_deck, &mut t.player_discard, &mut t.storage] {
            if let Some(i) = pile.iter().position(|c| *c == card) {
                pile.remove(i);
                return true;
            }
        }
        for b in t.settlement.iter_mut() {
            if let Some(i) = b.attached.iter().position(|c| *c == card) {
                b.attached.remove(i);
                return true;
            }
        }
        false
    }

    /// Gives `seat` exactly `cards` as its hand; the old hand goes to the
    /// Player deck. Hands of other seats keep their sizes only if the caller
    /// sets them too.
    pub fn set_hand(&mut self, seat: Seat, cards: &[PlayerCard]) -> bool {
        let old = std::mem::take(&mut self.hands[seat]);
        self.player_deck.extend(old);
        if !cards.iter().all(|c| self.take_player_card(*c)) {
            return false;
        }
        self.hands[seat] = cards.to_vec();
        sort_small(&mut self.hands[seat]);
        true
    }

    /// Puts a BUILDING with `attached` cards into the settlement.
    pub fn add_building(&mut self, card: PlayerCard, attached: &[PlayerCard]) -> bool {
        if !std::iter::once(&card).chain(attached).all(|c| self.take_player_card(*c)) {
            return false;
        }
        self.table.settlement.push(Building { card, attached: attached.to_vec(), sabotage: None });
        true
    }

    /// Puts `card` into Bunker storage.
    pub fn store(&mut self, card: PlayerCard) -> bool {
        self.take_player_card(card) && {
            self.table.storage.push(card);
            true
        }
    }

    /// Stacks the Infiltrator deck so `cards` come up in this order. Cards
    /// are taken from its deck or discard pile.
    pub fn stack_infiltrator(&mut self, cards: &[InfCard]) -> bool {
        let t = &mut self.table;
        if !cards.iter().all(|c| self.infiltrator_deck.contains(c) || t.infiltrator_discard.contains(c)) {
            return false;
        }
        self.infiltrator_deck.retain(|c| !cards.contains(c));
        t.infiltrator_discard.retain(|c| !cards.contains(c));
        self.infiltrator_deck.extend(cards.iter().rev());
        true
    }

    /// Stacks the Player deck so `cards` are drawn in this order.
    pub fn stack_player_deck(&mut self, cards: &[PlayerCard]) -> bool {
        if !cards.iter().all(|c| self.take_player_card(*c)) {
            return false;
        }
        self.player_deck.extend(cards.iter().rev());
        true
    }

    /// Makes `card` the active Bunker card (swapped with the current top).
    pub fn set_bunker_top(&mut self, card: BunkerCard) -> bool {
        let top = self.bunker.len() - 1;
        if top == 0 {
            return false;
        }
        if let Some(i) = self.bunker[1..].iter().position(|c| *c == card) {
            self.bunker.swap(i + 1, top);
        } else if let Some(i) = self.bunker_supply.iter().position(|c| *c == card) {
            std::mem::swap(&mut self.bunker_supply[i], &mut self.bunker[top]);
        } else {
            return false;
        }
        true
    }

    /// Makes `card` the active Mothership card (swapped with the current top).
    pub fn set_mothership_top(&mut self, card: MothershipCard) -> bool {
        let top = self.mothership.len() - 1;
        if top == 0 {
            return false;
        }
        if let Some(i) = self.mothership[1..].iter().position(|c| *c == card) {
            self.mothership.swap(i + 1, top);
        } else if let Some(i) = self.mothership_supply.iter().position(|c| *c == card) {
            std::mem::swap(&mut self.mothership_supply[i], &mut self.mothership[top]);
        } else {
            return false;
        }
        true
    }

    /// Moves the whole Player deck onto its discard pile (to test reshuffles).
    pub fn player_deck_to_discard(&mut self) {
        let cards = std::mem::take(&mut self.player_deck);
        self.table.player_discard.extend(cards);
    }

    /// Moves the whole Infiltrator deck onto its discard pile.
    pub fn infiltrator_deck_to_discard(&mut self) {
        let cards = std::mem::take(&mut self.infiltrator_deck);
        self.table.infiltrator_discard.extend(cards);
    }
}
