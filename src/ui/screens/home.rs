//! The home page: one card per game, the saved games to continue, the saves
//! that could not be read, and importing a game from a file.

use super::history::RecentGames;
use super::import::ImportSection;
use super::saves_list::{PendingDelete, ProblemItem, SaveItem};
use crate::games::GameId;
use crate::kit::browser;
use crate::kit::parts::set_to;
use crate::ui::components::banner::{Banner, BannerKind};
use crate::ui::components::dialogs::{ConfirmDialog, ConfirmExport};
use crate::ui::dispatch;
use crate::ui::first_frame;
use crate::ui::game_code::load;
use crate::ui::routes::Route;
use crate::ui::store::{self, Listing};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

#[component]
pub fn Home() -> Html {
    let built = use_built_parts();
    // The parts in the order they are built: the heading and the columns'
    // frames, your saves, then each game's card.
    let saves_built = built > 1;
    let cards = built.saturating_sub(2);
    let (listing, refresh) = use_saves_listing(saves_built);
    let notice = use_state(|| None::<(BannerKind, String)>);
    let pending = use_state(|| None::<PendingDelete>);
    // A game in progress waiting for its export to be confirmed: (key, stem).
    let pending_export = use_state(|| None::<(String, String)>);
    if built == 0 {
        // Mounted, in the task that started the app: the parts follow.
        return html! { <main class="page home building" data-testid="home"></main> };
    }
    let unstored = store::unavailable();
    // Your own games lead once there are any; until then the games come
    // first, as the page painted before the app shows them.
    let (saves_first, saves_after) = match &*listing {
        Some(checked) if checked.any() => (Some(checked), None),
        checked => (None, checked.as_ref()),
    };
    let lists = SaveCallbacks::new(&notice, &pending, &pending_export);
    html! {
        <main class={classes!("page", "home", (built < PARTS).then_some("building"))} data-testid="home">
            <header class="home-head">
                <h1>{ "Endgames" }</h1>
                <p class="muted">{ "Board games about the end of the world, for one table: pass the tablet around or play against bots." }</p>
            </header>
            if let Some(why) = unstored {
                <Banner kind={BannerKind::Error} testid="storage-refused"
                    text={format!("This browser will not let Endgames store anything ({why}). You can still play: each game lasts as long as this tab, so export one to keep it.")} />
            }
            if let Some((kind, text)) = &*notice {
                <Banner kind={*kind} text={text.clone()} testid="banner" on_close={set_to(&notice, None)} />
            }
            <div class="home-columns">
                if let Some(checked) = saves_first {
                    <div class="home-saves home-saves-first">
                        { saved_games(checked, &lists) }
                        <RecentGames />
                    </div>
                }
                <section class="home-games" aria-labelledby="games-title">
                    <h2 id="games-title">{ "Games" }</h2>
                    <ul class="game-cards">{ for GameId::ALL.into_iter().take(cards).map(|game| html! { <GameCard key={game.slug()} {game} /> }) }</ul>
                </section>
                <div class="home-saves">
                    if let Some(checked) = saves_after {
                        { saved_games(checked, &lists) }
                        <RecentGames />
                    }
                    if saves_built {
                        <ImportSection on_imported={refresh.clone()} />
                    }
                </div>
            </div>
            if let Some(p) = &*pending {
                { delete_dialog(p, &pending, &notice, &refresh) }
            }
            if let Some((key, stem)) = &*pending_export {
                { export_dialog(key, stem, &pending_export, &lists.on_export) }
            }
        </main>
    }
}

/// The parts of the home built after it is mounted: the heading and the
/// columns' frames, the saves' column, then one card per game.
const PARTS: usize = 2 + GameId::ALL.len();

/// How many of the home's [`PARTS`] are built. On the app's first start,
/// while index.html's copy of the home is on screen, the app builds its own
/// behind it a part per task, then swaps it in whole: built in one go, the
/// page was one task of 60-180 ms on a desktop test machine and about four
/// times that on a slow phone, during which a tap waited (docs/platform.md,
/// "The first render"). Any later visit builds it at once.
#[hook]
fn use_built_parts() -> usize {
    let built = use_state(|| if first_frame::prerendered_home_shown() { 0 } else { PARTS });
    use_effect_with(*built, {
        let built = built.clone();
        move |&n| {
            let next = (n < PARTS).then(|| Timeout::new(0, move || built.set(n + 1)));
            if n == PARTS {
                first_frame::remove();
            }
            move || drop(next)
        }
    });
    *built
}

#[derive(Properties, PartialEq)]
struct GameCardProps {
    game: GameId,
}

/// A component, so that building the next card leaves the ones built alone.
#[component]
fn GameCard(props: &GameCardProps) -> Html {
    let game = props.game;
    let (min, max) = game.players();
    let players = match (min, max) {
        (1, 1) => "1 player".to_string(),
        (a, b) if a == b => format!("{a} players"),
        (a, b) => format!("{a}–{b} players"),
    };
    let slug = game.slug();
    html! {
        <li class="game-card">
            <div class="game-cover">{ dispatch::cover(game) }</div>
            <div class="game-card-body">
                <h3>{ game.name() }</h3>
                <p class="muted">{ players }</p>
                <p>{ game.pitch() }</p>
            </div>
            // Links, as in the prerendered home (src/bin/home_html.rs): a tap
            // there before the app has started still opens the screen.
            <div class="game-card-actions">
                <a class="button-link primary" href={Route::New(game).href()} data-testid={format!("new-game-{slug}")}>{ "New game" }</a>
                <a class="button-link" href={Route::Rules(game).href()} data-testid={format!("rules-{slug}")}>{ "How to play" }</a>
            </div>
        </li>
    }
}

/// The saves' list, checked, and how to read it again. It is read once its
/// part is built (`due`), again when another window saves, deletes or imports
/// a game, and again as each game with saves has its code here to check them.
#[hook]
fn use_saves_listing(due: bool) -> (UseStateHandle<Option<Checked>>, Callback<()>) {
    // The saves are read for their own part: on the app's first start that
    // is a task of its own, as a page's first read of the browser's storage
    // waits on the browser.
    let listing = use_state(|| due.then(checked_list));
    let refresh = {
        let listing = listing.clone();
        Callback::from(move |_: ()| listing.set(Some(checked_list())))
    };
    use_effect_with(due, {
        let (refresh, unread) = (refresh.clone(), listing.is_none());
        move |&due| {
            if due && unread {
                refresh.emit(());
            }
        }
    });
    // Another window saved, deleted or imported a game: the list follows.
    use_effect_with((), {
        let refresh = refresh.clone();
        move |_| {
            let listener = web_sys::window().map(|w| EventListener::new(&w, "storage", move |_| refresh.emit(())));
            move || drop(listener)
        }
    });
    // The games with saves not yet checked: their code comes after the first
    // paint, and the list is checked again as each arrives.
    let waiting = listing.as_ref().map(|c| c.waiting.clone()).unwrap_or_default();
    use_effect_with(waiting, {
        let refresh = refresh.clone();
        move |waiting: &Vec<GameId>| {
            for &game in waiting {
                let refresh = refresh.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    if load(game).await.is_ok() {
                        refresh.emit(());
                    }
                });
            }
        }
    });
    (listing, refresh)
}

/// The stored saves, each replayed once so a record that no longer plays is
/// flagged on this page, not only when opened. Replaying needs the game's
/// code: the page draws first, then fetches the chunks of the games that
/// have saves (`waiting`) and checks again.
#[derive(PartialEq)]
struct Checked {
    listing: Listing,
    /// Per save, in the same order: why it cannot be replayed, if it cannot.
    replay: Vec<Option<String>>,
    /// The games with saves whose code has not arrived, so not yet checked.
    waiting: Vec<GameId>,
    /// How full the browser's storage is: read with the list, since it
    /// reads every stored byte and changes only when the list does.
    usage: Option<store::Usage>,
}

impl Checked {
    /// Whether there is anything stored to list: saves, or saves that cannot be read.
    fn any(&self) -> bool {
        !self.listing.saves.is_empty() || !self.listing.problems.is_empty()
    }
}

fn checked_list() -> Checked {
    let listing = store::list();
    let checks: Vec<_> = listing.saves.iter().map(dispatch::check_save).collect();
    let replay = checks.iter().map(|c| c.clone().and_then(Result::err)).collect();
    let mut waiting: Vec<GameId> = listing.saves.iter().zip(&checks).filter(|(_, c)| c.is_none()).map(|(s, _)| s.game).collect();
    waiting.sort_by_key(|g| g.slug());
    waiting.dedup();
    Checked { listing, replay, waiting, usage: store::usage() }
}

/// What a row of the saves' lists can ask of the home.
struct SaveCallbacks {
    /// (storage key, file name stem): download it now.
    on_export: Callback<(String, String)>,
    /// The same, once the person has confirmed (a game in progress).
    ask_export: Callback<(String, String)>,
    ask_delete: Callback<PendingDelete>,
}

impl SaveCallbacks {
    /// An export's failure goes to the page's `notice`; a delete, and the
    /// export of a game in progress, wait for the person's yes in a dialog.
    fn new(
        notice: &UseStateHandle<Option<(BannerKind, String)>>,
        pending: &UseStateHandle<Option<PendingDelete>>,
        pending_export: &UseStateHandle<Option<(String, String)>>,
    ) -> SaveCallbacks {
        let notice = notice.clone();
        SaveCallbacks {
            on_export: Callback::from(move |(key, stem): (String, String)| export(&key, &stem, &notice)),
            ask_export: set_to_some(pending_export),
            ask_delete: set_to_some(pending),
        }
    }
}

/// A callback that puts what it is given in `state`.
fn set_to_some<T: 'static>(state: &UseStateHandle<Option<T>>) -> Callback<T> {
    let state = state.clone();
    Callback::from(move |value: T| state.set(Some(value)))
}

fn saved_games(checked: &Checked, lists: &SaveCallbacks) -> Html {
    let Listing { saves, problems } = &checked.listing;
    let now = browser::timestamp();
    let SaveCallbacks { on_export, ask_export, ask_delete } = lists;
    let row = |(save, problem): (&crate::saves::SaveFile, &Option<String>)| {
        let checked = !checked.waiting.contains(&save.game);
        html! {
            <SaveItem key={save.id.clone()} save={save.clone()} problem={problem.clone()} {checked} {now}
                on_export={on_export.clone()} ask_export={ask_export.clone()} ask_delete={ask_delete.clone()} />
        }
    };
    let problem = |p: &store::Problem| {
        html! { <ProblemItem key={p.key.clone()} problem={p.clone()} on_export={on_export.clone()} ask_delete={ask_delete.clone()} /> }
    };
    html! {
        <>
            <section aria-labelledby="continue-title">
                <h2 id="continue-title">{ "Continue" }</h2>
                { storage_gauge(saves, checked.usage) }
                if saves.is_empty() {
                    <p class="muted">{ "No saved games yet. Games save themselves after every move." }</p>
                } else {
                    <ul class="save-list">{ for saves.iter().zip(&checked.replay).map(row) }</ul>
                }
            </section>
            if !problems.is_empty() {
                <section aria-labelledby="problems-title">
                    <h2 id="problems-title">{ "Saves that cannot be opened" }</h2>
                    <p class="muted">{ "These are kept exactly as they were stored. Export one to keep or report it, or delete it." }</p>
                    <ul class="save-list">{ for problems.iter().map(problem) }</ul>
                </section>
            }
        </>
    }
}

/// Downloads the stored text of `key` exactly as stored.
fn export(key: &str, stem: &str, notice: &UseStateHandle<Option<(BannerKind, String)>>) {
    let result = match store::raw(key) {
        Some(raw) => browser::download(&browser::file_name(stem), &raw),
        None => Err("it is no longer stored in this browser".to_string()),
    };
    if let Err(why) = result {
        notice.set(Some((BannerKind::Error, format!("Could not export: {why}."))));
    }
}

/// The confirm step before a game in progress is exported from the list.
fn export_dialog(
    key: &str,
    stem: &str,
    pending: &UseStateHandle<Option<(String, String)>>,
    on_export: &Callback<(String, String)>,
) -> Html {
    let on_confirm = {
        let (file, pending, on_export) = ((key.to_string(), stem.to_string()), pending.clone(), on_export.clone());
        Callback::from(move |()| {
            pending.set(None);
            on_export.emit(file.clone());
        })
    };
    html! { <ConfirmExport {on_confirm} on_cancel={set_to(pending, None)} /> }
}

fn delete_dialog(
    p: &PendingDelete,
    pending: &UseStateHandle<Option<PendingDelete>>,
    notice: &UseStateHandle<Option<(BannerKind, String)>>,
    refresh: &Callback<()>,
) -> Html {
    let on_confirm = {
        let (key, shown, pending, notice, refresh) = (p.key.clone(), p.shown.clone(), pending.clone(), notice.clone(), refresh.clone());
        Callback::from(move |()| {
            let said = match store::delete(&key, &shown) {
                Ok(()) => (BannerKind::Info, "Deleted.".to_string()),
                Err(why) => (BannerKind::Error, format!("Not deleted: {why} since this list was shown. Look at it again before deleting.")),
            };
            pending.set(None);
            notice.set(Some(said));
            refresh.emit(());
        })
    };
    html! {
        <ConfirmDialog title="Delete this save?" message={format!("{} will be removed from this browser. This cannot be undone.", p.what)}
            confirm_label="Delete" {on_confirm} on_cancel={set_to(pending, None)} />
    }
}

/// How full the browser's storage is, and when it is nearly full, what to do:
/// finished games can be exported and deleted (a game in progress is never
/// the one to go; a write that does not fit keeps the last good save).
fn storage_gauge(saves: &[crate::saves::SaveFile], usage: Option<store::Usage>) -> Html {
    let Some(usage) = usage else { return Html::default() };
    let finished = saves.iter().filter(|s| s.finished).count();
    html! {
        <>
            <p class="storage-gauge muted" data-testid="storage-gauge">
                <meter min="0" max="1" high={store::NEARLY_FULL.to_string()} value={usage.share().to_string()} aria-label="Storage used"></meter>
                { format!(" Saves and history use {} of this browser's storage.", usage.text()) }
            </p>
            if usage.nearly_full() {
                <Banner kind={BannerKind::Error} testid="storage-nearly-full"
                    text={format!("This browser's storage is nearly full ({}). Export and delete finished games to make room{}; games in progress keep their last good save whatever happens.",
                        usage.text(), if finished > 0 { format!(": {finished} finished below") } else { String::new() })} />
            }
        </>
    }
}
