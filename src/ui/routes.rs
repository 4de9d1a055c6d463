//! Hash routes, so a reload or a shared link lands on the same screen on any
//! static host and under any sub-path (the server only ever sees the page).

use crate::games::GameId;
use gloo::events::EventListener;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `#/`: the games and the saved games.
    Home,
    /// `#/new/<game>`: set up a table.
    New(GameId),
    /// `#/play/<save-id>`: a game in progress.
    Play(String),
    /// `#/rules/<game>`: how to play.
    Rules(GameId),
    /// `#/history`: every finished game and each player's totals.
    History,
    /// `#/review/<save-id>`: a finished game, move by move.
    Review(String),
    /// `#/shared/<link format>/<game>`: a finished game carried in the
    /// link itself (`crate::share`), opened as a review.
    Shared(String, String),
    /// `#/bench/bot/<game>`: bot timing for `make bench` (not linked from the
    /// app); `#/bench/bot` alone is ExtracZon's, as it was before a second game.
    BenchBot(GameId),
    /// `#/selftest/crash`: stops the app with a panic on purpose (not linked
    /// from the app), so the browser tests can check the error screen a real
    /// panic shows, the way a fire drill checks the alarm.
    CrashTest,
    /// Anything else: the text after `#`, shown on a "not found" page.
    NotFound(String),
}

impl Route {
    /// Reads a location hash such as `#/play/abc`.
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        let found = match parts.as_slice() {
            [] => Some(Route::Home),
            ["new", slug] => GameId::from_slug(slug).map(Route::New),
            ["rules", slug] => GameId::from_slug(slug).map(Route::Rules),
            ["play", id] => Some(Route::Play(decode(id))),
            ["bench", "bot"] => GameId::ALL.first().copied().map(Route::BenchBot),
            ["bench", "bot", slug] => GameId::from_slug(slug).map(Route::BenchBot),
            ["selftest", "crash"] => Some(Route::CrashTest),
            ["history"] => Some(Route::History),
            ["review", id] => Some(Route::Review(decode(id))),
            ["shared", format, text] => Some(Route::Shared(format.to_string(), text.to_string())),
            _ => None,
        };
        found.unwrap_or_else(|| Route::NotFound(path.to_string()))
    }

    /// The hash for this route, always relative (`#/...`), never a path.
    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".to_string(),
            Route::New(g) => format!("#/new/{}", g.slug()),
            Route::Play(id) => format!("#/play/{}", String::from(js_sys::encode_uri_component(id))),
            Route::Rules(g) => format!("#/rules/{}", g.slug()),
            Route::BenchBot(g) => format!("#/bench/bot/{}", g.slug()),
            Route::CrashTest => "#/selftest/crash".to_string(),
            Route::History => "#/history".to_string(),
            Route::Review(id) => format!("#/review/{}", String::from(js_sys::encode_uri_component(id))),
            Route::Shared(format, text) => format!("#/shared/{format}/{text}"),
            Route::NotFound(p) => format!("#/{p}"),
        }
    }

    /// Moves the app to this route (adds a history entry; hashchange re-renders).
    pub fn go(&self) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&self.href());
        }
    }

    /// Moves the app to this route in place of the screen it leaves (no
    /// history entry), so Back skips that screen: after Start, Back leaves
    /// the game for the screen before the new-game form, not for the form
    /// again, reset, one tap from starting a second game.
    pub fn replace(&self) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().replace(&self.href());
        }
    }
}

fn decode(s: &str) -> String {
    js_sys::decode_uri_component(s).map(String::from).unwrap_or_else(|_| s.to_string())
}

fn current() -> Route {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    Route::parse(&hash)
}

/// The current route, re-rendering the caller on every hashchange.
#[hook]
pub fn use_route() -> Route {
    let route = use_state(current);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            forget_open_layers();
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    route.set(current());
                })
            });
            move || drop(listener)
        });
    }
    (*route).clone()
}

thread_local! {
    /// How many layers that Back closes are open, one above the other.
    static LAYERS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
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

type Opened = (u32, std::rc::Rc<std::cell::Cell<bool>>, Option<EventListener>);

fn open_layer(latest: std::rc::Rc<std::cell::RefCell<Option<Callback<()>>>>) -> Opened {
    let depth = LAYERS.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    let popped = std::rc::Rc::new(std::cell::Cell::new(false));
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
fn forget_open_layers() {
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
