//! A game record: set-up, seed and every action. Replaying it rebuilds the
//! exact state, so resume, undo, export and bug reports all come from here.

use super::{Game, PlayError, Seat, SetupError};
use serde::{Deserialize, Serialize};

/// Bumped whenever an old record would no longer replay to the same game.
pub const RECORD_FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct GameRecord<G: Game> {
    pub format: u32,
    pub game: String,
    pub setup: G::Setup,
    pub seed: u64,
    pub actions: Vec<(Seat, G::Action)>,
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
            RecordError::WrongFormat { found } => write!(
                f,
                "it was saved in format {found}, and this version of Endgames reads format {RECORD_FORMAT}"
            ),
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

    /// Rebuilds the game by playing every action from the start.
    pub fn replay(&self) -> Result<G, RecordError> {
        self.replay_first(self.actions.len())
    }

    /// Rebuilds the game after the first `n` actions.
    pub fn replay_first(&self, n: usize) -> Result<G, RecordError> {
        if self.format != RECORD_FORMAT {
            return Err(RecordError::WrongFormat { found: self.format });
        }
        if self.game != G::ID {
            return Err(RecordError::WrongGame { found: self.game.clone() });
        }
        let mut game = G::new(&self.setup, self.seed).map_err(RecordError::BadSetup)?;
        for (index, (seat, action)) in self.actions.iter().take(n).enumerate() {
            game.apply(*seat, action).map_err(|error| RecordError::BadAction { index, error })?;
        }
        Ok(game)
    }
}
