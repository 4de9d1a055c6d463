//! The soak: many seeded games of one title on every core, each checked by
//! the shared harness (`common::play_checked` and `common::check_record`,
//! the same checks `run_harness` makes). A game that panics is a failure:
//! it is caught, counted and printed with its seed and its record so far
//! (JSON a test can replay), and the run goes on.

#![allow(dead_code)] // each test file that includes this uses a part of it

use crate::common::{check_record, pick_random, play_checked};
use crate::titles::Title;
use endgames::engine::bot::{choose, BotLevel};
use endgames::engine::{GameRecord, GameRng, Seat, Viewer};
use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

/// Seeds of the random games start here, far from the games' own harness
/// seeds, so the soak plays games no other test plays.
pub const RANDOM_SEED0: u64 = 1_000_000_000;
/// Seeds of the all-bot games start here.
pub const BOT_SEED0: u64 = 2_000_000_000;
/// One random game in this many also tries every legal action at each step
/// (the same share as `run_harness`, which is thorough in 40 of 2,000).
const THOROUGH_EVERY: usize = 50;

/// A count from the environment, or `default` (the figure).
pub fn count(var: &str, default: usize) -> usize {
    std::env::var(var).ok().and_then(|v| v.replace('_', "").parse().ok()).unwrap_or(default)
}

pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `work` once per core; worker `w` of `n` takes the items
/// `w, w + n, w + 2n, ...` below `count`.
pub fn on_every_core<T: Send>(count: usize, work: impl Fn(&mut dyn Iterator<Item = usize>) -> T + Sync) -> Vec<T> {
    let n = cores();
    std::thread::scope(|scope| {
        let work = &work;
        let workers: Vec<_> = (0..n).map(|w| scope.spawn(move || work(&mut (w..count).step_by(n)))).collect();
        workers.into_iter().map(|w| w.join().expect("a soak worker never panics: each game's panic is caught")).collect()
    })
}

/// What one worker saw.
#[derive(Default)]
pub struct Tally {
    pub games: usize,
    pub steps: usize,
    pub failures: Vec<String>,
}

impl Tally {
    pub fn add(mut self, other: Tally) -> Tally {
        self.games += other.games;
        self.steps += other.steps;
        self.failures.extend(other.failures);
        self
    }
}

/// `games` seeded random games of `G`, cycling through its set-ups.
pub fn random_games<G: Title>(games: usize) -> Tally
where
    G::Setup: Sync,
{
    let setups = G::setups();
    let tallies = on_every_core(games, |items| {
        let mut tally = Tally::default();
        let mut seen = Vec::new();
        for i in items {
            let setup = setups[i % setups.len()].clone();
            let seed = RANDOM_SEED0 + i as u64;
            let thorough = i % THOROUGH_EVERY == 0;
            tally.games += 1;
            match one_game::<G>(setup, seed, "random", |record| play_checked(record, G::MAX_STEPS, &mut seen, thorough, &mut pick_random)) {
                Ok(steps) => tally.steps += steps,
                Err(failure) => tally.failures.push(failure),
            }
        }
        tally
    });
    tallies.into_iter().fold(Tally::default(), Tally::add)
}

/// `per_table` games at each table size with every seat a Normal bot (the
/// search paths: determinize, playouts, the game's policy and evaluation).
pub fn bot_games<G: Title>(per_table: usize) -> Tally
where
    G::Setup: Sync,
{
    let tables = G::tables();
    let tallies = on_every_core(per_table * tables.len(), |items| {
        let mut tally = Tally::default();
        let mut seen = Vec::new();
        for i in items {
            let setup = tables[i % tables.len()].clone();
            let seed = BOT_SEED0 + i as u64;
            tally.games += 1;
            let mut normal = |game: &G, seat: Seat, rng: &mut GameRng| {
                choose::<G>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Normal, rng).expect("a Normal bot finds a move")
            };
            match one_game::<G>(setup, seed, "bot", |record| play_checked(record, G::MAX_STEPS, &mut seen, false, &mut normal)) {
                Ok(steps) => tally.steps += steps,
                Err(failure) => tally.failures.push(failure),
            }
        }
        tally
    });
    tallies.into_iter().fold(Tally::default(), Tally::add)
}

/// Plays one game with `play` and checks its record; a panic anywhere in it
/// comes back as the failure's text.
pub fn one_game<G: Title>(
    setup: G::Setup,
    seed: u64,
    kind: &str,
    play: impl FnOnce(&mut GameRecord<G>) -> (G, usize),
) -> Result<usize, String> {
    let mut record = GameRecord::<G>::new(setup, seed);
    let result = catch_unwind(AssertUnwindSafe(|| {
        let (game, steps) = play(&mut record);
        check_record(&record, &game);
        steps
    }));
    result.map_err(|panic| {
        let record_json = serde_json::to_string(&record).unwrap_or_else(|e| format!("(the record does not serialise: {e})"));
        let file = keep_failure(&format!("{}-{kind}-seed{seed}.json", G::ID), &record_json);
        let failure = format!(
            "soak failure: {} {kind} game, seed {seed}, after {} moves: {}\n  record (replay it with GameRecord::replay_first): {record_json}\n  kept in {}",
            G::ID,
            record.actions.len(),
            panic_text(&*panic),
            file.display()
        );
        println!("{failure}");
        failure
    })
}

/// The text a panic carried.
pub fn panic_text(panic: &(dyn Any + Send)) -> String {
    if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else if let Some(s) = panic.downcast_ref::<&str>() {
        s.to_string()
    } else {
        "a panic without a message".into()
    }
}

/// Writes a failing case to `target/soak-failures/`, so a long one can be
/// turned into a test without copying it from the terminal.
pub fn keep_failure(name: &str, contents: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/soak-failures");
    let file = dir.join(name);
    if std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&file, contents)).is_err() {
        println!("  (could not write {})", file.display());
    }
    file
}

/// Prints figures the way `make bench` does: `name: value unit`.
pub fn figure(name: &str, value: impl std::fmt::Display, unit: &str) {
    println!("{name}: {value} {unit}");
}
