//! Endgames: five end-of-the-world board games in the browser.
//!
//! - [`engine`]: the contract every game meets, records, undo, bots (pure Rust).
//! - [`games`]: one folder per game; rules are pure Rust, views are yew.
//! - [`saves`] and [`json`]: the saved-game file and the JSON it is stored as (pure Rust).
//! - `ui`: the app shell (home, new game, play, saves), built for wasm only.

pub mod engine;
pub mod games;
pub mod json;
pub mod saves;

#[cfg(target_arch = "wasm32")]
pub mod ui;
