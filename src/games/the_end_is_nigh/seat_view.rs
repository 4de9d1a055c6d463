//! What one viewer sees: the public clock, markers, exhaustion, claims,
//! votes and looks (where, never what), plus that viewer's own secrets: its
//! allegiance, its identities, and its notebook of traits it has seen.
//! At the end, the remaining traits (and so every look at them) and every
//! allegiance are turned up for everyone (the story of the game); the cards
//! of removed refugees never are, so a look at one stays its looker's.
//!
//! The view with everything (`Viewer::All`, only for the review of a
//! finished game) turns every card up at every step, every look's trait
//! included, and adds [`Everything`]: every seat's secrets and the piles in
//! order, which no seat ever knows.
//!
//! `view_for` here goes from a game to a view; the way back, a whole game a
//! view could come from (`determinize`), is `sampler.rs`'s, which draws it
//! from the skeleton `sample.rs` lays out (or, from the view with
//! everything, rebuilds the game itself).

use super::cards::{Allegiance, Identity, Refugee, Trait};
use super::state::{Entry, Intel, Nigh, Phase, Pos, Turn};
use crate::engine::{Outcome, PerSeat, Seat, Viewer};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlaceView {
    pub refugee: Refugee,
    pub present: bool,
    pub markers: Vec<u8>,
    /// What the viewer knows of each card now (its notebook, following swaps).
    pub traits: [Option<Trait>; 2],
}

/// One look, as the viewer may know it (`trait_` only for its own looks, or
/// at the end for a card still in the bunker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LookView {
    pub hour: u8,
    pub seat: Seat,
    pub from: Pos,
    pub at: Pos,
    /// Seen by questioning, not by an identity (public: everyone watched which).
    pub by_question: bool,
    pub trait_: Option<Trait>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: u8,
    pub first: Seat,
    pub hour: u8,
    pub active: Seat,
    pub phase: Phase,
    pub places: Vec<PlaceView>,
    pub boxed: Vec<Refugee>,
    pub exhausted: Option<u8>,
    pub turn: Turn,
    pub preached: Option<u8>,
    /// The viewer's own allegiance cards (empty for the table until the end).
    pub allegiance: Vec<Allegiance>,
    /// The viewer's two dealt identities and the one kept.
    pub offer: Option<[Identity; 2]>,
    pub kept: Option<Identity>,
    /// The viewer's kept identity may be used now (on its turn, unused, at
    /// its moment, with something to act on): the prompt's reminder and the
    /// Use button answer from this one rule.
    pub identity_usable: bool,
    /// Who has kept an identity (set-up), and the identities used so far (public).
    pub chosen: PerSeat<bool>,
    pub revealed_identities: PerSeat<Option<Identity>>,
    pub allegiance_counts: PerSeat<usize>,
    pub allegiance_deck: usize,
    /// Every look of the game; `trait_` is the viewer's notebook.
    pub looks: Vec<LookView>,
    pub history: Vec<Entry>,
    /// What the viewer learned of allegiances through identities.
    pub intel: Vec<Intel>,
    pub spent_markers: Vec<u8>,
    /// At the end: every player's allegiance cards.
    pub revealed_allegiances: Option<PerSeat<Vec<Allegiance>>>,
    pub outcome: Option<Outcome>,
    /// The view with everything (`Viewer::All`, a finished game's review)
    /// only: every seat's secrets and the piles in order. `None` for a seat
    /// or the table, whose views stay as they are for play.
    pub everything: Option<Everything>,
}

/// What no single seat sees, all of it, as the game holds it (so the game
/// is rebuilt from it card for card): every seat's allegiance cards and
/// identities, the card set aside, the allegiance deck in order, the
/// identities left in the box and every seat's findings. The traits, the
/// removed refugees' too, are face up in `View::places`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Everything {
    pub allegiance: PerSeat<Vec<Allegiance>>,
    pub aside: Allegiance,
    /// The two-player deck of allegiance cards; the last is dealt next.
    pub allegiance_deck: Vec<Allegiance>,
    /// Each seat's two dealt identities, and which of them it kept.
    pub offers: PerSeat<[Identity; 2]>,
    pub kept: PerSeat<Option<u8>>,
    pub used: PerSeat<bool>,
    /// Identities nobody was dealt.
    pub identity_box: Vec<Identity>,
    pub intel: PerSeat<Vec<Intel>>,
}

impl Everything {
    /// The allegiance deck as it will be dealt, the next card first (the
    /// game deals from the end of `allegiance_deck`): the board's pile.
    pub fn deck_top_first(&self) -> Vec<Allegiance> {
        self.allegiance_deck.iter().rev().copied().collect()
    }
}

impl View {
    pub fn seat(&self) -> Option<Seat> {
        self.viewer.seat()
    }

    /// The viewer's notebook: its own looks, with what it saw.
    pub fn notebook(&self) -> Vec<LookView> {
        self.looks.iter().copied().filter(|l| Some(l.seat) == self.seat()).collect()
    }

    /// The viewer is a fanatic (holds any fanatic card).
    pub fn is_fanatic(&self) -> bool {
        self.allegiance.contains(&Allegiance::Fanatic)
    }
}

impl Nigh {
    /// Whether `viewer` may see the card now at `pos`: its own looks, and at
    /// the end every card in the bunker. A removed refugee's cards are
    /// discarded face down and never turned up, so only those who saw them
    /// during play know them.
    pub(crate) fn visible(&self, viewer: Viewer, pos: Pos) -> bool {
        if self.outcome.is_some() && self.places[usize::from(pos.spot)].present {
            return true;
        }
        match viewer {
            Viewer::Seat(seat) => self.has_seen(seat, pos),
            Viewer::Table => false,
            Viewer::All => true,
        }
    }

    pub(crate) fn view_for(&self, viewer: Viewer) -> View {
        // The viewer's own secrets: a seat's. The table has none; the view
        // with everything holds every seat's in `everything` instead, so its
        // `allegiance`, `offer`, `kept` and `intel` stay empty like the table's.
        let me = match viewer {
            Viewer::Seat(s) if s.index() < self.seats() => Some(s),
            Viewer::Seat(_) | Viewer::Table | Viewer::All => None,
        };
        let over = self.outcome.is_some();
        let places = self
            .places
            .iter()
            .enumerate()
            .map(|(spot, p)| {
                let shown = |slot: u8| {
                    let pos = Pos::new(spot as u8, slot);
                    self.visible(viewer, pos).then(|| self.trait_at(pos))
                };
                PlaceView { refugee: p.refugee, present: p.present, markers: p.markers.clone(), traits: [shown(0), shown(1)] }
            })
            .collect();
        let looks = self
            .sightings
            .iter()
            .map(|s| {
                let known = viewer == Viewer::All || Some(s.seat) == me || (over && self.places[usize::from(s.at.spot)].present);
                LookView {
                    hour: s.hour,
                    seat: s.seat,
                    from: s.from,
                    at: s.at,
                    by_question: s.by_question,
                    trait_: known.then(|| self.trait_at(s.at)),
                }
            })
            .collect();
        View {
            viewer,
            players: self.players,
            first: self.first,
            hour: self.hour,
            active: self.active(),
            phase: self.phase.clone(),
            places,
            boxed: self.boxed.clone(),
            exhausted: self.exhausted,
            turn: self.turn.clone(),
            preached: self.preached,
            allegiance: me.map(|s| self.allegiance[s].clone()).unwrap_or_default(),
            offer: me.map(|s| self.offers[s]),
            kept: me.and_then(|s| self.identity_of(s)),
            identity_usable: me.is_some_and(|s| {
                let mut uses = Vec::new();
                self.power_actions(s, &mut uses);
                !uses.is_empty()
            }),
            chosen: self.kept.map(|_, k| k.is_some()),
            revealed_identities: PerSeat::from_fn(self.seats(), |s| if self.used[s] { self.identity_of(s) } else { None }),
            allegiance_counts: self.allegiance.map(|_, c| c.len()),
            allegiance_deck: self.allegiance_deck.len(),
            looks,
            history: self.history.clone(),
            intel: me.map(|s| self.intel[s].clone()).unwrap_or_default(),
            spent_markers: self.spent_markers.clone(),
            revealed_allegiances: over.then(|| self.allegiance.clone()),
            outcome: self.outcome.clone(),
            everything: (viewer == Viewer::All).then(|| self.everything()),
        }
    }

    fn everything(&self) -> Everything {
        Everything {
            allegiance: self.allegiance.clone(),
            aside: self.aside,
            allegiance_deck: self.allegiance_deck.clone(),
            offers: self.offers.clone(),
            kept: self.kept.clone(),
            used: self.used.clone(),
            identity_box: self.identity_box.clone(),
            intel: self.intel.clone(),
        }
    }
}
