//! The End Is Nigh (Mystic Ape Games): hidden allegiances for 2-6 players.
//! Six refugees wait around a doomsday clock, each with two face-down
//! traits; on each of twelve turns a player questions one refugee (looks at
//! a trait), claims "cultist" or "not a cultist", and places the hour's
//! exile marker. At 6:00 and 12:00 the most-marked refugee is turned away.
//! Civilians win if no Cultist got into the bunker; fanatics, who may lie,
//! win if one did.
//!
//! Rulebook: /work/shared/seeds/the-end-is-nigh.txt (public facts beyond it
//! in NOTES.md there). Every refugee, trait and identity text is designed
//! here in our words; docs/games/the-end-is-nigh.md lists each with why.
//!
//! Implementation notes:
//! - Secrets are allegiances, identities and what each seat saw. A look is
//!   a public [`state::Sighting`] (who looked where; swaps move it with its
//!   card) whose content only its looker's view holds, so each seat's
//!   notebook is part of its view and nothing else; at the end every look
//!   at a card still in the bunker is turned up, which lets the end screen
//!   tell the story from the table's view (claims beside what was seen,
//!   lies, votes, removals). A removed refugee's cards never are: a look
//!   at one reads "removed, never revealed" to the table.
//! - Only two claims exist (`Action::Claim { cultist }`). A trait that binds
//!   the claim or vote narrows the legal actions of the one who saw it and
//!   nothing else: no event says an effect applied.
//! - Priority identity > refugee > trait is enforced where they meet
//!   (`rules/question.rs`, `rules/vote.rs`).
//! - A look, a claim and a learned allegiance `reveal()`, so undo never
//!   lets a seat un-see a trait or take back a claim.
//!
//! Layout: [`cards`] the components as const data, [`state`] the types,
//! [`rules`] the game, [`seat_view`] what a viewer sees, `sampler` the
//! way back (the bots' `determinize`, from the skeleton `sample` lays
//! out), `audit` the invariants, `hidden`
//! the re-dealing of what a viewer cannot see, [`bot`] beliefs and
//! heuristics; [`log`] and [`prompt`] the plain words (the game's
//! `Narrated`), from the names in [`words`].

pub mod action;
mod audit;
pub mod bot;
pub mod cards;
mod chapters;
pub mod claims;
pub mod event;
pub mod figures;
mod hidden;
pub mod log;
pub mod prompt;
pub mod rules;
mod sample;
mod sampler;
pub mod seat_view;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
pub mod words;

pub use action::{Action, Power};
pub use event::Event;
pub use seat_view::{LookView, PlaceView, View};
pub use state::{Entry, Nigh, Phase, Place, Pos, Setup};

pub const INFO: crate::games::GameInfo = crate::games::GameInfo {
    slug: <Nigh as crate::engine::Game>::ID,
    name: "The End Is Nigh",
    pitch: "Question the refugees at the bunker's door, say who is a cultist (truly or not) and vote them out before midnight.",
    players: (2, 6),
    stylesheet: "the-end-is-nigh.css",
    bench: "the_end_is_nigh",
    bot_levels: <Nigh as crate::engine::bot::BotHooks>::LEVELS,
};
