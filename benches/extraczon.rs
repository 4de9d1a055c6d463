//! Native ExtracZon figures, one per line as `name: value unit`
//! (`cargo bench --bench extraczon`; `make bench` passes the lines through).
//!
//! - how many uniformly random games finish per second;
//! - how long one Normal and one Hard bot decision take (median, p95) on mid-game positions;
//! - the bot ladder (benches/common, `Ladder`): each level against the one
//!   below it at two players and in two teams of two, seats swapped every
//!   game, and how often a solo game reaches a tier at each level;
//! - share-link lengths (median over seeded all-Easy games).
//!
//! Every game is seeded, so two runs on the same machine print the same win
//! rates; only the timings move. `EXTRACZON_BENCH_QUICK=1` shrinks every
//! sample (for a smoke run); the default sizes are the ones reported.
//! `EXTRACZON_BENCH_ONLY=ladder` prints only the ladder, whose knobs are the
//! shared `LADDER_GAMES`, `LADDER_SECS`, `LADDER_LEVELS` and `LADDER_FROM`;
//! `EXTRACZON_BENCH_ONLY=solo` prints only the solo line.

mod common;

use endgames::engine::bot::{choose, random_action, BotLevel};
use endgames::engine::{Game, GameRng, OutcomeKind, Seat, ToAct, Viewer};
use endgames::games::extraczon::{ExtracZon, Mode, Setup};
use std::time::Duration;

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
    for level in [BotLevel::Normal, BotLevel::Hard] {
        common::print_decision_times::<ExtracZon>("extraczon", level, positions(n));
    }
}

/// The seats that won: first place, shared or not (a shared first place
/// scores half in the ladder, as both levels' seats hold it).
fn winners(game: &ExtracZon) -> Vec<bool> {
    let outcome = game.to_act().outcome().cloned().expect("the game ended");
    outcome.place.0.iter().map(|p| *p == 0).collect()
}

/// Plays `setup` with `levels[seat]` at each seat (Random: uniform moves).
fn play_levels(setup: &Setup, seed: u64, levels: &[BotLevel]) -> ExtracZon {
    let players: Vec<Player> = levels.iter().map(|l| if *l == BotLevel::Random { Player::Random } else { Player::Bot(*l) }).collect();
    play(setup, seed, &players).0
}

/// The bot ladder: each level against the one below it at two players
/// (seeds 50,000 on, the upper level in seat 0 of even games) and in teams
/// of two at four players (teams 0, 1, 0, 1, so the upper level is one
/// team: seats 0 and 2 in even games); and the solo table's win rate (a
/// solo tier reached, EPIC or better) with the player at each level.
fn ladder() {
    let ladder = common::Ladder::from_env::<ExtracZon>("extraczon", "EXTRACZON_BENCH_QUICK", 50_000);
    let duel = Setup { players: 2, mode: Mode::Competitive };
    ladder.pairs(2, "_2p", |seed, levels| winners(&play_levels(&duel, seed, levels)));
    let teams = Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } };
    ladder.pairs(4, "_teams_2v2", |seed, levels| winners(&play_levels(&teams, seed, levels)));
    solo_ladder(&ladder);
}

/// The solo table's tier rate at each level (`EXTRACZON_BENCH_ONLY=solo` runs only this).
fn solo_ladder(ladder: &common::Ladder) {
    let solo = Setup { players: 1, mode: Mode::Solo };
    ladder.tables("_solo", |seed, level| {
        let game = play_levels(&solo, seed, &[level]);
        matches!(game.to_act().outcome().map(|o| &o.kind), Some(OutcomeKind::Solo { grade: Some(_) }))
    });
}

fn main() {
    if std::env::var("EXTRACZON_BENCH_ONLY").is_ok_and(|v| v == "ladder") {
        return ladder();
    }
    if std::env::var("EXTRACZON_BENCH_ONLY").is_ok_and(|v| v == "solo") {
        return solo_ladder(&common::Ladder::from_env::<ExtracZon>("extraczon", "EXTRACZON_BENCH_QUICK", 50_000));
    }
    random_games_per_sec();
    decision_times();
    common::print_share_link_lengths::<ExtracZon>("extraczon", if quick() { 5 } else { 49 }, |seed| setups()[seed as usize % 7].clone());
    ladder();
}
