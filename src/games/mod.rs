//! The games Endgames hosts, and the id that names each one in saves and links.

pub mod extinction_point;
pub mod extraczon;
pub mod extrication;

use serde::{Deserialize, Serialize};

/// Every playable game. Unbuilt games are not listed: the home page shows
/// exactly these.
/// Stored by its slug, through `slug` and `from_slug` (not a derived visitor:
/// see `engine::names` for why).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum GameId {
    ExtracZon,
    ExtinctionPoint,
}

impl From<GameId> for &'static str {
    fn from(game: GameId) -> &'static str {
        game.slug()
    }
}

impl TryFrom<String> for GameId {
    type Error = String;
    fn try_from(slug: String) -> Result<Self, String> {
        GameId::from_slug(&slug).ok_or_else(|| format!("no game is called “{slug}”"))
    }
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
            GameId::ExtinctionPoint => {
                "Win tricks together against a hidden Infiltrator, build a settlement and bring down the Mothership."
            }
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
