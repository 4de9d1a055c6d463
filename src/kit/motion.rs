//! A piece that moves between two places in the page glides there instead of
//! jumping, so the table sees where it went and from where.
//!
//! - `glide_from(el, dx, dy)`: `el` has just been drawn at its new place;
//!   it is shown `dx, dy` px away (where it stood) and slides home.
//! - `glide_from_element(el, from)`: the same, from where another element
//!   of the page is drawn (a card from the hand or seat that played it).
//! - `next_frame(f)`: runs `f` just before the next frame is painted.
//! - `use_glide_in(node, from)`: a component's element, as it is first
//!   drawn, glides in from the element the CSS selector `from` finds (a card
//!   from the hand that played it, a marker from the clock face). Keyed by
//!   what it shows, the component is drawn anew where the piece arrives.
//!
//! Measure where things are in `next_frame`, not in the effect that drew the
//! piece: the shell may still redraw around the board in the same turn (a
//! longer prompt pushes the players' list down), and a slide measured before
//! that starts from where its source no longer is. Nothing is painted in
//! between, so the piece is never seen at its new place first.
//!
//! An SVG piece placed by one `transform` can glide with a CSS transition
//! alone (the kit's `Token`). A piece in the page's flow that moves into
//! another box is a new element there, so nothing in CSS knows where it came
//! from: the caller measures both places and this plays the slide with the
//! Web Animations API, which leaves the element's markup untouched (a
//! screen read before and after an undo stays the same markup). With
//! reduced motion asked for, nothing moves.

use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    // `Element.animate` is behind web-sys's unstable APIs: this binds the one
    // call used, on any element.
    #[wasm_bindgen(extends = web_sys::Element)]
    type Animatable;

    #[wasm_bindgen(method)]
    fn animate(this: &Animatable, keyframes: &js_sys::Array, options: &js_sys::Object);
}

/// How long a glide takes, as the Token's CSS transition (static/screens.css).
const GLIDE_MS: f64 = 450.0;

/// Whether the person asked their system for less motion.
fn reduced_motion() -> bool {
    web_sys::window().and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten()).is_some_and(|q| q.matches())
}

/// Runs `f` once, just before the browser paints its next frame (after
/// every redraw of this turn, before anything of it is shown).
pub fn next_frame(f: impl FnOnce() + 'static) {
    if let Some(w) = web_sys::window() {
        let _ = w.request_animation_frame(Closure::once_into_js(f).unchecked_ref());
    }
}

/// Slides `el` from `dx, dy` px away back to where it is drawn.
pub fn glide_from(el: &web_sys::Element, dx: f64, dy: f64) {
    if reduced_motion() || (dx.abs() < 1.0 && dy.abs() < 1.0) {
        return;
    }
    let frame = |transform: &str| {
        let f = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&f, &"transform".into(), &transform.into());
        f
    };
    // Whole pixels: printing an f64 would link the float printer (see kit/num.rs).
    let from = format!("translate({}px, {}px)", dx.round() as i64, dy.round() as i64);
    let keyframes = js_sys::Array::of2(&frame(&from), &frame("none"));
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &GLIDE_MS.into());
    let _ = js_sys::Reflect::set(&options, &"easing".into(), &"cubic-bezier(.3, .7, .3, 1)".into());
    el.unchecked_ref::<Animatable>().animate(&keyframes, &options);
}

/// How far a piece drops in from above when the place it came from is not
/// on the screen: far enough to be seen arriving, not so far it is a throw.
const DROP_IN_PX: f64 = 48.0;

/// Slides `el` over from the top-left corner of `from`. A source that is not
/// drawn (a panel a phone's layout hides) or lies off the screen gives no
/// place the eye could follow from, so the piece drops in from just above:
/// a slide across the whole page from somewhere unseen reads as a glitch.
///
/// The slide starts inside the box `el` is seen through (the board's scroll
/// box): a piece shifted outside it would grow what that box scrolls over,
/// and a scroll bar would come and go under the glide (a classic scroll bar
/// narrows the board for that half second). A source beyond the box's edge
/// (the players' list beside or under the board) starts the piece at that
/// edge, on the source's side, so it still comes from there.
pub fn glide_from_element(el: &web_sys::Element, from: Option<&web_sys::Element>) {
    let to = el.get_bounding_client_rect();
    let Some(window) = web_sys::window() else { return };
    let px = |v: Result<JsValue, JsValue>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let (w, h) = (px(window.inner_width()), px(window.inner_height()));
    let seen =
        |r: &web_sys::DomRect| r.width() > 0.0 && r.height() > 0.0 && r.bottom() > 0.0 && r.right() > 0.0 && r.top() < h && r.left() < w;
    let (dx, dy) = match from.map(|f| f.get_bounding_client_rect()).filter(seen) {
        Some(r) => (r.left() - to.left(), r.top() - to.top()),
        None => (0.0, -DROP_IN_PX),
    };
    let (left, top, right, bottom) = match clipping_box(&window, el) {
        Some(b) => {
            let r = b.get_bounding_client_rect();
            (r.left(), r.top(), r.right(), r.bottom())
        }
        None => (0.0, 0.0, w, h),
    };
    let x = keep_within(to.left() + dx, to.width(), left, right);
    let y = keep_within(to.top() + dy, to.height(), top, bottom);
    glide_from(el, x - to.left(), y - to.top());
}

/// Glides the element `node` holds in from the element `from` selects, once,
/// as the component is first drawn (a piece that stays put never moves);
/// `None` for a piece that did not just arrive. The source is looked up when
/// the frame is laid out, so the selector names where the piece came from
/// in the page as drawn now (the card that fills the hand's gap).
#[hook]
pub fn use_glide_in(node: &NodeRef, from: Option<String>) {
    let node = node.clone();
    use_effect_with((), move |_| {
        if let (Some(from), Some(el)) = (from, node.cast::<web_sys::Element>()) {
            next_frame(move || {
                let source = el.owner_document().and_then(|d| d.query_selector(&from).ok().flatten());
                glide_from_element(&el, source.as_ref());
            });
        }
    });
}

/// The nearest ancestor of `el` that clips or scrolls what overflows it.
fn clipping_box(window: &web_sys::Window, el: &web_sys::Element) -> Option<web_sys::Element> {
    let mut at = el.parent_element();
    while let Some(node) = at {
        if super::browser::clips_overflow(window, &node) {
            return Some(node);
        }
        at = node.parent_element();
    }
    None
}

/// Where a box `size` long starting at `start` would start to lie within
/// `lo..hi` (as it is, when it could not fit).
///
/// `max` then `min`, not `f64::clamp`: clamp's check that its bounds are in
/// order prints them when they are not, and that links the float printer
/// into the games that glide (0.8 KB gzip, measured, for a case this never meets).
fn keep_within(start: f64, size: f64, lo: f64, hi: f64) -> f64 {
    if hi - lo < size {
        start
    } else {
        start.max(lo).min(hi - size)
    }
}
