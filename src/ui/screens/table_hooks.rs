//! The play screen's two side effects: saving after every change, and
//! starting the bot whose turn it is.

use crate::engine::{GameRng, Seat, Viewer};
use crate::saves::Controller;
use crate::ui::bot_runner::{think_paced, BotTurn};
use crate::ui::browser;
use crate::ui::game_ui::GameUi;
use crate::ui::session::{Session, SessionAction};
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

/// Saves whenever the session changes (never on merely opening it).
#[hook]
pub fn use_autosave<G: GameUi>(session: &UseReducerHandle<Session<G>>, save_error: &UseStateHandle<Option<String>>) {
    let (s, error) = (session.clone(), save_error.clone());
    use_effect_with(session.revision, move |revision| {
        if *revision > 0 {
            match store::write(&s.to_save(browser::now_ms())) {
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
pub fn use_bots<G: GameUi>(session: &UseReducerHandle<Session<G>>, bot: Option<Seat>, pace: Rc<Cell<u32>>) {
    let s = session.clone();
    use_effect_with((session.revision, bot), move |(_, bot)| {
        let turn = bot.and_then(|seat| start_bot(&s, seat, pace));
        move || drop(turn)
    });
}

fn start_bot<G: GameUi>(session: &UseReducerHandle<Session<G>>, seat: Seat, pace: Rc<Cell<u32>>) -> Option<BotTurn> {
    let Controller::Bot(level) = session.seats.get(seat.index())?.controller else { return None };
    if session.game.to_act().is_over() {
        return None;
    }
    let legal = session.game.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    // The bot sees only what its seat may see.
    let view = session.game.view(Viewer::Seat(seat));
    let at = session.record.actions.len();
    let dispatcher = session.dispatcher();
    Some(think_paced::<G>(view, seat, level, browser::fresh_seed(), pace, move |choice, _| {
        // The search samples what the bot cannot see; should its choice not
        // be legal in the real game, it plays a random legal move rather
        // than stall the table.
        let action = match choice {
            Some(a) if legal.contains(&a) => a,
            _ => {
                let mut rng = GameRng::from_seed(browser::fresh_seed());
                legal[rng.below(legal.len())].clone()
            }
        };
        dispatcher.dispatch(SessionAction::Play { seat, action, at });
    }))
}
