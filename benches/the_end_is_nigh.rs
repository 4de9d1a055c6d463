//! Native figures for The End Is Nigh, one per line as `name: value unit`
//! (`cargo bench --bench the_end_is_nigh`; `make bench` passes them through).
//!
//! - how many uniformly random games finish per second;
//! - how long one Easy and one Normal bot decision takes (median, p95);
//! - balance: the civilians' win rate (no cultist in the bunker) with bots
//!   on every seat, over seeded games at each table size 2-6, for
//!   (a) Easy bots (the playout policy, which reasons about claims),
//!   (b) the same but with civilian seats that claim and vote at random (the
//!   baseline the reasoning must beat),
//!   (c) every seat uniformly random, and
//!   (d) a smaller sample of Normal (search) bots;
//! - the bot ladder (benches/common, `Ladder`): each level against the one
//!   below it at four players, by seat (seats swapped every game) and by side
//!   (every civilian at one level and every fanatic at the other, each seed
//!   played both ways round), which is the measure that tells levels apart;
//! - share-link lengths (median over seeded all-Easy games).
//!
//! Every game is seeded, so two runs print the same rates. `NIGH_BENCH_QUICK=1`
//! shrinks every sample; `NIGH_BENCH_GAMES` sets the per-size count of (a)-(c)
//! (1,000 by default) and `NIGH_BENCH_NORMAL` that of (d) (1,000 by default, the
//! issue's floor: about 70 minutes of one core, as a Normal decision searches up
//! to 400 samples); `NIGH_BENCH_PLAYERS=2,3` limits a run to those table sizes.
//! `NIGH_BENCH_ONLY=times` prints only the Normal and Hard decision times,
//! on the clock and on the CPU (over `NIGH_BENCH_NORMAL_TIMES`, 60, and `NIGH_BENCH_HARD_TIMES`, 20,
//! positions). `NIGH_BENCH_ONLY=ladder` prints only the ladder, whose knobs are the shared
//! `LADDER_GAMES`, `LADDER_SECS`, `LADDER_LEVELS` and `LADDER_FROM`;
//! `NIGH_LADDER=sides` leaves out the by-seat pairs.

mod common;

use endgames::engine::bot::{random_action, BotLevel};
use endgames::engine::{Game, GameRng, Seat, ToAct, Viewer};
use endgames::games::the_end_is_nigh::bot::decide;
use endgames::games::the_end_is_nigh::{Action, Nigh, Setup};
use std::time::{Duration, Instant};

fn quick() -> bool {
    common::quick("NIGH_BENCH_QUICK")
}

fn env_count(var: &str, default: usize) -> usize {
    std::env::var(var).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[derive(Clone, Copy, PartialEq)]
enum Table {
    /// Every seat plays at this bot level.
    Bots(BotLevel),
    /// Each seat at its own level (the ladder; a table seats at most six).
    Seats([BotLevel; 6]),
    /// Each seat at its side's level, read from its allegiance as it stands
    /// when it moves (the ladder by side; the bots themselves see only their view).
    Sides { civilians: BotLevel, fanatics: BotLevel },
    /// Easy bots, but civilian seats claim and vote uniformly at random.
    RandomCivilians,
    /// Every move uniformly random.
    Random,
}

/// Plays one game; returns it finished and its action count.
fn play(players: u8, seed: u64, table: Table) -> (Nigh, usize) {
    let mut game = Nigh::new(&Setup { players }, seed).expect("valid set-up");
    let mut rng = GameRng::from_seed(seed ^ 0x1219);
    for step in 0..1_000 {
        let seat = match game.to_act() {
            ToAct::Over(_) => return (game, step),
            to_act => to_act.seats()[0],
        };
        let view = game.view(Viewer::Seat(seat));
        let action = match table {
            Table::Random => random_action(&game, seat, &mut rng),
            Table::Bots(level) => decide(&view, seat, level, &mut rng),
            Table::Seats(levels) => decide(&view, seat, levels[seat.index()], &mut rng),
            Table::Sides { civilians, fanatics } => decide(&view, seat, if game.is_fanatic(seat) { fanatics } else { civilians }, &mut rng),
            Table::RandomCivilians => {
                let legal = game.legal_actions(seat);
                let talk = legal.iter().any(|a| matches!(a, Action::Claim { .. } | Action::Vote { .. }));
                if talk && !view.is_fanatic() {
                    let talk: Vec<Action> = legal.into_iter().filter(|a| matches!(a, Action::Claim { .. } | Action::Vote { .. })).collect();
                    rng.pick(&talk).cloned()
                } else {
                    decide(&view, seat, BotLevel::Easy, &mut rng)
                }
            }
        }
        .expect("a seat to act has a move");
        game.apply(seat, &action).expect("chosen moves are legal");
    }
    panic!("seed {seed}: the game did not end");
}

fn civilians_won(game: &Nigh) -> bool {
    game.cultists_inside().is_empty()
}

fn random_games_per_sec() {
    let budget = Duration::from_secs(if quick() { 1 } else { 5 });
    common::print_random_games_per_sec("the_end_is_nigh", budget, |i| play(2 + (i % 5) as u8, 10_000 + i as u64, Table::Random).1);
}

/// Positions reached by Easy bots where the seat to act has a real choice.
fn positions(count: usize) -> Vec<(Nigh, Seat)> {
    common::easy_positions(count, 3, 30, |seed| Nigh::new(&Setup { players: 2 + (seed % 5) as u8 }, seed).expect("valid"))
}

fn decision_times(level: BotLevel, n: usize) {
    common::print_decision_times::<Nigh>("the_end_is_nigh", level, positions(n));
}

/// This thread's time on a CPU so far, in ns (Linux: the first field of
/// /proc/thread-self/schedstat), or None elsewhere.
fn cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat").ok()?.split_whitespace().next()?.parse().ok()
}

/// Like `decision_times`, but each decision's time on the CPU as well as
/// on the clock: on a shared, loaded machine the clock counts the time the
/// bench waited for a core, the CPU time does not.
fn decision_cpu_times(level: BotLevel, n: usize) {
    let (mut wall, mut cpu) = (Vec::new(), Vec::new());
    let mut rng = GameRng::from_seed(77);
    for (state, seat) in positions(n) {
        let (start, start_cpu) = (Instant::now(), cpu_ns());
        let action = decide(&state.view(Viewer::Seat(seat)), seat, level, &mut rng);
        wall.push(start.elapsed().as_secs_f64() * 1000.0);
        if let (Some(a), Some(b)) = (start_cpu, cpu_ns()) {
            cpu.push((b - a) as f64 / 1e6);
        }
        assert!(action.is_some_and(|a| state.legal_actions(seat).contains(&a)), "the bot chose a legal action");
    }
    let name = level.label().to_lowercase();
    for (what, ms) in [("wall", &mut wall), ("cpu", &mut cpu)] {
        if ms.is_empty() {
            continue;
        }
        ms.sort_by(f64::total_cmp);
        // The CPU clock may tick coarsely (4 ms on the shared machine): the
        // mean over many decisions is the finer figure then.
        println!("the_end_is_nigh_bot_{name}_decision_{what}_mean: {:.3} ms", ms.iter().sum::<f64>() / ms.len() as f64);
        println!("the_end_is_nigh_bot_{name}_decision_{what}_median: {:.3} ms", common::percentile(ms, 0.5));
        println!("the_end_is_nigh_bot_{name}_decision_{what}_p95: {:.3} ms", common::percentile(ms, 0.95));
    }
}

/// The civilians' win rate at `players` over `games` seeded games (stops early
/// if `budget` runs out; the printed game count says so).
fn balance(name: &str, players: u8, table: Table, games: usize, budget: Duration) {
    let start = Instant::now();
    let (mut played, mut won, mut liars) = (0usize, 0usize, 0usize);
    while played < games && start.elapsed() < budget {
        let (game, _) = play(players, 900_000 + 10_000 * u64::from(players) + played as u64, table);
        won += usize::from(civilians_won(&game));
        liars += game.claims_with_sightings().iter().filter(|c| c.is_lie()).count();
        played += 1;
    }
    let rate = 100.0 * won as f64 / played.max(1) as f64;
    println!("balance_{name}_{players}p_civilian_win_rate: {rate:.1} %");
    println!("balance_{name}_{players}p_games: {played} games");
    println!("balance_{name}_{players}p_lies_mean: {:.2} claims", liars as f64 / played.max(1) as f64);
}

/// The seat count of the ladder's table: one fanatic card among five, four
/// dealt, so most games are one hidden fanatic against three civilians.
const LADDER_PLAYERS: u8 = 4;

/// The bot ladder at four players (seeds 700,000 on): each level against the
/// one below it, the upper level in seats 0 and 2 of even games and 1 and 3
/// of odd ones. Roles are dealt at random, so a team can hold both levels;
/// a game scores for the upper level by how much more often its seats won
/// than the lower level's (benches/common, `Ladder::pair`).
fn ladder() {
    let ladder = common::Ladder::from_env::<Nigh>("the_end_is_nigh", "NIGH_BENCH_QUICK", 700_000);
    if std::env::var("NIGH_LADDER").map_or(true, |v| v != "sides") {
        ladder.pairs(usize::from(LADDER_PLAYERS), "_4p", |seed, levels| {
            let mut seats = [BotLevel::Random; 6];
            seats[..levels.len()].copy_from_slice(levels);
            let (game, _) = play(LADDER_PLAYERS, seed, Table::Seats(seats));
            let outcome = game.to_act().outcome().cloned().expect("the game ended");
            outcome.place.0.iter().map(|p| *p == 0).collect()
        });
    }
    // By side: every civilian at one level, every fanatic at the other.
    ladder.pairs_by_sides("_4p", |seed, civilians, fanatics| {
        let (game, _) = play(LADDER_PLAYERS, seed, Table::Sides { civilians, fanatics });
        civilians_won(&game)
    });
}

fn main() {
    let games = if quick() { 50 } else { env_count("NIGH_BENCH_GAMES", 1_000) };
    let normal = if quick() { 4 } else { env_count("NIGH_BENCH_NORMAL", 1_000) };
    let only = std::env::var("NIGH_BENCH_ONLY").unwrap_or_default();
    if only == "ladder" {
        return ladder();
    }
    // Only the search bots' decision times (before and after a speed-up).
    if only == "times" {
        decision_cpu_times(BotLevel::Normal, env_count("NIGH_BENCH_NORMAL_TIMES", 60));
        decision_cpu_times(BotLevel::Hard, env_count("NIGH_BENCH_HARD_TIMES", 20));
        return;
    }
    if only.is_empty() {
        random_games_per_sec();
        decision_times(BotLevel::Easy, if quick() { 10 } else { 100 });
        decision_times(BotLevel::Normal, if quick() { 4 } else { 30 });
        common::print_share_link_lengths::<Nigh>("the_end_is_nigh", if quick() { 5 } else { 51 }, |seed| Setup {
            players: 2 + (seed % 5) as u8,
        });
    }
    // `NIGH_BENCH_PLAYERS=2,3` measures only those table sizes (to split a long run).
    let sizes: Vec<u8> = std::env::var("NIGH_BENCH_PLAYERS")
        .map_or_else(|_| (2..=6).collect(), |v| v.split(',').filter_map(|p| p.trim().parse().ok()).collect());
    for players in sizes {
        if only.is_empty() || only == "easy" {
            balance("easy_bots", players, Table::Bots(BotLevel::Easy), games, Duration::from_secs(600));
            balance("random_civilians", players, Table::RandomCivilians, games, Duration::from_secs(600));
            balance("random_moves", players, Table::Random, games, Duration::from_secs(600));
        }
        if only.is_empty() || only == "normal" {
            // The count decides; the budget only stops a run on a badly overloaded machine.
            balance("normal_bots", players, Table::Bots(BotLevel::Normal), normal, Duration::from_secs(if quick() { 30 } else { 3_600 }));
        }
    }
    if only.is_empty() {
        ladder();
    }
}
