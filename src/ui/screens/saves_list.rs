//! One row of the Continue list, and one row for a save that cannot be read.
//! Plain functions rather than components: they keep no state, and every
//! component costs the page a few kilobytes of wasm.

use super::home::PendingDelete;
use crate::saves::SaveFile;
use crate::ui::components::seat_badge::seat_badge;
use crate::ui::routes::Route;
use crate::ui::store::{self, Problem};
use yew::prelude::*;

pub struct SaveItemProps {
    pub save: SaveFile,
    /// Why its record does not replay, in plain words, if it does not.
    pub problem: Option<String>,
    /// Now, in ms since 1970, for "last played".
    pub now: u64,
    /// (storage key, file name stem)
    pub on_export: Callback<(String, String)>,
    pub ask_delete: Callback<PendingDelete>,
}

pub fn save_item(props: &SaveItemProps) -> Html {
    let save = &props.save;
    let id = save.id.clone();
    let key = store::save_key(&id);
    let name = save.game.name();
    let stem = format!("endgames-{}-{}", save.game.slug(), id);
    let open = {
        let id = id.clone();
        Callback::from(move |_| Route::Play(id.clone()).go())
    };
    let export = {
        let (cb, key) = (props.on_export.clone(), key.clone());
        Callback::from(move |_| cb.emit((key.clone(), stem.clone())))
    };
    let delete = {
        let what = format!("Your game of {name} with {}", names(save));
        let (cb, key) = (props.ask_delete.clone(), key.clone());
        Callback::from(move |_| cb.emit(PendingDelete { key: key.clone(), what: what.clone() }))
    };
    let percent = save.progress.min(100);
    // A save that cannot be replayed stays listed (to export or delete), with
    // its reason instead of a Continue button that could only fail.
    let continue_button = match &props.problem {
        None => html! {
            <button type="button" class="primary" data-testid="save-continue" onclick={open}>
                { if save.finished { "See the result" } else { "Continue" } }
            </button>
        },
        Some(_) => Html::default(),
    };
    html! {
        <li key={id.clone()} class={classes!("save-item", props.problem.is_some().then_some("save-broken"))}
            data-testid="save-item" data-save-id={id.clone()} data-problem={props.problem.is_some().to_string()}>
            <div class="save-meta">
                <h3>
                    { name }
                    if save.finished { { " " }<span class="finished-tag">{ "finished" }</span> }
                </h3>
                <ul class="save-seats" aria-label="Players">
                    { for save.seats.iter().map(|s| html! { <li>{ seat_badge(s, false, true) }</li> }) }
                </ul>
                <span class="muted">
                    if !save.finished {
                        <progress max="100" value={percent.to_string()} aria-label="Progress"></progress>
                        { format!(" {percent}% played · ") }
                    }
                    { format!("Last played {}", ago(props.now, save.updated_ms)) }
                </span>
                if let Some(why) = &props.problem {
                    <p class="problem-reason" data-testid="save-item-problem">
                        <span class="tag">{ "cannot be opened" }</span>{ format!(" It cannot be opened because {why}. It is kept as it was.") }
                    </p>
                }
            </div>
            <div class="save-actions">
                { continue_button }
                <button type="button" data-testid="save-export" onclick={export}>{ "Export" }</button>
                <button type="button" data-testid="save-delete" onclick={delete}>{ "Delete" }</button>
            </div>
        </li>
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
fn ago(now: u64, then: u64) -> String {
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

pub struct ProblemItemProps {
    pub problem: Problem,
    pub on_export: Callback<(String, String)>,
    pub ask_delete: Callback<PendingDelete>,
}

pub fn problem_item(props: &ProblemItemProps) -> Html {
    let p = &props.problem;
    let stem = format!("{}-unreadable", p.key.replace('.', "-"));
    let export = {
        let (cb, key) = (props.on_export.clone(), p.key.clone());
        Callback::from(move |_| cb.emit((key.clone(), stem.clone())))
    };
    let delete = {
        let (cb, key) = (props.ask_delete.clone(), p.key.clone());
        let what = format!("The unreadable save stored as “{}”", p.key);
        Callback::from(move |_| cb.emit(PendingDelete { key: key.clone(), what: what.clone() }))
    };
    html! {
        <li key={p.key.clone()} class="save-problem" data-testid="save-problem" data-key={p.key.clone()}>
            <div class="save-meta">
                <h3>{ "A saved game that cannot be opened" }</h3>
                <p class="problem-reason">{ format!("It cannot be opened because {}.", p.reason) }</p>
                <span class="muted">{ format!("Stored as “{}”, {} characters.", p.key, p.raw.chars().count()) }</span>
            </div>
            <div class="save-actions">
                <button type="button" data-testid="problem-export" onclick={export}>{ "Export raw text" }</button>
                <button type="button" data-testid="problem-delete" onclick={delete}>{ "Delete" }</button>
            </div>
        </li>
    }
}
