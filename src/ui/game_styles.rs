//! Each game's stylesheet, fetched when that game is first shown.
//!
//! A release build inlines only style.css (home, new game, saves, dialogs,
//! the kit's pieces, the covers) into index.html; each game's own sheet stays
//! a file, listed in a data table the page carries (scripts/post-build.mjs):
//!
//! ```html
//! <script type="application/json" id="game-styles">{"extraczon":"./extraczon-1a2b.css",...}</script>
//! ```
//!
//! [`load_game_styles`] adds that game's `<link rel="stylesheet">` to `<head>`
//! once and waits for it. A page without the table (a debug `trunk serve`,
//! which keeps index.html's links as stylesheets) already has every sheet, so
//! there is nothing to wait for. The screens wait for it with the game's code
//! (`game_code::load`, `GameCode`).

use crate::games::GameId;
use crate::kit::browser::js_error_text;
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

/// The id of the data table in index.html (written by scripts/post-build.mjs).
const TABLE_ID: &str = "game-styles";
/// The attribute that marks the link added for a game (its slug).
const MARK: &str = "data-game-styles";

thread_local! {
    /// A game's sheet being fetched (or fetched): one request per game, however
    /// many screens wait for it. A promise, so every waiter can await it. A
    /// list, not a HashMap: five entries at most, and no hasher in the download.
    static LOADS: RefCell<Vec<(GameId, js_sys::Promise)>> = const { RefCell::new(Vec::new()) };
}

/// Makes sure `game`'s stylesheet applies to the page: adds its link the first
/// time and resolves when the browser has loaded it; resolves at once when it
/// has been loaded before, or when the page has no table (every sheet is
/// linked already). `Err` says in plain words why the sheet cannot be had; a
/// later call tries again.
pub async fn load_game_styles(game: GameId) -> Result<(), String> {
    let Some(href) = sheet_url(game)? else { return Ok(()) };
    if game_styles_ready(game) {
        return Ok(());
    }
    let pending = LOADS.with(|loads| loads.borrow().iter().find(|(g, _)| *g == game).map(|(_, p)| p.clone()));
    let promise = match pending {
        Some(promise) => promise,
        None => {
            let promise = add_link(game, &href)?;
            LOADS.with(|loads| loads.borrow_mut().push((game, promise.clone())));
            promise
        }
    };
    if JsFuture::from(promise).await.is_ok() {
        return Ok(());
    }
    // Forget the failed link, so that the next attempt asks the network again.
    LOADS.with(|loads| loads.borrow_mut().retain(|(g, _)| *g != game));
    if let Some(link) = added_link(game) {
        link.remove();
    }
    Err(format!("the look of {} (its stylesheet {href}) could not be downloaded", game.name()))
}

/// Whether `game`'s sheet applies now: loaded, or linked by the page itself
/// (no table). Lets a screen that is shown again skip its waiting state.
pub fn game_styles_ready(game: GameId) -> bool {
    match sheet_url(game) {
        Ok(None) => true,
        Ok(Some(_)) => added_link(game).is_some_and(|link| {
            // A link's `sheet` is set once the stylesheet has loaded and parsed.
            js_sys::Reflect::get(&link, &"sheet".into()).is_ok_and(|sheet| !sheet.is_null() && !sheet.is_undefined())
        }),
        Err(_) => false,
    }
}

/// The game's sheet from the page's table: `None` without a table, an error
/// when the table cannot be read or leaves the game out (a broken build).
fn sheet_url(game: GameId) -> Result<Option<String>, String> {
    let Some(table) = document().and_then(|d| d.get_element_by_id(TABLE_ID)) else { return Ok(None) };
    let text = table.text_content().unwrap_or_default();
    let urls = js_sys::JSON::parse(&text).map_err(|e| format!("the page's list of stylesheets cannot be read ({})", js_error_text(&e)))?;
    js_sys::Reflect::get(&urls, &game.slug().into())
        .ok()
        .and_then(|url| url.as_string())
        .map(Some)
        .ok_or_else(|| format!("this build lists no stylesheet for {}", game.name()))
}

/// Appends `<link rel="stylesheet" href=… data-game-styles=slug>` to `<head>`
/// and returns a promise settled by its `load` or `error` event. The
/// promise's own resolve and reject functions are the listeners, so no Rust
/// closure has to outlive this call.
fn add_link(game: GameId, href: &str) -> Result<js_sys::Promise, String> {
    let fail = |e: JsValue| format!("the stylesheet of {} cannot be added to the page ({})", game.name(), js_error_text(&e));
    let document = document().ok_or("there is no page")?;
    let head = document.query_selector("head").map_err(fail)?.ok_or("the page has no <head>")?;
    let link = document.create_element("link").map_err(fail)?;
    link.set_attribute("rel", "stylesheet").map_err(fail)?;
    link.set_attribute(MARK, game.slug()).map_err(fail)?;
    link.set_attribute("href", href).map_err(fail)?;
    let promise = js_sys::Promise::new(&mut |resolve, reject| {
        let _ = link.add_event_listener_with_callback("load", &resolve);
        let _ = link.add_event_listener_with_callback("error", &reject);
    });
    head.append_child(&link).map_err(fail)?;
    Ok(promise)
}

/// The link [`add_link`] put in for `game`, if it is still there.
fn added_link(game: GameId) -> Option<web_sys::Element> {
    document()?.query_selector(&format!("link[{MARK}=\"{}\"]", game.slug())).ok().flatten()
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}
