//! Extinction: The Game of Ecology (Stephen Hubbell, 1972): two to four
//! species of imaginary animals compete on the hex island of Darwinia. A
//! spinner names each turn's pair of ecological actions (reproduce, migrate,
//! compete/prey, change genes, environmental change, place barrier); six
//! secret gene cards decide how each species breeds, moves, survives and
//! hunts. A species with no cube left is extinct; the game ends with one
//! survivor or at a round limit, scored by individuals on cubes showing 1-4.
//!
//! Rules source: /work/shared/seeds/extinction.txt (the rulebook text) and
//! the public facts in its NOTES.md. The island, the gene decks and the
//! Environmental Change deck are designed here as data tables ([`map`],
//! [`cards`]); every rule reading is listed in docs/games/extinction.md.
//!
//! Implementation notes: big choices are small steps (pick a hex then its
//! number; lift a group, size it, step it hex by hex, settle; take one hex
//! per capture), and the running budget (individuals left to place,
//! mobility left) is in the phase, so the view shows it and undo works
//! until a spin, a drawn card, an announcement or a gene change reveals
//! something. Layout: [`state`] the types, [`rules`] the game,
//! [`seat_view`] what a viewer sees and the bots' sampling, [`bot`] the
//! heuristics, [`log`] plain-words event text.

pub mod action;
mod audit;
pub mod bot;
pub mod cards;
mod chapters;
pub mod event;
pub mod figures;
pub mod log;
pub mod map;
mod outlook;
pub mod prompt;
pub mod rules;
pub mod seat_view;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
pub mod words;

pub use action::Action;
pub use event::{Event, Skip};
pub use seat_view::View;
pub use state::{Cell, DiedOut, Extinction, Group, Knowers, Known, Phase, Setup, Table, DEFAULT_ROUNDS, MAX_ROUNDS};

/// The registry's entry for Extinction (see `games::registry`).
pub const INFO: crate::games::GameInfo = crate::games::GameInfo {
    slug: <Extinction as crate::engine::Game>::ID,
    name: "Extinction: The Game of Ecology",
    pitch: "Breed, wander, compete and hunt on the hex island of Darwinia while the spinner and the seasons decide which species dies out.",
    players: (2, 4),
    stylesheet: "extinction.css",
    bench: "extinction",
    bot_levels: <Extinction as crate::engine::bot::BotHooks>::LEVELS,
};
