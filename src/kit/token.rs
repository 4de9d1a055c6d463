//! A player's token: the seat's colour AND its shape, with the name's initial,
//! so no player is told apart by colour alone.
//!
//! Written as markup text (`ui::markup`) into a parent `<svg>`'s layer: a
//! token is a picture, never tapped, and text is a small part of the
//! download next to the same pieces built with `html!`.
//!
//! - `token(m, &TokenProps { cx, cy, size, colour, shape, label, initial, current })`:
//!   `current` adds a dashed halo for the seat whose turn it is.
//! - `shape_outline(m, shape, cx, cy, r, class)`: the bare shape, for Safe
//!   Houses, legends and contained-zombie marks.

use crate::kit::markup::{Esc, Markup, N};
use crate::kit::num::polygon_points;
use crate::saves::{SeatColour, SeatShape};

/// The outline of `shape` centred on (cx, cy) fitting a circle of radius `r`.
/// Fill and stroke come from `class` (CSS) or from the caller's `<g>`.
pub fn shape_outline(m: &mut Markup, shape: SeatShape, cx: f64, cy: f64, r: f64, class: &str) {
    let points = match shape {
        SeatShape::Circle => {
            m.add(format_args!(r#"<circle class="{class}" cx="{}" cy="{}" r="{}"/>"#, N(cx), N(cy), N(r * 0.9)));
            return;
        }
        SeatShape::Square => {
            let h = r * 0.8;
            m.add(format_args!(
                r#"<rect class="{class}" x="{}" y="{}" width="{side}" height="{side}" rx="{}"/>"#,
                N(cx - h),
                N(cy - h),
                N(r * 0.12),
                side = N(2.0 * h)
            ));
            return;
        }
        // The triangle's centroid sits low; nudge it down so it looks centred.
        SeatShape::Triangle => polygon_points(3, cx, cy + r * 0.12, r * 1.05, None),
        SeatShape::Diamond => polygon_points(4, cx, cy, r, None),
        SeatShape::Star => polygon_points(5, cx, cy, r * 1.05, Some(r * 0.48)),
        SeatShape::Hexagon => polygon_points(6, cx, cy, r * 0.95, None),
    };
    m.add(format_args!(r#"<polygon class="{class}" points="{points}"/>"#));
}

pub struct TokenProps<'a> {
    /// Centre in the parent's user units.
    pub cx: f64,
    pub cy: f64,
    /// Overall diameter.
    pub size: f64,
    pub colour: SeatColour,
    pub shape: SeatShape,
    /// Spoken label, e.g. "Ana's token at row 3, column 7" (plain text: escaped here).
    pub label: &'a str,
    /// One or two letters drawn on the token (the name's initial; escaped here).
    pub initial: &'a str,
    /// The seat whose turn it is: drawn with a halo.
    pub current: bool,
}

pub fn token(m: &mut Markup, p: &TokenProps) {
    let r = p.size / 2.0;
    let (cx, cy, label) = (N(p.cx), N(p.cy), Esc(p.label));
    let class = if p.current { "token token-current" } else { "token" };
    m.add(format_args!(r#"<g class="{class}" role="img" aria-label="{label}"><title>{label}</title>"#));
    if p.current {
        m.add(format_args!(r#"<circle class="token-halo" cx="{cx}" cy="{cy}" r="{}"/>"#, N(r * 1.25)));
    }
    m.add(format_args!(
        r#"<ellipse class="token-shadow" cx="{cx}" cy="{}" rx="{}" ry="{}"/><g fill="{}" class="token-body">"#,
        N(p.cy + r * 0.75),
        N(r * 0.8),
        N(r * 0.25),
        p.colour.hex()
    ));
    shape_outline(m, p.shape, p.cx, p.cy, r, "token-shape");
    m.put("</g>");
    if !p.initial.is_empty() {
        m.add(format_args!(
            r#"<text class="token-initial" x="{cx}" y="{}" text-anchor="middle" font-size="{}" aria-hidden="true">{}</text>"#,
            N(p.cy + r * 0.32),
            N(r * 0.85),
            Esc(p.initial)
        ));
    }
    m.put("</g>");
}
