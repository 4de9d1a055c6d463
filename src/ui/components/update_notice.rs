//! "A new version is ready": shown on the home screen once the offline worker
//! has installed a newer build (index.html sets `window.endgamesUpdateReady`
//! and sends `endgames-update-ready`). App shows it on the home screen only,
//! so a game in progress is never interrupted; a reload starts the new build.

use crate::kit::parts::{set_to, Button};
use gloo::events::EventListener;
use yew::prelude::*;

/// The flag and event that index.html's worker registration raises.
const READY_FLAG: &str = "endgamesUpdateReady";
const READY_EVENT: &str = "endgames-update-ready";

#[component]
pub fn UpdateNotice() -> Html {
    let ready = use_state(update_ready);
    let dismissed = use_state(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| EventListener::new(&w, READY_EVENT, move |_| ready.set(true)));
            move || drop(listener)
        });
    }
    if !*ready || *dismissed {
        return html! {};
    }
    html! {
        <div class="update-notice" role="status" data-testid="update-notice">
            <p>{ "A new version of Endgames is ready. Reload to use it: your saved games stay." }</p>
            <Button label="Reload" class="primary" testid="update-reload" on_press={Callback::from(|()| reload())} />
            <Button label="Later" on_press={set_to(&dismissed, true)} />
        </div>
    }
}

/// Whether the worker swapped in a new build before this component was drawn.
fn update_ready() -> bool {
    web_sys::window().and_then(|w| js_sys::Reflect::get(&w, &READY_FLAG.into()).ok()).and_then(|flag| flag.as_bool()).unwrap_or(false)
}

fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}
