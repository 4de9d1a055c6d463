//! One game in progress: the record, the live game, the undo floor and the
//! event log, changed only through [`SessionAction`]s.
//!
//! Nothing here touches storage: the play screen (through `ui::live`, which
//! holds the session for it) saves whenever [`Session::revision`] moves on.
//!
//! Pure Rust, so `tests/shell_logic.rs` runs the unit tests below natively.

use crate::engine::record::RecordHead;
use crate::engine::undo::UndoFloor;
use crate::engine::{Game, GameRecord, RecordError, Seat, SetupError, ToAct};
use crate::games::GameId;
use crate::saves::{plain, Hints, RawRecord, SaveFile, SeatInfo, SAVE_FORMAT};
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: Game> {
    pub id: String,
    pub game_id: GameId,
    pub seats: Rc<Vec<SeatInfo>>,
    pub record: GameRecord<G>,
    pub game: G,
    pub undo: UndoFloor,
    /// Every event so far with the seat whose action caused it, oldest first.
    pub log: Rc<Vec<(Seat, G::Event)>>,
    /// The events of the latest action in the record that had any (empty at
    /// the start): what the log ends with. A step that says nothing, such as
    /// picking a hex before placing on it, leaves them, so the board keeps
    /// marking the last move the log names.
    pub recent: Rc<Vec<G::Event>>,
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
        let game = G::new(&setup, seed)?;
        if game.seat_count() != seats.len() {
            return Err(SetupError(format!("the game has {} seats but {} were set up", game.seat_count(), seats.len())));
        }
        Ok(Session {
            id,
            game_id,
            seats: Rc::new(seats),
            record: GameRecord::new(setup, seed),
            game,
            undo: UndoFloor::default(),
            log: Rc::new(Vec::new()),
            recent: Rc::new(Vec::new()),
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
            return Err(format!("it lists {} players for a game of {}", save.seats.len(), game.seat_count()));
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
                Rc::make_mut(&mut self.log).extend(events.iter().map(|e| (seat, e.clone())));
                if !events.is_empty() {
                    self.recent = Rc::new(events);
                }
                self.revision += 1;
                self.refusal = None;
                // Another seat's hint outlives this move only on a step taken
                // in any order, where the move leaves its choice as it was.
                let game = &self.game;
                self.hint = self.hint.take().filter(|h| {
                    h.seat != seat
                        && matches!(game.to_act(), ToAct::Many(seats) if seats.contains(&h.seat))
                        && game.legal_actions(h.seat).contains(&h.action)
                });
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
        at == actions.len()
            || (at < actions.len()
                && actions[at..].iter().all(|(s, _)| *s != seat)
                && matches!(self.game.to_act(), ToAct::Many(seats) if seats.contains(&seat)))
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
                self.revision += 1;
                self.refusal = None;
                self.hint = None;
            }
            Err(e) => self.refusal = Some(format!("Undo failed: {e}.")),
        }
    }

    fn restart(&mut self, seed: u64) {
        match G::new(&self.record.setup, seed) {
            Ok(game) => {
                self.record = GameRecord::new(self.record.setup.clone(), seed);
                self.game = game;
                self.undo = UndoFloor::default();
                self.log = Rc::new(Vec::new());
                self.recent = Rc::new(Vec::new());
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
    let unreadable = |e: serde_json::Error| format!("its game record cannot be read ({})", plain(&e));
    let head: RecordHead = serde_json::from_str(json).map_err(unreadable)?;
    head.check::<G>().map_err(|e| explain(game, &e))?;
    let record: GameRecord<G> = serde_json::from_str(json).map_err(unreadable)?;
    let replayed = replay(&record).map_err(|e| explain(game, &e))?;
    Ok((record, replayed))
}

/// A record played through: the game, every event, and the undo floor.
pub struct Replayed<G: Game> {
    pub game: G,
    pub log: Vec<(Seat, G::Event)>,
    /// The events of the last action that had any, so the board shows the
    /// same thing after a reload or an undo.
    pub last: Vec<G::Event>,
    pub floor: UndoFloor,
}

/// Replays a record, collecting every event and rebuilding the undo floor.
pub fn replay<G: Game>(record: &GameRecord<G>) -> Result<Replayed<G>, RecordError> {
    let mut log = Vec::new();
    let mut last = Vec::new();
    let mut floor = UndoFloor::default();
    let mut previous = None;
    let game = record.replay_with(record.actions.len(), |index, seat, events| {
        floor.after_action(index, seat, previous, &events);
        log.extend(events.iter().map(|e| (seat, e.clone())));
        if !events.is_empty() {
            last = events;
        }
        previous = Some(seat);
    })?;
    Ok(Replayed { game, log, last, floor })
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
mod tests {
    use super::*;
    use crate::engine::bot::BotLevel;
    use crate::engine::GameRng;
    use crate::games::extraczon::{Action, ExtracZon, Mode, Setup};
    use crate::saves::{Controller, SeatColour, SeatShape};

    fn seats(n: usize) -> Vec<SeatInfo> {
        (0..n)
            .map(|i| SeatInfo {
                name: format!("P{i}"),
                colour: SeatColour::ALL[i],
                shape: SeatShape::ALL[i],
                controller: if i == 0 { Controller::Human } else { Controller::Bot(BotLevel::Easy) },
            })
            .collect()
    }

    fn new_session(seed: u64) -> Session<ExtracZon> {
        let setup = Setup { players: 2, mode: Mode::Competitive };
        Session::start("t1".into(), seats(2), setup, seed, 1000).expect("a valid table starts")
    }

    /// Plays `n` seeded random legal actions through the session.
    fn play_random(s: &mut Session<ExtracZon>, n: usize, rng: &mut GameRng) {
        for _ in 0..n {
            let Some(&seat) = s.game.to_act().seats().first() else { return };
            let legal = s.game.legal_actions(seat);
            let action = legal[rng.below(legal.len())].clone();
            let at = s.record.actions.len();
            s.apply(SessionAction::Play { seat, action, at });
            assert_eq!(s.refusal, None, "a legal action was refused");
        }
    }

    #[test]
    fn hints_are_counted_per_seat_saved_and_never_move_the_game() {
        let mut s = new_session(5);
        assert_eq!(s.hints, Hints::default(), "a table starts with hints as its screen set them");
        let seat = s.game.to_act().seats()[0];
        let action = s.game.legal_actions(seat)[0].clone();
        let hinted = |at| SessionAction::Hinted { seat, action: action.clone(), words: "P0 waits.".into(), at };
        s.apply(hinted(0));
        assert_eq!((s.hints.taken_by(seat), s.revision), (0, 0), "with hints off, a hint is neither shown nor counted");
        s = s.with_hints(true);
        let (game, record) = (s.game.clone(), s.record.clone());
        s.apply(hinted(0));
        s.apply(hinted(0));
        s.apply(hinted(3));
        assert_eq!(s.hints.taken_by(seat), 2, "a hint for a position since left is not counted");
        assert_eq!((&s.game, &s.record), (&game, &record), "a hint never plays");
        assert_eq!(s.hint_for(seat).map(|h| h.words.as_str()), Some("P0 waits."));

        let json = serde_json::to_string(&s.to_save(2000)).unwrap();
        let back = Session::<ExtracZon>::open(&serde_json::from_str(&json).unwrap()).unwrap();
        assert_eq!((back.hints.on, back.hints.taken_by(seat)), (true, 2));
        assert!(back.hint_for(seat).is_none(), "the hint on screen is not saved");

        // A move takes the hint off the screen; turning hints off too.
        s.apply(SessionAction::Play { seat, action: action.clone(), at: 0 });
        assert!(s.hint_for(seat).is_none());
        s.apply(SessionAction::SetHints { on: false });
        assert!(!s.hints.on);
        // Saves from before hints have none, and a plain table writes no field.
        assert!(!serde_json::to_string(&new_session(3).to_save(2000)).unwrap().contains("hints"));
    }

    #[test]
    fn hints_start_on_only_at_a_table_with_one_human() {
        let mut table = seats(3);
        assert!(Hints::for_table(&table).on);
        table[2].controller = Controller::Human;
        assert!(!Hints::for_table(&table).on);
        table.iter_mut().for_each(|s| s.controller = Controller::Bot(BotLevel::Normal));
        assert!(!Hints::for_table(&table).on);
    }

    #[test]
    fn each_seats_notes_are_saved_and_reopened_apart_from_the_game() {
        let mut s = new_session(3);
        let game_before = s.game.clone();
        s.apply(SessionAction::Note { seat: Seat(1), text: "Ben bluffs on the Hermit".into() });
        assert_eq!(s.revision, 1, "a note is a change worth saving");
        s.apply(SessionAction::Note { seat: Seat(1), text: "Ben bluffs on the Hermit".into() });
        assert_eq!(s.revision, 1, "the same text again is no change");
        s.apply(SessionAction::Note { seat: Seat(7), text: "nobody sits here".into() });
        assert_eq!(s.revision, 1, "a seat that is not at the table writes nothing");
        assert_eq!(s.game, game_before, "notes are not moves");
        assert_eq!((s.note(Seat(0)), s.note(Seat(1))), ("", "Ben bluffs on the Hermit"));

        let save = s.to_save(2000);
        let json = serde_json::to_string(&save).unwrap();
        let back = Session::<ExtracZon>::open(&serde_json::from_str(&json).unwrap()).unwrap();
        assert_eq!(back.note(Seat(1)), "Ben bluffs on the Hermit");
        assert_eq!(back.note(Seat(0)), "");

        // A save without notes writes no field, so saves from before read the same.
        let plain = new_session(3).to_save(2000);
        assert!(!serde_json::to_string(&plain).unwrap().contains("notes"));
        // Too long a note is cut, not refused.
        s.apply(SessionAction::Note { seat: Seat(0), text: "x".repeat(NOTE_LIMIT + 10) });
        assert_eq!(s.note(Seat(0)).chars().count(), NOTE_LIMIT);
    }

    #[test]
    fn a_bad_table_is_refused_in_words() {
        let setup = Setup { players: 2, mode: Mode::Competitive };
        let err = Session::<ExtracZon>::start("x".into(), seats(3), setup, 1, 0).unwrap_err();
        assert!(err.0.contains("3 were set up"), "{err}");
        let setup = Setup { players: 5, mode: Mode::Competitive };
        assert!(Session::<ExtracZon>::start("x".into(), seats(5), setup, 1, 0).is_err(), "ExtracZon seats at most 4");
    }

    #[test]
    fn a_save_reopens_to_the_same_game_log_and_last_events() {
        let mut s = new_session(11);
        play_random(&mut s, 60, &mut GameRng::from_seed(3));
        assert_eq!(s.revision, s.record.actions.len() as u64);
        let text = serde_json::to_string(&s.to_save(2000)).unwrap();
        let save = crate::saves::parse_save(&text).unwrap();
        let back = Session::<ExtracZon>::open(&save).unwrap();
        assert_eq!(back.game, s.game);
        assert_eq!(back.log, s.log);
        assert_eq!(back.recent, s.recent, "the board shows the same last action after a reload");
        assert_eq!(back.record, s.record);
        assert_eq!(back.undo, s.undo);
        assert_eq!(back.revision, 0, "opening is not a change worth saving");
        assert_eq!((save.created_ms, save.updated_ms), (1000, 2000));
    }

    #[test]
    fn a_refused_or_stale_action_changes_nothing() {
        let mut s = new_session(5);
        let before = s.clone();
        // Seat 1 may not act first.
        s.apply(SessionAction::Play { seat: Seat(1), action: Action::RollForOrder, at: 0 });
        assert!(s.refusal.as_deref().is_some_and(|r| r.starts_with(char::is_uppercase)), "{:?}", s.refusal);
        assert_eq!((&s.game, &s.record, s.revision), (&before.game, &before.record, before.revision));
        s.apply(SessionAction::DismissRefusal);
        assert_eq!(s.refusal, None);
        // An action decided for another position (at = 3) is dropped silently.
        let seat = s.game.to_act().seats()[0];
        let action = s.game.legal_actions(seat)[0].clone();
        s.apply(SessionAction::Play { seat, action, at: 3 });
        assert_eq!((&s.game, s.revision), (&before.game, before.revision));
    }

    #[test]
    fn a_tap_on_a_step_taken_in_any_order_survives_another_seat_acting_first() {
        use crate::games::the_end_is_nigh::{Action as NighAction, Nigh, Setup as NighSetup};
        let mut s: Session<Nigh> = Session::start("t2".into(), seats(4), NighSetup { players: 4 }, 7, 1000).expect("a valid table starts");
        assert_eq!(s.game.to_act().seats(), vec![Seat(0), Seat(1), Seat(2), Seat(3)], "every seat keeps an identity, in any order");
        let keep = |s: &Session<Nigh>, seat: Seat| {
            s.game.legal_actions(seat).into_iter().find(|a| matches!(a, NighAction::KeepIdentity { .. })).expect("an identity to keep")
        };
        // The player's tap was decided at 0; a bot's keep landed first.
        let (mine, bots) = (keep(&s, Seat(0)), keep(&s, Seat(1)));
        s.apply(SessionAction::Play { seat: Seat(1), action: bots, at: 0 });
        // So is a hint asked for it then (hints are on at a table of one human).
        s = s.with_hints(true);
        s.apply(SessionAction::Hinted { seat: Seat(0), action: mine.clone(), words: "Keep it.".into(), at: 0 });
        assert_eq!(s.hint_for(Seat(0)).map(|h| h.words.as_str()), Some("Keep it."), "the hint still holds");
        let third = keep(&s, Seat(3));
        s.apply(SessionAction::Play { seat: Seat(3), action: third, at: 1 });
        assert_eq!(s.hint_for(Seat(0)).map(|h| h.words.as_str()), Some("Keep it."), "another bot's keep leaves it on screen");
        s.apply(SessionAction::Play { seat: Seat(0), action: mine.clone(), at: 0 });
        assert_eq!(s.refusal, None);
        let by: Vec<Seat> = s.record.actions.iter().map(|(seat, _)| *seat).collect();
        assert_eq!(by, vec![Seat(1), Seat(3), Seat(0)], "the player's keep is played, not dropped");
        assert_eq!(s.hint_for(Seat(0)), None, "the hinted seat's own move ends its hint");
        // A repeat of the same tap (a double tap) means nothing more: the seat has acted.
        let before = s.clone();
        s.apply(SessionAction::Play { seat: Seat(0), action: mine, at: 0 });
        assert_eq!((&s.record, s.revision, &s.refusal), (&before.record, before.revision, &before.refusal));
        // A move decided for a position not reached yet is dropped too.
        let last = keep(&s, Seat(2));
        s.apply(SessionAction::Play { seat: Seat(2), action: last.clone(), at: 5 });
        assert_eq!((&s.record, s.revision), (&before.record, before.revision));
        s.apply(SessionAction::Play { seat: Seat(2), action: last, at: 1 });
        assert_eq!(s.record.actions.len(), 4, "the last seat's keep, decided after the first, is played");
        assert!(!matches!(s.game.to_act(), ToAct::Many(_)), "all kept: the game moves on");
    }

    #[test]
    fn a_stale_move_on_a_turn_of_one_seat_is_still_dropped() {
        let mut s = new_session(11);
        let mut rng = GameRng::from_seed(3);
        // Up to a turn that has just passed: the last move was another seat's.
        let seat = loop {
            play_random(&mut s, 1, &mut rng);
            let to_act = s.game.to_act();
            let last = s.record.actions.last().map(|(by, _)| *by);
            if let ToAct::One(seat) = to_act {
                if last.is_some_and(|by| by != seat) {
                    break seat;
                }
            }
            assert!(s.record.actions.len() < 200, "no turn passed in 200 moves");
        };
        let action = s.game.legal_actions(seat)[0].clone();
        let before = s.clone();
        // Decided before the other seat's move, on a turn only one seat takes:
        // the board it was tapped on is gone.
        let at = s.record.actions.len() - 1;
        s.apply(SessionAction::Play { seat, action, at });
        assert_eq!((&s.record, s.revision), (&before.record, before.revision));
    }

    #[test]
    fn quiet_own_moves_can_be_taken_back_and_reveals_cannot() {
        let mut rng = GameRng::from_seed(9);
        let mut s = new_session(21);
        let mut undone = 0;
        let mut refused = 0;
        for _ in 0..400 {
            let Some(&seat) = s.game.to_act().seats().first() else { break };
            let before = s.clone();
            play_random(&mut s, 1, &mut rng);
            let revealed = s.recent.iter().any(crate::engine::GameEvent::reveals);
            assert_eq!(s.can_undo(seat), !revealed, "undo is open exactly when nothing was revealed");
            if s.can_undo(seat) && rng.below(2) == 0 {
                s.apply(SessionAction::Undo { seat });
                assert_eq!((&s.game, &s.log, &s.record), (&before.game, &before.log, &before.record));
                assert_eq!(s.revision, before.revision + 2, "undo is a change to save");
                undone += 1;
            } else if !s.can_undo(seat) {
                let kept = s.clone();
                s.apply(SessionAction::Undo { seat });
                assert!(s.refusal.is_some());
                assert_eq!((&s.game, &s.record, s.revision), (&kept.game, &kept.record, kept.revision));
                refused += 1;
            }
        }
        assert!(undone > 0 && refused > 0, "both cases happened ({undone} undone, {refused} refused)");
    }

    #[test]
    fn another_seat_acting_settles_earlier_moves_even_after_an_undo() {
        // Hand-built: seat 0's quiet action, then seat 1's; seat 1 takes its own
        // back; seat 0's stays settled because seat 1 had acted after it.
        let mut s = new_session(4);
        let mut rng = GameRng::from_seed(1);
        for _ in 0..2000 {
            let Some(&seat) = s.game.to_act().seats().first() else { break };
            play_random(&mut s, 1, &mut rng);
            let n = s.record.actions.len();
            if n >= 2 && s.record.actions[n - 2].0 != seat && s.can_undo(seat) {
                let other = s.record.actions[n - 2].0;
                s.apply(SessionAction::Undo { seat });
                assert!(!s.can_undo(other), "the earlier seat's action is settled");
                return;
            }
        }
        panic!("no position with a quiet action right after another seat's");
    }

    /// Found by the fuzz (tests/fuzz.rs): the record's reading errors once
    /// showed serde's own words ("invalid type: map, expected struct
    /// GameRecord"), a record naming seat 255 panicked while explaining
    /// itself, and a game's name from the file was shown whole.
    #[test]
    fn a_damaged_record_is_told_in_a_person_s_words() {
        let mut s = new_session(8);
        play_random(&mut s, 4, &mut GameRng::from_seed(2));
        let mut save = s.to_save(0);
        let good: serde_json::Value = serde_json::from_str(save.record.json()).unwrap();
        let mut open_with = |record: serde_json::Value| {
            save.record = RawRecord::from_json(record.to_string()).unwrap();
            Session::<ExtracZon>::open(&save).unwrap_err()
        };
        let err = open_with(serde_json::json!([1, 2]));
        assert!(err.starts_with("its game record cannot be read (a part holds the wrong kind of value, at line 1"), "{err}");
        let mut wrong = good.clone();
        wrong["actions"][0][1] = serde_json::json!({"Fly": {}});
        let err = open_with(wrong);
        assert!(err.contains("it names “Fly”, which this version does not know"), "{err}");
        let mut far = good.clone();
        far["actions"][0][0] = serde_json::json!(255);
        assert_eq!(open_with(far), "move 1 of the record cannot be played (it is not seat 256's turn), so the game stops before it");
        let mut other = good;
        other["game"] = serde_json::json!(format!("chess}}{}", "x".repeat(500)));
        let err = open_with(other);
        assert_eq!(err, format!("it is a save of another game (“chess}}{}…”)", "x".repeat(34)));
    }

    #[test]
    fn a_damaged_record_is_explained_and_restart_deals_afresh() {
        let mut s = new_session(8);
        play_random(&mut s, 10, &mut GameRng::from_seed(2));
        let mut save = s.to_save(0);
        let mut record: serde_json::Value = serde_json::from_str(save.record.json()).unwrap();
        // Seat 1 may not act at the start, so any move of theirs stops the replay there.
        record["actions"].as_array_mut().unwrap().insert(0, serde_json::json!([1, "RollForOrder"]));
        save.record = RawRecord::from_json(record.to_string()).unwrap();
        let err = Session::<ExtracZon>::open(&save).unwrap_err();
        assert!(err.starts_with("move 1 of the record cannot be played (it is not seat 2's turn)"), "{err}");
        // A move that is readable but not legal at its moment stops the replay at that move.
        let mut late: serde_json::Value = serde_json::from_str(s.to_save(0).record.json()).unwrap();
        late["actions"].as_array_mut().unwrap().push(serde_json::json!([0, {"LoseCard": {"card": 89}}]));
        save.record = RawRecord::from_json(late.to_string()).unwrap();
        let err = Session::<ExtracZon>::open(&save).unwrap_err();
        assert!(err.starts_with("move 11 of the record cannot be played"), "{err}");
        // A record of the earlier format (moves as numbers) or an earlier rules
        // version is named as such, never replayed into a different game.
        let old = r#"{"format":2,"game":"extraczon","setup":{"players":2,"mode":"Competitive"},"seed":8,"actions":[[0,0]]}"#;
        save.record = RawRecord::from_json(old.into()).unwrap();
        let err = Session::<ExtracZon>::open(&save).unwrap_err();
        assert_eq!(err, "it was made with an earlier version of ExtracZon's rules; it can be exported but not continued");
        let mut earlier: serde_json::Value = serde_json::from_str(s.to_save(0).record.json()).unwrap();
        earlier["rules"] = serde_json::json!(ExtracZon::RULES_VERSION - 1);
        save.record = RawRecord::from_json(earlier.to_string()).unwrap();
        assert!(Session::<ExtracZon>::open(&save).unwrap_err().contains("earlier version of ExtracZon's rules"));
        save.record = RawRecord::from_json(r#"{"nonsense": true}"#.into()).unwrap();
        assert!(Session::<ExtracZon>::open(&save).unwrap_err().contains("game record cannot be read"));

        let revision = s.revision;
        s.apply(SessionAction::Restart { seed: 77 });
        assert_eq!((s.record.seed, s.record.actions.len(), s.log.len()), (77, 0, 0));
        assert_eq!(s.game, ExtracZon::new(&s.record.setup, 77).unwrap());
        assert_eq!(s.revision, revision + 1);
    }
}
