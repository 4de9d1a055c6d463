//! Card conservation, hidden-information checks and the bots' sampling.
//!
//! Every trait, allegiance, identity, refugee card and exile marker is in
//! exactly one place at every step. `shuffle_hidden` re-deals what a viewer
//! cannot see; `from_view` (the search bots' `determinize`) samples it,
//! weighted towards deals in which the claims made so far are honest
//! wherever the sampled claimant is a civilian.

use super::cards::{allegiance_cards, honest_claim, Allegiance, Identity, Refugee, Trait, HOURS, TRAIT_DECK};
use super::seat_view::View;
use super::state::{Nigh, Phase, Place, Pos, Sighting};
use crate::engine::{Audited, GameRng, PerSeat, Seat, Viewer};
use std::collections::BTreeMap;

fn same_cards<T: Ord + Copy + std::fmt::Debug>(what: &str, expected: &[T], found: impl Iterator<Item = T>) -> Result<(), String> {
    let mut count: BTreeMap<T, i32> = BTreeMap::new();
    for c in expected {
        *count.entry(*c).or_default() += 1;
    }
    for c in found {
        *count.entry(c).or_default() -= 1;
    }
    match count.iter().find(|(_, n)| **n != 0) {
        Some((c, n)) if *n > 0 => Err(format!("{what}: {c:?} is missing")),
        Some((c, _)) => Err(format!("{what}: {c:?} is in too many places")),
        None => Ok(()),
    }
}

impl Audited for Nigh {
    fn check_invariants(&self) -> Result<(), String> {
        let traits = self.places.iter().flat_map(|p| p.traits.iter().copied());
        same_cards("traits", &TRAIT_DECK, traits)?;
        let held = self.allegiance.0.iter().flatten().copied().chain([self.aside]).chain(self.allegiance_deck.iter().copied());
        same_cards("allegiances", &allegiance_cards(self.seats()), held)?;
        let dealt = self.offers.0.iter().flatten().copied().chain(self.identity_box.iter().copied());
        same_cards("identities", &Identity::ALL, dealt)?;
        same_cards("refugees", &Refugee::ALL, self.places.iter().map(|p| p.refugee).chain(self.boxed.iter().copied()))?;
        let taken = matches!(self.phase, Phase::Tie { .. } | Phase::Over);
        let on_clock = (1..=HOURS).filter(|m| *m > self.hour || (*m == self.hour && !taken));
        let markers = self.places.iter().flat_map(|p| p.markers.iter().copied()).chain(self.spent_markers.iter().copied()).chain(on_clock);
        same_cards("exile markers", &(1..=HOURS).collect::<Vec<_>>(), markers)?;
        let removed = self.places.iter().filter(|p| !p.present).count();
        if removed > 2 || (removed == 2) != self.outcome.is_some() {
            return Err(format!("{removed} refugees removed at hour {}", self.hour));
        }
        if self.sightings.iter().any(|s| s.at.spot as usize >= self.places.len() || s.at.slot > 1) {
            return Err("a look points at no card".into());
        }
        Ok(())
    }

    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        self.shuffle_traits(viewer, rng);
        self.shuffle_allegiances(viewer, rng);
        self.shuffle_identities(viewer, rng);
    }
}

impl Nigh {
    fn hidden_positions(&self, viewer: Viewer) -> Vec<Pos> {
        (0..self.places.len() as u8).flat_map(|spot| [Pos::new(spot, 0), Pos::new(spot, 1)]).filter(|p| !self.visible(viewer, *p)).collect()
    }

    fn shuffle_traits(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let hidden = self.hidden_positions(viewer);
        let mut kinds: Vec<Trait> = hidden.iter().map(|p| self.trait_at(*p)).collect();
        rng.shuffle(&mut kinds);
        for (p, t) in hidden.into_iter().zip(kinds) {
            self.places[usize::from(p.spot)].traits[usize::from(p.slot)] = t;
        }
    }

    /// How many of `seat`'s allegiance cards `viewer` knows: all of its own
    /// (and everyone's at the end), as many as a Spy saw of another seat's.
    /// With two players a Spy's look before 6:00 saw the first card only;
    /// the second, dealt later, stays unknown.
    fn known_allegiances(&self, viewer: Viewer, seat: Seat) -> usize {
        let held = self.allegiance[seat].len();
        if self.outcome.is_some() {
            return held;
        }
        match viewer {
            Viewer::Seat(me) if me == seat => held,
            Viewer::Seat(me) => self.intel[me].iter().filter(|i| i.of == Some(seat)).map(|i| i.cards.len()).max().unwrap_or(0).min(held),
            Viewer::Table => 0,
        }
    }

    /// Re-deals every allegiance card `viewer` does not know: the cards of
    /// seats it knows nothing of, a spied seat's cards dealt after the look,
    /// the deck, and the card set aside unless an Auditor saw it. Cards are
    /// held in the order dealt, so a look's cards are the first ones.
    fn shuffle_allegiances(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let aside_known = matches!(viewer, Viewer::Seat(me) if self.intel[me].iter().any(|i| i.of.is_none()));
        let known: Vec<(Seat, usize, usize)> =
            Seat::all(self.seats()).map(|s| (s, self.known_allegiances(viewer, s), self.allegiance[s].len())).collect();
        let mut pool: Vec<Allegiance> = self.allegiance_deck.clone();
        for &(s, k, _) in &known {
            pool.extend(self.allegiance[s].drain(k..));
        }
        if !aside_known {
            pool.push(self.aside);
        }
        rng.shuffle(&mut pool);
        for &(s, k, held) in &known {
            self.allegiance[s].extend(pool.split_off(pool.len() - (held - k)));
        }
        if !aside_known {
            self.aside = pool.pop().expect("the aside card is in the pool");
        }
        self.allegiance_deck = pool;
    }

    fn shuffle_identities(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
        };
        // Hidden cards: every unused card of other seats, except a used (public) one.
        let mut slots: Vec<(Seat, usize)> = Vec::new();
        for s in Seat::all(self.seats()).filter(|s| Some(*s) != me) {
            for i in 0..2 {
                let public = self.used[s] && self.kept[s] == Some(i as u8);
                if !public {
                    slots.push((s, i));
                }
            }
        }
        let mut pool: Vec<Identity> = self.identity_box.clone();
        slots.iter().for_each(|(s, i)| pool.push(self.offers[*s][*i]));
        rng.shuffle(&mut pool);
        for (s, i) in slots {
            self.offers[s][i] = pool.pop().expect("pool covers the slots");
        }
        pool.sort();
        self.identity_box = pool;
    }

    /// A full game consistent with `view` (a seat's), for the search bots.
    /// Hidden allegiances and traits are drawn at random and kept with the
    /// chance that the claims made so far would have been made in that deal
    /// (civilians honest, fanatics mostly hiding Cultists), so the samples
    /// follow the posterior the published Avalon bots use: eliminate, then weigh.
    pub(crate) fn from_view(view: &View, rng: &mut GameRng) -> Nigh {
        let base = Nigh::skeleton(view, rng);
        let mut best: Option<(f64, Nigh)> = None;
        for _ in 0..DRAWS {
            let mut g = base.clone();
            g.shuffle_allegiances(view.viewer, rng);
            g.shuffle_identities(view.viewer, rng);
            g.shuffle_traits(view.viewer, rng);
            let likely = g.claims_likelihood();
            // Rejection sampling: a draw is kept with the chance that its
            // players would have made the claims they made.
            if rng.unit() < likely {
                best = Some((likely, g));
                break;
            }
            if best.as_ref().is_none_or(|(b, _)| likely > *b) {
                best = Some((likely, g));
            }
        }
        let mut g = best.expect("at least one draw").1;
        g.rng = GameRng::from_seed(rng.next_u64());
        g
    }

    /// How likely the claims made so far are in this deal: a civilian says
    /// what it saw (unless a seen Jerk or Charmer forced otherwise); a fanatic hides
    /// most Cultists and accuses some clean refugees.
    pub(crate) fn claims_likelihood(&self) -> f64 {
        let mut l = 1.0;
        for c in self.claims_with_sightings() {
            if c.saw.is_empty() {
                continue;
            }
            let truth = honest_claim(&c.saw);
            let forced = c.forced == Some(c.said);
            l *= match (self.is_fanatic(c.seat), c.said == truth) {
                (false, true) => 1.0,
                (false, false) if forced => 0.5,
                (false, false) => 0.02,
                (true, true) if truth => 0.3,
                (true, true) => 0.7,
                (true, false) if truth => 0.7,
                (true, false) => 0.3,
            };
        }
        l
    }

    /// The view's public part as a game, with the viewer's secrets in place
    /// and every hidden card filled in arbitrarily (shuffled afterwards).
    fn skeleton(view: &View, rng: &mut GameRng) -> Nigh {
        let n = usize::from(view.players);
        let me = view.seat().expect("a seat's view");
        // Traits: the known ones where they are, the rest of the deck anywhere.
        let mut rest: Vec<Trait> = TRAIT_DECK.to_vec();
        for p in &view.places {
            for t in p.traits.iter().flatten() {
                let i = rest.iter().position(|r| r == t).expect("a seen trait is in the deck");
                rest.swap_remove(i);
            }
        }
        rest.sort();
        let places = view
            .places
            .iter()
            .map(|p| Place {
                refugee: p.refugee,
                traits: [
                    p.traits[0].unwrap_or_else(|| rest.pop().expect("12 traits")),
                    p.traits[1].unwrap_or_else(|| rest.pop().expect("12 traits")),
                ],
                present: p.present,
                markers: p.markers.clone(),
            })
            .collect();
        // Allegiances: own and spied cards in place, the rest dealt in order.
        let mut cards = allegiance_cards(n);
        let take = |cards: &mut Vec<Allegiance>, c: Allegiance| {
            let i = cards.iter().position(|x| *x == c).expect("a known card is in the set");
            cards.swap_remove(i);
            c
        };
        let mut allegiance: PerSeat<Vec<Allegiance>> = PerSeat::from_fn(n, |_| Vec::new());
        allegiance[me] = view.allegiance.iter().map(|c| take(&mut cards, *c)).collect();
        let mut aside = None;
        for intel in &view.intel {
            match intel.of {
                Some(s) if allegiance[s].is_empty() => allegiance[s] = intel.cards.iter().map(|c| take(&mut cards, *c)).collect(),
                None if aside.is_none() => aside = Some(take(&mut cards, intel.cards[0])),
                _ => {}
            }
        }
        for s in Seat::all(n) {
            while allegiance[s].len() < view.allegiance_counts[s] {
                allegiance[s].push(cards.pop().expect("enough allegiance cards"));
            }
        }
        let aside = aside.unwrap_or_else(|| cards.pop().expect("the aside card"));
        // Identities: own pair, the used ones of others, the rest anywhere.
        let mut ids: Vec<Identity> = Identity::ALL.iter().copied().filter(|i| !view.offer.is_some_and(|o| o.contains(i))).collect();
        ids.retain(|i| !view.revealed_identities.0.contains(&Some(*i)));
        let mut kept = PerSeat::from_fn(n, |s| view.chosen[s].then_some(0u8));
        let offers = PerSeat::from_fn(n, |s| {
            if s == me {
                let o = view.offer.expect("a seat sees its offer");
                kept[s] = view.kept.and_then(|k| o.iter().position(|i| *i == k)).map(|i| i as u8);
                o
            } else if let Some(used) = view.revealed_identities[s] {
                [used, ids.pop().expect("12 identities")]
            } else {
                [ids.pop().expect("12 identities"), ids.pop().expect("12 identities")]
            }
        });
        let used = PerSeat::from_fn(n, |s| view.revealed_identities[s].is_some());
        let mut intel = PerSeat::from_fn(n, |_| Vec::new());
        intel[me] = view.intel.clone();
        let sightings = view.looks.iter().map(|l| Sighting { hour: l.hour, seat: l.seat, from: l.from, at: l.at, by_question: l.by_question }).collect();
        let _ = rng;
        Nigh {
            players: view.players,
            rng: GameRng::from_seed(0),
            first: view.first,
            places,
            boxed: view.boxed.clone(),
            allegiance,
            aside,
            allegiance_deck: cards,
            offers,
            kept,
            used,
            identity_box: ids,
            hour: view.hour,
            phase: view.phase.clone(),
            exhausted: view.exhausted,
            turn: view.turn.clone(),
            preached: view.preached,
            sightings,
            history: view.history.clone(),
            spent_markers: view.spent_markers.clone(),
            intel,
            outcome: view.outcome.clone(),
        }
    }
}

/// Draws `from_view` tries before keeping the most honest-looking one.
const DRAWS: usize = 32;
