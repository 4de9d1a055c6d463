//! Where a Movement roll can take a token.
//!
//! Readings (see docs/games/extraczon.md): a move is a path that never visits
//! a tile twice; it must spend every point exactly, except that stepping onto
//! an Infected Zone stops it there and entering an open Site ends it; a jump
//! goes over a straight line of tokens onto the empty tile beyond, 2 points
//! per token jumped; Fast Travel is used at most once per move, from a Fast
//! Travel door, for 1 point, onto another quadrant's empty Fast Travel door.

use super::super::board::{cell, fast_travel_door, Cell, Dir, Pos, SiteId, CELLS};
use super::super::state::{ExtracZon, Place, Route, SiteStatus, Step, Table};
use crate::engine::Seat;

/// Tiles already on the path, as a bit set.
#[derive(Clone, Copy)]
struct Visited([u64; CELLS.div_ceil(64)]);

impl Visited {
    fn has(&self, p: Pos) -> bool {
        self.0[p.index() / 64] >> (p.index() % 64) & 1 == 1
    }
    fn with(mut self, p: Pos) -> Visited {
        self.0[p.index() / 64] |= 1 << (p.index() % 64);
        self
    }
}

struct Search<'a> {
    table: &'a Table,
    mover: Seat,
    out: Vec<(Place, Route)>,
}

impl Search<'_> {
    /// The seat standing on `p`, other than the mover.
    fn token_at(&self, p: Pos) -> Option<Seat> {
        self.table.tokens.iter().find(|(s, pl)| *s != self.mover && **pl == Place::Tile(p)).map(|(s, _)| s)
    }

    fn record(&mut self, to: Place, steps: &[Step], cost: u8) {
        if !self.out.iter().any(|(p, _)| *p == to) {
            self.out.push((to, Route { steps: steps.to_vec(), cost }));
        }
    }

    fn site_open(&self, site: SiteId) -> bool {
        self.table.sites.get(usize::from(site.0)) == Some(&SiteStatus::Present)
    }

    /// Explores every way on from `pos` with `left` points.
    fn walk(&mut self, pos: Pos, left: u8, seen: Visited, steps: &mut Vec<Step>, spent: u8, travelled: bool) {
        if left == 0 {
            self.record(Place::Tile(pos), steps, spent);
            return;
        }
        if let Cell::SiteDoor(site) = cell(pos) {
            if self.site_open(site) {
                steps.push(Step::Enter { site });
                self.record(Place::Site(site), steps, spent + 1);
                steps.pop();
            }
        }
        if let Cell::FastTravelDoor(q) = cell(pos) {
            if !travelled {
                for q2 in (0..4).filter(|&q2| q2 != q) {
                    let exit = fast_travel_door(q2);
                    if self.token_at(exit).is_none() && !seen.has(exit) {
                        steps.push(Step::FastTravel { from: q, to: q2, exit });
                        self.arrive(exit, left - 1, seen, steps, spent + 1, true);
                        steps.pop();
                    }
                }
            }
        }
        for dir in Dir::ALL {
            self.try_dir(pos, dir, left, seen, steps, spent, travelled);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn try_dir(&mut self, pos: Pos, dir: Dir, left: u8, seen: Visited, steps: &mut Vec<Step>, spent: u8, travelled: bool) {
        let Some(next) = pos.step(dir).filter(|n| cell(*n).walkable()) else { return };
        if self.token_at(next).is_none() {
            if !seen.has(next) {
                steps.push(Step::Walk { to: next });
                self.arrive(next, left - 1, seen, steps, spent + 1, travelled);
                steps.pop();
            }
            return;
        }
        // A line of tokens: jump it if the tile beyond is free and affordable.
        let mut over = Vec::new();
        let mut t = next;
        while let Some(s) = self.token_at(t) {
            over.push(s);
            match t.step(dir).filter(|n| cell(*n).walkable()) {
                Some(n) => t = n,
                None => return,
            }
        }
        let cost = 2 * over.len() as u8;
        if cost <= left && !seen.has(t) {
            steps.push(Step::Jump { over, to: t });
            self.arrive(t, left - cost, seen, steps, spent + cost, travelled);
            steps.pop();
        }
    }

    /// Lands on `p`: an Infected Zone stops the move, anything else goes on.
    fn arrive(&mut self, p: Pos, left: u8, seen: Visited, steps: &mut Vec<Step>, spent: u8, travelled: bool) {
        if cell(p) == Cell::InfectedZone {
            self.record(Place::Tile(p), steps, spent);
        } else {
            self.walk(p, left, seen.with(p), steps, spent, travelled);
        }
    }
}

/// Every place `mover` can end a move of exactly `points` on, with one route to each.
pub fn destinations(table: &Table, mover: Seat, points: u8) -> Vec<(Place, Route)> {
    let mut search = Search { table, mover, out: Vec::new() };
    let mut steps = Vec::new();
    match table.tokens[mover] {
        Place::Tile(p) => search.walk(p, points, Visited([0; CELLS.div_ceil(64)]).with(p), &mut steps, 0, false),
        Place::Site(site) => {
            let door = site.def().door;
            if points >= 1 && search.token_at(door).is_none() {
                steps.push(Step::Exit { site, to: door });
                search.arrive(door, points - 1, Visited([0; CELLS.div_ceil(64)]), &mut steps, 1, false);
            }
        }
    }
    search.out
}

impl ExtracZon {
    /// Where the seat to act can move now, with a route to each (empty unless
    /// it is time to move). The UI highlights these.
    pub fn reachable(&self) -> Vec<(Place, Route)> {
        match self.table.phase {
            super::super::state::Phase::Move { points } => destinations(&self.table, self.table.turn, points),
            _ => Vec::new(),
        }
    }
}
