//! A player's token: the seat's colour AND its shape, with the name's initial,
//! so no player is told apart by colour alone.
//!
//! - `<Token cx cy size colour shape label initial current />` inside a
//!   parent `<svg>`: `current` adds a dashed halo for the seat whose turn it
//!   is. A component, so a board that moves one token redraws only that one.
//! - `shape_outline(shape, cx, cy, r, class)`: the bare shape, for Safe
//!   Houses, legends and contained-zombie marks.

use crate::kit::num::{num, polygon_points, N};
use crate::saves::{SeatColour, SeatShape};
use yew::prelude::*;

/// The outline of `shape` centred on (cx, cy) fitting a circle of radius `r`.
/// Fill and stroke come from `class` (CSS) or from the caller's `<g>`.
pub fn shape_outline(shape: SeatShape, cx: f64, cy: f64, r: f64, class: &'static str) -> Html {
    let points = match shape {
        SeatShape::Circle => return html! { <circle {class} cx={num(cx)} cy={num(cy)} r={num(r * 0.9)} /> },
        SeatShape::Square => {
            let h = r * 0.8;
            let side = num(2.0 * h);
            return html! {
                <rect {class} x={num(cx - h)} y={num(cy - h)} width={side.clone()} height={side} rx={num(r * 0.12)} />
            };
        }
        // The triangle's centroid sits low; nudge it down so it looks centred.
        SeatShape::Triangle => polygon_points(3, cx, cy + r * 0.12, r * 1.05, None),
        SeatShape::Diamond => polygon_points(4, cx, cy, r, None),
        SeatShape::Star => polygon_points(5, cx, cy, r * 1.05, Some(r * 0.48)),
        SeatShape::Hexagon => polygon_points(6, cx, cy, r * 0.95, None),
    };
    html! { <polygon {class} {points} /> }
}

#[derive(Properties, PartialEq, Clone)]
pub struct TokenProps {
    /// Centre in the parent's user units.
    pub cx: f64,
    pub cy: f64,
    /// Overall diameter.
    pub size: f64,
    pub colour: SeatColour,
    pub shape: SeatShape,
    /// Spoken label, e.g. "Ana's token at row 3, column 7".
    pub label: AttrValue,
    /// One or two letters drawn on the token (the name's initial).
    pub initial: AttrValue,
    /// The seat whose turn it is: drawn with a halo.
    pub current: bool,
}

/// The size a token is drawn at before its `scale`: large enough that the
/// two decimals `num` keeps place a star's corners to a hundredth of it.
const DRAWN_SIZE: f64 = 10.0;

/// One token: a labelled picture (its initial is hidden from screen readers,
/// as the label already names the seat).
///
/// The token is drawn round the origin and placed by a CSS `transform`, not
/// by its coordinates: when it moves (or grows and shrinks into a Site), the
/// stylesheet's transition glides it from where it stood, so the table sees
/// where a bot went and from where. Reduced motion turns the glide off.
#[function_component]
pub fn Token(p: &TokenProps) -> Html {
    let r = DRAWN_SIZE / 2.0;
    let class = classes!("token", p.current.then_some("token-current"));
    let style = format!("transform: translate({}px, {}px) scale({})", N(p.cx), N(p.cy), N(p.size / DRAWN_SIZE));
    html! {
        <g {class} {style} role="img" aria-label={p.label.clone()}>
            <title>{ p.label.clone() }</title>
            if p.current {
                <circle class="token-halo" r={num(r * 1.25)} />
            }
            <ellipse class="token-shadow" cy={num(r * 0.75)} rx={num(r * 0.8)} ry={num(r * 0.25)} />
            <g fill={p.colour.hex()} class="token-body">{ shape_outline(p.shape, 0.0, 0.0, r, "token-shape") }</g>
            if !p.initial.is_empty() {
                <text class="token-initial" y={num(r * 0.32)} text-anchor="middle"
                    font-size={num(r)} aria-hidden="true">{ p.initial.clone() }</text>
            }
        </g>
    }
}
