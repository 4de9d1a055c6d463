//! A player's token: the seat's colour AND its shape, with the name's initial,
//! so no player is told apart by colour alone.
//!
//! - `<Token cx={..} cy={..} size={..} colour={..} shape={..} label="Ana's token at …" />`
//!   draws inside a parent `<svg>`; `current` adds a dashed halo for the seat
//!   whose turn it is.
//! - `shape_outline(shape, cx, cy, r, class)`: the bare shape, for Safe
//!   Houses, legends and contained-zombie marks.

use crate::saves::{SeatColour, SeatShape};
use yew::prelude::*;

/// Corners of a regular polygon (or star, with `inner`) around (cx, cy), first corner up.
pub fn polygon_points(n: usize, cx: f64, cy: f64, r: f64, inner: Option<f64>) -> String {
    let corners = if inner.is_some() { n * 2 } else { n };
    (0..corners)
        .map(|i| {
            let radius = match inner {
                Some(r_in) if i % 2 == 1 => r_in,
                _ => r,
            };
            let a = std::f64::consts::TAU * i as f64 / corners as f64 - std::f64::consts::FRAC_PI_2;
            format!("{:.1},{:.1}", cx + radius * a.cos(), cy + radius * a.sin())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The outline of `shape` centred on (cx, cy) fitting a circle of radius `r`.
/// Fill and stroke come from `class` (CSS) or from the caller's `<g>`.
pub fn shape_outline(shape: SeatShape, cx: f64, cy: f64, r: f64, class: &'static str) -> Html {
    match shape {
        SeatShape::Circle => html! { <circle {class} cx={cx.to_string()} cy={cy.to_string()} r={(r * 0.9).to_string()} /> },
        SeatShape::Square => {
            let h = r * 0.8;
            html! { <rect {class} x={(cx - h).to_string()} y={(cy - h).to_string()} width={(2.0 * h).to_string()}
                height={(2.0 * h).to_string()} rx={(r * 0.12).to_string()} /> }
        }
        // The triangle's centroid sits low; nudge it down so it looks centred.
        SeatShape::Triangle => html! { <polygon {class} points={polygon_points(3, cx, cy + r * 0.12, r * 1.05, None)} /> },
        SeatShape::Diamond => html! { <polygon {class} points={polygon_points(4, cx, cy, r, None)} /> },
        SeatShape::Star => html! { <polygon {class} points={polygon_points(5, cx, cy, r * 1.05, Some(r * 0.48))} /> },
        SeatShape::Hexagon => html! { <polygon {class} points={polygon_points(6, cx, cy, r * 0.95, None)} /> },
    }
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
    #[prop_or_default]
    pub initial: AttrValue,
    /// The seat whose turn it is: drawn with a halo.
    #[prop_or_default]
    pub current: bool,
}

#[component]
pub fn Token(p: &TokenProps) -> Html {
    let r = p.size / 2.0;
    let class = classes!("token", p.current.then_some("token-current"));
    html! {
        <g {class} role="img" aria-label={p.label.clone()}>
            <title>{ p.label.clone() }</title>
            if p.current {
                <circle class="token-halo" cx={p.cx.to_string()} cy={p.cy.to_string()} r={(r * 1.25).to_string()} />
            }
            <ellipse class="token-shadow" cx={p.cx.to_string()} cy={(p.cy + r * 0.75).to_string()}
                rx={(r * 0.8).to_string()} ry={(r * 0.25).to_string()} />
            <g fill={p.colour.hex()} class="token-body">
                { shape_outline(p.shape, p.cx, p.cy, r, "token-shape") }
            </g>
            if !p.initial.is_empty() {
                <text class="token-initial" x={p.cx.to_string()} y={(p.cy + r * 0.32).to_string()}
                    text-anchor="middle" font-size={(r * 0.85).to_string()} aria-hidden="true">
                    { p.initial.clone() }
                </text>
            }
        </g>
    }
}
