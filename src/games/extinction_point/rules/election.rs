//! The Election phase: each seat signals once; the strongest signal leads.
//!
//! Reading: signals are the only table talk; a tie between equal signals goes
//! to the first tied seat clockwise from the latest trick's winner (who has
//! the final say, so prefers themself when tied). The election closes as
//! soon as its result is certain (a "really" from a seat no silent seat can
//! outrank), which saves the tablet a trip round the table.

use crate::engine::Seat;
use crate::games::extinction_point::action::Action;
use crate::games::extinction_point::event::Event;
use crate::games::extinction_point::state::{ExtinctionPoint, Signal};

pub fn signal_actions() -> Vec<Action> {
    [Signal::Lead, Signal::RatherNot, Signal::ReallyLead].into_iter().map(|signal| Action::Signal { signal }).collect()
}

/// The leader once the signals decide it, and whether a tie was broken:
/// all signals are in, or a seat said "really" and every silent seat comes
/// after it clockwise from the latest winner (so could at best tie and lose).
pub fn elect(signals: &[Option<Signal>], last_winner: Seat) -> Option<(Seat, bool)> {
    let n = signals.len();
    let order: Vec<Seat> = (0..n).map(|k| Seat(((last_winner.index() + k) % n) as u8)).collect();
    let best = signals.iter().flatten().copied().max()?;
    let first = order.iter().position(|s| signals[s.index()] == Some(best))?;
    let silent_before = order[..first].iter().any(|s| signals[s.index()].is_none());
    let complete = signals.iter().all(Option::is_some);
    if !complete && (best != Signal::ReallyLead || silent_before) {
        return None;
    }
    let tied = signals.iter().filter(|s| **s == Some(best)).count() > 1;
    Some((order[first], tied))
}

impl ExtinctionPoint {
    pub(super) fn signal(&mut self, seat: Seat, signal: Signal, events: &mut Vec<Event>) {
        self.table.signals[seat] = Some(signal);
        events.push(Event::Signalled { seat, signal });
        if let Some((leader, tied)) = elect(&self.table.signals.0, self.table.last_winner) {
            self.table.leader = Some(leader);
            events.push(Event::LeaderChosen { seat: leader, tied });
            self.start_trick(events);
        }
    }
}
