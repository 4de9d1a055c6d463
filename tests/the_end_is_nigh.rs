//! The End Is Nigh: the shared harness at every table size, and a scenario
//! per rule (tests/the_end_is_nigh_cases/).

#[path = "the_end_is_nigh_cases/mod.rs"]
mod cases;
mod common;

use endgames::games::the_end_is_nigh::{Nigh, Setup};

/// Seeded harness games per player count: `NIGH_HARNESS_GAMES` (the issue's
/// full run is 2000), 500 by default to keep `cargo test` quick.
fn harness_games() -> usize {
    std::env::var("NIGH_HARNESS_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(500)
}

#[test]
fn harness_every_table_size() {
    let games = harness_games();
    for players in 2..=6u8 {
        let report = common::run_harness::<Nigh>(&[Setup { players }], games, 13_000 + 1_000 * u64::from(players), 400);
        assert_eq!(report.outcomes_checked, games, "{players} players: every game ends");
    }
}
