//! How the civilians stand, as `evaluate` reads a state at the end of a
//! playout: the real or a sampled one, so this may read everything.

use super::super::cards::{Trait, RED_HOURS};
use super::super::claims::{forced_claim, is_false};
use super::super::rules::end::CIVILIANS;
use super::super::state::{Entry, Nigh};
use crate::engine::{OutcomeKind, Seat};

/// Refugees the clock removes in a game: one at each red hour.
const REMOVALS: usize = RED_HOURS.len();

/// An ended game whose outcome names no civilian side (not expected of a
/// team game): neither side's chances are known, so a coin toss.
const UNKNOWN_END: f64 = 0.5;
/// No cultist refugee inside: the civilians all but won, though a later
/// swap can still move a Cultist into a refugee who stays.
const NONE_INSIDE: f64 = 0.9;
/// More cultist refugees than removals left: the civilians all but lost.
const TOO_MANY_INSIDE: f64 = 0.08;
/// Even on markers with both cultists still inside: both removals must
/// find them, so the civilians are behind.
const EVEN_TWO_INSIDE: f64 = 0.3;
/// Even on markers with one cultist inside: one removal in the right place
/// will do, so the civilians are a little ahead.
const EVEN_ONE_INSIDE: f64 = 0.55;
/// Each marker the cultist refugees are ahead of the most-marked clean one
/// (on average): markers decide removals, so a lead is worth a good deal.
const PER_MARKER_LEAD: f64 = 0.12;
/// While the game is on, nothing is certain: votes still move.
const CHANCES_FLOOR: f64 = 0.05;
const CHANCES_CEILING: f64 = 0.95;

impl Nigh {
    /// Claims `seat` made that differ from the honest claim about what it saw
    /// (claims a Jerk or Charmer forced are not counted).
    /// (The judgement of `claims::ClaimMade::is_lie`, read in place at the
    /// end of every playout: the history before a claim is searched for
    /// what forced it only when the claim is against what was seen.)
    pub fn false_claims_by(&self, seat: Seat) -> usize {
        let (mut saw, mut shown): (Vec<Trait>, Vec<Trait>) = (Vec::new(), Vec::new());
        let mut lies = 0;
        for (at, e) in self.history.iter().enumerate() {
            let Entry::Claimed { hour, seat: by, spot, cultist } = *e else { continue };
            if by != seat {
                continue;
            }
            saw.clear();
            shown.clear();
            for look in self.sightings.iter().filter(|l| l.hour == hour && l.seat == seat && l.from.spot == spot) {
                saw.push(self.trait_at(look.at));
                if look.by_question {
                    shown.push(self.trait_at(look.at));
                }
            }
            if is_false(cultist, &saw, || forced_claim(&self.history[..at], hour, seat, spot, &shown)) {
                lies += 1;
            }
        }
        lies
    }

    /// The civilians' chances as things stand (the real or a sampled
    /// state): no cultist inside is good; more cultist refugees than
    /// removals left is hopeless; otherwise, how far ahead on markers the
    /// cultist refugees are.
    pub fn civilian_chances(&self) -> f64 {
        if self.outcome.is_some() {
            return self.civilian_result();
        }
        // `cultists_inside` and the others, read in place (this ends every
        // playout): the spots in clock order, so the sums are the same.
        let spots = || 0..self.places.len() as u8;
        let present = |s: &u8| self.places[usize::from(*s)].present;
        let inside = |s: &u8| present(s) && self.harbours_cultist(*s);
        let cultists = spots().filter(inside).count();
        let removed = self.places.iter().filter(|p| !p.present).count();
        let left = REMOVALS - removed;
        if cultists == 0 {
            return NONE_INSIDE;
        }
        if cultists > left {
            return TOO_MANY_INSIDE;
        }
        let marks = |s: u8| self.places[usize::from(s)].markers.len() as f64;
        let best_clean = spots().filter(|s| present(s) && !inside(s)).map(marks).fold(0.0, f64::max);
        let lead: f64 = spots().filter(inside).map(|s| marks(s) - best_clean).sum::<f64>() / cultists as f64;
        let base = if cultists == 2 { EVEN_TWO_INSIDE } else { EVEN_ONE_INSIDE };
        (base + PER_MARKER_LEAD * lead).clamp(CHANCES_FLOOR, CHANCES_CEILING)
    }

    /// An ended game: 1 when the civilians won, else 0 (with no civilian at
    /// the table, whether a cultist stayed inside).
    fn civilian_result(&self) -> f64 {
        let Some(o) = &self.outcome else { return UNKNOWN_END };
        match &o.kind {
            OutcomeKind::Teams { team } => {
                let civ = team.iter().find(|(_, t)| **t == CIVILIANS).map(|(s, _)| s);
                civ.map_or(f64::from(u8::from(self.cultists_inside().is_empty())), |s| f64::from(o.score[s].clamp(0, 1)))
            }
            _ => UNKNOWN_END,
        }
    }
}
