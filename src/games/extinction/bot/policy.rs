//! The playout policy's rules of thumb, one choice per phase: each scores
//! the legal actions with the weights of `weights.rs` and plays the best
//! (ties at random), or answers a count directly. What each rewards is told
//! in the module doc of `bot/mod.rs`.

use super::weights::{barriers, competition, culls, founding, genes, migration, newborns, SCORING_MOST};
use crate::engine::{GameRng, Seat};
use crate::games::extinction::action::Action;
use crate::games::extinction::cards::{Act, Barrier, Gene, Hazard};
use crate::games::extinction::map::{habitat, neighbours, HexId};
use crate::games::extinction::state::{Cell, Extinction, Phase};

/// The score of an action of another kind than the one being weighed: never
/// played while an action of that kind is legal.
const NEVER: f64 = f64::MIN;

/// Scores this close are a tie (the same weights summed in another order).
const TIE: f64 = 1e-9;

impl Extinction {
    /// The choice of the phase for `seat` among `legal` (two or more actions).
    pub(super) fn policy_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        match &self.table.phase {
            Phase::Founding { .. } => self.founding_choice(seat, legal, rng),
            Phase::Reproduce { .. } => self.nursery_choice(seat, legal, rng),
            Phase::Cull { .. } => self.cull_choice(seat, legal, rng),
            Phase::MildSeason { .. } => self.mild_choice(seat, legal),
            Phase::Barrier { .. } => self.barrier_choice(seat, legal, rng),
            Phase::Migrate { .. } => self.migrate_choice(seat, legal, rng),
            Phase::Compete { .. } => self.compete_choice(seat, legal, rng),
            Phase::Genes { .. } => self.gene_choice(seat, legal),
            _ => legal[0].clone(),
        }
    }

    fn empty_neighbours(&self, hex: HexId) -> usize {
        neighbours(hex).filter(|&n| self.cell(n) == Cell::Empty).count()
    }

    fn rival_next_to(&self, seat: Seat, hex: HexId) -> bool {
        neighbours(hex).any(|n| matches!(self.cell(n), Cell::Cube { seat: s, .. } if s != seat))
    }

    fn own_next_to(&self, seat: Seat, hex: HexId) -> bool {
        neighbours(hex).any(|n| self.own(seat, n) > 0)
    }

    fn founding_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        if let Action::Put { .. } = legal[0] {
            return best_count(legal, founding::CUBE);
        }
        if legal.contains(&Action::Done) {
            return Action::Done;
        }
        let near_own = rng.below(founding::LONER_ONE_IN) > 0;
        pick_max(legal, rng, |a| match a {
            Action::Pick { hex } => self.founding_site(seat, *hex, near_own),
            _ => NEVER,
        })
    }

    /// Room around the hex, company of its own when `near_own`, no rival
    /// next door, and a habitat the species is not yet in.
    fn founding_site(&self, seat: Seat, hex: HexId, near_own: bool) -> f64 {
        let own = self.own_next_to(seat, hex);
        let rival = self.rival_next_to(seat, hex);
        let hab = habitat(hex);
        let same = self.cubes_of(seat).into_iter().filter(|&h| habitat(h) == hab).count();
        self.empty_neighbours(hex) as f64 + if own && near_own { founding::NEXT_TO_OWN } else { 0.0 }
            - if rival { founding::NEXT_TO_RIVAL } else { 0.0 }
            - founding::SAME_HABITAT * same as f64
    }

    fn nursery_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        if let Action::Put { .. } = legal[0] {
            let Phase::Reproduce { pick: Some(h), .. } = self.table.phase else { return legal[0].clone() };
            // Fill the cube up to 4, at least one newborn.
            return best_count(legal, SCORING_MOST.saturating_sub(self.own(seat, h)).max(1));
        }
        let crowded = self.crowded(seat);
        pick_max(legal, rng, |a| match a {
            Action::Pick { hex } => self.newborn_site(seat, *hex, crowded),
            _ => NEVER,
        })
    }

    /// Breeding ground while there is room, a cube that still scores after,
    /// no rival next door.
    fn newborn_site(&self, seat: Seat, hex: HexId, crowded: bool) -> f64 {
        let breeds = match (self.optimal(seat, hex), crowded) {
            (true, false) => newborns::OPTIMAL_WITH_ROOM,
            (true, true) => newborns::OPTIMAL_WHEN_CROWDED,
            _ => 0.0,
        };
        let fit = match self.own(seat, hex) {
            0 => newborns::NEW_CUBE,
            SCORING_MOST => newborns::FOUR_TO_FIVE,
            c if c < SCORING_MOST => newborns::GROW_SCORING,
            _ => newborns::ALREADY_OVER,
        };
        breeds + fit - if self.rival_next_to(seat, hex) { newborns::NEXT_TO_RIVAL } else { 0.0 }
    }

    fn cull_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        pick_max(legal, rng, |a| match a {
            Action::Cull { hex, count } => self.cull_score(seat, *hex, *count),
            _ => NEVER,
        })
    }

    /// Exactly the surplus off a cube above 4; otherwise few individuals,
    /// from small cubes, off ground where they do not breed.
    fn cull_score(&self, seat: Seat, hex: HexId, count: u8) -> f64 {
        let c = self.own(seat, hex);
        let surplus = c.saturating_sub(SCORING_MOST);
        if surplus > 0 {
            culls::SURPLUS_FIRST - f64::from(count.abs_diff(surplus))
        } else {
            f64::from(count) - f64::from(c) - if self.optimal(seat, hex) { culls::OPTIMAL_PARENTS } else { 0.0 }
        }
    }

    fn barrier_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        let crowded = self.crowded(seat);
        pick_max(legal, rng, |a| match a {
            Action::Pick { hex } => self.barrier_site(seat, *hex, crowded),
            Action::Build { barrier } => self.barrier_kind(seat, *barrier),
            _ => NEVER,
        })
    }

    /// The biggest rival cube; a crowded species may clear its own 5 or 6
    /// (it scores nothing, and the cube comes back to place again).
    fn barrier_site(&self, seat: Seat, hex: HexId, crowded: bool) -> f64 {
        match self.cell(hex) {
            Cell::Cube { seat: s, count } if s != seat => barriers::RIVAL_CUBE + f64::from(count),
            Cell::Cube { count, .. } if count > SCORING_MOST && crowded => barriers::OWN_DEAD_WEIGHT + f64::from(count),
            Cell::Cube { .. } => barriers::OWN_CUBE,
            _ if self.own_next_to(seat, hex) => barriers::NEXT_TO_OWN,
            _ => 0.0,
        }
    }

    /// A kind the species crosses and that does not poison its own air.
    fn barrier_kind(&self, seat: Seat, barrier: Barrier) -> f64 {
        let Phase::Barrier { pick: Some(h), .. } = self.table.phase else { return 0.0 };
        let poisons = barrier.pollutes_air() && !self.tolerates(seat, Hazard::AirPollution) && self.own_next_to(seat, h);
        let crosses = if self.crosses(seat, barrier) { barriers::CROSSED } else { 0.0 };
        crosses - if poisons { barriers::POISONS_OWN_AIR } else { 0.0 }
            + if barrier == Barrier::Mountain { barriers::MOUNTAIN } else { 0.0 }
    }

    fn migrate_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        let Phase::Migrate { lifting, group, .. } = &self.table.phase else { return legal[0].clone() };
        let crowded = self.crowded(seat);
        if let Some(g) = group {
            return pick_max(legal, rng, |a| match a {
                Action::Settle => self.landing(seat, g.at, g.size, crowded),
                Action::Step { to } => self.landing(seat, *to, g.size, crowded) - migration::STEP_COST,
                _ => NEVER,
            });
        }
        if let Some(h) = lifting {
            // Thin a 5 or 6 down to 4; a whole cube of 4 or less moves.
            let c = self.own(seat, *h);
            let size = if c > SCORING_MOST { c - SCORING_MOST } else { c };
            return best_count(legal, size);
        }
        pick_max(legal, rng, |a| match a {
            Action::Lift { hex } => self.lift_score(seat, *hex, crowded),
            Action::Done => migration::STOP,
            _ => 0.0,
        })
    }

    /// The biggest 5 or 6 first (its surplus moves out); then a whole cube
    /// onto breeding ground when short of parents, off it when crowded.
    fn lift_score(&self, seat: Seat, hex: HexId, crowded: bool) -> f64 {
        let c = self.own(seat, hex);
        if c > SCORING_MOST {
            f64::from(c)
        } else if crowded == self.optimal(seat, hex) {
            migration::MOVE_WHOLE_CUBE + f64::from(c) / f64::from(SCORING_MOST)
        } else {
            0.0
        }
    }

    /// How good a place `hex` is for a migrating group of `size` to settle.
    /// An empty hex starts a new scoring cube (in an optimal habitat it
    /// breeds, welcome only while there is room); an own cube should stay at 4 or less.
    fn landing(&self, seat: Seat, hex: HexId, size: u8, crowded: bool) -> f64 {
        let breeds = match (self.optimal(seat, hex), crowded) {
            (true, false) => migration::LAND_OPTIMAL_WITH_ROOM,
            (true, true) => migration::LAND_OPTIMAL_WHEN_CROWDED,
            _ => 0.0,
        };
        match self.cell(hex) {
            Cell::Empty => migration::LAND_EMPTY + breeds - if self.rival_next_to(seat, hex) { migration::LAND_NEXT_TO_RIVAL } else { 0.0 },
            Cell::Cube { seat: s, count } if s == seat && count + size <= SCORING_MOST => migration::LAND_JOIN_OWN + breeds,
            Cell::Cube { seat: s, .. } if s == seat => migration::LAND_OVERGROW_OWN,
            _ => migration::LAND_ELSEWHERE,
        }
    }

    fn compete_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        // Announcing first lets every rival's answer about our hunter be known.
        if legal.contains(&Action::Announce) {
            return Action::Announce;
        }
        pick_max(legal, rng, |a| match a {
            Action::Compete { .. } | Action::Prey { .. } => self.capture_score(seat, a),
            Action::Done => competition::DECLINE,
            _ => competition::OTHER,
        })
    }

    /// The bigger the rival cube the better, moving the count that takes it
    /// and keeps both halves scoring: competing must outnumber the rival
    /// cube by one; preying needs no majority, so half the cube goes.
    fn capture_score(&self, seat: Seat, capture: &Action) -> f64 {
        let (Action::Compete { from, to, count } | Action::Prey { from, to, count }) = *capture else { return NEVER };
        let v = self.own(seat, from);
        let lost = match self.cell(to) {
            Cell::Cube { count, .. } => count,
            _ => 0,
        };
        let target = if matches!(capture, Action::Prey { .. }) { v.div_ceil(2) } else { (lost + 1).max(v.div_ceil(2)) };
        competition::TAKE + f64::from(lost) - competition::OFF_TARGET * f64::from(count.abs_diff(target))
    }

    fn gene_choice(&self, seat: Seat, legal: &[Action]) -> Action {
        let crowded = self.crowded(seat);
        legal
            .iter()
            .find(|a| matches!(a, Action::ChangeGene { gene } if self.wants_new(seat, *gene, crowded)))
            .cloned()
            .unwrap_or(Action::Done)
    }

    /// Whether `seat` would swap its card of `gene` for a new one. A crowded
    /// species wants fewer newborns: they would only make 5s and 6s.
    fn wants_new(&self, seat: Seat, gene: Gene, crowded: bool) -> bool {
        let pop = self.population(seat).max(1);
        let mut rivals = self.living().into_iter().filter(move |&r| r != seat);
        match gene {
            Gene::Reproduction if crowded => self.rate(seat) >= genes::RATE_CROWDED_LEAST,
            Gene::Reproduction => self.rate(seat) < genes::RATE_ROOMY_LEAST,
            Gene::HabitatMobility if crowded => self.parents(seat) * genes::PARENTS_CROWDED_ONE_IN >= pop,
            Gene::HabitatMobility => self.parents(seat) * genes::PARENTS_ROOMY_ONE_IN < pop,
            // Shown open to a living rival's hunter: a new card resists it half the time.
            Gene::Defense => rivals.any(|r| self.table.known[r].hunter.is_some_and(|h| self.table.known[seat].open_to.contains(&h))),
            // Every living rival resists our hunter: a new one may not be resisted.
            Gene::Predator => {
                let hunt = self.hunter(seat);
                rivals.all(|r| hunt.is_some_and(|h| self.table.known[r].resists.contains(&h)))
            }
            _ => false,
        }
    }

    /// A crowded species would only make 5s and 6s: it hurts its rival instead.
    fn mild_choice(&self, seat: Seat, legal: &[Action]) -> Action {
        let best = if self.crowded(seat) {
            Action::ChoosePair { first: Act::CompetePrey, second: Act::PlaceBarrier }
        } else {
            Action::ChoosePair { first: Act::Reproduce, second: Act::CompetePrey }
        };
        if legal.contains(&best) {
            best
        } else {
            legal[0].clone()
        }
    }
}

/// The `Put` or `Size` whose count is nearest `want` (the smaller on a tie).
fn best_count(legal: &[Action], want: u8) -> Action {
    let count = |a: &Action| match a {
        Action::Put { count } | Action::Size { count } => *count,
        _ => 0,
    };
    legal.iter().min_by_key(|a| (count(a).abs_diff(want), count(a))).cloned().unwrap_or_else(|| legal[0].clone())
}

/// The action scoring highest, ties broken at random.
fn pick_max(legal: &[Action], rng: &mut GameRng, score: impl Fn(&Action) -> f64) -> Action {
    let mut best: Vec<&Action> = Vec::new();
    let mut top = f64::MIN;
    for a in legal {
        let s = score(a);
        if s > top + TIE {
            top = s;
            best.clear();
            best.push(a);
        } else if (s - top).abs() <= TIE {
            best.push(a);
        }
    }
    best[rng.below(best.len())].clone()
}
