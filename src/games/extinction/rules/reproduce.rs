//! Reproduction: the individuals in optimal habitats times the rate,
//! rounded to the nearest (a half rounds up), go onto those cubes or onto
//! hexes next to them; as many as fit must be placed, and a boxed-in
//! species fills every such hex to 6 (choosing which empty hexes get its
//! last cubes when it has fewer than they are).

use crate::engine::Seat;
use crate::games::extinction::action::Action;
use crate::games::extinction::cards::Act;
use crate::games::extinction::event::{Event, Skip};
use crate::games::extinction::map::{neighbours, HexId};
use crate::games::extinction::state::{Cell, Extinction, Phase};

/// Newborns from `parents` at `rate` tenths, rounded to the nearest: 13 at 0.6 give 8.
pub fn newborns(parents: u16, rate: u8) -> u16 {
    (parents * u16::from(rate) + 5) / 10
}

impl Extinction {
    /// Individuals of `seat` in its optimal habitats.
    pub fn parents(&self, seat: Seat) -> u16 {
        self.cubes_of(seat).into_iter().filter(|&h| self.optimal(seat, h)).map(|h| u16::from(self.own(seat, h))).sum()
    }

    /// The hexes that may take newborns: `seat`'s cubes in optimal habitats
    /// and the empty hexes and own cubes next to them, in board order.
    pub fn nursery(&self, seat: Seat) -> Vec<HexId> {
        let mut out: Vec<HexId> = Vec::new();
        for h in self.cubes_of(seat).into_iter().filter(|&h| self.optimal(seat, h)) {
            out.push(h);
            out.extend(neighbours(h).filter(|&n| self.cell(n) == Cell::Empty || self.own(seat, n) > 0));
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Room on `hex` for `seat`'s newborns now.
    fn room_at(&self, seat: Seat, hex: HexId) -> u8 {
        match self.cell(hex) {
            Cell::Empty if self.table.supply[seat] > 0 => 6,
            Cell::Cube { seat: s, count } if s == seat => 6 - count,
            _ => 0,
        }
    }

    /// How many newborns the hexes of `room` can take, cubes allowing.
    fn capacity(&self, seat: Seat, room: &[HexId]) -> u16 {
        let own: u16 = room.iter().map(|&h| if self.own(seat, h) > 0 { u16::from(6 - self.own(seat, h)) } else { 0 }).sum();
        let empty = room.iter().filter(|&&h| self.cell(h) == Cell::Empty).count();
        own + 6 * empty.min(usize::from(self.table.supply[seat])) as u16
    }

    /// Begins a reproduction; false when it was done at once (nothing to
    /// place, or boxed in).
    pub(crate) fn start_reproduction(&mut self, seat: Seat, events: &mut Vec<Event>) -> bool {
        let parents = self.parents(seat);
        let rate = self.rate(seat);
        let born = newborns(parents, rate);
        let room = self.nursery(seat);
        let fits = self.capacity(seat, &room);
        events.push(Event::Newborns { seat, parents: Some(parents), rate: Some(rate), newborns: born, room: fits.min(born) });
        if born == 0 || fits == 0 {
            events.push(Event::Skipped { seat, act: Act::Reproduce, why: Skip::NoNewborns });
            return false;
        }
        if born >= fits {
            return self.fill_up(seat, room, events);
        }
        self.room = room;
        self.table.phase = Phase::Reproduce { seat, left: born as u8, pick: None };
        true
    }

    /// A boxed-in species: every hex of `room` that can take newborns is
    /// filled to 6. Its own cubes are filled at once; so are the empty hexes
    /// when it has a cube for each. With fewer cubes than empty hexes, which
    /// hexes get them is the player's choice: its placing step follows, for
    /// as many newborns as those cubes hold. False when nothing is left to choose.
    fn fill_up(&mut self, seat: Seat, room: Vec<HexId>, events: &mut Vec<Event>) -> bool {
        let empty = room.iter().filter(|&&h| self.cell(h) == Cell::Empty).count();
        let cubes = self.table.supply[seat];
        let choice = cubes > 0 && empty > usize::from(cubes);
        let mut filled = Vec::new();
        for &h in &room {
            let own = self.own(seat, h) > 0;
            let r = self.room_at(seat, h);
            if r > 0 && (own || !choice) {
                self.add(seat, h, r);
                filled.push(h);
            }
        }
        if !filled.is_empty() {
            events.push(Event::FilledUp { seat, hexes: filled });
        }
        if !choice {
            return false;
        }
        self.room = room;
        self.table.phase = Phase::Reproduce { seat, left: 6 * cubes, pick: None };
        true
    }

    pub(crate) fn reproduce_actions(&self) -> Vec<Action> {
        let Phase::Reproduce { seat, left, pick } = &self.table.phase else { return Vec::new() };
        match pick {
            Some(h) => (1..=self.room_at(*seat, *h).min(*left)).map(|count| Action::Put { count }).collect(),
            None => self.room.iter().filter(|&&h| self.room_at(*seat, h) > 0).map(|&hex| Action::Pick { hex }).collect(),
        }
    }

    pub(crate) fn reproduce_pick(&mut self, hex: HexId) {
        if let Phase::Reproduce { pick, .. } = &mut self.table.phase {
            *pick = Some(hex);
        }
    }

    pub(crate) fn reproduce_put(&mut self, seat: Seat, count: u8, events: &mut Vec<Event>) {
        let Phase::Reproduce { left, pick: Some(hex), .. } = self.table.phase else { return };
        self.add(seat, hex, count);
        events.push(Event::Placed { seat, hex, count, shows: self.own(seat, hex) });
        let left = left - count;
        if let Phase::Reproduce { left: l, pick, .. } = &mut self.table.phase {
            *l = left;
            *pick = None;
        }
        if left == 0 || self.reproduce_actions().is_empty() {
            self.next_act(events);
        }
    }
}
