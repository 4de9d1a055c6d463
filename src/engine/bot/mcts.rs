//! Single-observer information-set MCTS (SO-ISMCTS).
//!
//! Each iteration samples one full state consistent with the bot's view
//! (hidden cards dealt at random, a fresh RNG for dice), walks the shared tree
//! choosing among the actions legal in that sample, plays out with the game's
//! playout policy, and backs the result up. Nodes are keyed by action, so the
//! tree merges every sample; availability counts keep UCB fair when an action
//! exists in only some samples. Games of perfect information get plain
//! open-loop MCTS from the same code.
//!
//! The search runs in slices ([`Search::run`]) so the browser can think
//! between frames.

use super::{BotHooks, BotLevel, Sampler};
use crate::engine::{GameRng, Seat, ToAct};

/// UCB's exploration constant unless a game asks for another
/// ([`BotHooks::exploration`]); rewards run from 0.0 to 1.0.
pub const EXPLORATION: f64 = 0.7;

struct Node<A> {
    action: Option<A>,
    /// The seat that chose `action` (its reward is what this node averages).
    mover: Seat,
    children: Vec<usize>,
    visits: u32,
    avail: u32,
    total: f64,
}

/// One of the root's moves after a search ([`Search::ranking`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked<A> {
    pub action: A,
    /// Playouts that went through this move.
    pub visits: u32,
    /// The searching seat's mean reward over them, 0.0 to 1.0.
    pub mean: f64,
}

pub struct Search<G: BotHooks> {
    /// Games consistent with the searching seat's view, one per iteration.
    sampler: Sampler<G>,
    /// The game the last iteration played out, handed back to the sampler.
    used: Option<G>,
    seat: Seat,
    rng: GameRng,
    nodes: Vec<Node<G::Action>>,
    budget: usize,
    /// UCB's weight on trying moves seldom tried ([`BotHooks::exploration`]).
    exploration: f64,
    /// Playout moves before the evaluation ([`BotHooks::playout_depth`]).
    depth: usize,
    done: usize,
    /// A move decided without search (random level, easy level, forced move).
    quick: Option<G::Action>,
    /// Stop once the choice cannot change ([`Search::settled`]); off only in
    /// the test that proves stopping early never changes a choice.
    stop_early: bool,
}

impl<G: BotHooks> Search<G> {
    /// Prepares a search for `seat`, which must be able to act in `view`.
    pub fn new(view: G::View, seat: Seat, level: BotLevel, seed: u64) -> Self {
        let level = level.played::<G>();
        let mut rng = GameRng::from_seed(seed);
        let mut sampler = G::sampler(&view);
        let sample = sampler(&mut rng, None);
        let legal = sample.legal_actions(seat);
        let quick = match (level, legal.len()) {
            (_, 0) => None,
            (_, 1) => Some(legal[0].clone()),
            (BotLevel::Random, _) => Some(legal[rng.below(legal.len())].clone()),
            (BotLevel::Easy, _) => Some(sample.playout_action(seat, &legal, &mut rng)),
            _ => None,
        };
        let budget = if quick.is_some() || legal.is_empty() { 0 } else { G::iterations(level) };
        let root = Node { action: None, mover: seat, children: Vec::new(), visits: 0, avail: 0, total: 0.0 };
        Search {
            sampler,
            used: Some(sample),
            seat,
            rng,
            nodes: vec![root],
            budget,
            exploration: G::exploration(level),
            depth: G::playout_depth(level),
            done: 0,
            quick,
            stop_early: true,
        }
    }

    /// The same search without stopping early: every iteration of the budget runs.
    pub fn full_budget(mut self) -> Self {
        self.stop_early = false;
        self
    }

    /// Runs up to `iterations` more iterations; true once the budget is spent.
    pub fn run(&mut self, iterations: usize) -> bool {
        let end = self.budget.min(self.done.saturating_add(iterations));
        while self.done < end {
            self.iterate();
            self.done += 1;
            if self.stop_early && self.settled() {
                self.budget = self.done;
                break;
            }
        }
        self.is_done()
    }

    /// True once the most visited move at the root leads the runner-up by
    /// more than the iterations left: spending them could not change
    /// [`Search::best`], so stopping saves time and never changes the choice
    /// (the search's own RNG is seeded per decision, so games replay the same).
    fn settled(&self) -> bool {
        let (mut first, mut second) = (0u32, 0u32);
        for &c in &self.nodes[0].children {
            let visits = self.nodes[c].visits;
            if visits > first {
                second = first;
                first = visits;
            } else if visits > second {
                second = visits;
            }
        }
        first as usize > second as usize + (self.budget - self.done)
    }

    pub fn is_done(&self) -> bool {
        self.done >= self.budget
    }

    pub fn iterations_done(&self) -> usize {
        self.done
    }

    /// The chosen move: the most visited at the root.
    pub fn best(&self) -> Option<G::Action> {
        if let Some(a) = &self.quick {
            return Some(a.clone());
        }
        let best = self.nodes[0].children.iter().map(|&c| &self.nodes[c]).max_by_key(|n| n.visits)?;
        best.action.clone()
    }

    /// A move decided without search (a forced move, or the Random and
    /// Easy levels), if this search made one.
    pub fn quick(&self) -> Option<&G::Action> {
        self.quick.as_ref()
    }

    /// The root's moves after the search, most visited first (the
    /// first is [`Search::best`]): each with its visits and its mean reward
    /// for the searching seat, 0.0 to 1.0 (its share of wins in the playouts
    /// through it). Empty for a move decided without search.
    pub fn ranking(&self) -> Vec<Ranked<G::Action>> {
        let mut out: Vec<Ranked<G::Action>> = self.nodes[0]
            .children
            .iter()
            .map(|&c| &self.nodes[c])
            .filter_map(|n| {
                let action = n.action.clone()?;
                let mean = if n.visits == 0 { 0.0 } else { n.total / f64::from(n.visits) };
                Some(Ranked { action, visits: n.visits, mean })
            })
            .collect();
        // `best` takes the last of equally visited moves (`max_by_key`):
        // reversed, then sorted stably, that one comes first here too.
        out.reverse();
        out.sort_by_key(|r| std::cmp::Reverse(r.visits));
        out
    }

    fn iterate(&mut self) {
        let mut game = (self.sampler)(&mut self.rng, self.used.take());
        let mut path = vec![0usize];
        let mut node = 0usize;
        // Selection and expansion.
        loop {
            let mover = match game.to_act() {
                ToAct::Over(_) => break,
                _ if node == 0 => self.seat,
                to_act => first_seat(&to_act),
            };
            let legal = game.legal_actions(mover);
            if legal.is_empty() {
                break;
            }
            let (child, expanded) = self.select_or_expand(node, mover, &legal);
            let action = self.nodes[child].action.clone().expect("child nodes carry an action");
            if !game.apply_legal(mover, &action) {
                debug_assert!(false, "a legal action was refused");
                break;
            }
            path.push(child);
            node = child;
            if expanded {
                break;
            }
        }
        self.playout(&mut game);
        self.backup(&game, &path);
        self.used = Some(game);
    }

    fn select_or_expand(&mut self, node: usize, mover: Seat, legal: &[G::Action]) -> (usize, bool) {
        let mut untried: Vec<&G::Action> = Vec::new();
        let mut best: Option<(usize, f64)> = None;
        for action in legal {
            let child = self.nodes[node].children.iter().copied().find(|&c| self.nodes[c].action.as_ref() == Some(action));
            match child {
                None => untried.push(action),
                Some(c) => {
                    self.nodes[c].avail += 1;
                    let n = &self.nodes[c];
                    let visits = f64::from(n.visits.max(1));
                    let ucb = n.total / visits + self.exploration * (f64::from(n.avail).ln() / visits).sqrt();
                    if best.is_none_or(|(_, b)| ucb > b) {
                        best = Some((c, ucb));
                    }
                }
            }
        }
        if !untried.is_empty() {
            let action = untried[self.rng.below(untried.len())].clone();
            let id = self.nodes.len();
            self.nodes.push(Node { action: Some(action), mover, children: Vec::new(), visits: 0, avail: 1, total: 0.0 });
            self.nodes[node].children.push(id);
            return (id, true);
        }
        (best.expect("legal actions exist").0, false)
    }

    fn playout(&mut self, game: &mut G) {
        for _ in 0..self.depth {
            let mover = match game.to_act() {
                ToAct::Over(_) => return,
                to_act => first_seat(&to_act),
            };
            let legal = game.legal_actions(mover);
            if legal.is_empty() {
                return;
            }
            let action = game.playout_action(mover, &legal, &mut self.rng);
            if !game.apply_legal(mover, &action) {
                debug_assert!(false, "a playout action was refused");
                return;
            }
        }
    }

    fn backup(&mut self, game: &G, path: &[usize]) {
        let outcome = game.to_act();
        for &id in path.iter().skip(1) {
            let mover = self.nodes[id].mover;
            let reward = match outcome.outcome() {
                Some(o) => G::reward(o, mover),
                None => game.evaluate(mover),
            };
            let n = &mut self.nodes[id];
            n.visits += 1;
            n.total += reward;
        }
        self.nodes[0].visits += 1;
    }
}

/// The first seat that may act (as `to_act.seats()[0]`, without building
/// the list at every move of every playout).
fn first_seat(to_act: &ToAct) -> Seat {
    match to_act {
        ToAct::One(s) => *s,
        ToAct::Many(v) => v[0],
        ToAct::Over(_) => panic!("no seat acts in a finished game"),
    }
}
