//! The app's own JSON (`endgames::json`) against serde_json, the reference
//! it replaced: saves written by either must read the same in the other.
//!
//! - On real values (saves, records and events of seeded random games,
//!   outcomes, views, seats with awkward names) both write the same text,
//!   and each reads the other's text (compact or pretty) to an equal value.
//! - On a few thousand seeded random mutations of real texts, ours never
//!   panics, accepts exactly what serde_json accepts (with an equal value),
//!   agrees on whether the text is JSON at all, and calls text "not JSON"
//!   only when serde_json cannot read it as JSON either.

use endgames::engine::bot::{random_action, BotLevel};
use endgames::engine::undo::UndoFloor;
use endgames::engine::{Game, GameRecord, GameRng, Outcome, ToAct, Viewer};
use endgames::games::extinction_point::{self, Difficulty, ExtinctionPoint};
use endgames::games::extraczon::{self, ExtracZon, Mode};
use endgames::games::GameId;
use endgames::json;
use endgames::saves::{parse_save, Controller, RawRecord, SaveFile, SaveProblem, SeatColour, SeatInfo, SeatShape, SAVE_FORMAT};
use serde::de::{DeserializeOwned, IgnoredAny};
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// Both write the same text for `value`, and each reads the other's text,
/// compact or pretty, back to `value`. Returns the text.
fn same<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) -> String {
    let ours = json::to_string(value).expect("ours writes it");
    let theirs = serde_json::to_string(value).expect("serde_json writes it");
    assert_eq!(ours, theirs, "the two writers differ");
    assert_eq!(&serde_json::from_str::<T>(&ours).expect("serde_json reads ours"), value);
    assert_eq!(&json::from_str::<T>(&theirs).expect("ours reads serde_json's"), value);
    let pretty = serde_json::to_string_pretty(value).expect("serde_json writes it pretty");
    assert_eq!(&json::from_str::<T>(&pretty).expect("ours reads pretty JSON"), value);
    ours
}

/// A seeded random game of at most `moves` moves: its record, the game and every event.
fn play<G: Game>(setup: G::Setup, seed: u64, moves: usize) -> (GameRecord<G>, G, Vec<G::Event>) {
    let mut game = G::new(&setup, seed).expect("a valid set-up");
    let mut record = GameRecord::new(setup, seed);
    let mut rng = GameRng::from_seed(seed ^ 0x15_0b);
    let mut events = Vec::new();
    for _ in 0..moves {
        let Some(&seat) = game.to_act().seats().first() else { break };
        let action = random_action(&game, seat, &mut rng).expect("a seat to act has a move");
        record.push(&game, seat, &action).expect("legal");
        events.extend(game.apply(seat, &action).expect("legal"));
    }
    (record, game, events)
}

fn extraczon_setups() -> Vec<extraczon::Setup> {
    let mut setups = vec![extraczon::Setup { players: 1, mode: Mode::Solo }];
    setups.extend((2..=4).map(|players| extraczon::Setup { players, mode: Mode::Competitive }));
    setups.push(extraczon::Setup { players: 3, mode: Mode::Teams { team: vec![0, 1, 0] } });
    setups.push(extraczon::Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 1, 0] } });
    setups
}

fn extinction_point_setups() -> Vec<extinction_point::Setup> {
    let mut setups = Vec::new();
    for (i, difficulty) in Difficulty::ALL.into_iter().enumerate() {
        let players = 2 + (i % 3) as u8;
        setups.push(extinction_point::Setup { players, bunker_health: 1 + i as u8 * 3, mothership_health: 10 - i as u8, difficulty });
    }
    setups
}

/// Names a player might type, and worse: quotes, backslashes, every control
/// character, emoji (outside the BMP, so JSON-escaped as surrogate pairs),
/// right-to-left text, and random code points.
fn awkward_names() -> Vec<String> {
    let mut names: Vec<String> = [
        "Ana",
        "",
        "\"quoted\"",
        "back\\slash\\",
        "C:\\\\path\\\"",
        "/slashes/</script>",
        "tab\tnew\nline\rret",
        "\u{7f}\u{80}\u{9f}\u{a0}",
        "🦖 T-Rex 👩‍👩‍👧",
        "Zoë Ødegård Ñandú",
        "שלום مرحبا",
        "漢字かなカナ",
        "\u{2028}\u{2029}\u{feff}\u{fffd}\u{10ffff}",
    ]
    .map(String::from)
    .into();
    names.push((0u8..0x20).map(char::from).collect());
    let mut rng = GameRng::from_seed(77);
    for _ in 0..40 {
        let len = rng.below(12);
        let name = (0..len)
            .filter_map(|_| match rng.below(4) {
                0 => char::from_u32(rng.below(0x80) as u32),
                1 => char::from_u32(rng.below(0x800) as u32),
                2 => char::from_u32(rng.below(0x1_0000) as u32),
                _ => char::from_u32(0x1_0000 + rng.below(0x10_0000) as u32),
            })
            .collect();
        names.push(name);
    }
    names
}

fn seats(names: &[String], n: usize, rng: &mut GameRng) -> Vec<SeatInfo> {
    (0..n)
        .map(|i| SeatInfo {
            name: names[rng.below(names.len())].clone(),
            colour: SeatColour::ALL[i],
            shape: SeatShape::ALL[i],
            controller: match rng.below(5) {
                4 => Controller::Human,
                level => Controller::Bot(BotLevel::ALL[level]),
            },
        })
        .collect()
}

fn save<G: Game>(game_id: GameId, record: &GameRecord<G>, seats: Vec<SeatInfo>, rng: &mut GameRng) -> SaveFile {
    SaveFile {
        save_format: SAVE_FORMAT,
        id: format!("g{}", rng.next_u64()),
        game: game_id,
        seats,
        record: RawRecord::from_json(json::to_string(record).expect("writes")).expect("is JSON"),
        undo: UndoFloor { floor: rng.below(record.actions.len() + 1) },
        created_ms: rng.next_u64() >> rng.below(64),
        updated_ms: u64::MAX - rng.below(1000) as u64,
        progress: rng.below(101) as u8,
        finished: rng.below(2) == 0,
    }
}

/// Real texts of the kinds the app stores, from seeded games of both games:
/// whole saves (records kept short so mutations often hit the envelope)
/// and records (some played to the end).
struct Corpus {
    saves: Vec<String>,
    extraczon: Vec<String>,
    extinction_point: Vec<String>,
}

fn corpus_and_checks() -> Corpus {
    let names = awkward_names();
    let mut rng = GameRng::from_seed(2026);
    let mut saves = Vec::new();
    let extraczon = games::<ExtracZon>(GameId::ExtracZon, extraczon_setups(), 31, &names, &mut rng, &mut saves);
    let extinction_point = games::<ExtinctionPoint>(GameId::ExtinctionPoint, extinction_point_setups(), 37, &names, &mut rng, &mut saves);
    Corpus { saves, extraczon, extinction_point }
}

/// Four seeded games per set-up (0, 7, 40 moves, and to the end), each
/// checked with [`check_game`]: their records' texts, and the texts of the
/// short ones' saves pushed onto `saves`.
fn games<G: Game>(
    id: GameId,
    setups: Vec<G::Setup>,
    stride: u64,
    names: &[String],
    rng: &mut GameRng,
    saves: &mut Vec<String>,
) -> Vec<String> {
    let mut records = Vec::new();
    for (i, setup) in setups.into_iter().enumerate() {
        for seed in 0..4u64 {
            let moves = [0, 7, 40, 10_000][seed as usize];
            let (record, game, events) = play::<G>(setup.clone(), seed * stride + i as u64, moves);
            check_game(&record, &game, &events);
            let text = same(&save(id, &record, seats(names, game.seat_count(), rng), rng));
            if moves < 50 {
                saves.push(text);
            }
            records.push(same(&record));
        }
    }
    records
}

/// Everything serialisable about one game: record, set-up, events, outcome, views.
fn check_game<G: Game>(record: &GameRecord<G>, game: &G, events: &[G::Event]) {
    same(record);
    same(&record.setup);
    same(&events.to_vec());
    if let ToAct::Over(outcome) = game.to_act() {
        same::<Outcome>(&outcome);
    }
    // Views are only ever written (for bug reports and the tests).
    for viewer in std::iter::once(Viewer::Table).chain((0..game.seat_count() as u8).map(|s| Viewer::Seat(endgames::engine::Seat(s)))) {
        let view = game.view(viewer);
        assert_eq!(json::to_string(&view).expect("ours writes the view"), serde_json::to_string(&view).expect("writes"));
    }
}

#[test]
fn both_write_the_same_text_and_read_each_other() {
    let corpus = corpus_and_checks();
    assert!(corpus.saves.len() >= 20 && corpus.extraczon.len() >= 20 && corpus.extinction_point.len() >= 16);
    for text in &corpus.saves {
        let save = parse_save(text).expect("the app reads the save");
        assert_eq!(serde_json::from_str::<SaveFile>(text).unwrap(), save);
    }
    let names = awkward_names();
    for name in &names {
        same(name);
    }
    for (i, controller) in [Controller::Human, Controller::Bot(BotLevel::Easy), Controller::Bot(BotLevel::Hard)].into_iter().enumerate() {
        same(&SeatInfo { name: names[i].clone(), colour: SeatColour::ALL[i], shape: SeatShape::ALL[i], controller });
    }
    same(&GameId::ALL.to_vec());
}

/// The records stored in tests/records were written by serde_json.
#[test]
fn the_stored_records_read_the_same() {
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(bound(serialize = "", deserialize = ""))]
    struct Stored<G: Game> {
        end: String,
        record: GameRecord<G>,
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let text = std::fs::read_to_string(dir.join("extraczon.json")).unwrap();
    assert_eq!(same(&json::from_str::<Stored<ExtracZon>>(&text).unwrap()), text.trim_end());
    let text = std::fs::read_to_string(dir.join("extinction-point.json")).unwrap();
    assert_eq!(same(&json::from_str::<Stored<ExtinctionPoint>>(&text).unwrap()), text.trim_end());
}

/// Ours and serde_json accept the same mutated text as a `T`, to equal values.
fn agree<T: DeserializeOwned + PartialEq + Debug>(text: &str) {
    let ours = json::from_str::<T>(text);
    let theirs = serde_json::from_str::<T>(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "read differently: {text:?}"),
        (Err(_), Err(_)) => {}
        _ => panic!("disagree on {text:?}:\n ours: {ours:?}\n serde_json: {theirs:?}"),
    }
    let skips = serde_json::from_str::<IgnoredAny>(text).is_ok();
    assert_eq!(json::from_str::<IgnoredAny>(text).is_ok(), skips, "disagree on whether this is JSON: {text:?}");
    if let Err(e) = &ours {
        assert!(!(e.is_syntax() && readable(text)), "JSON called not JSON ({e}): {text:?}");
    }
}

/// Whether serde_json reads `text` as JSON with every string decoded (a
/// lone surrogate escape, which a skipped string may hold, is not "JSON"
/// to either reader when the string is read).
fn readable(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text).is_ok()
}

/// What a mutation may put in: JSON's own characters, escapes, and values
/// that are valid JSON but wrong for a whole-number field.
const SNIPPETS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "\\",
    "-",
    ".",
    "e",
    "E",
    "+",
    "0",
    "1",
    "9",
    " ",
    "\n",
    "\t",
    "n",
    "t",
    "f",
    "u",
    "/",
    "x",
    "é",
    "😀",
    "\u{1}",
    "\u{7f}",
    "null",
    "true",
    "false",
    "[]",
    "{}",
    "1.5",
    "-0",
    "1e400",
    "-1",
    "256",
    "18446744073709551616",
    "-9223372036854775809",
    "\\u00e9",
    "\\ud83d\\ude00",
    "\\ud800",
    "\\udc00",
    "\\u",
    "\\n",
    "\"x\":1,",
    "{\"Human\":null}",
    "\"Bot\"",
    "01",
    ",]",
];

fn mutate(text: &str, rng: &mut GameRng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        let snippet: Vec<char> = SNIPPETS[rng.below(SNIPPETS.len())].chars().collect();
        match rng.below(7) {
            0 => chars.truncate(at),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 => {
                let end = (at + 1 + rng.below(12)).min(chars.len());
                chars.drain(at.min(end)..end);
            }
            3 => {
                let end = (at + 1 + rng.below(20)).min(chars.len());
                let copy: Vec<char> = chars[at.min(end)..end].to_vec();
                let to = rng.below(chars.len() + 1);
                chars.splice(to..to, copy);
            }
            4 if at < chars.len() => {
                chars.splice(at..at + 1, snippet);
            }
            _ => {
                chars.splice(at..at, snippet);
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mutated_texts_read_as_serde_json_reads_them() {
    let corpus = corpus_and_checks();
    let mut rng = GameRng::from_seed(4242);
    let rounds = 5000;
    for i in 0..rounds {
        let text = mutate(&corpus.saves[i % corpus.saves.len()], &mut rng);
        agree::<SaveFile>(&text);
        // The app's own reading: "not JSON" only for text that is not JSON.
        if let Err(SaveProblem::NotJson(why)) = parse_save(&text) {
            assert!(!readable(&text), "{why}: {text:?}");
        }
        agree::<GameRecord<ExtracZon>>(&mutate(&corpus.extraczon[i % corpus.extraczon.len()], &mut rng));
        agree::<GameRecord<ExtinctionPoint>>(&mutate(&corpus.extinction_point[i % corpus.extinction_point.len()], &mut rng));
    }
}
