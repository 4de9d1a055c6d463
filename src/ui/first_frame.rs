//! index.html's first frame: the `.boot` "Setting up the table…" screen and
//! the `.prerender` copy of the home, painted before the wasm has loaded.
//! Its CSS hides both once the app has a screen of its own beside them;
//! [`remove`] then takes them out, so their ids are not in the page twice.
//!
//! yew empties `<body>` as it mounts, so `start` sets the frame aside
//! ([`set_aside`]) and puts it back ([`put_back`]) around the mount: the
//! home's first frame then stays on screen while the app builds its own
//! behind it (screens/home.rs).

use web_sys::Node;

/// Takes the `.boot` frame and the `.prerender` home out of the page.
pub fn set_aside() -> Vec<Node> {
    let frames = frames();
    for frame in &frames {
        if let Some(parent) = frame.parent_node() {
            let _ = parent.remove_child(frame);
        }
    }
    frames
}

/// Puts back what [`set_aside`] took, in front of whatever `<body>` holds.
pub fn put_back(frames: Vec<Node>) {
    let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) else { return };
    let first = body.first_child();
    for frame in &frames {
        let _ = body.insert_before(frame, first.as_ref());
    }
}

fn frames() -> Vec<Node> {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return Vec::new() };
    let Ok(list) = doc.query_selector_all("body > .boot, body > .prerender") else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)).collect()
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
    set_aside();
}
