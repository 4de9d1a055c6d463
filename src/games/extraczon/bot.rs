//! ExtracZon's heuristics for the generic search bot: a quick playout policy
//! (head for Sites it can beat, use Fast Travel, pick the Tactical card that
//! fits, lose the least useful card) and a cut-off evaluation.

use super::action::Action;
use super::board::{cell, fast_travel_door, Cell, Dir, Pos, CELLS, H, SITES, W};
use super::cards::{Bonus, CardId};
use super::state::{ExtracZon, Mode, Phase, Place, SiteStatus, Stage, View};
use crate::engine::bot::{BotHooks, BotLevel};
use crate::engine::{Game, GameRng, Seat};
use std::sync::OnceLock;

/// Throws of four dice: 6 x 6 x 6 x 6.
const THROWS: u32 = 1296;
/// Sums to look up: 0 to 29 covers the Apex's 19 with any bonus taken
/// off, and every need above 24 (no throw reaches it) reads the same 0.
const NEEDS: usize = 30;

/// Chance that four dice plus `bonus` reach `hp`, in percent.
pub fn hp_chance(hp: u8, bonus: u8) -> u8 {
    static TABLE: OnceLock<[u8; NEEDS]> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        // Ways to throw each sum, 0 to 24.
        let mut ways = [0u32; 25];
        for a in 1..=6 {
            for b in 1..=6 {
                for c in 1..=6 {
                    for d in 1..=6 {
                        ways[a + b + c + d] += 1;
                    }
                }
            }
        }
        let mut at_least = [0u8; NEEDS];
        for (need, slot) in at_least.iter_mut().enumerate() {
            let hits: u32 = ways.iter().enumerate().filter(|(s, _)| *s >= need).map(|(_, w)| *w).sum();
            *slot = (hits * 100 / THROWS) as u8;
        }
        at_least
    });
    table[usize::from(hp.saturating_sub(bonus)).min(NEEDS - 1)]
}

/// Walking distance between street tiles (Fast Travel counted as one step),
/// ignoring tokens; 255 when unreachable.
fn distances() -> &'static Vec<[u8; CELLS]> {
    static D: OnceLock<Vec<[u8; CELLS]>> = OnceLock::new();
    D.get_or_init(|| (0..CELLS).map(bfs_from).collect())
}

fn bfs_from(i: usize) -> [u8; CELLS] {
    let mut dist = [u8::MAX; CELLS];
    let start = Pos::new((i % usize::from(W)) as u8, (i / usize::from(W)) as u8);
    if !cell(start).walkable() {
        return dist;
    }
    dist[i] = 0;
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(p) = queue.pop_front() {
        let d = dist[p.index()];
        let mut next: Vec<Pos> = Dir::ALL.iter().filter_map(|dir| p.step(*dir)).filter(|n| cell(*n).walkable()).collect();
        if let Cell::FastTravelDoor(_) = cell(p) {
            next.extend((0..4).map(fast_travel_door));
        }
        for n in next {
            if dist[n.index()] == u8::MAX {
                dist[n.index()] = d + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

/// Chance, 0 to 1, that four dice plus `bonus` reach `hp`.
fn beat_chance(hp: u8, bonus: u8) -> f64 {
    f64::from(hp_chance(hp, bonus)) / 100.0
}

/// Steps counted for a tile no street reaches: far enough that its pull
/// (less [`STEP_COST`] a step) is below any reachable Site's.
const UNREACHABLE_STEPS: u32 = 99;

/// Street distance from a place to a tile (a token inside a Site starts at its door).
fn dist(from: Place, to: Pos) -> u32 {
    let p = match from {
        Place::Tile(p) => p,
        Place::Site(s) => s.def().door,
    };
    let d = distances()[p.index()][to.index()];
    if d == u8::MAX {
        UNREACHABLE_STEPS
    } else {
        u32::from(d) + u32::from(matches!(from, Place::Site(_)))
    }
}

// The heuristics' weights. Tuned by hand against the random bot and the
// benches (benches/extraczon.rs); changing one changes how the bots play.

/// HP a bot expects its drawn cards to add to a roll it has not made yet
/// (an HP card turns up in about one draw in two, worth +2 or so).
const DRAWN_HP_GUESS: u8 = 2;
/// How much each tile between a token and a Site's door lowers the Site's
/// pull: about 6 points of the chance of winning there per tile.
const STEP_COST: f64 = 0.06;
/// The pull when no Site is open: below any real Site's.
const NO_SITE_PULL: f64 = -10.0;
/// Securable cards a draw is expected to bring (a die's 3.5 cards, less
/// the Infected among them).
const EXPECTED_SECURABLE_DRAW: f64 = 2.8;
/// What each Unsecured card adds to an encounter, beside the Zombie's 1.
const CARD_WORTH: f64 = 0.7;
/// Entering a Site outranks every walk (a Site is what a move is for).
const ENTER_SITE: f64 = 10.0;
/// A small lean towards an Infected Zone: clearing it rolls again.
const INFECTED_TILE: f64 = 0.15;
/// Any other action, when choosing a move.
const NOT_A_MOVE: f64 = -100.0;
/// Per point of an HP card made active, near a Site (or at the Apex) and far from one.
const HP_CARD_NEAR: f64 = 3.0;
const HP_CARD_FAR: f64 = 1.0;
/// Per point of a Movement card made active, near a Site and far from one.
const MOVE_CARD_NEAR: f64 = 0.5;
const MOVE_CARD_FAR: f64 = 2.0;
/// A Defense card made active.
const DEFENSE_CARD: f64 = 1.5;
/// No active card: just above a card that would do nothing.
const NO_CARD: f64 = 0.1;
/// Worth keeping when a card must go (lowest goes first): a Survivor, a
/// Movement card (and per point), a Defense card, an HP card (plus its points).
const KEEP_SURVIVOR: f64 = 1.0;
const KEEP_MOVEMENT: f64 = 1.5;
const KEEP_MOVEMENT_PER_POINT: f64 = 0.2;
const KEEP_DEFENSE: f64 = 2.0;
const KEEP_HP: f64 = 3.0;
/// One playout move in this many is random, so the search does not follow one line only.
const NOISE_ONE_IN: usize = 10;
/// What a Site's pull is worth in cards, when scoring a position.
const PULL_WORTH: f64 = 2.0;
/// A solo haul this large scores 1 (about the best the benches see).
const SOLO_FULL_HAUL: f64 = 120.0;
/// A lead of this many cards gives about three quarters of the reward.
const LEAD_SCALE: f64 = 8.0;
/// No playout: the search evaluates a position as soon as it expands it
/// (longer playouts let the dice noise drown the differences between
/// moves; measured in docs/games/extraczon.md).
const PLAYOUT_DEPTH: usize = 0;

impl ExtracZon {
    /// How attractive standing at `from` is for `seat`: the best open Site,
    /// weighing its HP against how far its door is.
    fn site_pull(&self, seat: Seat, from: Place) -> f64 {
        let bonus = self.planned_hp_bonus(seat);
        // Before its roll, an active Movement card brings every Site closer.
        let reach = match (self.table.turn == seat, &self.table.phase, self.table.active[seat].and_then(CardId::bonus)) {
            (true, Phase::RollMovement, Some(Bonus::Movement(n))) => n,
            _ => 0,
        };
        SITES
            .iter()
            .filter(|s| self.table.sites[usize::from(s.id.0)] == SiteStatus::Present)
            .map(|s| {
                let steps = (dist(from, s.door) + 1).saturating_sub(u32::from(reach));
                beat_chance(s.hp, bonus + DRAWN_HP_GUESS) - STEP_COST * f64::from(steps)
            })
            .fold(NO_SITE_PULL, f64::max)
    }

    /// What a running encounter of `seat` is likely worth: the Zombie and the
    /// cards in play (or still to be drawn), times the chance of beating it.
    fn encounter_value(&self, seat: Seat) -> f64 {
        if self.table.turn != seat || self.table.encounter.is_none() {
            return 0.0;
        }
        let cards = match self.table.phase {
            Phase::RollDraw => EXPECTED_SECURABLE_DRAW,
            _ => self.table.unsecured.iter().filter(|c| c.is_securable()).count() as f64,
        };
        let hp = self.target_zombie_hp();
        // A roll for the Zombie itself, and one more for each card at stake.
        let tries = 1.0 + cards;
        let miss = 1.0 - beat_chance(hp, self.hp_bonus(seat));
        (1.0 - miss.powf(tries)) * (1.0 + cards * CARD_WORTH)
    }

    fn target_zombie_hp(&self) -> u8 {
        match self.table.encounter {
            Some(super::state::Target::Site(s)) => s.def().hp,
            _ => super::board::APEX_HP,
        }
    }

    fn planned_hp_bonus(&self, seat: Seat) -> u8 {
        match self.table.active[seat].and_then(CardId::bonus) {
            Some(Bonus::Hp(n)) => n,
            _ => 0,
        }
    }

    fn best_move(&self, seat: Seat, legal: &[Action]) -> Action {
        let score = |a: &Action| match a {
            Action::Move { to: Place::Site(s) } => ENTER_SITE + beat_chance(s.def().hp, self.planned_hp_bonus(seat) + DRAWN_HP_GUESS),
            Action::Move { to } => self.site_pull(seat, *to) + if infected(*to) { INFECTED_TILE } else { 0.0 },
            _ => NOT_A_MOVE,
        };
        pick_max(legal, score)
    }

    fn best_active(&self, seat: Seat, legal: &[Action]) -> Action {
        let near = self.site_pull(seat, self.table.tokens[seat]) > 0.0;
        let apex = self.table.stage != Stage::Sites;
        let score = |a: &Action| match a {
            Action::ChooseActive { card: Some(c) } => match c.bonus() {
                Some(Bonus::Hp(n)) => f64::from(n) * if apex || near { HP_CARD_NEAR } else { HP_CARD_FAR },
                Some(Bonus::Movement(n)) if !apex => f64::from(n) * if near { MOVE_CARD_NEAR } else { MOVE_CARD_FAR },
                Some(Bonus::Defense) => DEFENSE_CARD,
                _ => 0.0,
            },
            _ => NO_CARD,
        };
        pick_max(legal, score)
    }
}

fn infected(p: Place) -> bool {
    matches!(p, Place::Tile(t) if cell(t) == Cell::InfectedZone)
}

/// How much a card is worth keeping in the Unsecured area (lower goes first).
fn keep_value(card: CardId) -> f64 {
    match card.bonus() {
        None => KEEP_SURVIVOR,
        Some(Bonus::Movement(n)) => KEEP_MOVEMENT + f64::from(n) * KEEP_MOVEMENT_PER_POINT,
        Some(Bonus::Defense) => KEEP_DEFENSE,
        Some(Bonus::Hp(n)) => KEEP_HP + f64::from(n),
    }
}

fn pick_max(legal: &[Action], score: impl Fn(&Action) -> f64) -> Action {
    let mut best = &legal[0];
    let mut best_score = f64::MIN;
    for a in legal {
        let s = score(a);
        if s > best_score {
            best = a;
            best_score = s;
        }
    }
    best.clone()
}

impl BotHooks for ExtracZon {
    /// Hard's search, Extrication's kind. The dice make the rewards of a turn's
    /// moves lie close together, and the shared exploration constant (0.7) kept
    /// a longer search from settling: 3,000 iterations at 0.7 won 53.0 % of 500
    /// two-player games against Normal. At 0.15, 1,500 iterations won 56.2 % of
    /// 500 (51.8-60.5 %); in teams 52.4 %, no edge (docs/games/extraczon.md).
    const HARD_ITERATIONS: usize = 1500;
    const HARD_EXPLORATION: f64 = 0.15;

    /// Solo, from Normal up: Easy's move, so solo has one level of bot. The
    /// search scores a position by the haul against a rival's, which solo has
    /// not; there it chose worse than the plain policy (47 % of 500 solo games
    /// reached a tier at Normal, 67 % at Easy). Two tries did not close the
    /// gap: a solo scale against a par of 1.1 cards a turn (51 % of 200), and
    /// the policy without its playout noise (64 % of 500). Measured in
    /// docs/games/extraczon.md.
    fn policy_move(view: &View, seat: Seat, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
        if view.table.setup.mode != Mode::Solo || level < BotLevel::Normal {
            return None;
        }
        let game = ExtracZon::determinize(view, rng);
        let legal = game.legal_actions(seat);
        (!legal.is_empty()).then(|| game.playout_action(seat, &legal, rng))
    }

    fn playout_action(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        if legal.len() == 1 {
            return legal[0].clone();
        }
        // A little noise keeps the search from following one line only.
        if rng.below(NOISE_ONE_IN) == 0 {
            return legal[rng.below(legal.len())].clone();
        }
        match self.table.phase {
            Phase::Move { .. } => self.best_move(seat, legal),
            Phase::ChooseActive => self.best_active(seat, legal),
            Phase::ResolveInfected { .. } | Phase::LoseAfterFail => pick_max(legal, |a| match a {
                Action::LoseCard { card } => -keep_value(*card),
                _ => f64::MIN,
            }),
            _ => legal[0].clone(),
        }
    }

    /// Score lead over the best rival side (or own total in solo), each side
    /// also credited with the pull of its best reachable open Site, squashed to 0..1.
    fn evaluate(&self, seat: Seat) -> f64 {
        let t = &self.table;
        let n = t.tokens.len();
        let worth = |s: Seat| {
            (t.secured[s].len() + t.contained[s].len()) as f64
                + PULL_WORTH * self.site_pull(s, t.tokens[s]).max(0.0)
                + self.encounter_value(s)
        };
        let team_of = |s: Seat| match &t.setup.mode {
            Mode::Teams { team } => team[s.index()],
            _ => s.0,
        };
        let side = |k: u8| -> f64 { Seat::all(n).filter(|o| team_of(*o) == k).map(worth).sum() };
        let mine = side(team_of(seat));
        if t.setup.mode == Mode::Solo {
            return (mine / SOLO_FULL_HAUL).clamp(0.0, 1.0);
        }
        let rival = Seat::all(n).map(team_of).filter(|k| *k != team_of(seat)).map(side).fold(0.0, f64::max);
        // tanh's -1..1 mapped onto the reward's 0..1 (an even game is 0.5).
        0.5 + 0.5 * ((mine - rival) / LEAD_SCALE).tanh()
    }

    fn playout_depth(_level: BotLevel) -> usize {
        PLAYOUT_DEPTH
    }
}

/// Distance table size check for tests: the board is fully connected.
pub fn streets_connected() -> bool {
    let from = super::board::start(0);
    (0..H)
        .flat_map(|y| (0..W).map(move |x| Pos::new(x, y)))
        .filter(|p| cell(*p).walkable())
        .all(|p| distances()[from.index()][p.index()] != u8::MAX)
}
