//! Stored Extrication records replay to the very state they were stored
//! with: the same pattern, `Stored` format and fingerprint as
//! tests/records.rs (kept in its own file so the lead can fold it in).
//! `ENDGAMES_WRITE_RECORDS=1 cargo test --test records_extrication` writes
//! the current rules version's files beside any older ones.

use endgames::engine::bot::random_action;
use endgames::engine::record::RecordHead;
use endgames::engine::{Game, GameRecord, GameRng, RecordError};
use endgames::games::extrication::{Extrication, Setup};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
struct Stored<G: Game> {
    /// `Debug` of `to_act()` at the end: who acts, or the outcome with every score.
    end: String,
    /// FNV-1a of the whole state's `Debug` text (track, pads, piles, RNG).
    state: String,
    record: GameRecord<G>,
}

fn dir(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(game)
}

fn fingerprint<G: Game>(game: &G) -> String {
    let text = format!("{game:?}");
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("{hash:016x}")
}

/// A seeded random game of at most `moves` moves.
fn play<G: Game>(setup: G::Setup, seed: u64, moves: usize) -> Stored<G> {
    let mut game = G::new(&setup, seed).expect("valid set-up");
    let mut record = GameRecord::new(setup, seed);
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    for _ in 0..moves {
        let Some(&seat) = game.to_act().seats().first() else { break };
        let action = random_action(&game, seat, &mut rng).expect("a seat to act has a move");
        record.push(&game, seat, &action).expect("legal");
        game.apply(seat, &action).expect("legal");
    }
    Stored { end: format!("{:?}", game.to_act()), state: fingerprint(&game), record }
}

fn write<G: Game>(cases: Vec<(String, G::Setup, u64, usize)>) {
    std::fs::create_dir_all(dir(G::ID)).expect("the records folder");
    for (name, setup, seed, moves) in cases {
        let stored = play::<G>(setup, seed, moves);
        let file = dir(G::ID).join(format!("v{}-{name}.json", G::RULES_VERSION));
        std::fs::write(&file, serde_json::to_string(&stored).expect("serialises") + "\n").expect("writes");
    }
}

fn check_all<G: Game>() -> usize {
    let mut current = 0;
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir(G::ID)).expect("the records folder").map(|e| e.unwrap().path()).collect();
    files.sort();
    for file in files {
        let name = file.display();
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{name}: {e}"));
        let head: serde_json::Value = serde_json::from_str(&text).expect("a stored record is JSON");
        let head: RecordHead = serde_json::from_value(head["record"].clone()).expect("a record head");
        match head.check::<G>() {
            Ok(()) => {
                let stored: Stored<G> = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
                let hint = format!("{name}: a rules change altered this game; raise {}'s RULES_VERSION", G::ID);
                let game = stored.record.replay().unwrap_or_else(|e| panic!("{hint} (it no longer replays: {e})"));
                assert_eq!(format!("{:?}", game.to_act()), stored.end, "{hint} (it ends differently)");
                assert_eq!(fingerprint(&game), stored.state, "{hint} (it reaches a different state)");
                current += 1;
            }
            Err(RecordError::EarlierRules { .. }) => {
                assert!(head.format < 3 || head.rules < G::RULES_VERSION, "{name}");
            }
            Err(e) => panic!("{name}: {e}"),
        }
    }
    current
}

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
