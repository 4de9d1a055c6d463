//! Between rounds: ships replaced from the pile, a new cargo tile above and
//! a cube below each location (on top of whatever is there), the next
//! Development card turned, and the round order set by the order of
//! leaving. After the round Final Scramble opened, the game is scored.

use super::super::components::{Development, TRACK_LEN};
use super::super::event::Event;
use super::super::state::{Extrication, Stage, Turn, Worker};

impl Extrication {
    pub(crate) fn end_round(&mut self, events: &mut Vec<Event>) {
        self.table.turn = None;
        if self.table.final_round {
            events.push(Event::GameEnded);
            self.table.outcome = Some(self.score());
            return;
        }
        self.refill(events);
        let card = self.hidden.developments.pop().expect("Final Scramble ends the game before the pile runs out");
        if let Some(old) = self.table.development.replace(card) {
            self.table.past_developments.push(old);
        }
        events.push(Event::DevelopmentTurned { card });
        match card {
            Development::FinalScramble => self.table.final_round = true,
            Development::SupplyDrop => self.deal_cubes(events),
            Development::Census => self.deal_tiles(events),
            _ => {}
        }
        self.start_round(events);
    }

    fn refill(&mut self, events: &mut Vec<Event>) {
        for at in 0..TRACK_LEN {
            if self.table.track[at].ship.is_none() {
                if let Some(ship) = self.hidden.ships.pop() {
                    self.table.track[at].ship = Some(ship);
                    events.push(Event::ShipDealt { at: at as u8, ship });
                }
            }
        }
        self.deal_tiles(events);
        self.deal_cubes(events);
    }

    /// A cargo tile above each location, while the pile lasts.
    fn deal_tiles(&mut self, events: &mut Vec<Event>) {
        for at in 0..TRACK_LEN {
            if let Some(tile) = self.hidden.cargo.pop() {
                self.table.track[at].tiles.push(tile);
                events.push(Event::TileDealt { at: at as u8, tile });
            }
        }
    }

    /// A cube from the bag below each location, while the bag lasts.
    fn deal_cubes(&mut self, events: &mut Vec<Event>) {
        for at in 0..TRACK_LEN {
            if let Some(cube) = self.hidden.bag.pop() {
                self.table.track[at].cubes.push(cube);
                events.push(Event::CubeDrawn { at: at as u8, cube });
            }
        }
    }

    fn start_round(&mut self, events: &mut Vec<Event>) {
        let t = &mut self.table;
        t.round += 1;
        t.order = std::mem::take(&mut t.leaving);
        for (_, p) in t.players.iter_mut() {
            p.worker = Worker::Start;
        }
        t.turn = Some(Turn { seat: t.order[0], stage: Stage::Move });
        events.push(Event::RoundStarted { round: t.round, order: t.order.clone() });
    }
}
