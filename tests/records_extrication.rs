//! Stored Extrication records replay to the very state they were stored
//! with: the same pattern, `Stored` format and fingerprint as
//! tests/records.rs (kept in its own file so the lead can fold it in).
//! `ENDGAMES_WRITE_RECORDS=1 cargo test --test records_extrication` writes
//! the current rules version's files beside any older ones.

use endgames::engine::bot::{choose, random_action, BotLevel};
use endgames::engine::{Game, GameRecord, GameRng, RecordError, Seat, Viewer};
use endgames::games::extrication::{Extrication, Location, Setup, Stage};

mod common;
use common::records::{check_all, dir, fingerprint, play, write, Stored};

/// Whole games and part games (an early and a mid-game position) at 2, 3
/// and 4 players, over several seeds.
fn extrication_cases() -> Vec<(String, Setup, u64, usize)> {
    let mut cases = Vec::new();
    for players in 2..=4u8 {
        for (j, moves) in [usize::MAX, usize::MAX, 25, 60, 140, 220, 400].into_iter().enumerate() {
            let seed = 2026 + 100 * u64::from(players) + 7 * j as u64;
            let length = if moves == usize::MAX { "end".to_string() } else { format!("{moves}-moves") };
            cases.push((format!("{players}p-seed{seed}-{length}"), Setup { players }, seed, moves));
        }
    }
    cases
}

#[test]
fn stored_extrication_records_replay_to_their_stored_state() {
    if std::env::var_os("ENDGAMES_WRITE_RECORDS").is_some() {
        write::<Extrication>(extrication_cases());
    }
    let current = check_all::<Extrication>();
    assert!(current >= 20, "{current} stored Extrication records of the current rules; at least 20 are kept");
}

#[test]
fn an_extrication_record_of_earlier_rules_is_refused_by_name() {
    let mut stored = play::<Extrication>(Setup { players: 3 }, 5, 30);
    stored.record.rules = Extrication::RULES_VERSION - 1;
    assert!(matches!(stored.record.replay(), Err(RecordError::EarlierRules { .. })));
}

#[test]
fn a_stored_extrication_move_reads_as_the_action_it_names() {
    let stored = play::<Extrication>(Setup { players: 2 }, 3, 4);
    let text = serde_json::to_string(&stored.record).unwrap();
    assert!(text.contains(r#"{"Move":{"to":"#), "{text}");
}

/// The stored position the tablet layout test opens (tests/browser/extrication.test.mjs):
/// the most crowded location met in 400 seeded four-player games, with the first
/// seat (the person) to choose where to go.
const CROWDED: &str = "v3-4p-crowded-track.json";

/// How many lines a location's items take: kinds of tile above, paired in a
/// row, then Fuel and Organic below, one line each. The layout's worst case.
fn lines(loc: &Location) -> usize {
    let mut faces: Vec<_> = loc.tiles.iter().map(|t| t.face()).collect();
    faces.sort();
    faces.dedup();
    let mut cubes: Vec<_> = loc.cubes.iter().map(|c| c.colour()).collect();
    cubes.sort();
    cubes.dedup();
    faces.len().div_ceil(2) + cubes.len()
}

fn most_lines(game: &Extrication) -> usize {
    game.view(Viewer::Table).table.track.iter().map(lines).max().unwrap_or(0)
}

/// Plays seeded games as the layout test does (the first seat taps at random,
/// three Easy bots) and keeps the record of the most crowded moment at which
/// the first seat is to choose where to go.
fn most_crowded(seeds: std::ops::Range<u64>) -> Stored<Extrication> {
    let mut best: Option<(usize, Stored<Extrication>)> = None;
    for seed in seeds {
        let mut game = Extrication::new(&Setup { players: 4 }, seed).expect("set-up");
        let mut record = GameRecord::new(Setup { players: 4 }, seed);
        let mut rng = GameRng::from_seed(seed ^ 0x5eed);
        while let Some(&seat) = game.to_act().seats().first() {
            let moving = game.view(Viewer::Table).table.turn.is_some_and(|t| t.seat == Seat(0) && t.stage == Stage::Move);
            if moving && best.as_ref().is_none_or(|(n, _)| most_lines(&game) > *n) {
                let stored = Stored { end: format!("{:?}", game.to_act()), state: fingerprint(&game), record: record.clone() };
                best = Some((most_lines(&game), stored));
            }
            let action = match seat {
                Seat(0) => random_action(&game, seat, &mut rng),
                _ => choose::<Extrication>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng),
            }
            .expect("a seat to act has a move");
            record.push(&game, seat, &action).expect("legal");
            game.apply(seat, &action).expect("legal");
        }
    }
    best.expect("some game reached a move").1
}

/// The layout test's crowded track is stored, still replays (check_all), and
/// is as crowded as claimed: a location with five lines of items or more,
/// the first seat to move. Rewritten with ENDGAMES_WRITE_RECORDS=1.
#[test]
fn the_crowded_track_for_the_tablet_layout_test_is_stored() {
    let file = dir("extrication").join(CROWDED);
    if std::env::var_os("ENDGAMES_WRITE_RECORDS").is_some() {
        let stored = most_crowded(0..400);
        std::fs::write(&file, serde_json::to_string(&stored).expect("serialises") + "\n").expect("writes");
    }
    let text = std::fs::read_to_string(&file).expect("the crowded track is stored");
    let stored: Stored<Extrication> = serde_json::from_str(&text).expect("a stored record");
    let game = stored.record.replay().expect("replays");
    let turn = game.view(Viewer::Table).table.turn.expect("a turn");
    assert!(turn.seat == Seat(0) && turn.stage == Stage::Move, "the first seat is to move: {turn:?}");
    assert!(most_lines(&game) >= 5, "the most crowded location takes only {} lines", most_lines(&game));
}
