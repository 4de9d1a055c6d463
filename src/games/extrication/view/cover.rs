//! The home-page cover, a fixed picture kept as an SVG file beside this one
//! (static markup: it holds no game state and no player's words).

use crate::kit::markup::static_markup;
use yew::prelude::*;

pub fn cover() -> Html {
    static_markup(include_str!("cover.svg"))
}
