//! The one contract every game meets.
//!
//! A game is a value implementing [`Game`]. The UI, the bots, the tests and
//! replay all drive it through the same few calls: [`Game::new`] to set up,
//! [`Game::to_act`] to learn who moves, [`Game::legal_actions`] to list moves,
//! [`Game::apply`] to play one (an illegal one is refused and changes nothing),
//! and [`Game::view`] to see the game as one seat may see it.
//!
//! Nothing here knows about yew or the browser: this module compiles and is
//! tested natively.

pub mod audit;
pub mod bot;
pub mod chapters;
pub mod names;
pub mod outcome;
pub mod record;
pub mod rng;
pub mod seat;
pub mod sort;
pub mod undo;
pub mod words;

use serde::{de::DeserializeOwned, Serialize};
use std::fmt::Debug;

pub use audit::{Audited, Stock};
pub use outcome::{Line, Outcome, OutcomeKind, Part};
pub use record::{GameRecord, RecordError, RECORD_FORMAT};
pub use rng::GameRng;
pub use seat::{PerSeat, Seat, Viewer};
pub use words::Narrated;

/// Who acts next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToAct {
    /// One seat must act.
    One(Seat),
    /// Several seats must each act (a vote, a simultaneous choice), in any order.
    Many(Vec<Seat>),
    /// The game is over.
    Over(Outcome),
}

impl ToAct {
    /// The seats that may act now (empty when the game is over).
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            ToAct::One(s) => vec![*s],
            ToAct::Many(v) => v.clone(),
            ToAct::Over(_) => Vec::new(),
        }
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        match self {
            ToAct::Over(o) => Some(o),
            _ => None,
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self, ToAct::Over(_))
    }
}

/// Why an action was refused. The state is unchanged whenever this is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has ended.
    GameOver,
    /// This seat may not act now.
    NotYourTurn { seat: Seat },
    /// The action is not one of the legal actions; the text says why in plain words.
    Illegal(String),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::GameOver => write!(f, "the game is over"),
            // Widened first: a damaged record can name seat 255.
            PlayError::NotYourTurn { seat } => write!(f, "it is not seat {}'s turn", u16::from(seat.0) + 1),
            PlayError::Illegal(why) => write!(f, "{why}"),
        }
    }
}

/// Why a set-up was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What one action did, for the log and for the undo rule.
pub trait GameEvent: Clone + Debug + Serialize + DeserializeOwned + PartialEq {
    /// True when this event showed something random or hidden (a die, a card
    /// drawn from a face-down pile). Undo never goes back past such an event.
    fn reveals(&self) -> bool;
}

/// The contract. `Self` is the whole state of one game in progress, RNG included.
pub trait Game: Clone + Debug + PartialEq + Sized + 'static {
    /// Stable id used in saves and routes, e.g. "extraczon".
    const ID: &'static str;
    /// This game's rules version, kept in every record. Raise it with any
    /// change that would make a stored record play out differently (a rule,
    /// a card, the deal, what an action means); `tests/records.rs` fails
    /// until it is raised. Records of an earlier version are refused by name.
    const RULES_VERSION: u32;
    /// Seats and options, as chosen on the new-game screen. May be invalid:
    /// [`Game::new`] validates it.
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One move. Variants carry named fields and a one-line doc each. Records
    /// store moves as actions, so an exported game reads as what was played.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What happened, in order.
    type Event: GameEvent;
    /// What one viewer may see. Holds nothing hidden from that viewer.
    type View: Clone + Debug + PartialEq + Serialize;

    /// Builds a game from an untrusted set-up and a seed, or says what is wrong.
    fn new(setup: &Self::Setup, seed: u64) -> Result<Self, SetupError>;
    /// The game as [`Game::new`] builds it, with the events of its set-up
    /// that the log tells before the first move (Extinction Point's first
    /// deal, a solo ExtracZon's first turn). A set-up that tells nothing
    /// keeps the default.
    fn new_with_opening(setup: &Self::Setup, seed: u64) -> Result<(Self, Vec<Self::Event>), SetupError> {
        Ok((Self::new(setup, seed)?, Vec::new()))
    }
    /// Number of seats in play.
    fn seat_count(&self) -> usize;
    /// Who acts next, or the outcome.
    fn to_act(&self) -> ToAct;
    /// Every legal action of `seat` now; empty when `seat` may not act.
    /// The order is deterministic (built from ordered data: vectors, arrays,
    /// sorted lists; never from a HashMap's iteration), because bots pick
    /// from it by index with a seeded RNG and tests replay their choices.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// Plays `action` for `seat`. On `Err` the state is exactly as before.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, PlayError>;
    /// The game as `viewer` may see it.
    fn view(&self, viewer: Viewer) -> Self::View;
    /// The event as `viewer` may see it, or `None` if it is hidden from them.
    /// Games with no hidden information keep the default.
    fn redact_event(event: &Self::Event, _viewer: Viewer) -> Option<Self::Event> {
        Some(event.clone())
    }
    /// A full state consistent with `view`: hidden parts (face-down piles,
    /// other hands) are sampled from what the view leaves possible, and the RNG
    /// is fresh, so a bot searching from it cannot see the future.
    fn determinize(view: &Self::View, rng: &mut GameRng) -> Self;
    /// A rough progress figure for the saved-games list, 0.0 to 1.0.
    fn progress(&self) -> f32;
}

/// Checks `seat` may act now; shared by every game's `apply`.
pub fn check_turn(to_act: &ToAct, seat: Seat) -> Result<(), PlayError> {
    match to_act {
        ToAct::Over(_) => Err(PlayError::GameOver),
        ToAct::One(s) if *s == seat => Ok(()),
        ToAct::Many(v) if v.contains(&seat) => Ok(()),
        _ => Err(PlayError::NotYourTurn { seat }),
    }
}

/// The checks every `apply` starts with: `seat` may act now and `action` is
/// one of its legal actions; otherwise the refusal, with `why` giving the
/// game's reason in plain words (called only when the action is refused).
pub fn check_legal<G: Game>(game: &G, seat: Seat, action: &G::Action, why: impl FnOnce() -> String) -> Result<(), PlayError> {
    check_turn(&game.to_act(), seat)?;
    if game.legal_actions(seat).contains(action) {
        Ok(())
    } else {
        Err(PlayError::Illegal(why()))
    }
}
