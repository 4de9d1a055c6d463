//! The saved-game file: the table (who sits where) and the game record.
//!
//! Pure data and validation, no browser: `ui::store` is the only code that
//! reads or writes localStorage, and it hands raw text to [`parse_save`].
//! A save that cannot be read is reported with a reason and never rewritten.

use crate::engine::bot::BotLevel;
use crate::engine::undo::UndoFloor;
use crate::engine::words::quote_input;
use crate::engine::Seat;
use crate::games::GameId;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// Bumped when the envelope below changes shape.
/// 2: times in whole milliseconds and progress in whole percent (1 had
/// floats; whole numbers keep the float reader and printer out of the app).
pub const SAVE_FORMAT: u32 = 2;

/// The longest seat name, in characters: the new-game screen takes no
/// more, and a save holding a longer one was written by hand.
pub const NAME_LIMIT: usize = 24;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    Human,
    Bot(BotLevel),
}

/// A colour-blind-safe colour (Okabe and Ito's palette), always shown with a shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum SeatColour {
    Orange,
    Sky,
    Green,
    Yellow,
    Blue,
    Vermilion,
    Purple,
}

impl SeatColour {
    pub const ALL: [SeatColour; 7] = [
        SeatColour::Orange,
        SeatColour::Sky,
        SeatColour::Green,
        SeatColour::Yellow,
        SeatColour::Blue,
        SeatColour::Vermilion,
        SeatColour::Purple,
    ];

    pub fn hex(self) -> &'static str {
        match self {
            SeatColour::Orange => "#E69F00",
            SeatColour::Sky => "#56B4E9",
            SeatColour::Green => "#009E73",
            SeatColour::Yellow => "#F0E442",
            SeatColour::Blue => "#0072B2",
            SeatColour::Vermilion => "#D55E00",
            SeatColour::Purple => "#CC79A7",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SeatColour::Orange => "orange",
            SeatColour::Sky => "sky blue",
            SeatColour::Green => "green",
            SeatColour::Yellow => "yellow",
            SeatColour::Blue => "blue",
            SeatColour::Vermilion => "vermilion",
            SeatColour::Purple => "purple",
        }
    }
}

crate::stored_by_name!(SeatColour);

/// A shape paired with each seat so colour is never the only cue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum SeatShape {
    Circle,
    Square,
    Triangle,
    Diamond,
    Star,
    Hexagon,
}

impl SeatShape {
    pub const ALL: [SeatShape; 6] =
        [SeatShape::Circle, SeatShape::Square, SeatShape::Triangle, SeatShape::Diamond, SeatShape::Star, SeatShape::Hexagon];

    pub fn name(self) -> &'static str {
        match self {
            SeatShape::Circle => "circle",
            SeatShape::Square => "square",
            SeatShape::Triangle => "triangle",
            SeatShape::Diamond => "diamond",
            SeatShape::Star => "star",
            SeatShape::Hexagon => "hexagon",
        }
    }
}

crate::stored_by_name!(SeatShape);

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
    pub colour: SeatColour,
    pub shape: SeatShape,
    pub controller: Controller,
}

impl SeatInfo {
    pub fn is_human(&self) -> bool {
        self.controller == Controller::Human
    }
}

/// The name of `seat` at a table of `seats`, or "Player 2" for a seat the
/// table does not list (a view never fails over a missing name). Every
/// screen and game view names seats with this.
pub fn seat_name(seats: &[SeatInfo], seat: Seat) -> String {
    seats.get(seat.index()).map_or_else(|| format!("Player {}", seat.0 + 1), |s| s.name.clone())
}

/// Everything stored for one game in progress. `record` stays raw JSON here so
/// a save can be listed without knowing its game; the game's own type parses it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub save_format: u32,
    pub id: String,
    pub game: GameId,
    pub seats: Vec<SeatInfo>,
    pub record: RawRecord,
    #[serde(default)]
    pub undo: UndoFloor,
    /// Milliseconds since 1970, for "last played".
    pub created_ms: u64,
    pub updated_ms: u64,
    /// 0 to 100, for the Continue list.
    pub progress: u8,
    /// Set once the game has ended.
    #[serde(default)]
    pub finished: bool,
    /// How many times this save has been written. Every write names the
    /// revision it read, so a tab that has not seen the latest moves cannot
    /// overwrite them ([`check_write`]). Saves from before it count as 0.
    #[serde(default)]
    pub revision: u64,
    /// Each seat's own notes (by seat index), written on the play screen
    /// behind the curtain; saves from before them have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Whether the Hint button is offered, and how many hints each seat
    /// took; saves from before hints have them off and none taken.
    #[serde(default, skip_serializing_if = "Hints::is_default")]
    pub hints: Hints,
}

/// The table's hints setting and count (docs/platform.md, "Hints").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hints {
    /// The Hint button is offered to the human who may act.
    #[serde(default)]
    pub on: bool,
    /// Hints taken, by seat index (missing seats took none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub taken: Vec<u32>,
}

impl Hints {
    /// Hints start on at a table with exactly one human: a lone player
    /// learning against bots; with several humans a hint would help one
    /// player against another, so they start off.
    pub fn for_table(seats: &[SeatInfo]) -> Hints {
        Hints { on: seats.iter().filter(|s| s.is_human()).count() == 1, taken: Vec::new() }
    }

    pub fn is_default(&self) -> bool {
        *self == Hints::default()
    }

    /// How many hints `seat` took.
    pub fn taken_by(&self, seat: Seat) -> u32 {
        self.taken.get(seat.index()).copied().unwrap_or(0)
    }

    /// Counts one more hint for `seat`.
    pub fn count(&mut self, seat: Seat) {
        if self.taken.len() <= seat.index() {
            self.taken.resize(seat.index() + 1, 0);
        }
        self.taken[seat.index()] = self.taken[seat.index()].saturating_add(1);
    }

    /// The count of a table of `seats` seats (a file may list more).
    pub fn for_seats(mut self, seats: usize) -> Hints {
        self.taken.truncate(seats);
        self
    }
}

/// Why a write would not be allowed over what is stored now.
#[derive(Clone, Debug, PartialEq)]
pub enum Conflict {
    /// A new save's id is taken already.
    Taken,
    /// The save was deleted (in another window) since it was read.
    Deleted,
    /// Another window wrote a later revision; here it is.
    MovedOn(Box<SaveFile>),
    /// The stored text is no longer a readable save: it is kept, not overwritten.
    Unreadable(SaveProblem),
}

impl std::fmt::Display for Conflict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Conflict::Taken => write!(f, "another game is stored under the same name"),
            Conflict::Deleted => write!(f, "this game was deleted in another window"),
            Conflict::MovedOn(_) => write!(f, "this game moved on in another window"),
            Conflict::Unreadable(p) => write!(f, "the stored copy changed and cannot be read ({p})"),
        }
    }
}

/// May a save be written over `stored` (the text under its key now, if any)?
/// `seen` is the revision the writer last read, or `None` for a new save.
/// Ok gives the revision to write. Pure, so the rule is tested natively; the
/// store reads and writes in one go, with no await between, so no other tab
/// can write in between.
pub fn check_write(stored: Option<&str>, seen: Option<u64>) -> Result<u64, Conflict> {
    match (stored, seen) {
        (None, None) => Ok(1),
        (Some(_), None) => Err(Conflict::Taken),
        (None, Some(_)) => Err(Conflict::Deleted),
        (Some(text), Some(seen)) => {
            let now = parse_save(text).map_err(Conflict::Unreadable)?;
            if now.revision == seen {
                Ok(seen + 1)
            } else {
                Err(Conflict::MovedOn(Box::new(now)))
            }
        }
    }
}

/// Why a stored save could not be opened, in words for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    NotJson(String),
    UnknownFormat(u32),
    UnknownGame(String),
    Damaged(String),
    /// The table's history of finished games, not a game.
    History,
}

impl std::fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveProblem::NotJson(e) => write!(f, "the stored text is not a readable save ({e})"),
            SaveProblem::UnknownFormat(n) => {
                write!(f, "it was written by another version of Endgames (save format {n}; this version reads {SAVE_FORMAT})")
            }
            SaveProblem::UnknownGame(g) => write!(f, "it is for a game this version does not have ({})", quote_input(g)),
            SaveProblem::Damaged(e) => write!(f, "parts of it are missing or damaged ({e})"),
            SaveProblem::History => write!(f, "it is the table's history of finished games, not a saved game"),
        }
    }
}

/// Reads a save from stored text, checking the envelope. The game record
/// inside is checked when the game is opened (by replaying it).
pub fn parse_save(text: &str) -> Result<SaveFile, SaveProblem> {
    // Said plainly: the JSON reader's words for it were "it stops part-way,
    // at line 1 column 0".
    if text.trim().is_empty() {
        return Err(SaveProblem::NotJson("it is empty".into()));
    }
    // The envelope is read first, and its read covers the whole text, so it
    // tells text that is not JSON at all from a save with parts missing, and
    // names another version's save before its fields are checked.
    let envelope: Envelope = serde_json::from_str(text).map_err(|e| {
        if e.is_syntax() || e.is_eof() {
            SaveProblem::NotJson(plain(&e))
        } else {
            SaveProblem::Damaged(plain(&e))
        }
    })?;
    match envelope.save_format {
        Some(n) if n == u64::from(SAVE_FORMAT) => {}
        Some(n) => return Err(SaveProblem::UnknownFormat(u32::try_from(n).unwrap_or(u32::MAX))),
        // The history's own export, picked by mistake where a save goes.
        None if envelope.entries.is_some() => return Err(SaveProblem::History),
        None => return Err(SaveProblem::Damaged("no save format".into())),
    }
    if let Some(game) = envelope.game {
        if GameId::from_slug(&game).is_none() {
            return Err(SaveProblem::UnknownGame(game));
        }
    }
    let save: SaveFile = serde_json::from_str(text).map_err(|e| SaveProblem::Damaged(plain_in_json(&e)))?;
    if save.seats.is_empty() {
        return Err(SaveProblem::Damaged("no seats".into()));
    }
    // Each would break a screen, not only look odd: a save with no id
    // cannot be opened by its address, and a name of thousands of letters
    // pushed every saved game's buttons off the screen.
    if save.id.trim().is_empty() {
        return Err(SaveProblem::Damaged("it has no id".into()));
    }
    if save.seats.iter().any(|s| s.name.chars().count() > NAME_LIMIT) {
        return Err(SaveProblem::Damaged(format!("a seat's name is longer than {NAME_LIMIT} letters")));
    }
    Ok(save)
}

/// A reading error in words for a person: what kind of fault and where, and
/// the field it names, never the program's own type names ("expected struct
/// Envelope" means nothing to a player).
pub fn plain(e: &serde_json::Error) -> String {
    words_for(e, false)
}

/// [`plain`] for text already read as JSON (a save whose envelope was read, a
/// record kept as raw JSON): a syntax fault there is in its shape, not its
/// spelling. serde_json reports a list longer than its type as "trailing
/// characters", which [`plain`] would call text that is not JSON.
pub fn plain_in_json(e: &serde_json::Error) -> String {
    words_for(e, true)
}

fn words_for(e: &serde_json::Error, well_formed: bool) -> String {
    let what = match e.classify() {
        serde_json::error::Category::Eof => "it stops part-way".to_string(),
        serde_json::error::Category::Syntax if !well_formed => "it is not well-formed JSON".to_string(),
        serde_json::error::Category::Syntax if e.to_string().starts_with("trailing characters") => {
            "a list holds more parts than it should".to_string()
        }
        serde_json::error::Category::Syntax => "a part cannot be read".to_string(),
        serde_json::error::Category::Io => "it could not be read".to_string(),
        serde_json::error::Category::Data => {
            let message = e.to_string();
            // serde names a missing or unknown field in backquotes: keep that name only.
            match message.split('`').nth(1) {
                Some(field) if message.starts_with("missing field") => format!("the part {} is missing", quote_input(field)),
                Some(field) if message.starts_with("unknown variant") => {
                    format!("it names {}, which this version does not know", quote_input(field))
                }
                _ => "a part holds the wrong kind of value".to_string(),
            }
        }
    };
    format!("{what}, at line {} column {}", e.line(), e.column())
}

/// The fields read before the rest: which format, which game, and whether
/// it is the table's history instead (its finished games, `entries`).
#[derive(Deserialize)]
struct Envelope {
    #[serde(default)]
    save_format: Option<u64>,
    #[serde(default)]
    game: Option<String>,
    #[serde(default)]
    entries: Option<serde::de::IgnoredAny>,
}

/// A game record kept as its JSON text: the home screen lists a save without
/// knowing its game's types; the game reads it when the save is opened. In
/// the save it is the record itself, not a string.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RawRecord(Box<RawValue>);

impl RawRecord {
    /// Wraps JSON text (refused if it is not JSON).
    pub fn from_json(text: String) -> Result<RawRecord, serde_json::Error> {
        RawValue::from_string(text).map(RawRecord)
    }

    /// The record's JSON text.
    pub fn json(&self) -> &str {
        self.0.get()
    }

    /// How many moves the record holds, read without its game's types (the
    /// home lists it, so two copies of one game at different points differ);
    /// `None` if it holds no list of them.
    pub fn moves(&self) -> Option<usize> {
        #[derive(Deserialize)]
        struct Moves {
            actions: Vec<serde::de::IgnoredAny>,
        }
        serde_json::from_str::<Moves>(self.json()).ok().map(|m| m.actions.len())
    }
}

impl PartialEq for RawRecord {
    fn eq(&self, other: &Self) -> bool {
        self.json() == other.json()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_named_by_their_player_or_by_number() {
        let ana = SeatInfo { name: "Ana".into(), colour: SeatColour::Orange, shape: SeatShape::Circle, controller: Controller::Human };
        assert_eq!(seat_name(std::slice::from_ref(&ana), Seat(0)), "Ana");
        assert_eq!(seat_name(&[ana], Seat(1)), "Player 2");
    }

    #[test]
    fn garbage_is_reported_not_panicked() {
        assert!(matches!(parse_save("{not json"), Err(SaveProblem::NotJson(_))));
        for empty in ["", " \n"] {
            assert_eq!(parse_save(empty).unwrap_err().to_string(), "the stored text is not a readable save (it is empty)");
        }
        assert!(matches!(parse_save(r#"{"save_format": 99}"#), Err(SaveProblem::UnknownFormat(99))));
        assert!(matches!(parse_save(r#"{"save_format": 2, "game": "chess"}"#), Err(SaveProblem::UnknownGame(_))));
        assert!(matches!(parse_save(r#"{"save_format": 2, "game": "extraczon"}"#), Err(SaveProblem::Damaged(_))));
        // A save of the first format (times as floats) is named as another version's.
        assert!(matches!(parse_save(r#"{"save_format": 1, "game": "extraczon", "created_ms": 1.5}"#), Err(SaveProblem::UnknownFormat(1))));
        assert!(matches!(parse_save(r#"[1, 2]"#), Err(SaveProblem::Damaged(_))));
        assert!(matches!(parse_save(r#"{"game": "extraczon"}"#), Err(SaveProblem::Damaged(_))));
    }

    /// Hand-edited files (found by play-testing): an empty id was imported
    /// and then could not be opened; a name of 5,000 letters pushed every
    /// saved game's buttons off a tablet's screen.
    #[test]
    fn a_save_with_no_id_or_a_name_too_long_is_damaged() {
        use crate::games::extraczon::{ExtracZon, Mode, Setup};
        let seat = |name: &str| SeatInfo {
            name: name.into(),
            colour: SeatColour::Orange,
            shape: SeatShape::Circle,
            controller: Controller::Human,
        };
        let text = |id: &str, name: &str| {
            let setup = Setup { players: 1, mode: Mode::Solo };
            let session = crate::table::session::Session::<ExtracZon>::start(id.into(), vec![seat(name)], setup, 3, 0).unwrap();
            serde_json::to_string(&session.to_save(1)).unwrap()
        };
        let longest = "n".repeat(NAME_LIMIT);
        assert!(parse_save(&text("a1", &longest)).is_ok(), "the longest name the new-game screen takes");
        assert_eq!(parse_save(&text(" ", "Ana")).unwrap_err().to_string(), "parts of it are missing or damaged (it has no id)");
        let long = parse_save(&text("a1", &format!("{longest}n"))).unwrap_err().to_string();
        assert_eq!(long, "parts of it are missing or damaged (a seat's name is longer than 24 letters)");
    }

    /// The history's export, picked where a save goes, is named as what it
    /// is: "parts of it are missing or damaged (no save format)" read as if
    /// a save had been spoilt (QA).
    #[test]
    fn the_history_s_file_is_told_apart_from_a_damaged_save() {
        let history = serde_json::to_string(&crate::history::History::default()).unwrap();
        assert_eq!(parse_save(&history).unwrap_err().to_string(), "it is the table's history of finished games, not a saved game");
        assert!(matches!(parse_save(r#"{"format": 1}"#), Err(SaveProblem::Damaged(_))));
    }

    #[test]
    fn reading_faults_are_told_without_the_program_s_own_names() {
        let texts = [
            r#"[1, 2]"#,
            r#"{"save_format": 2, "game": "extraczon"}"#,
            r#"{"save_format": "two"}"#,
            r#"{"save_format": 2, "id": "a", "game": "extraczon", "seats": [{"name": "A", "colour": "Mauve", "shape": "Circle", "controller": "Human"}], "record": {}, "created_ms": 1, "updated_ms": 1, "progress": 0}"#,
            "{not json",
            r#"{"save_format": 2, "id": "#,
        ];
        for text in texts {
            let said = parse_save(text).unwrap_err().to_string();
            for internal in ["struct", "enum", "Envelope", "SaveFile", "SeatInfo", "u64", "u32", "invalid type"] {
                assert!(!said.contains(internal), "{text}: the reason names {internal:?}: {said}");
            }
            assert!(said.contains("line 1 column"), "{text}: the reason says where: {said}");
        }
        // A name from the file is quoted and cut short: a damaged file cannot fill the screen.
        let long = format!(r#"{{"save_format": 2, "game": "{}"}}"#, "y".repeat(100_000));
        assert_eq!(
            parse_save(&long).unwrap_err().to_string(),
            format!("it is for a game this version does not have (“{}…”)", "y".repeat(40))
        );
        let missing = parse_save(r#"{"save_format": 2, "game": "extraczon"}"#).unwrap_err().to_string();
        assert!(missing.contains("the part “id” is missing"), "{missing}");
        // Text that is JSON but has a part too many is not called "not JSON";
        // text that is not JSON still is.
        let seat = r#"{"name": "A", "colour": "Orange", "shape": "Circle", "controller": "Human"}"#;
        let too_many = format!(
            r#"{{"save_format": 2, "id": "a", "game": "extraczon", "seats": [{seat}], "record": {{}}, "created_ms": 1, "updated_ms": 1, "progress": 0, "undo": [0, 1]}}"#
        );
        let said = parse_save(&too_many).unwrap_err().to_string();
        assert!(said.starts_with("parts of it are missing or damaged (a list holds more parts than it should"), "{said}");
        let said = parse_save(r#"{"save_format": 2,, "game": "extraczon"}"#).unwrap_err().to_string();
        assert!(said.contains("it is not well-formed JSON"), "{said}");
    }

    #[test]
    fn a_write_must_have_seen_the_stored_revision() {
        let text = |revision: u64| {
            format!(
                r#"{{"save_format":2,"id":"a1","game":"extraczon","seats":[{{"name":"Ana","colour":"Orange","shape":"Circle","controller":"Human"}}],"record":{{}},"created_ms":1,"updated_ms":2,"progress":0,"revision":{revision}}}"#
            )
        };
        assert_eq!(check_write(None, None), Ok(1), "a new save starts at revision 1");
        assert_eq!(check_write(Some(&text(4)), Some(4)), Ok(5), "a tab that saw revision 4 writes 5");
        match check_write(Some(&text(9)), Some(4)) {
            Err(Conflict::MovedOn(newer)) => assert_eq!(newer.revision, 9, "the stale tab is handed the newer game"),
            other => panic!("a stale write must be refused, got {other:?}"),
        }
        assert_eq!(check_write(Some(&text(1)), None), Err(Conflict::Taken), "a new game never replaces another");
        assert_eq!(check_write(None, Some(3)), Err(Conflict::Deleted), "a deleted save is not brought back silently");
        assert!(matches!(check_write(Some("{broken"), Some(3)), Err(Conflict::Unreadable(_))));
        // Saves written before revisions existed read as revision 0.
        let old = text(0).replace(r#","revision":0"#, "");
        assert_eq!(parse_save(&old).unwrap().revision, 0);
        assert_eq!(check_write(Some(&old), Some(0)), Ok(1));
    }

    #[test]
    fn a_save_round_trips_with_its_record_text_unchanged() {
        let text = r#"{"save_format":2,"id":"a1","game":"extraczon","seats":[{"name":"Ana","colour":"Orange","shape":"Circle","controller":"Human"}],"record":{"format":2,"actions":[[0,0]]},"created_ms":1,"updated_ms":2,"progress":0}"#;
        let save = parse_save(text).unwrap();
        assert_eq!(save.record.json(), r#"{"format":2,"actions":[[0,0]]}"#);
        let again = parse_save(&serde_json::to_string(&save).unwrap()).unwrap();
        assert_eq!(again, save);
    }

    #[test]
    fn the_home_counts_a_records_moves_without_its_game() {
        let record = |json: &str| RawRecord::from_json(json.to_string()).unwrap();
        assert_eq!(record(r#"{"format":2,"actions":[[0,0],[1,{"to":[3,4]}],[0,"Pass"]]}"#).moves(), Some(3));
        assert_eq!(record(r#"{"format":2,"actions":[]}"#).moves(), Some(0));
        assert_eq!(record(r#"{"format":2}"#).moves(), None);
    }
}
