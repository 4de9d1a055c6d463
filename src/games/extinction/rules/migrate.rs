//! Migration: individuals moved times hexes travelled stays within the
//! mobility number. A group is lifted from a cube, stepped hex by hex
//! (through empty hexes, its own cubes and barriers it crosses, never
//! through rivals) and settles on an empty hex or its own cube with room.
//! A step is only offered when the group can still settle somewhere
//! within the mobility left, so a group is never stranded.

use crate::engine::Seat;
use crate::games::extinction::action::Action;
use crate::games::extinction::event::Event;
use crate::games::extinction::map::{neighbours, HexId, HEX_COUNT};
use crate::games::extinction::state::{Cell, Extinction, Group, Phase};

impl Extinction {
    /// May `seat`'s individuals pass through `hex`?
    pub fn passable(&self, seat: Seat, hex: HexId) -> bool {
        match self.cell(hex) {
            Cell::Empty => true,
            Cell::Cube { seat: s, .. } => s == seat,
            Cell::Barrier(b) => self.crosses(seat, b),
        }
    }

    /// May a group of `size` settle on `hex`, with `supply` cubes in hand?
    fn restable(&self, seat: Seat, hex: HexId, size: u8, supply: u8) -> bool {
        self.table.rest_bar(seat, hex, size, supply).is_none()
    }

    /// Can a group of `size` at `start` settle within `budget` mobility?
    /// `home` counts as a place to settle (the hex a group is lifted from).
    fn rest_within(&self, seat: Seat, start: HexId, size: u8, budget: u8, supply: u8, home: Option<HexId>) -> bool {
        let max_steps = budget / size.max(1);
        let mut dist = [u8::MAX; HEX_COUNT];
        let mut queue = vec![start];
        dist[usize::from(start)] = 0;
        let mut i = 0;
        while i < queue.len() {
            let h = queue[i];
            i += 1;
            if Some(h) == home || self.restable(seat, h, size, supply) {
                return true;
            }
            let d = dist[usize::from(h)];
            if d >= max_steps {
                continue;
            }
            for n in neighbours(h) {
                if dist[usize::from(n)] == u8::MAX && (Some(n) == home || self.passable(seat, n)) {
                    dist[usize::from(n)] = d + 1;
                    queue.push(n);
                }
            }
        }
        false
    }

    /// May a group of `count` leave `hex` with `left` mobility?
    fn can_size(&self, seat: Seat, hex: HexId, count: u8, left: u8) -> bool {
        let v = self.own(seat, hex);
        if count == 0 || count > v || count > left {
            return false;
        }
        let supply = self.table.supply[seat] + u8::from(count == v);
        neighbours(hex).any(|x| self.passable(seat, x) && self.rest_within(seat, x, count, left - count, supply, Some(hex)))
    }

    pub(crate) fn migrate_actions(&self) -> Vec<Action> {
        let Phase::Migrate { seat, lifting, group, .. } = &self.table.phase else { return Vec::new() };
        let (seat, left) = (*seat, self.mobility_left());
        if let Some(g) = group {
            let supply = self.table.supply[seat];
            let mut out: Vec<Action> = neighbours(g.at)
                .filter(|&to| g.size <= left && self.passable(seat, to) && self.rest_within(seat, to, g.size, left - g.size, supply, None))
                .map(|to| Action::Step { to })
                .collect();
            if g.steps > 0 && self.restable(seat, g.at, g.size, supply) {
                out.push(Action::Settle);
            }
            return out;
        }
        if let Some(h) = lifting {
            return (1..=self.own(seat, *h)).filter(|&c| self.can_size(seat, *h, c, left)).map(|count| Action::Size { count }).collect();
        }
        let mut out: Vec<Action> = self
            .cubes_of(seat)
            .into_iter()
            .filter(|&h| (1..=self.own(seat, h)).any(|c| self.can_size(seat, h, c, left)))
            .map(|hex| Action::Lift { hex })
            .collect();
        out.push(Action::Done);
        out
    }

    pub(crate) fn lift(&mut self, hex: HexId) {
        if let Phase::Migrate { lifting, .. } = &mut self.table.phase {
            *lifting = Some(hex);
        }
    }

    pub(crate) fn size(&mut self, seat: Seat, count: u8, events: &mut Vec<Event>) {
        let Phase::Migrate { lifting: Some(hex), .. } = self.table.phase else { return };
        self.remove(hex, count);
        events.push(Event::Lifted { seat, hex, count });
        if let Phase::Migrate { lifting, group, .. } = &mut self.table.phase {
            *lifting = None;
            *group = Some(Group { from: hex, at: hex, size: count, steps: 0 });
        }
    }

    pub(crate) fn step(&mut self, seat: Seat, to: HexId, events: &mut Vec<Event>) {
        if let Cell::Barrier(b) = self.cell(to) {
            let k = &mut self.table.known[seat];
            if !k.crosses.contains(&b) {
                k.crosses.push(b);
            }
        }
        if let Phase::Migrate { spent, group: Some(g), .. } = &mut self.table.phase {
            *spent += g.size;
            g.at = to;
            g.steps += 1;
            let k = &mut self.table.known[seat];
            k.moved = k.moved.max(*spent);
        }
        events.push(Event::Stepped { seat, to });
    }

    pub(crate) fn settle(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Phase::Migrate { group: Some(g), .. } = self.table.phase.clone() else { return };
        self.add(seat, g.at, g.size);
        events.push(Event::Settled { seat, hex: g.at, count: g.size, shows: self.own(seat, g.at) });
        // The migration goes on until the player says Done, even with no
        // mobility left: ending it here would show the others that the
        // species' mobility is used up, which only its card says.
        if let Phase::Migrate { group, .. } = &mut self.table.phase {
            *group = None;
        }
    }
}
