//! ExtracZon (Dustin S. Reynolds; rulebook version 6.9): race across a
//! zombie-struck city, raid 24 ExtracZon Sites, secure Survivors and contain
//! Zombies, then face the Apex Zombie together.
//!
//! Rules source: the rulebook text in the project's seeds. The board map and
//! the split of the Tactical cards are designed here (the rulebook does not
//! print them); every reading of a rule the rulebook leaves open is listed in
//! docs/games/extraczon.md.
//!
//! Layout: [`board`] and [`cards`] are the components as const data,
//! [`state`] the types, [`rules`] the game itself, [`bot`] its heuristics,
//! [`seat_view`] what a viewer sees, [`log`] and [`prompt`] the words
//! players read (`engine::Narrated`).

pub mod action;
mod audit;
pub mod board;
pub mod bot;
pub mod cards;
mod chapters;
pub mod event;
pub mod figures;
pub mod log;
pub mod prompt;
pub mod rules;
pub mod scenario;
pub mod seat_view;
pub mod site_marks;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;

pub use action::Action;
pub use event::Event;
pub use state::{ExtracZon, Mode, OrderPurpose, Phase, Place, Roll, Route, Setup, SiteStatus, Stage, Step, Table, Target, View};

/// ExtracZon's entry in the game registry (`games::registry`).
pub const INFO: crate::games::GameInfo = crate::games::GameInfo {
    slug: <ExtracZon as crate::engine::Game>::ID,
    name: "ExtracZon",
    pitch: "Race across a zombie-struck city, raid 24 sites and roll against the dead.",
    players: (1, 4),
    stylesheet: "extraczon.css",
    bench: "extraczon",
    bot_levels: <ExtracZon as crate::engine::bot::BotHooks>::LEVELS,
};
