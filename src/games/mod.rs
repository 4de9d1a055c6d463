//! The games Endgames hosts, and the id that names each one in saves and links.

pub mod extraczon;

use serde::{Deserialize, Serialize};

/// Every playable game. Unbuilt games are not listed: the home page shows
/// exactly these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameId {
    #[serde(rename = "extraczon")]
    ExtracZon,
}

impl GameId {
    pub const ALL: [GameId; 1] = [GameId::ExtracZon];

    /// The id used in saves and routes.
    pub fn slug(self) -> &'static str {
        match self {
            GameId::ExtracZon => "extraczon",
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
        }
    }

    /// One line that says what playing it is like.
    pub fn pitch(self) -> &'static str {
        match self {
            GameId::ExtracZon => "Race across a zombie-struck city, raid 24 sites and roll against the dead.",
        }
    }

    /// Smallest and largest table.
    pub fn players(self) -> (usize, usize) {
        match self {
            GameId::ExtracZon => (1, 4),
        }
    }
}
