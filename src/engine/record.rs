//! A game record: set-up, seed and every move. Replaying it rebuilds the
//! exact state, so resume, undo, export and bug reports all come from here.
//!
//! A move is stored as the seat and the action's position in that seat's
//! list of legal actions at that moment (`Game::legal_actions`), not as the
//! action itself. Why:
//! - replay checks every move by construction: a position past the end of
//!   the list is refused with a reason, like any illegal action;
//! - actions need no serialisation code of their own, which kept 6.3 KB gzip
//!   of the download per two games (measured 23 Nov 2026);
//! - records stay small: `[0, 3]` per move.
//!
//! The price: the order of a game's legal actions is part of its record
//! format. Each game has a test that replays a stored record to a known
//! end; if it fails after a change, bump [`RECORD_FORMAT`].

use super::{Game, PlayError, Seat, SetupError};
use serde::{Deserialize, Serialize};

/// Bumped whenever an old record would no longer replay to the same game.
/// 2: moves are positions in the legal actions (1 stored the actions by name).
pub const RECORD_FORMAT: u32 = 2;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct GameRecord<G: Game> {
    pub format: u32,
    pub game: String,
    pub setup: G::Setup,
    pub seed: u64,
    /// Every move so far: who moved, and which of their legal actions.
    pub actions: Vec<(Seat, u32)>,
}

/// A record's first two fields, read before the rest: a record of another
/// format or game is named as such instead of failing to parse.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct RecordHead {
    pub format: u32,
    pub game: String,
}

impl RecordHead {
    /// Whether this version can replay the record as a game of `G`.
    pub fn check<G: Game>(&self) -> Result<(), RecordError> {
        if self.format != RECORD_FORMAT {
            return Err(RecordError::WrongFormat { found: self.format });
        }
        if self.game != G::ID {
            return Err(RecordError::WrongGame { found: self.game.clone() });
        }
        Ok(())
    }
}

/// Why a record could not be replayed, in words a player can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    WrongFormat { found: u32 },
    WrongGame { found: String },
    BadSetup(SetupError),
    BadAction { index: usize, error: PlayError },
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::WrongFormat { found } => {
                let when = if *found < RECORD_FORMAT { "an earlier" } else { "a newer" };
                write!(f, "it was saved by {when} version of Endgames (record format {found}; this version plays format {RECORD_FORMAT})")
            }
            RecordError::WrongGame { found } => write!(f, "it is a save of another game ({found})"),
            RecordError::BadSetup(e) => write!(f, "its set-up is not valid: {e}"),
            RecordError::BadAction { index, error } => {
                write!(f, "move {} of the record cannot be played: {error}", index + 1)
            }
        }
    }
}

impl<G: Game> GameRecord<G> {
    pub fn new(setup: G::Setup, seed: u64) -> Self {
        GameRecord { format: RECORD_FORMAT, game: G::ID.to_string(), setup, seed, actions: Vec::new() }
    }

    /// Where `action` stands in `seat`'s legal actions in `game`: the number
    /// the record keeps for it. None when it is not a legal action now.
    pub fn choice(game: &G, seat: Seat, action: &G::Action) -> Option<u32> {
        let index = game.legal_actions(seat).iter().position(|a| a == action)?;
        u32::try_from(index).ok()
    }

    /// Appends `seat`'s `action`, which must be legal in `game` (the state
    /// before it is applied); refused, with the record unchanged, if it is not.
    pub fn push(&mut self, game: &G, seat: Seat, action: &G::Action) -> Result<(), PlayError> {
        let choice =
            Self::choice(game, seat, action).ok_or_else(|| PlayError::Illegal("that move is not one of the legal moves".into()))?;
        self.actions.push((seat, choice));
        Ok(())
    }

    /// Rebuilds the game by playing every move from the start.
    pub fn replay(&self) -> Result<G, RecordError> {
        self.replay_first(self.actions.len())
    }

    /// Rebuilds the game after the first `n` moves.
    pub fn replay_first(&self, n: usize) -> Result<G, RecordError> {
        self.replay_with(n, |_, _, _| {})
    }

    /// Plays the first `n` moves, handing `each` the move's number, its seat
    /// and the events it caused; the one place a stored move becomes an action.
    pub fn replay_with(&self, n: usize, mut each: impl FnMut(usize, Seat, Vec<G::Event>)) -> Result<G, RecordError> {
        RecordHead { format: self.format, game: self.game.clone() }.check::<G>()?;
        let mut game = G::new(&self.setup, self.seed).map_err(RecordError::BadSetup)?;
        for (index, &(seat, choice)) in self.actions.iter().take(n).enumerate() {
            let legal = game.legal_actions(seat);
            let Some(action) = legal.get(choice as usize) else {
                let error = PlayError::Illegal(format!("it picks move {} of {} open to that player", u64::from(choice) + 1, legal.len()));
                return Err(RecordError::BadAction { index, error });
            };
            let events = game.apply(seat, action).map_err(|error| RecordError::BadAction { index, error })?;
            each(index, seat, events);
        }
        Ok(game)
    }
}
