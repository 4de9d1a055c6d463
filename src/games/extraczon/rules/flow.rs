//! Between turns: whose turn is next, the order rolls, the Apex Encounter
//! once every Site is done, and the Final Encounter when first place ties.

use super::super::cards::APEX;
use super::super::event::Event;
use super::super::state::{ExtracZon, OrderPurpose, Phase, Stage};
use super::scoring::{self, Standing};
use crate::engine::Seat;

impl ExtracZon {
    /// Ends `seat`'s turn and starts the next one (or the next stage).
    pub(crate) fn end_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.table.encounter = None;
        events.push(Event::TurnEnded { seat });
        let n = self.table.tokens.len();
        let apex_taken = self.table.contained.iter().any(|(_, z)| z.contains(&APEX));
        match self.table.stage.clone() {
            Stage::Sites if self.table.sites.iter().all(|s| s.is_done()) => {
                // Someone finished a Site to get here, so one of these is set.
                let first = self.table.last_success.or(self.table.last_failure).unwrap_or(seat);
                self.table.stage = Stage::Apex;
                events.push(Event::ApexBegins { first });
                self.begin_turn(first, events);
            }
            Stage::Sites | Stage::Apex if !apex_taken => self.begin_turn(seat.next(n), events),
            Stage::Final { contenders } if !apex_taken => {
                let next = (1..=n).map(|k| Seat(((seat.index() + k) % n) as u8)).find(|s| contenders.contains(s));
                self.begin_turn(next.unwrap_or(seat), events);
            }
            _ => self.finish(events),
        }
    }

    /// The Apex is contained: score, and either end or call a Final Encounter.
    fn finish(&mut self, events: &mut Vec<Event>) {
        let decided_by_final = matches!(self.table.stage, Stage::Final { .. });
        match scoring::standing(&self.table, decided_by_final) {
            Standing::Decided(outcome) => {
                self.table.outcome = Some(*outcome);
                self.table.stage = Stage::Over;
                self.table.phase = Phase::Over;
                events.push(Event::GameOver);
            }
            Standing::TieForFirst(seats) => {
                // The Apex goes back to the centre for the tied seats to fight over.
                for (_, pile) in self.table.contained.iter_mut() {
                    pile.retain(|z| *z != APEX);
                }
                events.push(Event::FinalEncounterBegins { seats: seats.clone() });
                self.table.stage = Stage::Final { contenders: seats.clone() };
                self.start_order_roll(OrderPurpose::FinalEncounter, seats);
            }
        }
    }

    pub(crate) fn start_order_roll(&mut self, purpose: OrderPurpose, contenders: Vec<Seat>) {
        self.table.turn = contenders[0];
        self.table.phase = Phase::OrderRoll { purpose, contenders, rolls: Vec::new() };
    }

    /// One red die for order; when everyone has rolled, the highest goes
    /// first and ties roll again among themselves.
    pub(crate) fn roll_for_order(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Phase::OrderRoll { purpose, contenders, mut rolls } = self.table.phase.clone() else { return };
        let die = self.roll(6);
        self.table.last_roll = Some(super::super::state::Roll::Order { seat, die });
        events.push(Event::OrderRolled { seat, die, purpose });
        rolls.push((seat, die));
        if let Some(next) = contenders.iter().find(|s| !rolls.iter().any(|(r, _)| r == *s)) {
            self.table.turn = *next;
            self.table.phase = Phase::OrderRoll { purpose, contenders, rolls };
            return;
        }
        let best = rolls.iter().map(|(_, d)| *d).max().unwrap_or(0);
        let top: Vec<Seat> = rolls.iter().filter(|(_, d)| *d == best).map(|(s, _)| *s).collect();
        if top.len() > 1 {
            events.push(Event::OrderTied { seats: top.clone() });
            self.start_order_roll(purpose, top);
            return;
        }
        events.push(Event::FirstPlayer { seat: top[0], purpose });
        self.begin_turn(top[0], events);
    }
}
