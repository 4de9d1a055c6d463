//! One game in progress: the record, the live game, the undo floor and the
//! event log, changed only through [`SessionAction`]s.
//!
//! The reducer never touches storage: the play screen saves in an effect
//! whenever [`Session::revision`] moves on.

use super::game_ui::GameUi;
use crate::engine::undo::UndoFloor;
use crate::engine::{Game, GameRecord, RecordError, Seat, SetupError};
use crate::games::GameId;
use crate::saves::{SaveFile, SeatInfo, SAVE_FORMAT};
use std::rc::Rc;
use yew::Reducible;

#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: GameUi> {
    pub id: String,
    pub game_id: GameId,
    pub seats: Rc<Vec<SeatInfo>>,
    pub record: GameRecord<G>,
    pub game: G,
    pub undo: UndoFloor,
    /// Every event so far with the seat whose action caused it, oldest first.
    pub log: Rc<Vec<(Seat, G::Event)>>,
    /// The events of the latest action in the record (empty at the start).
    pub recent: Rc<Vec<G::Event>>,
    pub created_ms: f64,
    /// Moves on with every change worth saving; 0 right after loading.
    pub revision: u64,
    /// Why the last action was refused, shown until the next one.
    pub refusal: Option<String>,
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
}

impl<G: GameUi> Session<G> {
    /// A new game; the set-up is validated by the game itself.
    pub fn start(id: String, seats: Vec<SeatInfo>, setup: G::Setup, seed: u64, now: f64) -> Result<Self, SetupError> {
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
        })
    }

    /// Opens a stored save by replaying its record; says in plain words why not.
    pub fn open(save: &SaveFile) -> Result<Self, String> {
        let record: GameRecord<G> =
            serde_json::from_value(save.record.clone()).map_err(|e| format!("its game record cannot be read ({e})"))?;
        let Replayed { game, log, last, floor } = replay(&record).map_err(|e| e.to_string())?;
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
        })
    }

    /// The save envelope for the current state.
    pub fn to_save(&self, now: f64) -> SaveFile {
        SaveFile {
            save_format: SAVE_FORMAT,
            id: self.id.clone(),
            game: self.game_id,
            seats: (*self.seats).clone(),
            // Records hold only plain data (no maps with odd keys), so this
            // cannot fail; were it ever to, the save would open with a reason.
            record: serde_json::to_value(&self.record).unwrap_or(serde_json::Value::Null),
            undo: self.undo.clone(),
            created_ms: self.created_ms,
            updated_ms: now,
            progress: self.game.progress().clamp(0.0, 1.0),
            finished: self.game.to_act().is_over(),
        }
    }

    /// May `seat` take back the last action now?
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.undo.can_undo(&self.record.actions, seat)
    }

    fn play(&mut self, seat: Seat, action: G::Action, at: usize) {
        if at != self.record.actions.len() {
            // Decided for a position that has since changed (an undo, a double tap).
            return;
        }
        match self.game.apply(seat, &action) {
            Err(e) => self.refusal = Some(capitalise(&e.to_string())),
            Ok(events) => {
                let index = self.record.actions.len();
                let previous = self.record.actions.last().map(|(s, _)| *s);
                self.undo.after_action(index, seat, previous, &events);
                self.record.actions.push((seat, action));
                Rc::make_mut(&mut self.log).extend(events.iter().map(|e| (seat, e.clone())));
                self.recent = Rc::new(events);
                self.revision += 1;
                self.refusal = None;
            }
        }
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
            }
            Err(e) => self.refusal = Some(format!("Could not restart: {e}.")),
        }
    }
}

impl<G: GameUi> Reducible for Session<G> {
    type Action = SessionAction<G>;

    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            SessionAction::Play { seat, action, at } => next.play(seat, action, at),
            SessionAction::Undo { seat } => next.take_back(seat),
            SessionAction::Restart { seed } => next.restart(seed),
            SessionAction::DismissRefusal => next.refusal = None,
        }
        Rc::new(next)
    }
}

/// A record played through: the game, every event, and the undo floor.
pub struct Replayed<G: Game> {
    pub game: G,
    pub log: Vec<(Seat, G::Event)>,
    /// The events of the last action, so the board shows the same thing after a reload.
    pub last: Vec<G::Event>,
    pub floor: UndoFloor,
}

/// Replays a record, collecting every event and rebuilding the undo floor.
pub fn replay<G: Game>(record: &GameRecord<G>) -> Result<Replayed<G>, RecordError> {
    let mut game = record.replay_first(0)?;
    let mut log = Vec::new();
    let mut last = Vec::new();
    let mut floor = UndoFloor::default();
    let mut previous = None;
    for (index, (seat, action)) in record.actions.iter().enumerate() {
        let events = game.apply(*seat, action).map_err(|error| RecordError::BadAction { index, error })?;
        floor.after_action(index, *seat, previous, &events);
        log.extend(events.iter().map(|e| (*seat, e.clone())));
        last = events;
        previous = Some(*seat);
    }
    Ok(Replayed { game, log, last, floor })
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
