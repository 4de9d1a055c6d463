//! Stored records still replay to the same end.
//!
//! A record keeps each move as its place in the mover's legal actions, so the
//! order of a game's legal actions is part of the save format. Each file in
//! `tests/records/` is a whole seeded game recorded when the format was set,
//! with the outcome it reached. If this test fails after a change to a game,
//! that change reordered or altered the legal actions: old saves would no
//! longer replay, so bump `RECORD_FORMAT` and write the files anew with
//! `ENDGAMES_WRITE_RECORDS=1 cargo test --test records`.

use endgames::engine::bot::random_action;
use endgames::engine::{Game, GameRecord, GameRng};
use endgames::games::extinction_point::{self, ExtinctionPoint};
use endgames::games::extraczon::{self, ExtracZon, Mode};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
struct Stored<G: Game> {
    /// `Debug` of `to_act()` at the end: the outcome with every score.
    end: String,
    record: GameRecord<G>,
}

fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(format!("{name}.json"))
}

/// Plays one seeded random game to its end.
fn play_to_end<G: Game>(setup: G::Setup, seed: u64) -> (GameRecord<G>, G) {
    let mut game = G::new(&setup, seed).expect("valid set-up");
    let mut record = GameRecord::new(setup, seed);
    let mut rng = GameRng::from_seed(seed);
    while let Some(&seat) = game.to_act().seats().first() {
        let action = random_action(&game, seat, &mut rng).expect("a seat to act has a move");
        record.push(&game, seat, &action).expect("legal");
        game.apply(seat, &action).expect("legal");
    }
    (record, game)
}

fn check<G: Game>(name: &str, setup: G::Setup, seed: u64) {
    let file = path(name);
    if std::env::var_os("ENDGAMES_WRITE_RECORDS").is_some() {
        let (record, game) = play_to_end::<G>(setup, seed);
        let stored = Stored { end: format!("{:?}", game.to_act()), record };
        std::fs::write(&file, serde_json::to_string(&stored).expect("serialises") + "\n").expect("writes");
    }
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let stored: Stored<G> = serde_json::from_str(&text).expect("the stored record parses");
    let game = stored.record.replay().unwrap_or_else(|e| panic!("{name}: the stored record no longer replays: {e}"));
    assert_eq!(format!("{:?}", game.to_act()), stored.end, "{name}: the stored record now ends differently");
    assert!(stored.record.actions.len() > 50, "{name}: a whole game, not a stub");
}

#[test]
fn a_stored_extraczon_game_replays_to_its_end() {
    check::<ExtracZon>("extraczon", extraczon::Setup { players: 3, mode: Mode::Competitive }, 2026);
}

#[test]
fn a_stored_extinction_point_game_replays_to_its_end() {
    check::<ExtinctionPoint>("extinction-point", extinction_point::Setup { players: 3, ..Default::default() }, 2026);
}
