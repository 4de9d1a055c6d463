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
            super::back_layers::forget_open_layers();
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
