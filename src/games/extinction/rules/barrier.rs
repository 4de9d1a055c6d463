//! Placing a barrier: on any hex without a barrier that does not hold a
//! species' last cube; a cube there goes back to its owner, and no species
//! may stand on a barrier hex afterwards.

use crate::engine::Seat;
use crate::games::extinction::action::Action;
use crate::games::extinction::cards::Barrier;
use crate::games::extinction::event::Event;
use crate::games::extinction::map::{HexId, HEX_COUNT};
use crate::games::extinction::state::{Cell, Extinction, Phase};

impl Extinction {
    /// May a barrier go on `hex` now?
    pub fn barrier_allowed(&self, hex: HexId) -> bool {
        match self.cell(hex) {
            Cell::Empty => true,
            Cell::Barrier(_) => false,
            Cell::Cube { seat, .. } => self.cubes_on_board(seat) > 1,
        }
    }

    pub(crate) fn barrier_actions(&self) -> Vec<Action> {
        let Phase::Barrier { pick, .. } = self.table.phase else { return Vec::new() };
        match pick {
            None => (0..HEX_COUNT as HexId).filter(|&h| self.barrier_allowed(h)).map(|hex| Action::Pick { hex }).collect(),
            Some(_) => Barrier::ALL
                .into_iter()
                .filter(|b| self.table.barriers_left[b.index()] > 0)
                .map(|barrier| Action::Build { barrier })
                .collect(),
        }
    }

    pub(crate) fn barrier_pick(&mut self, hex: HexId) {
        if let Phase::Barrier { pick, .. } = &mut self.table.phase {
            *pick = Some(hex);
        }
    }

    pub(crate) fn build(&mut self, seat: Seat, barrier: Barrier, events: &mut Vec<Event>) {
        let Phase::Barrier { pick: Some(hex), .. } = self.table.phase else { return };
        let displaced = self.clear(hex);
        self.table.board[usize::from(hex)] = Cell::Barrier(barrier);
        self.table.barriers_left[barrier.index()] -= 1;
        events.push(Event::BarrierPlaced { seat, hex, barrier, displaced });
        self.check_extinctions(events);
        self.next_act(events);
    }
}
