//! Each game's code (and stylesheet, `game_styles`) arrives when the game is
//! first opened.
//!
//! The release build splits the wasm (scripts/split/, docs/platform.md "The
//! split"): every function reached only through one game's loader below
//! goes into that game's chunk, fetched the first time the loader runs.
//! What the home, new-game and saves screens call directly (names, covers,
//! the new-game options) stays in the main module.
//!
//! A game's screens therefore go through [`GameEntry`], a table of plain
//! functions built once per game by [`entry_of`], and are drawn inside
//! [`GameCode`], which waits for the chunk. Nothing here names a game: the
//! loaders come from the registry's list (`for_each_game!`), so a new game
//! gets its own chunk without a line here.

use super::game_styles::load_game_styles;
use super::live::{self, Live};
#[cfg(feature = "bench-route")]
use super::screens::bench::BenchBot;
use super::screens::new_game::{start_game, StartFn};
use super::screens::review::Review;
use crate::engine::Viewer;
use crate::games::GameId;
use crate::kit::game_ui::GameUi;
use crate::kit::parts::Button;
use crate::saves::SaveFile;
use crate::table::session::Session;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_split_helpers::SplitLoaderError;
use yew::prelude::*;

/// One game's screens and checks, as plain functions into its chunk.
pub struct GameEntry {
    /// Starts a game from the new-game screen's choices; the new save's id.
    pub start: StartFn,
    /// Replays a save into a live game for the play screen, or says why not.
    pub open: fn(&SaveFile) -> Result<Rc<dyn Live>, String>,
    /// The review of a finished game (`shared`: opened from a link).
    pub review: fn(Rc<SaveFile>, bool) -> Html,
    /// The review of a game in progress, as `viewer` saw it.
    pub review_so_far: fn(Rc<SaveFile>, Viewer, Callback<()>) -> Html,
    /// The rules page's own part: text and figures drawn by the board.
    pub how_to_play: fn() -> Html,
    /// Opens a save as its game would, without showing it.
    pub check_save: fn(&SaveFile) -> Result<(), String>,
    #[cfg(feature = "bench-route")]
    pub bench_bot: fn() -> Html,
}

fn review_of<G: GameUi>(save: Rc<SaveFile>, shared: bool) -> Html {
    html! { <Review<G> {save} {shared} /> }
}

fn review_so_far_of<G: GameUi>(save: Rc<SaveFile>, viewer: Viewer, on_back: Callback<()>) -> Html {
    html! { <Review<G> {save} so_far={Some((viewer, on_back))} /> }
}

fn check_save_of<G: GameUi>(save: &SaveFile) -> Result<(), String> {
    Session::<G>::open(save).map(|_| ())
}

#[cfg(feature = "bench-route")]
fn bench_bot_of<G: GameUi>() -> Html {
    html! { <BenchBot<G> /> }
}

/// `G`'s table, a constant: only its loader names it, so all it reaches
/// lands in `G`'s chunk.
fn entry_of<G: GameUi>() -> &'static GameEntry {
    &const {
        GameEntry {
            start: start_game::<G>,
            open: live::open::<G>,
            review: review_of::<G>,
            review_so_far: review_so_far_of::<G>,
            how_to_play: G::how_to_play,
            check_save: check_save_of::<G>,
            #[cfg(feature = "bench-route")]
            bench_bot: bench_bot_of::<G>,
        }
    }
}

/// One `#[wasm_split]` loader per game, named for its folder (and so its
/// chunk), and `fetch`, which picks the loader by id. `fallible`: a chunk
/// that cannot be fetched is an `Err` to show, never a panic, which would
/// stop the whole app.
macro_rules! loaders {
    (() $($feature:literal => $folder:ident::$Game:ident,)*) => {
        mod loaders {
            use super::GameEntry;
            use wasm_split_helpers::SplitLoaderError;
            $(
                #[cfg(feature = $feature)]
                #[wasm_split_helpers::wasm_split($folder, fallible)]
                pub fn $folder() -> Result<&'static GameEntry, SplitLoaderError> {
                    Ok(super::entry_of::<crate::games::$folder::$Game>())
                }
            )*
        }

        async fn fetch(game: GameId) -> Result<&'static GameEntry, SplitLoaderError> {
            match game {
                $(
                    #[cfg(feature = $feature)]
                    GameId::$Game => loaders::$folder().await,
                )*
            }
        }
    };
}
crate::games::for_each_game!(loaders!());

thread_local! {
    /// The games whose chunk has arrived, so screens can draw at once.
    static LOADED: RefCell<Vec<(GameId, &'static GameEntry)>> = const { RefCell::new(Vec::new()) };
}

/// `game`'s table if its chunk is here already.
pub fn loaded(game: GameId) -> Option<&'static GameEntry> {
    LOADED.with(|l| l.borrow().iter().find(|(g, _)| *g == game).map(|(_, e)| *e))
}

/// Fetches `game`'s chunk and its stylesheet side by side (each once; a
/// failed fetch is tried again next time). The game counts as here only when
/// both are, so no board is ever drawn without its look.
pub async fn load(game: GameId) -> Result<&'static GameEntry, String> {
    if let Some(entry) = loaded(game) {
        return Ok(entry);
    }
    let code = async { fetch(game).await.map_err(|_| format!("the code of {} could not be downloaded", game.name())) };
    let (entry, styles) = futures_util::future::join(code, load_game_styles(game)).await;
    let entry = entry?;
    styles?;
    // Two screens may have waited for the same game side by side: listed once.
    LOADED.with(|l| {
        let mut l = l.borrow_mut();
        if !l.iter().any(|(g, _)| *g == game) {
            l.push((game, entry));
        }
    });
    Ok(entry)
}

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

/// Loads `game`'s chunk for the component that calls it; `retry` starts again after a failure.
#[hook]
pub fn use_game_code(game: GameId) -> (Loading, Callback<()>) {
    // What the last fetch for a game said, and which game has been waiting
    // past SLOW_MS: both name the game, as one screen can switch games (one
    // rules page to another) and must not take the last one's answer.
    let outcome = use_state(|| None::<(GameId, Result<(), String>)>);
    let slow = use_state(|| None::<GameId>);
    let attempt = use_state(|| 0_u32);
    {
        let (outcome, slow) = (outcome.clone(), slow.clone());
        use_effect_with((game, *attempt), move |_| {
            let mut timer = None;
            if loaded(game).is_none() {
                timer = Some(Timeout::new(SLOW_MS, move || slow.set(Some(game))));
                wasm_bindgen_futures::spawn_local(async move { outcome.set(Some((game, load(game).await.map(|_| ())))) });
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
        _ if loaded(game).is_some() => Loading::Ready,
        Some((g, Err(why))) if *g == game => Loading::Failed(why.clone()),
        _ => Loading::Waiting { slow: *slow == Some(game) },
    };
    (loading, retry)
}

#[derive(Properties, PartialEq)]
pub struct GameCodeProps {
    pub game: GameId,
    /// Drawn once the chunk is here; until then they are not even built.
    pub children: Html,
}

/// Draws its children once `game`'s chunk has arrived: nothing for the first
/// [`SLOW_MS`], then a loading line, or why it failed with a way to retry.
#[component]
pub fn GameCode(props: &GameCodeProps) -> Html {
    let game = props.game;
    let (loading, retry) = use_game_code(game);
    match loading {
        Loading::Ready => props.children.clone(),
        Loading::Waiting { slow: false } => html! {},
        Loading::Waiting { slow: true } => html! {
            <main class="page game-loading" data-testid="game-loading">
                <p role="status">{ format!("Loading {}…", game.name()) }</p>
            </main>
        },
        Loading::Failed(why) => html! {
            <main class="page" data-testid="game-load-error">
                <h1>{ format!("{} could not be opened", game.name()) }</h1>
                <p class="problem-reason">{ format!("It could not be opened because {why}.") }</p>
                <p>{ "Your saved games are safe. If you are offline, connect and try again; if a new version of Endgames has come out, reload the page." }</p>
                <div class="form-actions">
                    <Button class="primary" label="Try again" on_press={retry} />
                    <Button label="Reload the page" on_press={Callback::from(|()| reload())} />
                </div>
            </main>
        },
    }
}

fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}
