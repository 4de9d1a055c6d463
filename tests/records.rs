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

use endgames::engine::bot::{choose, BotLevel};
use endgames::engine::{Game, GameRecord, GameRng, RecordError, Seat, Viewer};
use endgames::games::extinction_point::{self, Difficulty, ExtinctionPoint};
use endgames::games::extraczon::{self, ExtracZon, Mode};

mod common;
use common::records::{check_all, dir, fingerprint, play, write, Stored};

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

/// The stored position the press test opens (tests/browser/extinction_point.test.mjs):
/// the first of seeded two-player games (Easy bots in both seats) to reach
/// Pressing the Advantage with the first seat, the person, to choose.
const PRESS: &str = "v4-2p-press.json";

fn first_press(seeds: std::ops::Range<u64>) -> Stored<ExtinctionPoint> {
    for seed in seeds {
        let setup = extinction_point::Setup { players: 2, difficulty: Difficulty::Beginner, ..Default::default() };
        let mut game = ExtinctionPoint::new(&setup, seed).expect("set-up");
        let mut record = GameRecord::new(setup, seed);
        let mut rng = GameRng::from_seed(seed);
        while let Some(&seat) = game.to_act().seats().first() {
            if game.table.phase == extinction_point::Phase::Press && seat == Seat(0) {
                return Stored { end: format!("{:?}", game.to_act()), state: fingerprint(&game), record };
            }
            let action = choose::<ExtinctionPoint>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng).expect("a move");
            record.push(&game, seat, &action).expect("legal");
            game.apply(seat, &action).expect("legal");
        }
    }
    panic!("no seeded game reached a press for the first seat");
}

/// The press test's position is stored, replays (check_all), and is a press
/// for the first seat with all three choices. Rewritten with ENDGAMES_WRITE_RECORDS=1.
#[test]
fn the_press_for_the_browser_test_is_stored() {
    let file = dir(ExtinctionPoint::ID).join(PRESS);
    if std::env::var_os("ENDGAMES_WRITE_RECORDS").is_some() {
        std::fs::write(&file, serde_json::to_string(&first_press(0..400)).expect("serialises") + "\n").expect("writes");
    }
    let text = std::fs::read_to_string(&file).expect("the press is stored");
    let stored: Stored<ExtinctionPoint> = serde_json::from_str(&text).expect("a stored record");
    let game = stored.record.replay().expect("replays");
    assert_eq!(game.table.phase, extinction_point::Phase::Press);
    assert_eq!(game.to_act().seats(), vec![Seat(0)]);
    let legal = game.legal_actions(Seat(0));
    for want in [extinction_point::Action::PressAttack, extinction_point::Action::PressRepair, extinction_point::Action::PressDecline] {
        assert!(legal.contains(&want), "{want:?} among {legal:?}");
    }
    // No manned WEAPON: the browser test reads the silent attack's button and line.
    assert_eq!(game.view(Viewer::Seat(Seat(0))).guns, 0);
}
