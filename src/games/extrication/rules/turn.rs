//! Moving, leaving and who moves next.
//!
//! Turns go in the round's order until every worker has entered the track
//! (or left); from then on the worker furthest from the end moves next.
//! A worker never stays where it is: each turn it moves forward or leaves.

use super::super::event::Event;
use super::super::state::{Extrication, Stage, Turn, Worker};
use crate::engine::Seat;

impl Extrication {
    pub(crate) fn move_worker(&mut self, seat: Seat, to: u8, events: &mut Vec<Event>) {
        self.table.players[seat].worker = Worker::At(to);
        self.table.turn = Some(Turn { seat, stage: Stage::Act { at: to } });
        events.push(Event::Moved { seat, to });
    }

    pub(crate) fn leave(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.table.players[seat].worker = Worker::Left;
        self.table.leaving.push(seat);
        events.push(Event::Left { seat, place: (self.table.leaving.len() - 1) as u8 });
        self.next_turn(events);
    }

    pub(crate) fn end_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        events.push(Event::TurnEnded { seat });
        self.next_turn(events);
    }

    /// The seat to move next this round, or `None` once all have left.
    pub fn next_mover(&self) -> Option<Seat> {
        let t = &self.table;
        if let Some(&s) = t.order.iter().find(|&&s| t.players[s].worker == Worker::Start) {
            return Some(s);
        }
        t.players
            .iter()
            .filter_map(|(s, p)| match p.worker {
                Worker::At(at) => Some((at, s)),
                _ => None,
            })
            .min()
            .map(|(_, s)| s)
    }

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        match self.next_mover() {
            Some(seat) => self.table.turn = Some(Turn { seat, stage: Stage::Move }),
            None => self.end_round(events),
        }
    }
}
