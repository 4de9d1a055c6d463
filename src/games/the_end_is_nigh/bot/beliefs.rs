//! What a seat believes, worked out from its own view only: how likely each
//! face-down card is a Cultist, each refugee harbours one, and each other
//! player is a fanatic. Nothing here reads the real state.
//!
//! - A card the seat has seen is known.
//! - A claim that contradicts a card the seat has seen (and that no Jerk or
//!   Charmer forced) marks its claimant as a fanatic; a claim that agrees
//!   with it makes the claimant a little more trusted.
//! - Every other claim moves the odds of the cards its claimant looked at,
//!   by how far that claimant is trusted.
//! - Spied allegiances are certain; a card dealt after the look (two
//!   players, a Spy before 6:00) is not.

use super::super::cards::{allegiance_card_counts, cultists_in_deck, honest_claim, Allegiance, Trait, HOURS, SPOTS};
use super::super::seat_view::View;
use super::super::state::{Entry, Nigh, Pos, Sighting};
use super::evidence::Evidence;
use crate::engine::{PerSeat, Seat};
use std::ops::Range;

#[derive(Clone, Debug)]
pub struct Beliefs {
    /// Chance each card (spot, slot) is a Cultist.
    pub card: [[f64; 2]; SPOTS],
    /// Chance each refugee counts as a cultist at the end (0 when gone).
    pub refugee: [f64; SPOTS],
    /// Chance each player is a fanatic (the viewer's own is certain).
    pub fanatic: PerSeat<f64>,
    /// Cultist claims made about each refugee, minus "not a cultist" claims.
    pub accused: [i32; SPOTS],
}

/// How often a fanatic's claim says "cultist" whatever the card (the model
/// the beliefs assume of a liar).
const LIAR_ACCUSES: f64 = 0.45;

/// A civilian's claim about a card, as the beliefs model it. About a
/// Cultist it says "cultist" almost always: only a seen Charmer, or a Pet
/// Dog beside it (a tamed Cultist is honestly "not a cultist"), turns it.
const HONEST_ON_CULTIST_ACCUSES: f64 = 0.97;
const HONEST_ON_CULTIST_CLEARS: f64 = 0.03;
/// About a clean card it says "not a cultist", unless a seen Jerk forces
/// the accusation (one card of twelve, and only on an unmarked refugee).
const HONEST_ON_CLEAN_ACCUSES: f64 = 0.05;
const HONEST_ON_CLEAN_CLEARS: f64 = 0.95;

/// No unknown card is ever quite certain: a claim can be mistaken or
/// forced, so beliefs stop short of 1 and keep the search exploring.
const CARD_CAP: f64 = 0.98;
/// The prior chance of a Cultist is capped the same way when nearly every
/// card is known.
const PRIOR_CAP: f64 = 0.95;
/// Rounds of scaling the unknown cards to the number of Cultists left (the
/// cap can undo part of a round, so one is not always enough).
const NORMALISE_ROUNDS: usize = 3;

impl Beliefs {
    /// What the seat whose view this is believes.
    pub fn of(view: &View) -> Beliefs {
        Self::from_evidence(&Evidence::of_view(view))
    }

    /// What `seat` believes in `game` (a playout): the same as from its
    /// view, without building the view.
    pub fn of_seat(game: &Nigh, seat: Seat) -> Beliefs {
        Self::from_evidence(&Evidence::of_seat(game, seat))
    }

    fn from_evidence(ev: &Evidence) -> Beliefs {
        let me = ev.me;
        let n = ev.players;
        let said = Said::of(ev);
        let fanatic = Self::trust(ev, &said, me, n);
        let (odds, accused) = claim_odds(ev, &said, me, &fanatic);
        let mut card = card_chances(ev, &odds);
        normalise(ev, &mut card);
        let refugee = std::array::from_fn(|s| {
            let place = &ev.places[s];
            if !place.present || place.traits.contains(&Some(Trait::PetDog)) {
                return 0.0;
            }
            1.0 - (1.0 - card[s][0]) * (1.0 - card[s][1])
        });
        Beliefs { card, refugee, fanatic, accused }
    }

    /// Each player's chance of being a fanatic, from the card counts, spied
    /// cards and claims that contradict what the viewer has seen.
    fn trust(ev: &Evidence, said: &Said, me: Seat, n: usize) -> PerSeat<f64> {
        let deck = FanaticCards::of(ev, n);
        let mut f = PerSeat::from_fn(n, |s| {
            if s == me {
                return f64::from(u8::from(ev.is_fanatic()));
            }
            1.0 - (1.0 - deck.per_unseen()).powi(ev.held(s) as i32)
        });
        weigh_checked_claims(ev, said, me, &mut f);
        weigh_disagreements(said, me, &mut f);
        weigh_intel(ev, &deck, &mut f);
        f
    }
}

/// A claim that agrees with what the viewer saw scales its claimant's
/// chance of being a fanatic by this: more trusted, but a careful fanatic
/// tells the truth too.
const TRUSTED_AFTER_TRUE_CLAIM: f64 = 0.7;
/// Two claimants who disagree about the very same card: one of them lied,
/// so each is at least an even chance of being a fanatic.
const DISAGREEING_CLAIMANT: f64 = 0.5;

/// The allegiance cards as the viewer counts them: the fanatic cards in the
/// game, those in its own hand, and how many it has not seen.
struct FanaticCards {
    in_game: f64,
    mine: f64,
    unseen: f64,
}

impl FanaticCards {
    fn of(ev: &Evidence, n: usize) -> Self {
        let (all, fanatics) = allegiance_card_counts(n);
        let in_game = fanatics as f64;
        let mine = ev.allegiance.iter().filter(|c| **c == Allegiance::Fanatic).count() as f64;
        let unseen = (all - ev.allegiance.len()) as f64;
        FanaticCards { in_game, mine, unseen }
    }

    /// The chance an allegiance card the viewer has not seen is a fanatic.
    fn per_unseen(&self) -> f64 {
        ((self.in_game - self.mine) / self.unseen.max(1.0)).max(0.0)
    }
}

/// Every claim with the cards its claimant looked at when it questioned
/// that refugee that hour (what the claim was about), found once for all
/// the weighing below.
struct Said {
    claims: Vec<Claim>,
    /// The claims' looks, each claim's a range of this.
    at: Vec<Pos>,
}

struct Claim {
    seat: Seat,
    cultist: bool,
    spot: u8,
    looks: Range<usize>,
}

impl Said {
    fn of(ev: &Evidence) -> Said {
        // The looks are in the order they were taken, so by hour: each
        // claim's are found among its hour's only.
        let looks: &[Sighting] = &ev.looks;
        debug_assert!(looks.is_sorted_by_key(|l| l.hour), "looks are taken hour by hour");
        // One claim an hour at most, and each look is of at most one claim.
        let (mut claims, mut at) = (Vec::with_capacity(usize::from(HOURS)), Vec::with_capacity(looks.len()));
        for (hour, seat, spot, cultist) in claims_in(ev) {
            let start = at.len();
            let this_hour = looks[looks.partition_point(|l| l.hour < hour)..].iter().take_while(|l| l.hour == hour);
            at.extend(this_hour.filter(|l| l.seat == seat && l.from.spot == spot).map(|l| l.at));
            claims.push(Claim { seat, cultist, spot, looks: start..at.len() });
        }
        Said { claims, at }
    }

    fn looks(&self, c: &Claim) -> &[Pos] {
        &self.at[c.looks.clone()]
    }
}

/// Claims about cards the viewer has seen too: a lie (that no Jerk or
/// Charmer forced) unmasks its claimant; the truth makes it more trusted.
fn weigh_checked_claims(ev: &Evidence, said: &Said, me: Seat, f: &mut PerSeat<f64>) {
    let mut seen: Vec<Trait> = Vec::new();
    'claims: for c in &said.claims {
        let looks = said.looks(c);
        if c.seat == me || looks.is_empty() {
            continue;
        }
        seen.clear();
        for at in looks {
            match known(ev, *at) {
                Some(t) => seen.push(t),
                None => continue 'claims,
            }
        }
        let forced = seen.iter().any(|t| matches!(t, Trait::Jerk | Trait::Charmer));
        if c.cultist != honest_claim(&seen) && !forced {
            f[c.seat] = 1.0;
        } else if f[c.seat] < 1.0 {
            f[c.seat] *= TRUSTED_AFTER_TRUE_CLAIM;
        }
    }
}

/// Two claims about the very same card that disagree: one of the two
/// claimants lied (unless a Jerk or Charmer forced one; rare enough).
fn weigh_disagreements(said: &Said, me: Seat, f: &mut PerSeat<f64>) {
    for (i, a) in said.claims.iter().enumerate() {
        for b in &said.claims[i + 1..] {
            let (at_a, at_b) = (said.looks(a), said.looks(b));
            if a.seat != b.seat && a.cultist != b.cultist && at_a.len() == 1 && at_a == at_b {
                for s in [a.seat, b.seat] {
                    if s != me && f[s] < 1.0 {
                        f[s] = f[s].max(DISAGREEING_CLAIMANT);
                    }
                }
            }
        }
    }
}

/// Spied cards are certain. With two players a Spy's look before 6:00 saw
/// one card of the two its target ends up with: the card dealt after the
/// look is as unknown as any other the viewer has not seen.
fn weigh_intel(ev: &Evidence, deck: &FanaticCards, f: &mut PerSeat<f64>) {
    let spied = ev.intel.iter().flat_map(|i| i.cards.iter());
    let spied_fanatics = spied.clone().filter(|c| **c == Allegiance::Fanatic).count() as f64;
    let unseen_after_intel = deck.unseen - spied.count() as f64;
    let per_unspied = ((deck.in_game - deck.mine - spied_fanatics) / unseen_after_intel.max(1.0)).clamp(0.0, 1.0);
    for intel in ev.intel {
        if let Some(s) = intel.of {
            let dealt_since = ev.held(s).saturating_sub(intel.cards.len());
            f[s] = if intel.cards.contains(&Allegiance::Fanatic) {
                1.0
            } else if dealt_since == 0 {
                0.0
            } else if f[s] < 1.0 {
                // A claim caught against what the viewer saw still counts.
                1.0 - (1.0 - per_unspied).powi(dealt_since as i32)
            } else {
                1.0
            };
        }
    }
}

fn claims_in<'a>(ev: &'a Evidence) -> impl Iterator<Item = (u8, Seat, u8, bool)> + 'a {
    ev.history.iter().filter_map(|e| match *e {
        Entry::Claimed { hour, seat, spot, cultist } => Some((hour, seat, spot, cultist)),
        _ => None,
    })
}

/// What the viewer knows of the card at `p` (its own looks, followed through swaps).
fn known(ev: &Evidence, p: Pos) -> Option<Trait> {
    ev.places[usize::from(p.spot)].traits[usize::from(p.slot)]
}

/// Cultists the viewer has seen (they are no longer anywhere unknown).
fn known_cultists(ev: &Evidence) -> usize {
    ev.places.iter().flat_map(|p| p.traits.iter()).filter(|t| **t == Some(Trait::Cultist)).count()
}

/// Each card's odds of being a Cultist after every other seat's claim
/// (from the deck's prior, moved by how far each claimant is trusted), and
/// each refugee's accusations minus clearances.
fn claim_odds(ev: &Evidence, said: &Said, me: Seat, fanatic: &PerSeat<f64>) -> ([[f64; 2]; SPOTS], [i32; SPOTS]) {
    let unknown = ev.places.iter().flat_map(|p| p.traits.iter()).filter(|t| t.is_none()).count();
    let prior = ((cultists_in_deck() - known_cultists(ev)) as f64 / unknown.max(1) as f64).min(PRIOR_CAP);
    let mut odds = [[prior / (1.0 - prior).max(1e-6); 2]; SPOTS];
    let mut accused = [0i32; SPOTS];
    for c in &said.claims {
        let (seat, cultist) = (c.seat, c.cultist);
        accused[usize::from(c.spot)] += if cultist { 1 } else { -1 };
        if seat == me {
            continue;
        }
        let f = fanatic[seat];
        // Chance of this claim if the looked-at card is / is not a Cultist.
        let honest_yes = if cultist { HONEST_ON_CULTIST_ACCUSES } else { HONEST_ON_CULTIST_CLEARS };
        let honest_no = if cultist { HONEST_ON_CLEAN_ACCUSES } else { HONEST_ON_CLEAN_CLEARS };
        let liar = if cultist { LIAR_ACCUSES } else { 1.0 - LIAR_ACCUSES };
        let ratio = ((1.0 - f) * honest_yes + f * liar) / ((1.0 - f) * honest_no + f * liar);
        let looked = said.looks(c);
        // A look at both cards splits the claim's weight between them.
        // (x^1 is x exactly, so one look skips the power.)
        let moved = match looked.len() {
            0 | 1 => ratio,
            n => ratio.powf(1.0 / n as f64),
        };
        for at in looked {
            odds[usize::from(at.spot)][usize::from(at.slot)] *= moved;
        }
    }
    (odds, accused)
}

/// Known cards are certain; unknown ones take their odds as a chance.
fn card_chances(ev: &Evidence, odds: &[[f64; 2]; SPOTS]) -> [[f64; 2]; SPOTS] {
    std::array::from_fn(|spot| {
        [0u8, 1].map(|slot| match known(ev, Pos::new(spot as u8, slot)) {
            Some(t) => f64::from(u8::from(t == Trait::Cultist)),
            None => {
                let o = odds[spot][usize::from(slot)];
                (o / (1.0 + o)).clamp(0.0, CARD_CAP)
            }
        })
    })
}

/// Exactly `cultists_in_deck()` Cultists exist: scales the unknown cards'
/// chances to the number still unaccounted for.
fn normalise(ev: &Evidence, card: &mut [[f64; 2]]) {
    let remaining = (cultists_in_deck() - known_cultists(ev)) as f64;
    let unknown = |s: usize, k: usize| known(ev, Pos::new(s as u8, k as u8)).is_none();
    for _ in 0..NORMALISE_ROUNDS {
        let total: f64 =
            (0..card.len()).flat_map(|s| (0..2).map(move |k| (s, k))).filter(|(s, k)| unknown(*s, *k)).map(|(s, k)| card[s][k]).sum();
        if total <= 1e-9 {
            break;
        }
        let factor = remaining / total;
        for (s, row) in card.iter_mut().enumerate() {
            for (k, p) in row.iter_mut().enumerate() {
                if unknown(s, k) {
                    *p = (*p * factor).min(CARD_CAP);
                }
            }
        }
    }
}
