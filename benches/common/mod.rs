//! What every game's native bench shares, so their printed lines stay comparable
//! and a new game's bench starts from the same measures.

use std::time::{Duration, Instant};

/// True when `var` is set to `1`: every sample shrinks to a smoke run.
pub fn quick(var: &str) -> bool {
    std::env::var(var).is_ok_and(|v| v == "1")
}

/// The `p` quantile (0 to 1) of an ascending, non-empty slice.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Plays seeded random games for `budget`; `play(i)` plays game number `i`
/// and returns its action count. Prints `<game>_random_games_per_sec` and
/// its two companion lines.
pub fn print_random_games_per_sec(game: &str, budget: Duration, mut play: impl FnMut(usize) -> usize) {
    let start = Instant::now();
    let (mut games, mut steps) = (0usize, 0usize);
    while start.elapsed() < budget {
        steps += play(games);
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("{game}_random_games_per_sec: {:.1} games/s", games as f64 / secs);
    println!("{game}_random_game_actions_mean: {:.0} actions", steps as f64 / games as f64);
    println!("{game}_random_games_sampled: {games} games");
}

/// Times one `level` decision of `G`'s bot on each of `positions` (a game and
/// the seat to act), made from that seat's view as the app makes it, and
/// prints `<game>_bot_<level>_decision_median`, `_p95`, `_max` and `_decisions_sampled`.
pub fn print_decision_times<G: endgames::engine::bot::BotHooks>(
    game: &str,
    level: endgames::engine::bot::BotLevel,
    positions: Vec<(G, endgames::engine::Seat)>,
) {
    use endgames::engine::{bot::choose, GameRng, Viewer};
    let mut ms: Vec<f64> = Vec::new();
    let mut rng = GameRng::from_seed(77);
    for (state, seat) in positions {
        let start = Instant::now();
        let action = choose::<G>(&state.view(Viewer::Seat(seat)), seat, level, &mut rng);
        ms.push(start.elapsed().as_secs_f64() * 1000.0);
        assert!(action.is_some_and(|a| state.legal_actions(seat).contains(&a)), "the bot chose a legal action");
    }
    ms.sort_by(f64::total_cmp);
    let name = level.label().to_lowercase();
    println!("{game}_bot_{name}_decision_median: {:.3} ms", percentile(&ms, 0.5));
    println!("{game}_bot_{name}_decision_p95: {:.3} ms", percentile(&ms, 0.95));
    println!("{game}_bot_{name}_decision_max: {:.3} ms", ms[ms.len() - 1]);
    println!("{game}_bot_{name}_decisions_sampled: {} positions", ms.len());
}

/// `count` positions where the seat to act has a real choice, one per seed
/// from 1: game `new_game(seed)` played by Easy bots (seeded by the same
/// seed) for `first + rng.below(spread)` actions, then on to the next choice.
/// (ExtracZon's bench walks its own way, so this module, compiled into each
/// bench, is unused in its.)
#[allow(dead_code)]
pub fn easy_positions<G: endgames::engine::bot::BotHooks>(
    count: usize,
    first: usize,
    spread: usize,
    new_game: impl Fn(u64) -> G,
) -> Vec<(G, endgames::engine::Seat)> {
    use endgames::engine::{bot::choose, bot::BotLevel, GameRng, ToAct, Viewer};
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < count {
        let mut game = new_game(seed);
        let mut rng = GameRng::from_seed(seed);
        let target = first + rng.below(spread);
        for step in 0.. {
            let seat = match game.to_act() {
                ToAct::Over(_) => break,
                to_act => to_act.seats()[0],
            };
            if step >= target && game.legal_actions(seat).len() > 1 {
                out.push((game.clone(), seat));
                break;
            }
            let a = choose::<G>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng).expect("legal");
            game.apply(seat, &a).expect("legal");
        }
        seed += 1;
    }
    out
}
