//! `#/play/<id>`: loads a stored save and opens it for its game. A save
//! that cannot be opened is explained in plain words and left untouched.

use crate::kit::browser;
use crate::kit::parts::Button;
use crate::saves::SaveFile;
use crate::ui::components::parts::go;
use crate::ui::dispatch;
use crate::ui::game_code::GameCode;
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
    // Read once per save id; replayed once its game's code is here.
    let stored = use_memo(props.id.clone(), |id| store::load(id).map(Rc::new).map_err(|e| e.to_string()));
    let export_failed = use_state(|| None::<String>);
    match &*stored {
        Ok(save) => html! { <GameCode game={save.game}><OpenSave save={save.clone()} /></GameCode> },
        Err(reason) => cannot_open(&props.id, reason, &export_failed),
    }
}

#[derive(Properties)]
struct OpenSaveProps {
    save: Rc<SaveFile>,
}

impl PartialEq for OpenSaveProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.save, &other.save)
    }
}

/// The stored game replayed by its own rules: the table, or why it cannot open.
#[component]
fn OpenSave(props: &OpenSaveProps) -> Html {
    let opened = use_memo(props.save.clone(), |save| dispatch::open(save).map(|live| Rc::new(Playing(live))));
    // Set when exporting a save that cannot be opened failed, with the reason.
    let export_failed = use_state(|| None::<String>);
    match &*opened {
        Ok(playing) => dispatch::table(props.save.game, playing.clone()),
        Err(reason) => cannot_open(&AttrValue::from(props.save.id.clone()), reason, &export_failed),
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
    html! {
        <main class="page" data-testid="open-error">
            <h1>{ "This game cannot be opened" }</h1>
            <p class="problem-reason">{ format!("It cannot be opened because {reason}.") }</p>
            if stored {
                <p>{ "It is kept in this browser exactly as it was. You can export it to keep a copy or to report the problem." }</p>
            }
            if let Some(why) = &**export_failed { <p role="alert">{ why }</p> }
            <div class="form-actions">
                <Button class="primary" label="Back to the games" on_press={go(Route::Home)} />
                if stored {
                    <Button testid="open-error-export" label="Export it" on_press={export} />
                }
            </div>
        </main>
    }
}

/// `#/review/<id>`: a stored finished game, move by move; a game still in
/// progress is not reviewed (it would show what play hides).
#[component]
pub fn ReviewRoute(props: &PlayRouteProps) -> Html {
    match store::load(&props.id) {
        Ok(save) if save.finished => dispatch::review(Rc::new(save), false),
        Ok(save) => html! {
            <main class="page" data-testid="review-error">
                <h1>{ "This game is still being played" }</h1>
                <p>{ "A review opens once the game is over, when nothing in it is secret any more." }</p>
                <p><a class="tap-link" href={Route::Play(save.id).href()}>{ "Back to the game" }</a></p>
            </main>
        },
        Err(e) => html! {
            <main class="page" data-testid="review-error">
                <h1>{ "This game cannot be reviewed" }</h1>
                <p>{ format!("It cannot be opened because {e}.") }</p>
                <p><a class="tap-link" href={Route::Home.href()}>{ "Back to the games" }</a></p>
            </main>
        },
    }
}

#[derive(Properties, PartialEq)]
pub struct SharedRouteProps {
    pub format: AttrValue,
    pub text: AttrValue,
}

/// `#/shared/<format>/<text>`: a finished game from a link, opened as a
/// review; nothing is stored unless the opener keeps a copy.
#[component]
pub fn SharedRoute(props: &SharedRouteProps) -> Html {
    let opened = use_memo((props.format.clone(), props.text.clone()), |(format, text)| crate::share::decode(format, text).map(Rc::new));
    match &*opened {
        Ok(save) => dispatch::review(save.clone(), true),
        Err(why) => html! {
            <main class="page" data-testid="review-error">
                <h1>{ "This link cannot be opened" }</h1>
                <p>{ format!("It cannot be opened because {why}.") }</p>
                <p><a class="tap-link" href={Route::Home.href()}>{ "Back to the games" }</a></p>
            </main>
        },
    }
}
