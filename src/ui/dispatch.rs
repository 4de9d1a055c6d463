//! The one place that names each game: from a `GameId` to its screens.
//! Adding a game means one arm in each function here.

use super::live::{self, Live};
#[cfg(feature = "bench-route")]
use super::screens::bench::BenchBot;
use super::screens::new_game::{steps_of, NewGame};
use super::screens::rules::rules_page;
use crate::games::extinction_point::ExtinctionPoint;
use crate::games::extraczon::ExtracZon;
use crate::games::GameId;
use crate::kit::game_ui::GameUi;
use crate::saves::SaveFile;
use crate::table::session::Session;
use std::rc::Rc;
use yew::prelude::*;

pub fn cover(game: GameId) -> Html {
    match game {
        GameId::ExtracZon => ExtracZon::cover(),
        GameId::ExtinctionPoint => ExtinctionPoint::cover(),
    }
}

pub fn new_game(game: GameId) -> Html {
    let (options, start) = match game {
        GameId::ExtracZon => steps_of::<ExtracZon>(),
        GameId::ExtinctionPoint => steps_of::<ExtinctionPoint>(),
    };
    html! { <NewGame {game} {options} {start} /> }
}

pub fn rules(game: GameId) -> Html {
    let how_to_play = match game {
        GameId::ExtracZon => ExtracZon::how_to_play(),
        GameId::ExtinctionPoint => ExtinctionPoint::how_to_play(),
    };
    rules_page(game, how_to_play)
}

/// Replays the save's record into a live game for the play screen, or says why not.
pub fn open(save: &SaveFile) -> Result<Rc<dyn Live>, String> {
    match save.game {
        GameId::ExtracZon => live::open::<ExtracZon>(save),
        GameId::ExtinctionPoint => live::open::<ExtinctionPoint>(save),
    }
}

/// Opens a save as its game would (replaying the record) without showing it.
pub fn check_save(save: &SaveFile) -> Result<(), String> {
    match save.game {
        GameId::ExtracZon => Session::<ExtracZon>::open(save).map(|_| ()),
        GameId::ExtinctionPoint => Session::<ExtinctionPoint>::open(save).map(|_| ()),
    }
}

/// `#/bench/bot/<game>` times that game's bot (only in a
/// `--features bench-route` build, which `make bench` makes).
#[cfg(feature = "bench-route")]
pub fn bench_bot(game: GameId) -> Html {
    match game {
        GameId::ExtracZon => html! { <BenchBot<ExtracZon> /> },
        GameId::ExtinctionPoint => html! { <BenchBot<ExtinctionPoint> /> },
    }
}
