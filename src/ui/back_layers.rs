//! Layers drawn over a screen without changing its address (a dialog, the
//! review of a game so far), each with a history entry of its own, so the
//! browser's Back closes the layer instead of leaving the screen under it.

use gloo::events::EventListener;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

thread_local! {
    /// How many layers that Back closes are open, one above the other.
    static LAYERS: Cell<u32> = const { Cell::new(0) };
}

/// The key in a history entry's state that says which layer it opened.
const LAYER_KEY: &str = "endgamesLayer";

/// Makes the browser's (or a phone's) Back close the layer the caller draws,
/// a dialog or the review of a game so far, instead of leaving the screen
/// under it: those open over a route without changing it, so Back used to
/// leave the game for the home.
///
/// Opening adds a history entry at the same address, marked with the layer's
/// depth; Back then lands below that depth, and `on_close` runs. Closed any
/// other way, the layer takes its entry back out, unless the app has moved
/// on to another address meanwhile (the entry is then not the current one,
/// and going back would undo that move). `None` draws a layer Back leaves
/// alone (the end screen, which no one opened).
#[hook]
pub fn use_back_closes(on_close: Option<Callback<()>>) {
    let enabled = on_close.is_some();
    // The newest callback, read when Back comes, not the one of the first render.
    let latest = use_mut_ref(|| on_close.clone());
    *latest.borrow_mut() = on_close;
    use_effect_with(enabled, move |&enabled| {
        let opened = enabled.then(|| open_layer(latest));
        move || {
            if let Some((depth, popped, listener)) = opened {
                drop(listener);
                close_layer(depth, popped.get());
            }
        }
    });
}

type Opened = (u32, Rc<Cell<bool>>, Option<EventListener>);

fn open_layer(latest: Rc<RefCell<Option<Callback<()>>>>) -> Opened {
    let depth = LAYERS.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    let popped = Rc::new(Cell::new(false));
    let Some(window) = web_sys::window() else { return (depth, popped, None) };
    let state = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&state, &LAYER_KEY.into(), &depth.into());
    if window.history().and_then(|h| h.push_state(&state, "")).is_err() {
        return (depth, popped, None);
    }
    let listener = {
        let popped = popped.clone();
        EventListener::new(&window, "popstate", move |_| {
            if !popped.get() && layer_now() < depth {
                popped.set(true);
                if let Some(close) = latest.borrow().clone() {
                    close.emit(());
                }
            }
        })
    };
    (depth, popped, Some(listener))
}

fn close_layer(depth: u32, popped: bool) {
    LAYERS.with(|n| n.set(n.get().saturating_sub(1)));
    if !popped && layer_now() == depth {
        if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
            let _ = history.back();
        }
    }
}

/// A reload with a dialog open lands on that dialog's entry, with no dialog:
/// the entry is marked as none, or the next dialog opened would share its
/// depth, and the first Back on it would only step onto the old entry.
pub(super) fn forget_open_layers() {
    if layer_now() > 0 {
        if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
            let _ = history.replace_state(&wasm_bindgen::JsValue::NULL, "");
        }
    }
}

/// The layer depth of the history entry the browser is on (0: none).
fn layer_now() -> u32 {
    web_sys::window()
        .and_then(|w| w.history().ok())
        .and_then(|h| h.state().ok())
        .and_then(|s| js_sys::Reflect::get(&s, &LAYER_KEY.into()).ok())
        .and_then(|v| v.as_f64())
        .map_or(0, |d| d as u32)
}
