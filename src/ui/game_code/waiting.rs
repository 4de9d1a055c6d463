//! How a screen waits for a chunk: blank for a moment, then a loading
//! line, or why it failed with Try again; and where the focus goes once
//! what it waited for is drawn.

use super::{arrived, load_part, Part};
use crate::games::GameId;
use crate::kit::browser::{focus_back, focus_fallen};
use crate::kit::parts::Button;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// Where a game's chunk stands for a screen that needs it.
#[derive(Clone, PartialEq)]
pub enum Loading {
    Ready,
    /// Still on its way; `slow` once it has taken longer than [`SLOW_MS`].
    Waiting {
        slow: bool,
    },
    Failed(String),
}

/// How long a screen stays blank before it says it is loading: a chunk from
/// the offline cache arrives well within it, and a flash of text would be noise.
const SLOW_MS: u32 = 100;

/// Loads `game`'s `part` for the component that calls it; `retry` starts again after a failure.
#[hook]
pub fn use_game_code(game: GameId, part: Part) -> (Loading, Callback<()>) {
    // What the last fetch said, and which chunk has been waiting past
    // SLOW_MS: both name the game and part, as one screen can switch games
    // (one rules page to another) and must not take the last one's answer.
    let want = (game, part);
    let outcome = use_state(|| None::<((GameId, Part), Result<(), String>)>);
    let slow = use_state(|| None::<(GameId, Part)>);
    let attempt = use_state(|| 0_u32);
    {
        let (outcome, slow) = (outcome.clone(), slow.clone());
        use_effect_with((want, *attempt), move |_| {
            let mut timer = None;
            if !arrived(game, part) {
                timer = Some(Timeout::new(SLOW_MS, move || slow.set(Some(want))));
                wasm_bindgen_futures::spawn_local(async move { outcome.set(Some((want, load_part(game, part).await))) });
            }
            move || drop(timer)
        });
    }
    let retry = {
        let (outcome, attempt) = (outcome.clone(), attempt.clone());
        Callback::from(move |()| {
            outcome.set(None);
            attempt.set(*attempt + 1);
        })
    };
    let loading = match &*outcome {
        _ if arrived(game, part) => Loading::Ready,
        Some((w, Err(why))) if *w == want => Loading::Failed(why.clone()),
        _ => Loading::Waiting { slow: *slow == Some(want) },
    };
    (loading, retry)
}

/// The element to focus once `ready`, if the focus has fallen to the page
/// meanwhile: a Try again goes with the failure it answered, and the focus
/// with it, so Escape and Tab no longer reached the dialog or screen the
/// player was in. The caller puts the returned ref on what it draws instead.
#[hook]
pub fn use_focus_when_ready(ready: bool) -> NodeRef {
    let node = use_node_ref();
    use_effect_with(ready, {
        let node = node.clone();
        move |ready| {
            if let (true, true, Some(el)) = (*ready, focus_fallen(), node.cast::<web_sys::Element>()) {
                focus_back(&el);
            }
        }
    });
    node
}

#[derive(Properties, PartialEq)]
pub struct GameCodeProps {
    pub game: GameId,
    /// Which of the game's chunks its children need.
    #[prop_or_default]
    pub part: Part,
    /// Inside a dialog: the loading line and the failure are not a page of their own.
    #[prop_or_default]
    pub inline: bool,
    /// Drawn once the chunk is here; until then they are not even built.
    pub children: Html,
}

/// Draws its children once `game`'s chunk has arrived: nothing for the first
/// [`SLOW_MS`], then a loading line, or why it failed with a way to retry.
#[component]
pub fn GameCode(props: &GameCodeProps) -> Html {
    let game = props.game;
    let (loading, retry) = use_game_code(game, props.part);
    let (tag, page, heading) = if props.inline { ("div", "", "h2") } else { ("main", "page", "h1") };
    match loading {
        Loading::Ready => props.children.clone(),
        Loading::Waiting { slow: false } => html! {},
        Loading::Waiting { slow: true } => html! {
            <@{tag} class={classes!(page, "game-loading")} data-testid="game-loading">
                <p role="status">{ format!("Loading {}…", game.name()) }</p>
            </@>
        },
        Loading::Failed(why) => html! {
            <@{tag} class={page} data-testid="game-load-error">
                <@{heading}>{ what_failed(game, props.part) }</@>
                <p class="problem-reason">{ format!("It could not be opened because {why}.") }</p>
                <p>{ "Your saved games are safe. If you are offline, connect and try again; if a new version of Endgames has come out, reload the page." }</p>
                <div class="form-actions">
                    <Button class="primary" label="Try again" on_press={retry} />
                    <Button label="Reload the page" on_press={Callback::from(|()| reload())} />
                </div>
            </@>
        },
    }
}

/// The failure's headline: a rules dialog over a game in play must not say the game failed.
fn what_failed(game: GameId, part: Part) -> String {
    match part {
        Part::Play => format!("{} could not be opened", game.name()),
        Part::Pages => format!("The review of {} could not be opened", game.name()),
        Part::Rules => format!("The rules of {} could not be opened", game.name()),
        Part::End => "The chart and the share link could not be opened".to_string(),
    }
}

fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}
