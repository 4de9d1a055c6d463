//! One game in progress: the record, the live game, the undo floor and the
//! event log, changed only through [`SessionAction`]s.
//!
//! Nothing here touches storage: the play screen (through `ui::live`, which
//! holds the session for it) saves whenever [`Session::revision`] moves on.
//!
//! Pure Rust, so its tests (`session/tests.rs`) run natively under `cargo test --lib`.

use crate::engine::record::RecordHead;
use crate::engine::undo::UndoFloor;
use crate::engine::words::{count, Narrated};
use crate::engine::{Game, GameEvent, GameRecord, Line, RecordError, Seat, SetupError, ToAct, Viewer};
use crate::games::GameId;
use crate::saves::{plain_in_json, Hints, RawRecord, SaveFile, SeatInfo, SAVE_FORMAT};
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: Game> {
    pub id: String,
    pub game_id: GameId,
    pub seats: Rc<Vec<SeatInfo>>,
    pub record: GameRecord<G>,
    pub game: G,
    pub undo: UndoFloor,
    /// Every event so far, oldest first: the set-up's (a first deal), then
    /// each action's.
    pub log: Rc<Vec<G::Event>>,
    /// The events of the latest action in the record that had any (empty at
    /// the start): what the log ends with. A step that says nothing, such as
    /// picking a hex before placing on it, leaves them, so the board keeps
    /// marking the last move the log names.
    pub recent: Rc<Vec<G::Event>>,
    /// The revealing events of the latest human move made in this session,
    /// with its seat: kept through the bots' moves after it (that player
    /// still holds the tablet), dropped at the next human move, an undo or a
    /// restart, and never saved. What [`Session::news_for`] reads.
    pub news: Option<(Seat, Rc<Vec<G::Event>>)>,
    pub created_ms: u64,
    /// Moves on with every change worth saving; 0 right after loading.
    pub revision: u64,
    /// Why the last action was refused, shown until the next one.
    pub refusal: Option<String>,
    /// The stored revision of the save this session was opened from (0 for
    /// a game not stored yet); the store checks every write against it.
    pub opened_revision: u64,
    /// Each seat's private notes, by seat index (empty text: none).
    pub notes: Rc<Vec<String>>,
    /// Whether hints are offered, and how many each seat took (saved).
    pub hints: Hints,
    /// The hint shown now, for the position it was asked in (not saved).
    pub hint: Option<Shown<G::Action>>,
}

/// A hint on screen: for `seat`, the move it names and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown<A> {
    pub seat: Seat,
    pub action: A,
    pub words: String,
}

/// What can happen to a session.
pub enum SessionAction<G: Game> {
    /// `seat` plays `action`, decided when the record held `at` actions.
    Play { seat: Seat, action: G::Action, at: usize },
    /// `seat` takes back its own last action.
    Undo { seat: Seat },
    /// The same table and set-up again, dealt from `seed`.
    Restart { seed: u64 },
    /// The refusal message has been read.
    DismissRefusal,
    /// `seat` wrote its private notes (the whole text, as it is now).
    Note { seat: Seat, text: String },
    /// A tap on something not legal now: the board says why, in the same
    /// place a refused move would.
    Explain { why: String },
    /// A hint for `seat`, asked when the record held `at` actions: shown
    /// until the position changes, and counted.
    Hinted { seat: Seat, action: G::Action, words: String, at: usize },
    /// Hints offered from now on, or not.
    SetHints { on: bool },
}

impl<G: Game> Session<G> {
    /// A new game; the set-up is validated by the game itself.
    pub fn start(id: String, seats: Vec<SeatInfo>, setup: G::Setup, seed: u64, now: u64) -> Result<Self, SetupError> {
        let game_id = GameId::from_slug(G::ID).ok_or_else(|| SetupError(format!("no game is called {}", G::ID)))?;
        let (game, opening) = G::new_with_opening(&setup, seed)?;
        if game.seat_count() != seats.len() {
            return Err(SetupError(format!("the game has {} seats but {} were set up", game.seat_count(), seats.len())));
        }
        if let Some(name) = shared_name(&seats) {
            return Err(SetupError(format!(
                "two seats are both called {name}; give each its own name, so the hand-over screen and the log can tell them apart"
            )));
        }
        Ok(Session {
            id,
            game_id,
            seats: Rc::new(seats),
            record: GameRecord::new(setup, seed),
            game,
            undo: UndoFloor::default(),
            log: Rc::new(opening),
            recent: Rc::new(Vec::new()),
            news: None,
            created_ms: now,
            revision: 0,
            refusal: None,
            opened_revision: 0,
            notes: Rc::new(Vec::new()),
            hints: Hints::default(),
            hint: None,
        })
    }

    /// Opens a stored save by replaying its record; says in plain words why not.
    pub fn open(save: &SaveFile) -> Result<Self, String> {
        let (record, Replayed { game, log, last, floor }) = read_record::<G>(save.game, save.record.json())?;
        if game.seat_count() != save.seats.len() {
            return Err(format!("it lists {} for a game of {}", count(save.seats.len() as i64, "player", "players"), game.seat_count()));
        }
        // The stored floor may be higher than the replayed one (after an undo);
        // never allow more undo than either says.
        let undo = UndoFloor { floor: floor.floor.max(save.undo.floor) };
        Ok(Session {
            id: save.id.clone(),
            game_id: save.game,
            seats: Rc::new(save.seats.clone()),
            record,
            game,
            undo,
            log: Rc::new(log),
            recent: Rc::new(last),
            news: None,
            created_ms: save.created_ms,
            revision: 0,
            refusal: None,
            opened_revision: save.revision,
            notes: Rc::new(save.notes.iter().take(save.seats.len()).map(|n| clip_note(n)).collect()),
            hints: save.hints.clone().for_seats(save.seats.len()),
            hint: None,
        })
    }

    /// The save envelope for the current state. Its `revision` is the one
    /// it was opened at: the store sets the next one when it writes.
    pub fn to_save(&self, now: u64) -> SaveFile {
        SaveFile {
            save_format: SAVE_FORMAT,
            id: self.id.clone(),
            game: self.game_id,
            seats: (*self.seats).clone(),
            // Records hold only plain data (no maps with odd keys), so this
            // cannot fail; were it ever to, the save would open with a reason.
            record: serde_json::to_string(&self.record)
                .and_then(RawRecord::from_json)
                .unwrap_or_else(|_| RawRecord::from_json("null".into()).expect("null is JSON")),
            undo: self.undo.clone(),
            created_ms: self.created_ms,
            updated_ms: now,
            progress: (self.game.progress().clamp(0.0, 1.0) * 100.0).round() as u8,
            finished: self.game.to_act().is_over(),
            revision: self.opened_revision,
            notes: if self.notes.iter().all(String::is_empty) { Vec::new() } else { (*self.notes).clone() },
            hints: self.hints.clone(),
        }
    }

    /// The same session with hints offered or not (a new table's setting).
    pub fn with_hints(mut self, on: bool) -> Self {
        self.hints.on = on;
        self
    }

    /// The hint on screen for `seat`, if one was asked in this position.
    pub fn hint_for(&self, seat: Seat) -> Option<&Shown<G::Action>> {
        self.hint.as_ref().filter(|h| h.seat == seat && self.hints.on)
    }

    fn take_hint(&mut self, seat: Seat, action: G::Action, words: String, at: usize) {
        // Asked in a position since left, or with hints turned off meanwhile.
        if !self.still_meant(seat, at) || !self.hints.on || seat.index() >= self.seats.len() {
            return;
        }
        self.hints.count(seat);
        self.hint = Some(Shown { seat, action, words });
        self.revision += 1;
    }

    fn set_hints(&mut self, on: bool) {
        if self.hints.on != on {
            self.hints.on = on;
            self.hint = None;
            self.revision += 1;
        }
    }

    /// `seat`'s private notes ("" when it has written none).
    pub fn note(&self, seat: Seat) -> &str {
        self.notes.get(seat.index()).map_or("", String::as_str)
    }

    fn write_note(&mut self, seat: Seat, text: String) {
        if seat.index() >= self.seats.len() || self.note(seat) == text {
            return;
        }
        let notes = Rc::make_mut(&mut self.notes);
        if notes.len() <= seat.index() {
            notes.resize(seat.index() + 1, String::new());
        }
        notes[seat.index()] = clip_note(&text);
        self.revision += 1;
    }

    /// May `seat` take back the last action now?
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.undo.can_undo(&self.record.actions, seat)
    }

    /// Applies one session action in place (the reducer works on a copy).
    pub fn apply(&mut self, action: SessionAction<G>) {
        match action {
            SessionAction::Play { seat, action, at } => self.play(seat, action, at),
            SessionAction::Undo { seat } => self.take_back(seat),
            SessionAction::Restart { seed } => self.restart(seed),
            SessionAction::DismissRefusal => self.refusal = None,
            SessionAction::Note { seat, text } => self.write_note(seat, text),
            SessionAction::Explain { why } => self.refusal = Some(capitalise(&why)),
            SessionAction::Hinted { seat, action, words, at } => self.take_hint(seat, action, words, at),
            SessionAction::SetHints { on } => self.set_hints(on),
        }
    }

    fn play(&mut self, seat: Seat, action: G::Action, at: usize) {
        if !self.still_meant(seat, at) {
            // Decided for a position that has since changed (an undo, a double tap).
            return;
        }
        let mut record = self.record.clone();
        if let Err(e) = record.push(&self.game, seat, &action) {
            // Not a legal move: the rules say why (on a copy, so nothing changes).
            let why = self.game.clone().apply(seat, &action).err().unwrap_or(e);
            self.refusal = Some(capitalise(&why.to_string()));
            return;
        }
        match self.game.apply(seat, &action) {
            Err(e) => self.refusal = Some(capitalise(&e.to_string())),
            Ok(events) => {
                let index = self.record.actions.len();
                let previous = self.record.actions.last().map(|(s, _)| *s);
                self.undo.after_action(index, seat, previous, &events);
                self.record = record;
                Rc::make_mut(&mut self.log).extend(events.iter().cloned());
                if self.seats.get(seat.index()).is_some_and(SeatInfo::is_human) {
                    let shown: Vec<G::Event> = events.iter().filter(|e| e.reveals()).cloned().collect();
                    self.news = (!shown.is_empty()).then(|| (seat, Rc::new(shown)));
                }
                if !events.is_empty() {
                    self.recent = Rc::new(events);
                }
                self.revision += 1;
                self.refusal = None;
                // Another seat's hint outlives this move only on a step taken
                // in any order, where the move leaves its choice as it was.
                let hint = self.hint.take();
                self.hint = hint
                    .filter(|h| h.seat != seat && self.one_of_many_to_act(h.seat) && self.game.legal_actions(h.seat).contains(&h.action));
            }
        }
    }

    /// Whether `seat`'s move, decided when the record held `at` actions,
    /// still means what it meant. It does when nothing has happened since;
    /// and on a step several seats take in any order (keeping an identity,
    /// choosing a signal), when only other seats have acted since and `seat`
    /// is still one to act: their choices leave its own as it was. Without
    /// that, a bot's choice played a moment before a player's tap on such a
    /// step dropped the tap without a word (seen on a slow device, where the
    /// tap is handled before the bot's move is drawn).
    fn still_meant(&self, seat: Seat, at: usize) -> bool {
        let actions = &self.record.actions;
        at == actions.len() || (at < actions.len() && actions[at..].iter().all(|(s, _)| *s != seat) && self.one_of_many_to_act(seat))
    }

    /// Whether `seat` is one of the seats to act now on a step they take in any order.
    fn one_of_many_to_act(&self, seat: Seat) -> bool {
        matches!(self.game.to_act(), ToAct::Many(seats) if seats.contains(&seat))
    }

    fn take_back(&mut self, seat: Seat) {
        if !self.can_undo(seat) {
            self.refusal = Some("That can no longer be taken back: something was revealed or another player has acted.".into());
            return;
        }
        let mut record = self.record.clone();
        record.actions.pop();
        match replay(&record) {
            Ok(Replayed { game, log, last, .. }) => {
                // The floor stays: what was settled before stays settled.
                self.record = record;
                self.game = game;
                self.log = Rc::new(log);
                self.recent = Rc::new(last);
                self.news = None;
                self.revision += 1;
                self.refusal = None;
                self.hint = None;
            }
            Err(e) => self.refusal = Some(format!("Undo failed: {e}.")),
        }
    }

    fn restart(&mut self, seed: u64) {
        match G::new_with_opening(&self.record.setup, seed) {
            Ok((game, opening)) => {
                self.record = GameRecord::new(self.record.setup.clone(), seed);
                self.game = game;
                self.undo = UndoFloor::default();
                self.log = Rc::new(opening);
                self.recent = Rc::new(Vec::new());
                self.news = None;
                self.revision += 1;
                self.refusal = None;
                self.hint = None;
                // A new game: the hints taken were in the one replaced.
                self.hints.taken.clear();
            }
            Err(e) => self.refusal = Some(format!("Could not restart: {e}.")),
        }
    }
}

/// Why a save's record will not open, naming the game: a record of another
/// rules version reads "made with an earlier version of Extinction Point's
/// rules; it can be exported but not continued".
pub fn explain(game: GameId, error: &RecordError) -> String {
    match error {
        RecordError::EarlierRules { .. } => {
            format!("it was made with an earlier version of {}'s rules; it can be exported but not continued", game.name())
        }
        RecordError::LaterRules { .. } => {
            format!(
                "it was made with a newer version of {}'s rules than this app has; it can be exported but not continued here",
                game.name()
            )
        }
        other => other.to_string(),
    }
}

/// Reads a game record of `G` from its JSON text and replays it, as opening
/// a save does (a save names its game as `game`); says in plain words why not.
pub fn read_record<G: Game>(game: GameId, json: &str) -> Result<(GameRecord<G>, Replayed<G>), String> {
    // In the same plain words as a damaged save: serde's own message names
    // the program's types ("expected struct GameRecord").
    let unreadable = |e: serde_json::Error| format!("its game record cannot be read ({})", plain_in_json(&e));
    let head: RecordHead = serde_json::from_str(json).map_err(unreadable)?;
    head.check::<G>().map_err(|e| explain(game, &e))?;
    let record: GameRecord<G> = serde_json::from_str(json).map_err(unreadable)?;
    let replayed = replay(&record).map_err(|e| explain(game, &e))?;
    Ok((record, replayed))
}

impl<G: Narrated> Session<G> {
    /// What `seat`'s latest move showed them alone, if no other human has
    /// moved since: the log lines of its revealing events (a card drawn, a
    /// hand dealt) as `seat` reads them, where the table reads them
    /// otherwise or not at all. The play screen shows these before the
    /// curtain, when the tablet is to go on, so the player sees what they
    /// drew before passing it. A secret the player chose (a role kept) is
    /// no news: only events that reveal count.
    pub fn news_for(&self, seat: Seat) -> Vec<Line> {
        let Some((_, events)) = self.news.as_ref().filter(|(s, _)| *s == seat) else { return Vec::new() };
        let (mine, open) = (self.game.view(Viewer::Seat(seat)), self.game.view(Viewer::Table));
        let line = |e: &G::Event, viewer: Viewer, view: &G::View| G::redact_event(e, viewer).and_then(|e| G::log_line(&e, view));
        events
            .iter()
            .filter_map(|e| {
                let own = line(e, Viewer::Seat(seat), &mine)?;
                (line(e, Viewer::Table, &open).as_ref() != Some(&own)).then_some(own)
            })
            .collect()
    }
}

/// A record played through: the game, every event, and the undo floor.
pub struct Replayed<G: Game> {
    pub game: G,
    pub log: Vec<G::Event>,
    /// The events of the last action that had any, so the board shows the
    /// same thing after a reload or an undo.
    pub last: Vec<G::Event>,
    pub floor: UndoFloor,
}

/// Replays a record, collecting every event and rebuilding the undo floor.
pub fn replay<G: Game>(record: &GameRecord<G>) -> Result<Replayed<G>, RecordError> {
    let mut moves_log = Vec::new();
    let mut last = Vec::new();
    let mut floor = UndoFloor::default();
    let mut previous = None;
    let (game, mut log) = record.replay_from_opening(record.actions.len(), |index, seat, _, events| {
        floor.after_action(index, seat, previous, &events);
        moves_log.extend(events.iter().cloned());
        if !events.is_empty() {
            last = events;
        }
        previous = Some(seat);
    })?;
    log.extend(moves_log);
    Ok(Replayed { game, log, last, floor })
}

/// A name two seats share, if any (ignoring case in Latin letters and the
/// spaces around it): the curtain calls a seat by its name alone.
fn shared_name(seats: &[SeatInfo]) -> Option<&str> {
    let names: Vec<&str> = seats.iter().map(|s| s.name.trim()).collect();
    names.iter().enumerate().find(|(i, a)| names[..*i].iter().any(|b| a.eq_ignore_ascii_case(b))).map(|(_, a)| *a)
}

/// Refusals are our own English sentences, so the first letter is ASCII;
/// `char::to_uppercase` would ship Unicode's case tables (12 KB of wasm) for it.
fn capitalise(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// The longest note kept, in characters: a page of suspicions, not a file
/// (a save from elsewhere may hold more; the rest is cut).
pub const NOTE_LIMIT: usize = 4000;

fn clip_note(text: &str) -> String {
    text.chars().take(NOTE_LIMIT).collect()
}

#[cfg(test)]
mod tests;
