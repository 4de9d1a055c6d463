//! The error screen shown after a panic.
//!
//! Release builds abort on panic, so the wasm instance is gone by the time
//! anyone sees the page: this screen is written once, from the panic hook,
//! with plain DOM calls, and works without any Rust code running afterwards
//! (the Reload button and the export links are plain HTML).

use super::store;
use std::panic::PanicHookInfo;
use web_sys::{Document, Element};

/// Installs the hook through yew, which would otherwise replace it with its
/// own console-only hook when the app first renders.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show(&message(info));
    }));
}

fn message(info: &PanicHookInfo<'_>) -> String {
    let payload = info.payload();
    let text = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "an unexpected error".to_string());
    match info.location() {
        Some(at) => format!("{text} (at {}:{})", at.file(), at.line()),
        None => text,
    }
}

/// Replaces the page with the error screen. Never panics: every DOM call
/// that fails is skipped, since a panic here would leave a blank page.
fn show(what: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = doc.body() else { return };
    body.set_inner_html("");
    let Some(screen) = el(&doc, "main", &[("class", "error-screen"), ("data-testid", "error-screen")]) else {
        return;
    };
    // Attached first, so whatever is written below shows even if a later step fails.
    let _ = body.append_child(&screen);
    // The words are an alert, read out at once; a <main> may not take that
    // role itself, so they sit in a box of their own inside it.
    let Some(alert) = el(&doc, "div", &[("role", "alert")]) else { return };
    let _ = screen.append_child(&alert);
    add_text(&doc, &alert, "h1", "Something went wrong");
    add_text(&doc, &alert, "p", "Endgames stopped because of an error it could not recover from:");
    add_text(&doc, &alert, "pre", what);
    add_text(&doc, &alert, "p", "Your game is saved up to its last good action. Reload the page to carry on from there.");
    if let Some(button) = el(&doc, "button", &[("type", "button"), ("class", "primary"), ("onclick", "location.reload()")]) {
        button.set_text_content(Some("Reload"));
        let _ = screen.append_child(&button);
    }
    export_links(&doc, &screen);
}

/// One download link per stored save (readable or not), built from the raw text.
fn export_links(doc: &Document, screen: &Element) {
    let saves = store::raw_saves();
    if saves.is_empty() {
        return;
    }
    add_text(doc, screen, "p", "To keep a copy of your saved games, export them:");
    let Some(list) = el(doc, "ul", &[("class", "export-list")]) else { return };
    for (key, raw) in saves {
        let href = format!("data:application/json;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&raw)));
        let file = format!("{key}.json");
        let Some(item) = el(doc, "li", &[]) else { continue };
        if let Some(link) = el(doc, "a", &[("href", &href), ("download", &file), ("class", "button-link")]) {
            link.set_text_content(Some(&link_text(&key, &raw)));
            let _ = item.append_child(&link);
        }
        let _ = list.append_child(&item);
    }
    let _ = screen.append_child(&list);
}

/// "Export ExtracZon with Ana, Ben", or the key for a save that cannot be read.
fn link_text(key: &str, raw: &str) -> String {
    match crate::saves::parse_save(raw) {
        Ok(save) => {
            let names: Vec<&str> = save.seats.iter().map(|s| s.name.as_str()).collect();
            format!("Export {} with {}", save.game.name(), names.join(", "))
        }
        Err(_) => format!("Export the unreadable save “{key}”"),
    }
}

fn el(doc: &Document, tag: &str, attrs: &[(&str, &str)]) -> Option<Element> {
    let e = doc.create_element(tag).ok()?;
    for (name, value) in attrs {
        let _ = e.set_attribute(name, value);
    }
    Some(e)
}

fn add_text(doc: &Document, parent: &Element, tag: &str, text: &str) {
    if let Some(e) = el(doc, tag, &[]) {
        e.set_text_content(Some(text));
        let _ = parent.append_child(&e);
    }
}
