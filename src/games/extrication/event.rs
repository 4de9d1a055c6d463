//! What happened, in order: the log is built from these.

use super::components::{CubeId, Development, Pad, Resource, ShipId, TileId};
use crate::engine::{GameEvent, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A round began, with this turn order.
    RoundStarted {
        round: u8,
        order: Vec<Seat>,
    },
    /// A Development card was turned; it applies to the round that follows.
    DevelopmentTurned {
        card: Development,
    },
    /// A ship from the pile filled an empty location.
    ShipDealt {
        at: u8,
        ship: ShipId,
    },
    /// A cargo tile from the pile was placed above a location.
    TileDealt {
        at: u8,
        tile: TileId,
    },
    /// A cube from the bag was placed below a location.
    CubeDrawn {
        at: u8,
        cube: CubeId,
    },
    Moved {
        seat: Seat,
        to: u8,
    },
    /// `seat` left the track; `place` is its place in the next round's order (0 first).
    Left {
        seat: Seat,
        place: u8,
    },
    ShipTaken {
        seat: Seat,
        from: u8,
        ship: ShipId,
        pad: Pad,
    },
    /// One Cohort, Organic or Fuel went aboard the ship on `pad`.
    Loaded {
        seat: Seat,
        from: u8,
        resource: Resource,
        pad: Pad,
    },
    ScienceTaken {
        seat: Seat,
        from: u8,
        tile: TileId,
    },
    /// A ship launched: its fuel burnt, its Cohorts and Organics moved the markers.
    Launched {
        seat: Seat,
        pad: Pad,
        ship: ShipId,
        cohorts: u8,
        organics: u8,
        fuel: u8,
    },
    TurnEnded {
        seat: Seat,
    },
    /// The last round is over: scores follow.
    GameEnded,
}

impl GameEvent for Event {
    fn reveals(&self) -> bool {
        matches!(self, Event::DevelopmentTurned { .. } | Event::ShipDealt { .. } | Event::TileDealt { .. } | Event::CubeDrawn { .. })
    }
}
