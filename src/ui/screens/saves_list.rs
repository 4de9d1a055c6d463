//! One row of the Continue list, and one row for a save that cannot be read.
//! Everything in a row comes from storage (names typed by players, reasons
//! naming the stored key), so it is all written with `html!` as text.

use crate::engine::words::count;
use crate::kit::parts::{bind, Button};
use crate::kit::seat_badge::SeatList;
use crate::saves::SaveFile;
use crate::ui::components::parts::go;
use crate::ui::routes::Route;
use crate::ui::store::{self, Problem};
use std::rc::Rc;
use yew::prelude::*;

/// A delete waiting for the player's confirmation.
#[derive(Clone, PartialEq)]
pub struct PendingDelete {
    pub key: String,
    pub what: String,
    /// What the list showed, so a game that moved on since is not deleted.
    pub shown: store::Shown,
}

#[derive(Properties, PartialEq)]
pub struct SaveItemProps {
    pub save: SaveFile,
    /// Why its record does not replay, in plain words, if it does not.
    pub problem: Option<String>,
    /// Whether its record has been replayed yet: that needs the game's code,
    /// which arrives after the list is first drawn.
    pub checked: bool,
    /// Now, in ms since 1970, for "last played".
    pub now: u64,
    /// (storage key, file name stem): a finished game's file, at once.
    pub on_export: Callback<(String, String)>,
    /// The same for a game in progress, whose file holds what play hides:
    /// the home asks first, as the play screen's menu does.
    pub ask_export: Callback<(String, String)>,
    pub ask_delete: Callback<PendingDelete>,
}

#[component]
pub fn SaveItem(props: &SaveItemProps) -> Html {
    let save = &props.save;
    let id = save.id.clone();
    let key = store::save_key(&id);
    let stem = format!("endgames-{}-{}", save.game.slug(), id);
    let what = format!("Your game of {} with {}", save.game.name(), names(save));
    let label = if save.finished { "See the result" } else { "Continue" };
    let class = if props.problem.is_some() { "save-item save-broken" } else { "save-item" };
    html! {
        <li {class} data-testid="save-item" data-save-id={id.clone()} data-problem={props.problem.is_some().to_string()}
            data-checked={props.checked.to_string()} aria-busy={(!props.checked).to_string()}>
            { save_meta(props) }
            <div class="save-actions">
                // A save that cannot be replayed stays listed (to export or delete),
                // with its reason instead of a Continue button that could only fail.
                if props.problem.is_none() {
                    <Button class="primary" testid="save-continue" {label} on_press={go(Route::Play(id.clone()))} />
                    if save.finished {
                        <Button testid="save-review" label="Review" on_press={go(Route::Review(id))} />
                    }
                }
                <Button testid="save-export" label="Export"
                    on_press={bind(if save.finished { &props.on_export } else { &props.ask_export }, (key.clone(), stem))} />
                <Button testid="save-delete" label="Delete" on_press={bind(&props.ask_delete, PendingDelete { key, what, shown: store::Shown::Revision(save.revision) })} />
            </div>
        </li>
    }
}

/// The game, its seats, how far it got and when, and why it cannot be opened if so.
fn save_meta(props: &SaveItemProps) -> Html {
    let save = &props.save;
    let percent = save.progress.min(100);
    html! {
        <div class="save-meta">
            <h3>
                { save.game.name() }
                if save.finished { { " " }<span class="finished-tag">{ "finished" }</span> }
                // Not stored by the browser: gone with this tab (see the play screen's notice).
                if store::tab_only(&save.id).is_some() { { " " }<span class="finished-tag" data-testid="tab-only-tag">{ "this tab only" }</span> }
            </h3>
            <SeatList class="save-seats" seats={Rc::new(save.seats.clone())} />
            <span class="muted">
                if !save.finished {
                    <progress max="100" value={percent.to_string()} aria-label="Progress"></progress>
                    { format!(" {percent}% played · ") }
                }
                if let Some(n) = save.record.moves() { { format!("{} · ", count(n as i64, "move", "moves")) } }
                { format!("Last played {}", ago(props.now, save.updated_ms)) }
            </span>
            if let Some(why) = &props.problem {
                <p class="problem-reason" data-testid="save-item-problem">
                    <span class="tag">{ "cannot be opened" }</span>
                    { format!(" It cannot be opened because {why}. It is kept as it was.") }
                </p>
            }
        </div>
    }
}

fn names(save: &SaveFile) -> String {
    let names: Vec<&str> = save.seats.iter().map(|s| s.name.as_str()).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "just now", "5 minutes ago", "yesterday", or the date.
pub(crate) fn ago(now: u64, then: u64) -> String {
    let minutes = now.saturating_sub(then) / 60_000;
    match minutes {
        0 => "just now".to_string(),
        1 => "a minute ago".to_string(),
        2..=59 => format!("{minutes} minutes ago"),
        60..=119 => "an hour ago".to_string(),
        120..=1439 => format!("{} hours ago", minutes / 60),
        1440..=2879 => "yesterday".to_string(),
        _ => format!("on {}", String::from(js_sys::Date::new(&(then as f64).into()).to_date_string())),
    }
}

#[derive(Properties, PartialEq)]
pub struct ProblemItemProps {
    pub problem: Problem,
    pub on_export: Callback<(String, String)>,
    pub ask_delete: Callback<PendingDelete>,
}

#[component]
pub fn ProblemItem(props: &ProblemItemProps) -> Html {
    let p = &props.problem;
    let stem = format!("{}-unreadable", p.key.replace('.', "-"));
    let what = format!("The unreadable save stored as “{}”", p.key);
    html! {
        <li class="save-problem" data-testid="save-problem" data-key={p.key.clone()}>
            <div class="save-meta">
                <h3>{ "A saved game that cannot be opened" }</h3>
                <p class="problem-reason">{ format!("It cannot be opened because {}.", p.reason) }</p>
                <span class="muted">{ format!("Stored as “{}”, {} characters.", p.key, p.raw.chars().count()) }</span>
            </div>
            <div class="save-actions">
                <Button testid="problem-export" label="Export raw text" on_press={bind(&props.on_export, (p.key.clone(), stem))} />
                <Button testid="problem-delete" label="Delete" on_press={bind(&props.ask_delete, PendingDelete { key: p.key.clone(), what, shown: store::Shown::Text(p.raw.clone()) })} />
            </div>
        </li>
    }
}
