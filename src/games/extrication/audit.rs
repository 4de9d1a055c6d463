//! Every ship, cargo tile, cube and Development card is in exactly one
//! place at every step, and the table's shape holds (workers on distinct
//! locations, cargo within what a ship ever held, the tableau two deep).
//! The ships are the 26 cards of `components::SHIPS`: the ten small ones
//! (the starting track) and the sixteen large ones (the pile), a split a
//! compile-time check there holds; which of them may be in the pile is not
//! checked here, because scenario tests lay out positions by returning
//! track ships to it.

use super::components::{CubeColour, CubeId, Development, Science, ShipId, TileFace, TileId, DEVELOPMENTS, TABLEAU_DEPTH};
use super::state::{Extrication, Worker};
use crate::engine::{Audited, GameRng, Stock, Viewer};

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
    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        if viewer == Viewer::All {
            return;
        }
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

impl Extrication {
    fn check_ships(&self) -> Result<(), String> {
        let t = &self.table;
        let mut stock = Stock::new("ship");
        for (at, l) in t.track.iter().enumerate() {
            stock.add(format!("location {at}"), &l.ship);
        }
        for (seat, p) in t.players.iter() {
            stock.add(format!("{seat:?}'s pads"), p.pads.iter().flatten().map(|d| &d.ship));
            stock.add(format!("{seat:?}'s launched ships"), &p.launched);
        }
        stock.add("the Ship pile", &self.hidden.ships);
        stock.matches(&ShipId::all().collect::<Vec<_>>())
    }

    fn check_tiles(&self) -> Result<(), String> {
        let t = &self.table;
        let mut stock = Stock::new("cargo tile");
        stock.add("the cargo pile", &self.hidden.cargo);
        for (at, l) in t.track.iter().enumerate() {
            stock.add(format!("location {at}"), &l.tiles);
        }
        for (seat, p) in t.players.iter() {
            let aboard: Vec<TileId> = p.pads.iter().flatten().flat_map(|d| d.cohorts.iter().copied()).collect();
            if p.saved.iter().chain(&aboard).any(|c| c.face() != TileFace::Cohort) {
                return Err("a Science token is among the Cohorts".into());
            }
            for (i, col) in p.tableau.iter().enumerate() {
                if col.len() > TABLEAU_DEPTH || col.iter().any(|t| t.face() != TileFace::Science(Science::ALL[i])) {
                    return Err(format!("tableau column {i} is wrong: {col:?}"));
                }
            }
            stock.add(format!("{seat:?}'s ships"), &aboard);
            stock.add(format!("{seat:?}'s tableau"), p.tableau.iter().flatten());
            stock.add(format!("{seat:?}'s saved Cohorts"), &p.saved);
        }
        stock.matches(&TileId::all().collect::<Vec<_>>())
    }

    fn check_cubes(&self) -> Result<(), String> {
        let t = &self.table;
        let mut stock = Stock::new("cube");
        stock.add("the bag", &self.hidden.bag).add("the discard", &t.discard);
        for (at, l) in t.track.iter().enumerate() {
            stock.add(format!("location {at}"), &l.cubes);
        }
        for (seat, p) in t.players.iter() {
            for d in p.pads.iter().flatten() {
                if d.fuel.iter().any(|c| c.colour() != CubeColour::Fuel) || d.organics.iter().any(|c| c.colour() != CubeColour::Organic) {
                    return Err("a cube sits in the wrong hold".into());
                }
                stock.add(format!("{seat:?}'s {}", d.ship.kind().name), d.fuel.iter().chain(&d.organics));
            }
        }
        stock.matches(&CubeId::all().collect::<Vec<_>>())
    }

    fn check_developments(&self) -> Result<(), String> {
        let t = &self.table;
        let mut stock = Stock::new("Development card");
        stock.add("the pile", &self.hidden.developments).add("in force", &t.development).add("turned before", &t.past_developments);
        stock.matches(DEVELOPMENTS.iter().chain([&Development::FinalScramble]))
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
