//! Native Extinction Point figures, one per line as `name: value unit`
//! (`cargo bench --bench extinction_point`; `make bench` passes the lines through).
//!
//! - how many uniformly random games finish per second;
//! - how long one Easy, Normal and Hard bot decision takes (median, p95) on
//!   mid-game positions with a real choice;
//! - balance: how often an all-bot table wins, for each Infiltrator
//!   difficulty: Easy bots over 1,000 seeded games on the balanced set-up
//!   and on the rulebook's 5 and 5 (table sizes 2, 3 and 4 in turn, also
//!   printed per size); Normal bots on the balanced set-up over 300 seeded
//!   games for every difficulty and table size (`EP_BENCH_NORMAL=N` to
//!   change; about half an hour of one core; `EP_BENCH_ONLY=normal` for only
//!   that table).
//! - the bot ladder (benches/common, `Ladder`): the table's win rate with
//!   every seat at each level, Random to Hard (`EP_BENCH_ONLY=ladder` for
//!   only that; the shared `LADDER_GAMES`, `LADDER_SECS`, `LADDER_LEVELS`
//!   and `LADDER_FROM` set it);
//! - `EP_BENCH_ONLY=sweep`: only the health sweep behind the balanced table
//!   (see `print_sweep`).
//!
//! Every game is seeded, so two runs print the same win rates; only the
//! timings move. `EP_BENCH_QUICK=1` shrinks every sample (a smoke run);
//! the default sizes are the ones reported.

mod common;

use endgames::engine::bot::{choose, random_action, BotLevel};
use endgames::engine::{Game, GameRng, Seat, ToAct, Viewer};
use endgames::games::extinction_point::state::RULEBOOK_HEALTH;
use endgames::games::extinction_point::{Difficulty, ExtinctionPoint, Setup};
use std::time::{Duration, Instant};

/// A game that has not ended after this many actions is reported as stuck.
const MAX_STEPS: usize = 200_000;

fn quick() -> bool {
    common::quick("EP_BENCH_QUICK")
}

/// The new-game screen's default: the balanced health for the table.
fn setup(players: u8, difficulty: Difficulty) -> Setup {
    let (bunker_health, mothership_health) = difficulty.balanced_health(players);
    Setup { players, bunker_health, mothership_health, difficulty }
}

/// The rulebook's set-up: 5 and 5 at any table size.
fn rulebook_setup(players: u8, difficulty: Difficulty) -> Setup {
    let (bunker_health, mothership_health) = RULEBOOK_HEALTH;
    Setup { players, bunker_health, mothership_health, difficulty }
}

/// Who plays every seat of a measured game.
#[derive(Clone, Copy, PartialEq)]
enum Player {
    Random,
    Bot(BotLevel),
}

/// Plays one game to the end; returns the finished game and its action count.
/// Each seat decides from its own view only.
fn play(setup: &Setup, seed: u64, player: Player) -> (ExtinctionPoint, usize) {
    let mut game = ExtinctionPoint::new(setup, seed).expect("bench set-ups are valid");
    let mut rng = GameRng::from_seed(seed ^ 0xe9b0);
    for step in 0..MAX_STEPS {
        let seat = match game.to_act() {
            ToAct::Over(_) => return (game, step),
            to_act => to_act.seats()[0],
        };
        let action = match player {
            Player::Random => random_action(&game, seat, &mut rng),
            Player::Bot(level) => choose::<ExtinctionPoint>(&game.view(Viewer::Seat(seat)), seat, level, &mut rng),
        }
        .expect("a seat to act has a legal action");
        game.apply(seat, &action).expect("chosen actions are legal");
    }
    panic!("seed {seed}: no end after {MAX_STEPS} actions");
}

fn won(game: &ExtinctionPoint) -> bool {
    game.to_act().outcome().is_some_and(|o| o.reward(Seat(0)) > 0.5)
}

fn random_games_per_sec() {
    let budget = Duration::from_secs(if quick() { 2 } else { 10 });
    common::print_random_games_per_sec("extinction_point", budget, |i| {
        let s = setup(2 + (i % 3) as u8, Difficulty::ALL[i / 3 % 4]);
        play(&s, 1_000 + i as u64, Player::Random).1
    });
}

/// Mid-game positions reached by Easy bots, where the seat to act has more
/// than one legal action.
fn positions(count: usize) -> Vec<(ExtinctionPoint, Seat)> {
    common::easy_positions(count, 5, 120, |seed| {
        ExtinctionPoint::new(&setup(2 + (seed % 3) as u8, Difficulty::ALL[(seed / 3 % 4) as usize]), seed).expect("valid")
    })
}

fn decision_times(level: BotLevel, n: usize) {
    common::print_decision_times::<ExtinctionPoint>("extinction_point", level, positions(n));
}

/// An all-bot table's results at one difficulty, table sizes 2-4 in turn.
struct Balance {
    games: [usize; 3],
    wins: [usize; 3],
    hands: u64,
}

impl Balance {
    fn rate(wins: usize, games: usize) -> f64 {
        100.0 * wins as f64 / games.max(1) as f64
    }
}

/// Plays up to `games` seeded games; stops early only if `budget` runs out
/// (the printed game count says so).
fn balance(level: BotLevel, make: fn(u8, Difficulty) -> Setup, difficulty: Difficulty, games: usize, budget: Duration) -> Balance {
    let start = Instant::now();
    let mut b = Balance { games: [0; 3], wins: [0; 3], hands: 0 };
    let mut played = 0;
    while played < games && start.elapsed() < budget {
        let size = played % 3;
        let (game, _) = play(&make(2 + size as u8, difficulty), 500_000 + played as u64, Player::Bot(level));
        b.games[size] += 1;
        b.wins[size] += usize::from(won(&game));
        b.hands += u64::from(game.table.stats.hands_dealt);
        played += 1;
    }
    b
}

/// `name` is the figures' prefix: `balance_easy_bots` for the balanced set-up,
/// `balance_easy_bots_rulebook` for 5 and 5.
fn print_balance(name: &str, level: BotLevel, make: fn(u8, Difficulty) -> Setup, games: usize, budget: Duration) {
    for d in Difficulty::ALL {
        let b = balance(level, make, d, games, budget);
        let diff = d.name().to_lowercase();
        let (all, won) = (b.games.iter().sum::<usize>(), b.wins.iter().sum::<usize>());
        println!("{name}_{diff}_win_rate: {:.1} %", Balance::rate(won, all));
        println!("{name}_{diff}_games: {all} games");
        for (i, (g, w)) in b.games.iter().zip(b.wins).enumerate() {
            println!("{name}_{diff}_{}p_win_rate: {:.1} %", i + 2, Balance::rate(w, *g));
        }
        println!("{name}_{diff}_hands_mean: {:.1} hands", b.hands as f64 / all.max(1) as f64);
    }
}

/// Games per cell of the Normal table: 300 is the floor, about
/// half an hour of one free core.
fn normal_games() -> usize {
    std::env::var("EP_BENCH_NORMAL").ok().and_then(|v| v.parse().ok()).unwrap_or(if quick() { 2 } else { 300 })
}

/// The figure the difficulty table is held to: tables of Normal bots on the
/// balanced set-up, `games` seeded games for every difficulty and table size
/// (the same seeds and play as `EP_BENCH_ONLY=sweep`, so a sweep line and
/// this line agree). Targets: Beginner 85-95 %, Easy 70-85, Medium 50-70,
/// Hard 30-50, at 2, 3 and 4 players alike.
fn print_normal_per_size(games: usize) {
    for d in Difficulty::ALL {
        let diff = d.name().to_lowercase();
        for players in 2..=4 {
            let s = setup(players, d);
            let wins = (0..games).filter(|i| won(&play(&s, 800_000 + *i as u64, Player::Bot(BotLevel::Normal)).0)).count();
            println!("balance_normal_bots_{diff}_{players}p_win_rate: {:.1} % of {games} games", Balance::rate(wins, games));
        }
    }
}

/// A comma-separated list of numbers from `var`, or `default`.
fn env_list(var: &str, default: &[u8]) -> Vec<u8> {
    std::env::var(var).map_or_else(|_| default.to_vec(), |v| v.split(',').filter_map(|x| x.trim().parse().ok()).collect())
}

/// The sweep behind the balanced health table (docs, Balance): an all-bot
/// win rate for every table size, difficulty, Bunker and Mothership health
/// asked for. `EP_SWEEP_LEVEL` (easy or normal), `EP_SWEEP_GAMES`, and the
/// lists `EP_SWEEP_PLAYERS`, `EP_SWEEP_DIFFICULTY` (0-3), `EP_SWEEP_BUNKER`,
/// `EP_SWEEP_MOTHERSHIP` choose the grid. Each line prints as it is measured.
fn print_sweep() {
    let level = if std::env::var("EP_SWEEP_LEVEL").is_ok_and(|v| v == "normal") { BotLevel::Normal } else { BotLevel::Easy };
    let games: usize = std::env::var("EP_SWEEP_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(200);
    let name = level.label().to_lowercase();
    for players in env_list("EP_SWEEP_PLAYERS", &[2, 3, 4]) {
        for d in env_list("EP_SWEEP_DIFFICULTY", &[0, 1, 2, 3]) {
            let difficulty = Difficulty::ALL[usize::from(d.min(3))];
            for bunker in env_list("EP_SWEEP_BUNKER", &[2, 3, 4, 5]) {
                for mothership in env_list("EP_SWEEP_MOTHERSHIP", &[5, 6, 7, 8, 9, 10]) {
                    let s = Setup { players, bunker_health: bunker, mothership_health: mothership, difficulty };
                    let wins = (0..games).filter(|i| won(&play(&s, 800_000 + *i as u64, Player::Bot(level)).0)).count();
                    let diff = difficulty.name().to_lowercase();
                    println!(
                        "sweep_{name}_{players}p_{diff}_bunker{bunker}_mothership{mothership}_win_rate: {:.1} % of {games}",
                        Balance::rate(wins, games)
                    );
                }
            }
        }
    }
}

/// The bot ladder of a co-operative game: the table's win rate with every
/// seat at each level, on the balanced Medium set-up (the band, 50-70 %
/// with Normal bots, leaves room above and below to tell levels apart),
/// table sizes 2, 3 and 4 in turn, seeds 600,000 on.
fn ladder() {
    let ladder = common::Ladder::from_env::<ExtinctionPoint>("extinction_point", "EP_BENCH_QUICK", 600_000);
    ladder.tables("_medium", |seed, level| {
        let s = setup(2 + (seed % 3) as u8, Difficulty::Medium);
        let player = if level == BotLevel::Random { Player::Random } else { Player::Bot(level) };
        won(&play(&s, seed, player).0)
    });
}

fn main() {
    if std::env::var("EP_BENCH_ONLY").is_ok_and(|v| v == "sweep") {
        return print_sweep();
    }
    if std::env::var("EP_BENCH_ONLY").is_ok_and(|v| v == "ladder") {
        return ladder();
    }
    if std::env::var("EP_BENCH_ONLY").is_ok_and(|v| v == "normal") {
        return print_normal_per_size(normal_games());
    }
    random_games_per_sec();
    let n = if quick() { 10 } else { 60 };
    decision_times(BotLevel::Easy, n);
    decision_times(BotLevel::Normal, n);
    decision_times(BotLevel::Hard, n / 3);
    common::print_share_link_lengths::<ExtinctionPoint>("extinction_point", if quick() { 5 } else { 51 }, |seed| {
        setup(2 + (seed % 3) as u8, Difficulty::ALL[(seed / 3 % 4) as usize])
    });
    let easy = if quick() { 60 } else { 1_000 };
    let budget = Duration::from_secs(1_200);
    print_balance("balance_easy_bots", BotLevel::Easy, setup, easy, budget);
    print_balance("balance_easy_bots_rulebook", BotLevel::Easy, rulebook_setup, easy, budget);
    print_normal_per_size(normal_games());
    ladder();
}
