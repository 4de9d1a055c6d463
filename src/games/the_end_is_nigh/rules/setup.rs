//! Set-up as the rulebook orders it: allegiances (one set aside unseen), two
//! identities each, six of the eight refugees around the clock with two
//! face-down traits each, and a random first player.

use super::super::cards::{allegiance_cards, Identity, Refugee, SPOTS, TRAIT_DECK};
use super::super::event::Event;
use super::super::state::{Nigh, Phase, Place, Setup, Turn};
use crate::engine::{GameRng, PerSeat, Seat, SetupError};

impl Nigh {
    /// A new game and the set-up's events (the deals), as a log would start.
    pub fn fresh(setup: &Setup, seed: u64) -> Result<(Nigh, Vec<Event>), SetupError> {
        let n = usize::from(setup.players);
        if !(2..=6).contains(&n) {
            return Err(SetupError(format!("The End Is Nigh is for 2 to 6 players, not {n}.")));
        }
        let mut rng = GameRng::from_seed(seed);
        let mut events = Vec::new();

        let mut cards = allegiance_cards(n);
        rng.shuffle(&mut cards);
        let allegiance = PerSeat::from_fn(n, |_| vec![cards.pop().expect("enough allegiance cards")]);
        let aside = cards.pop().expect("one card is set aside");
        for (seat, c) in allegiance.iter() {
            events.push(Event::AllegianceDealt { seat, cards: c.clone() });
        }

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
        for (seat, o) in offers.iter() {
            events.push(Event::IdentitiesDealt { seat, offer: Some(*o) });
        }

        let mut refugees = Refugee::ALL.to_vec();
        rng.shuffle(&mut refugees);
        let mut traits = TRAIT_DECK.to_vec();
        rng.shuffle(&mut traits);
        let places: Vec<Place> = (0..SPOTS)
            .map(|_| Place {
                refugee: refugees.pop().expect("eight refugees"),
                traits: [traits.pop().expect("twelve traits"), traits.pop().expect("twelve traits")],
                present: true,
                markers: Vec::new(),
            })
            .collect();
        let mut boxed = refugees;
        boxed.sort();
        let first = Seat(rng.below(n) as u8);
        events.push(Event::FirstPlayer { seat: first });

        let game = Nigh {
            players: setup.players,
            rng,
            first,
            places,
            boxed,
            allegiance,
            aside,
            allegiance_deck: cards,
            offers,
            kept: PerSeat::from_fn(n, |_| None),
            used: PerSeat::from_fn(n, |_| false),
            identity_box: {
                identities.sort();
                identities
            },
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
        };
        Ok((game, events))
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
