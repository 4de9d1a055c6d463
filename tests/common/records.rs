//! Stored records, shared by every game's records test: the file format, the
//! state fingerprint, and the check that each stored record of the current
//! rules version replays to exactly the state it was stored with (see
//! tests/records.rs for why).

use endgames::engine::bot::random_action;
use endgames::engine::record::RecordHead;
use endgames::engine::{Game, GameRecord, GameRng, RecordError};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct Stored<G: Game> {
    /// `Debug` of `to_act()` at the end: who acts, or the outcome with every score.
    pub end: String,
    /// FNV-1a of the whole state's `Debug` text (board, hands, piles, RNG).
    pub state: String,
    pub record: GameRecord<G>,
}

pub fn dir(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(game)
}

pub fn fingerprint<G: Game>(game: &G) -> String {
    let text = format!("{game:?}");
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("{hash:016x}")
}

/// A seeded random game of at most `moves` moves.
pub fn play<G: Game>(setup: G::Setup, seed: u64, moves: usize) -> Stored<G> {
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

/// Writes the current rules version's records (only with ENDGAMES_WRITE_RECORDS set).
pub fn write<G: Game>(cases: Vec<(String, G::Setup, u64, usize)>) {
    std::fs::create_dir_all(dir(G::ID)).expect("the records folder");
    for (name, setup, seed, moves) in cases {
        let stored = play::<G>(setup, seed, moves);
        let file = dir(G::ID).join(format!("v{}-{name}.json", G::RULES_VERSION));
        std::fs::write(&file, serde_json::to_string(&stored).expect("serialises") + "\n").expect("writes");
    }
}

/// Replays every stored record of `G`; returns how many are of the current rules.
pub fn check_all<G: Game>() -> usize {
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
                // Kept as proof that old saves are refused by name, never replayed.
                assert!(head.format < 3 || head.rules < G::RULES_VERSION, "{name}");
            }
            Err(e) => panic!("{name}: {e}"),
        }
    }
    current
}
