//! Extrication's heuristics for the generic search bot.
//!
//! The playout policy (what Easy plays; what Normal and Hard play out with)
//! is greedy on a rough worth of each item for the acting seat:
//! - launch a ship that can launch once it is full, or in the last round,
//!   or before leaving the track;
//! - move to the nearest location whose best item is worth the walk, and
//!   leave when none is;
//! - take the item worth most there (a ship for an empty pad, Cohorts while
//!   the organic value supports them, Organic cubes while Cohorts outrun
//!   it, fuel a ship still needs, a science not yet held), loading while
//!   each more item is still worth something.
//!
//! `evaluate` compares the seat's estimated final prestige (launched cargo
//! at full worth, cargo aboard at part worth) with the best other seat's.

use super::action::Action;
use super::components::{Pad, Resource, TileFace, ORGANIC_VALUE, TABLEAU_DEPTH};
use super::rules::scoring::scores;
use super::state::{Docked, Extrication, Stage, Worker};
use crate::engine::bot::{BotHooks, BotLevel};
use crate::engine::{GameRng, Seat};

/// Playout moves before the position is scored: about one turn of every seat
/// at a full table. Measured: 84 % against Easy over 50 games (48 moves:
/// 92 %) at a quarter of the time per decision (9 ms native).
const PLAYOUT_DEPTH: usize = 24;
/// How often a playout picks a random legal move instead of the greedy one.
const EXPLORE: f64 = 0.1;
/// `evaluate` turns the lead in estimated prestige into a win chance on a
/// logistic curve this wide: a lead of 4 is about 73 %, of 8 about 88 %,
/// so a few prestige (one supported launch) matter but do not decide alone.
const LEAD_SCALE: f64 = 4.0;
/// The greedy policy's rough worth of each move, in prestige-like units.
/// Only their order matters: the highest is played. Tuned by hand against
/// Easy and the random player (docs/games/extrication.md, Bots).
mod worth {
    /// A Cohort while the organic value still supports it (+1 when it
    /// launches) and once it does not (-1, but a later Organic cube may
    /// still support it).
    pub const COHORT_SUPPORTED: f64 = 1.4;
    pub const COHORT_UNSUPPORTED: f64 = 0.7;
    /// An Organic cube while Cohorts (counting the next one) outrun the
    /// organic value, and once they do not (it only guards future Cohorts).
    pub const ORGANIC_NEEDED: f64 = 1.2;
    pub const ORGANIC_SPARE: f64 = 0.15;
    /// Ending the turn and leaving the track are worth a little, so a move
    /// or take worth less than them is not made.
    pub const END_TURN: f64 = 0.05;
    pub const LEAVE: f64 = 0.3;
    /// Each location a move jumps over: what lies there is lost this round.
    pub const SKIP: f64 = 0.25;
    /// A ship: a base, plus each cargo space, less each fuel cube it needs.
    pub const SHIP_BASE: f64 = 1.0;
    pub const SHIP_PER_SPACE: f64 = 0.45;
    pub const SHIP_PER_FUEL: f64 = 0.25;
    /// A small ship on the large pad while the small pad is free shuts out
    /// the large ships that arrive later.
    pub const SHIP_ON_WRONG_PAD: f64 = 0.8;
    /// A ship taken in the last round has little time to fill and fuel.
    pub const SHIP_LAST_ROUND: f64 = 1.5;
    /// Fuel, more once the ship has cargo waiting to launch.
    pub const FUEL_BASE: f64 = 1.1;
    pub const FUEL_WITH_CARGO: f64 = 0.3;
    /// A science not yet held (it opens a reach) and a second token.
    pub const SCIENCE_NEW: f64 = 1.5;
    pub const SCIENCE_SECOND: f64 = 1.0;
    /// Cargo onto a ship already fuelled: it is nearer launching.
    pub const FUELLED_SHIP: f64 = 0.1;
}

/// How much of the cargo still aboard `estimate` counts, by how likely the
/// ship is to launch it: fuelled, not yet, and not fuelled in the last round.
const ABOARD_READY: f64 = 0.8;
const ABOARD_UNFUELLED: f64 = 0.5;
const ABOARD_LAST_ROUND_UNFUELLED: f64 = 0.2;
/// What a Cohort and an Organic cube aboard add beyond the supported
/// Cohorts they make (a Cohort may find support later; a cube guards more).
const COHORT_ABOARD: f64 = 0.4;
const ORGANIC_ABOARD: f64 = 0.5;
/// Each science held: progress towards a full set (3 then 5 prestige).
const SCIENCE_PROGRESS: f64 = 0.4;

/// At the turn's last chance to launch, a ship with this many Cohorts
/// aboard goes (two Cohorts are worth a launch; one waits for more cargo).
const LAUNCH_AT_LAST_CHANCE_COHORTS: usize = 2;

/// Whether this step is the last of the turn at which a ship may launch
/// (the worker must leave now, or the one thing is done).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Chance {
    More,
    Last,
}

impl BotHooks for Extrication {
    /// Every level: Hard, with its own search (below), won 60.0 % of 500
    /// games against Normal.
    const LEVELS: &'static [BotLevel] = &BotLevel::ALL;

    /// Hard's search. A turn's moves change the estimated lead by little, so
    /// their rewards lie close together, and the shared exploration constant
    /// (0.7) kept a longer search from settling: 3,000 iterations at 0.7 won
    /// 42.2 % of 172 games against Normal, 1,000 with playouts twice as deep
    /// 51.0 % of 150. At 0.15, 1,500 iterations won 60.0 % of 500
    /// (docs/games/extrication.md, Bot ladder).
    const HARD_ITERATIONS: usize = 1500;
    const HARD_EXPLORATION: f64 = 0.15;

    fn playout_action(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        if legal.len() > 1 && rng.unit() < EXPLORE {
            return legal[rng.below(legal.len())];
        }
        self.greedy(seat, legal)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        let mine = self.estimate(seat);
        let best_other = self.table.players.seats().filter(|s| *s != seat).map(|s| self.estimate(s)).fold(f64::MIN, f64::max);
        // The logistic curve: 0.5 when even, towards 1 with the lead.
        1.0 / (1.0 + (-(mine - best_other) / LEAD_SCALE).exp())
    }

    fn playout_depth(_level: BotLevel) -> usize {
        PLAYOUT_DEPTH
    }
}

impl Extrication {
    /// The greedy choice among `legal` (never empty).
    pub fn greedy(&self, seat: Seat, legal: &[Action]) -> Action {
        let stage = self.table.turn.map(|t| t.stage);
        let leaving_soon = !legal.iter().any(|a| matches!(a, Action::Move { .. }));
        let chance = if leaving_soon || stage == Some(Stage::Done) { Chance::Last } else { Chance::More };
        let want_launch = |a: &Action| match a {
            Action::Launch { pad } => self.should_launch(seat, *pad, chance),
            _ => false,
        };
        if let Some(a) = legal.iter().find(|a| want_launch(a)) {
            return *a;
        }
        let mut best: Option<(f64, Action)> = None;
        for a in legal {
            let w = self.worth(seat, a);
            if best.is_none_or(|(b, _)| w > b) {
                best = Some((w, *a));
            }
        }
        best.map(|(_, a)| a).unwrap_or(legal[0])
    }

    /// Launch a full ship at once, any ship in the last round, and one with
    /// two Cohorts or more when this is the turn's last chance to launch.
    fn should_launch(&self, seat: Seat, pad: Pad, chance: Chance) -> bool {
        let t = &self.table;
        let d = t.players[seat].pad(pad).expect("launchable");
        t.free_cargo(d) == 0 || t.final_round || (chance == Chance::Last && d.cohorts.len() >= LAUNCH_AT_LAST_CHANCE_COHORTS)
    }

    /// Rough worth of doing `a` now; the highest is played.
    fn worth(&self, seat: Seat, a: &Action) -> f64 {
        let t = &self.table;
        let p = &t.players[seat];
        let (c, o) = self.projected(seat);
        let cohort = if c < o { worth::COHORT_SUPPORTED } else { worth::COHORT_UNSUPPORTED };
        let organic = if o < c + 1 { worth::ORGANIC_NEEDED } else { worth::ORGANIC_SPARE };
        match *a {
            Action::EndTurn => worth::END_TURN,
            Action::Leave => worth::LEAVE,
            Action::Launch { .. } => 0.0,
            Action::Move { to } => {
                // Off the track, the worker stands just before location 0.
                let from = match p.worker {
                    Worker::At(x) => i32::from(x),
                    _ => -1,
                };
                let gap = f64::from(i32::from(to) - from - 1);
                self.best_at(seat, to) - worth::SKIP * gap
            }
            Action::TakeShip { from, pad } => {
                let k = t.track[from as usize].ship.expect("legal").kind();
                let other_free = Pad::ALL.iter().any(|q| *q != pad && p.pad(*q).is_none());
                let misfit = if pad == Pad::Large && k.size == super::components::Size::Small && other_free {
                    worth::SHIP_ON_WRONG_PAD
                } else {
                    0.0
                };
                let last_round = if t.final_round { worth::SHIP_LAST_ROUND } else { 0.0 };
                worth::SHIP_BASE + worth::SHIP_PER_SPACE * f64::from(k.capacity)
                    - worth::SHIP_PER_FUEL * f64::from(k.fuel)
                    - misfit
                    - last_round
            }
            Action::TakeCohort { pad, .. } => cohort + self.fit_bonus(seat, pad),
            Action::TakeOrganic { pad, .. } => organic + self.fit_bonus(seat, pad),
            Action::TakeFuel { pad, .. } => {
                let d = p.pad(pad).expect("legal");
                worth::FUEL_BASE + if d.cargo() > 0 { worth::FUEL_WITH_CARGO } else { 0.0 }
            }
            Action::TakeScience { science, .. } => match p.tiles_of(science) {
                0 => worth::SCIENCE_NEW,
                _ => worth::SCIENCE_SECOND,
            },
        }
    }

    /// A small preference for loading the ship that is nearer launching.
    fn fit_bonus(&self, seat: Seat, pad: Pad) -> f64 {
        let d = self.table.players[seat].pad(pad).expect("legal");
        if d.fuel.len() >= self.table.fuel_needed(d.ship) {
            worth::FUELLED_SHIP
        } else {
            0.0
        }
    }

    /// Worth of the best thing to take at `at`, reach ignored (a quick
    /// look that builds no actions and clones nothing).
    fn best_at(&self, seat: Seat, at: u8) -> f64 {
        let t = &self.table;
        let p = &t.players[seat];
        let loc = &t.track[at as usize];
        let mut best: f64 = 0.0;
        let mut consider = |a: Action| best = best.max(self.worth(seat, &a));
        if let Some(ship) = loc.ship {
            for pad in Pad::ALL.into_iter().filter(|&q| p.pad(q).is_none() && t.pad_takes(q, ship)) {
                consider(Action::TakeShip { from: at, pad });
            }
        }
        for pad in Pad::ALL {
            let Some(d) = p.pad(pad) else { continue };
            if t.free_cargo(d) > 0 {
                if t.offers(at, Resource::Cohort) {
                    consider(Action::TakeCohort { from: at, pad });
                }
                if t.offers(at, Resource::Organic) {
                    consider(Action::TakeOrganic { from: at, pad });
                }
            }
            if t.free_tank(d) > 0 && t.offers(at, Resource::Fuel) {
                consider(Action::TakeFuel { from: at, pad });
            }
        }
        for tile in &loc.tiles {
            if let TileFace::Science(science) = tile.face() {
                if p.tiles_of(science) < TABLEAU_DEPTH {
                    consider(Action::TakeScience { from: at, science });
                }
            }
        }
        best
    }

    /// Cohorts and organic value, counting cargo aboard as if launched.
    fn projected(&self, seat: Seat) -> (i32, i32) {
        let p = &self.table.players[seat];
        let aboard = |f: fn(&Docked) -> usize| p.pads.iter().flatten().map(f).sum::<usize>() as i32;
        let c = i32::from(p.cohort_value()) + aboard(|d| d.cohorts.len());
        let o = i32::from(p.organic_value) + i32::from(ORGANIC_VALUE) * aboard(|d| d.organics.len());
        (c, o)
    }

    /// Estimated final prestige: launched cargo at full worth, cargo aboard
    /// at part worth (more when the ship can already launch), science progress.
    pub fn estimate(&self, seat: Seat) -> f64 {
        let t = &self.table;
        let p = &t.players[seat];
        let mut partial = 0.0;
        for d in p.pads.iter().flatten() {
            let ready = d.fuel.len() >= t.fuel_needed(d.ship);
            let share = if t.final_round && !ready {
                ABOARD_LAST_ROUND_UNFUELLED
            } else if ready {
                ABOARD_READY
            } else {
                ABOARD_UNFUELLED
            };
            let supported = (d.cohorts.len() as f64).min(f64::from(ORGANIC_VALUE) * d.organics.len() as f64);
            partial += share * (supported + COHORT_ABOARD * d.cohorts.len() as f64 + ORGANIC_ABOARD * d.organics.len() as f64);
        }
        let s = scores(&t.players)[seat];
        let sets_progress = p.tableau.iter().filter(|c| !c.is_empty()).count() as f64 * SCIENCE_PROGRESS;
        f64::from(s.total) + partial + sets_progress
    }
}
