//! What one seat knows, as [`Beliefs`](super::Beliefs) read it: the cards
//! it has seen, the looks, the public history, its own allegiance cards and
//! findings, and how many allegiance cards each seat holds.
//!
//! Read either from the seat's view (a decision) or straight from a game
//! for one seat (a playout move, where building the seat's whole view cost
//! more than the beliefs themselves). Both read the very same facts, so the
//! beliefs come out the same bit for bit.

use super::super::cards::{Allegiance, Trait, MOST_PLAYERS, SPOTS};
use super::super::seat_view::View;
use super::super::state::{Entry, Intel, Nigh, Sighting};
use crate::engine::Seat;
use std::borrow::Cow;

/// A refugee as the seat knows it.
#[derive(Clone, Copy)]
pub struct Known {
    pub present: bool,
    /// What the seat knows of each card now (its notebook, following swaps).
    pub traits: [Option<Trait>; 2],
}

pub struct Evidence<'a> {
    pub me: Seat,
    pub players: usize,
    pub places: [Known; SPOTS],
    /// Every look of the game (where, never what).
    pub looks: Cow<'a, [Sighting]>,
    pub history: &'a [Entry],
    /// The seat's own allegiance cards.
    pub allegiance: &'a [Allegiance],
    /// How many allegiance cards each seat holds (by seat index).
    pub allegiance_counts: [usize; MOST_PLAYERS],
    /// What the seat learned of allegiances through identities.
    pub intel: &'a [Intel],
}

impl<'a> Evidence<'a> {
    /// From a seat's view.
    pub fn of_view(view: &'a View) -> Self {
        let looks = view.looks.iter().map(|l| Sighting { hour: l.hour, seat: l.seat, from: l.from, at: l.at, by_question: l.by_question });
        Evidence {
            me: view.seat().expect("beliefs belong to a seat"),
            players: usize::from(view.players),
            places: std::array::from_fn(|s| Known { present: view.places[s].present, traits: view.places[s].traits }),
            looks: Cow::Owned(looks.collect()),
            history: &view.history,
            allegiance: &view.allegiance,
            allegiance_counts: std::array::from_fn(|s| view.allegiance_counts.0.get(s).copied().unwrap_or(0)),
            intel: &view.intel,
        }
    }

    /// From a game, what `seat` knows: the facts `seat`'s view would show
    /// (`Nigh::view_for`), read in place.
    pub fn of_seat(game: &'a Nigh, seat: Seat) -> Self {
        Evidence {
            me: seat,
            players: usize::from(game.players),
            places: known_places(game, seat),
            looks: Cow::Borrowed(&game.sightings),
            history: &game.history,
            allegiance: &game.allegiance[seat],
            allegiance_counts: std::array::from_fn(|s| game.allegiance.0.get(s).map_or(0, Vec::len)),
            intel: &game.intel[seat],
        }
    }

    /// How many allegiance cards `seat` holds.
    pub fn held(&self, seat: Seat) -> usize {
        self.allegiance_counts[seat.index()]
    }

    /// The seat is a fanatic (holds any fanatic card).
    pub fn is_fanatic(&self) -> bool {
        self.allegiance.contains(&Allegiance::Fanatic)
    }
}

/// The refugees as `seat` knows them: the cards it has looked at, and at
/// the end every card in the bunker (`Nigh::visible`), in one pass over
/// the looks rather than a search of them per card.
fn known_places(game: &Nigh, seat: Seat) -> [Known; SPOTS] {
    let over = game.outcome.is_some();
    let mut places: [Known; SPOTS] = std::array::from_fn(|s| {
        let p = &game.places[s];
        let shown = |slot: u8| (over && p.present).then_some(p.traits[usize::from(slot)]);
        Known { present: p.present, traits: [shown(0), shown(1)] }
    });
    for look in game.sightings.iter().filter(|l| l.seat == seat) {
        places[usize::from(look.at.spot)].traits[usize::from(look.at.slot)] = Some(game.trait_at(look.at));
    }
    places
}
