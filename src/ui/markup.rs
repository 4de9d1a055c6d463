//! Markup written as text, for what has no state and no controls: covers,
//! fixed pictures, rules pages. Yew builds every `html!` element with code in
//! the download (a few hundred bytes of wasm each); the same element as text
//! is a few dozen bytes that compress well. Anything a player can tap, or
//! anything that shows a name a player typed, stays in `html!`, which escapes.

use yew::prelude::*;

/// Trusted markup from the source tree (an `include_str!` of a drawn SVG).
/// Surrounding whitespace is dropped so the markup is exactly its elements.
pub fn static_markup(markup: &'static str) -> Html {
    Html::from_html_unchecked(AttrValue::Static(markup.trim()))
}
