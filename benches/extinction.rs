//! Native Extinction figures, one per line as `name: value unit`
//! (`cargo bench --bench extinction`; `make bench` passes the lines through).
//!
//! - how many uniformly random games finish per second;
//! - how long one Easy, Normal and Hard decision takes (median, p95, max):
//!   Easy on any position with a choice, Normal and Hard only on positions
//!   where they search (competition and predation, a mild season's pair,
//!   and for Hard the gene cards; every other choice is the policy's at
//!   every level, see `policy_move`);
//! - the bot ladder (benches/common, `Ladder`): each level against the one
//!   below it in seeded two-player games (the upper level in seat 0 of even
//!   games, seat 1 of odd ones; a win is sole first place), and Normal
//!   against random: the upper level's win rate with its 95 % interval;
//! - all-Normal tables at 2, 3 and 4 players: mean rounds and the share of
//!   games ending by extinction (one species left) versus the round limit.
//!
//! Every game is seeded, so two runs print the same rates; only timings move.
//! `EXT_BENCH_QUICK=1` shrinks every sample. The ladder's knobs are the
//! shared `LADDER_GAMES`, `LADDER_SECS`, `LADDER_LEVELS` and `LADDER_FROM`
//! (benches/common; game `i` is seeded 300,000 + `i`).
//! `EXT_BENCH_ONLY=ladder` prints only the ladder, `=vs` only Normal against
//! random, `=easy-vs` only Easy against random, `=vs-easy` only Normal
//! against Easy (the same seeds), `=decisions` only the decision times,
//! `=tables` only the Easy all-bot tables.

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

/// Whether a bot at `level` searches here: a choice the policy does not
/// answer (`policy_move`), so the timing is the search's.
fn searched(game: &Extinction, seat: Seat, level: BotLevel) -> bool {
    let mut scratch = GameRng::from_seed(0);
    game.legal_actions(seat).len() > 1 && Extinction::policy_move(&game.view(Viewer::Seat(seat)), seat, level, &mut scratch).is_none()
}

/// `n` positions where a bot at `level` searches, one per seed from 1 (2 to
/// 4 players): the game played by Easy bots for 40 to 439 actions, then on
/// to the next searched choice. Prints how many are of each phase.
fn searched_positions(n: usize, level: BotLevel) -> Vec<(Extinction, Seat)> {
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
            if step >= target && searched(&game, seat, level) {
                out.push((game, seat));
                break;
            }
            let a = choose::<Extinction>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng).expect("legal");
            game.apply(seat, &a).expect("legal");
        }
        seed += 1;
    }
    let count = |phase: fn(&Phase) -> bool| out.iter().filter(|(g, _)| phase(&g.table.phase)).count();
    let compete = count(|p| matches!(p, Phase::Compete { .. }));
    let mild = count(|p| matches!(p, Phase::MildSeason { .. }));
    let genes = count(|p| matches!(p, Phase::Genes { .. }));
    let name = level.label().to_lowercase();
    println!("extinction_bot_{name}_searched_positions_compete: {compete} positions");
    println!("extinction_bot_{name}_searched_positions_mild_season: {mild} positions");
    println!("extinction_bot_{name}_searched_positions_genes: {genes} positions");
    println!("extinction_bot_{name}_searched_positions_other: {} positions", out.len() - compete - mild - genes);
    out
}

/// Easy on any position with a choice; Normal and Hard where they search.
fn decision_times(n: usize) {
    common::print_decision_times::<Extinction>("extinction", BotLevel::Easy, positions(n));
    for level in [BotLevel::Normal, BotLevel::Hard] {
        common::print_decision_times::<Extinction>("extinction", level, searched_positions(n, level));
    }
}

/// The seats that won: a win is sole first place.
fn winners(game: &Extinction) -> Vec<bool> {
    let outcome = game.to_act().outcome().cloned().expect("the game ended");
    let sole = outcome.winners().len() == 1;
    outcome.place.0.iter().map(|p| sole && *p == 0).collect()
}

/// The bot ladder at two players (seeds 300,000 on, the bot in seat 0 of
/// even games): each level against the one below it, and `extra` pairs.
fn ladder(extra: &[(BotLevel, BotLevel)], only_extra: bool) {
    let ladder = common::Ladder::from_env::<Extinction>("extinction", "EXT_BENCH_QUICK", 300_000);
    let one_game = |seed: u64, levels: &[BotLevel]| {
        let players: Vec<Option<BotLevel>> = levels.iter().map(|l| (*l != BotLevel::Random).then_some(*l)).collect();
        winners(&play(&setup(2), seed, &players).0)
    };
    if !only_extra {
        ladder.pairs(2, "_2p", one_game);
    }
    for (upper, lower) in extra {
        ladder.pair(*upper, *lower, 2, "_2p", one_game);
    }
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
    let only = std::env::var("EXT_BENCH_ONLY").unwrap_or_default();
    match only.as_str() {
        "ladder" => return ladder(&[], false),
        // The pairs the docs' older figures came from, on the ladder's seeds.
        "vs" => return ladder(&[(BotLevel::Normal, BotLevel::Random)], true),
        "easy-vs" => return ladder(&[(BotLevel::Easy, BotLevel::Random)], true),
        "vs-easy" => return ladder(&[(BotLevel::Normal, BotLevel::Easy)], true),
        "decisions" => {
            return decision_times(if quick() { 10 } else { 60 });
        }
        "tables" => {
            for players in 2..=4 {
                table_lengths(BotLevel::Easy, players, 100, Duration::from_secs(1_200));
            }
            return;
        }
        _ => {}
    }
    random_games_per_sec();
    decision_times(if quick() { 10 } else { 60 });
    common::print_share_link_lengths::<Extinction>("extinction", if quick() { 5 } else { 51 }, |seed| setup(2 + (seed % 3) as u8));
    ladder(&[(BotLevel::Normal, BotLevel::Random)], false);
    let tables = if quick() { 6 } else { 100 };
    for players in 2..=4 {
        table_lengths(BotLevel::Easy, players, tables, Duration::from_secs(1_200));
        table_lengths(BotLevel::Normal, players, tables / 5, Duration::from_secs(if quick() { 120 } else { 3_600 }));
    }
}
