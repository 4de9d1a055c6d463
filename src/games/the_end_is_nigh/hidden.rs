//! Re-dealing what a viewer cannot see: the face-down traits it has not
//! looked at, the allegiance cards it does not know and the identities of
//! other seats not yet revealed. The hidden-information check
//! (`Audited::shuffle_hidden`) and the bots' sampling (`determinize`) both
//! deal through these. The view with everything (`Viewer::All`) sees every
//! card and every order, so for it nothing moves.

use super::cards::{Allegiance, Identity, Trait};
use super::state::{Nigh, Pos};
use crate::engine::{GameRng, Seat, Viewer};

impl Nigh {
    /// The cards `viewer` cannot see. Only looks and the end change it, so
    /// the many draws of a search share it (`sampler.rs`).
    pub(crate) fn hidden_positions(&self, viewer: Viewer) -> Vec<Pos> {
        (0..self.places.len() as u8).flat_map(|spot| [Pos::new(spot, 0), Pos::new(spot, 1)]).filter(|p| !self.visible(viewer, *p)).collect()
    }

    pub(crate) fn shuffle_traits(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let hidden = self.hidden_positions(viewer);
        let mut kinds = self.traits_at(&hidden);
        rng.shuffle(&mut kinds);
        self.deal_traits(&hidden, &kinds);
    }

    /// The traits at `hidden`, in that order (what a re-deal shuffles).
    pub(crate) fn traits_at(&self, hidden: &[Pos]) -> Vec<Trait> {
        hidden.iter().map(|p| self.trait_at(*p)).collect()
    }

    /// Lays `kinds` at `hidden`, one for one.
    pub(crate) fn deal_traits(&mut self, hidden: &[Pos], kinds: &[Trait]) {
        for (p, t) in hidden.iter().zip(kinds) {
            self.places[usize::from(p.spot)].traits[usize::from(p.slot)] = *t;
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
            Viewer::All => held,
        }
    }

    /// Re-deals every allegiance card `viewer` does not know: the cards of
    /// seats it knows nothing of, a spied seat's cards dealt after the look,
    /// the deck, and the card set aside unless an Auditor saw it. Cards are
    /// held in the order dealt, so a look's cards are the first ones.
    pub(crate) fn shuffle_allegiances(&mut self, viewer: Viewer, rng: &mut GameRng) {
        if viewer == Viewer::All {
            return; // every card, the deck's order and the aside are seen
        }
        let unknown = self.unknown_allegiances(viewer);
        let mut pool = self.allegiance_pool(&unknown);
        rng.shuffle(&mut pool);
        self.deal_allegiances(&unknown, &pool);
    }

    /// Which allegiance cards `viewer` (a seat or the table) does not know.
    pub(crate) fn unknown_allegiances(&self, viewer: Viewer) -> UnknownAllegiances {
        UnknownAllegiances {
            seats: Seat::all(self.seats()).map(|s| (s, self.known_allegiances(viewer, s), self.allegiance[s].len())).collect(),
            aside_known: matches!(viewer, Viewer::Seat(me) if self.intel[me].iter().any(|i| i.of.is_none())),
        }
    }

    /// The cards `unknown` names, as a re-deal gathers them: the deck, each
    /// seat's unknown cards in seat order, then the card set aside.
    pub(crate) fn allegiance_pool(&self, unknown: &UnknownAllegiances) -> Vec<Allegiance> {
        let mut pool: Vec<Allegiance> = self.allegiance_deck.clone();
        for &(s, known, _) in &unknown.seats {
            pool.extend_from_slice(&self.allegiance[s][known..]);
        }
        if !unknown.aside_known {
            pool.push(self.aside);
        }
        pool
    }

    /// Deals the shuffled `pool` back: each seat's unknown cards from the
    /// end of the pool, the first seat first, then the card set aside; the
    /// rest is the deck.
    pub(crate) fn deal_allegiances(&mut self, unknown: &UnknownAllegiances, pool: &[Allegiance]) {
        let mut end = pool.len();
        for &(s, known, held) in &unknown.seats {
            let dealt = end - (held - known)..end;
            end = dealt.start;
            self.allegiance[s].truncate(known);
            self.allegiance[s].extend_from_slice(&pool[dealt]);
        }
        if !unknown.aside_known {
            end -= 1;
            self.aside = pool[end];
        }
        self.allegiance_deck.clear();
        self.allegiance_deck.extend_from_slice(&pool[..end]);
    }

    pub(crate) fn shuffle_identities(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let Some(slots) = self.hidden_identities(viewer) else { return };
        let mut pool = self.identity_pool(&slots);
        rng.shuffle(&mut pool);
        self.deal_identities(&slots, &pool);
    }

    /// The identity cards `viewer` cannot see, as (seat, which of its two):
    /// every card of other seats, except a used (public) one. None for the
    /// view with everything, which sees every identity and the box's order.
    pub(crate) fn hidden_identities(&self, viewer: Viewer) -> Option<Vec<(Seat, usize)>> {
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
            Viewer::All => return None,
        };
        let mut slots: Vec<(Seat, usize)> = Vec::new();
        for s in Seat::all(self.seats()).filter(|s| Some(*s) != me) {
            for i in 0..2 {
                let public = self.used[s] && self.kept[s] == Some(i as u8);
                if !public {
                    slots.push((s, i));
                }
            }
        }
        Some(slots)
    }

    /// The box, then the cards at `slots`: what a re-deal shuffles.
    pub(crate) fn identity_pool(&self, slots: &[(Seat, usize)]) -> Vec<Identity> {
        let mut pool: Vec<Identity> = self.identity_box.clone();
        pool.extend(slots.iter().map(|(s, i)| self.offers[*s][*i]));
        pool
    }

    /// Deals the shuffled `pool` back: the slots from its end, the first
    /// slot first; the rest goes back in the box, sorted.
    pub(crate) fn deal_identities(&mut self, slots: &[(Seat, usize)], pool: &[Identity]) {
        let rest = pool.len() - slots.len();
        for (&(s, i), card) in slots.iter().zip(pool[rest..].iter().rev()) {
            self.offers[s][i] = *card;
        }
        self.identity_box.clear();
        self.identity_box.extend_from_slice(&pool[..rest]);
        self.identity_box.sort();
    }
}

/// The allegiance cards a viewer does not know ([`Nigh::unknown_allegiances`]).
pub(crate) struct UnknownAllegiances {
    /// Each seat, how many of its first cards the viewer knows, and how many it holds.
    pub seats: Vec<(Seat, usize, usize)>,
    /// The card set aside is known (an Auditor saw it).
    pub aside_known: bool,
}
