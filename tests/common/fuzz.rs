//! The fuzz: generated inputs for every path that reads text from outside.
//!
//! - A save, as the app reads one from storage or from an imported file:
//!   `saves::parse_save`, then `Session::open` for the game the save names
//!   (the import screen calls exactly these two, through `dispatch::check_save`).
//! - A game record on its own: `session::read_record` (the same read and
//!   replay `Session::open` does with the record inside a save).
//!
//! Each input starts from a real save or record of a seeded game (and the
//! stored records of tests/records/, old rules versions included) and is
//! damaged in one to three of the ways listed in [`Damage`]. Bytes become
//! text as the app's file reader makes them (invalid UTF-8 becomes U+FFFD).
//! Each input must be refused with words a person can read ([`unreadable`])
//! or open into a game that passes the harness checks, played on to its end;
//! it must never panic. The generator is seeded: input `i` of a game is the
//! same on every run and every machine, so a failure names its seed.

#![allow(dead_code)] // each test file that includes this uses a part of it

use crate::common::{check_record, pick_random, play_from};
use crate::soak::{keep_failure, on_every_core, panic_text};
use crate::titles::Title;
use endgames::engine::bot::{random_action, BotLevel};
use endgames::engine::words::debug_mark;
use endgames::engine::{GameRecord, GameRng};
use endgames::games::extinction::Extinction;
use endgames::games::extinction_point::ExtinctionPoint;
use endgames::games::extraczon::ExtracZon;
use endgames::games::extrication::Extrication;
use endgames::games::the_end_is_nigh::Nigh;
use endgames::games::GameId;
use endgames::saves::{parse_save, Controller, SaveFile, SeatColour, SeatInfo, SeatShape};
use endgames::table::session::{read_record, Session, SessionAction};
use serde_json::Value;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::{Duration, Instant};

/// Where an input goes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Door {
    /// A whole save file: what storage holds and what Import reads.
    Save,
    /// A game record alone.
    Record,
    /// A share link's text (`#/shared/1/<text>`): a finished game's save,
    /// damaged before it is packed, and sometimes the packed text after.
    Link,
}

/// Real texts to damage: saves and records of every game.
pub struct Corpus {
    pub saves: Vec<(GameId, String)>,
    pub records: Vec<(GameId, String)>,
}

impl Corpus {
    pub fn build() -> Corpus {
        let mut corpus = Corpus { saves: Vec::new(), records: Vec::new() };
        corpus.add::<ExtracZon>();
        corpus.add::<ExtinctionPoint>();
        corpus.add::<Nigh>();
        corpus.add::<Extrication>();
        corpus.add::<Extinction>();
        corpus
    }

    /// Saves of seeded games of `G` at several lengths (the start, a few
    /// moves, mid-game, the end) for each of its set-ups, their records, and
    /// the game's stored records.
    fn add<G: Title>(&mut self) {
        let id = GameId::from_slug(G::ID).expect("a registered game");
        for (i, setup) in G::setups().into_iter().enumerate() {
            for (j, moves) in [0, 6, 60, usize::MAX].into_iter().enumerate() {
                let seed = 500 + (i * 4 + j) as u64;
                let save = saved::<G>(id, setup.clone(), seed, moves);
                self.records.push((id, save.record.json().to_string()));
                self.saves.push((id, serde_json::to_string(&save).expect("a save writes")));
            }
        }
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(G::ID);
        let mut files: Vec<_> = std::fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect()).unwrap_or_default();
        files.sort();
        for file in files {
            let stored: Value = serde_json::from_str(&std::fs::read_to_string(&file).expect("a stored record")).expect("JSON");
            self.records.push((id, stored["record"].to_string()));
        }
    }

    fn of(&self, door: Door) -> &[(GameId, String)] {
        match door {
            Door::Save | Door::Link => &self.saves,
            Door::Record => &self.records,
        }
    }
}

/// A seeded game of at most `moves` random moves, saved as the play screen saves it.
fn saved<G: Title>(id: GameId, setup: G::Setup, seed: u64, moves: usize) -> SaveFile {
    let seats = G::new(&setup, seed).expect("a valid set-up").seat_count();
    let seats = (0..seats)
        .map(|i| SeatInfo {
            name: ["Ana", "Ben \"B\" {x}", "Zoë", "🦖", "", "P6"][i].into(),
            colour: SeatColour::ALL[i],
            shape: SeatShape::ALL[i],
            controller: if i == 0 { Controller::Human } else { Controller::Bot(BotLevel::ALL[i % 4]) },
        })
        .collect();
    let mut session = Session::<G>::start(format!("{}-{seed}", id.slug()), seats, setup, seed, 1_700_000_000_000).expect("starts");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..moves.min(G::MAX_STEPS) {
        let Some(&seat) = session.game.to_act().seats().first() else { break };
        let action = random_action(&session.game, seat, &mut rng).expect("a move");
        let at = session.record.actions.len();
        session.apply(SessionAction::Play { seat, action, at });
    }
    session.to_save(1_700_000_100_000)
}

/// The ways an input is damaged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    CutShort,
    BytesFlipped,
    NotUtf8,
    SwappedWithAnotherGame,
    NumberOutOfRange,
    HugeArray,
    DeepNesting,
    OtherVersion,
    AnotherGamesMoves,
    SeatOutOfRange,
    FieldRemovedOrAdded,
    ValueReplaced,
    JsonSnippet,
    /// Moves of the game itself dropped, doubled, swapped, cut or given to
    /// another seat: they read, and reach the rules' own refusals.
    MovesReordered,
    /// A number moved by a little (a space, a card, a player count): it
    /// still reads, and reaches the rules with a value they may not expect.
    NumberNudged,
}

const DAMAGES: [Damage; 15] = [
    Damage::CutShort,
    Damage::BytesFlipped,
    Damage::NotUtf8,
    Damage::SwappedWithAnotherGame,
    Damage::NumberOutOfRange,
    Damage::HugeArray,
    Damage::DeepNesting,
    Damage::OtherVersion,
    Damage::AnotherGamesMoves,
    Damage::SeatOutOfRange,
    Damage::FieldRemovedOrAdded,
    Damage::ValueReplaced,
    Damage::JsonSnippet,
    Damage::MovesReordered,
    Damage::NumberNudged,
];

/// The largest file Import reads (src/ui/screens/import.rs refuses larger
/// ones before reading them); a huge array stays under it.
const MAX_BYTES: usize = 4_000_000;

/// One generated input.
pub struct Input {
    pub seed: u64,
    pub door: Door,
    pub game: GameId,
    pub damage: Vec<Damage>,
    pub bytes: Vec<u8>,
}

/// Input number `seed` for `game` at `door`: a real text of that game,
/// damaged one to three times.
pub fn input(corpus: &Corpus, game: GameId, door: Door, seed: u64) -> Input {
    let mut rng = GameRng::from_seed(seed);
    // A link only ever carries a finished game.
    let wanted = |t: &&String| door != Door::Link || t.contains("\"finished\":true");
    let own: Vec<&String> = corpus.of(door).iter().filter(|(g, _)| *g == game).map(|(_, t)| t).filter(wanted).collect();
    let mut bytes = own[rng.below(own.len())].clone().into_bytes();
    let mut damage = Vec::new();
    let inner = if door == Door::Link { Door::Save } else { door };
    for _ in 0..1 + rng.below(3) {
        let d = DAMAGES[rng.below(DAMAGES.len())];
        bytes = apply(d, bytes, corpus, game, inner, &mut rng);
        damage.push(d);
    }
    if door == Door::Link {
        bytes = packed_link(&bytes, &mut rng);
    }
    Input { seed, door, game, damage, bytes }
}

/// The link text of `bytes` as the app packs a save (DEFLATE, URL-safe
/// base64); one time in two the packed text is then cut or has a character
/// changed, as a link mangled by a chat app would.
fn packed_link(bytes: &[u8], rng: &mut GameRng) -> Vec<u8> {
    use base64::Engine;
    let packed = miniz_oxide::deflate::compress_to_vec(bytes, 6);
    let mut text = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(packed).into_bytes();
    match rng.below(4) {
        0 if !text.is_empty() => text.truncate(rng.below(text.len())),
        1 if !text.is_empty() => {
            let at = rng.below(text.len());
            text[at] = b"AZaz09-_*."[rng.below(10)];
        }
        _ => {}
    }
    text
}

fn apply(d: Damage, mut bytes: Vec<u8>, corpus: &Corpus, game: GameId, door: Door, rng: &mut GameRng) -> Vec<u8> {
    match d {
        Damage::CutShort => {
            bytes.truncate(rng.below(bytes.len() + 1));
            bytes
        }
        Damage::BytesFlipped => {
            for _ in 0..1 + rng.below(4) {
                if !bytes.is_empty() {
                    let at = rng.below(bytes.len());
                    bytes[at] ^= 1 << rng.below(8);
                }
            }
            bytes
        }
        Damage::NotUtf8 => {
            const BAD: [&[u8]; 7] = [b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\x80", b"\xf4\x90\x80\x80", b"\xe2\x82", b"\xfe\xff\x00"];
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(bytes.len() + 1);
                bytes.splice(at..at, BAD[rng.below(BAD.len())].iter().copied());
            }
            bytes
        }
        Damage::JsonSnippet => snippet(bytes, rng),
        _ => {
            // The rest change the JSON tree; text that is no longer JSON
            // (after an earlier damage) gets a snippet instead.
            // (after an earlier damage) gets a snippet instead, and so does
            // text already huge (the point of it is made, and a tree of it is slow).
            if bytes.len() > MAX_BYTES / 8 {
                return snippet(bytes, rng);
            }
            let Ok(mut value) = serde_json::from_slice::<Value>(&bytes) else { return snippet(bytes, rng) };
            let spliced = tree(d, &mut value, corpus, game, door, rng);
            let text = serde_json::to_string(&value).expect("JSON writes");
            match spliced {
                Some(piece) => text.replacen(&serde_json::to_string(NEST).expect("a string"), &piece, 1).into_bytes(),
                None => text.into_bytes(),
            }
        }
    }
}

/// Where [`tree`] wants text of its own spliced in.
const NEST: &str = "\u{0}SPLICE";

/// Changes the tree; returns the text to put where the [`NEST`] marker is
/// (nesting deeper than serde_json builds trees for, or a huge array).
fn tree(d: Damage, value: &mut Value, corpus: &Corpus, game: GameId, door: Door, rng: &mut GameRng) -> Option<String> {
    let record = if door == Door::Save { "/record" } else { "" };
    match d {
        Damage::SwappedWithAnotherGame => {
            let other = another(corpus, game, door, rng);
            let fields: &[&str] = match door {
                Door::Save | Door::Link => {
                    &["/game", "/record", "/record/setup", "/record/actions", "/record/game", "/record/seed", "/seats"]
                }
                Door::Record => &["/setup", "/actions", "/game", "/seed", "/rules"],
            };
            let field = fields[rng.below(fields.len())];
            if let (Some(theirs), Some(ours)) = (other.pointer(field).cloned(), value.pointer_mut(field)) {
                *ours = theirs;
            }
        }
        Damage::NumberOutOfRange => {
            let numbers = paths(value, &|v| v.is_number());
            if let Some(at) = pick(&numbers, rng) {
                *value.pointer_mut(at).expect("a path") = odd_number(rng);
            }
        }
        Damage::HugeArray => {
            // Written as text (a tree of a million values is slow to build):
            // the array's last item repeated up to the size Import reads.
            let arrays = paths(value, &|v| v.as_array().is_some_and(|a| !a.is_empty()));
            let at = pick(&arrays, rng)?.clone();
            let slot = value.pointer_mut(&at).expect("a path");
            let mut items: Vec<String> = slot.as_array().expect("an array").iter().map(|v| v.to_string()).collect();
            let last = items.last().expect("not empty").clone();
            let n = [1_000, 10_000, 100_000, 1_000_000][rng.below(4)].min(MAX_BYTES / 2 / (last.len() + 1));
            items.extend(std::iter::repeat_n(last, n));
            *slot = Value::String(NEST.into());
            return Some(format!("[{}]", items.join(",")));
        }
        Damage::DeepNesting => {
            let all = paths(value, &|_| true);
            let at = pick(&all, rng).expect("the root at least").clone();
            let depth = [20, 127, 128, 129, 1_000, 100_000][rng.below(6)];
            *value.pointer_mut(&at).expect("a path") = Value::String(NEST.into());
            let (open, close) = if rng.below(2) == 0 { ("[", "]") } else { ("{\"a\":", "}") };
            return Some(format!("{}0{}", open.repeat(depth), close.repeat(depth)));
        }
        Damage::OtherVersion => {
            let fields = [format!("{record}/rules"), format!("{record}/format"), "/save_format".to_string()];
            let field = &fields[rng.below(if door == Door::Save { 3 } else { 2 })];
            let versions = [0u64, 1, 2, 3, 4, 99, u64::from(u32::MAX), u64::from(u32::MAX) + 1, u64::MAX];
            if let Some(v) = value.pointer_mut(field) {
                *v = match rng.below(4) {
                    0 => Value::Null,
                    1 => Value::String("2".into()),
                    _ => Value::from(versions[rng.below(versions.len())]),
                };
            }
        }
        Damage::AnotherGamesMoves => {
            let other = another(corpus, game, door, rng);
            let theirs = other.pointer(&format!("{record}/actions")).and_then(Value::as_array).cloned().unwrap_or_default();
            if let (Some(ours), false) = (value.pointer_mut(&format!("{record}/actions")).and_then(Value::as_array_mut), theirs.is_empty())
            {
                match rng.below(3) {
                    0 => *ours = theirs,
                    1 => {
                        let at = rng.below(ours.len() + 1);
                        ours.insert(at, theirs[rng.below(theirs.len())].clone());
                    }
                    _ if !ours.is_empty() => {
                        let at = rng.below(ours.len());
                        if let Some(action) = ours[at].get_mut(1) {
                            *action = theirs[rng.below(theirs.len())][1].clone();
                        }
                    }
                    _ => ours.push(theirs[0].clone()),
                }
            }
        }
        Damage::SeatOutOfRange => {
            if let Some(ours) = value.pointer_mut(&format!("{record}/actions")).and_then(Value::as_array_mut) {
                if !ours.is_empty() {
                    let at = rng.below(ours.len());
                    if let Some(seat) = ours[at].get_mut(0) {
                        *seat = Value::from([6i64, 7, 255, 256, -1, 65_536][rng.below(6)]);
                    }
                }
            }
        }
        Damage::FieldRemovedOrAdded => {
            let objects = paths(value, &|v| v.is_object());
            if let Some(at) = pick(&objects, rng) {
                let object = value.pointer_mut(at).and_then(Value::as_object_mut).expect("an object");
                let keys: Vec<String> = object.keys().cloned().collect();
                if rng.below(2) == 0 && !keys.is_empty() {
                    object.remove(&keys[rng.below(keys.len())]);
                } else {
                    object.insert(["zz", "extra_field", "Play"][rng.below(3)].into(), odd_value(rng));
                }
            }
        }
        Damage::ValueReplaced => {
            let all = paths(value, &|_| true);
            let at = pick(&all, rng).expect("the root at least").clone();
            *value.pointer_mut(&at).expect("a path") = odd_value(rng);
        }
        Damage::MovesReordered => {
            let players = value.pointer(&format!("{record}/setup/players")).and_then(Value::as_u64).unwrap_or(2).max(1);
            if let Some(moves) = value.pointer_mut(&format!("{record}/actions")).and_then(Value::as_array_mut) {
                if !moves.is_empty() {
                    let at = rng.below(moves.len());
                    match rng.below(5) {
                        0 => drop(moves.remove(at)),
                        1 => moves.insert(at, moves[at].clone()),
                        2 if at + 1 < moves.len() => moves.swap(at, at + 1),
                        3 => moves.truncate(at),
                        _ => {
                            if let Some(seat) = moves[at].get_mut(0) {
                                *seat = Value::from(rng.below(players as usize));
                            }
                        }
                    }
                }
            }
        }
        Damage::NumberNudged => {
            let numbers = paths(value, &|v| v.is_u64());
            let inside: Vec<String> =
                numbers.into_iter().filter(|p| p.starts_with(&format!("{record}/actions")) || p.contains("/setup")).collect();
            if let Some(at) = pick(&inside, rng) {
                let slot = value.pointer_mut(at).expect("a path");
                let n = slot.as_u64().expect("a number");
                *slot = Value::from(if rng.below(2) == 0 {
                    n.saturating_sub(1 + rng.below(3) as u64)
                } else {
                    n.saturating_add(1 + rng.below(3) as u64)
                });
            }
        }
        Damage::CutShort | Damage::BytesFlipped | Damage::NotUtf8 | Damage::JsonSnippet => unreachable!("byte damage"),
    }
    None
}

/// Another game's text of the same kind, as a tree.
fn another(corpus: &Corpus, game: GameId, door: Door, rng: &mut GameRng) -> Value {
    let others: Vec<&String> = corpus.of(door).iter().filter(|(g, _)| *g != game).map(|(_, t)| t).collect();
    serde_json::from_str(others[rng.below(others.len())]).expect("the corpus is JSON")
}

/// JSON pointers of every node that `keep` accepts, the root ("") included.
fn paths(value: &Value, keep: &dyn Fn(&Value) -> bool) -> Vec<String> {
    fn walk(v: &Value, at: String, keep: &dyn Fn(&Value) -> bool, out: &mut Vec<String>) {
        if keep(v) {
            out.push(at.clone());
        }
        match v {
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(item, format!("{at}/{i}"), keep, out);
                }
            }
            Value::Object(map) => {
                for (k, item) in map {
                    walk(item, format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")), keep, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(value, String::new(), keep, &mut out);
    out
}

fn pick<'a>(items: &'a [String], rng: &mut GameRng) -> Option<&'a String> {
    (!items.is_empty()).then(|| &items[rng.below(items.len())])
}

fn odd_number(rng: &mut GameRng) -> Value {
    let numbers =
        ["-1", "0", "255", "256", "65536", "4294967296", "18446744073709551615", "18446744073709551616", "1e300", "-1e300", "1.5", "-0"];
    serde_json::from_str(numbers[rng.below(numbers.len())]).expect("a JSON number")
}

fn odd_value(rng: &mut GameRng) -> Value {
    match rng.below(8) {
        0 => Value::Null,
        1 => Value::Bool(true),
        2 => Value::String(String::new()),
        3 => Value::String("x".repeat(1 + rng.below(100_000))),
        4 => Value::Array(vec![]),
        5 => Value::Object(Default::default()),
        6 => Value::String(["Human", "Normal", "Competitive", "extraczon", "Play", "\u{fffd}"][rng.below(6)].into()),
        _ => odd_number(rng),
    }
}

/// JSON's own characters and values wrong for the field, put in, over or
/// instead of a random piece of the text.
fn snippet(bytes: Vec<u8>, rng: &mut GameRng) -> Vec<u8> {
    const SNIPPETS: [&str; 24] = [
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "\"",
        "\\",
        "-",
        "0",
        "null",
        "[]",
        "{}",
        "1.5",
        "-1",
        "18446744073709551616",
        "\\ud800",
        "\\u0000",
        "😀",
        "\"x\":1,",
        "{\"Human\":null}",
        "\"Bot\"",
        "01",
        ",]",
    ];
    let mut chars: Vec<char> = String::from_utf8_lossy(&bytes).chars().collect();
    let at = rng.below(chars.len() + 1);
    let piece: Vec<char> = SNIPPETS[rng.below(SNIPPETS.len())].chars().collect();
    match rng.below(4) {
        0 => {
            let end = (at + 1 + rng.below(12)).min(chars.len());
            chars.drain(at.min(end)..end);
        }
        1 if at < chars.len() => {
            chars.splice(at..at + 1, piece);
        }
        2 => {
            let end = (at + 1 + rng.below(40)).min(chars.len());
            let copy: Vec<char> = chars[at.min(end)..end].to_vec();
            let to = rng.below(chars.len() + 1);
            chars.splice(to..to, copy);
        }
        _ => {
            chars.splice(at..at, piece);
        }
    }
    chars.into_iter().collect::<String>().into_bytes()
}

/// Runs the harness checks on a game that opened; called after the timing.
type Check = Box<dyn FnOnce()>;

/// Opens a save as the app does (storage and Import alike).
pub fn open_save(text: &str) -> Result<Check, String> {
    open_game(&parse_save(text).map_err(|problem| problem.to_string())?)
}

/// Opens a share link's text as `#/shared/1/<text>` does, then its game as
/// the review does (replaying the record).
pub fn open_link(text: &str) -> Result<Check, String> {
    open_game(&endgames::share::decode("1", text)?)
}

/// Replays a save's record as the game it names.
fn open_game(save: &SaveFile) -> Result<Check, String> {
    match save.game {
        GameId::ExtracZon => opened::<ExtracZon>(save),
        GameId::ExtinctionPoint => opened::<ExtinctionPoint>(save),
        GameId::Nigh => opened::<Nigh>(save),
        GameId::Extrication => opened::<Extrication>(save),
        GameId::Extinction => opened::<Extinction>(save),
    }
}

fn opened<G: Title>(save: &SaveFile) -> Result<Check, String> {
    let session = Session::<G>::open(save)?;
    Ok(Box::new(move || check_opened(session.record, session.game)))
}

/// Reads a record of `game` alone.
pub fn open_record(game: GameId, text: &str) -> Result<Check, String> {
    fn read<G: Title>(game: GameId, text: &str) -> Result<Check, String> {
        let (record, replayed) = read_record::<G>(game, text)?;
        Ok(Box::new(move || check_opened(record, replayed.game)))
    }
    match game {
        GameId::ExtracZon => read::<ExtracZon>(game, text),
        GameId::ExtinctionPoint => read::<ExtinctionPoint>(game, text),
        GameId::Nigh => read::<Nigh>(game, text),
        GameId::Extrication => read::<Extrication>(game, text),
        GameId::Extinction => read::<Extinction>(game, text),
    }
}

/// A game opened from outside is a game like any other: its invariants
/// hold, its record replays to it, and it plays on to the end under the
/// harness checks.
fn check_opened<G: Title>(mut record: GameRecord<G>, game: G) {
    game.check_invariants().unwrap_or_else(|e| panic!("an opened game breaks its invariants: {e}"));
    check_record(&record, &game);
    let mut rng = GameRng::from_seed(record.seed ^ 0xf022);
    let (end, _) = play_from(game, &mut record, &mut rng, G::MAX_STEPS, &mut Vec::new(), false, &mut pick_random);
    check_record(&record, &end);
}

/// What is wrong with a refusal's words, if anything: a person reads them
/// in a banner, so they are short, and hold neither Rust's Debug text nor
/// serde's type names. Text the input supplied (a field's name, a game's
/// name) is allowed inside quotes.
pub fn unreadable(why: &str) -> Option<String> {
    if why.trim().is_empty() {
        return Some("the reason is empty".into());
    }
    if why.chars().count() > 300 {
        return Some(format!("the reason is {} characters long", why.chars().count()));
    }
    let own = outside_quotes(why);
    if let Some(mark) = debug_mark(&own) {
        return Some(format!("the reason holds Debug text ({mark:?})"));
    }
    // serde's messages: "invalid type: map, expected struct GameRecord",
    // "unknown variant `Fly`, expected one of ...", "expected u8".
    const TYPE_TEXT: [&str; 6] = ["`", "invalid type", "invalid value", "invalid length", "Vec<", "Option<"];
    const TYPE_WORDS: [&str; 14] =
        ["struct", "enum", "variant", "tuple", "sequence", "expected", "u8", "u16", "u32", "u64", "usize", "i32", "i64", "f64"];
    let words: Vec<&str> = own.split(|c: char| !c.is_alphanumeric()).collect();
    let found = TYPE_TEXT.into_iter().find(|t| own.contains(t)).or_else(|| TYPE_WORDS.into_iter().find(|w| words.contains(w)));
    found.map(|w| format!("the reason names the program's own types ({w:?})"))
}

/// The text with every “quoted” or "quoted" span taken out.
fn outside_quotes(text: &str) -> String {
    let mut out = String::new();
    let mut inside: Option<char> = None;
    for c in text.chars() {
        match (inside, c) {
            (None, '"') => inside = Some('"'),
            (None, '“') => inside = Some('”'),
            (Some(close), c) if c == close => inside = None,
            (Some(_), _) => {}
            (None, c) => out.push(c),
        }
    }
    out
}

/// What a run of inputs gave.
#[derive(Default)]
pub struct FuzzTally {
    pub inputs: usize,
    pub refused: usize,
    pub opened: usize,
    pub failures: Vec<String>,
    pub slowest: Duration,
    pub slowest_seed: u64,
}

impl FuzzTally {
    fn add(mut self, other: FuzzTally) -> FuzzTally {
        if other.slowest > self.slowest {
            (self.slowest, self.slowest_seed) = (other.slowest, other.slowest_seed);
        }
        self.inputs += other.inputs;
        self.refused += other.refused;
        self.opened += other.opened;
        self.failures.extend(other.failures);
        self
    }
}

/// Input seeds of a game start here; input `i` of `game` has seed
/// `seed0(game) + i`, turn about through the three doors.
pub fn seed0(game: GameId) -> u64 {
    3_000_000_000 + 100_000_000 * GameId::ALL.iter().position(|g| *g == game).expect("listed") as u64
}

/// The input of `game` with this seed, at the door its number gives it
/// (even numbers are saves, odd ones records), as [`run`] makes it.
pub fn numbered(corpus: &Corpus, game: GameId, seed: u64) -> Input {
    let door = [Door::Save, Door::Record, Door::Link][(seed.wrapping_sub(seed0(game)) % 3) as usize];
    input(corpus, game, door, seed)
}

/// `count` inputs for `game` on every core.
pub fn run(corpus: &Corpus, game: GameId, count: usize) -> FuzzTally {
    let tallies = on_every_core(count, |items| {
        let mut tally = FuzzTally::default();
        for i in items {
            let seed = seed0(game) + i as u64;
            tally.inputs += 1;
            // A fault of the generator itself is reported like any other, with the seed.
            let input = match catch_unwind(|| numbered(corpus, game, seed)) {
                Ok(input) => input,
                Err(panic) => {
                    tally.failures.push(format!("fuzz failure: making {} input {seed} panicked: {}", game.slug(), panic_text(&*panic)));
                    continue;
                }
            };
            match try_input(&input) {
                Ok((opened, took)) => {
                    if opened {
                        tally.opened += 1;
                    } else {
                        tally.refused += 1;
                    }
                    if took > tally.slowest {
                        (tally.slowest, tally.slowest_seed) = (took, input.seed);
                    }
                }
                Err(why) => tally.failures.push(report(&input, &why)),
            }
        }
        tally
    });
    tallies.into_iter().fold(FuzzTally::default(), FuzzTally::add)
}

/// Reads one input as the app would, timed, then checks what came of it.
/// Ok(opened?, time to read); Err(what went wrong).
pub fn try_input(input: &Input) -> Result<(bool, Duration), String> {
    let started = Instant::now();
    let read = catch_unwind(AssertUnwindSafe(|| {
        // The file reader and storage both hand the app text: invalid
        // UTF-8 has become U+FFFD by then.
        let text = String::from_utf8_lossy(&input.bytes);
        match input.door {
            Door::Save => open_save(&text),
            Door::Record => open_record(input.game, &text),
            Door::Link => open_link(&text),
        }
    }));
    let took = started.elapsed();
    match read {
        Err(panic) => Err(format!("reading it panicked: {}", panic_text(&*panic))),
        Ok(Err(why)) => match unreadable(&why) {
            Some(fault) => Err(format!("{fault}: {why}")),
            None => Ok((false, took)),
        },
        Ok(Ok(check)) => match catch_unwind(AssertUnwindSafe(check)) {
            Err(panic) => Err(format!("it opened into a game that fails the harness: {}", panic_text(&*panic))),
            Ok(()) => Ok((true, took)),
        },
    }
}

/// Prints a failing input (its start; the whole of it is kept in a file).
fn report(input: &Input, why: &str) -> String {
    let text = String::from_utf8_lossy(&input.bytes);
    let name = format!("fuzz-{}-{:?}-seed{}.json", input.game.slug(), input.door, input.seed);
    let file = keep_failure(&name, &text);
    let start: String = text.chars().take(400).collect();
    let failure = format!(
        "fuzz failure: {} {:?} input, seed {} ({:?}): {why}\n  input starts: {start}\n  kept in {}",
        input.game.slug(),
        input.door,
        input.seed,
        input.damage,
        file.display()
    );
    println!("{failure}");
    failure
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reason_check_tells_words_from_type_names() {
        assert_eq!(unreadable("it is for a game this version does not have (“chess”)"), None);
        assert_eq!(unreadable(r#"parts of it are missing or damaged (the part "save_format" is missing, at line 1 column 2)"#), None);
        assert!(unreadable("invalid type: map, expected struct GameRecord").is_some());
        assert!(unreadable("unknown variant `Play`, expected one of `A`, `B`").is_some());
        assert!(unreadable("illegal Some(Move { to: 3 })").is_some());
        assert!(unreadable(&"a".repeat(400)).is_some());
        assert_eq!(unreadable("that card cannot go onto that BUILDING under the construction rule"), None);
    }
}
