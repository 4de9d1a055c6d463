//! The ONE thing a player does where the worker lands: a ship onto a pad,
//! one Science token, or Cohorts, Organic or Fuel cubes one at a time
//! (all of one kind, from one location, while there is room).

use super::super::components::{CubeColour, Pad, Resource, Science, TileFace};
use super::super::event::Event;
use super::super::state::{Docked, Extrication, Stage, Turn};
use super::reach::{first_cube, first_tile};
use crate::engine::Seat;

impl Extrication {
    pub(crate) fn take_ship(&mut self, seat: Seat, from: u8, pad: Pad, events: &mut Vec<Event>) {
        let ship = self.table.track[from as usize].ship.take().expect("legal: a ship is there");
        self.table.players[seat].pads[pad.index()] = Some(Docked::new(ship));
        self.table.turn = Some(Turn { seat, stage: Stage::Done });
        events.push(Event::ShipTaken { seat, from, ship, pad });
    }

    pub(crate) fn take_cohort(&mut self, seat: Seat, from: u8, pad: Pad, events: &mut Vec<Event>) {
        let loc = &mut self.table.track[from as usize];
        let i = first_tile(loc, |f| f == TileFace::Cohort).expect("legal: a Cohort is there");
        let tile = loc.tiles.remove(i);
        self.docked_mut(seat, pad).cohorts.push(tile);
        self.loaded(seat, from, Resource::Cohort, pad, events);
    }

    pub(crate) fn take_cube(&mut self, seat: Seat, from: u8, pad: Pad, colour: CubeColour, events: &mut Vec<Event>) {
        let loc = &mut self.table.track[from as usize];
        let i = first_cube(loc, colour).expect("legal: a cube of that colour is there");
        let cube = loc.cubes.remove(i);
        let docked = self.docked_mut(seat, pad);
        let resource = match colour {
            CubeColour::Fuel => {
                docked.fuel.push(cube);
                Resource::Fuel
            }
            CubeColour::Organic => {
                docked.organics.push(cube);
                Resource::Organic
            }
        };
        self.loaded(seat, from, resource, pad, events);
    }

    pub(crate) fn take_science(&mut self, seat: Seat, from: u8, science: Science, events: &mut Vec<Event>) {
        let loc = &mut self.table.track[from as usize];
        let i = first_tile(loc, |f| f == TileFace::Science(science)).expect("legal: the token is there");
        let tile = loc.tiles.remove(i);
        self.table.players[seat].tableau[science.index()].push(tile);
        self.table.turn = Some(Turn { seat, stage: Stage::Done });
        events.push(Event::ScienceTaken { seat, from, tile });
    }

    fn docked_mut(&mut self, seat: Seat, pad: Pad) -> &mut Docked {
        self.table.players[seat].pads[pad.index()].as_mut().expect("legal: a ship is on that pad")
    }

    fn loaded(&mut self, seat: Seat, from: u8, resource: Resource, pad: Pad, events: &mut Vec<Event>) {
        self.table.turn = Some(Turn { seat, stage: Stage::Loading { resource, from } });
        events.push(Event::Loaded { seat, from, resource, pad });
    }
}
