//! The map's drawing units and primitives, shared by every layer (streets,
//! buildings, sites, targets, zoom): one tile is `T` SVG units.

use crate::games::extraczon::board::{Pos, Rect};
// The sizes live with the Sites' layout, which a native test checks.
pub use crate::games::extraczon::site_marks::{SMALL_TEXT, T};
use crate::kit::num::num;
use crate::kit::token::shape_outline;
use crate::saves::SeatInfo;
use yew::prelude::*;

/// Empty border round the map, in SVG units.
pub const MARGIN: f64 = 2.0;

/// Centre of tile `p`.
pub fn centre(p: Pos) -> (f64, f64) {
    (f64::from(p.x) * T + T / 2.0, f64::from(p.y) * T + T / 2.0)
}

/// Centre of a rectangle of tiles.
pub fn rect_centre(r: Rect) -> (f64, f64) {
    (f64::from(r.x) * T + f64::from(r.w) * T / 2.0, f64::from(r.y) * T + f64::from(r.h) * T / 2.0)
}

/// A rectangle: the one way every layer writes a `<rect>` with a class.
pub fn rect(class: &'static str, x: f64, y: f64, w: f64, h: f64, rx: f64) -> Html {
    html! { <rect {class} x={num(x)} y={num(y)} width={num(w)} height={num(h)} rx={num(rx)} /> }
}

/// A building's outline, inset so the streets show between blocks.
pub fn block(r: Rect, inset: f64, class: &'static str) -> Html {
    let (x, y) = (f64::from(r.x) * T, f64::from(r.y) * T);
    rect(class, x + inset, y + inset, f64::from(r.w) * T - 2.0 * inset, f64::from(r.h) * T - 2.0 * inset, 1.6)
}

/// Centred text, the workhorse of every label on the map. Text at the
/// smallest size is marked `xz-fine`, for the overview to leave out.
pub fn label(x: f64, y: f64, size: f64, class: &'static str, text: impl Into<AttrValue>) -> Html {
    let class = classes!(class, (size < 5.0).then_some("xz-fine"));
    html! { <text {class} x={num(x)} y={num(y)} font-size={num(size)} text-anchor="middle">{ text.into() }</text> }
}

/// The shape of the seat that contained a Zombie, in its colour with a dark rim.
pub fn seat_mark(seat: &SeatInfo, cx: f64, cy: f64, r: f64) -> Html {
    html! {
        <g fill={seat.colour.hex()} stroke="#0b1117" stroke-width="0.5">{ shape_outline(seat.shape, cx, cy, r, "xz-shape") }</g>
    }
}
