//! The Election phase: each seat signals once; the strongest signal leads.
//!
//! Reading: signals are the only table talk; a tie between equal signals goes
//! to the first tied seat clockwise from the latest trick's winner (who has
//! the final say, so prefers themself when tied).

use crate::engine::Seat;
use crate::games::extinction_point::action::Action;
use crate::games::extinction_point::event::Event;
use crate::games::extinction_point::state::{ExtinctionPoint, Signal};

pub fn signal_actions() -> Vec<Action> {
    [Signal::Lead, Signal::RatherNot, Signal::ReallyLead].into_iter().map(|signal| Action::Signal { signal }).collect()
}

/// The leader from a full set of signals, and whether a tie was broken.
pub fn elect(signals: &[Signal], last_winner: Seat) -> (Seat, bool) {
    let n = signals.len();
    let best = signals.iter().copied().max().unwrap_or(Signal::RatherNot);
    let tied = signals.iter().filter(|s| **s == best).count() > 1;
    let seat = (0..n)
        .map(|k| Seat(((last_winner.index() + k) % n) as u8))
        .find(|s| signals[s.index()] == best)
        .unwrap_or(last_winner);
    (seat, tied)
}

impl ExtinctionPoint {
    pub(super) fn signal(&mut self, seat: Seat, signal: Signal, events: &mut Vec<Event>) {
        self.table.signals[seat] = Some(signal);
        events.push(Event::Signalled { seat, signal });
        let all: Option<Vec<Signal>> = self.table.signals.0.iter().copied().collect();
        if let Some(all) = all {
            let (leader, tied) = elect(&all, self.table.last_winner);
            self.table.leader = Some(leader);
            events.push(Event::LeaderChosen { seat: leader, tied });
            self.start_trick(events);
        }
    }
}
