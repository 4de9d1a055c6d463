//! Launching: the fuel burns (to the discard), each Cohort moves the grey
//! marker one space and joins the stack beside the track, each Organic cube
//! moves the green marker two spaces (and is discarded), and the ship
//! leaves its pad for the player's launched ships.

use super::super::components::{Pad, ORGANIC_VALUE};
use super::super::event::Event;
use super::super::state::Extrication;
use crate::engine::Seat;

impl Extrication {
    pub(crate) fn launch(&mut self, seat: Seat, pad: Pad, events: &mut Vec<Event>) {
        let t = &mut self.table;
        let docked = t.players[seat].pads[pad.index()].take().expect("legal: a ship is on that pad");
        let (cohorts, organics, fuel) = (docked.cohorts.len() as u8, docked.organics.len() as u8, docked.fuel.len() as u8);
        t.discard.extend(docked.fuel);
        t.discard.extend(docked.organics);
        let player = &mut t.players[seat];
        player.saved.extend(docked.cohorts);
        player.organic_value = player.organic_value.saturating_add(organics * ORGANIC_VALUE);
        player.launched.push(docked.ship);
        events.push(Event::Launched { seat, pad, ship: docked.ship, cohorts, organics, fuel });
    }
}
