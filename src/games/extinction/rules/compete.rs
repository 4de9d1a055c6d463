//! Competition and predation. Each cube acts once a turn, against rival
//! cubes next to it or across a barrier its species crosses. Competing
//! takes a rival cube showing fewer with more individuals than it had;
//! preying, once the species has announced its own predator type and the
//! rival was shown not to resist that type, takes the hex with as few as
//! one. A barrier crossed to reach the rival is recorded for all to see,
//! as a migration records it.

use crate::engine::Seat;
use crate::games::extinction::action::Action;
use crate::games::extinction::cards::Barrier;
use crate::games::extinction::event::Event;
use crate::games::extinction::map::{neighbours, HexId};
use crate::games::extinction::state::{Cell, Extinction, Phase};

/// How a cube takes a rival's hex: they play alike and are logged apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capture {
    /// With more individuals than the rival cube had.
    Compete,
    /// With any number, on a rival shown open to the announced hunter.
    Prey,
}

/// The rival cubes `seat`'s cube on `from` can reach: next to it, or next
/// to a barrier beside it that the species crosses. In board order.
pub fn reach(game: &Extinction, seat: Seat, from: HexId) -> Vec<HexId> {
    let mut out = Vec::new();
    let rival = |h: HexId| matches!(game.cell(h), Cell::Cube { seat: s, .. } if s != seat);
    for n in neighbours(from) {
        if rival(n) {
            out.push(n);
        }
        if let Cell::Barrier(b) = game.cell(n) {
            if game.crosses(seat, b) {
                out.extend(neighbours(n).filter(|&m| m != from && rival(m)));
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The barrier `seat` crosses to reach `to` from `from`, if `to` is not
/// next to `from`: the first (in neighbour order) that it crosses.
fn crossed(game: &Extinction, seat: Seat, from: HexId, to: HexId) -> Option<Barrier> {
    if neighbours(from).any(|n| n == to) {
        return None;
    }
    neighbours(from).find_map(|n| match game.cell(n) {
        Cell::Barrier(b) if game.crosses(seat, b) && neighbours(n).any(|m| m == to) => Some(b),
        _ => None,
    })
}

impl Extinction {
    /// Has `seat` announced the predator type it holds (and not changed
    /// the card since)? Only then may it prey.
    fn announced(&self, seat: Seat) -> bool {
        self.hunter(seat).is_some() && self.table.known[seat].hunter == self.hunter(seat)
    }

    fn rival_at(&self, hex: HexId) -> Option<(Seat, u8)> {
        match self.cell(hex) {
            Cell::Cube { seat, count } => Some((seat, count)),
            _ => None,
        }
    }

    /// Rivals within reach of `seat`'s unused cubes whose answer to its
    /// predator type is not known yet.
    fn unasked(&self, seat: Seat, used: &[HexId]) -> Vec<Seat> {
        let Some(hunt) = self.hunter(seat) else { return Vec::new() };
        let mut out: Vec<Seat> = Vec::new();
        for from in self.cubes_of(seat).into_iter().filter(|h| !used.contains(h)) {
            for to in reach(self, seat, from) {
                let (r, _) = self.rival_at(to).expect("reach lists rival cubes");
                let k = &self.table.known[r];
                if !k.resists.contains(&hunt) && !k.open_to.contains(&hunt) && !out.contains(&r) {
                    out.push(r);
                }
            }
        }
        out.sort_unstable();
        out
    }

    pub(crate) fn compete_actions(&self) -> Vec<Action> {
        let Phase::Compete { seat, used } = &self.table.phase else { return Vec::new() };
        let seat = *seat;
        let hunt = self.hunter(seat).filter(|_| self.announced(seat));
        let mut preyable_unannounced = false;
        let spare = self.table.supply[seat] > 0;
        let mut out = Vec::new();
        for from in self.cubes_of(seat).into_iter().filter(|h| !used.contains(h)) {
            let v = self.own(seat, from);
            for to in reach(self, seat, from) {
                let (rival, rv) = self.rival_at(to).expect("reach lists rival cubes");
                // Moving fewer than the whole cube needs a spare cube.
                let movable = |c: u8| c == v || spare;
                out.extend((rv + 1..=v).filter(|&c| movable(c)).map(|count| Action::Compete { from, to, count }));
                let open = self.hunter(seat).is_some_and(|h| self.table.known[rival].open_to.contains(&h));
                if open && hunt.is_some() {
                    out.extend((1..=v).filter(|&c| movable(c)).map(|count| Action::Prey { from, to, count }));
                }
                preyable_unannounced |= open && hunt.is_none();
            }
        }
        // Announcing asks the rivals not yet asked; it is also how a species
        // whose type another species announced earns the right to prey.
        if preyable_unannounced || !self.unasked(seat, used).is_empty() {
            out.push(Action::Announce);
        }
        out.push(Action::Done);
        out
    }

    pub(crate) fn announce(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Phase::Compete { used, .. } = &self.table.phase else { return };
        let asked = self.unasked(seat, used);
        let hunt = self.hunter(seat).expect("a species holds a Predator card");
        self.table.known[seat].hunter = Some(hunt);
        let (mut resisted, mut exposed) = (Vec::new(), Vec::new());
        for r in asked {
            if self.resists(r, hunt) {
                self.table.known[r].resists.push(hunt);
                resisted.push(r);
            } else {
                self.table.known[r].open_to.push(hunt);
                exposed.push(r);
            }
        }
        events.push(Event::Announced { seat, hunt, resisted, exposed });
    }

    /// `seat` moves `count` from its cube on `from` onto the rival cube on
    /// `to`, which is lost, by competing or by preying (`how`).
    pub(crate) fn capture(&mut self, seat: Seat, how: Capture, from: HexId, to: HexId, count: u8, events: &mut Vec<Event>) {
        if let Some(b) = crossed(self, seat, from, to) {
            let k = &mut self.table.known[seat];
            if !k.crosses.contains(&b) {
                k.crosses.push(b);
            }
        }
        let (rival, lost) = self.clear(to).expect("the target holds a rival cube");
        self.remove(from, count);
        self.add(seat, to, count);
        if let Phase::Compete { used, .. } = &mut self.table.phase {
            used.push(from);
            used.push(to);
        }
        events.push(match how {
            Capture::Prey => Event::Preyed { seat, from, to, count, rival, lost },
            Capture::Compete => Event::Competed { seat, from, to, count, rival, lost },
        });
        // Competition goes on until the player says Done, even with no
        // rival left in reach: ending it here would show the others which
        // barriers the species does not cross and whether it may still
        // announce, which only its cards say.
        self.check_extinctions(events);
    }
}
