//! Set-up as the rulebook orders it: allegiances (one set aside unseen), two
//! identities each, six of the eight refugees around the clock with two
//! face-down traits each, and a random first player.

use super::super::cards::{allegiance_cards, Allegiance, Identity, Refugee, SPOTS, TRAIT_DECK};
use super::super::event::Event;
use super::super::state::{Nigh, Phase, Place, Setup, Turn};
use crate::engine::{GameRng, PerSeat, Seat, SetupError};

impl Nigh {
    /// A new game, dealt as the rulebook orders it. The deals are no events:
    /// the session's log starts at the first move, and each seat's view
    /// already shows what it was dealt.
    pub fn deal(setup: &Setup, seed: u64) -> Result<Nigh, SetupError> {
        let n = usize::from(setup.players);
        if !(2..=6).contains(&n) {
            return Err(SetupError(format!("The End Is Nigh is for 2 to 6 players, not {n}.")));
        }
        // The draws happen in this order; a stored record replays only if it stays.
        let mut rng = GameRng::from_seed(seed);
        let (allegiance, aside, allegiance_deck) = deal_allegiances(n, &mut rng);
        let (offers, identity_box) = deal_identities(n, &mut rng);
        let (places, boxed) = seat_refugees(&mut rng);
        let first = Seat(rng.below(n) as u8);
        Ok(Nigh {
            players: setup.players,
            rng,
            first,
            places,
            boxed,
            allegiance,
            aside,
            allegiance_deck,
            offers,
            kept: PerSeat::from_fn(n, |_| None),
            used: PerSeat::from_fn(n, |_| false),
            identity_box,
            hour: 1,
            phase: Phase::ChooseIdentity,
            exhausted: None,
            turn: Turn::default(),
            preached: None,
            sightings: Vec::new(),
            history: Vec::new(),
            spent_markers: Vec::new(),
            intel: PerSeat::from_fn(n, |_| Vec::new()),
            outcome: None,
        })
    }

    /// Set-up: `seat` keeps one of its two identities.
    pub(crate) fn keep_identity(&mut self, seat: Seat, identity: Identity, events: &mut Vec<Event>) {
        let k = self.offers[seat].iter().position(|i| *i == identity).expect("checked legal");
        self.kept[seat] = Some(k as u8);
        events.push(Event::IdentityKept { seat, kept: Some(identity) });
        if self.kept.0.iter().all(Option::is_some) {
            self.phase = Phase::Question;
        }
    }
}

/// One allegiance card each, one set aside unseen, and the rest (two
/// players only) kept for the deal after 6:00.
fn deal_allegiances(n: usize, rng: &mut GameRng) -> (PerSeat<Vec<Allegiance>>, Allegiance, Vec<Allegiance>) {
    let mut cards = allegiance_cards(n);
    rng.shuffle(&mut cards);
    let allegiance = PerSeat::from_fn(n, |_| vec![cards.pop().expect("enough allegiance cards")]);
    let aside = cards.pop().expect("one card is set aside");
    (allegiance, aside, cards)
}

/// Two identities each (in card order), and the ones nobody was dealt.
fn deal_identities(n: usize, rng: &mut GameRng) -> (PerSeat<[Identity; 2]>, Vec<Identity>) {
    let mut identities = Identity::ALL.to_vec();
    rng.shuffle(&mut identities);
    let offers = PerSeat::from_fn(n, |_| {
        let a = identities.pop().expect("12 identities cover 6 players");
        let b = identities.pop().expect("12 identities cover 6 players");
        if a < b {
            [a, b]
        } else {
            [b, a]
        }
    });
    identities.sort();
    (offers, identities)
}

/// Six of the eight refugees around the clock with two face-down traits
/// each, and the two left in the box.
fn seat_refugees(rng: &mut GameRng) -> (Vec<Place>, Vec<Refugee>) {
    let mut refugees = Refugee::ALL.to_vec();
    rng.shuffle(&mut refugees);
    let mut traits = TRAIT_DECK.to_vec();
    rng.shuffle(&mut traits);
    let places = (0..SPOTS)
        .map(|_| Place {
            refugee: refugees.pop().expect("eight refugees"),
            traits: [traits.pop().expect("twelve traits"), traits.pop().expect("twelve traits")],
            present: true,
            markers: Vec::new(),
        })
        .collect();
    refugees.sort();
    (places, refugees)
}
