//! Steps 2-5 of a turn: vote (place the hour's exile marker), refresh and
//! exhaust, check for a removal at 6:00 and 12:00, pass the turn on.

use super::super::action::Action;
use super::super::cards::{is_crossed, is_red, Allegiance, Bend, Binding, Identity, HOURS};
use super::super::event::Event;
use super::super::state::{Entry, Nigh, Phase, Turn};
use crate::engine::Seat;

impl Nigh {
    /// True when this hour's marker is crossed out on the 2-player clock.
    pub(crate) fn crossed(&self) -> bool {
        is_crossed(self.hour, self.seats())
    }

    /// Where the active player may vote. Identity beats refugee beats trait:
    /// a Preacher's word, then the Celebrity's ban, then what the seen traits
    /// ask (Jerk: on them; Charmer: not on them; Whistleblower: beside them).
    /// The traits' demands are read together, so the order the cards lie in
    /// never matters: a Jerk and a Charmer cancel out (as they do for the
    /// claim), a Jerk outweighs a Whistleblower (its claim is bound, and the
    /// vote goes with it), a Charmer and a Whistleblower both hold. A demand
    /// that leaves no refugee is dropped.
    pub(crate) fn vote_spots(&self) -> Vec<u8> {
        let all = self.present_spots();
        if let Some(p) = self.preached.filter(|p| all.contains(p)) {
            return vec![p];
        }
        let voter = self.active();
        if self.unbound(voter) {
            return all;
        }
        let Some(q) = self.turn.questioned else { return all };
        let mut allowed = all.clone();
        if self.turn.claimant == Some(voter) {
            let seen = self.seen_bindings();
            let accuse = self.turn.jerk_armed && seen.contains(&Binding::ForcesAccusation);
            let defend = seen.contains(&Binding::ForcesDefence);
            let point = seen.contains(&Binding::PointsNext);
            let mut narrow = |keep: &dyn Fn(u8) -> bool| {
                let narrowed: Vec<u8> = allowed.iter().copied().filter(|s| keep(*s)).collect();
                if !narrowed.is_empty() {
                    allowed = narrowed;
                }
            };
            match (accuse, defend) {
                (true, false) => narrow(&|s| s == q),
                (true, true) => {}
                (false, _) => {
                    if defend {
                        narrow(&|s| s != q);
                    }
                    if point {
                        let next = self.adjacent(q);
                        narrow(&|s| next.contains(&s));
                    }
                }
            }
        }
        if self.places[usize::from(q)].refugee.bend() == Bend::Charms {
            allowed.retain(|s| *s != q);
            if allowed.is_empty() {
                allowed = all.into_iter().filter(|s| *s != q).collect();
            }
        }
        allowed
    }

    pub(crate) fn vote_actions(&self, out: &mut Vec<Action>) {
        if self.crossed() {
            out.push(Action::DropMarker);
        } else {
            out.extend(self.vote_spots().into_iter().map(|spot| Action::Vote { spot }));
        }
    }

    pub(crate) fn vote(&mut self, spot: Option<u8>, events: &mut Vec<Event>) {
        let seat = self.active();
        let marker = self.hour;
        match spot {
            Some(spot) => {
                self.places[usize::from(spot)].markers.push(marker);
                self.history.push(Entry::Voted { hour: self.hour, seat, spot, marker });
                events.push(Event::Voted { seat, spot, marker });
            }
            None => {
                self.spent_markers.push(marker);
                self.history.push(Entry::MarkerOut { hour: self.hour, marker });
                events.push(Event::MarkerOut { marker });
            }
        }
        self.preached = match (self.turn.identity, spot) {
            (Some(Identity::Preacher), Some(s)) => Some(s),
            _ => None,
        };
        self.refresh_and_exhaust(events);
        if is_red(self.hour) {
            self.check_removal(events);
        } else {
            self.next_turn();
        }
    }

    fn refresh_and_exhaust(&mut self, events: &mut Vec<Event>) {
        let q = self.turn.questioned.filter(|q| {
            let place = &self.places[usize::from(*q)];
            place.present && place.refugee.bend() != Bend::NeverTired && self.turn.identity != Some(Identity::Coach)
        });
        self.exhausted = q;
        events.push(Event::Exhausted { spot: q });
    }

    /// The spots with the most exile markers among those in the bunker.
    pub(crate) fn most_marked(&self) -> Vec<u8> {
        let spots = self.present_spots();
        let most = spots.iter().map(|s| self.places[usize::from(*s)].markers.len()).max().unwrap_or(0);
        spots.into_iter().filter(|s| self.places[usize::from(*s)].markers.len() == most).collect()
    }

    fn check_removal(&mut self, events: &mut Vec<Event>) {
        let spots = self.most_marked();
        if spots.len() == 1 {
            self.remove(spots[0], None, events);
        } else {
            let chooser = self.next_seat();
            events.push(Event::TieToBreak { chooser, spots: spots.clone() });
            self.phase = Phase::Tie { chooser, spots };
        }
    }

    pub(crate) fn tie_actions(&self) -> Vec<Action> {
        match &self.phase {
            Phase::Tie { spots, .. } => spots.iter().map(|&spot| Action::Remove { spot }).collect(),
            _ => Vec::new(),
        }
    }

    /// The refugee at `spot` leaves with its traits unseen (`chooser` broke a tie).
    pub(crate) fn remove(&mut self, spot: u8, chooser: Option<Seat>, events: &mut Vec<Event>) {
        self.places[usize::from(spot)].present = false;
        if self.exhausted == Some(spot) {
            self.exhausted = None;
        }
        if self.preached == Some(spot) {
            self.preached = None;
        }
        self.history.push(Entry::Removed { hour: self.hour, spot, chooser });
        events.push(Event::Removed { spot });
        if self.hour >= HOURS {
            self.finish(events);
            return;
        }
        if self.seats() == 2 {
            // Two players: each gets a second allegiance card after 6:00.
            for seat in Seat::all(2) {
                let card = self.allegiance_deck.pop().unwrap_or(Allegiance::Civilian);
                self.allegiance[seat].push(card);
                events.push(Event::AllegianceDealt { seat, cards: self.allegiance[seat].clone() });
            }
        }
        self.next_turn();
    }

    fn next_turn(&mut self) {
        self.hour += 1;
        self.turn = Turn::default();
        self.phase = Phase::Question;
    }
}
