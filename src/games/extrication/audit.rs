//! Every ship, cargo tile, cube and Development card is in exactly one
//! place at every step, and the table's shape holds (workers on distinct
//! locations, cargo within what a ship ever held, the tableau two deep).
//! The ships are the 26 cards of `components::SHIPS`: the ten small ones
//! (the starting track) and the sixteen large ones (the pile), a split a
//! compile-time check there holds; which of them may be in the pile is not
//! checked here, because scenario tests lay out positions by returning
//! track ships to it.

use super::components::{CubeColour, CubeId, Development, ShipId, TileFace, TileId, CUBES, DEVELOPMENTS, TABLEAU_DEPTH};
use super::state::{Extrication, Worker};
use crate::engine::{Audited, GameRng, Viewer};

impl Audited for Extrication {
    fn check_invariants(&self) -> Result<(), String> {
        self.check_ships()?;
        self.check_tiles()?;
        self.check_cubes()?;
        self.check_developments()?;
        self.check_shape()
    }

    /// The piles and the bag are face down to everyone: reshuffle them,
    /// keeping Final Scramble at its depth.
    fn shuffle_hidden(&mut self, _viewer: Viewer, rng: &mut GameRng) {
        let h = &mut self.hidden;
        rng.shuffle(&mut h.ships);
        rng.shuffle(&mut h.cargo);
        rng.shuffle(&mut h.bag);
        let fs = h.developments.iter().position(|d| *d == Development::FinalScramble);
        h.developments.retain(|d| *d != Development::FinalScramble);
        rng.shuffle(&mut h.developments);
        if let Some(i) = fs {
            h.developments.insert(i, Development::FinalScramble);
        }
    }
}

/// Each of `total` ids appears exactly once among `found`.
fn once(what: &str, total: usize, found: impl Iterator<Item = usize>) -> Result<(), String> {
    let mut seen = vec![0u8; total];
    for i in found {
        *seen.get_mut(i).ok_or(format!("{what} {i} does not exist"))? += 1;
    }
    match seen.iter().position(|n| *n != 1) {
        Some(i) => Err(format!("{what} {i} is in {} places", seen[i])),
        None => Ok(()),
    }
}

impl Extrication {
    fn check_ships(&self) -> Result<(), String> {
        let t = &self.table;
        let track = t.track.iter().filter_map(|l| l.ship);
        let pads = t.players.0.iter().flat_map(|p| p.pads.iter().flatten().map(|d| d.ship));
        let launched = t.players.0.iter().flat_map(|p| p.launched.iter().copied());
        let all = track.chain(pads).chain(launched).chain(self.hidden.ships.iter().copied());
        once("ship", ShipId::all().count(), all.map(|s| s.0 as usize))
    }

    fn check_tiles(&self) -> Result<(), String> {
        let t = &self.table;
        let mut all: Vec<TileId> = self.hidden.cargo.clone();
        for l in &t.track {
            all.extend(&l.tiles);
        }
        for p in &t.players.0 {
            all.extend(p.pads.iter().flatten().flat_map(|d| d.cohorts.iter()));
            all.extend(p.tableau.iter().flatten());
            all.extend(&p.saved);
            if p.saved.iter().chain(p.pads.iter().flatten().flat_map(|d| d.cohorts.iter())).any(|c| c.face() != TileFace::Cohort) {
                return Err("a Science token is among the Cohorts".into());
            }
            for (i, col) in p.tableau.iter().enumerate() {
                if col.len() > TABLEAU_DEPTH || col.iter().any(|t| t.face() != TileFace::Science(super::components::Science::ALL[i])) {
                    return Err(format!("tableau column {i} is wrong: {col:?}"));
                }
            }
        }
        once("cargo tile", TileId::all().count(), all.iter().map(|t| t.0 as usize))
    }

    fn check_cubes(&self) -> Result<(), String> {
        let t = &self.table;
        let mut all: Vec<CubeId> = self.hidden.bag.clone();
        all.extend(&t.discard);
        for l in &t.track {
            all.extend(&l.cubes);
        }
        for p in &t.players.0 {
            for d in p.pads.iter().flatten() {
                if d.fuel.iter().any(|c| c.colour() != CubeColour::Fuel) || d.organics.iter().any(|c| c.colour() != CubeColour::Organic) {
                    return Err("a cube sits in the wrong hold".into());
                }
                all.extend(d.fuel.iter().chain(&d.organics));
            }
        }
        once("cube", CUBES, all.iter().map(|c| c.0 as usize))
    }

    fn check_developments(&self) -> Result<(), String> {
        let t = &self.table;
        let mut all: Vec<Development> = self.hidden.developments.clone();
        all.extend(t.development);
        all.extend(&t.past_developments);
        let mut expected: Vec<Development> = DEVELOPMENTS.to_vec();
        expected.push(Development::FinalScramble);
        all.sort();
        expected.sort();
        if all != expected {
            return Err(format!("Development cards out of place: {all:?}"));
        }
        Ok(())
    }

    fn check_shape(&self) -> Result<(), String> {
        let t = &self.table;
        let mut at: Vec<u8> = t.players.0.iter().filter_map(|p| if let Worker::At(a) = p.worker { Some(a) } else { None }).collect();
        let n = at.len();
        at.sort_unstable();
        at.dedup();
        if at.len() != n {
            return Err("two workers share a location".into());
        }
        for p in &t.players.0 {
            for d in p.pads.iter().flatten() {
                // Cargo never exceeds what the ship held under Heavy Lift.
                if d.cargo() > usize::from(d.ship.kind().capacity) + 1 || d.fuel.len() > usize::from(d.ship.kind().fuel) + 1 {
                    return Err(format!("ship {:?} is overloaded", d.ship));
                }
            }
        }
        if t.outcome.is_none() && t.turn.is_none() {
            return Err("nobody to act in a game that is not over".into());
        }
        Ok(())
    }
}
