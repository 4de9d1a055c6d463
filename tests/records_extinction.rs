//! Stored Extinction records replay to the very state they were stored with
//! (the pattern of tests/records.rs, with the same `Stored` format and
//! fingerprint, so the two can be folded together).
//!
//! `tests/records/extinction/` holds whole and part games over table sizes
//! and round limits. A rules change that alters one must raise
//! `Extinction::RULES_VERSION`; `ENDGAMES_WRITE_RECORDS=1 cargo test --test
//! records_extinction` then writes the new version's files beside the old.

use endgames::engine::{Game, RecordError};
use endgames::games::extinction::{Extinction, Setup};

mod common;
use common::records::{check_all, play, write};

/// Every table size at short and default limits and with no limit (whole
/// games), and part games: mid-founding, mid-relocation, mid-game.
fn cases() -> Vec<(String, Setup, u64, usize)> {
    let mut cases = Vec::new();
    for players in 2..=4u8 {
        for rounds in [1u8, 3, 12, 0] {
            let seed = 2026 + 100 * u64::from(players) + u64::from(rounds);
            let limit = if rounds == 0 { "nolimit".to_string() } else { format!("{rounds}r") };
            cases.push((format!("{players}p-{limit}-seed{seed}-end"), Setup { players, rounds }, seed, usize::MAX));
        }
        for moves in [12usize, 60, 300] {
            let seed = 77 + u64::from(players) + moves as u64;
            cases.push((format!("{players}p-12r-seed{seed}-{moves}-moves"), Setup { players, rounds: 12 }, seed, moves));
        }
    }
    cases
}

#[test]
fn stored_extinction_records_replay_to_their_stored_state() {
    if std::env::var_os("ENDGAMES_WRITE_RECORDS").is_some() {
        write::<Extinction>(cases());
    }
    let current = check_all::<Extinction>();
    assert!(current >= 20, "{current} stored Extinction records of the current rules; at least 20 are kept");
}

#[test]
fn a_record_of_earlier_rules_is_refused_by_name_and_not_replayed() {
    let mut stored = play::<Extinction>(Setup { players: 3, rounds: 2 }, 5, 30);
    stored.record.rules = Extinction::RULES_VERSION - 1;
    assert!(matches!(stored.record.replay(), Err(RecordError::EarlierRules { .. })));
}

#[test]
fn a_stored_move_reads_as_the_action_it_names() {
    let stored = play::<Extinction>(Setup { players: 2, rounds: 1 }, 3, 4);
    let text = serde_json::to_string(&stored.record).unwrap();
    assert!(text.contains(r#"{"Pick":{"hex":"#), "{text}");
}
