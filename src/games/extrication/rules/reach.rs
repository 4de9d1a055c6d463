//! What a location offers and how far a player reaches, with the numbers
//! the Development card in force bends (capacity, fuel, pad sizes, stride).

use super::super::components::{CubeColour, Development, Pad, Resource, ShipId, TileFace, SHORT_HOP, TRACK_LEN};
use super::super::state::{Docked, Extrication, Location, Player, Table};
use crate::engine::Seat;

impl Table {
    pub(super) fn in_force(&self, card: Development) -> bool {
        self.development == Some(card)
    }

    /// Cargo spaces of `ship` this round.
    pub fn capacity(&self, ship: ShipId) -> usize {
        usize::from(ship.kind().capacity) + usize::from(self.in_force(Development::HeavyLift))
    }

    /// Fuel cubes `ship` needs to launch this round (its tanks hold this many).
    pub fn fuel_needed(&self, ship: ShipId) -> usize {
        let base = usize::from(ship.kind().fuel);
        if self.in_force(Development::FuelRationing) {
            base + 1
        } else if self.in_force(Development::EfficientEngines) {
            base.saturating_sub(1).max(1)
        } else {
            base
        }
    }

    /// Free cargo spaces (a ship over its capacity after Heavy Lift ends has none).
    pub fn free_cargo(&self, docked: &Docked) -> usize {
        self.capacity(docked.ship).saturating_sub(docked.cargo())
    }

    /// Room left in the tanks.
    pub fn free_tank(&self, docked: &Docked) -> usize {
        self.fuel_needed(docked.ship).saturating_sub(docked.fuel.len())
    }

    /// Whether `pad` may take the ship `ship` this round.
    pub fn pad_takes(&self, pad: Pad, ship: ShipId) -> bool {
        self.in_force(Development::OpenGantries) || pad.takes(ship.kind().size)
    }

    /// Whether the ship on `pad` can launch: its fuel aboard and a Cohort.
    pub fn can_launch(&self, player: &Player, pad: Pad) -> bool {
        player.pad(pad).is_some_and(|d| !d.cohorts.is_empty() && d.fuel.len() >= self.fuel_needed(d.ship))
    }

    /// The locations a worker at `from` (None: the start) may move to now.
    /// Short Hops keeps the next three free ones: counted over every
    /// location, it left the fourth player to enter with nowhere to go, as
    /// the three before it had to take locations 0, 1 and 2 (rules version 2).
    pub fn moves_from(&self, seat: Seat, from: Option<u8>) -> Vec<u8> {
        let first = from.map_or(0, |p| p + 1);
        let most = if self.in_force(Development::ShortHops) { usize::from(SHORT_HOP) } else { TRACK_LEN };
        (first..TRACK_LEN as u8).filter(|&to| !self.occupied_by_other(seat, to)).take(most).collect()
    }

    pub(super) fn occupied_by_other(&self, seat: Seat, at: u8) -> bool {
        self.players.iter().any(|(s, p)| s != seat && p.worker == super::super::state::Worker::At(at))
    }

    /// The locations `seat`, standing at `at`, may take `resource` from:
    /// its own, every one behind with the 1st tile of the matching science,
    /// every one ahead with the 2nd (or the 1st, under Networked Labs).
    pub fn sources(&self, seat: Seat, at: u8, resource: Resource) -> Vec<u8> {
        let tiles = self.players[seat].tiles_of(resource.science());
        let behind = tiles >= 1;
        let ahead = tiles >= 2 || (tiles >= 1 && self.in_force(Development::NetworkedLabs));
        (0..TRACK_LEN as u8).filter(|&l| l == at || (l < at && behind) || (l > at && ahead)).collect()
    }

    /// Whether a location has any of `resource` to take.
    pub fn offers(&self, at: u8, resource: Resource) -> bool {
        let loc = &self.track[at as usize];
        match resource {
            Resource::Ship => loc.ship.is_some(),
            Resource::Cohort => first_tile(loc, |f| f == TileFace::Cohort).is_some(),
            Resource::Science => first_tile(loc, |f| f != TileFace::Cohort).is_some(),
            Resource::Organic => first_cube(loc, CubeColour::Organic).is_some(),
            Resource::Fuel => first_cube(loc, CubeColour::Fuel).is_some(),
        }
    }
}

/// Index of the first tile at `loc` whose face passes `want`.
pub fn first_tile(loc: &Location, want: impl Fn(TileFace) -> bool) -> Option<usize> {
    loc.tiles.iter().position(|t| want(t.face()))
}

/// Index of the first cube of `colour` at `loc`.
pub fn first_cube(loc: &Location, colour: CubeColour) -> Option<usize> {
    loc.cubes.iter().position(|c| c.colour() == colour)
}

impl Extrication {
    pub fn player(&self, seat: Seat) -> &Player {
        &self.table.players[seat]
    }
}
