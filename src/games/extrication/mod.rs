//! Extrication (Gleeson Games): 2-4 organisations launch the last ships off
//! a dying Earth. Workers walk a one-way action track of ships, taking one
//! thing where they stop (a ship for a Launch Pad, Citizen Cohorts, Organic
//! or Fuel cubes, or a Science token whose tableau reach lets them take from
//! behind or ahead); ships launch with their fuel and at least one Cohort;
//! Organic cubes support the Cohorts saved, and full sets of the five
//! sciences score.
//!
//! Rules source: /work/shared/seeds/extrication.txt (the rulebook prints no
//! numbers). Every component is designed here as const data in
//! [`components`]; every reading of a rule the rulebook leaves open is in
//! docs/games/extrication.md and in the `//!` header of the rules file that
//! plays it. Notes:
//! - A turn is small steps (move or leave; then one take at a time; then
//!   launch or end), so a person taps once per step and a bot searches.
//! - Nothing is hidden between players: the view holds the whole table; the
//!   face-down piles and the bag appear only as their sorted contents, and
//!   `determinize` reshuffles them (Final Scramble kept at its known depth).
//! - Every ship, tile and cube has an id, so the audit proves each is in
//!   exactly one place.
//!
//! Layout: [`components`] the data, [`state`] the types, [`rules`] the game,
//! [`seat_view`] what a viewer sees and `determinize`, `audit` the
//! invariants, [`bot`] the heuristics, [`words`] the names of things,
//! [`log`] each event as a log line and [`prompt`] what the acting seat may
//! do (the game's `engine::Narrated`, pure and tested natively), and
//! [`scenario`] helpers that lay out test positions.

pub mod action;
mod audit;
pub mod bot;
mod chapters;
pub mod components;
pub mod event;
pub mod figures;
pub mod log;
pub mod prompt;
pub mod rules;
pub mod scenario;
pub mod seat_view;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
pub mod words;

pub use action::Action;
pub use components::{Development, Pad, Resource, Science, Size};
pub use event::Event;
pub use seat_view::View;
pub use state::{Docked, Extrication, Location, Player, Setup, Stage, Table, Turn, Worker};

/// The registry's entry for Extrication (see `games::registry`).
pub const INFO: crate::games::GameInfo = crate::games::GameInfo {
    slug: <Extrication as crate::engine::Game>::ID,
    name: "Extrication",
    pitch: "Walk the launch track, fill your ships with people, food and fuel, and launch them before Earth is lost.",
    players: (2, 4),
    stylesheet: "extrication.css",
    bench: "extrication",
    bot_levels: <Extrication as crate::engine::bot::BotHooks>::LEVELS,
};
