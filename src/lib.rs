//! Endgames: five end-of-the-world board games in the browser.
//!
//! - [`engine`]: the contract every game meets, records, undo, bots (pure Rust).
//! - [`games`]: one folder per game; rules are pure Rust, views are yew.
//! - [`history`]: one line per finished game, kept apart from the saves (pure Rust).
//! - [`saves`]: the saved-game file and its validation (pure Rust; JSON by serde_json).
//! - [`share`]: a finished game in a link (compressed save, no server; pure Rust).
//! - [`kit`]: what a game's view is written with (GameUi, drawn pieces, the button).
//! - [`table`]: the shell's pure half: a game in progress, seating and the curtain.
//! - `ui`: the app shell (home, new game, play, saves), built for wasm only.

pub mod engine;
pub mod games;
pub mod history;
pub mod kit;
pub mod saves;
pub mod share;
pub mod table;

#[cfg(target_arch = "wasm32")]
pub mod ui;
