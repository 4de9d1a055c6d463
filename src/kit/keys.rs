//! The keyboard on a board, the same in every game.
//!
//! A board's legal targets (`[data-legal='true']`: hexes, places, cards,
//! refugees, pads), with the pieces that are no move now but say why or
//! what they are when pressed (`[data-piece='true']`: a refugee who may not
//! be questioned, a card that may not be played), are **one stop** in the
//! Tab order, and the **arrow keys** move between them by where they lie on
//! screen; Home and End go to the first and the last. The stop is on a
//! legal target whenever there is one. Enter or Space chooses (each
//! target's own handler, [`enter_or_space`]). Founding a species offered 84
//! hexes, each its own Tab stop, and the step's buttons in the dock were
//! that many presses away.
//!
//! The stop is kept in the page, not in the view: every target is written
//! with `tabindex="0"` (or is a `<button>`), and after each render of the
//! board a pass ([`Roving::pass`]) takes all but one out of the Tab order.
//! Yew patches only the attributes its own markup changed, so the change
//! holds; a target drawn between two passes is simply one more stop until
//! the next, never none, and the first of them the keyboard reaches runs a
//! pass of its own. Where the stop is, is focus, not the drawing: nothing
//! but `tabindex` marks it in the page, and a button that stops being a
//! target gets its own Tab order back.

use super::browser;
use super::dock::{CHOSEN_PARTS, LEGAL};
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

/// What the arrows move between: the legal targets and the pieces.
const GROUP: &str = "[data-legal='true'], [data-piece='true']";

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
    let roving = use_mut_ref(Roving::default);
    {
        let (root, roving) = (root.clone(), roving.clone());
        use_effect(move || {
            if let (Some(el), Ok(mut r)) = (root.cast::<Element>(), roving.try_borrow_mut()) {
                r.pass(&el);
            }
        });
    }
    {
        let root = root.clone();
        use_effect_with((), move |()| {
            let listeners = root.cast::<Element>().map(|el| listen(&el, &roving));
            move || drop(listeners)
        });
    }
}

#[derive(Properties, PartialEq)]
pub struct KeyGroupProps {
    pub class: AttrValue,
    /// The group's name for screen readers.
    pub label: AttrValue,
    pub children: Html,
}

/// Targets drawn outside the board, in the step's dock (ExtracZon's secured
/// Tactical cards): one Tab stop with the arrows between them, as on the
/// board. Each was a Tab stop of its own and the arrows did nothing, though
/// the keys' line says they move between the choices.
#[function_component]
pub fn KeyGroup(props: &KeyGroupProps) -> Html {
    let node = use_node_ref();
    use_board_keys(&node);
    // `key-group`: the stylesheet shows the keys' line while one of these has the focus.
    html! { <div class={classes!("key-group", props.class.clone())} role="group" aria-label={props.label.clone()} ref={node}>{ props.children.clone() }</div> }
}

/// Whether the last thing pressed was a key, not a tap or a click: the
/// play screen draws the keys' line only then. `:focus-visible` alone is
/// not enough: Chromium keeps it on a target the app focuses after a tap on
/// a button it had focused itself (the curtain's, after a reload), and a
/// phone showed the keys' line over the title after a tap.
#[hook]
pub fn use_keys_in_use() -> bool {
    let keys = use_state_eq(|| false);
    {
        let keys = keys.clone();
        use_effect_with((), move |()| {
            let window = gloo::utils::window();
            let options = EventListenerOptions::run_in_capture_phase();
            let pressed = keys.clone();
            let key = EventListener::new_with_options(&window, "keydown", options, move |_| {
                browser::note_input(true);
                pressed.set(true);
            });
            let tap = EventListener::new_with_options(&window, "pointerdown", options, move |_| {
                browser::note_input(false);
                keys.set(false);
            });
            move || drop((key, tap))
        });
    }
    *keys
}

/// The keydown listener (not passive, gloo's default: an arrow must not
/// scroll the page too) and the focusin one on the board's root.
fn listen(root: &Element, roving: &Rc<RefCell<Roving>>) -> (EventListener, EventListener) {
    let options = EventListenerOptions::enable_prevent_default();
    let keys = EventListener::new_with_options(root, "keydown", options, {
        let roving = roving.clone();
        move |e| on_key(e, &roving)
    });
    // A part of the board that redraws on its own (Extinction's close-up
    // after the whole island) brings its targets back as stops of their
    // own: the first one focused makes the Tab order one stop again.
    let (board, roving) = (root.clone(), roving.clone());
    let focus = EventListener::new(root, "focusin", move |e| {
        let on_target = e.target().and_then(|t| t.dyn_into::<Element>().ok()).is_some_and(|t| in_group(&t));
        if let (true, Ok(mut r)) = (on_target, roving.try_borrow_mut()) {
            r.pass(&board);
        }
    });
    (keys, focus)
}

/// Which target is the board's Tab stop, and which it took out of the Tab order.
#[derive(Default)]
struct Roving {
    stop: Option<Element>,
    out: Vec<Element>,
}

impl Roving {
    /// Leaves one of `root`'s targets in the Tab order: the focused one,
    /// else the one chosen (pressed), else the first part of a chosen piece,
    /// else the one a hint names, else the stop before (where the arrows
    /// went), else the first legal one, else the first piece.
    fn pass(&mut self, root: &Element) {
        let targets = targets(root);
        // A button that is in the group no more (yew keeps the element for
        // another use) is a control of its own again.
        for el in self.out.drain(..).filter(|e| !in_group(e)) {
            if el.tag_name() == "BUTTON" {
                let _ = el.remove_attribute("tabindex");
            }
        }
        let focused = gloo::utils::document().active_element();
        let stop = targets
            .iter()
            .position(|t| Some(t) == focused.as_ref())
            .or_else(|| targets.iter().position(|t| attr_is(t, "aria-pressed", "true")))
            .or_else(|| targets.iter().position(|t| t.matches(CHOSEN_PARTS).unwrap_or(false)))
            .or_else(|| targets.iter().position(|t| attr_is(t, "data-hint", "true")))
            .or_else(|| targets.iter().position(|t| Some(t) == self.stop.as_ref()))
            .or_else(|| targets.iter().position(|t| t.matches(LEGAL).unwrap_or(false)))
            .unwrap_or(0);
        for (i, t) in targets.iter().enumerate() {
            set_stop(t, i == stop);
        }
        self.stop = targets.get(stop).cloned();
        self.out = targets;
    }

    /// The arrows took the stop from `from` to `to`.
    fn moved(&mut self, from: &Element, to: &Element) {
        set_stop(from, false);
        set_stop(to, true);
        self.stop = Some(to.clone());
    }
}

/// In the Tab order (`on`) or out of it but still focusable by the arrows.
/// A button in it keeps no `tabindex` at all, as one that was never a target.
fn set_stop(target: &Element, on: bool) {
    let button = target.tag_name() == "BUTTON";
    match (on, button) {
        (true, true) => {
            if target.has_attribute("tabindex") {
                let _ = target.remove_attribute("tabindex");
            }
        }
        _ => {
            let tabindex = if on { "0" } else { "-1" };
            if !attr_is(target, "tabindex", tabindex) {
                let _ = target.set_attribute("tabindex", tabindex);
            }
        }
    }
}

fn attr_is(el: &Element, name: &str, value: &str) -> bool {
    el.get_attribute(name).as_deref() == Some(value)
}

fn in_group(el: &Element) -> bool {
    el.matches(GROUP).unwrap_or(false)
}

/// `root`'s legal targets and pieces, in the page's order.
fn targets(root: &Element) -> Vec<Element> {
    browser::all_matching(root, GROUP)
}

/// An arrow, Home or End pressed on one of the board's targets.
fn on_key(e: &Event, roving: &Rc<RefCell<Roving>>) {
    let Some(e) = e.dyn_ref::<KeyboardEvent>() else { return };
    if e.default_prevented() || e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
        return;
    }
    let from = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    let root = e.current_target().and_then(|t| t.dyn_into::<Element>().ok());
    let (Some(from), Some(root)) = (from, root) else { return };
    if !in_group(&from) {
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
        // Let go before focusing: the focus runs the focusin pass.
        if let Ok(mut r) = roving.try_borrow_mut() {
            r.moved(&from, &next);
        }
        browser::focus_element(&next, false);
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
