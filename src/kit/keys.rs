//! The keyboard on a board, the same in every game.
//!
//! A board's legal targets (`[data-legal='true']`: hexes, places, cards,
//! refugees, pads) are **one stop** in the Tab order, and the **arrow keys**
//! move between them by where they lie on screen; Home and End go to the
//! first and the last. Enter or Space chooses (each target's own handler,
//! [`enter_or_space`]). Founding a species offered 84 hexes, each its own Tab
//! stop, and the step's buttons in the dock were that many presses away.
//!
//! The stop is kept in the page, not in the view: every target is written
//! with `tabindex="0"` (or is a `<button>`), and after each render of the
//! board [`rove`] takes all but one out of the Tab order. Yew patches only
//! the attributes its own markup changed, so the change holds; a target drawn
//! between two passes is simply one more stop until the next, never none.

use super::dock::LEGAL;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

/// Marks the target that is the Tab stop, so the next pass keeps it there:
/// a player who arrowed to a hex and stepped out to the dock comes back to it.
const REACHED: &str = "data-key-stop";

/// Enter or Space on a drawn target (a `<g role="button">`) does what a tap
/// does, as they do on a `<button>`.
pub fn enter_or_space(tap: Callback<()>) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            tap.emit(());
        }
    })
}

/// The board's keys for `root`: one Tab stop among its targets after every
/// render, and the arrows, Home and End between them.
#[hook]
pub fn use_board_keys(root: &NodeRef) {
    {
        let root = root.clone();
        use_effect(move || {
            if let Some(el) = root.cast::<Element>() {
                rove(&el);
            }
        });
    }
    {
        let root = root.clone();
        use_effect_with((), move |()| {
            // Not passive (gloo's default): an arrow must not scroll the page too.
            let options = EventListenerOptions::enable_prevent_default();
            let listener = root.cast::<Element>().map(|el| EventListener::new_with_options(&el, "keydown", options, on_key));
            move || drop(listener)
        });
    }
}

/// Leaves one of `root`'s targets in the Tab order: the focused one, else
/// the one chosen (pressed), else the one a hint names, else the stop the
/// last pass left (where the arrows went), else the first.
pub fn rove(root: &Element) {
    let targets = targets(root);
    let focused = gloo::utils::document().active_element();
    let stop = targets
        .iter()
        .position(|t| Some(t) == focused.as_ref())
        .or_else(|| targets.iter().position(|t| attr_is(t, "aria-pressed", "true")))
        .or_else(|| targets.iter().position(|t| attr_is(t, "data-hint", "true")))
        .or_else(|| targets.iter().position(|t| t.has_attribute(REACHED)))
        .unwrap_or(0);
    for (i, t) in targets.iter().enumerate() {
        set_stop(t, i == stop);
    }
}

fn set_stop(target: &Element, on: bool) {
    let tabindex = if on { "0" } else { "-1" };
    if !attr_is(target, "tabindex", tabindex) {
        let _ = target.set_attribute("tabindex", tabindex);
    }
    if on != target.has_attribute(REACHED) {
        let _ = if on { target.set_attribute(REACHED, "") } else { target.remove_attribute(REACHED) };
    }
}

fn attr_is(el: &Element, name: &str, value: &str) -> bool {
    el.get_attribute(name).as_deref() == Some(value)
}

/// `root`'s legal targets, in the page's order.
fn targets(root: &Element) -> Vec<Element> {
    let Ok(list) = root.query_selector_all(LEGAL) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).collect()
}

/// An arrow, Home or End pressed on one of the board's targets.
fn on_key(e: &Event) {
    let Some(e) = e.dyn_ref::<KeyboardEvent>() else { return };
    if e.default_prevented() || e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
        return;
    }
    let from = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    let root = e.current_target().and_then(|t| t.dyn_into::<Element>().ok());
    let (Some(from), Some(root)) = (from, root) else { return };
    if !from.matches(LEGAL).unwrap_or(false) {
        return;
    }
    let shown: Vec<Element> = targets(&root).into_iter().filter(|t| t.get_bounding_client_rect().width() > 0.0).collect();
    let next = match e.key().as_str() {
        "ArrowLeft" => nearest(&from, &shown, (-1.0, 0.0)),
        "ArrowRight" => nearest(&from, &shown, (1.0, 0.0)),
        "ArrowUp" => nearest(&from, &shown, (0.0, -1.0)),
        "ArrowDown" => nearest(&from, &shown, (0.0, 1.0)),
        "Home" => shown.first().cloned(),
        "End" => shown.last().cloned(),
        _ => return,
    };
    // The key is the board's even where nothing lies that way: the page
    // does not scroll instead.
    e.prevent_default();
    if let Some(next) = next.filter(|n| *n != from) {
        set_stop(&from, false);
        set_stop(&next, true);
        focus(&next);
    }
}

/// The target in direction `dir` (a unit step on screen) from `from`: the
/// closest (a step sideways counting as one that way) among those within
/// 60 degrees of the direction; if none is, among all that lie that way at
/// all. On a hex map Down goes to the next row (the left of its two hexes
/// if they are level), not to the hex straight below two rows down.
fn nearest(from: &Element, targets: &[Element], dir: (f64, f64)) -> Option<Element> {
    let centre = |e: &Element| {
        let r = e.get_bounding_client_rect();
        (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
    };
    let (x0, y0) = centre(from);
    let scored: Vec<(f64, f64, &Element)> = targets
        .iter()
        .filter(|t| *t != from)
        .filter_map(|t| {
            let (dx, dy) = (centre(t).0 - x0, centre(t).1 - y0);
            let along = dx * dir.0 + dy * dir.1;
            let aside = (dx * dir.1 - dy * dir.0).abs();
            (along > 1.0).then_some((along, aside, t))
        })
        .collect();
    let best = |within: bool| {
        scored
            .iter()
            .filter(|(along, aside, _)| !within || *aside <= along * 3f64.sqrt())
            .min_by(|a, b| (a.0 + a.1).total_cmp(&(b.0 + b.1)))
            .map(|(_, _, t)| (*t).clone())
    };
    best(true).or_else(|| best(false))
}

/// Focuses `el`, an HTML or an SVG element (web-sys gives the two no common
/// `focus`), scrolling it into view as the browser does for a Tab.
pub fn focus(el: &Element) {
    if let Ok(f) = js_sys::Reflect::get(el, &"focus".into()) {
        if let Some(f) = f.dyn_ref::<js_sys::Function>() {
            let _ = f.call0(el);
        }
    }
}
