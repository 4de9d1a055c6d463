//! A picture for a rules page: a position of the game, reached by legal
//! moves from a seeded set-up, drawn by the game's own board
//! ([`super::figure_view`]), with a caption and numbered labels that point
//! at what the text describes. Pure Rust, so a native test builds every
//! figure's position (`tests/rules_figures.rs`): a rules change that makes
//! a figure's moves illegal fails there, not on the page.

use crate::engine::{Game, Seat, ToAct, Viewer};

/// One numbered label: the thing on the board it points at, and its words.
pub struct Label {
    /// A CSS selector the board already draws (a class, a `data-testid`).
    pub at: &'static str,
    pub text: &'static str,
}

/// One figure of a game's rules page.
pub struct Figure<G: Game> {
    /// Read first by everyone (a screen reader too): what the picture shows.
    pub caption: &'static str,
    /// Two to four, in the order the badges are numbered.
    pub labels: &'static [Label],
    /// Whose eyes the board is seen through: a seat in a game with hands,
    /// so the picture shows a hand (never another seat's secrets).
    pub viewer: Viewer,
    /// Whether the board shows the viewer's legal moves (Go buttons,
    /// outlined targets), as on their turn; they are drawn, never playable.
    pub moves: bool,
    /// The width in CSS pixels the board is laid out at before it is
    /// scaled down to a tablet's page. A phone's page is far narrower and
    /// the boards' own phone layouts (chosen by the screen's width) are
    /// made for it, so there the board is laid out at the page's width.
    pub width: u16,
    /// The height of the board's box, for a board that fills the box it is
    /// given (as the play screen's board area); `None` for one as tall as
    /// what it draws.
    pub height: Option<u16>,
    /// The position.
    pub build: fn() -> Result<Position<G>, String>,
}

/// A figure's position: the game and the events of its last move (a die
/// just rolled, a card just played), as the play screen would hold them.
pub struct Position<G: Game> {
    pub game: G,
    pub recent: Vec<G::Event>,
}

/// Reaches a position by legal moves, one at a time. Each step plays, for
/// the seat to act (the first of them when several may), the first of its
/// legal actions that a test accepts, so a figure names its moves by what
/// they are, not by their index.
pub struct Play<G: Game> {
    game: G,
    recent: Vec<G::Event>,
}

/// How many moves [`Play::until`] makes at most before giving up.
const MOST_MOVES: usize = 2_000;

impl<G: Game> Play<G> {
    pub fn new(setup: &G::Setup, seed: u64) -> Result<Self, String> {
        let game = G::new(setup, seed).map_err(|e| e.to_string())?;
        Ok(Play { game, recent: Vec::new() })
    }

    /// The seat to act now, if any.
    pub fn mover(&self) -> Option<Seat> {
        match self.game.to_act() {
            ToAct::One(s) => Some(s),
            ToAct::Many(v) => v.first().copied(),
            ToAct::Over(_) => None,
        }
    }

    /// The seat to act plays its first legal action that `pick` accepts.
    pub fn take(mut self, what: &str, pick: impl Fn(&G::Action) -> bool) -> Result<Self, String> {
        let seat = self.mover().ok_or_else(|| format!("nobody may act for {what}"))?;
        let action = self.game.legal_actions(seat).into_iter().find(|a| pick(a)).ok_or_else(|| format!("{what} is not legal"))?;
        let events = self.game.apply(seat, &action).map_err(|e| format!("{what}: {e}"))?;
        self.played(events);
        Ok(self)
    }

    /// The seat to act plays its first legal action after which `done` holds
    /// (tried on a copy of the game).
    pub fn take_toward(mut self, what: &str, done: impl Fn(&G) -> bool) -> Result<Self, String> {
        let seat = self.mover().ok_or_else(|| format!("nobody may act for {what}"))?;
        for action in self.game.legal_actions(seat) {
            let mut next = self.game.clone();
            if let Ok(events) = next.apply(seat, &action) {
                if done(&next) {
                    self.game = next;
                    self.played(events);
                    return Ok(self);
                }
            }
        }
        Err(format!("no legal move leads to {what}"))
    }

    /// Plays [`Play::take`] with `pick` until `done` holds; when `pick`
    /// accepts nothing, the first legal action is played instead.
    pub fn until(mut self, what: &str, pick: impl Fn(&G::Action) -> bool, done: impl Fn(&G) -> bool) -> Result<Self, String> {
        for _ in 0..MOST_MOVES {
            if done(&self.game) {
                return Ok(self);
            }
            let seat = self.mover().ok_or_else(|| format!("the game ended before {what}"))?;
            let legal = self.game.legal_actions(seat);
            let action = legal.iter().find(|a| pick(a)).or(legal.first()).cloned().ok_or_else(|| format!("no legal move before {what}"))?;
            let events = self.game.apply(seat, &action).map_err(|e| format!("{what}: {e}"))?;
            self.played(events);
        }
        Err(format!("{what} was not reached in {MOST_MOVES} moves"))
    }

    /// Plays the first legal action of each seat to act, or the first that
    /// `last` accepts, until one that `last` accepts has been played.
    pub fn through(mut self, what: &str, last: impl Fn(&G::Action) -> bool) -> Result<Self, String> {
        for _ in 0..MOST_MOVES {
            let seat = self.mover().ok_or_else(|| format!("the game ended before {what}"))?;
            let legal = self.game.legal_actions(seat);
            let action = legal.iter().find(|a| last(a)).or(legal.first()).cloned().ok_or_else(|| format!("no legal move before {what}"))?;
            let events = self.game.apply(seat, &action).map_err(|e| format!("{what}: {e}"))?;
            self.played(events);
            if last(&action) {
                return Ok(self);
            }
        }
        Err(format!("{what} was not reached in {MOST_MOVES} moves"))
    }

    /// Keeps a move's events as the last move's, unless it had none (as the
    /// play screen does: see `Session::recent`).
    fn played(&mut self, events: Vec<G::Event>) {
        if !events.is_empty() {
            self.recent = events;
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn done(self) -> Result<Position<G>, String> {
        Ok(Position { game: self.game, recent: self.recent })
    }
}
