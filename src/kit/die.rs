//! A six-sided die drawn in SVG, with pips and a short tumble when it lands.
//!
//! - `die(&DieProps { value: 4, tone: DieTone::Red, ..DieProps::default() })`
//!   draws inside a parent `<svg>` (yew creates SVG children in the parent's
//!   namespace). The tumble plays when `rolling` is true; give the enclosing
//!   element a new `key` per roll so the animation restarts. A plain
//!   function, not a component: it keeps no state.
//! - `die_icon(value, tone, px)`: a standalone `<svg>` die for HTML contexts.
//!
//! The face is never colour alone: pips carry the number and the aria-label
//! says it in words ("red die showing 4").

use crate::kit::markup::{Markup, N};
use yew::prelude::*;

/// The two kinds of dice in the box: the black movement/draw die and the red HP dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieTone {
    Black,
    Red,
}

impl DieTone {
    pub fn name(self) -> &'static str {
        match self {
            DieTone::Black => "black",
            DieTone::Red => "red",
        }
    }
}

/// Pip centres on a 0..1 face for each value; an unknown value has none and
/// shows a question mark instead, so a bad number never breaks the board.
fn pips(value: u8) -> &'static [(f64, f64)] {
    const L: f64 = 0.27;
    const M: f64 = 0.5;
    const H: f64 = 0.73;
    match value {
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        6 => &[(L, L), (H, L), (L, M), (H, M), (L, H), (H, H)],
        _ => &[],
    }
}

#[derive(PartialEq, Clone)]
pub struct DieProps {
    /// 1..=6; anything else is drawn as a blank face with "?".
    pub value: u8,
    pub tone: DieTone,
    /// Top-left corner in the parent's user units.
    pub x: f64,
    pub y: f64,
    /// Edge length in the parent's user units.
    pub size: f64,
    /// Play the tumble animation once.
    pub rolling: bool,
    /// Spoken label; defaults to "<tone> die showing <value>".
    pub label: Option<AttrValue>,
}

impl Default for DieProps {
    /// A black die showing 1, 40 units wide at the origin, at rest.
    fn default() -> Self {
        DieProps { value: 1, tone: DieTone::Black, x: 0.0, y: 0.0, size: 40.0, rolling: false, label: None }
    }
}

pub fn die(p: &DieProps) -> Html {
    let s = p.size;
    let label = p.label.clone().unwrap_or_else(|| default_label(p.tone, p.value).into());
    let class = classes!("die", format!("die-{}", p.tone.name()), p.rolling.then_some("die-rolling"));
    // The face is markup text (`ui::markup`); the tumble is on the `<g>`
    // around it, which stays in `html!` so a new roll restarts it.
    let mut face = Markup::new();
    face.add(format_args!(r#"<rect class="die-face" x="0" y="0" width="{}" height="{}" rx="{}"/>"#, N(s), N(s), N(s * 0.18)));
    for (cx, cy) in pips(p.value) {
        face.add(format_args!(r#"<circle class="die-pip" cx="{}" cy="{}" r="{}"/>"#, N(cx * s), N(cy * s), N(s * 0.09)));
    }
    if pips(p.value).is_empty() {
        face.add(format_args!(
            r#"<text class="die-unknown" x="{}" y="{}" text-anchor="middle" font-size="{}">?</text>"#,
            N(s / 2.0),
            N(s * 0.68),
            N(s * 0.5)
        ));
    }
    html! {
        <g transform={format!("translate({} {})", N(p.x), N(p.y))} role="img" aria-label={label}>
            <g {class}>{ face.into_html() }</g>
        </g>
    }
}

/// "red die showing 4".
pub fn default_label(tone: DieTone, value: u8) -> String {
    if (1..=6).contains(&value) {
        format!("{} die showing {}", tone.name(), value)
    } else {
        format!("{} die, not rolled", tone.name())
    }
}

/// A die as its own small `<svg>`, for use in HTML (buttons, log, panels).
pub fn die_icon(value: u8, tone: DieTone, px: u32) -> Html {
    html! {
        <svg class="die-icon" width={px.to_string()} height={px.to_string()} viewBox="-2 -2 44 44"
            aria-hidden="true" focusable="false">
            { die(&DieProps { value, tone, ..DieProps::default() }) }
        </svg>
    }
}
