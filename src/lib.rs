//! Endgames: five end-of-the-world board games in the browser.
//!
//! - [`engine`]: the contract every game meets, records, undo, bots (pure Rust).
//! - [`games`]: one folder per game; rules are pure Rust, views are yew.
//! - `ui`: the app shell (home, new game, play, saves), built for wasm only.

pub mod engine;
pub mod games;
pub mod saves;

#[cfg(target_arch = "wasm32")]
pub mod ui;
