//! The words check every game runs: seeded random games in which every
//! prompt and every log line each seat would read is built and looked at.
//!
//! What it proves, for each game and set-up it is given:
//! - when a seat may act, its prompt starts with that seat, so it names the
//!   player (written with every seat called "You" or "Ana", the line still
//!   starts with the acting seat's own name);
//! - no prompt or log line is empty, starts in lower case, or carries Rust's
//!   debug text (`Some(`, braces, paths, field names);
//! - building them never panics, for any seat's view and the table's.

use endgames::engine::bot::random_action;
use endgames::engine::words::debug_mark;
use endgames::engine::{GameRng, Line, Narrated, Part, Seat, Viewer};

/// Plays `games` random games, cycling through `setups`, seeds from `seed0`;
/// returns how many prompts and log lines it read.
pub fn run_words<G: Narrated>(setups: &[G::Setup], games: usize, seed0: u64, max_steps: usize) -> usize {
    let mut read = 0;
    for i in 0..games {
        let seed = seed0.wrapping_add(i as u64);
        let mut game = G::new(&setups[i % setups.len()], seed).unwrap_or_else(|e| panic!("seed {seed}: set-up refused: {e}"));
        let mut rng = GameRng::from_seed(seed ^ 0x0a0d);
        for step in 0..max_steps {
            read += check_prompts(&game, seed, step);
            let seats = game.to_act().seats();
            if seats.is_empty() {
                break;
            }
            let seat = seats[rng.below(seats.len())];
            let action = random_action(&game, seat, &mut rng).expect("a seat to act has a legal action");
            let events = game.apply(seat, &action).unwrap_or_else(|e| panic!("seed {seed} step {step}: {e}"));
            read += check_log::<G>(&game, &events, seed, step);
        }
    }
    read
}

fn viewers(seats: usize) -> impl Iterator<Item = Viewer> {
    (0..seats).map(|i| Viewer::Seat(Seat(i as u8))).chain([Viewer::Table])
}

fn check_prompts<G: Narrated>(game: &G, seed: u64, step: usize) -> usize {
    let acting = game.to_act().seats();
    let mut read = 0;
    for viewer in viewers(game.seat_count()) {
        let line = G::prompt(&game.view(viewer));
        let text = check_text(&line, || format!("seed {seed} step {step}: prompt for {viewer:?}"));
        read += 1;
        if let Viewer::Seat(seat) = viewer {
            if acting.contains(&seat) {
                assert_eq!(
                    line.0.first(),
                    Some(&Part::Seat(seat)),
                    "seed {seed} step {step}: {viewer:?} may act, but its prompt does not start with its seat: {text}"
                );
                for names in [["You"; 6], ["Ana"; 6]] {
                    let shown = line.render(|s| names[s.index()].to_string());
                    assert!(shown.starts_with(names[seat.index()]), "seed {seed} step {step}: {shown}");
                }
            }
        }
    }
    read
}

fn check_log<G: Narrated>(game: &G, events: &[G::Event], seed: u64, step: usize) -> usize {
    let mut read = 0;
    for viewer in viewers(game.seat_count()) {
        let view = game.view(viewer);
        for event in events.iter().filter_map(|e| G::redact_event(e, viewer)) {
            if let Some(line) = G::log_line(&event, &view) {
                check_text(&line, || format!("seed {seed} step {step}: log line for {viewer:?} of {event:?}"));
                read += 1;
            }
        }
    }
    read
}

/// The line as "Player N" text, after checking it reads as words.
fn check_text(line: &Line, what: impl Fn() -> String) -> String {
    let text = line.to_string();
    assert!(!text.trim().is_empty(), "{}: empty", what());
    if let Some(Part::Text(first)) = line.0.first() {
        let c = first.chars().next().unwrap_or(' ');
        assert!(!c.is_lowercase(), "{}: starts in lower case: {text}", what());
    }
    for part in &line.0 {
        if let Part::Text(words) = part {
            if let Some(mark) = debug_mark(words) {
                panic!("{}: debug text {mark:?} in {text}", what());
            }
        }
    }
    text
}
