//! The play screen's two side effects: saving after every change, and
//! starting the bot whose turn it is.

use crate::engine::Seat;
use crate::kit::browser;
use crate::ui::live::{Live, Step};
use crate::ui::store::{self, StoreError};
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// What the player reads when a save fails.
pub fn save_failed(e: &StoreError) -> String {
    match e {
        StoreError::Full => "Could not save: the browser's storage is full. Your last good save is kept.".to_string(),
        other => format!("Could not save: {other}. Your last good save is kept."),
    }
}

/// Saves whenever the game changes (never on merely opening it).
#[hook]
pub fn use_autosave(live: &Rc<dyn Live>, save_error: &UseStateHandle<Option<String>>) {
    let (live, error) = (live.clone(), save_error.clone());
    let revision = live.revision();
    use_effect_with(revision, move |revision| {
        if *revision > 0 {
            match store::write(&live.to_save(browser::timestamp())) {
                Ok(()) if error.is_some() => error.set(None),
                Ok(()) => {}
                Err(e) => error.set(Some(save_failed(&e))),
            }
        }
    });
}

/// Starts `bot` thinking whenever the position changes; a newer position
/// (an undo, a restart, leaving the screen) stops the old search.
#[hook]
pub fn use_bots(live: &Rc<dyn Live>, bot: Option<Seat>, pace: Rc<Cell<u32>>, play: &Callback<Step>) {
    let (live, play) = (live.clone(), play.clone());
    let revision = live.revision();
    use_effect_with((revision, bot), move |(_, bot)| {
        let turn = bot.and_then(|seat| live.think(seat, pace, play));
        move || drop(turn)
    });
}
