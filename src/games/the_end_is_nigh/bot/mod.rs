//! The End Is Nigh's heuristics for the generic search bot.
//!
//! The playout policy (what the Easy level plays, and what Normal and Hard
//! play out with) reads only the acting seat's own view, through
//! [`Beliefs`]: the cards it saw, the public claims, votes and looks, and
//! its own allegiance. Searching bots start from `determinize`, which
//! samples hidden cards weighted towards honest-looking civilian claims.
//!
//! - Civilians question where they know least, claim what they saw, and
//!   vote for the refugee most likely to harbour a cultist (leaning towards
//!   one that already has markers, so votes gather).
//! - Fanatics lie about a Cultist they saw unless someone else saw the same
//!   card (then the lie would unmask them), now and then accuse a clean
//!   refugee, and vote for the refugee they believe cleanest among those the
//!   table already suspects, so their votes look like everyone else's.
//! - Swaps: a civilian moving a Cultist sends it to the most suspected
//!   refugee (two cultists, one removal); a fanatic sends it to the least.
//! - Identities are used when they pay: looks early, markers late.

pub mod beliefs;
mod chances;
mod evidence;
mod picks;

use super::action::Action;
use super::cards::Identity;
use super::sampler::SeatSampler;
use super::state::{Nigh, Phase};
use crate::engine::bot::{choose, BotHooks, BotLevel};
use crate::engine::{self, Game, GameRng, Outcome, Seat};
pub use beliefs::Beliefs;

/// Identities a bot would rather keep, best first.
const KEEP_ORDER: [Identity; 12] = [
    Identity::Psychic,
    Identity::Insider,
    Identity::Mayor,
    Identity::Eavesdropper,
    Identity::Spy,
    Identity::Lawyer,
    Identity::Detective,
    Identity::Bouncer,
    Identity::Quartermaster,
    Identity::Auditor,
    Identity::Preacher,
    Identity::Coach,
];

impl BotHooks for Nigh {
    fn policy_move(view: &super::View, seat: Seat, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
        claim_by_policy(view, seat, level, rng)
    }

    /// A seat's view is sampled by a [`SeatSampler`] prepared once (the same
    /// samples as `determinize`, without working out the skeleton, the
    /// hidden cards and the claims again at every one).
    fn sampler(view: &super::View) -> engine::bot::Sampler<Nigh> {
        if view.everything.is_some() {
            let view = view.clone();
            return Box::new(move |rng, _| Nigh::determinize(&view, rng));
        }
        let mut sampler = SeatSampler::of(view);
        Box::new(move |rng, used| sampler.sample(rng, used))
    }

    /// The search plays only moves from `legal_actions`: no second check.
    /// Nor are the words of a playout's outcome written: the search reads
    /// its score only.
    fn apply_legal(&mut self, seat: Seat, action: &Action) -> bool {
        debug_assert!(self.legal_actions(seat).contains(action), "the search plays legal moves only");
        self.play(seat, action);
        true
    }

    fn playout_action(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        if legal.len() == 1 {
            return legal[0].clone();
        }
        let fanatic = self.is_fanatic(seat);
        // Beliefs come from all the seat knows, the dearest part of a
        // playout move: built only for the phases that weigh them.
        let beliefs = || Beliefs::of_seat(self, seat);
        let choice = match &self.phase {
            Phase::ChooseIdentity => keep(legal),
            Phase::Question => self.pick_question(seat, &beliefs(), fanatic, legal, rng),
            Phase::Claim { .. } => self.pick_claim(seat, fanatic, legal, rng),
            Phase::Swap => self.pick_swap(&beliefs(), fanatic, legal),
            Phase::Vote => self.pick_vote(&beliefs(), fanatic, legal, rng),
            Phase::Tie { .. } => {
                let b = beliefs();
                best_by(legal, |a| match a {
                    Action::Remove { spot } => signed(fanatic, b.refugee[usize::from(*spot)]),
                    _ => f64::MIN,
                })
            }
            Phase::Over => None,
        };
        choice.unwrap_or_else(|| legal[rng.below(legal.len())].clone())
    }

    /// The side's chances; a civilian also pays for each claim it made
    /// against what it saw, so the search keeps civilians truthful (a lie
    /// only ever helps the cult).
    fn evaluate(&self, seat: Seat) -> f64 {
        let p = self.civilian_chances();
        if self.is_fanatic(seat) {
            1.0 - p
        } else {
            (p - LIE_COST * self.false_claims_by(seat) as f64).max(0.0)
        }
    }

    /// A team game: 1 for the winning side, 0 for the other (also when the
    /// whole table is on one side).
    fn reward(outcome: &Outcome, seat: Seat) -> f64 {
        f64::from(outcome.score[seat].clamp(0, 1))
    }

    fn playout_depth(_level: BotLevel) -> usize {
        PLAYOUT_DEPTH
    }
}

/// Playout moves before `evaluate`: about three turns.
const PLAYOUT_DEPTH: usize = 10;

/// What each lie a civilian told costs its evaluation: about a third of a
/// win, so the search never finds a lie worth it (a lie only helps the cult).
const LIE_COST: f64 = 0.3;

/// Scores closer than this are equal (the first of them wins), so float
/// noise in a sum never decides a move.
const EQUAL_WITHIN: f64 = 1e-9;

/// A civilian wants the likeliest cultist out; a fanatic the opposite.
fn signed(fanatic: bool, p: f64) -> f64 {
    if fanatic {
        -p
    } else {
        p
    }
}

fn keep(legal: &[Action]) -> Option<Action> {
    KEEP_ORDER.iter().find_map(|want| legal.iter().find(|a| matches!(a, Action::KeepIdentity { identity } if identity == want)).cloned())
}

/// The legal action with the highest score (the first of equals).
fn best_by(legal: &[Action], mut score: impl FnMut(&Action) -> f64) -> Option<Action> {
    let mut best: Option<(f64, &Action)> = None;
    for a in legal {
        let s = score(a);
        if best.is_none_or(|(b, _)| s > b + EQUAL_WITHIN) {
            best = Some((s, a));
        }
    }
    best.map(|(_, a)| a.clone())
}

/// A bot's move at `level`: the search (or the playout policy at Easy) for
/// questions, votes and identities, and the claim policy itself for claims,
/// so a civilian bot is always truthful and a fanatic lies by its rule,
/// whatever the search's noise. Reads only `view`.
/// (The claim step is [`BotHooks::policy_move`], which `choose` and the
/// app's bot runner both ask first.)
pub fn decide(view: &super::View, seat: Seat, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    choose::<Nigh>(view, seat, level, rng)
}

/// The claim policy, without a search: a civilian claims what it saw, a
/// fanatic lies by its rule. Reads only the bot seat's `view`.
fn claim_by_policy(view: &super::View, seat: Seat, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    if !matches!(view.phase, Phase::Claim { .. }) || level == BotLevel::Random {
        return None;
    }
    let game = Nigh::determinize(view, rng);
    let legal = game.legal_actions(seat);
    (!legal.is_empty()).then(|| game.playout_action(seat, &legal, rng))
}
