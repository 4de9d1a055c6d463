//! The state of one game of The End Is Nigh: the clock with its refugees and
//! their face-down traits, the players' secret cards, the turn in progress
//! and the public history of questions, claims and votes.

use super::cards::{Allegiance, Identity, Refugee, Trait};
use crate::engine::{GameRng, Outcome, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// The new-game choice (untrusted: `Game::new` checks it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2 to 6.
    pub players: u8,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { players: 4 }
    }
}

/// One trait card's place: a refugee's spot around the clock and its slot
/// (0 = left or top card, 1 = right or bottom card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub spot: u8,
    pub slot: u8,
}

impl Pos {
    pub fn new(spot: u8, slot: u8) -> Self {
        Pos { spot, slot }
    }
}

/// One refugee around the clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub refugee: Refugee,
    /// Face down; slot 0 is the left (or top) card.
    pub traits: [Trait; 2],
    /// False once it has left the bunker (its spot is then a gap).
    pub present: bool,
    /// Exile markers above it, by number.
    pub markers: Vec<u8>,
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Every player keeps one of their two identities (any order).
    ChooseIdentity,
    /// The player of this hour questions a refugee (or uses an identity first).
    Question,
    /// `claimant` says whether the questioned refugee is a cultist.
    Claim { claimant: Seat },
    /// The Conman's or the Undergrad's swap.
    Swap,
    /// The player of this hour places (or, on the 2-player side, loses) the marker.
    Vote,
    /// A removal is tied: `chooser` picks which of `spots` leaves.
    Tie { chooser: Seat, spots: Vec<u8> },
    /// Traits and allegiances are shown; the outcome is set.
    Over,
}

/// What the current turn has done so far (public: identities are revealed when used).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// The refugee questioned this turn.
    pub questioned: Option<u8>,
    /// The card the question pointed at.
    pub chosen: Option<Pos>,
    /// Where the question's look(s) landed (which cards, never what they were).
    pub looked: Vec<Pos>,
    /// Who looked and claims (the next player for the Hermit).
    pub claimant: Option<Seat>,
    /// The question's looks are `sightings[first_look..first_look + looked.len()]`.
    pub first_look: usize,
    /// The questioned refugee had no exile markers (a Jerk then binds).
    pub jerk_armed: bool,
    /// An identity used this turn, if any.
    pub identity: Option<Identity>,
}

/// One look at a face-down trait. Public: who looked, when, and where the
/// card is now (swaps move it, in the open). What it was is the looker's
/// secret until the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sighting {
    pub hour: u8,
    pub seat: Seat,
    /// Where the card lay when seen.
    pub from: Pos,
    /// Where the card lies now.
    pub at: Pos,
    /// Seen by questioning (it may bind the claim), not by an identity's look.
    pub by_question: bool,
}

/// A public line of the game's history: what every player watched happen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Entry {
    Questioned { hour: u8, seat: Seat, spot: u8 },
    Claimed { hour: u8, seat: Seat, spot: u8, cultist: bool },
    Swapped { hour: u8, a: Pos, b: Pos },
    Voted { hour: u8, seat: Seat, spot: u8, marker: u8 },
    MarkerOut { hour: u8, marker: u8 },
    IdentityUsed { hour: u8, seat: Seat, identity: Identity },
    MarkerMoved { hour: u8, marker: u8, from: u8, to: Option<u8> },
    Removed { hour: u8, spot: u8, chooser: Option<Seat> },
}

/// One spy or auditor finding: whose allegiance (None: the card set aside).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Intel {
    pub of: Option<Seat>,
    pub cards: Vec<Allegiance>,
}

/// The whole game, its RNG included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nigh {
    pub players: u8,
    pub rng: GameRng,
    pub first: Seat,
    /// Six refugees, spot 0 at 12:00, clockwise.
    pub places: Vec<Place>,
    /// The two refugees left in the box (public: every refugee card is face up).
    pub boxed: Vec<Refugee>,
    /// Each player's allegiance cards (a second one after 6:00 at two players).
    pub allegiance: PerSeat<Vec<Allegiance>>,
    /// The card set aside, unseen.
    pub aside: Allegiance,
    /// Two players only: the cards dealt after 6:00.
    pub allegiance_deck: Vec<Allegiance>,
    /// The two identities each player was dealt.
    pub offers: PerSeat<[Identity; 2]>,
    /// Which of the two each player kept (index into `offers`).
    pub kept: PerSeat<Option<u8>>,
    /// Whether each player has used their identity (it is then public).
    pub used: PerSeat<bool>,
    /// Identities nobody was dealt.
    pub identity_box: Vec<Identity>,
    /// The marker of the current turn, 1 to 12.
    pub hour: u8,
    pub phase: Phase,
    /// The refugee exhausted by the previous turn's question.
    pub exhausted: Option<u8>,
    pub turn: Turn,
    /// Set by a Preacher: the next player's vote must go on this spot.
    pub preached: Option<u8>,
    pub sightings: Vec<Sighting>,
    pub history: Vec<Entry>,
    /// Markers out of the game (the 2-player side, the Bouncer).
    pub spent_markers: Vec<u8>,
    /// What each player learned of allegiances through identities.
    pub intel: PerSeat<Vec<Intel>>,
    pub outcome: Option<Outcome>,
}

impl Nigh {
    pub fn seats(&self) -> usize {
        usize::from(self.players)
    }

    /// The player whose turn it is (the one who takes this hour's marker).
    pub fn active(&self) -> Seat {
        Seat(((self.first.index() + usize::from(self.hour) - 1) % self.seats()) as u8)
    }

    /// The player after the active one, who settles ties and looks for the Hermit.
    pub fn next_seat(&self) -> Seat {
        self.active().next(self.seats())
    }

    pub fn trait_at(&self, pos: Pos) -> Trait {
        self.places[usize::from(pos.spot)].traits[usize::from(pos.slot)]
    }

    /// True when `seat` holds a fanatic card (any of them, at two players).
    pub fn is_fanatic(&self, seat: Seat) -> bool {
        self.allegiance[seat].contains(&Allegiance::Fanatic)
    }

    /// The identity `seat` kept, if chosen.
    pub fn identity_of(&self, seat: Seat) -> Option<Identity> {
        self.kept[seat].map(|k| self.offers[seat][usize::from(k)])
    }

    /// Spots of refugees still in the bunker, in clock order.
    pub fn present_spots(&self) -> Vec<u8> {
        (0..self.places.len() as u8).filter(|s| self.places[usize::from(*s)].present).collect()
    }

    /// Directly adjacent refugees of `spot`: its neighbours around the clock
    /// that are still in the bunker (a removal leaves a gap, never a join).
    pub fn adjacent(&self, spot: u8) -> Vec<u8> {
        let n = self.places.len() as u8;
        let mut v = Vec::new();
        for s in [(spot + n - 1) % n, (spot + 1) % n] {
            if self.places[usize::from(s)].present && !v.contains(&s) && s != spot {
                v.push(s);
            }
        }
        v
    }

    /// Whether `seat` has seen the card now at `pos`.
    pub fn has_seen(&self, seat: Seat, pos: Pos) -> bool {
        self.sightings.iter().any(|s| s.seat == seat && s.at == pos)
    }

    /// True when the refugee at `spot` counts as a cultist at the end: a
    /// Cultist card not tamed by a Pet Dog beside it.
    pub fn harbours_cultist(&self, spot: u8) -> bool {
        let t = self.places[usize::from(spot)].traits;
        t.contains(&Trait::Cultist) && !t.contains(&Trait::PetDog)
    }
}
