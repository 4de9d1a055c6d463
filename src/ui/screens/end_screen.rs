//! The end of a game: who won in one line (`table::headline`), the game's
//! own detail (scores, tiebreaks, tiers), and what next: a rematch, home, or
//! the file.

use crate::engine::Outcome;
use crate::games::GameId;
use crate::kit::parts::Button;
use crate::ui::components::chart::ChartData;
use crate::ui::components::dialogs::Overlay;
use crate::ui::game_code::{loaded_end, use_focus_when_ready, use_game_code, Loading, Part};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndProps {
    pub game: GameId,
    /// The game's own detail (`GameUi::result`): scores, tiebreaks, tiers.
    pub detail: Html,
    pub outcome: Outcome,
    pub headline: AttrValue,
    /// "Ana took 2 hints.", one line per seat that took any.
    #[prop_or_default]
    pub hints: Vec<String>,
    /// The running score or health by round, built by the play screen from
    /// the record, when the game keeps one.
    #[prop_or_default]
    pub chart: Option<Rc<ChartData>>,
    /// Starts the rematch: whether it did (it may fail to be stored).
    pub on_rematch: Callback<(), bool>,
    pub on_home: Callback<()>,
    pub on_review: Callback<()>,
    pub on_share: Callback<()>,
    pub on_export: Callback<()>,
    /// Hides the results to look at the final board.
    pub on_close: Callback<()>,
}

/// Not generic, so every game shares one copy of it in the download.
#[component]
pub fn EndScreen(props: &EndProps) -> Html {
    // Set once a rematch has started: the screen stays a moment, until the
    // route's change replaces it, and the second click of a double click
    // landing meanwhile started a second rematch.
    let rematching = use_mut_ref(|| false);
    let rematch = {
        let on_rematch = props.on_rematch.clone();
        Callback::from(move |()| {
            if !rematching.replace(true) {
                let started = on_rematch.emit(());
                *rematching.borrow_mut() = started;
            }
        })
    };
    html! {
        <Overlay title="Game over" testid="end-screen" close_label="See the board" on_close={props.on_close.clone()} back_closes=false>
            <p class="headline" data-testid="headline">{ props.headline.clone() }</p>
            if !props.hints.is_empty() {
                <ul class="hints-taken" data-testid="hints-taken">
                    { for props.hints.iter().map(|line| html! { <li>{ line }</li> }) }
                </ul>
            }
            // The actions come before the detail, so they are in view
            // however long a game's score table is.
            <div class="end-actions">
                <Button class="primary" testid="rematch" label="Rematch" on_press={rematch} />
                <Button testid="end-review" label="Review" on_press={props.on_review.clone()} />
                <Button testid="end-share" label="Share" on_press={props.on_share.clone()} />
                <Button testid="end-home" label="Home" on_press={props.on_home.clone()} />
                <Button testid="end-export" label="Export" on_press={props.on_export.clone()} />
            </div>
            <div class="result-detail">
                { props.detail.clone() }
                if let Some(data) = &props.chart {
                    <EndChart game={props.game} data={data.clone()} />
                }
            </div>
        </Overlay>
    }
}

#[derive(Properties, PartialEq)]
struct EndChartProps {
    game: GameId,
    data: Rc<ChartData>,
}

/// The chart, from the finished game's chunk (`ui::end_parts`): an empty
/// box for the first 100 ms, then a loading line; if it cannot come, why,
/// with Try again, while the scores above it stay. The box waiting is marked
/// (`chart-waiting`) so the browser tests measure the screen with its chart.
#[component]
fn EndChart(props: &EndChartProps) -> Html {
    let (loading, retry) = use_game_code(props.game, Part::End);
    // After a Try again the focus goes to the chart (`use_focus_when_ready`).
    let drawn = use_focus_when_ready(loading == Loading::Ready);
    match (loading, loaded_end()) {
        (Loading::Ready, Some(end)) => html! { <div tabindex="-1" ref={drawn}>{ (end.chart)(props.data.clone()) }</div> },
        (Loading::Waiting { slow }, _) => html! {
            <div data-testid="chart-waiting">
                if slow {
                    <p class="figure-loading" role="status">{ "Loading the chart…" }</p>
                }
            </div>
        },
        (Loading::Failed(why), _) => html! {
            <div class="figure-missing" data-testid="chart-missing">
                <p>{ format!("The chart could not be loaded because {why}. The results above are whole; connect and try again.") }</p>
                <Button label="Try again" on_press={retry} />
            </div>
        },
        // Ready, yet not here: `use_game_code` says Ready only once it is.
        (Loading::Ready, None) => Html::default(),
    }
}
