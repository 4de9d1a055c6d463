//! index.html's first frame: the `.boot` "Setting up the table…" screen and
//! the `.prerender` copy of the home, painted before the wasm has loaded.
//! The app mounts into a box of its own beside them (`#app`), so they stay on
//! screen while it builds its first screen; index.html's CSS hides them once
//! that box holds a screen that is not still being built, and [`remove`]
//! then takes them out, so their ids are not in the page twice.

/// The element the app mounts into.
pub fn app_root() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id("app")
}

/// Whether index.html's copy of the home is in the page (the app's first
/// start on the home screen, before it has drawn its own). A build without
/// the copy (`trunk serve`) leaves the `.prerender` box empty.
pub fn prerendered_home_shown() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|doc| doc.query_selector("body > .prerender:not(:empty)").ok().flatten())
        .is_some()
}

/// Removes the `.boot` frame and the `.prerender` home, if still there.
pub fn remove() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(list) = doc.query_selector_all("body > .boot, body > .prerender") else { return };
    for frame in (0..list.length()).filter_map(|i| list.item(i)) {
        if let Some(parent) = frame.parent_node() {
            let _ = parent.remove_child(&frame);
        }
    }
}
