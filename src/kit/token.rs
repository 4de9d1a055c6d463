//! A player's token: the seat's colour AND its shape, with the name's initial,
//! so no player is told apart by colour alone.
//!
//! - `<Token cx cy size colour shape label initial current />` inside a
//!   parent `<svg>`: `current` adds a dashed halo for the seat whose turn it
//!   is. A component, so a board that moves one token redraws only that one.
//! - `shape_outline(shape, cx, cy, r, class)`: the bare shape, for Safe
//!   Houses, legends and contained-zombie marks.

use crate::kit::num::{num, polygon_points};
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

/// One token: a labelled picture (its initial is hidden from screen readers,
/// as the label already names the seat).
#[function_component]
pub fn Token(p: &TokenProps) -> Html {
    let r = p.size / 2.0;
    let class = classes!("token", p.current.then_some("token-current"));
    html! {
        <g {class} role="img" aria-label={p.label.clone()}>
            <title>{ p.label.clone() }</title>
            if p.current {
                <circle class="token-halo" cx={num(p.cx)} cy={num(p.cy)} r={num(r * 1.25)} />
            }
            <ellipse class="token-shadow" cx={num(p.cx)} cy={num(p.cy + r * 0.75)} rx={num(r * 0.8)} ry={num(r * 0.25)} />
            <g fill={p.colour.hex()} class="token-body">{ shape_outline(p.shape, p.cx, p.cy, r, "token-shape") }</g>
            if !p.initial.is_empty() {
                <text class="token-initial" x={num(p.cx)} y={num(p.cy + r * 0.32)} text-anchor="middle"
                    font-size={num(r)} aria-hidden="true">{ p.initial.clone() }</text>
            }
        </g>
    }
}
