//! Stored records of The End Is Nigh replay to the very state they were
//! stored with (the same Stored format and fingerprint as tests/records.rs,
//! kept in its own file so it can be folded in there).
//!
//! `ENDGAMES_WRITE_RECORDS=1 cargo test --test records_the_end_is_nigh`
//! writes the current rules version's files into tests/records/the-end-is-nigh/.

use endgames::games::the_end_is_nigh::{Nigh, Setup};

mod common;
use common::records::{check_all, play, write};

/// Every table size: a whole game with two seeds and two part games (after
/// the identities are kept, and around the 6:00 removal).
fn cases() -> Vec<(String, Setup, u64, usize)> {
    let mut cases = Vec::new();
    for players in 2..=6u8 {
        for (j, moves) in [usize::MAX, usize::MAX, 12, 30].into_iter().enumerate() {
            let seed = 2026 + 100 * u64::from(players) + j as u64;
            let length = if moves == usize::MAX { "end".to_string() } else { format!("{moves}-moves") };
            cases.push((format!("{players}p-seed{seed}-{length}"), Setup { players }, seed, moves));
        }
    }
    cases
}

#[test]
fn stored_the_end_is_nigh_records_replay_to_their_stored_state() {
    if std::env::var_os("ENDGAMES_WRITE_RECORDS").is_some() {
        write::<Nigh>(cases());
    }
    let current = check_all::<Nigh>();
    assert!(current >= 20, "{current} stored The End Is Nigh records of the current rules; at least 20 are kept");
}

#[test]
fn a_stored_move_reads_as_the_action_it_names() {
    let stored = play::<Nigh>(Setup { players: 3 }, 3, 8);
    let text = serde_json::to_string(&stored.record).unwrap();
    assert!(text.contains(r#""KeepIdentity":{"identity":"#), "{text}");
    assert!(text.contains(r#""Question":{"spot":"#), "{text}");
}
