//! The soak, `make soak` (never part of `make test`): for each title,
//! 100,000 seeded random games, 200 games at each table size with every seat
//! a Normal bot, and 100,000 fuzzed saves and records, all on every core and
//! all checked by the shared harness. It prints, per title:
//!
//! - `soak_<game>_games`, `soak_<game>_failures`, `soak_<game>_seconds` (and
//!   the random and bot games apart, and the moves played);
//! - `fuzz_<game>_inputs`, `fuzz_<game>_failures`, `fuzz_<game>_max_ms` (the
//!   slowest input to read, with its seed), `fuzz_<game>_seconds`.
//!
//! A failing game or input is printed with its seed and its record or text
//! (and kept under target/soak-failures/), the run goes on, and the title's
//! test fails at the end. The counts come from the environment:
//! `SOAK_GAMES` (random games per title, 100,000), `SOAK_BOT_GAMES` (bot
//! games per table size, 200) and `SOAK_FUZZ_INPUTS` (inputs per title;
//! SOAK_GAMES when unset), so `SOAK_GAMES=200 SOAK_BOT_GAMES=2 make soak` is
//! a quick run.

mod common;
#[path = "common/fuzz.rs"]
mod fuzz;
#[path = "common/soak.rs"]
mod soak;
#[path = "common/titles.rs"]
mod titles;

use endgames::games::extinction::Extinction;
use endgames::games::extinction_point::ExtinctionPoint;
use endgames::games::extraczon::ExtracZon;
use endgames::games::extrication::Extrication;
use endgames::games::the_end_is_nigh::Nigh;
use endgames::games::GameId;
use soak::{count, figure};
use std::time::Instant;
use titles::Title;

fn soak<G: Title>()
where
    G::Setup: Sync,
{
    let games = count("SOAK_GAMES", 100_000);
    let per_table = count("SOAK_BOT_GAMES", 200);
    let inputs = count("SOAK_FUZZ_INPUTS", games);
    let name = G::figure_name();
    println!(); // the test runner's "test soak_... " has no line end of its own
    eprintln!("{name}: {games} random games, {per_table} bot games per table size, {inputs} fuzzed inputs on {} cores", soak::cores());

    let started = Instant::now();
    let random = soak::random_games::<G>(games);
    let random_seconds = started.elapsed().as_secs_f64();
    let bots = soak::bot_games::<G>(per_table);
    let seconds = started.elapsed().as_secs_f64();
    figure(&format!("soak_{name}_games"), random.games + bots.games, "games");
    figure(&format!("soak_{name}_random_games"), random.games, "games");
    figure(&format!("soak_{name}_bot_games"), bots.games, "games");
    figure(&format!("soak_{name}_moves"), random.steps + bots.steps, "moves");
    figure(&format!("soak_{name}_failures"), random.failures.len() + bots.failures.len(), "games");
    figure(&format!("soak_{name}_seconds"), format!("{seconds:.1}"), "s");
    figure(&format!("soak_{name}_random_seconds"), format!("{random_seconds:.1}"), "s");
    figure(&format!("soak_{name}_bot_seconds"), format!("{:.1}", seconds - random_seconds), "s");

    let started = Instant::now();
    let corpus = fuzz::Corpus::build();
    let game = GameId::from_slug(G::ID).expect("a registered game");
    let fuzzed = fuzz::run(&corpus, game, inputs);
    figure(&format!("fuzz_{name}_inputs"), fuzzed.inputs, "inputs");
    figure(&format!("fuzz_{name}_opened"), fuzzed.opened, "inputs");
    figure(&format!("fuzz_{name}_failures"), fuzzed.failures.len(), "inputs");
    figure(
        &format!("fuzz_{name}_max_ms"),
        format!("{:.1}", fuzzed.slowest.as_secs_f64() * 1000.0),
        &format!("ms (seed {})", fuzzed.slowest_seed),
    );
    figure(&format!("fuzz_{name}_seconds"), format!("{:.1}", started.elapsed().as_secs_f64()), "s");

    let failures = random.failures.len() + bots.failures.len() + fuzzed.failures.len();
    assert_eq!(failures, 0, "{name}: {failures} failures, each printed above with its seed");
}

#[test]
#[ignore = "the soak: run it with make soak"]
fn soak_1_extraczon() {
    soak::<ExtracZon>();
}

#[test]
#[ignore = "the soak: run it with make soak"]
fn soak_2_extinction_point() {
    soak::<ExtinctionPoint>();
}

#[test]
#[ignore = "the soak: run it with make soak"]
fn soak_3_the_end_is_nigh() {
    soak::<Nigh>();
}

#[test]
#[ignore = "the soak: run it with make soak"]
fn soak_4_extrication() {
    soak::<Extrication>();
}

#[test]
#[ignore = "the soak: run it with make soak"]
fn soak_5_extinction() {
    soak::<Extinction>();
}

/// The soak's own promise: a game that fails is caught, named by its seed,
/// and printed with the moves that led to it as a record that replays.
#[test]
fn a_failing_game_is_caught_with_its_seed_and_record() {
    use endgames::engine::{Game, GameRecord};
    let setup = ExtracZon::setups()[1].clone();
    let failure = soak::one_game::<ExtracZon>(setup, 77, "random", |record| {
        let mut rng = endgames::engine::GameRng::from_seed(1);
        let mut game = ExtracZon::new(&record.setup, record.seed).expect("a valid set-up");
        for _ in 0..5 {
            let seat = game.to_act().seats()[0];
            let action = common::pick_random(&game, seat, &mut rng);
            record.push(&game, seat, &action).expect("legal");
            game.apply(seat, &action).expect("legal");
        }
        panic!("a broken invariant");
    })
    .expect_err("the panic is caught and reported");
    assert!(failure.contains("extraczon random game, seed 77, after 5 moves: a broken invariant"), "{failure}");
    let json = failure.split("replay_first): ").nth(1).and_then(|rest| rest.lines().next()).expect("the record is printed");
    let record: GameRecord<ExtracZon> = serde_json::from_str(json).expect("the printed record reads back");
    assert_eq!((record.seed, record.actions.len()), (77, 5));
    record.replay().expect("and replays to the moment of the failure");
}
