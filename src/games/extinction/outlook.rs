//! A species' prospects as the bots judge them (`bot.rs`): what scores now,
//! the room left on cubes that still score, the next reproductions and what
//! they would cost once they outgrow that room.
//!
//! Why growth needs care: reproduction must be done when spun and every
//! newborn placed. Past the room on cubes showing 4 or less, newborns make
//! 5s and 6s, which score nothing (turning a 4 into a 6 absorbs two newborns
//! and loses four points); a species whose newborns reach the room of its
//! whole nursery is boxed in and every nursery cube turns 6 at once.

use super::cards::{Act, SPINNER};
use super::map::{neighbours, HexId};
use super::rules::newborns;
use super::state::{Cell, Extinction, Phase};
use crate::engine::Seat;

/// What a species' next reproductions would bring and where they would go.
pub(crate) struct Growth {
    /// Newborns of the next reproduction.
    pub born: u16,
    /// Newborns of the one after, as if the first ones joined the parents
    /// (0 when the game ends first).
    pub then: u16,
    /// Individuals the nursery takes without a cube passing 4.
    pub room: u16,
    /// Individuals the nursery takes at all; reaching it boxes the species in.
    pub capacity: u16,
    /// Scoring individuals on nursery cubes: what being boxed in costs.
    pub stake: u16,
}

/// What an individual on a 5 or a 6 is worth while its species has a turn
/// to come: it scores nothing now, but a famine, a cull or a migration may
/// yet bring its cube back under 5.
const SURPLUS_HOPE: f64 = 0.3;

/// The share of a cube's individuals counted as lost when a bigger rival
/// cube stands next to it (it may be taken next turn).
const EXPOSED_SHARE: f64 = 0.3;

/// A scoring cube is worth a little more than its individuals: it is room a
/// newborn may still go to without making a non-scoring 5.
const SCORING_CUBE_BONUS: f64 = 0.2;

/// How much of the cost of outgrowing the room on scoring cubes the next
/// reproduction but one is charged now: it is further off and may not come.
const LATER_COST_SHARE: f64 = 0.5;

/// The share of spinner segments that make the spinner's seat reproduce.
fn spin_reproduces() -> f64 {
    SPINNER.iter().filter(|(a, b)| *a == Act::Reproduce || *b == Act::Reproduce).count() as f64 / SPINNER.len() as f64
}

impl Extinction {
    /// How well `seat`'s species is doing, in individuals it may score.
    pub fn strength(&self, seat: Seat) -> f64 {
        if !self.alive(seat) {
            return 0.0;
        }
        let chance = self.reproduction_chance(seat);
        let surplus = if self.turn_to_come(seat) { SURPLUS_HOPE } else { 0.0 };
        let mut s = 0.0;
        for h in self.cubes_of(seat) {
            let n = self.own(seat, h);
            let c = f64::from(n);
            let exposed = if self.threatened(seat, h, n) { EXPOSED_SHARE * c } else { 0.0 };
            s += if n <= 4 { c + SCORING_CUBE_BONUS - exposed } else { surplus * c };
        }
        let g = self.growth(seat);
        if let Phase::Reproduce { seat: s2, left, .. } = self.table.phase {
            if s2 == seat {
                // Newborns still to place are certain.
                s += f64::from(u16::from(left).min(g.room)) - g.cost(u16::from(left));
            }
        }
        if chance == 0.0 {
            return s;
        }
        let next = f64::from(g.born.min(g.room)) - g.cost(g.born);
        // The reproduction after: only what it would cost, the room it
        // finds is too uncertain to count on.
        let after = Growth { room: self.scoring_room(seat), ..g };
        s + chance * (next - LATER_COST_SHARE * after.cost(g.born + g.then))
    }

    /// Could a rival next to `hex` compete for `seat`'s cube of `count` there?
    pub(crate) fn threatened(&self, seat: Seat, hex: HexId, count: u8) -> bool {
        neighbours(hex).any(|n| matches!(self.cell(n), Cell::Cube { seat: s, count: c } if s != seat && c > count))
    }

    /// The next reproductions of `seat` against its nursery.
    pub(crate) fn growth(&self, seat: Seat) -> Growth {
        let rate = self.rate(seat);
        let parents = self.parents(seat);
        let born = newborns(parents, rate);
        let then = if self.rounds_left() >= 1 { newborns(parents + born, rate) } else { 0 };
        let (mut room, mut capacity, mut stake, mut empty) = (0u16, 0u16, 0u16, 0u16);
        for h in self.nursery(seat) {
            match self.own(seat, h) {
                0 => empty += 1,
                c => {
                    room += u16::from(4u8.saturating_sub(c));
                    capacity += u16::from(6 - c);
                    stake += if c <= 4 { u16::from(c) } else { 0 };
                }
            }
        }
        let new_cubes = empty.min(u16::from(self.table.supply[seat]));
        Growth { born, then, room: room + 4 * new_cubes, capacity: capacity + 6 * new_cubes, stake }
    }

    /// Would the next two reproductions outgrow the cubes that still score?
    pub(crate) fn crowded(&self, seat: Seat) -> bool {
        let g = self.growth(seat);
        g.born + g.then > self.scoring_room(seat)
    }

    /// Individuals the species could still add without a cube passing 4.
    pub fn scoring_room(&self, seat: Seat) -> u16 {
        let on_cubes: u16 = self.cubes_of(seat).into_iter().map(|h| u16::from(4u8.saturating_sub(self.own(seat, h)))).sum();
        on_cubes + 4 * u16::from(self.table.supply[seat])
    }

    /// Rounds still to play after this one.
    pub(crate) fn rounds_left(&self) -> u16 {
        self.table.setup.last_round().saturating_sub(self.table.round)
    }

    /// Does `seat` still spin a turn before the game ends (this one, if it
    /// has not spun yet)?
    fn turn_to_come(&self, seat: Seat) -> bool {
        let Some(now) = self.table.phase.seat() else { return false };
        if self.rounds_left() >= 1 {
            return true;
        }
        let n = self.seats();
        let pos = |s: Seat| (s.index() + n - self.table.first.index()) % n;
        pos(seat) > pos(now) || (now == seat && matches!(self.table.phase, Phase::Spin { .. }))
    }

    /// How likely `seat` is to reproduce again: certainly when this turn's
    /// spin still holds a reproduction, else as likely as a spin is to bring one.
    fn reproduction_chance(&self, seat: Seat) -> f64 {
        if self.table.phase.seat() == Some(seat) && self.table.plan.contains(&Act::Reproduce) {
            return 1.0;
        }
        if self.turn_to_come(seat) {
            spin_reproduces()
        } else {
            0.0
        }
    }
}

impl Growth {
    /// Score lost if `born` newborns had to be placed now: all the nursery's
    /// when they box the species in, else about two points per newborn past
    /// the room (a 4 made 6 holds two more and stops scoring).
    pub fn cost(&self, born: u16) -> f64 {
        if born <= self.room {
            0.0
        } else if born >= self.capacity {
            f64::from(self.stake)
        } else {
            f64::from(2 * (born - self.room)).min(f64::from(self.stake))
        }
    }
}
