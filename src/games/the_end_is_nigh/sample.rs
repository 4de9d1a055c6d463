//! A game laid out from a view (`determinize`, in `seat_view.rs`): for a
//! seat's view the skeleton the bots' samples start from (the view's
//! public part and the seat's own secrets, every hidden card filled in
//! anyhow; `sampler.rs` re-deals them), and from the view with everything
//! the game as it is (`rebuilt`).

use super::cards::{allegiance_cards, Allegiance, Identity, Trait, TRAIT_DECK};
use super::seat_view::{Everything, View};
use super::state::{Nigh, Place, Sighting, Turn};
use crate::engine::{GameRng, PerSeat, Seat};

impl Nigh {
    /// The game itself from the view with everything: its secrets as they
    /// are (nothing sampled), a fresh RNG (no view holds the game's).
    pub(crate) fn rebuilt(view: &View, all: &Everything, rng: &mut GameRng) -> Nigh {
        let mut g = Nigh::laid_out(view, all.clone());
        g.rng = GameRng::from_seed(rng.next_u64());
        g
    }

    /// The view's public part as a game, with the viewer's secrets in place
    /// and every hidden card filled in arbitrarily (re-dealt afterwards).
    pub(super) fn skeleton(view: &View) -> Nigh {
        let n = usize::from(view.players);
        let me = view.seat().expect("a seat's view");
        let (allegiance, aside, allegiance_deck) = allegiances(view, me, n);
        let ids = identities(view, me, n);
        let mut intel = PerSeat::from_fn(n, |_| Vec::new());
        intel[me] = view.intel.clone();
        let secrets = Everything {
            allegiance,
            aside,
            allegiance_deck,
            offers: ids.offers,
            kept: ids.kept,
            used: ids.used,
            identity_box: ids.in_box,
            intel,
        };
        Nigh::laid_out(view, secrets)
    }

    /// The view's public part as a game, with `secrets` dealt as given.
    fn laid_out(view: &View, secrets: Everything) -> Nigh {
        Nigh {
            players: view.players,
            rng: GameRng::from_seed(0),
            first: view.first,
            places: places(view),
            boxed: view.boxed.clone(),
            allegiance: secrets.allegiance,
            aside: secrets.aside,
            allegiance_deck: secrets.allegiance_deck,
            offers: secrets.offers,
            kept: secrets.kept,
            used: secrets.used,
            identity_box: secrets.identity_box,
            hour: view.hour,
            phase: view.phase.clone(),
            exhausted: view.exhausted,
            turn: view.turn.clone(),
            preached: view.preached,
            sightings: view
                .looks
                .iter()
                .map(|l| Sighting { hour: l.hour, seat: l.seat, from: l.from, at: l.at, by_question: l.by_question })
                .collect(),
            history: view.history.clone(),
            spent_markers: view.spent_markers.clone(),
            intel: secrets.intel,
            outcome: view.outcome.clone(),
        }
    }
}

impl Nigh {
    /// Makes this game equal to `from`, reusing its buffers (a search's
    /// samples are dealt into the game the last one played out).
    pub(super) fn reset_to(&mut self, from: &Nigh) {
        let Nigh {
            players,
            rng,
            first,
            places,
            boxed,
            allegiance,
            aside,
            allegiance_deck,
            offers,
            kept,
            used,
            identity_box,
            hour,
            phase,
            exhausted,
            turn,
            preached,
            sightings,
            history,
            spent_markers,
            intel,
            outcome,
        } = from;
        self.players = *players;
        self.rng = rng.clone();
        self.first = *first;
        self.places.truncate(places.len());
        for (mine, theirs) in self.places.iter_mut().zip(places) {
            let Place { refugee, traits, present, markers } = theirs;
            (mine.refugee, mine.traits, mine.present) = (*refugee, *traits, *present);
            mine.markers.clone_from(markers);
        }
        self.places.extend_from_slice(&places[self.places.len()..]);
        self.boxed.clone_from(boxed);
        self.allegiance.0.clone_from(&allegiance.0);
        self.aside = *aside;
        self.allegiance_deck.clone_from(allegiance_deck);
        self.offers.0.clone_from(&offers.0);
        self.kept.0.clone_from(&kept.0);
        self.used.0.clone_from(&used.0);
        self.identity_box.clone_from(identity_box);
        self.hour = *hour;
        self.phase.clone_from(phase);
        self.exhausted = *exhausted;
        let Turn { questioned, chosen, looked, claimant, first_look, jerk_armed, identity } = turn;
        let t = &mut self.turn;
        (t.questioned, t.chosen, t.claimant, t.first_look, t.jerk_armed, t.identity) =
            (*questioned, *chosen, *claimant, *first_look, *jerk_armed, *identity);
        t.looked.clone_from(looked);
        self.preached = *preached;
        self.sightings.clone_from(sightings);
        self.history.clone_from(history);
        self.spent_markers.clone_from(spent_markers);
        self.intel.0.clone_from(&intel.0);
        self.outcome.clone_from(outcome);
    }
}

/// The refugees as the view shows them: the traits the viewer knows where
/// they are, the rest of the deck anywhere.
fn places(view: &View) -> Vec<Place> {
    let mut rest: Vec<Trait> = TRAIT_DECK.to_vec();
    for t in view.places.iter().flat_map(|p| p.traits.iter().flatten()) {
        let i = rest.iter().position(|r| r == t).expect("a seen trait is in the deck");
        rest.swap_remove(i);
    }
    rest.sort();
    let mut fill = |known: Option<Trait>| known.unwrap_or_else(|| rest.pop().expect("12 traits"));
    view.places
        .iter()
        .map(|p| Place {
            refugee: p.refugee,
            traits: [fill(p.traits[0]), fill(p.traits[1])],
            present: p.present,
            markers: p.markers.clone(),
        })
        .collect()
}

/// The viewer's own and spied allegiance cards in place, the rest dealt in
/// order; returns every seat's cards, the card set aside and the deck.
fn allegiances(view: &View, me: Seat, n: usize) -> (PerSeat<Vec<Allegiance>>, Allegiance, Vec<Allegiance>) {
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
    (allegiance, aside, cards)
}

/// Every seat's identities as the game stores them.
struct Identities {
    offers: PerSeat<[Identity; 2]>,
    kept: PerSeat<Option<u8>>,
    used: PerSeat<bool>,
    in_box: Vec<Identity>,
}

/// The viewer's own pair, the identities others have used, the rest anywhere.
fn identities(view: &View, me: Seat, n: usize) -> Identities {
    let mut ids: Vec<Identity> = Identity::ALL.iter().copied().filter(|i| !view.offer.is_some_and(|o| o.contains(i))).collect();
    ids.retain(|i| !view.revealed_identities.0.contains(&Some(*i)));
    // Another seat's kept card is its first one (a used card is put there).
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
    Identities { offers, kept, used, in_box: ids }
}
