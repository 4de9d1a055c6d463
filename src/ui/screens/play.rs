//! `#/play/<id>`: loads a stored save and opens it for its game. A save
//! that cannot be opened is explained in plain words and left untouched.

use super::table::Table;
use crate::kit::browser;
use crate::kit::markup::{Esc, Markup};
use crate::kit::parts::button;
use crate::ui::components::parts::go;
use crate::ui::dispatch;
use crate::ui::live::Playing;
use crate::ui::routes::Route;
use crate::ui::store;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayRouteProps {
    pub id: AttrValue,
}

#[component]
pub fn PlayRoute(props: &PlayRouteProps) -> Html {
    // Loaded and replayed once per save id: the game, or (its id, why not).
    let opened = use_memo(props.id.clone(), |id| match store::load(id) {
        Ok(save) => dispatch::open(&save).map(|live| Rc::new(Playing(live))).map_err(|why| (AttrValue::from(save.id), why)),
        Err(e) => Err((id.clone(), e.to_string())),
    });
    // Set when exporting a save that cannot be opened failed, with the reason.
    let export_failed = use_state(|| None::<String>);
    match &*opened {
        Ok(playing) => html! { <Table initial={playing.clone()} /> },
        Err((id, reason)) => cannot_open(id, reason, &export_failed),
    }
}

/// Why the save `id` cannot be opened, and its export if it is still stored.
fn cannot_open(id: &AttrValue, reason: &str, export_failed: &UseStateHandle<Option<String>>) -> Html {
    let key = store::save_key(id);
    let stored = store::raw(&key).is_some();
    let export = {
        let (failed, id) = (export_failed.clone(), id.clone());
        Callback::from(move |()| {
            let result = store::raw(&key)
                .ok_or_else(|| "it is no longer stored".to_string())
                .and_then(|raw| browser::download(&browser::file_name(&format!("endgames-{id}")), &raw));
            if let Err(why) = result {
                failed.set(Some(format!("Could not export: {why}.")));
            }
        })
    };
    let mut text = Markup::new();
    text.add(format_args!(
        r#"<h1>This game cannot be opened</h1><p class="problem-reason">It cannot be opened because {}.</p>"#,
        Esc(reason)
    ));
    if stored {
        text.put("<p>It is kept in this browser exactly as it was. You can export it to keep a copy or to report the problem.</p>");
    }
    html! {
        <main class="page" data-testid="open-error">
            { text.into_html() }
            if let Some(why) = &**export_failed { <p role="alert">{ why }</p> }
            <div class="form-actions">
                { button(Some("primary"), None, "Back to the games".into(), go(Route::Home)) }
                if stored {
                    { button(None, Some("open-error-export".into()), "Export it".into(), export) }
                }
            </div>
        </main>
    }
}
