//! The table's history: the last few finished games on the home page, and a
//! page with every one and each player's totals, to export or delete.

use crate::engine::words::count;
use crate::history::{Entry, History, Tally};
use crate::kit::browser;
use crate::kit::parts::{bind, set_to, Button};
use crate::saves::Controller;
use crate::ui::components::banner::{Banner, BannerKind};
use crate::ui::components::dialogs::ConfirmDialog;
use crate::ui::history_store;
use crate::ui::routes::Route;
use crate::ui::screens::saves_list::ago;
use yew::prelude::*;

/// How many finished games the home page lists.
const ON_HOME: usize = 3;

/// The home page's "Finished games": the latest few, and a link to all.
#[function_component]
pub fn RecentGames() -> Html {
    let Ok(history) = history_store::read() else {
        return html! {
            <section class="recent-games" aria-labelledby="recent-title" data-testid="recent-games">
                <h2 id="recent-title">{ "Finished games" }</h2>
                <p><a class="tap-link" href={Route::History.href()}>{ "The history cannot be read: see why" }</a></p>
            </section>
        };
    };
    if history.entries.is_empty() {
        return Html::default();
    }
    html! {
        <section class="recent-games" aria-labelledby="recent-title" data-testid="recent-games">
            <h2 id="recent-title">{ "Finished games" }</h2>
            <ul class="history-list">{ for history.latest(ON_HOME).into_iter().map(entry_row) }</ul>
            <p><a class="tap-link" data-testid="all-history" href={Route::History.href()}>
                { format!("All {} finished games and each player's totals", history.entries.len()) }
            </a></p>
        </section>
    }
}

/// `#/history`: every finished game, the totals, export and delete.
#[function_component]
pub fn HistoryPage() -> Html {
    let history = use_state(history_store::read);
    let asking = use_state(|| false);
    let notice = use_state(|| None::<(BannerKind, String)>);
    let on_export = {
        let notice = notice.clone();
        Callback::from(move |()| {
            let text = history_store::raw().unwrap_or_else(|| "{\"format\":1,\"entries\":[]}".into());
            if let Err(why) = browser::download(&browser::file_name("endgames-history"), &text) {
                notice.set(Some((BannerKind::Error, format!("Could not export the history: {why}."))));
            }
        })
    };
    let on_delete = {
        let (history, asking, notice) = (history.clone(), asking.clone(), notice.clone());
        Callback::from(move |()| {
            asking.set(false);
            match history_store::clear() {
                Ok(()) => history.set(Ok(History::default())),
                Err(why) => notice.set(Some((BannerKind::Error, format!("Could not delete the history: {why}.")))),
            }
        })
    };
    html! {
        <main class="page history-page" data-testid="history">
            <p><a class="tap-link" href={Route::Home.href()}>{ "← Back to the games" }</a></p>
            <h1>{ "Finished games" }</h1>
            <p class="muted">{ "One line per game played to the end in this browser. Deleting a saved game keeps its line here." }</p>
            if let Some((kind, text)) = &*notice {
                <Banner kind={*kind} text={text.clone()} testid="banner" on_close={set_to(&notice, None)} />
            }
            { match &*history {
                Err(why) => html! {
                    <Banner kind={BannerKind::Error} testid="history-unreadable"
                        text={format!("The history cannot be read: {why}. It is kept as it is; export it to look at it, or delete it to start again.")} />
                },
                Ok(h) if h.entries.is_empty() => html! { <p data-testid="history-empty">{ "No game has been played to the end here yet." }</p> },
                Ok(h) => html! {
                    <>
                        <h2>{ "Each player" }</h2>
                        { totals_table(h) }
                        <h2>{ "Every game, newest first" }</h2>
                        <ul class="history-list">{ for h.latest(usize::MAX).into_iter().map(entry_row) }</ul>
                    </>
                },
            } }
            // Nothing to export or delete while the history is empty; an
            // unreadable one keeps both, to look at it or to start again.
            if !matches!(&*history, Ok(h) if h.entries.is_empty()) {
                <div class="form-actions">
                    <Button testid="history-export" label="Export the history" on_press={on_export} />
                    <Button class="danger" testid="history-delete" label="Delete the history" on_press={set_to(&asking, true)} />
                </div>
            }
            if *asking {
                <ConfirmDialog title="Delete the history?"
                    message="Every line of the finished games goes, here in this browser. Saved games stay."
                    confirm_label="Delete the history" on_confirm={on_delete} on_cancel={set_to(&asking, false)} />
            }
            <KeptApart />
        </main>
    }
}

/// The histories this version could not read, kept apart as they were when
/// a finished game needed the history's key: each can be exported or deleted.
#[function_component]
fn KeptApart() -> Html {
    let kept = use_state(history_store::set_aside);
    let asking = use_state(|| None::<String>);
    let notice = use_state(|| None::<String>);
    if kept.is_empty() {
        return Html::default();
    }
    let on_export = {
        let notice = notice.clone();
        Callback::from(move |(key, text): (String, String)| {
            if let Err(why) = browser::download(&browser::file_name(&key.replace('.', "-")), &text) {
                notice.set(Some(format!("Could not export it: {why}.")));
            }
        })
    };
    let on_delete = {
        let (kept, asking, notice) = (kept.clone(), asking.clone(), notice.clone());
        Callback::from(move |()| {
            if let Some(key) = (*asking).clone() {
                if let Err(why) = history_store::delete_set_aside(&key) {
                    notice.set(Some(format!("Could not delete it: {why}.")));
                }
            }
            asking.set(None);
            kept.set(history_store::set_aside());
        })
    };
    let row = |(key, text): &(String, String)| {
        html! {
            <li class="save-problem" data-testid="history-aside" data-key={key.clone()}>
                <div class="save-meta">
                    <span>{ format!("Stored as “{key}”, {}.", count(text.chars().count() as i64, "character", "characters")) }</span>
                </div>
                <div class="save-actions">
                    <Button testid="history-aside-export" label="Export it" aria_label={format!("Export it: the history stored as “{key}”")} on_press={bind(&on_export, (key.clone(), text.clone()))} />
                    <Button class="danger" testid="history-aside-delete" label="Delete" aria_label={format!("Delete the history stored as “{key}”")} on_press={set_to(&asking, Some(key.clone()))} />
                </div>
            </li>
        }
    };
    html! {
        <section aria-labelledby="aside-title" data-testid="history-kept-apart">
            <h2 id="aside-title">{ "Histories kept apart" }</h2>
            <p class="muted">{ "This version could not read these histories. Each was kept as it was when a finished game started a new one: export one to look at it, or delete it." }</p>
            if let Some(why) = &*notice { <p role="alert">{ why }</p> }
            <ul class="save-list">{ for kept.iter().map(row) }</ul>
            if asking.is_some() {
                <ConfirmDialog title="Delete this history?"
                    message="The history kept apart goes, here in this browser. The other histories and the saved games stay."
                    confirm_label="Delete it" on_confirm={on_delete} on_cancel={set_to(&asking, None)} />
            }
        </section>
    }
}

fn entry_row(e: &Entry) -> Html {
    let players = e.seats.iter().map(|s| {
        let bot = matches!(s.controller, Controller::Bot(_)).then_some(" (bot)").unwrap_or("");
        let mark = if s.won { " ★ won" } else { "" };
        format!("{}{bot}{mark}", s.name)
    });
    let when = ago(browser::timestamp(), e.finished_ms);
    html! {
        <li class="history-row" data-testid="history-row">
            <strong>{ e.game.name() }</strong>
            <span class="muted">{ format!(" · {when} · {} · {}", count(e.moves as i64, "move", "moves"), e.span_words()) }</span>
            <div>{ e.headline.clone() }</div>
            <div class="muted">{ players.collect::<Vec<_>>().join(", ") }</div>
        </li>
    }
}

fn totals_table(h: &History) -> Html {
    let cell = |t: &Tally| format!("{} of {}", t.won, t.played);
    html! {
        <table class="history-totals" data-testid="history-totals">
            <thead><tr><th scope="col">{ "Player" }</th><th scope="col">{ "Won" }</th><th scope="col">{ "By game" }</th></tr></thead>
            <tbody>
                { for h.totals().into_iter().map(|p| html! {
                    <tr>
                        <th scope="row">{ if p.bot { format!("{} (bot)", p.name) } else { p.name } }</th>
                        <td>{ cell(&p.all) }</td>
                        // A line per game: run on with semicolons, five
                        // games made a column of 13 lines at 360 px.
                        <td><ul class="history-by-game">
                            { for p.by_game.iter().map(|(g, t)| html! { <li>{ format!("{}: {}", g.name(), cell(t)) }</li> }) }
                        </ul></td>
                    </tr>
                }) }
            </tbody>
        </table>
    }
}
