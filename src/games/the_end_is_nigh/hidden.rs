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
    /// many deals of one sample share it (`sample_from`).
    pub(crate) fn hidden_positions(&self, viewer: Viewer) -> Vec<Pos> {
        (0..self.places.len() as u8).flat_map(|spot| [Pos::new(spot, 0), Pos::new(spot, 1)]).filter(|p| !self.visible(viewer, *p)).collect()
    }

    pub(crate) fn shuffle_traits(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let hidden = self.hidden_positions(viewer);
        self.shuffle_traits_at(&hidden, &mut Vec::new(), rng);
    }

    /// Re-deals the traits at `hidden` among themselves; `kinds` is a
    /// buffer reused across deals.
    pub(crate) fn shuffle_traits_at(&mut self, hidden: &[Pos], kinds: &mut Vec<Trait>, rng: &mut GameRng) {
        kinds.clear();
        kinds.extend(hidden.iter().map(|p| self.trait_at(*p)));
        rng.shuffle(kinds);
        for (p, t) in hidden.iter().zip(kinds.iter()) {
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

    pub(crate) fn shuffle_identities(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
            Viewer::All => return, // every identity and the box's order are seen
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

}
