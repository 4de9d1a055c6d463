//! The state of a game of Extrication: the public table, the face-down
//! piles and the bag (the only hidden things), and the RNG.

use super::components::{CubeId, Development, Pad, Resource, Science, ShipId, TileId, TABLEAU_DEPTH, TRACK_LEN};
use crate::engine::{GameRng, Outcome, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// Seats of a new game. Players: 2-4.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub players: u8,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { players: 2 }
    }
}

/// One location of the action track: its ship, the cargo tiles above it
/// (face up, possibly several) and the cubes below it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub ship: Option<ShipId>,
    pub tiles: Vec<TileId>,
    pub cubes: Vec<CubeId>,
}

/// A ship on a Launch Pad and what it carries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Docked {
    pub ship: ShipId,
    pub cohorts: Vec<TileId>,
    pub organics: Vec<CubeId>,
    pub fuel: Vec<CubeId>,
}

impl Docked {
    pub fn new(ship: ShipId) -> Self {
        Docked { ship, cohorts: Vec::new(), organics: Vec::new(), fuel: Vec::new() }
    }

    /// Cargo spaces in use (Cohorts and Organic cubes share them; fuel has its tanks).
    pub fn cargo(&self) -> usize {
        self.cohorts.len() + self.organics.len()
    }
}

/// Where a worker is this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Worker {
    /// At the start, not yet on the track this round.
    Start,
    /// On the track at this location (0 is nearest the start).
    At(u8),
    /// Off the track: done for this round.
    Left,
}

impl Worker {
    /// The location it stands on, if it is on the track.
    pub fn on_track(self) -> Option<u8> {
        match self {
            Worker::At(at) => Some(at),
            Worker::Start | Worker::Left => None,
        }
    }
}

/// One player's things.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Indexed by [`Pad::index`]: the small pad, then the large one.
    pub pads: [Option<Docked>; 2],
    /// Science tokens by science, lowest space first.
    pub tableau: [Vec<TileId>; 5],
    /// Cohorts launched (the stack beside the Population track).
    pub saved: Vec<TileId>,
    /// Where the green marker stands: two per Organic cube launched.
    pub organic_value: u8,
    /// Ships launched, in order.
    pub launched: Vec<ShipId>,
    pub worker: Worker,
}

impl Player {
    pub fn new() -> Self {
        Player {
            pads: [None, None],
            tableau: Default::default(),
            saved: Vec::new(),
            organic_value: 0,
            launched: Vec::new(),
            worker: Worker::Start,
        }
    }

    pub fn pad(&self, pad: Pad) -> Option<&Docked> {
        self.pads[pad.index()].as_ref()
    }

    /// Tiles of `science` on the tableau (0, 1 or 2).
    pub fn tiles_of(&self, science: Science) -> usize {
        self.tableau[science.index()].len()
    }

    pub fn science_tiles(&self) -> usize {
        self.tableau.iter().map(Vec::len).sum()
    }

    /// Full sets of the five sciences (0, 1 or 2).
    pub fn full_sets(&self) -> usize {
        self.tableau.iter().map(Vec::len).min().unwrap_or(0).min(TABLEAU_DEPTH)
    }

    /// The grey marker: Cohorts launched.
    pub fn cohort_value(&self) -> u8 {
        self.saved.len() as u8
    }
}

impl Default for Player {
    fn default() -> Self {
        Player::new()
    }
}

/// The part of a turn the acting player is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// Move the worker forward, or leave the track.
    Move,
    /// The worker stands at `at`: choose the ONE thing to do there.
    Act { at: u8 },
    /// Loading one kind of cargo from `from`, one at a time.
    Loading { resource: Resource, from: u8 },
    /// The action is done: launch or end the turn.
    Done,
}

/// Whose turn it is and how far it has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    pub stage: Stage,
}

/// Everything on the table: all of it is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub setup: Setup,
    /// The round being played, from 1.
    pub round: u8,
    pub track: [Location; TRACK_LEN],
    pub players: PerSeat<Player>,
    /// This round's turn order (who enters the track first).
    pub order: Vec<Seat>,
    /// The order players left the track this round: the next round's order.
    pub leaving: Vec<Seat>,
    pub turn: Option<Turn>,
    /// The Development card in force this round (none in round 1).
    pub development: Option<Development>,
    /// Development cards turned before, oldest first.
    pub past_developments: Vec<Development>,
    /// True once Final Scramble is turned: this round is the last.
    pub final_round: bool,
    /// Cubes burnt (Fuel) or unloaded (Organic) by launches.
    pub discard: Vec<CubeId>,
    pub outcome: Option<Outcome>,
}

/// What lies face down: the Ship pile, the cargo pile, the bag and the
/// Development pile. Each draw takes the last element.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hidden {
    pub ships: Vec<ShipId>,
    pub cargo: Vec<TileId>,
    pub bag: Vec<CubeId>,
    /// The Development pile, drawn from the end; Final Scramble sits at a known depth.
    pub developments: Vec<Development>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extrication {
    pub table: Table,
    pub hidden: Hidden,
    pub rng: GameRng,
}
