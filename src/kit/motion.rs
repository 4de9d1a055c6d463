//! A piece that moves between two places in the page glides there instead of
//! jumping, so the table sees where it went and from where.
//!
//! - `glide_from(el, dx, dy)`: `el` has just been drawn at its new place;
//!   it is shown `dx, dy` px away (where it stood) and slides home.
//!
//! An SVG piece placed by one `transform` can glide with a CSS transition
//! alone (the kit's `Token`). A piece in the page's flow that moves into
//! another box is a new element there, so nothing in CSS knows where it came
//! from: the caller measures both places and this plays the slide with the
//! Web Animations API, which leaves the element's markup untouched (a
//! screen read before and after an undo stays the same markup). With
//! reduced motion asked for, nothing moves.

use wasm_bindgen::prelude::*;

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
