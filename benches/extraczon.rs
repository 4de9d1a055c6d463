//! Native ExtracZon figures, one per line as `name: value unit`
//! (`cargo bench --bench extraczon`; `make bench` passes the lines through).
//!
//! - how many uniformly random games finish per second;
//! - how long one Normal bot decision takes (median, p95) on mid-game positions;
//! - how often the Easy and the Normal bot beat a random bot at two seats.
//!
//! Every game is seeded, so two runs on the same machine print the same win
//! rates; only the timings move. `EXTRACZON_BENCH_QUICK=1` shrinks every
//! sample (for a smoke run); the default sizes are the ones reported.

mod common;

use endgames::engine::bot::{choose, random_action, BotLevel};
use endgames::engine::{Game, GameRng, Seat, ToAct, Viewer};
use endgames::games::extraczon::{ExtracZon, Mode, Setup};
use std::time::{Duration, Instant};

/// A game that has not ended after this many actions is reported as stuck.
const MAX_STEPS: usize = 200_000;

fn quick() -> bool {
    common::quick("EXTRACZON_BENCH_QUICK")
}

fn setups() -> Vec<Setup> {
    vec![
        Setup { players: 1, mode: Mode::Solo },
        Setup { players: 2, mode: Mode::Competitive },
        Setup { players: 3, mode: Mode::Competitive },
        Setup { players: 4, mode: Mode::Competitive },
        Setup { players: 3, mode: Mode::Teams { team: vec![0, 1, 0] } },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 0, 0, 1] } },
    ]
}

/// Who plays each seat in a measured game.
#[derive(Clone, Copy, PartialEq)]
enum Player {
    Random,
    Bot(BotLevel),
}

/// Plays one game to the end; returns the finished game and its action count.
fn play(setup: &Setup, seed: u64, players: &[Player]) -> (ExtracZon, usize) {
    let mut game = ExtracZon::new(setup, seed).expect("bench set-ups are valid");
    let mut rng = GameRng::from_seed(seed ^ 0xbe7c);
    for step in 0..MAX_STEPS {
        let seat = match game.to_act() {
            ToAct::Over(_) => return (game, step),
            to_act => to_act.seats()[0],
        };
        let action = match players[seat.index()] {
            Player::Random => random_action(&game, seat, &mut rng),
            Player::Bot(level) => choose::<ExtracZon>(&game.view(Viewer::Seat(seat)), seat, level, &mut rng),
        }
        .expect("a seat to act has a legal action");
        game.apply(seat, &action).expect("chosen actions are legal");
    }
    panic!("seed {seed}: no end after {MAX_STEPS} actions");
}

fn random_games_per_sec() {
    let budget = Duration::from_secs(if quick() { 2 } else { 10 });
    let all = setups();
    common::print_random_games_per_sec("extraczon", budget, |i| {
        let setup = &all[i % all.len()];
        let players = vec![Player::Random; usize::from(setup.players)];
        play(setup, 1_000 + i as u64, &players).1
    });
}

/// Mid-game positions: seeded random play for a while, then the seat to act
/// must have a real choice (more than one legal action).
fn positions(count: usize) -> Vec<(ExtracZon, Seat)> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < count {
        let setup = &setups()[1 + (seed as usize % 3)];
        let mut game = ExtracZon::new(setup, seed).expect("valid");
        let mut rng = GameRng::from_seed(seed);
        let target = 40 + rng.below(400);
        for _ in 0..target {
            let ToAct::One(seat) = game.to_act() else { break };
            let a = random_action(&game, seat, &mut rng).expect("legal");
            game.apply(seat, &a).expect("legal");
        }
        // Walk on until a decision with a real choice comes up.
        for _ in 0..200 {
            let ToAct::One(seat) = game.to_act() else { break };
            if game.legal_actions(seat).len() > 1 {
                out.push((game.clone(), seat));
                break;
            }
            let a = random_action(&game, seat, &mut rng).expect("legal");
            game.apply(seat, &a).expect("legal");
        }
        seed += 1;
    }
    out
}

fn decision_times() {
    let n = if quick() { 10 } else { 60 };
    common::print_decision_times::<ExtracZon>("extraczon", BotLevel::Normal, positions(n));
}

/// Bot against random at two seats, the bot taking seat 0 and 1 in turn.
/// A win is sole first place; a shared first place counts half.
fn win_rate(level: BotLevel, max_games: usize, budget: Duration) -> (f64, usize) {
    let setup = Setup { players: 2, mode: Mode::Competitive };
    let start = Instant::now();
    let mut points = 0.0;
    let mut games = 0;
    while games < max_games && start.elapsed() < budget {
        let bot_seat = Seat((games % 2) as u8);
        let mut players = vec![Player::Random; 2];
        players[bot_seat.index()] = Player::Bot(level);
        let (game, _) = play(&setup, 50_000 + games as u64, &players);
        let outcome = game.to_act().outcome().cloned().expect("the game ended");
        let winners = outcome.winners();
        if winners.contains(&bot_seat) {
            points += 1.0 / winners.len() as f64;
        }
        games += 1;
    }
    (100.0 * points / games as f64, games)
}

fn main() {
    random_games_per_sec();
    decision_times();
    let easy_games = if quick() { 40 } else { 1_000 };
    let (rate, games) = win_rate(BotLevel::Easy, easy_games, Duration::from_secs(600));
    println!("extraczon_bot_vs_random_winrate_easy: {rate:.1} %");
    println!("extraczon_bot_vs_random_games_easy: {games} games");
    // The default level over the full 1,000 games; the time cap only
    // guards a slow machine, and the printed game count says if it cut in.
    let (normal_games, cap) = if quick() { (10, 10) } else { (1_000, 1_200) };
    let (rate, games) = win_rate(BotLevel::Normal, normal_games, Duration::from_secs(cap));
    println!("extraczon_bot_vs_random_winrate_normal: {rate:.1} %");
    println!("extraczon_bot_vs_random_games_normal: {games} games");
}
