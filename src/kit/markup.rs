//! Markup text for what is ours and fixed: drawn art (an `include_str!` of
//! an SVG file, such as a game's cover) and the prose of a rules page.
//!
//! Everything built from game state or typed by a player is written with
//! `html!`, never through here: these are the only calls to
//! `Html::from_html_unchecked` in the app, and neither takes anything that
//! comes from a save, an import or a player.

use yew::prelude::*;

/// Our own drawn art, compiled in. Surrounding whitespace is dropped so the
/// markup is exactly its elements.
pub fn static_markup(markup: &'static str) -> Html {
    Html::from_html_unchecked(AttrValue::Static(markup.trim()))
}

/// A rules page written by us, with figures filled in from the game's own
/// constant tables (card counts, the board's size). Never pass it game
/// state or a player's words.
pub fn rules_markup(page: String) -> Html {
    Html::from_html_unchecked(AttrValue::from(page))
}
