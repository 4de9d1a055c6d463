//! The audit: card conservation, the shape of the table, and what is
//! hidden from each viewer (dealt again by `shuffle_hidden`).
//!
//! Every Player card, every Infiltrator card (the removed numbers counted as
//! out of the game), every Bunker and every Mothership card is in exactly one
//! place at every step.

use super::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard, PLAYER_CARDS};
use super::rules::setup::infiltrator_cards;
use super::state::ExtinctionPoint;
use crate::engine::sort::sort_small;
use crate::engine::{Audited, GameRng, Seat, Stock, Viewer};

impl Audited for ExtinctionPoint {
    fn check_invariants(&self) -> Result<(), String> {
        self.check_player_cards()?;
        self.check_infiltrator()?;
        self.check_bunker_and_mothership()?;
        self.check_shape()
    }

    /// Other hands and the Player deck are dealt again from their pooled
    /// cards; the Infiltrator deck, the face-down Bunker and Mothership cards
    /// and the supplies are reshuffled among themselves. Nothing is hidden
    /// from `All`, so nothing moves for it.
    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let keep = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
            Viewer::All => return,
        };
        let mut pool: Vec<PlayerCard> = self.player_deck.clone();
        for (s, h) in self.hands.iter() {
            if Some(s) != keep {
                pool.extend(h.iter().copied());
            }
        }
        rng.shuffle(&mut pool);
        for s in Seat::all(self.hands.len()).filter(|s| Some(*s) != keep) {
            let n = self.hands[s].len();
            self.hands[s] = pool.split_off(pool.len() - n);
            sort_small(&mut self.hands[s]);
        }
        self.player_deck = pool;
        rng.shuffle(&mut self.infiltrator_deck);
        reshuffle_under_top(&mut self.bunker, &mut self.bunker_supply, rng);
        reshuffle_under_top(&mut self.mothership, &mut self.mothership_supply, rng);
    }
}

/// Pools a deck's face-down cards (between the bottom card and the face-up
/// top) with its supply, and deals them back in the same counts.
fn reshuffle_under_top<T: Copy>(deck: &mut [T], supply: &mut Vec<T>, rng: &mut GameRng) {
    if deck.len() < 3 {
        rng.shuffle(supply);
        return;
    }
    let top = deck.len() - 1;
    let mut pool: Vec<T> = deck[1..top].to_vec();
    pool.extend(supply.iter().copied());
    rng.shuffle(&mut pool);
    let k = top - 1;
    deck[1..top].copy_from_slice(&pool[..k]);
    *supply = pool[k..].to_vec();
}

impl ExtinctionPoint {
    fn check_player_cards(&self) -> Result<(), String> {
        let t = &self.table;
        let all: Vec<PlayerCard> = PlayerCard::all().collect();
        debug_assert_eq!(all.len(), PLAYER_CARDS);
        let mut stock = Stock::new("Player card");
        for (seat, hand) in self.hands.iter() {
            stock.add(format!("seat {}'s hand", seat.0 + 1), hand);
        }
        let played: Vec<PlayerCard> = t.trick.plays.iter().map(|(_, c)| *c).collect();
        stock
            .add("Player deck", &self.player_deck)
            .add("discard", &t.player_discard)
            .add("trick", &played)
            .add("Bunker storage", &t.storage);
        for b in &t.settlement {
            stock.add(format!("BUILDING {}", b.card.value), std::iter::once(&b.card).chain(&b.attached));
        }
        stock.matches(&all)
    }

    fn check_infiltrator(&self) -> Result<(), String> {
        let t = &self.table;
        let (kept, removed) = infiltrator_cards(t.setup.difficulty);
        let all: Vec<InfCard> = kept.into_iter().chain(removed).collect();
        let on_buildings: Vec<InfCard> = t.settlement.iter().filter_map(|b| b.sabotage).collect();
        Stock::new("Infiltrator card")
            .add("Infiltrator deck", &self.infiltrator_deck)
            .add("its discard", &t.infiltrator_discard)
            .add("out of the game", &t.removed)
            .add("trick", &t.trick.infiltrator)
            .add("candidates", &t.trick.candidates)
            .add("on a BUILDING", &on_buildings)
            .matches(&all)?;
        if t.settlement.iter().any(|b| matches!(b.sabotage, Some(InfCard::Number { .. }))) {
            return Err("a numbered Infiltrator card sits on a BUILDING".into());
        }
        if matches!(t.trick.infiltrator, Some(InfCard::Sabotage(_))) {
            return Err("a Sabotage card was played as the Infiltrator's card".into());
        }
        Ok(())
    }

    fn check_bunker_and_mothership(&self) -> Result<(), String> {
        let t = &self.table;
        let bunker: Vec<BunkerCard> = BunkerCard::supply().chain([BunkerCard::DEFEAT]).collect();
        Stock::new("Bunker card")
            .add("Bunker", &self.bunker)
            .add("supply", &self.bunker_supply)
            .add("discard", &t.bunker_discard)
            .matches(&bunker)?;
        let ms: Vec<MothershipCard> = MothershipCard::supply().chain([MothershipCard::VICTORY]).collect();
        Stock::new("Mothership card")
            .add("Mothership", &self.mothership)
            .add("supply", &self.mothership_supply)
            .add("discard", &t.mothership_discard)
            .matches(&ms)?;
        if self.bunker.first() != Some(&BunkerCard::DEFEAT) || self.mothership.first() != Some(&MothershipCard::VICTORY) {
            return Err("DEFEAT or VICTORY is not at the bottom of its deck".into());
        }
        Ok(())
    }

    /// Hands are equal in size; storage and SHIELDs within their limits.
    fn check_shape(&self) -> Result<(), String> {
        let t = &self.table;
        // Once the trick is complete (building), placed cards have left it.
        let complete = matches!(t.phase, super::state::Phase::Build { .. } | super::state::Phase::ClearSabotage { .. });
        let played = |s: Seat| !complete && t.trick.plays.iter().any(|(p, _)| *p == s);
        let sizes: Vec<usize> = self.hands.iter().map(|(s, h)| h.len() + usize::from(played(s))).collect();
        if t.outcome.is_none() && sizes.windows(2).any(|w| w[0] != w[1]) {
            return Err(format!("hands are uneven: {sizes:?}"));
        }
        if t.settlement.iter().any(|b| b.shield().is_some() && b.count(super::cards::Suit::Shield) > 1) {
            return Err("a BUILDING holds two SHIELDs".into());
        }
        for suit in [super::cards::Suit::People, super::cards::Suit::Weapon, super::cards::Suit::Shield] {
            if t.storage.iter().filter(|c| c.suit == suit).count() > 2 {
                return Err(format!("Bunker storage holds too many {}", suit.name()));
            }
        }
        if t.storage.iter().any(|c| c.suit == super::cards::Suit::Building) {
            return Err("a BUILDING is in Bunker storage".into());
        }
        Ok(())
    }
}
