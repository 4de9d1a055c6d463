//! A game record: set-up, seed and every move. Replaying it rebuilds the
//! exact state, so resume, undo, export and bug reports all come from here.
//!
//! A move is stored as the seat and the action itself, written by serde
//! (`[1, {"Move": {"to": [3, 4]}}]`), so an exported file or a bug report
//! reads as the game it was. Each game has its own rules version
//! ([`Game::RULES_VERSION`]) in its records: a rules change that would make
//! an old record play out differently raises it, and a record of an earlier
//! version is refused by name instead of being replayed into another game.
//! A move that is no longer legal stops the replay at that move, with the
//! reason; nothing ever skips or substitutes a move.

use super::{Game, PlayError, Seat, SetupError};
use serde::{Deserialize, Serialize};

/// The record's own shape, shared by every game. Bumped only when the
/// fields below change; a game's rules have their own version.
/// 3: moves stored as actions, with the game's rules version (2 stored each
/// move as its place in the legal actions, under one version for all games).
pub const RECORD_FORMAT: u32 = 3;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct GameRecord<G: Game> {
    pub format: u32,
    pub game: String,
    /// The game's [`Game::RULES_VERSION`] when the record was started.
    pub rules: u32,
    pub setup: G::Setup,
    pub seed: u64,
    /// Every move so far: who moved, and what they did.
    pub actions: Vec<(Seat, G::Action)>,
}

/// A record's first fields, read before the rest: a record of another
/// format, game or rules version is named as such instead of failing to parse.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct RecordHead {
    pub format: u32,
    pub game: String,
    /// Absent in records of format 2, which predate rules versions.
    #[serde(default)]
    pub rules: u32,
}

impl RecordHead {
    /// Whether this version can replay the record as a game of `G`.
    pub fn check<G: Game>(&self) -> Result<(), RecordError> {
        if self.game != G::ID {
            return Err(RecordError::WrongGame { found: self.game.clone() });
        }
        if self.format < RECORD_FORMAT || (self.format == RECORD_FORMAT && self.rules < G::RULES_VERSION) {
            return Err(RecordError::EarlierRules { found: self.rules, current: G::RULES_VERSION });
        }
        if self.format > RECORD_FORMAT || self.rules > G::RULES_VERSION {
            return Err(RecordError::LaterRules { found: self.rules, current: G::RULES_VERSION });
        }
        Ok(())
    }
}

/// Why a record could not be replayed, in words a player can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Made under an earlier version of the game's rules (or before records
    /// carried one): replaying it could turn it into a different game.
    EarlierRules {
        found: u32,
        current: u32,
    },
    /// Made by a newer version of the app than this one.
    LaterRules {
        found: u32,
        current: u32,
    },
    WrongGame {
        found: String,
    },
    BadSetup(SetupError),
    /// Move `index` (from 0) is not legal when replayed; the replay stops there.
    BadAction {
        index: usize,
        error: PlayError,
    },
}

impl RecordError {
    /// True when the record is intact but belongs to another version of the
    /// rules: it can be exported, not continued.
    pub fn is_other_version(&self) -> bool {
        matches!(self, RecordError::EarlierRules { .. } | RecordError::LaterRules { .. })
    }
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::EarlierRules { found, current } => write!(
                f,
                "it was made with an earlier version of the game's rules (version {found}; this app plays version {current}); it can be exported but not continued"
            ),
            RecordError::LaterRules { found, current } => write!(
                f,
                "it was made with a newer version of the game's rules (version {found}; this app plays version {current}); it can be exported but not continued here"
            ),
            RecordError::WrongGame { found } => write!(f, "it is a save of another game ({})", super::words::quote_input(found)),
            RecordError::BadSetup(e) => write!(f, "its set-up is not valid: {e}"),
            RecordError::BadAction { index, error } => {
                write!(f, "move {} of the record cannot be played ({error}), so the game stops before it", index + 1)
            }
        }
    }
}

impl<G: Game> GameRecord<G> {
    pub fn new(setup: G::Setup, seed: u64) -> Self {
        GameRecord { format: RECORD_FORMAT, game: G::ID.to_string(), rules: G::RULES_VERSION, setup, seed, actions: Vec::new() }
    }

    /// Appends `seat`'s `action`, which must be legal in `game` (the state
    /// before it is applied); refused, with the record unchanged, if it is not.
    pub fn push(&mut self, game: &G, seat: Seat, action: &G::Action) -> Result<(), PlayError> {
        if !game.legal_actions(seat).contains(action) {
            return Err(PlayError::Illegal("that move is not one of the legal moves".into()));
        }
        self.actions.push((seat, action.clone()));
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
    /// and the events it caused. Every stored move is checked against the
    /// legal actions of its moment, so a record cannot play a move the rules
    /// would refuse.
    pub fn replay_with(&self, n: usize, mut each: impl FnMut(usize, Seat, Vec<G::Event>)) -> Result<G, RecordError> {
        self.replay_seeing(n, |index, seat, _, events| each(index, seat, events))
    }

    /// As [`GameRecord::replay_with`], also handing `each` the game as it
    /// stands after the action (a review keeps every position).
    pub fn replay_seeing(&self, n: usize, each: impl FnMut(usize, Seat, &G, Vec<G::Event>)) -> Result<G, RecordError> {
        self.replay_from_opening(n, each).map(|(game, _)| game)
    }

    /// As [`GameRecord::replay_seeing`], also returning the set-up's own
    /// events, which come before any move ([`Game::new_with_opening`]).
    pub fn replay_from_opening(
        &self,
        n: usize,
        mut each: impl FnMut(usize, Seat, &G, Vec<G::Event>),
    ) -> Result<(G, Vec<G::Event>), RecordError> {
        RecordHead { format: self.format, game: self.game.clone(), rules: self.rules }.check::<G>()?;
        let (mut game, opening) = G::new_with_opening(&self.setup, self.seed).map_err(RecordError::BadSetup)?;
        for (index, (seat, action)) in self.actions.iter().take(n).enumerate() {
            if !game.legal_actions(*seat).contains(action) {
                let error =
                    game.clone().apply(*seat, action).err().unwrap_or_else(|| PlayError::Illegal("it is not a legal move there".into()));
                return Err(RecordError::BadAction { index, error });
            }
            let events = game.apply(*seat, action).map_err(|error| RecordError::BadAction { index, error })?;
            each(index, *seat, &game, events);
        }
        Ok((game, opening))
    }
}
