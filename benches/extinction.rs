//! Native Extinction figures, one per line as `name: value unit`
//! (`cargo bench --bench extinction`; `make bench` passes the lines through).
//!
//! - how many uniformly random games finish per second;
//! - how long one Easy, Normal and Hard decision takes (median, p95, max):
//!   Easy on any position with a choice, Normal and Hard only on positions
//!   where they search (competition and predation, a mild season's pair;
//!   every other choice is the policy's at every level, see `policy_move`);
//! - Normal against random, and Normal against Easy, in seeded two-player
//!   games (the bot in seat 0 of even games, seat 1 of odd ones): its win rate;
//! - all-Normal tables at 2, 3 and 4 players: mean rounds and the share of
//!   games ending by extinction (one species left) versus the round limit.
//!
//! Every game is seeded, so two runs print the same rates; only timings move.
//! `EXT_BENCH_QUICK=1` shrinks every sample; `EXT_BENCH_GAMES` sets the
//! Normal-against-random count (1,000 by default) and `EXT_BENCH_FROM` its
//! first game (0 by default; game `i` is seeded 300,000 + `i`), so a long run
//! splits across processes by seed range; `EXT_BENCH_ONLY=vs` prints only
//! that, `EXT_BENCH_ONLY=easy-vs` only Easy against random (the same
//! count and seeds), `EXT_BENCH_ONLY=vs-easy` only Normal against Easy,
//! `EXT_BENCH_ONLY=decisions` only the decision times,
//! `EXT_BENCH_ONLY=tables` only the Easy figures.

mod common;

use endgames::engine::bot::{choose, random_action, BotHooks, BotLevel};
use endgames::engine::{Game, GameRng, Seat, ToAct, Viewer};
use endgames::games::extinction::{Extinction, Phase, Setup, DEFAULT_ROUNDS};
use std::time::{Duration, Instant};

const MAX_STEPS: usize = 500_000;

fn quick() -> bool {
    common::quick("EXT_BENCH_QUICK")
}

fn setup(players: u8) -> Setup {
    Setup { players, rounds: DEFAULT_ROUNDS }
}

/// Plays one game to the end, each seat with its own player (`None` = random);
/// returns the finished game and its action count.
fn play(setup: &Setup, seed: u64, players: &[Option<BotLevel>]) -> (Extinction, usize) {
    let mut game = Extinction::new(setup, seed).expect("bench set-ups are valid");
    let mut rng = GameRng::from_seed(seed ^ 0xe71c);
    for step in 0..MAX_STEPS {
        let seat = match game.to_act() {
            ToAct::Over(_) => return (game, step),
            to_act => to_act.seats()[0],
        };
        let action = match players[seat.index()] {
            None => random_action(&game, seat, &mut rng),
            Some(level) => choose::<Extinction>(&game.view(Viewer::Seat(seat)), seat, level, &mut rng),
        }
        .expect("a seat to act has a legal action");
        game.apply(seat, &action).expect("chosen actions are legal");
    }
    panic!("seed {seed}: no end after {MAX_STEPS} actions");
}

fn random_games_per_sec() {
    let budget = Duration::from_secs(if quick() { 2 } else { 10 });
    common::print_random_games_per_sec("extinction", budget, |i| play(&setup(2 + (i % 3) as u8), 1_000 + i as u64, &[None; 4]).1);
}

/// Mid-game positions reached by Easy bots where the seat to act has a choice.
fn positions(n: usize) -> Vec<(Extinction, Seat)> {
    common::easy_positions(n, 40, 400, |seed| Extinction::new(&setup(2 + (seed % 3) as u8), seed).expect("valid"))
}

/// Whether a Normal or Hard bot searches here: a choice the policy does not
/// answer (`policy_move`), so the timing is the search's.
fn searched(game: &Extinction, seat: Seat) -> bool {
    let mut scratch = GameRng::from_seed(0);
    game.legal_actions(seat).len() > 1
        && Extinction::policy_move(&game.view(Viewer::Seat(seat)), seat, BotLevel::Normal, &mut scratch).is_none()
}

/// `n` positions where the search runs, one per seed from 1 (2 to 4
/// players): the game played by Easy bots for 40 to 439 actions, then on
/// to the next searched choice. Prints how many are of each phase.
fn searched_positions(n: usize) -> Vec<(Extinction, Seat)> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < n {
        let mut game = Extinction::new(&setup(2 + (seed % 3) as u8), seed).expect("valid");
        let mut rng = GameRng::from_seed(seed);
        let target = 40 + rng.below(400);
        for step in 0.. {
            let seat = match game.to_act() {
                ToAct::Over(_) => break,
                to_act => to_act.seats()[0],
            };
            if step >= target && searched(&game, seat) {
                out.push((game, seat));
                break;
            }
            let a = choose::<Extinction>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng).expect("legal");
            game.apply(seat, &a).expect("legal");
        }
        seed += 1;
    }
    let compete = out.iter().filter(|(g, _)| matches!(g.table.phase, Phase::Compete { .. })).count();
    let mild = out.iter().filter(|(g, _)| matches!(g.table.phase, Phase::MildSeason { .. })).count();
    println!("extinction_bot_searched_positions_compete: {compete} positions");
    println!("extinction_bot_searched_positions_mild_season: {mild} positions");
    println!("extinction_bot_searched_positions_other: {} positions", out.len() - compete - mild);
    out
}

/// Easy on any position with a choice; Normal and Hard where they search.
fn decision_times(n: usize) {
    common::print_decision_times::<Extinction>("extinction", BotLevel::Easy, positions(n));
    let searched = searched_positions(n);
    common::print_decision_times::<Extinction>("extinction", BotLevel::Normal, searched.clone());
    common::print_decision_times::<Extinction>("extinction", BotLevel::Hard, searched);
}

fn won(game: &Extinction, seat: Seat) -> bool {
    game.to_act().outcome().is_some_and(|o| o.place[seat] == 0 && o.winners().len() == 1)
}

/// The first game index of the against-random runs (`EXT_BENCH_FROM`, 0 by
/// default), so a long run can be split across processes by seed range.
fn first_game() -> usize {
    std::env::var("EXT_BENCH_FROM").ok().and_then(|v| v.parse().ok()).unwrap_or(0)
}

/// `level` against `rival` (`None`: random) at two players; the bot
/// alternates seats, and a win is sole first place.
fn against(level: BotLevel, rival: Option<BotLevel>, games: usize, budget: Duration) {
    let start = Instant::now();
    let from = first_game();
    let (mut played, mut wins) = (0, 0);
    while played < games && start.elapsed() < budget {
        let i = from + played;
        let bot = Seat((i % 2) as u8);
        let mut players = [rival; 4];
        players[bot.index()] = Some(level);
        let (game, _) = play(&setup(2), 300_000 + i as u64, &players);
        wins += usize::from(won(&game, bot));
        played += 1;
    }
    let rival = rival.map_or("random".to_string(), |r| r.label().to_lowercase());
    let name = format!("extinction_{}_vs_{rival}_2p", level.label().to_lowercase());
    println!("{name}_win_rate: {:.1} %", 100.0 * wins as f64 / played.max(1) as f64);
    println!("{name}_games: {played} games");
    println!("{name}_wins: {wins} wins");
    println!("{name}_first_seed: {} seed", 300_000 + from);
    println!("{name}_last_seed: {} seed", 300_000 + from + played.max(1) - 1);
}

/// All-`level` tables: mean rounds, and how the games ended.
fn table_lengths(level: BotLevel, players: u8, games: usize, budget: Duration) {
    let start = Instant::now();
    let (mut played, mut rounds, mut by_extinction) = (0, 0u64, 0);
    while played < games && start.elapsed() < budget {
        let (game, _) = play(&setup(players), 400_000 + played as u64, &[Some(level); 4]);
        rounds += u64::from(game.table.round);
        by_extinction += usize::from(game.living().len() <= 1);
        played += 1;
    }
    let name = level.label().to_lowercase();
    let p = played.max(1) as f64;
    println!("extinction_{name}_{players}p_rounds_mean: {:.1} rounds", rounds as f64 / p);
    println!("extinction_{name}_{players}p_ended_by_extinction: {:.1} %", 100.0 * by_extinction as f64 / p);
    println!("extinction_{name}_{players}p_ended_by_limit: {:.1} %", 100.0 * (played - by_extinction) as f64 / p);
    println!("extinction_{name}_{players}p_games: {played} games");
}

fn main() {
    let vs = std::env::var("EXT_BENCH_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(if quick() { 20 } else { 1_000 });
    if std::env::var("EXT_BENCH_ONLY").is_ok_and(|v| v == "vs") {
        return against(BotLevel::Normal, None, vs, Duration::from_secs(36_000));
    }
    if std::env::var("EXT_BENCH_ONLY").is_ok_and(|v| v == "easy-vs") {
        return against(BotLevel::Easy, None, vs, Duration::from_secs(36_000));
    }
    if std::env::var("EXT_BENCH_ONLY").is_ok_and(|v| v == "vs-easy") {
        return against(BotLevel::Normal, Some(BotLevel::Easy), vs, Duration::from_secs(36_000));
    }
    if std::env::var("EXT_BENCH_ONLY").is_ok_and(|v| v == "decisions") {
        return decision_times(if quick() { 10 } else { 60 });
    }
    if std::env::var("EXT_BENCH_ONLY").is_ok_and(|v| v == "tables") {
        against(BotLevel::Easy, None, 1_000, Duration::from_secs(3_600));
        for players in 2..=4 {
            table_lengths(BotLevel::Easy, players, 100, Duration::from_secs(1_200));
        }
        return;
    }
    random_games_per_sec();
    decision_times(if quick() { 10 } else { 60 });
    against(BotLevel::Easy, None, vs, Duration::from_secs(3_600));
    against(BotLevel::Normal, None, vs, Duration::from_secs(if quick() { 300 } else { 36_000 }));
    against(BotLevel::Normal, Some(BotLevel::Easy), vs, Duration::from_secs(if quick() { 300 } else { 36_000 }));
    let tables = if quick() { 6 } else { 100 };
    for players in 2..=4 {
        table_lengths(BotLevel::Easy, players, tables, Duration::from_secs(1_200));
        table_lengths(BotLevel::Normal, players, tables / 5, Duration::from_secs(if quick() { 120 } else { 3_600 }));
    }
}
