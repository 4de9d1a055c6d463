//! The components, designed here as const data (the rulebook names them but
//! prints no numbers): the Ship deck, the Launch Pads, the cargo tiles, the
//! cubes in the bag, the Development cards and the science tableau.
//! docs/games/extrication.md says why each number is what it is.
//!
//! Every ship, tile and cube has an id (its index in these tables), so the
//! audit can prove each one is in exactly one place at every step.

use serde::{Deserialize, Serialize};

/// Locations on the action track (the rulebook's ten small ships).
pub const TRACK_LEN: usize = 10;

/// A ship's hull size: which Launch Pads can hold it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Size {
    Small,
    Large,
}

/// One kind of ship: its name, size, cargo spaces and the fuel it burns to launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShipKind {
    pub name: &'static str,
    pub size: Size,
    /// Cargo spaces, shared by Citizen Cohorts and Organic cubes.
    pub capacity: u8,
    /// Fuel cubes needed to launch (its tanks hold exactly this many).
    pub fuel: u8,
}

pub const SKIFF: ShipKind = ShipKind { name: "Skiff", size: Size::Small, capacity: 2, fuel: 1 };
pub const RUNABOUT: ShipKind = ShipKind { name: "Runabout", size: Size::Small, capacity: 3, fuel: 2 };
pub const COURIER: ShipKind = ShipKind { name: "Courier", size: Size::Small, capacity: 3, fuel: 1 };
pub const HAULER: ShipKind = ShipKind { name: "Hauler", size: Size::Large, capacity: 4, fuel: 2 };
pub const FREIGHTER: ShipKind = ShipKind { name: "Freighter", size: Size::Large, capacity: 5, fuel: 3 };
pub const ARK: ShipKind = ShipKind { name: "Ark", size: Size::Large, capacity: 7, fuel: 4 };

/// The Ship cards by id. Ids 0-9 are the ten small ships, the only small
/// ships in the deck, and they start the track; the sixteen large ships
/// after them are the Ship draw pile (the rulebook's "remaining Ship cards").
pub const SHIPS: [ShipKind; 26] = [
    // The ten small ships: the starting track.
    SKIFF, SKIFF, SKIFF, SKIFF, RUNABOUT, RUNABOUT, RUNABOUT, RUNABOUT, COURIER, COURIER,
    // The draw pile: sixteen large ships.
    HAULER, HAULER, HAULER, HAULER, HAULER, HAULER, FREIGHTER, FREIGHTER, FREIGHTER, FREIGHTER, FREIGHTER, FREIGHTER, ARK, ARK, ARK, ARK,
];

/// How many ships start on the track: all the small ships there are.
pub const STARTING_SHIPS: usize = TRACK_LEN;

/// True when the deck is as set-up reads it: exactly [`STARTING_SHIPS`]
/// small ships, at ids below it, so the track starts with every small ship
/// and the draw pile is all large.
pub const fn deck_is_small_track_large_pile() -> bool {
    let mut i = 0;
    while i < SHIPS.len() {
        let small = matches!(SHIPS[i].size, Size::Small);
        if small != (i < STARTING_SHIPS) {
            return false;
        }
        i += 1;
    }
    true
}

const _: () = assert!(deck_is_small_track_large_pile(), "the ten small ships start the track and the pile is the large ships");

/// A ship card, by its index in [`SHIPS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ShipId(pub u8);

impl ShipId {
    pub fn kind(self) -> ShipKind {
        SHIPS[self.0 as usize]
    }
    pub fn all() -> impl Iterator<Item = ShipId> {
        (0..SHIPS.len() as u8).map(ShipId)
    }
}

/// A Launch Pad, named by the size printed on it. Each player has one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Pad {
    Small,
    Large,
}

impl Pad {
    pub const ALL: [Pad; 2] = [Pad::Small, Pad::Large];

    pub fn index(self) -> usize {
        self as usize
    }

    /// A small pad takes only small ships; a large pad takes either size
    /// (a big gantry can hold a small hull).
    pub fn takes(self, size: Size) -> bool {
        match self {
            Pad::Small => size == Size::Small,
            Pad::Large => true,
        }
    }
}

/// The five fields of science, in tableau order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Science {
    Astrophysics,
    Comms,
    Biology,
    Robotics,
    Ai,
}

impl Science {
    pub const ALL: [Science; 5] = [Science::Astrophysics, Science::Comms, Science::Biology, Science::Robotics, Science::Ai];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Science::Astrophysics => "Astrophysics",
            Science::Comms => "Comms",
            Science::Biology => "Biology",
            Science::Robotics => "Robotics",
            Science::Ai => "AI",
        }
    }

    /// The resource this science lets its holder take from afar.
    pub fn resource(self) -> Resource {
        match self {
            Science::Astrophysics => Resource::Ship,
            Science::Comms => Resource::Cohort,
            Science::Biology => Resource::Organic,
            Science::Robotics => Resource::Fuel,
            Science::Ai => Resource::Science,
        }
    }
}

/// What a location offers; each is reached from afar by one science.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Resource {
    Ship,
    Cohort,
    Organic,
    Fuel,
    Science,
}

impl Resource {
    /// The science whose tiles reach this resource at other locations.
    pub fn science(self) -> Science {
        match self {
            Resource::Ship => Science::Astrophysics,
            Resource::Cohort => Science::Comms,
            Resource::Organic => Science::Biology,
            Resource::Fuel => Science::Robotics,
            Resource::Science => Science::Ai,
        }
    }
}

/// Spaces per science on a tableau: two, since a second full set scores.
pub const TABLEAU_DEPTH: usize = 2;

/// Citizen Cohort tiles in the cargo pile.
pub const COHORT_TILES: usize = 42;
/// Science tokens of each science in the cargo pile.
pub const TOKENS_PER_SCIENCE: usize = 6;
pub const CARGO_TILES: usize = COHORT_TILES + 5 * TOKENS_PER_SCIENCE;

/// A cargo tile: a Citizen Cohort or a Science token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum TileFace {
    Cohort,
    Science(Science),
}

/// A cargo tile, by id: 0-41 are Cohorts, then six tokens of each science in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TileId(pub u8);

impl TileId {
    pub fn face(self) -> TileFace {
        let i = self.0 as usize;
        if i < COHORT_TILES {
            TileFace::Cohort
        } else {
            TileFace::Science(Science::ALL[(i - COHORT_TILES) / TOKENS_PER_SCIENCE])
        }
    }
    pub fn all() -> impl Iterator<Item = TileId> {
        (0..CARGO_TILES as u8).map(TileId)
    }
}

/// Orange Fuel and green Organic cubes in the bag.
pub const FUEL_CUBES: usize = 40;
pub const ORGANIC_CUBES: usize = 30;
pub const CUBES: usize = FUEL_CUBES + ORGANIC_CUBES;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CubeColour {
    Fuel,
    Organic,
}

/// A cube, by id: 0-39 Fuel, 40-69 Organic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CubeId(pub u8);

impl CubeId {
    pub fn colour(self) -> CubeColour {
        if (self.0 as usize) < FUEL_CUBES {
            CubeColour::Fuel
        } else {
            CubeColour::Organic
        }
    }
    pub fn all() -> impl Iterator<Item = CubeId> {
        (0..CUBES as u8).map(CubeId)
    }
}

/// Population track spaces an Organic cube is worth on launch (a Cohort is worth one).
pub const ORGANIC_VALUE: u8 = 2;

/// A Development card: each bends one rule for the round after it is turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Development {
    /// Every ship holds one more cargo this round.
    HeavyLift,
    /// Every launch this round needs one more Fuel cube.
    FuelRationing,
    /// Every launch this round needs one Fuel cube less (never below one).
    EfficientEngines,
    /// Turned: a second cube from the bag goes below each location.
    SupplyDrop,
    /// Turned: a second cargo tile goes above each location.
    Census,
    /// The 1st tile of a science also reaches the locations ahead this round.
    NetworkedLabs,
    /// A worker moves only to one of the next three free locations this round.
    ShortHops,
    /// Any Launch Pad takes a ship of either size this round.
    OpenGantries,
    /// The last round: when turned, one more round is played, then scoring.
    FinalScramble,
}

/// The Development cards shuffled into the draw pile (Final Scramble apart).
pub const DEVELOPMENTS: [Development; 8] = [
    Development::HeavyLift,
    Development::FuelRationing,
    Development::EfficientEngines,
    Development::SupplyDrop,
    Development::Census,
    Development::NetworkedLabs,
    Development::ShortHops,
    Development::OpenGantries,
];

/// Final Scramble goes under this many shuffled cards. A card is turned
/// between rounds, so it is turned after round 5 and round 6 is the last:
/// six rounds, about 30 minutes at the table.
pub const FINAL_SCRAMBLE_DEPTH: usize = 4;

/// The rounds a game lasts: the first (no card), one per card above Final
/// Scramble, and the extra round it grants.
pub const ROUNDS: u8 = FINAL_SCRAMBLE_DEPTH as u8 + 2;

/// Under Short Hops a worker moves to one of the next this many free locations.
pub const SHORT_HOP: u8 = 3;

impl Development {
    pub fn name(self) -> &'static str {
        match self {
            Development::HeavyLift => "Heavy Lift",
            Development::FuelRationing => "Fuel Rationing",
            Development::EfficientEngines => "Efficient Engines",
            Development::SupplyDrop => "Supply Drop",
            Development::Census => "Census",
            Development::NetworkedLabs => "Networked Labs",
            Development::ShortHops => "Short Hops",
            Development::OpenGantries => "Open Gantries",
            Development::FinalScramble => "Final Scramble",
        }
    }

    /// The card's text, in our words.
    pub fn text(self) -> &'static str {
        match self {
            Development::HeavyLift => "This round every ship holds one more Cohort or Organic cube.",
            Development::FuelRationing => "This round every launch needs one more Fuel cube.",
            Development::EfficientEngines => "This round every launch needs one Fuel cube less (at least one).",
            Development::SupplyDrop => "A second cube from the bag went below each location for this round.",
            Development::Census => "A second cargo tile went above each location for this round.",
            Development::NetworkedLabs => "This round the 1st tile of a science reaches ahead as well as behind.",
            Development::ShortHops => "This round a worker moves only to one of the next three free locations ahead.",
            Development::OpenGantries => "This round either Launch Pad takes a ship of either size.",
            Development::FinalScramble => "The last round. Launch what you can: scoring follows.",
        }
    }
}

/// Prestige for the first and second full set of the five sciences.
pub const SET_BONUS: [i32; 2] = [3, 5];
/// Prestige for the most supported Citizen Cohorts.
pub const MOST_SUPPORTED_BONUS: i32 = 5;
