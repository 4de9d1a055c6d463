//! From a `GameId` to that game's screens. No game is named here: what every
//! screen needs (names, covers, new-game options) is reached with
//! `with_game!` and stays in the main module; the rest goes through the
//! game's chunk (`game_code`), drawn inside `GameCode`, which waits for it.

use super::game_code::{loaded, GameCode, GameEntry};
use super::live::Live;
use super::screens::new_game::NewGame;
use super::screens::rules::rules_page;
use crate::engine::Viewer;
use crate::games::{with_game, GameId};
use crate::kit::game_ui::GameUi;
use crate::saves::SaveFile;
use std::rc::Rc;
use yew::prelude::*;

pub fn cover(game: GameId) -> Html {
    with_game!(game, G => G::cover())
}

/// The new-game screen draws at once with the game's options; only its Start
/// needs the chunk, which it fetches meanwhile (`NewGame`).
pub fn new_game(game: GameId) -> Html {
    let options = with_game!(game, G => G::options);
    html! { <NewGame {game} {options} /> }
}

pub fn rules(game: GameId) -> Html {
    html! { <GameCode {game}><Rules {game} /></GameCode> }
}

#[derive(Properties, PartialEq)]
struct GameProps {
    game: GameId,
}

#[component]
fn Rules(props: &GameProps) -> Html {
    rules_page(props.game, with_entry(props.game, |e| (e.how_to_play)()))
}

/// `game`'s table, or why not: only asked inside `GameCode`, so the chunk is here.
fn entry(game: GameId) -> Result<&'static GameEntry, String> {
    loaded(game).ok_or_else(|| format!("the code of {} has not been downloaded yet", game.name()))
}

fn with_entry(game: GameId, draw: impl FnOnce(&'static GameEntry) -> Html) -> Html {
    match entry(game) {
        Ok(e) => draw(e),
        Err(why) => html! { <p role="alert">{ why }</p> },
    }
}

/// Replays the save's record into a live game for the play screen, or says
/// why not. Called inside `GameCode` for the save's game.
pub fn open(save: &SaveFile) -> Result<Rc<dyn Live>, String> {
    (entry(save.game)?.open)(save)
}

/// The review of a finished game (`screens::review`), once its chunk is here.
pub fn review(save: Rc<SaveFile>, shared: bool) -> Html {
    let game = save.game;
    html! { <GameCode {game}><ReviewOf {save} {shared} /></GameCode> }
}

#[derive(Properties)]
struct ReviewOfProps {
    save: Rc<SaveFile>,
    shared: bool,
}

impl PartialEq for ReviewOfProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.save, &other.save) && self.shared == other.shared
    }
}

#[component]
fn ReviewOf(props: &ReviewOfProps) -> Html {
    with_entry(props.save.game, |e| (e.review)(props.save.clone(), props.shared))
}

/// The review of a game in progress, seen only as `viewer` (whoever holds
/// the tablet now) saw each position; `on_back` returns to play. The play
/// screen is open, so the game's chunk is here.
pub fn review_so_far(save: Rc<SaveFile>, viewer: Viewer, on_back: Callback<()>) -> Html {
    with_entry(save.game, |e| (e.review_so_far)(save.clone(), viewer, on_back))
}

/// Opens a save as its game would (replaying the record) without showing
/// it; `None` when its game's chunk has not arrived (`game_code::load` it).
pub fn check_save(save: &SaveFile) -> Option<Result<(), String>> {
    loaded(save.game).map(|e| (e.check_save)(save))
}

/// `#/bench/bot/<game>` times that game's bot (only in a
/// `--features bench-route` build, which `make bench` makes).
#[cfg(feature = "bench-route")]
pub fn bench_bot(game: GameId) -> Html {
    html! { <GameCode {game}><BenchBot {game} /></GameCode> }
}

#[cfg(feature = "bench-route")]
#[component]
fn BenchBot(props: &GameProps) -> Html {
    with_entry(props.game, |e| (e.bench_bot)())
}
