//! Generic bots over the [`Game`] contract.
//!
//! Every bot plays from its own seat's view only: it never reads the real
//! state. A search bot samples the hidden part it cannot see
//! ([`Game::determinize`]) and searches those samples (IS-MCTS), so no bot cheats.
//! A game tunes its bots through [`BotHooks`]; the search itself is shared.

pub mod hint;
mod mcts;
mod random;

pub use mcts::{Ranked, Search, EXPLORATION};
pub use random::random_action;

use super::{Game, GameRng, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// Draws full games consistent with one view, one per search iteration
/// ([`BotHooks::sampler`]). It is handed the game the previous iteration
/// played out (None the first time), which it may deal into rather than
/// allocate a new one, or drop.
pub type Sampler<G> = Box<dyn FnMut(&mut GameRng, Option<G>) -> G>;

/// The per-game hook for heuristics. Every method has a sound default, so a
/// new game can start with `impl BotHooks for MyGame {}` and tune later.
pub trait BotHooks: Game {
    /// The levels this game offers, weakest first, each measured stronger
    /// than the one before it (the bot ladder in `docs/games/<game>.md`). A
    /// stored level left out plays as the strongest offered level below it
    /// ([`BotLevel::played`]): a level that is not stronger is merged, not
    /// shown under a name that promises more.
    const LEVELS: &'static [BotLevel] = &BotLevel::ALL;

    /// The move a fast playout makes for `seat`. The default is uniform random;
    /// a game can bias it towards sensible moves, which makes search stronger.
    fn playout_action(&self, _seat: Seat, legal: &[Self::Action], rng: &mut GameRng) -> Self::Action {
        legal[rng.below(legal.len())].clone()
    }

    /// How good the position looks for `seat`, 0.0 (lost) to 1.0 (won), used
    /// when a playout is cut short. The default knows nothing.
    fn evaluate(&self, _seat: Seat) -> f64 {
        0.5
    }

    /// The reward of a finished game for `seat`, 0.0 to 1.0.
    fn reward(outcome: &Outcome, seat: Seat) -> f64 {
        outcome.reward(seat)
    }

    /// Prepares the sampling of `view` once per search: each call of the
    /// sampler must return exactly what [`Game::determinize`] would return
    /// from `view` with the same RNG, and draw the same numbers from it. A
    /// game whose sampling works much out from the view alone (what every
    /// sample shares) does that work here, once, not at each of the search's
    /// thousands of iterations. The default calls `determinize`.
    fn sampler(view: &Self::View) -> Sampler<Self> {
        let view = view.clone();
        Box::new(move |rng, _| Self::determinize(&view, rng))
    }

    /// Plays `action`, which the search took from `legal_actions(seat)` of
    /// this very state: a game may skip checking it again, and leave out
    /// what only players read (an outcome's words), so long as every move,
    /// evaluation and reward after it is what [`Game::apply`] would give.
    /// False if it was refused. The default plays it through `apply`.
    fn apply_legal(&mut self, seat: Seat, action: &Self::Action) -> bool {
        self.apply(seat, action).is_ok()
    }

    /// How many playout moves a search at `level` makes before calling
    /// [`BotHooks::evaluate`]. A game whose stronger level weighs choices
    /// that only tell over several turns may look further at that level.
    fn playout_depth(_level: BotLevel) -> usize {
        200
    }

    /// How many iterations a search at Hard runs per decision. The default
    /// is the level's own ([`BotLevel::iterations`]); a game whose Hard is a
    /// search of its own sets this, and perhaps [`BotHooks::HARD_EXPLORATION`].
    const HARD_ITERATIONS: usize = BotLevel::Hard.iterations();

    /// How widely a search at Hard tries moves before it settles on the best
    /// so far (UCB's exploration constant, rewards being 0.0 to 1.0). A game
    /// whose evaluation tells moves apart by little may ask its long search
    /// to trust it sooner.
    const HARD_EXPLORATION: f64 = EXPLORATION;

    /// How many iterations a search at `level` runs per decision (0: no
    /// search): the level's own, and [`BotHooks::HARD_ITERATIONS`] at Hard.
    fn iterations(level: BotLevel) -> usize {
        match level {
            BotLevel::Hard => Self::HARD_ITERATIONS,
            _ => level.iterations(),
        }
    }

    /// UCB's exploration constant at `level`: the shared one, and
    /// [`BotHooks::HARD_EXPLORATION`] at Hard.
    fn exploration(level: BotLevel) -> f64 {
        match level {
            BotLevel::Hard => Self::HARD_EXPLORATION,
            _ => EXPLORATION,
        }
    }

    /// A move the game's own reasoning makes from `view` without a search,
    /// or None to search as usual. For choices a search would get wrong by
    /// noise where the rules of good play are plain: in a hidden-role game,
    /// a civilian's claim is the truth. Reads only the bot seat's view.
    fn policy_move(_view: &Self::View, _seat: Seat, _level: BotLevel, _rng: &mut GameRng) -> Option<Self::Action> {
        None
    }
}

/// How strong a bot plays. Stored in saves, so variants are only ever added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, Default)]
#[serde(into = "String", try_from = "String")]
pub enum BotLevel {
    /// Any legal move, uniformly.
    Random,
    /// The game's own playout policy, no search: quick and fair.
    Easy,
    /// IS-MCTS with a modest budget.
    #[default]
    Normal,
    /// IS-MCTS with a larger budget, which a game may shape further (its
    /// `BotHooks` iterations, exploration, playout depth and `policy_move`).
    Hard,
}

crate::stored_by_name!(BotLevel);

impl BotLevel {
    pub const ALL: [BotLevel; 4] = [BotLevel::Random, BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

    /// The level game `G` plays for this one: itself when `G` offers it,
    /// else the strongest level `G` offers below it (a save from before a
    /// merge keeps playing, at the level its old one was measured equal to).
    pub fn played<G: BotHooks>(self) -> BotLevel {
        self.played_among(G::LEVELS)
    }

    /// The level played for this one among the levels `offered`, weakest
    /// first: [`BotLevel::played`] without a game (every game offers all four
    /// today, so the tests check the rule on a list).
    pub fn played_among(self, offered: &[BotLevel]) -> BotLevel {
        offered.iter().copied().rfind(|l| *l <= self).or(offered.first().copied()).unwrap_or(self)
    }

    /// Search iterations per decision; 0 means no search.
    pub const fn iterations(self) -> usize {
        match self {
            BotLevel::Random | BotLevel::Easy => 0,
            BotLevel::Normal => 400,
            BotLevel::Hard => 3000,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            BotLevel::Random => "Random",
            BotLevel::Easy => "Easy",
            BotLevel::Normal => "Normal",
            BotLevel::Hard => "Hard",
        }
    }
}

/// The move the game's policy makes alone, if it does, at the level `G`
/// really plays for `level`. With [`Search::new`], one of the two ways into
/// a bot's decision; both apply [`BotLevel::played`], so every caller may
/// pass the level as stored.
pub fn policy_move<G: BotHooks>(view: &G::View, seat: Seat, level: BotLevel, rng: &mut GameRng) -> Option<G::Action> {
    G::policy_move(view, seat, level.played::<G>(), rng)
}

/// Picks a move for `seat` from its view, in one go (tests, benchmarks).
/// The browser uses [`Search`] directly so it can think in slices.
pub fn choose<G: BotHooks>(view: &G::View, seat: Seat, level: BotLevel, rng: &mut GameRng) -> Option<G::Action> {
    if let Some(action) = policy_move::<G>(view, seat, level, rng) {
        return Some(action);
    }
    let mut search = Search::<G>::new(view.clone(), seat, level, rng.next_u64());
    search.run(usize::MAX);
    search.best()
}
