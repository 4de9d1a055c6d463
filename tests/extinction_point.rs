//! Extinction Point: the shared harness over every difficulty and table
//! size, and a scenario test for each rule (tests/extinction_point_cases/).

mod common;
#[path = "extinction_point_cases/support.rs"]
mod support;

use endgames::games::extinction_point::{Difficulty, ExtinctionPoint, Setup};

fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for players in 2..=4 {
        for difficulty in Difficulty::ALL {
            out.push(Setup { players, bunker_health: 5, mothership_health: 5, difficulty });
        }
    }
    out
}

/// 2,000 seeded random games: 12 set-ups (2-4 players x 4 difficulties).
#[test]
fn harness_two_thousand_games() {
    let report = common::run_harness::<ExtinctionPoint>(&setups(), 2000, 7_000, 20_000);
    assert_eq!(report.games, 2000);
    assert_eq!(report.outcomes_checked, 2000, "every game reached an outcome");
}

/// Odd healths (1 and 10) at every table size.
#[test]
fn harness_extreme_health() {
    let mut s = Vec::new();
    for players in 2..=4 {
        s.push(Setup { players, bunker_health: 1, mothership_health: 10, difficulty: Difficulty::Hard });
        s.push(Setup { players, bunker_health: 10, mothership_health: 1, difficulty: Difficulty::Easy });
        s.push(Setup { players, bunker_health: 10, mothership_health: 10, difficulty: Difficulty::Medium });
    }
    let report = common::run_harness::<ExtinctionPoint>(&s, 120, 91_000, 40_000);
    assert_eq!(report.outcomes_checked, 120);
}
#[path = "extinction_point_cases/battle.rs"]
mod battle;
#[path = "extinction_point_cases/building.rs"]
mod building;
#[path = "extinction_point_cases/examples.rs"]
mod examples;
#[path = "extinction_point_cases/flow.rs"]
mod flow;
#[path = "extinction_point_cases/review.rs"]
mod review;
#[path = "extinction_point_cases/sabotage.rs"]
mod sabotage;
#[path = "extinction_point_cases/tricks.rs"]
mod tricks;
#[path = "extinction_point_cases/words.rs"]
mod words;
