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

use super::action::{Action, Power};
use super::cards::{honest_claim, Identity, Trait};
use super::rules::end::CIVILIANS;
use super::state::{Nigh, Phase, Pos};
use crate::engine::bot::{choose, BotHooks, BotLevel};
use crate::engine::{Game, GameRng, Outcome, OutcomeKind, Seat, Viewer};
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

    fn playout_action(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        if legal.len() == 1 {
            return legal[0].clone();
        }
        let view = self.view(Viewer::Seat(seat));
        let b = Beliefs::of(&view);
        let fanatic = view.is_fanatic();
        let choice = match &self.phase {
            Phase::ChooseIdentity => keep(legal),
            Phase::Question => self.pick_question(seat, &b, fanatic, legal, rng),
            Phase::Claim { .. } => self.pick_claim(seat, fanatic, legal, rng),
            Phase::Swap => self.pick_swap(&b, fanatic, legal),
            Phase::Vote => self.pick_vote(&b, fanatic, legal, rng),
            Phase::Tie { .. } => best_by(legal, |a| match a {
                Action::Remove { spot } => signed(fanatic, b.refugee[usize::from(*spot)]),
                _ => f64::MIN,
            }),
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
            (p - 0.3 * self.false_claims_by(seat) as f64).max(0.0)
        }
    }

    /// A team game: 1 for the winning side, 0 for the other (also when the
    /// whole table is on one side).
    fn reward(outcome: &Outcome, seat: Seat) -> f64 {
        f64::from(outcome.score[seat].clamp(0, 1))
    }

    fn playout_depth() -> usize {
        PLAYOUT_DEPTH
    }
}

/// Playout moves before `evaluate`: about three turns.
const PLAYOUT_DEPTH: usize = 10;

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
        if best.is_none_or(|(b, _)| s > b + 1e-9) {
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

impl Nigh {
    /// Claims `seat` made that differ from the honest claim about what it saw
    /// (claims a Jerk or Charmer forced are not counted).
    pub fn false_claims_by(&self, seat: Seat) -> usize {
        self.claims_with_sightings().iter().filter(|c| c.seat == seat && c.is_lie()).count()
    }

    /// The civilians' chances as things stand (the real or a sampled
    /// state): no cultist inside is good; more cultist refugees than
    /// removals left is hopeless; otherwise, how far ahead on markers the
    /// cultist refugees are.
    pub fn civilian_chances(&self) -> f64 {
        if let Some(o) = &self.outcome {
            return match &o.kind {
                OutcomeKind::Teams { team } => {
                    let civ = team.iter().find(|(_, t)| **t == CIVILIANS).map(|(s, _)| s);
                    civ.map_or(f64::from(u8::from(self.cultists_inside().is_empty())), |s| f64::from(o.score[s].clamp(0, 1)))
                }
                _ => 0.5,
            };
        }
        let inside = self.cultists_inside();
        let removed = self.places.iter().filter(|p| !p.present).count();
        let left = 2 - removed;
        if inside.is_empty() {
            return 0.9;
        }
        if inside.len() > left {
            return 0.08;
        }
        let marks = |s: u8| self.places[usize::from(s)].markers.len() as f64;
        let best_clean = self.present_spots().into_iter().filter(|s| !inside.contains(s)).map(marks).fold(0.0, f64::max);
        let lead: f64 = inside.iter().map(|s| marks(*s) - best_clean).sum::<f64>() / inside.len() as f64;
        let base = if inside.len() == 2 { 0.3 } else { 0.55 };
        (base + 0.12 * lead).clamp(0.05, 0.95)
    }

    fn pick_question(&self, seat: Seat, b: &Beliefs, fanatic: bool, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        let powers: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Use { .. })).collect();
        if !powers.is_empty() && rng.unit() < 0.3 {
            if let Some(a) = best_by(legal, |a| self.power_worth(seat, b, fanatic, a)) {
                if self.power_worth(seat, b, fanatic, &a) > 0.0 {
                    return Some(a);
                }
            }
        }
        best_by(legal, |a| match a {
            Action::Question { spot, slot } => self.question_worth(seat, b, *spot, *slot) + 0.05 * rng.unit(),
            _ => f64::MIN,
        })
    }

    /// What a question is worth to `seat`: an unseen card, more so on a
    /// suspected refugee; a Hermit shows the asker nothing.
    fn question_worth(&self, seat: Seat, b: &Beliefs, spot: u8, slot: u8) -> f64 {
        let place = &self.places[usize::from(spot)];
        if place.refugee.bend() == super::cards::Bend::OtherEyes && self.identity_of(seat) != Some(Identity::Psychic) {
            return 0.05;
        }
        let unseen = |s: u8| !self.has_seen(seat, Pos::new(spot, s));
        let both = self.question_slots(spot).len() == 1 && place.refugee.bend() != super::cards::Bend::HidesOne;
        let mut w = 0.0;
        for s in if both { vec![0, 1] } else { vec![slot] } {
            if unseen(s) {
                w += 0.4 + b.card[usize::from(spot)][usize::from(s)];
            }
        }
        w + 0.3 * b.refugee[usize::from(spot)]
    }

    fn power_worth(&self, seat: Seat, b: &Beliefs, fanatic: bool, a: &Action) -> f64 {
        let Action::Use { power } = a else { return f64::MIN };
        match power {
            Power::Psychic => 0.8,
            Power::Insider { at } if !self.has_seen(seat, *at) => 0.5 + b.card[usize::from(at.spot)][usize::from(at.slot)],
            Power::Eavesdropper => 0.6,
            Power::Spy { of } => 0.3 + (b.fanatic[*of] - 0.25).abs().min(0.5),
            Power::Auditor => 0.2,
            Power::Mayor { from, to } => {
                let (pf, pt) = (b.refugee[usize::from(*from)], b.refugee[usize::from(*to)]);
                signed(fanatic, pt - pf) + 0.3 * f64::from(self.hour) / 12.0 - 0.3
            }
            Power::Bouncer { from } => signed(fanatic, -b.refugee[usize::from(*from)]) + 0.2,
            Power::Lawyer | Power::Detective | Power::Coach | Power::Preacher => 0.1,
            Power::Quartermaster { .. } => -1.0,
            _ => -1.0,
        }
    }

    /// Claims: a civilian says what it saw; a fanatic hides a Cultist unless
    /// another player saw the same card, and sometimes accuses a clean one.
    fn pick_claim(&self, seat: Seat, fanatic: bool, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        let n = self.turn.looked.len();
        let looks = &self.sightings[self.turn.first_look..self.turn.first_look + n];
        let saw: Vec<Trait> = looks.iter().map(|s| self.trait_at(s.at)).collect();
        let saw_cultist = honest_claim(&saw);
        let witnessed = looks.iter().any(|l| self.sightings.iter().any(|s| s.at == l.at && s.seat != seat));
        let say = if !fanatic {
            saw_cultist
        } else if saw_cultist {
            witnessed && rng.unit() < 0.6
        } else {
            !witnessed && rng.unit() < 0.3
        };
        let want = Action::Claim { cultist: say };
        legal.contains(&want).then_some(want)
    }

    fn pick_swap(&self, b: &Beliefs, fanatic: bool, legal: &[Action]) -> Option<Action> {
        let moving = self.turn.chosen.map(|c| {
            if self.places[usize::from(c.spot)].refugee.bend() == super::cards::Bend::SwapsUnseen {
                Pos::new(c.spot, 1 - c.slot)
            } else {
                c
            }
        })?;
        let here = b.card[usize::from(moving.spot)][usize::from(moving.slot)];
        best_by(legal, |a| match a {
            Action::Swap { with } => {
                let there = b.card[usize::from(with.spot)][usize::from(with.slot)];
                let target = b.refugee[usize::from(with.spot)] + 0.1 * self.places[usize::from(with.spot)].markers.len() as f64;
                // Sending a likely cultist to a suspected refugee gathers them.
                signed(fanatic, (here - there) * target)
            }
            _ => 0.0,
        })
    }

    fn pick_vote(&self, b: &Beliefs, fanatic: bool, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::Use { .. })) {
            let w = self.power_worth(self.active(), b, fanatic, a);
            if w > 0.3 && rng.unit() < 0.5 {
                return best_by(legal, |x| {
                    if matches!(x, Action::Use { .. }) {
                        self.power_worth(self.active(), b, fanatic, x)
                    } else {
                        f64::MIN
                    }
                });
            }
        }
        best_by(legal, |a| match a {
            Action::Vote { spot } => {
                let s = usize::from(*spot);
                let marks = self.places[s].markers.len() as f64;
                let noise = 0.03 * rng.unit();
                if fanatic {
                    // The cleanest refugee the table already suspects.
                    (1.0 - b.refugee[s]) * (0.4 + 0.15 * marks + 0.1 * f64::from(b.accused[s].max(0))) + noise
                } else {
                    b.refugee[s] + 0.06 * marks + noise
                }
            }
            Action::DropMarker => 0.0,
            _ => f64::MIN,
        })
    }
}
