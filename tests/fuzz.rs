//! Fuzzed saves and records, a seeded sample for `cargo test` (`make soak`
//! runs 100,000 inputs per game; see tests/soak.rs). Every input is a real
//! save or record damaged by a seeded generator (tests/common/fuzz.rs): it is
//! refused in words a person can read, or it opens into a game that passes
//! the harness checks; it never panics. `FUZZ_INPUTS` sets the sample size.

mod common;
#[path = "common/fuzz.rs"]
mod fuzz;
#[path = "common/soak.rs"]
mod soak;
#[path = "common/titles.rs"]
mod titles;

use endgames::games::GameId;
use std::sync::OnceLock;

/// Inputs per game: enough to reach every kind of damage many times over,
/// in a few seconds per game on one core.
const SAMPLE: usize = 3_000;

fn corpus() -> &'static fuzz::Corpus {
    static CORPUS: OnceLock<fuzz::Corpus> = OnceLock::new();
    CORPUS.get_or_init(fuzz::Corpus::build)
}

fn sample(game: GameId) {
    let count = soak::count("FUZZ_INPUTS", SAMPLE);
    let tally = fuzz::run(corpus(), game, count);
    let name = game.slug().replace('-', "_");
    // A figure to read, not a limit: time on a shared machine varies.
    println!("fuzz_{name}_max_ms: {:.1} ms (seed {})", tally.slowest.as_secs_f64() * 1000.0, tally.slowest_seed);
    assert!(tally.failures.is_empty(), "{} of {count} inputs failed:\n{}", tally.failures.len(), tally.failures.join("\n"));
    assert_eq!(tally.refused + tally.opened, count);
    // Damage that leaves a game readable (a set-up changed within the rules,
    // moves cut) must reach the opened path too, or the harness checks there prove nothing.
    assert!(tally.opened > 0 && tally.refused > count / 2, "{} opened, {} refused", tally.opened, tally.refused);
}

#[test]
fn fuzz_extraczon() {
    sample(GameId::ExtracZon);
}

#[test]
fn fuzz_extinction_point() {
    sample(GameId::ExtinctionPoint);
}

#[test]
fn fuzz_the_end_is_nigh() {
    sample(GameId::Nigh);
}

#[test]
fn fuzz_extrication() {
    sample(GameId::Extrication);
}

#[test]
fn fuzz_extinction() {
    sample(GameId::Extinction);
}

/// One input again, by the game and seed a failure printed:
/// `FUZZ_GAME=extraczon FUZZ_SEED=3000000038 cargo test --test fuzz one_input -- --ignored --nocapture`.
#[test]
#[ignore = "replays the input named by FUZZ_GAME and FUZZ_SEED"]
fn one_input() {
    let game = std::env::var("FUZZ_GAME").ok().and_then(|g| GameId::from_slug(&g)).expect("FUZZ_GAME names a game by its slug");
    let seed = std::env::var("FUZZ_SEED").ok().and_then(|s| s.parse().ok()).expect("FUZZ_SEED is an input's seed");
    let input = fuzz::numbered(corpus(), game, seed);
    println!("{:?} input, {} bytes, damaged by {:?}", input.door, input.bytes.len(), input.damage);
    match fuzz::try_input(&input) {
        Ok((opened, took)) => println!("{} in {:.1} ms", if opened { "opened" } else { "refused" }, took.as_secs_f64() * 1000.0),
        Err(why) => panic!("{why}"),
    }
}
