//! The home-page cover, a fixed picture kept as an SVG file beside this one.
//!
//! Why markup and not `html!`: a picture with no state is cheaper to ship as
//! text (it compresses to a few hundred bytes) than as the code that would
//! build it element by element; see "Download size" in docs/platform.md.

use crate::kit::markup::static_markup;
use yew::prelude::*;

pub fn cover() -> Html {
    static_markup(include_str!("cover.svg"))
}
