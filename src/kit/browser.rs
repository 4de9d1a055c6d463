//! Small wrappers over the browser: clocks, fresh seeds, file downloads.

use wasm_bindgen::JsCast;

/// Milliseconds since 1970.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Milliseconds since 1970 as saves keep them (for "last played").
pub fn timestamp() -> u64 {
    now_ms() as u64
}

/// A high-resolution clock for timing bot slices.
pub fn perf_now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or_else(now_ms)
}

/// Hands the page back for one turn of its event loop (taps, painting),
/// then goes on. A message to itself through a `MessageChannel`, as
/// JavaScript's schedulers do: browsers hold nested zero-delay timers
/// about 4 ms apart, which with 8 ms slices of thinking left a third of a
/// bot's decision waiting. Falls back to such a timer if the channel
/// cannot be made.
pub async fn yield_to_page() {
    let Ok(channel) = web_sys::MessageChannel::new() else {
        yew::platform::time::sleep(std::time::Duration::ZERO).await;
        return;
    };
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        channel.port1().set_onmessage(Some(resolve.unchecked_ref()));
        if channel.port2().post_message(&wasm_bindgen::JsValue::NULL).is_err() {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    // Held to here, so neither port is collected before the message arrives.
    channel.port1().set_onmessage(None);
}

/// Seeds stay below 2^53 so a save survives any JavaScript tool that reads
/// and rewrites it (JSON numbers beyond that lose digits there).
const SEED_MASK: u64 = (1 << 53) - 1;

/// A seed nobody can predict, for a new game or a bot's search.
pub fn fresh_seed() -> u64 {
    let seed = getrandom::u64().unwrap_or_else(|_| {
        // The crypto API is missing (very old browser): fall back to Math.random.
        let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        let lo = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        (hi << 32) ^ lo ^ now_ms() as u64
    });
    seed & SEED_MASK
}

/// A short id for a new save: time-ordered, plus random bits so two tabs
/// rarely draw the same; `ui::store::create` makes sure they never keep it.
pub fn new_save_id() -> String {
    let time = now_ms() as u64;
    let salt = fresh_seed() & 0xff_ffff;
    format!("{time:x}{salt:06x}")
}

/// A JavaScript error's message in plain text (its `message`, or the value
/// itself if it is a string). Not `{:?}`: Debug formatting of a JsValue
/// brings string escaping code into the download for no reader's benefit.
pub fn js_error_text(e: &wasm_bindgen::JsValue) -> String {
    js_sys::Reflect::get(e, &"message".into())
        .ok()
        .and_then(|v| v.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown reason".into())
}

/// Offers `text` to the user as a file download.
pub fn download(file_name: &str, text: &str) -> Result<(), String> {
    let fail = |e: wasm_bindgen::JsValue| format!("the browser refused the download ({})", js_error_text(&e));
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let parts = js_sys::Array::of1(&text.into());
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let link: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.dyn_into().map_err(|_| "no link element".to_string())?;
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// A file name safe on every system, e.g. "extraczon-2024-game.json".
pub fn file_name(stem: &str) -> String {
    let clean: String = stem.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '-' }).collect();
    format!("{clean}.json")
}

/// Moves the keyboard focus to `node`'s element, if it is on the page.
pub fn focus(node: &yew::NodeRef) {
    if let Some(el) = node.cast::<web_sys::HtmlElement>() {
        let _ = el.focus();
    }
}

/// Brings the first element inside `root` matching `selector` (a legal
/// target) into view when none of them is in view, moving no further than
/// needed: whenever the step changes, the player sees something to tap, and
/// a board the player scrolled to a target is left where it is.
pub fn reveal_first(root: &yew::NodeRef, selector: &str) {
    if let Some(el) = root.cast::<web_sys::Element>() {
        reveal_first_in(&el, selector);
    }
}

/// [`reveal_first`] for the legal targets of the board on the page (and
/// what it marks to be read, `dock::TO_SHOW`).
pub fn reveal_first_on_board() {
    if let Some(board) = board_on_page() {
        reveal_first_in(&board, super::dock::TO_SHOW);
    }
}

/// [`reveal_first`] for an element found by the caller.
pub fn reveal_first_in(el: &web_sys::Element, selector: &str) {
    if let Some(target) = first_if_none_in_view(el, selector) {
        scroll_near(&target);
    }
}

/// The side panel's prompt and the row it shares with the Hint, from the panel
/// (`table_view`); a phone on its side pins the prompt at the panel's top.
pub const PANEL_PROMPT_ROW: &str = ":scope > .prompt-row";
pub const PANEL_PROMPT: &str = ":scope > .prompt-row > .prompt";
/// A hint's words, in the prompt's row once the player has asked for one.
pub const PANEL_HINT_LINE: &str = ":scope > .prompt-row > .hint-line";

/// The first element inside `el` matching `selector`, when none of them is
/// wholly in view (a target cut by the edge is not one to tap). In view means
/// within the box it scrolls in (the board area, or the side panel for the
/// dock's buttons) and within the window: a button scrolled up past the
/// panel's top edge is still on the window, under the play bar. In the side
/// panel it also means below the prompt, which a phone on its side keeps
/// pinned at the panel's top while the rest scrolls under it.
pub fn first_if_none_in_view(el: &web_sys::Element, selector: &str) -> Option<web_sys::Element> {
    let found = in_view(el, selector);
    if found.iter().any(|(_, shown)| *shown) {
        return None;
    }
    found.into_iter().next().map(|(e, _)| e)
}

/// The first element inside `el` matching `selector` that is wholly in view
/// (as [`first_if_none_in_view`] means it), else the first; and whether it is.
pub fn first_preferring_view(el: &web_sys::Element, selector: &str) -> Option<(web_sys::Element, bool)> {
    let mut found = in_view(el, selector);
    let at = found.iter().position(|(_, shown)| *shown).unwrap_or(0);
    (at < found.len()).then(|| found.swap_remove(at))
}

/// The elements inside `root` that match `selector`, in the page's order
/// (none for a selector the browser cannot read).
pub fn all_matching(root: &web_sys::Element, selector: &str) -> Vec<web_sys::Element> {
    let Ok(list) = root.query_selector_all(selector) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok()).collect()
}

/// Each element inside `el` matching `selector`, with whether it is wholly in view.
fn in_view(el: &web_sys::Element, selector: &str) -> Vec<(web_sys::Element, bool)> {
    let seen = ViewBox::around(el);
    all_matching(el, selector)
        .into_iter()
        .map(|e| {
            let shown = seen.holds(&e);
            (e, shown)
        })
        .collect()
}

/// Whether `el` is wholly in view, as [`first_if_none_in_view`] means it.
pub fn wholly_in_view(el: &web_sys::Element) -> bool {
    ViewBox::around(el).holds(el)
}

/// Whether the top edge of `el` is in view (below a pinned prompt, above the
/// bottom of the box it scrolls in).
pub fn top_in_view(el: &web_sys::Element) -> bool {
    let seen = ViewBox::around(el);
    let top = el.get_bounding_client_rect().top();
    top >= seen.top - 1.0 && top <= seen.bottom
}

/// How far down the window an element inside `el`'s scrolling box can be
/// seen: the box's bottom or the window's, whichever is higher.
pub fn shown_bottom(el: &web_sys::Element) -> f64 {
    ViewBox::around(el).bottom
}

/// The part of the window where an element inside `el` can be seen: the box
/// it scrolls in (the board area or the side panel), below the panel's pinned
/// prompt, within the window.
struct ViewBox {
    top: f64,
    left: f64,
    bottom: f64,
    right: f64,
}

impl ViewBox {
    fn around(el: &web_sys::Element) -> ViewBox {
        let (w, h) = web_sys::window()
            .map(|w| {
                (
                    w.inner_width().ok().and_then(|v| v.as_f64()).unwrap_or(0.0),
                    w.inner_height().ok().and_then(|v| v.as_f64()).unwrap_or(0.0),
                )
            })
            .unwrap_or((0.0, 0.0));
        let area = el.closest("main.board-area, aside.side-panel").ok().flatten();
        // Unpinned, the prompt scrolls with the panel and ends above the dock anyway.
        let pinned_bottom = area
            .as_ref()
            .and_then(|a| a.query_selector(PANEL_PROMPT).ok().flatten())
            .map_or(0.0, |prompt| prompt.get_bounding_client_rect().bottom());
        let (top, left, bottom, right) = area
            .map(|a| a.get_bounding_client_rect())
            .map_or((0.0, 0.0, h, w), |a| (a.top().max(pinned_bottom).max(0.0), a.left().max(0.0), a.bottom().min(h), a.right().min(w)));
        ViewBox { top, left, bottom, right }
    }

    /// Whether `e` is wholly inside, give or take a pixel of rounding.
    fn holds(&self, e: &web_sys::Element) -> bool {
        let r = e.get_bounding_client_rect();
        r.width() > 0.0
            && r.top() >= self.top - 1.0
            && r.left() >= self.left - 1.0
            && r.bottom() <= self.bottom + 1.0
            && r.right() <= self.right + 1.0
    }
}

/// Brings the first element inside `root` matching `selector` into view,
/// moving no further than needed, whatever else is in view: a player's turn
/// opens on its first step (Extrication's Go buttons on the track, not the
/// mat the last tap scrolled to).
pub fn bring_first_into_view(root: &yew::NodeRef, selector: &str) {
    if let Some(target) = root.cast::<web_sys::Element>().and_then(|el| el.query_selector(selector).ok().flatten()) {
        scroll_near(&target);
    }
}

/// Scrolls `target` into view, each box around it moving no further than needed.
pub fn scroll_near(target: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    options.set_inline(web_sys::ScrollLogicalPosition::Nearest);
    target.scroll_into_view_with_scroll_into_view_options(&options);
}

/// After an action the pressed control is often gone and focus falls back to
/// the page; a keyboard player would then have to tab through the whole shell
/// again. So when nothing holds focus (or only the board area, where it is
/// parked while there is nothing to take), the first element matching one of
/// `places` (an element and a selector inside it, tried in order: the board's
/// legal targets, then the step's buttons) gets it, one in view before one
/// out of it, without scrolling the page: a tap's target may be anywhere.
/// After a key, though, the focused target is brought wholly into view, or
/// the next arrow would start from a hex the player cannot see. With nothing
/// to take (a bot's turn), the board area holds the focus, so the next Tab
/// goes on from the board, not from the top of the page. Focus held
/// anywhere else is left alone.
pub fn refocus_if_lost(places: &[(Option<web_sys::Element>, &str)]) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let board = board_on_page();
    let lost = doc.active_element().is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body") || Some(&e) == board.as_ref());
    if !lost {
        return;
    }
    match places.iter().find_map(|(el, selector)| first_preferring_view(el.as_ref()?, selector)) {
        Some((target, in_view)) => {
            // After a tap, no ring: Chromium draws one on a target focused
            // by script once the player has tapped a button the app had
            // focused (the curtain's), so in pass-and-play every step's first
            // hex looked chosen (seen play-testing, 5 Dec 2026).
            focus_with(&target, true, (!keyboard_in_use()).then_some(false));
            if !in_view && keyboard_in_use() {
                scroll_near(&target);
            }
        }
        None => {
            if let Some(board) = board.filter(|b| b.has_attribute("tabindex")) {
                focus_element(&board, true);
            }
        }
    }
}

thread_local! {
    /// Whether the last thing the player pressed was a key, not a tap or a click.
    static KEYBOARD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Notes how the player last pressed something (`keys::use_keys_in_use` listens).
pub fn note_input(keyboard: bool) {
    KEYBOARD.with(|k| k.set(keyboard));
}

/// Whether the last thing pressed on the play screen was a key.
pub fn keyboard_in_use() -> bool {
    KEYBOARD.with(std::cell::Cell::get)
}

/// Focuses `el`, an HTML or an SVG element (web-sys gives the two no common
/// `focus`); `keep_scroll` leaves the page where it is, else the browser
/// brings `el` into view as it does for a Tab.
pub fn focus_element(el: &web_sys::Element, keep_scroll: bool) {
    focus_with(el, keep_scroll, None);
}

/// Whether the focus has fallen to the page itself (on nothing, or on
/// `<body>`): the control that held it has gone, say a Try again whose
/// answer took its place.
pub fn focus_fallen() -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return false };
    doc.active_element().is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"))
}

/// Puts the focus back on `el` after a control that held it went away
/// (a dismissed message), with the ring only if the keyboard is in use:
/// after a tap Chromium would otherwise ring what the script focused.
pub fn focus_back(el: &web_sys::Element) {
    focus_with(el, true, (!keyboard_in_use()).then_some(false));
}

/// [`focus_element`], with `ring` (`focusVisible`) saying whether the
/// browser draws the focus ring, where it is not left to its own judgement.
fn focus_with(el: &web_sys::Element, keep_scroll: bool, ring: Option<bool>) {
    use wasm_bindgen::JsCast;
    let options = js_sys::Object::new();
    if keep_scroll {
        let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
    }
    if let Some(ring) = ring {
        let _ = js_sys::Reflect::set(&options, &"focusVisible".into(), &ring.into());
    }
    if let Ok(focus) = js_sys::Reflect::get(el, &"focus".into()) {
        if let Some(focus) = focus.dyn_ref::<js_sys::Function>() {
            let _ = focus.call1(el, &options);
        }
    }
}

/// The board on the page (the play screen's or the review's).
pub fn board_on_page() -> Option<web_sys::Element> {
    gloo::utils::document().query_selector("main.board-area").ok().flatten()
}

/// Calls `on_key` with the key's name for each key pressed on the page while
/// the returned listener is kept, except keys typed into a field (a note, a
/// name) and keys a control already handled (a dialog's or the menu's
/// Escape, which mark it so).
pub fn on_page_keys(on_key: impl Fn(&str) + 'static) -> Option<gloo::events::EventListener> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    Some(gloo::events::EventListener::new(&window, "keydown", move |e| {
        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
        let in_field = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if !in_field && !e.default_prevented() {
            on_key(&e.key());
        }
    }))
}

/// Whether `el` clips or scrolls what overflows it (either axis).
pub fn clips_overflow(window: &web_sys::Window, el: &web_sys::Element) -> bool {
    let style = window.get_computed_style(el).ok().flatten();
    let clips = |axis: &str| style.as_ref().and_then(|s| s.get_property_value(axis).ok()).is_some_and(|v| v != "visible");
    clips("overflow-x") || clips("overflow-y")
}
