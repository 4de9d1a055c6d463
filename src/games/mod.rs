//! The games Endgames hosts, and the id that names each one in saves and links.
//!
//! Adding a game: its folder under `src/games/` (with `pub const INFO:
//! GameInfo` in its `mod.rs`), one line in `for_each_game!` below, and the
//! lines `tests/registry.rs` asks for (its cargo feature, stylesheet link and
//! benchmark), as docs/platform.md's "Adding a game" says.

pub mod registry;

#[cfg(target_arch = "wasm32")]
pub(crate) use registry::with_game;
pub use registry::GameInfo;

/// The one list of games, in the order the home page shows them. Each line:
/// the game's cargo feature (its slug), its folder, its type, and the name
/// of the chunk its rules text comes in, `<folder>_rules` (`ui::game_code`:
/// `macro_rules!` cannot make that name from the folder's, so it is written
/// here, and tests/registry.rs checks it). `$then!` gets `$args` and then
/// the list; see `registry` for what is made from it. scripts/games.mjs
/// reads these lines too, so keep one game per line.
macro_rules! for_each_game {
    ($($then:ident)::+ ! $args:tt) => {
        $($then)::+! { $args
            "extraczon" => extraczon::ExtracZon (rules: extraczon_rules),
            "extinction-point" => extinction_point::ExtinctionPoint (rules: extinction_point_rules),
            "the-end-is-nigh" => the_end_is_nigh::Nigh (rules: the_end_is_nigh_rules),
            "extrication" => extrication::Extrication (rules: extrication_rules),
            "extinction" => extinction::Extinction (rules: extinction_rules),
        }
    };
}
#[cfg(any(test, target_arch = "wasm32"))]
pub(crate) use for_each_game; // for with_game!, which names it by path

for_each_game!(registry::declare_games!());

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
    /// The id used in saves and routes.
    pub fn slug(self) -> &'static str {
        self.info().slug
    }

    /// The game this build holds under that slug, if any.
    pub fn from_slug(slug: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.slug() == slug)
    }

    /// The game's name as printed on its box.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// One line that says what playing it is like.
    pub fn pitch(self) -> &'static str {
        self.info().pitch
    }

    /// Smallest and largest table.
    pub fn players(self) -> (usize, usize) {
        self.info().players
    }

    pub fn bot_levels(self) -> &'static [crate::engine::bot::BotLevel] {
        self.info().bot_levels
    }
}
