//! Identities: once per game, on the holder's own turn, revealed when used,
//! and above every refugee and trait text.

use super::super::action::{Action, Power};
use super::super::cards::{is_crossed, Identity, Moment};
use super::super::event::Event;
use super::super::state::{Entry, Intel, Nigh, Phase, Pos, Sighting};
use crate::engine::Seat;

impl Nigh {
    /// `seat`'s identity, if it is kept, unused and usable at this moment.
    fn usable_identity(&self, seat: Seat) -> Option<Identity> {
        let identity = self.identity_of(seat).filter(|_| !self.used[seat] && seat == self.active())?;
        let moment = match self.phase {
            Phase::Question => Moment::BeforeQuestion,
            Phase::Vote if !self.crossed() => Moment::BeforeVote,
            _ => return None,
        };
        (identity.moment() == moment).then_some(identity)
    }

    pub(crate) fn power_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(identity) = self.usable_identity(seat) else { return };
        // Built only for the identities that choose among refugees (this is
        // asked at most moves of every playout).
        let present = || self.present_spots();
        let marked = || present().into_iter().filter(|s| !self.places[usize::from(*s)].markers.is_empty());
        let fresh = || present().into_iter().filter(|s| self.exhausted != Some(*s));
        let mut push = |power: Power| out.push(Action::Use { power });
        match identity {
            Identity::Detective if self.exhausted.is_some() => push(Power::Detective),
            Identity::Detective => {}
            Identity::Psychic => push(Power::Psychic),
            Identity::Lawyer => push(Power::Lawyer),
            Identity::Coach => push(Power::Coach),
            Identity::Insider => {
                for spot in present() {
                    for slot in 0..2 {
                        if !self.has_seen(seat, Pos::new(spot, slot)) {
                            push(Power::Insider { at: Pos::new(spot, slot) });
                        }
                    }
                }
            }
            Identity::Spy => Seat::all(self.seats()).filter(|s| *s != seat).for_each(|of| push(Power::Spy { of })),
            Identity::Auditor => push(Power::Auditor),
            Identity::Eavesdropper if !self.eavesdrop_targets().is_empty() => push(Power::Eavesdropper),
            Identity::Eavesdropper => {}
            Identity::Quartermaster => {
                let cards: Vec<Pos> = fresh().flat_map(|s| self.reachable(s)).collect();
                for (i, a) in cards.iter().enumerate() {
                    for b in cards[i + 1..].iter().filter(|b| b.spot != a.spot) {
                        push(Power::Quartermaster { a: *a, b: *b });
                    }
                }
            }
            Identity::Mayor => {
                let present = present();
                for from in marked() {
                    present.iter().filter(|to| **to != from).for_each(|&to| push(Power::Mayor { from, to }));
                }
            }
            Identity::Bouncer => marked().for_each(|from| push(Power::Bouncer { from })),
            // Only while the next player has a vote to bind: none after 12:00,
            // nor before a crossed marker at two players (until rules
            // version 4 it was offered there and spent for nothing).
            Identity::Preacher if self.hour < 12 && !is_crossed(self.hour + 1, self.seats()) => push(Power::Preacher),
            Identity::Preacher => {}
        }
    }

    /// Where the previous player's looks of their own turn lie now (refugees
    /// still in the bunker only).
    pub(crate) fn eavesdrop_targets(&self) -> Vec<Pos> {
        if self.hour <= 1 {
            return Vec::new();
        }
        let prev_hour = self.hour - 1;
        let prev = Seat(((self.first.index() + usize::from(prev_hour) - 1) % self.seats()) as u8);
        let me = self.active();
        let mut v: Vec<Pos> = Vec::new();
        for s in self.sightings.iter().filter(|s| s.hour == prev_hour && s.seat == prev) {
            if self.places[usize::from(s.at.spot)].present && !v.contains(&s.at) && !self.has_seen(me, s.at) {
                v.push(s.at);
            }
        }
        v
    }

    pub(crate) fn use_power(&mut self, seat: Seat, power: &Power, events: &mut Vec<Event>) {
        let identity = power.identity();
        self.used[seat] = true;
        self.turn.identity = Some(identity);
        self.history.push(Entry::IdentityUsed { hour: self.hour, seat, identity });
        events.push(Event::IdentityUsed { seat, identity });
        match *power {
            Power::Insider { at } => self.look(seat, at, events),
            Power::Eavesdropper => {
                for at in self.eavesdrop_targets() {
                    self.look(seat, at, events);
                }
            }
            Power::Spy { of } => {
                let cards = self.allegiance[of].clone();
                self.intel[seat].push(Intel { of: Some(of), cards: cards.clone() });
                events.push(Event::LearnedAllegiance { seat, of: Some(of), cards });
            }
            Power::Auditor => {
                let cards = vec![self.aside];
                self.intel[seat].push(Intel { of: None, cards: cards.clone() });
                events.push(Event::LearnedAllegiance { seat, of: None, cards });
            }
            Power::Quartermaster { a, b } => {
                self.swap_cards(a, b);
                self.history.push(Entry::Swapped { hour: self.hour, a, b });
                events.push(Event::Swapped { a, b });
            }
            Power::Mayor { from, to } => self.move_marker(from, Some(to), events),
            Power::Bouncer { from } => self.move_marker(from, None, events),
            Power::Detective | Power::Psychic | Power::Lawyer | Power::Coach | Power::Preacher => {}
        }
    }

    /// A secret look outside questioning (no claim follows it).
    fn look(&mut self, seat: Seat, at: Pos, events: &mut Vec<Event>) {
        self.sightings.push(Sighting { hour: self.hour, seat, from: at, at, by_question: false });
        events.push(Event::Saw { seat, at, trait_: Some(self.trait_at(at)), picked_by: None });
    }

    /// Moves the newest marker above `from` to `to`, or out of the game.
    fn move_marker(&mut self, from: u8, to: Option<u8>, events: &mut Vec<Event>) {
        let marker = self.places[usize::from(from)].markers.pop().expect("checked legal");
        match to {
            Some(to) => self.places[usize::from(to)].markers.push(marker),
            None => self.spent_markers.push(marker),
        }
        self.history.push(Entry::MarkerMoved { hour: self.hour, marker, from, to });
        events.push(Event::MarkerMoved { marker, from, to });
    }
}
