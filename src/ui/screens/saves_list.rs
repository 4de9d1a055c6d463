//! One row of the Continue list, and one row for a save that cannot be read.
//! Plain functions rather than components: they keep no state, and every
//! component costs the page a few kilobytes of wasm. What a row only shows
//! (name, seats, progress, reason) is markup text; its buttons are `html!`.

use super::home::PendingDelete;
use crate::kit::markup::{Esc, Markup};
use crate::kit::parts::{bind, button};
use crate::kit::seat_badge::write_seat_list;
use crate::saves::SaveFile;
use crate::ui::components::parts::go;
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
    let stem = format!("endgames-{}-{}", save.game.slug(), id);
    let what = format!("Your game of {} with {}", save.game.name(), names(save));
    // A save that cannot be replayed stays listed (to export or delete), with
    // its reason instead of a Continue button that could only fail.
    let continue_button = props.problem.is_none().then(|| {
        let label = if save.finished { "See the result" } else { "Continue" };
        button(Some("primary"), Some("save-continue".into()), label.into(), go(Route::Play(id.clone())))
    });
    let class = if props.problem.is_some() { "save-item save-broken" } else { "save-item" };
    html! {
        <li key={id.clone()} {class} data-testid="save-item" data-save-id={id} data-problem={props.problem.is_some().to_string()}>
            { save_meta(props) }
            <div class="save-actions">
                { continue_button }
                { button(None, Some("save-export".into()), "Export".into(), bind(&props.on_export, (key.clone(), stem))) }
                { button(None, Some("save-delete".into()), "Delete".into(), bind(&props.ask_delete, PendingDelete { key, what })) }
            </div>
        </li>
    }
}

/// The game, its seats, how far it got and when, and why it cannot be opened if so.
fn save_meta(props: &SaveItemProps) -> Html {
    let save = &props.save;
    let mut m = Markup::new();
    m.add(format_args!(r#"<div class="save-meta"><h3>{}"#, Esc(save.game.name())));
    if save.finished {
        m.put(r#" <span class="finished-tag">finished</span>"#);
    }
    m.put("</h3>");
    write_seat_list(&mut m, "save-seats", &save.seats, &|_| false);
    m.put(r#"<span class="muted">"#);
    if !save.finished {
        let percent = save.progress.min(100);
        m.add(format_args!(r#"<progress max="100" value="{percent}" aria-label="Progress"></progress> {percent}% played · "#));
    }
    m.add(format_args!("Last played {}</span>", Esc(&ago(props.now, save.updated_ms))));
    if let Some(why) = &props.problem {
        m.add(format_args!(
            r#"<p class="problem-reason" data-testid="save-item-problem"><span class="tag">cannot be opened</span> It cannot be opened because {}. It is kept as it was.</p>"#,
            Esc(why)
        ));
    }
    m.put("</div>");
    m.into_html()
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
    let what = format!("The unreadable save stored as “{}”", p.key);
    let mut meta = Markup::new();
    meta.add(format_args!(
        r#"<div class="save-meta"><h3>A saved game that cannot be opened</h3><p class="problem-reason">It cannot be opened because {}.</p><span class="muted">Stored as “{}”, {} characters.</span></div>"#,
        Esc(&p.reason),
        Esc(&p.key),
        p.raw.chars().count()
    ));
    html! {
        <li key={p.key.clone()} class="save-problem" data-testid="save-problem" data-key={p.key.clone()}>
            { meta.into_html() }
            <div class="save-actions">
                { button(None, Some("problem-export".into()), "Export raw text".into(), bind(&props.on_export, (p.key.clone(), stem))) }
                { button(None, Some("problem-delete".into()), "Delete".into(), bind(&props.ask_delete, PendingDelete { key: p.key.clone(), what })) }
            </div>
        </li>
    }
}
