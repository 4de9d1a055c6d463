//! Stored records replay to the very state they were stored with.
//!
//! `tests/records/<game>/` holds whole and part games, recorded with
//! different seeds, modes and table sizes, each beside a fingerprint of the
//! state it reached. A record made under the game's current rules version
//! must replay to that state: if a rules change alters one, the change must
//! raise the game's `RULES_VERSION` (old saves are then refused by name
//! instead of playing on as a different game) and the files are written
//! anew with `ENDGAMES_WRITE_RECORDS=1 cargo test --test records`, which
//! adds the new version's files and keeps the old ones. Records of an earlier
//! version (or of record format 2, which stored moves as numbers) must be
//! refused as such.

use endgames::engine::{Game, RecordError};
use endgames::games::extinction_point::{self, Difficulty, ExtinctionPoint};
use endgames::games::extraczon::{self, ExtracZon, Mode};

mod common;
use common::records::{check_all, play, write};

fn extraczon_cases() -> Vec<(String, extraczon::Setup, u64, usize)> {
    let modes: Vec<(&str, u8, Mode)> = vec![
        ("solo", 1, Mode::Solo),
        ("competitive-2p", 2, Mode::Competitive),
        ("competitive-3p", 3, Mode::Competitive),
        ("competitive-4p", 4, Mode::Competitive),
        ("teams-2v1", 3, Mode::Teams { team: vec![0, 1, 0] }),
        ("teams-2v2", 4, Mode::Teams { team: vec![0, 1, 1, 0] }),
        ("teams-3v1", 4, Mode::Teams { team: vec![0, 0, 1, 0] }),
    ];
    let mut cases = Vec::new();
    for (i, (label, players, mode)) in modes.into_iter().enumerate() {
        // A whole game and two part games (an early and a middle position) per mode.
        for (j, moves) in [usize::MAX, 60, 400].into_iter().enumerate() {
            let seed = 2026 + 7 * i as u64 + 1000 * j as u64;
            let length = if moves == usize::MAX { "end".to_string() } else { format!("{moves}-moves") };
            cases.push((format!("{label}-seed{seed}-{length}"), extraczon::Setup { players, mode: mode.clone() }, seed, moves));
        }
    }
    cases
}

fn extinction_point_cases() -> Vec<(String, extinction_point::Setup, u64, usize)> {
    let mut cases = Vec::new();
    // Every table size at every difficulty, at the rulebook's health and at
    // a designed one (Bunker 3, Mothership 7).
    for players in 2..=4u8 {
        for (d, difficulty) in Difficulty::ALL.into_iter().enumerate() {
            for (bunker_health, mothership_health) in [(5, 5), (3, 7)] {
                let seed = 2026 + 100 * u64::from(players) + 10 * d as u64 + u64::from(bunker_health);
                let setup = extinction_point::Setup { players, bunker_health, mothership_health, difficulty };
                let name = format!("{players}p-{difficulty:?}-{bunker_health}-{mothership_health}-seed{seed}-end").to_lowercase();
                cases.push((name, setup, seed, usize::MAX));
            }
        }
    }
    // Part games: a position mid-deal and one mid-battle.
    for (i, moves) in [25usize, 70, 110].into_iter().enumerate() {
        let setup = extinction_point::Setup { players: 2 + i as u8, difficulty: Difficulty::Medium, ..Default::default() };
        let seed = 99 + i as u64;
        cases.push((format!("{}p-medium-seed{seed}-{moves}-moves", 2 + i), setup, seed, moves));
    }
    cases
}

#[test]
fn stored_extraczon_records_replay_to_their_stored_state() {
    if std::env::var_os("ENDGAMES_WRITE_RECORDS").is_some() {
        write::<ExtracZon>(extraczon_cases());
    }
    let current = check_all::<ExtracZon>();
    assert!(current >= 20, "{current} stored ExtracZon records of the current rules; at least 20 are kept");
}

#[test]
fn stored_extinction_point_records_replay_to_their_stored_state() {
    if std::env::var_os("ENDGAMES_WRITE_RECORDS").is_some() {
        write::<ExtinctionPoint>(extinction_point_cases());
    }
    let current = check_all::<ExtinctionPoint>();
    assert!(current >= 20, "{current} stored Extinction Point records of the current rules; at least 20 are kept");
}

#[test]
fn a_record_of_earlier_rules_is_refused_by_name_and_not_replayed() {
    let mut stored = play::<ExtinctionPoint>(extinction_point::Setup { players: 3, ..Default::default() }, 5, 30);
    stored.record.rules = ExtinctionPoint::RULES_VERSION - 1;
    assert!(matches!(stored.record.replay(), Err(RecordError::EarlierRules { .. })));
    stored.record.rules = ExtinctionPoint::RULES_VERSION + 1;
    assert!(matches!(stored.record.replay(), Err(RecordError::LaterRules { .. })));
}

#[test]
fn a_stored_move_reads_as_the_action_it_names() {
    let stored = play::<ExtracZon>(extraczon::Setup { players: 2, mode: Mode::Competitive }, 3, 4);
    let text = serde_json::to_string(&stored.record).unwrap();
    assert!(text.contains(r#"[0,"RollForOrder"]"#), "{text}");
    assert!(text.contains(&format!(r#""rules":{}"#, ExtracZon::RULES_VERSION)), "{text}");
}
