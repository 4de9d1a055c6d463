//! Extinction Point (Rob Mallon, Matt Shirk): a cooperative trick-taking game
//! for 2-4 players against an automated Infiltrator deck. Winning tricks
//! builds a settlement of BUILDINGs manned with PEOPLE and WEAPONs; losing one
//! lets the Mothership attack. The game ends when VICTORY or DEFEAT shows.
//!
//! Rules source: the rulebook text in the project's seeds. The card texts
//! (Player 1-4 specials, BUILDING powers, Bunker, Mothership and Sabotage
//! cards) are designed here; every rule reading is listed in
//! docs/games/extinction-point.md.
//!
//! Layout: [`cards`] the components as const data, [`state`] the types,
//! [`rules`] the game itself, [`seat_view`] what a viewer sees, [`bot`] its
//! heuristics, [`log`] and [`prompt`] the words players read
//! (`engine::Narrated`), [`revealed`] the face-down piles a review lists,
//! [`scenario`] test hooks.

pub mod action;
mod audit;
pub mod bot;
pub mod cards;
mod chapters;
pub mod event;
pub mod figures;
pub mod log;
pub mod prompt;
pub mod revealed;
pub mod rules;
pub mod scenario;
pub mod seat_view;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
pub mod words;

pub use action::Action;
pub use event::{Attacker, Event, Pile};
pub use seat_view::{Hidden, View};
pub use state::{Building, Difficulty, ExtinctionPoint, Phase, Setup, Signal, Spot, Stats, Table, Trick};

/// Extinction Point's entry in the game registry (`games::registry`).
pub const INFO: crate::games::GameInfo = crate::games::GameInfo {
    slug: <ExtinctionPoint as crate::engine::Game>::ID,
    name: "Extinction Point",
    pitch: "Win tricks together against a hidden Infiltrator, build a settlement and bring down the Mothership.",
    players: (2, 4),
    stylesheet: "extinction-point.css",
    bench: "extinction_point",
    bot_levels: <ExtinctionPoint as crate::engine::bot::BotHooks>::LEVELS,
};
