//! What only a finished game shows, in a chunk of its own: the end screen's
//! chart and the share link's compression.
//!
//! Opening a game fetches everything playing it needs (`game_code`); these
//! two wait until a game is over, so the first game opened does not download
//! them (docs/platform.md, "The split"). They are the same for every game, so
//! one split point serves all five. The review draws the same chart from its
//! pages' chunk; the build puts the chart in a chunk that both load.
//!
//! By the time a game ends the offline worker has usually stored the chunk,
//! so the chart and the link come at once; online without it they wait for a
//! small download, and the end screen's words and buttons do not wait.

use crate::saves::SaveFile;
use crate::ui::components::chart::{Chart, ChartData};
use crate::ui::components::share::ShareLink;
use std::rc::Rc;
use wasm_split_helpers::SplitLoaderError;
use yew::prelude::*;

/// The finished game's parts, as plain functions into their chunk.
pub struct EndParts {
    /// The running score, health or population by round, on the end screen.
    pub chart: fn(Rc<ChartData>) -> Html,
    /// The share dialog's link to the finished game's review, with its Copy
    /// button (or why there is no link).
    pub share: fn(Rc<SaveFile>) -> Html,
}

fn chart_of(data: Rc<ChartData>) -> Html {
    html! { <Chart {data} /> }
}

fn share_of(save: Rc<SaveFile>) -> Html {
    html! { <ShareLink {save} /> }
}

/// The one function that names the table: all it reaches, and nothing else
/// reaches, lands in the chunk. `fallible`: a chunk that cannot be fetched is
/// an `Err` to show, never a panic.
#[wasm_split_helpers::wasm_split(end_of_game, fallible)]
pub fn end_of_game() -> Result<&'static EndParts, SplitLoaderError> {
    Ok(&const { EndParts { chart: chart_of, share: share_of } })
}
