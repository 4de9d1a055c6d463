//! ExtracZon's heuristics for the generic search bot: a quick playout policy
//! (head for Sites it can beat, use Fast Travel, pick the Tactical card that
//! fits, lose the least useful card) and a cut-off evaluation.

use super::action::Action;
use super::board::{cell, fast_travel_door, Cell, Dir, Pos, CELLS, H, SITES, W};
use super::cards::{Bonus, CardId};
use super::state::{ExtracZon, Mode, Phase, Place, SiteStatus, Stage};
use crate::engine::bot::BotHooks;
use crate::engine::{GameRng, Seat};
use std::sync::OnceLock;

/// Chance that four dice plus `bonus` reach `hp`, in percent.
pub fn hp_chance(hp: u8, bonus: u8) -> u8 {
    static TABLE: OnceLock<[u8; 30]> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
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
        let mut at_least = [0u8; 30];
        for (need, slot) in at_least.iter_mut().enumerate() {
            let hits: u32 = ways.iter().enumerate().filter(|(s, _)| *s >= need).map(|(_, w)| *w).sum();
            *slot = (hits * 100 / 1296) as u8;
        }
        at_least
    });
    table[usize::from(hp.saturating_sub(bonus)).min(29)]
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

/// Street distance from a place to a tile (a token inside a Site starts at its door).
fn dist(from: Place, to: Pos) -> u32 {
    let p = match from {
        Place::Tile(p) => p,
        Place::Site(s) => s.def().door,
    };
    let d = distances()[p.index()][to.index()];
    if d == u8::MAX {
        99
    } else {
        u32::from(d) + u32::from(matches!(from, Place::Site(_)))
    }
}

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
                f64::from(hp_chance(s.hp, bonus + 2)) / 100.0 - 0.06 * f64::from(steps)
            })
            .fold(-10.0, f64::max)
    }

    /// What a running encounter of `seat` is likely worth: the Zombie and the
    /// cards in play (or still to be drawn), times the chance of beating it.
    fn encounter_value(&self, seat: Seat) -> f64 {
        if self.table.turn != seat || self.table.encounter.is_none() {
            return 0.0;
        }
        let cards = match self.table.phase {
            Phase::RollDraw => 2.8,
            _ => self.table.unsecured.iter().filter(|c| c.is_securable()).count() as f64,
        };
        let hp = self.target_zombie_hp();
        let tries = 1.0 + cards;
        let miss = 1.0 - f64::from(hp_chance(hp, self.hp_bonus(seat))) / 100.0;
        (1.0 - miss.powf(tries)) * (1.0 + cards * 0.7)
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
            Action::Move { to: Place::Site(s) } => 10.0 + f64::from(hp_chance(s.def().hp, self.planned_hp_bonus(seat) + 2)) / 100.0,
            Action::Move { to } => self.site_pull(seat, *to) + if infected(*to) { 0.15 } else { 0.0 },
            _ => -100.0,
        };
        pick_max(legal, score)
    }

    fn best_active(&self, seat: Seat, legal: &[Action]) -> Action {
        let near = self.site_pull(seat, self.table.tokens[seat]) > 0.0;
        let apex = self.table.stage != Stage::Sites;
        let score = |a: &Action| match a {
            Action::ChooseActive { card: Some(c) } => match c.bonus() {
                Some(Bonus::Hp(n)) => f64::from(n) * if apex || near { 3.0 } else { 1.0 },
                Some(Bonus::Movement(n)) if !apex => f64::from(n) * if near { 0.5 } else { 2.0 },
                Some(Bonus::Defense) => 1.5,
                _ => 0.0,
            },
            _ => 0.1,
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
        None => 1.0,
        Some(Bonus::Movement(n)) => 1.5 + f64::from(n) * 0.2,
        Some(Bonus::Defense) => 2.0,
        Some(Bonus::Hp(n)) => 3.0 + f64::from(n),
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
    fn playout_action(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        if legal.len() == 1 {
            return legal[0].clone();
        }
        // A little noise keeps the search from following one line only.
        if rng.below(10) == 0 {
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
            (t.secured[s].len() + t.contained[s].len()) as f64 + 2.0 * self.site_pull(s, t.tokens[s]).max(0.0) + self.encounter_value(s)
        };
        let team_of = |s: Seat| match &t.setup.mode {
            Mode::Teams { team } => team[s.index()],
            _ => s.0,
        };
        let side = |k: u8| -> f64 { Seat::all(n).filter(|o| team_of(*o) == k).map(worth).sum() };
        let mine = side(team_of(seat));
        if t.setup.mode == Mode::Solo {
            return (mine / 120.0).clamp(0.0, 1.0);
        }
        let rival = Seat::all(n).map(team_of).filter(|k| *k != team_of(seat)).map(side).fold(0.0, f64::max);
        0.5 + 0.5 * ((mine - rival) / 8.0).tanh()
    }

    fn playout_depth() -> usize {
        0
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
