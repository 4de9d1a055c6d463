//! From a `GameId` to that game's screens. No game is named here: each
//! function is written once for any game `G`, and `with_game!` picks `G` from
//! the registry's list (src/games/mod.rs), so a new game needs nothing here.

use super::live::{self, Live};
#[cfg(feature = "bench-route")]
use super::screens::bench::BenchBot;
use super::screens::new_game::{steps_of, NewGame};
use super::screens::review::Review;
use super::screens::rules::rules_page;
use crate::games::{with_game, GameId};
use crate::kit::game_ui::GameUi;
use crate::saves::SaveFile;
use crate::table::session::Session;
use std::rc::Rc;
use yew::prelude::*;

pub fn cover(game: GameId) -> Html {
    with_game!(game, G => G::cover())
}

pub fn new_game(game: GameId) -> Html {
    let (options, start) = with_game!(game, G => steps_of::<G>());
    html! { <NewGame {game} {options} {start} /> }
}

pub fn rules(game: GameId) -> Html {
    rules_page(game, with_game!(game, G => G::how_to_play()))
}

/// Replays the save's record into a live game for the play screen, or says why not.
pub fn open(save: &SaveFile) -> Result<Rc<dyn Live>, String> {
    with_game!(save.game, G => live::open::<G>(save))
}

/// The review of a finished game (`screens::review`).
pub fn review(save: Rc<SaveFile>, shared: bool) -> Html {
    with_game!(save.game, G => html! { <Review<G> {save} {shared} /> })
}

/// The review of a game in progress, seen only as `viewer` (whoever holds
/// the tablet now) saw each position; `on_back` returns to play.
pub fn review_so_far(save: Rc<SaveFile>, viewer: crate::engine::Viewer, on_back: Callback<()>) -> Html {
    with_game!(save.game, G => html! { <Review<G> {save} so_far={Some((viewer, on_back))} /> })
}

/// Opens a save as its game would (replaying the record) without showing it.
pub fn check_save(save: &SaveFile) -> Result<(), String> {
    with_game!(save.game, G => Session::<G>::open(save).map(|_| ()))
}

/// `#/bench/bot/<game>` times that game's bot (only in a
/// `--features bench-route` build, which `make bench` makes).
#[cfg(feature = "bench-route")]
pub fn bench_bot(game: GameId) -> Html {
    with_game!(game, G => html! { <BenchBot<G> /> })
}
