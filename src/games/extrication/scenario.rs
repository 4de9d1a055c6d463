//! Helpers that lay out positions for scenario tests. They only move
//! ships, tiles, cubes and cards between places (so each stays in exactly
//! one place) and never touch anything a save or record can reach.

use super::components::{CubeColour, CubeId, Development, Pad, Science, ShipId, ShipKind, TileFace, TileId, TRACK_LEN};
use super::state::{Docked, Extrication, Stage, Turn, Worker};
use crate::engine::Seat;

impl Extrication {
    /// Empties location `at`: its ship to the Ship pile, tiles to the cargo pile, cubes to the bag.
    pub fn clear_location(&mut self, at: u8) {
        let loc = &mut self.table.track[at as usize];
        self.hidden.ships.extend(loc.ship.take());
        self.hidden.cargo.append(&mut loc.tiles);
        self.hidden.bag.append(&mut loc.cubes);
    }

    /// Empties the whole track.
    pub fn clear_track(&mut self) {
        for at in 0..TRACK_LEN as u8 {
            self.clear_location(at);
        }
    }

    /// A ship of `kind` from the Ship pile (None if none is left there).
    fn pile_ship(&mut self, kind: ShipKind) -> Option<ShipId> {
        let i = self.hidden.ships.iter().position(|s| s.kind() == kind)?;
        Some(self.hidden.ships.remove(i))
    }

    fn pile_tile(&mut self, face: TileFace) -> TileId {
        let i = self.hidden.cargo.iter().position(|t| t.face() == face).expect("a tile of that face in the pile");
        self.hidden.cargo.remove(i)
    }

    fn bag_cube(&mut self, colour: CubeColour) -> CubeId {
        let i = self.hidden.bag.iter().position(|c| c.colour() == colour).expect("a cube of that colour in the bag");
        self.hidden.bag.remove(i)
    }

    /// Puts a ship of `kind` (from the pile) at the empty location `at`.
    pub fn put_ship(&mut self, at: u8, kind: ShipKind) -> bool {
        if self.table.track[at as usize].ship.is_some() {
            return false;
        }
        let Some(ship) = self.pile_ship(kind) else { return false };
        self.table.track[at as usize].ship = Some(ship);
        true
    }

    /// Adds tiles of `faces` (from the pile) above location `at`.
    pub fn put_tiles(&mut self, at: u8, faces: &[TileFace]) {
        for f in faces {
            let t = self.pile_tile(*f);
            self.table.track[at as usize].tiles.push(t);
        }
    }

    /// Adds cubes (from the bag) below location `at`.
    pub fn put_cubes(&mut self, at: u8, colours: &[CubeColour]) {
        for c in colours {
            let cube = self.bag_cube(*c);
            self.table.track[at as usize].cubes.push(cube);
        }
    }

    /// Docks a ship of `kind` (from the pile) on `seat`'s `pad`, loaded as given.
    pub fn dock(&mut self, seat: Seat, pad: Pad, kind: ShipKind, cohorts: usize, organics: usize, fuel: usize) -> bool {
        if let Some(old) = self.table.players[seat].pads[pad.index()].take() {
            self.hidden.ships.push(old.ship);
            self.hidden.cargo.extend(old.cohorts);
            self.hidden.bag.extend(old.organics.into_iter().chain(old.fuel));
        }
        let Some(ship) = self.pile_ship(kind) else { return false };
        let mut d = Docked::new(ship);
        d.cohorts = (0..cohorts).map(|_| self.pile_tile(TileFace::Cohort)).collect();
        d.organics = (0..organics).map(|_| self.bag_cube(CubeColour::Organic)).collect();
        d.fuel = (0..fuel).map(|_| self.bag_cube(CubeColour::Fuel)).collect();
        self.table.players[seat].pads[pad.index()] = Some(d);
        true
    }

    /// Gives `seat` `n` more tokens of `science` on its tableau.
    pub fn give_science(&mut self, seat: Seat, science: Science, n: usize) {
        for _ in 0..n {
            let t = self.pile_tile(TileFace::Science(science));
            self.table.players[seat].tableau[science.index()].push(t);
        }
    }

    /// As if `seat` had launched `ships` ships of `kind` carrying `cohorts`
    /// Cohorts and `organics` Organic cubes in all.
    pub fn give_launched(&mut self, seat: Seat, kind: ShipKind, ships: usize, cohorts: usize, organics: usize) -> bool {
        for _ in 0..ships {
            let Some(s) = self.pile_ship(kind) else { return false };
            self.table.players[seat].launched.push(s);
        }
        for _ in 0..cohorts {
            let t = self.pile_tile(TileFace::Cohort);
            self.table.players[seat].saved.push(t);
        }
        for _ in 0..organics {
            let c = self.bag_cube(CubeColour::Organic);
            self.table.discard.push(c);
            self.table.players[seat].organic_value += super::components::ORGANIC_VALUE;
        }
        true
    }

    /// Puts `card` in force (the one in force goes back to the pile, under Final Scramble).
    pub fn force_development(&mut self, card: Development) {
        if let Some(old) = self.table.development.take() {
            self.hidden.developments.insert(0, old);
        }
        let i = self.hidden.developments.iter().position(|d| *d == card).expect("the card is in the pile");
        self.hidden.developments.remove(i);
        self.table.development = Some(card);
        if card == Development::FinalScramble {
            self.table.final_round = true;
        }
    }

    /// Places workers and gives `seat` the turn at `stage`.
    pub fn set_turn(&mut self, seat: Seat, stage: Stage, workers: &[(Seat, Worker)]) {
        for (s, w) in workers {
            self.table.players[*s].worker = *w;
        }
        self.table.turn = Some(Turn { seat, stage });
    }
}
