//! Native Extrication figures, one per line as `name: value unit`
//! (`cargo bench --bench extrication`; `make bench` passes the lines through).
//!
//! - how many uniformly random games finish per second;
//! - how long one Easy, Normal and Hard decision takes on mid-game positions;
//! - the bot ladder (benches/common, `Ladder`): each level against the one
//!   below it over seeded two-player games, seats swapped every game;
//! - all-bot games (Normal, then Easy, at every seat, 2-4 players): average
//!   rounds, turns (moves and leavings), launches and the share of them that
//!   were large ships, ships drawn from the Ship pile and how often it ran
//!   dry, final prestige, and the share of wins of each seat position in the
//!   first round's order (fair share 100/n %).
//!
//! Every game is seeded, so two runs print the same rates; only timings
//! move. `EXTRICATION_BENCH_QUICK=1` shrinks every sample (a smoke run);
//! the ladder's knobs are the shared `LADDER_GAMES`, `LADDER_SECS`,
//! `LADDER_LEVELS` and `LADDER_FROM`. `EXTRICATION_BENCH_ONLY=timing` prints
//! only the speed lines, `=ladder` only the ladder, `=tables` only the
//! all-bot games, `=easy` only the Easy all-bot games (1,000 a table size).
//! The all-bot games run on every core; the ladder on one.

mod common;

use endgames::engine::bot::{choose, random_action, BotLevel};
use endgames::engine::{Game, GameRng, Seat, ToAct, Viewer};
use endgames::games::extrication::components::Size;
use endgames::games::extrication::{Action, Extrication, Setup};
use std::time::Duration;

const MAX_STEPS: usize = 100_000;

fn quick() -> bool {
    common::quick("EXTRICATION_BENCH_QUICK")
}

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Player {
    Random,
    Bot(BotLevel),
}

/// Plays one game to the end with `players[seat]` at each seat; returns
/// the final state, its action count and its turns (each worker's move or
/// leaving the track starts one).
fn play(setup: &Setup, seed: u64, players: &[Player]) -> (Extrication, usize, usize) {
    let mut game = Extrication::new(setup, seed).expect("bench set-ups are valid");
    let mut rng = GameRng::from_seed(seed ^ 0xe71c);
    let mut turns = 0;
    for step in 0..MAX_STEPS {
        let seat = match game.to_act() {
            ToAct::Over(_) => return (game, step, turns),
            to_act => to_act.seats()[0],
        };
        let action = match players[seat.index()] {
            Player::Random => random_action(&game, seat, &mut rng),
            Player::Bot(level) => choose::<Extrication>(&game.view(Viewer::Seat(seat)), seat, level, &mut rng),
        }
        .expect("a seat to act has a legal action");
        turns += usize::from(matches!(action, Action::Move { .. } | Action::Leave));
        game.apply(seat, &action).expect("chosen actions are legal");
    }
    panic!("seed {seed}: no end after {MAX_STEPS} actions");
}

fn random_games_per_sec() {
    let budget = Duration::from_secs(if quick() { 2 } else { 10 });
    common::print_random_games_per_sec("extrication", budget, |i| {
        let s = Setup { players: 2 + (i % 3) as u8 };
        play(&s, 1_000 + i as u64, &[Player::Random; 4]).1
    });
}

/// Mid-game positions reached by Easy bots where the seat to act has a choice.
fn positions(count: usize) -> Vec<(Extrication, Seat)> {
    common::easy_positions(count, 5, 150, |seed| Extrication::new(&Setup { players: 2 + (seed % 3) as u8 }, seed).expect("valid"))
}

fn decision_times(level: BotLevel, n: usize) {
    common::print_decision_times::<Extrication>("extrication", level, positions(n));
}

/// `f(i)` for every `i` below `n`, spread over the machine's cores (the
/// games are seeded by `i`, so the figures do not depend on the split).
fn par_map<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get()).min(n.max(1));
    let mut out: Vec<Option<T>> = (0..n).map(|_| None).collect();
    std::thread::scope(|scope| {
        let f = &f;
        let chunks: Vec<_> = out.chunks_mut(n.div_ceil(threads).max(1)).enumerate().collect();
        let size = n.div_ceil(threads).max(1);
        for (c, chunk) in chunks {
            scope.spawn(move || {
                for (j, slot) in chunk.iter_mut().enumerate() {
                    *slot = Some(f(c * size + j));
                }
            });
        }
    });
    out.into_iter().map(|x| x.expect("every game played")).collect()
}

/// The bot ladder at two players (seeds 10,000 on, the upper level in seat
/// 0 of even games): each level against the one below it. A shared win
/// scores half.
fn ladder() {
    let ladder = common::Ladder::from_env::<Extrication>("extrication", "EXTRICATION_BENCH_QUICK", 10_000);
    ladder.pairs(2, "_2p", |seed, levels| {
        let players: Vec<Player> = levels.iter().map(|l| if *l == BotLevel::Random { Player::Random } else { Player::Bot(*l) }).collect();
        let (game, _, _) = play(&Setup { players: 2 }, seed, &players);
        game.to_act().outcome().expect("over").place.0.iter().map(|p| *p == 0).collect()
    });
}

/// All-bot tables of `players`: rounds, turns, launches (and how many were
/// large ships), ships drawn from the Ship pile, prestige, and wins by
/// position in the first round's order.
fn all_bots(level: BotLevel, players: u8, games: usize) {
    let n = players as usize;
    let (mut rounds, mut turns, mut launches, mut large, mut drawn, mut dry, mut prestige) =
        (0usize, 0usize, 0usize, 0usize, 0usize, 0usize, 0i64);
    let mut wins = vec![0.0f64; n];
    let results = par_map(games, |i| {
        let seed = 300_000 + 1_000 * u64::from(players) + i as u64;
        let start = Extrication::new(&Setup { players }, seed).expect("valid");
        let (game, _, t) = play(&Setup { players }, seed, &vec![Player::Bot(level); n]);
        (start.table.order, start.hidden.ships.len(), game, t)
    });
    for (first_order, pile, game, t) in results {
        let outcome = game.to_act().outcome().cloned().expect("over");
        rounds += usize::from(game.table.round);
        turns += t;
        let launched = game.table.players.0.iter().flat_map(|p| p.launched.iter());
        for ship in launched {
            launches += 1;
            large += usize::from(ship.kind().size == Size::Large);
        }
        drawn += pile - game.hidden.ships.len();
        dry += usize::from(game.hidden.ships.is_empty());
        prestige += outcome.score.0.iter().map(|s| i64::from(*s)).sum::<i64>();
        let winners = outcome.winners();
        for (pos, seat) in first_order.iter().enumerate() {
            if winners.contains(seat) {
                wins[pos] += 1.0 / winners.len() as f64;
            }
        }
    }
    let name = level.label().to_lowercase();
    let g = games as f64;
    println!("extrication_{name}_{players}p_rounds_mean: {:.2} rounds", rounds as f64 / g);
    println!("extrication_{name}_{players}p_turns_mean: {:.1} turns", turns as f64 / g);
    println!("extrication_{name}_{players}p_launches_per_player: {:.2} ships", launches as f64 / g / n as f64);
    println!("extrication_{name}_{players}p_large_launch_share: {:.1} %", 100.0 * large as f64 / launches.max(1) as f64);
    println!("extrication_{name}_{players}p_pile_ships_drawn_mean: {:.1} ships", drawn as f64 / g);
    println!("extrication_{name}_{players}p_pile_ran_dry: {:.1} %", 100.0 * dry as f64 / g);
    println!("extrication_{name}_{players}p_prestige_per_player: {:.2} prestige", prestige as f64 / g / n as f64);
    for (pos, w) in wins.iter().enumerate() {
        println!("extrication_{name}_{players}p_position{}_win_share: {:.1} %", pos + 1, 100.0 * w / g);
    }
    println!("extrication_{name}_{players}p_games: {games} games");
}

fn main() {
    let only = std::env::var("EXTRICATION_BENCH_ONLY").unwrap_or_default();
    if only.is_empty() || only == "timing" {
        random_games_per_sec();
        let n = if quick() { 10 } else { 40 };
        decision_times(BotLevel::Easy, n);
        decision_times(BotLevel::Normal, n);
        decision_times(BotLevel::Hard, n);
        common::print_share_link_lengths::<Extrication>("extrication", if quick() { 5 } else { 51 }, |seed| Setup {
            players: 2 + (seed % 3) as u8,
        });
    }
    match only.as_str() {
        "timing" => {}
        "tables" => print_tables(),
        // `strength`: the older name the docs' earlier figures cite.
        "ladder" | "strength" => ladder(),
        "easy" => {
            let table = if quick() { 10 } else { 1_000 };
            for players in 2..=4 {
                all_bots(BotLevel::Easy, players, table);
            }
        }
        _ => {
            ladder();
            print_tables();
        }
    }
}

/// All-bot games at every table size: Normal, then Easy on five times as many.
fn print_tables() {
    let table = if quick() { 10 } else { 200 };
    for players in 2..=4 {
        all_bots(BotLevel::Normal, players, table);
    }
    for players in 2..=4 {
        all_bots(BotLevel::Easy, players, table * 5);
    }
}
