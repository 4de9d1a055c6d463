//! Stored Extrication records replay to the very state they were stored
//! with: the same pattern, `Stored` format and fingerprint as
//! tests/records.rs (kept in its own file so the lead can fold it in).
//! `ENDGAMES_WRITE_RECORDS=1 cargo test --test records_extrication` writes
//! the current rules version's files beside any older ones.

use endgames::engine::{Game, RecordError};
use endgames::games::extrication::{Extrication, Setup};

mod common;
use common::records::{check_all, play, write};

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
