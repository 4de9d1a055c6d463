//! The playout policy's choices, one per phase, from the acting seat's
//! [`Beliefs`]. Every worth below is on one scale: an unseen card on an
//! unsuspected refugee is worth about 0.4 to look at.

use super::super::action::{Action, Power};
use super::super::cards::{honest_claim, Bend, Identity, Trait, HOURS, SPOTS};
use super::super::state::{Nigh, Pos};
use super::{best_by, signed, Beliefs};
use crate::engine::{GameRng, Seat};

/// How often a bot that may use its identity before questioning weighs it
/// against the questions (otherwise it keeps it for later).
const USE_POWER_AT_QUESTION: f64 = 0.3;
/// Noise on question worths, so equal questions are asked in varied order.
const QUESTION_NOISE: f64 = 0.05;
/// A question whose card another player looks at (the Hermit) shows the
/// asker nothing: worth a little, only as a last resort.
const QUESTION_SEEN_BY_ANOTHER: f64 = 0.05;
/// An unseen card is worth looking at on its own, plus its chance of
/// being a Cultist.
const UNSEEN_CARD: f64 = 0.4;
/// How much a question gains from the refugee's chance of harbouring a
/// cultist (suspects are worth settling).
const SUSPECT_WEIGHT: f64 = 0.3;

/// How often a fanatic admits a Cultist it saw when another player saw the
/// same card (a lie would unmask it, but admitting costs the cult).
const FANATIC_ADMITS_WITNESSED: f64 = 0.6;
/// How often a fanatic accuses a clean card nobody else saw.
const FANATIC_FRAMES_UNWITNESSED: f64 = 0.3;

/// How much each marker on a refugee draws a swapped Cultist towards it
/// (cultists gather where the votes already are).
const SWAP_PULL_PER_MARKER: f64 = 0.1;

/// An identity usable at the vote is weighed only when it is worth more
/// than this, and then only this often.
const POWER_AT_VOTE_WORTH: f64 = 0.3;
const USE_POWER_AT_VOTE: f64 = 0.5;
/// Noise on vote worths, so equal refugees are voted for in varied order.
const VOTE_NOISE: f64 = 0.03;
/// A fanatic's vote for a refugee it believes clean: a base, plus each
/// marker and each net accusation it already has, so the fanatic votes
/// with the table.
const FANATIC_VOTE_BASE: f64 = 0.4;
const FANATIC_VOTE_PER_MARKER: f64 = 0.15;
const FANATIC_VOTE_PER_ACCUSATION: f64 = 0.1;
/// A civilian's vote: the refugee's chance of harbouring a cultist, plus a
/// little for each marker, so votes gather on one suspect.
const CIVILIAN_VOTE_PER_MARKER: f64 = 0.06;

impl Nigh {
    pub(super) fn pick_question(&self, seat: Seat, b: &Beliefs, fanatic: bool, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        let may_use = legal.iter().any(|a| matches!(a, Action::Use { .. }));
        if may_use && rng.unit() < USE_POWER_AT_QUESTION {
            if let Some(a) = best_by(legal, |a| self.power_worth(seat, b, fanatic, a)) {
                if self.power_worth(seat, b, fanatic, &a) > 0.0 {
                    return Some(a);
                }
            }
        }
        let seen = self.seen_by(seat);
        best_by(legal, |a| match a {
            Action::Question { spot, slot } => self.question_worth(seat, b, &seen, *spot, *slot) + QUESTION_NOISE * rng.unit(),
            _ => f64::MIN,
        })
    }

    /// Which cards `seat` has seen (`has_seen` for every card, in one pass
    /// over the looks rather than one per card).
    fn seen_by(&self, seat: Seat) -> [[bool; 2]; SPOTS] {
        let mut seen = [[false; 2]; SPOTS];
        for look in self.sightings.iter().filter(|l| l.seat == seat) {
            seen[usize::from(look.at.spot)][usize::from(look.at.slot)] = true;
        }
        seen
    }

    /// What a question is worth to `seat`: an unseen card, more so on a
    /// suspected refugee; a Hermit shows the asker nothing.
    fn question_worth(&self, seat: Seat, b: &Beliefs, seen: &[[bool; 2]; SPOTS], spot: u8, slot: u8) -> f64 {
        let place = &self.places[usize::from(spot)];
        if place.refugee.bend() == Bend::OtherEyes && self.identity_of(seat) != Some(Identity::Psychic) {
            return QUESTION_SEEN_BY_ANOTHER;
        }
        let unseen = |s: u8| !seen[usize::from(spot)][usize::from(s)];
        let both = self.question_slots(spot).len() == 1 && place.refugee.bend() != Bend::HidesOne;
        let mut w = 0.0;
        let slots: &[u8] = if both { &[0, 1] } else { std::slice::from_ref(&slot) };
        for &s in slots {
            if unseen(s) {
                w += UNSEEN_CARD + b.card[usize::from(spot)][usize::from(s)];
            }
        }
        w + SUSPECT_WEIGHT * b.refugee[usize::from(spot)]
    }

    /// What using an identity is worth, as a table on the questions' scale
    /// (an unseen card about 0.4 to 1.4): a look at cards or allegiances is
    /// worth about a question; moving a marker is worth the difference in
    /// suspicion it makes, and a Mayor's move costs up to 0.3 early in the
    /// night (markers moved late decide the removal); -1 is "never in a
    /// playout" (an identity the policy does not model).
    fn power_worth(&self, seat: Seat, b: &Beliefs, fanatic: bool, a: &Action) -> f64 {
        let Action::Use { power } = a else { return f64::MIN };
        match power {
            Power::Psychic => 0.8,
            Power::Insider { at } if !self.has_seen(seat, *at) => 0.5 + b.card[usize::from(at.spot)][usize::from(at.slot)],
            Power::Eavesdropper => 0.6,
            // More when the target's allegiance is far from a typical
            // seat's (about one in four is a fanatic): a look settles it.
            Power::Spy { of } => 0.3 + (b.fanatic[*of] - 0.25).abs().min(0.5),
            Power::Auditor => 0.2,
            Power::Mayor { from, to } => {
                let (pf, pt) = (b.refugee[usize::from(*from)], b.refugee[usize::from(*to)]);
                signed(fanatic, pt - pf) + 0.3 * f64::from(self.hour) / f64::from(HOURS) - 0.3
            }
            Power::Bouncer { from } => signed(fanatic, -b.refugee[usize::from(*from)]) + 0.2,
            Power::Lawyer | Power::Detective | Power::Coach | Power::Preacher => 0.1,
            Power::Quartermaster { .. } => -1.0,
            _ => -1.0,
        }
    }

    /// Claims: a civilian says what it saw; a fanatic hides a Cultist unless
    /// another player saw the same card, and sometimes accuses a clean one.
    pub(super) fn pick_claim(&self, seat: Seat, fanatic: bool, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        let n = self.turn.looked.len();
        let looks = &self.sightings[self.turn.first_look..self.turn.first_look + n];
        let saw: Vec<Trait> = looks.iter().map(|s| self.trait_at(s.at)).collect();
        let saw_cultist = honest_claim(&saw);
        let witnessed = looks.iter().any(|l| self.sightings.iter().any(|s| s.at == l.at && s.seat != seat));
        let say = if !fanatic {
            saw_cultist
        } else if saw_cultist {
            witnessed && rng.unit() < FANATIC_ADMITS_WITNESSED
        } else {
            !witnessed && rng.unit() < FANATIC_FRAMES_UNWITNESSED
        };
        let want = Action::Claim { cultist: say };
        legal.contains(&want).then_some(want)
    }

    pub(super) fn pick_swap(&self, b: &Beliefs, fanatic: bool, legal: &[Action]) -> Option<Action> {
        let moving = self.turn.chosen.map(|c| {
            if self.places[usize::from(c.spot)].refugee.bend() == Bend::SwapsUnseen {
                Pos::new(c.spot, 1 - c.slot)
            } else {
                c
            }
        })?;
        let here = b.card[usize::from(moving.spot)][usize::from(moving.slot)];
        best_by(legal, |a| match a {
            Action::Swap { with } => {
                let there = b.card[usize::from(with.spot)][usize::from(with.slot)];
                let markers = self.places[usize::from(with.spot)].markers.len() as f64;
                let target = b.refugee[usize::from(with.spot)] + SWAP_PULL_PER_MARKER * markers;
                // Sending a likely cultist to a suspected refugee gathers them.
                signed(fanatic, (here - there) * target)
            }
            _ => 0.0,
        })
    }

    pub(super) fn pick_vote(&self, b: &Beliefs, fanatic: bool, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::Use { .. })) {
            let w = self.power_worth(self.active(), b, fanatic, a);
            if w > POWER_AT_VOTE_WORTH && rng.unit() < USE_POWER_AT_VOTE {
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
            Action::Vote { spot } => self.vote_worth(b, fanatic, usize::from(*spot)) + VOTE_NOISE * rng.unit(),
            Action::DropMarker => 0.0,
            _ => f64::MIN,
        })
    }

    /// A civilian votes for the likeliest cultist refugee; a fanatic for the
    /// cleanest refugee the table already suspects.
    fn vote_worth(&self, b: &Beliefs, fanatic: bool, s: usize) -> f64 {
        let marks = self.places[s].markers.len() as f64;
        if fanatic {
            let suspected =
                FANATIC_VOTE_BASE + FANATIC_VOTE_PER_MARKER * marks + FANATIC_VOTE_PER_ACCUSATION * f64::from(b.accused[s].max(0));
            (1.0 - b.refugee[s]) * suspected
        } else {
            b.refugee[s] + CIVILIAN_VOTE_PER_MARKER * marks
        }
    }
}
