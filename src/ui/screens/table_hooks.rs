//! The play screen's side effects: saving after every change (and keeping
//! step with other windows of the same game), starting the bot whose turn it
//! is, dropping a hint asked for an old position, and the hand-over's focus.

use crate::engine::Seat;
use crate::kit::browser;
use crate::saves::{Conflict, SaveFile};
use crate::ui::bot_runner::{BotSpeed, BotTurn};
use crate::ui::dispatch;
use crate::ui::history_store;
use crate::ui::live::{Live, Step};
use crate::ui::store::{self, LoadError, StoreError};
use gloo::events::EventListener;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// What the player reads when a save fails.
pub fn save_failed(e: &StoreError) -> String {
    match e {
        StoreError::Full => "Could not save: the browser's storage is full. Your last good save is kept.".to_string(),
        StoreError::Conflict(c) => format!("Could not save: {c}. The stored game is kept as it was; export this one to keep it too."),
        other => format!("Could not save: {other}. Your last good save is kept."),
    }
}

/// Shown when the game on screen was replaced by another window's newer moves.
pub const MOVED_ON: &str = "This game moved on in another window: this is its latest position.";
/// Shown when another window deleted the game on screen.
pub const DELETED: &str =
    "This game was deleted in another window. It stays on this screen but is no longer saved: export it, or save it here again.";

/// The play screen's link to the stored save: the revision it last read or
/// wrote, and what to do when another window got there first.
#[derive(Clone)]
pub struct SaveSync {
    pub id: Rc<str>,
    /// The stored revision this window has seen (read or written).
    pub seen: Rc<Cell<u64>>,
    /// Set when another window deleted the save: nothing is written then,
    /// so a deleted game is never brought back without the player asking.
    pub deleted: UseStateHandle<bool>,
    pub error: UseStateHandle<Option<String>>,
    /// What changed elsewhere, in one line.
    pub notice: UseStateHandle<Option<&'static str>>,
    /// Puts a newer game on screen.
    pub replace: Callback<Rc<dyn Live>>,
}

impl SaveSync {
    /// Writes the game on screen as the next revision; true when it is stored.
    pub fn save(&self, live: &dyn Live) -> bool {
        if *self.deleted {
            return false;
        }
        match store::update(&live.to_save(browser::timestamp()), self.seen.get()) {
            Ok(revision) => {
                self.seen.set(revision);
                // A finished game adds its line to the table's history
                // (again after a later save of it, which replaces the line).
                if let Some(entry) = live.history_entry(browser::timestamp()) {
                    let _ = history_store::record(entry);
                }
                if self.error.is_some() {
                    self.error.set(None);
                }
                true
            }
            Err(StoreError::Conflict(Conflict::MovedOn(newer))) => {
                self.follow(&newer);
                false
            }
            Err(StoreError::Conflict(Conflict::Deleted)) => {
                self.gone();
                false
            }
            Err(e) => {
                self.error.set(Some(save_failed(&e)));
                false
            }
        }
    }

    /// Stores the game on screen again after another window deleted it.
    pub fn save_again(&self, live: &dyn Live) {
        let kept = store::create(&live.to_save(browser::timestamp()));
        if kept.id() == &*self.id {
            // Stored again (or kept in this tab, which the screen then says).
            self.seen.set(1);
            self.deleted.set(false);
            self.notice.set(None);
        } else {
            // Another window took its name meanwhile: it is a new entry, which
            // the Continue list has; this screen is no longer it.
            self.error.set(Some("Saved as a new game: open it from the Continue list.".into()));
        }
    }

    /// Another window changed the stored save: follow it when it is newer.
    fn check(&self) {
        match store::load(&self.id) {
            Ok(save) if save.revision > self.seen.get() => self.follow(&save),
            Err(LoadError::Missing) if !*self.deleted => self.gone(),
            _ => {}
        }
    }

    fn follow(&self, newer: &SaveFile) {
        match dispatch::open(newer) {
            Ok(live) => {
                self.seen.set(newer.revision);
                self.replace.emit(live);
                self.notice.set(Some(MOVED_ON));
            }
            Err(why) => self.error.set(Some(format!(
                "This game was changed in another window and that version cannot be opened ({why}). It is kept as stored; this screen is not saved."
            ))),
        }
    }

    fn gone(&self) {
        self.deleted.set(true);
        self.notice.set(Some(DELETED));
    }
}

/// The play screen's [`SaveSync`], starting from the revision `live` was opened at.
#[hook]
pub fn use_save_sync(live: &Rc<dyn Live>, error: &UseStateHandle<Option<String>>, replace: Callback<Rc<dyn Live>>) -> SaveSync {
    let opened = live.opened_revision();
    let seen = use_memo((), move |_| Cell::new(opened));
    let deleted = use_state(|| false);
    let notice = use_state(|| None);
    SaveSync { id: live.save_id().into(), seen, deleted, error: error.clone(), notice, replace }
}

/// Saves whenever the game changes (never on merely opening it), and
/// follows other windows' writes to the same save as they happen.
#[hook]
pub fn use_autosave(live: &Rc<dyn Live>, generation: u32, sync: &SaveSync) {
    let revision = live.revision();
    use_effect_with((generation, revision), {
        let (live, sync) = (live.clone(), sync.clone());
        move |(_, revision)| {
            if *revision > 0 {
                sync.save(&*live);
            }
        }
    });
    // The listener reads `sync` through a cell, so it always has the latest handles.
    let latest = use_mut_ref(|| sync.clone());
    *latest.borrow_mut() = sync.clone();
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| EventListener::new(&w, "storage", move |_| RefCell::borrow(&latest).check()));
        move || drop(listener)
    });
}

/// Starts `bot` thinking whenever the position changes; a newer position
/// (an undo, a restart, another window's moves, leaving the screen) stops
/// the old search.
#[hook]
pub fn use_bots(live: &Rc<dyn Live>, generation: u32, bot: Option<Seat>, pace: Rc<Cell<u32>>, play: &Callback<Step>) {
    let (live, play) = (live.clone(), play.clone());
    let revision = live.revision();
    use_effect_with((generation, revision, bot), move |(_, _, bot)| {
        let turn = bot.and_then(|seat| live.think(seat, pace, play));
        move || drop(turn)
    });
}

/// The bots' speed as chosen (remembered from game to game), the pause the
/// bot at work reads once it has found its move, and how to change both: a
/// bot already thinking takes the new pause without starting over.
#[hook]
pub fn use_bot_speed() -> (BotSpeed, Rc<Cell<u32>>, Callback<BotSpeed>) {
    let speed = use_state(BotSpeed::remembered);
    let pace = use_memo((), |_| Cell::new(BotSpeed::remembered().pace_ms()));
    let on_speed = {
        let (speed, pace) = (speed.clone(), pace.clone());
        Callback::from(move |value: BotSpeed| {
            pace.set(value.pace_ms());
            store::set_bot_speed(value.value());
            speed.set(value);
        })
    };
    (*speed, pace, on_speed)
}

/// The hint being worked out, with the revision it was asked at. A new
/// position (a move, the hint itself arriving, hints turned off) stops a hint
/// still being worked out: it was for the old one.
#[hook]
pub fn use_hint_request(generation: u32, revision: u64) -> UseStateHandle<Option<(u64, Rc<BotTurn>)>> {
    let asking = use_state(|| None::<(u64, Rc<BotTurn>)>);
    use_effect_with((generation, revision), {
        let asking = asking.clone();
        move |_| {
            if asking.is_some() {
                asking.set(None);
            }
        }
    });
    asking
}

/// The curtain's button takes the focus whenever the curtain goes up for
/// someone, so Enter or Space lifts it; before it, the last look's button
/// (`ready` is whichever is on screen).
#[hook]
pub fn use_ready_focus(ready: &NodeRef, curtain_for: Option<Seat>, last_look: Option<Seat>) {
    use_effect_with((curtain_for, last_look), {
        let ready = ready.clone();
        move |_| browser::focus(&ready)
    });
}
