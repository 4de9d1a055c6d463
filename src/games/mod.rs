//! The games Endgames hosts, and the id that names each one in saves and links.

pub mod extinction_point;
pub mod extraczon;

use serde::{Deserialize, Serialize};

/// Every playable game. Unbuilt games are not listed: the home page shows
/// exactly these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameId {
    #[serde(rename = "extraczon")]
    ExtracZon,
    #[serde(rename = "extinction-point")]
    ExtinctionPoint,
}

impl GameId {
    pub const ALL: [GameId; 2] = [GameId::ExtracZon, GameId::ExtinctionPoint];

    /// The id used in saves and routes.
    pub fn slug(self) -> &'static str {
        match self {
            GameId::ExtracZon => "extraczon",
            GameId::ExtinctionPoint => "extinction-point",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.slug() == slug)
    }
}

impl GameId {
    /// The game's name as printed on its box.
    pub fn name(self) -> &'static str {
        match self {
            GameId::ExtracZon => "ExtracZon",
            GameId::ExtinctionPoint => "Extinction Point",
        }
    }

    /// One line that says what playing it is like.
    pub fn pitch(self) -> &'static str {
        match self {
            GameId::ExtracZon => "Race across a zombie-struck city, raid 24 sites and roll against the dead.",
            GameId::ExtinctionPoint => "Win tricks together against a hidden Infiltrator, build a settlement and bring down the Mothership.",
        }
    }

    /// Smallest and largest table.
    pub fn players(self) -> (usize, usize) {
        match self {
            GameId::ExtracZon => (1, 4),
            GameId::ExtinctionPoint => (2, 4),
        }
    }
}
