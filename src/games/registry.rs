//! What the platform knows about each game, and the macros that turn the one
//! list of games (`for_each_game!` in `games/mod.rs`) into `GameId`, its
//! `ALL` list and every per-game `match` (`with_game!`).
//!
//! The list's lines read `"<feature>" => <folder>::<Type>`: the cargo feature
//! that builds the game (its slug, so `--features extraczon`), the folder under
//! `src/games/`, and the type that implements the game (which also names its
//! `GameId` variant). A build without a game's feature has no variant for it,
//! so the home page lists only the games this build holds, and a save of any
//! other game is "a game this version does not have" (`GameId::from_slug`).

/// One game's entry: what the shell shows and what the tooling builds for it.
/// Each game's `mod.rs` holds its own as `pub const INFO: GameInfo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The id in saves, routes and file names; also the game's cargo feature.
    pub slug: &'static str,
    /// The name as printed on its box.
    pub name: &'static str,
    /// One line that says what playing it is like.
    pub pitch: &'static str,
    /// Smallest and largest table.
    pub players: (usize, usize),
    /// Its stylesheet in `static/`, linked from index.html.
    pub stylesheet: &'static str,
    /// Its native benchmark, `benches/<bench>.rs` (a `[[bench]]` in Cargo.toml).
    pub bench: &'static str,
    /// The bot levels the new-game screen offers: the game's
    /// [`crate::engine::bot::BotHooks::LEVELS`].
    pub bot_levels: &'static [crate::engine::bot::BotLevel],
}

/// Declares every listed game's module and the `GameId` enum with one variant
/// per game, each behind the game's feature. Used once, in `games/mod.rs`.
macro_rules! declare_games {
    (() $($feature:literal => $folder:ident::$Game:ident (rules: $rules:ident),)*) => {
        $(
            #[cfg(feature = $feature)]
            pub mod $folder;
        )*

        /// Every game this build holds. The home page shows exactly these.
        /// Stored by its slug, through `slug` and `from_slug` (not a derived
        /// visitor: see `engine::names` for why).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(into = "&'static str", try_from = "String")]
        pub enum GameId {
            $(
                #[cfg(feature = $feature)]
                $Game,
            )*
        }

        impl GameId {
            /// The games in the order the home page lists them.
            pub const ALL: [GameId; 0 $(+ cfg!(feature = $feature) as usize)*] = [
                $(
                    #[cfg(feature = $feature)]
                    GameId::$Game,
                )*
            ];

            /// The game's registry entry.
            pub fn info(self) -> &'static $crate::games::GameInfo {
                match self {
                    $(
                        #[cfg(feature = $feature)]
                        GameId::$Game => &$folder::INFO,
                    )*
                }
            }
        }
    };
}
pub(crate) use declare_games;

/// `with_game!(id, G => body)` runs `body` with `G` standing for the type of
/// the game `id` names: one `match` arm per game this build holds. It is how
/// the shell reaches a game's screens and rules without naming any game.
/// Its users are the shell (wasm only) and the test below.
#[cfg(any(test, target_arch = "wasm32"))]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        $crate::games::for_each_game!(crate::games::registry::with_game_arms!($id, $G => $body))
    };
}
#[cfg(target_arch = "wasm32")]
pub(crate) use with_game;

/// The `match` behind `with_game!`, given the list of games.
#[cfg(any(test, target_arch = "wasm32"))]
macro_rules! with_game_arms {
    (($id:expr, $G:ident => $body:expr) $($feature:literal => $folder:ident::$Game:ident (rules: $rules:ident),)*) => {
        match $id {
            $(
                #[cfg(feature = $feature)]
                $crate::games::GameId::$Game => {
                    type $G = $crate::games::$folder::$Game;
                    $body
                }
            )*
        }
    };
}
#[cfg(any(test, target_arch = "wasm32"))]
pub(crate) use with_game_arms;

#[cfg(test)]
mod tests {
    use crate::engine::Game;
    use crate::games::GameId;

    #[test]
    fn with_game_gives_each_id_its_own_game_type() {
        for game in GameId::ALL {
            assert_eq!(with_game!(game, G => G::ID), game.slug());
        }
    }
}
