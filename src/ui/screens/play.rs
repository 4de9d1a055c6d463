//! `#/play/<id>`: loads a stored save and opens it for its game. A save
//! that cannot be opened is explained in plain words and left untouched.

use super::table::Table;
use crate::ui::browser;
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
    // Loaded and replayed once per save id: the result is kept as the page to show.
    use_memo(props.id.clone(), |id| match store::load(id) {
        Ok(save) => match dispatch::open(&save) {
            Ok(live) => html! { <Table initial={Rc::new(Playing(live))} /> },
            Err(why) => html! { <CannotOpen id={AttrValue::from(save.id)} reason={why} /> },
        },
        Err(e) => html! { <CannotOpen id={id.clone()} reason={e.to_string()} /> },
    })
    .as_ref()
    .clone()
}

#[derive(Properties, PartialEq)]
struct CannotOpenProps {
    id: AttrValue,
    reason: String,
}

#[component]
fn CannotOpen(props: &CannotOpenProps) -> Html {
    let export_failed = use_state(|| None::<String>);
    let key = store::save_key(&props.id);
    let stored = store::raw(&key).is_some();
    let export = {
        let (key, failed, id) = (key.clone(), export_failed.clone(), props.id.clone());
        Callback::from(move |_| {
            let result = store::raw(&key)
                .ok_or_else(|| "it is no longer stored".to_string())
                .and_then(|raw| browser::download(&browser::file_name(&format!("endgames-{id}")), &raw));
            if let Err(why) = result {
                failed.set(Some(format!("Could not export: {why}.")));
            }
        })
    };
    html! {
        <main class="page" data-testid="open-error">
            <h1>{ "This game cannot be opened" }</h1>
            <p class="problem-reason">{ format!("It cannot be opened because {}.", props.reason) }</p>
            if stored {
                <p>{ "It is kept in this browser exactly as it was. You can export it to keep a copy or to report the problem." }</p>
            }
            if let Some(why) = &*export_failed { <p role="alert">{ why }</p> }
            <div class="form-actions">
                <button type="button" class="primary" onclick={Callback::from(|_| Route::Home.go())}>{ "Back to the games" }</button>
                if stored {
                    <button type="button" data-testid="open-error-export" onclick={export}>{ "Export it" }</button>
                }
            </div>
        </main>
    }
}
