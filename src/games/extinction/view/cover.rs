//! The home-page cover, a fixed picture kept as an SVG file beside this one
//! (markup rather than `html!`, as the other games' covers).

use crate::kit::markup::static_markup;
use yew::prelude::*;

pub fn cover() -> Html {
    static_markup(include_str!("cover.svg"))
}
