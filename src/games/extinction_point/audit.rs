//! Card conservation, hidden-information checks and the bots' sampling.
//!
//! Every Player card, every Infiltrator card (the removed numbers counted as
//! out of the game), every Bunker and every Mothership card is in exactly one
//! place at every step.

use super::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard, PLAYER_CARDS};
use super::rules::setup::infiltrator_cards;
use super::seat_view::View;
use super::state::ExtinctionPoint;
use crate::engine::sort::sort_small;
use crate::engine::{Audited, GameRng, PerSeat, Seat, Viewer};
use std::collections::BTreeMap;

impl Audited for ExtinctionPoint {
    fn check_invariants(&self) -> Result<(), String> {
        self.check_player_cards()?;
        self.check_infiltrator()?;
        self.check_bunker_and_mothership()?;
        self.check_shape()
    }

    /// Other hands and the Player deck are dealt again from their pooled
    /// cards; the Infiltrator deck, the face-down Bunker and Mothership cards
    /// and the supplies are reshuffled among themselves.
    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let keep = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
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

fn count_once<T: Ord + Copy + std::fmt::Debug>(what: &str, expected: &[T], found: impl Iterator<Item = T>) -> Result<(), String> {
    let mut seen: BTreeMap<T, i32> = expected.iter().map(|c| (*c, 0)).collect();
    for c in found {
        *seen.get_mut(&c).ok_or(format!("{what}: unknown card {c:?}"))? += 1;
    }
    match seen.iter().find(|(_, n)| **n != 1) {
        Some((c, n)) => Err(format!("{what}: {c:?} is in {n} places")),
        None => Ok(()),
    }
}

impl ExtinctionPoint {
    fn check_player_cards(&self) -> Result<(), String> {
        let t = &self.table;
        let all: Vec<PlayerCard> = PlayerCard::all().collect();
        debug_assert_eq!(all.len(), PLAYER_CARDS);
        let found = self
            .hands
            .0
            .iter()
            .flatten()
            .copied()
            .chain(self.player_deck.iter().copied())
            .chain(t.player_discard.iter().copied())
            .chain(t.trick.plays.iter().map(|(_, c)| *c))
            .chain(t.storage.iter().copied())
            .chain(t.settlement.iter().flat_map(|b| std::iter::once(b.card).chain(b.attached.iter().copied())));
        count_once("Player deck", &all, found)
    }

    fn check_infiltrator(&self) -> Result<(), String> {
        let t = &self.table;
        let (kept, removed) = infiltrator_cards(t.setup.difficulty);
        let all: Vec<InfCard> = kept.into_iter().chain(removed).collect();
        let found = self
            .infiltrator_deck
            .iter()
            .copied()
            .chain(t.infiltrator_discard.iter().copied())
            .chain(t.removed.iter().copied())
            .chain(t.trick.infiltrator)
            .chain(t.trick.candidates.iter().copied())
            .chain(t.settlement.iter().filter_map(|b| b.sabotage));
        count_once("Infiltrator deck", &all, found)?;
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
        count_once("Bunker cards", &bunker, self.bunker.iter().chain(&self.bunker_supply).chain(&t.bunker_discard).copied())?;
        let ms: Vec<MothershipCard> = MothershipCard::supply().chain([MothershipCard::VICTORY]).collect();
        count_once("Mothership cards", &ms, self.mothership.iter().chain(&self.mothership_supply).chain(&t.mothership_discard).copied())?;
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

    /// A full state matching `view`: the unseen Player cards are dealt to the
    /// other hands (same sizes) and the deck; unseen Infiltrator, Bunker and
    /// Mothership cards fill their face-down piles; the RNG is fresh.
    pub(crate) fn from_view(view: &View, rng: &mut GameRng) -> ExtinctionPoint {
        let t = &view.table;
        let mut fresh = GameRng::from_seed(rng.next_u64());
        let me = match view.viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
        };
        let mut seen: Vec<PlayerCard> = view.hand.clone();
        seen.extend(t.player_discard.iter().copied());
        seen.extend(t.trick.plays.iter().map(|(_, c)| *c));
        seen.extend(t.storage.iter().copied());
        for b in &t.settlement {
            seen.push(b.card);
            seen.extend(b.attached.iter().copied());
        }
        let mut pool: Vec<PlayerCard> = PlayerCard::all().filter(|c| !seen.contains(c)).collect();
        fresh.shuffle(&mut pool);
        let hands = PerSeat::from_fn(view.hand_counts.len(), |s| {
            if Some(s) == me {
                return view.hand.clone();
            }
            let n = view.hand_counts[s].min(pool.len());
            let mut h = pool.split_off(pool.len() - n);
            sort_small(&mut h);
            h
        });
        let (kept, removed) = infiltrator_cards(t.setup.difficulty);
        let inf_seen: Vec<InfCard> = t
            .infiltrator_discard
            .iter()
            .copied()
            .chain(t.trick.infiltrator)
            .chain(t.trick.candidates.iter().copied())
            .chain(t.settlement.iter().filter_map(|b| b.sabotage))
            .collect();
        let _ = removed;
        let mut infiltrator_deck: Vec<InfCard> = kept.into_iter().filter(|c| !inf_seen.contains(c)).collect();
        fresh.shuffle(&mut infiltrator_deck);
        let (bunker, bunker_supply) = sample_deck(
            BunkerCard::DEFEAT,
            view.bunker_top,
            view.bunker_health,
            BunkerCard::supply().filter(|c| !t.bunker_discard.contains(c)),
            &mut fresh,
        );
        let (mothership, mothership_supply) = sample_deck(
            MothershipCard::VICTORY,
            view.mothership_top,
            view.mothership_health,
            MothershipCard::supply().filter(|c| !t.mothership_discard.contains(c)),
            &mut fresh,
        );
        ExtinctionPoint {
            table: t.clone(),
            hands,
            player_deck: pool,
            infiltrator_deck,
            bunker,
            mothership,
            bunker_supply,
            mothership_supply,
            rng: fresh,
        }
    }
}

/// A deck of `health` cards above `bottom` with `top` face up, the face-down
/// middle drawn at random from `unseen` (the rest is the supply).
fn sample_deck<T: Copy + PartialEq>(bottom: T, top: T, health: u8, unseen: impl Iterator<Item = T>, rng: &mut GameRng) -> (Vec<T>, Vec<T>) {
    let mut pool: Vec<T> = unseen.filter(|c| *c != top).collect();
    rng.shuffle(&mut pool);
    let mut deck = vec![bottom];
    if health > 0 {
        let k = usize::from(health - 1).min(pool.len());
        deck.extend(pool.drain(..k));
        deck.push(top);
    }
    (deck, pool)
}
