//! Extinction: the shared harness at every table size and round limit, and
//! a scenario test for each rule (tests/extinction_cases/).

mod common;
#[path = "extinction_cases/support.rs"]
mod support;

use endgames::games::extinction::{Extinction, Setup};

/// Seeded random games: 2,000 by default, as the other games run;
/// `EXTINCTION_GAMES` sets another count (a small one for a quick run).
fn games() -> usize {
    std::env::var("EXTINCTION_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(2000)
}

#[test]
fn harness_every_table_size() {
    let setups: Vec<Setup> = (2..=4).map(|players| Setup { players, rounds: 12 }).collect();
    let n = games();
    let report = common::run_harness::<Extinction>(&setups, n, 15_000, 200_000);
    assert_eq!(report.outcomes_checked, n, "every game reached an outcome");
}

#[test]
fn harness_short_and_unlimited_games() {
    let mut setups = Vec::new();
    for players in 2..=4 {
        setups.push(Setup { players, rounds: 1 });
        setups.push(Setup { players, rounds: 0 });
    }
    let n = games() / 10;
    let report = common::run_harness::<Extinction>(&setups, n.max(6), 25_000, 2_000_000);
    assert_eq!(report.outcomes_checked, n.max(6));
}
#[path = "extinction_cases/bot.rs"]
mod bot;
#[path = "extinction_cases/breeding.rs"]
mod breeding;
#[path = "extinction_cases/environment.rs"]
mod environment;
#[path = "extinction_cases/flow.rs"]
mod flow;
#[path = "extinction_cases/hidden.rs"]
mod hidden;
#[path = "extinction_cases/last_move.rs"]
mod last_move;
#[path = "extinction_cases/moves.rs"]
mod moves;
#[path = "extinction_cases/review.rs"]
mod review;
#[path = "extinction_cases/setup.rs"]
mod setup;
#[path = "extinction_cases/words.rs"]
mod words;
