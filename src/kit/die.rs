//! A six-sided die drawn in SVG, with pips and a short tumble when it lands.
//!
//! - `<Die value={4} tone={DieTone::Red} x={0.0} y={0.0} size={40.0} rolling={true} />`
//!   draws inside a parent `<svg>` (yew creates SVG children in the parent's
//!   namespace). The tumble plays when `rolling` is true; give the enclosing
//!   element a new `key` per roll so the animation restarts.
//! - `die_icon(value, tone, px)`: a standalone `<svg>` die for HTML contexts.
//!
//! The face is never colour alone: pips carry the number and the aria-label
//! says it in words ("red die showing 4").

use crate::kit::num::num;
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

#[derive(Properties, PartialEq, Clone)]
pub struct DieProps {
    /// 1..=6; anything else is drawn as a blank face with "?".
    pub value: u8,
    pub tone: DieTone,
    /// Top-left corner in the parent's user units.
    #[prop_or_default]
    pub x: f64,
    #[prop_or_default]
    pub y: f64,
    /// Edge length in the parent's user units.
    #[prop_or(40.0)]
    pub size: f64,
    /// Play the tumble animation once.
    #[prop_or_default]
    pub rolling: bool,
    /// Spoken label; defaults to "<tone> die showing <value>".
    #[prop_or_default]
    pub label: Option<AttrValue>,
}

/// One die: a labelled picture whose inner `<g>` tumbles.
#[function_component]
pub fn Die(p: &DieProps) -> Html {
    let s = p.size;
    let label = p.label.clone().unwrap_or_else(|| default_label(p.tone, p.value).into());
    let class = classes!("die", format!("die-{}", p.tone.name()), p.rolling.then_some("die-rolling"));
    let pip_r = num(s * 0.09);
    let dots =
        pips(p.value).iter().map(|(cx, cy)| html! { <circle class="die-pip" cx={num(cx * s)} cy={num(cy * s)} r={pip_r.clone()} /> });
    html! {
        <g transform={format!("translate({} {})", num(p.x), num(p.y))} role="img" aria-label={label}>
            <g {class}>
                <rect class="die-face" x="0" y="0" width={num(s)} height={num(s)} rx={num(s * 0.18)} />
                { for dots }
                if pips(p.value).is_empty() {
                    <text class="die-unknown" x={num(s / 2.0)} y={num(s * 0.68)} text-anchor="middle" font-size={num(s * 0.5)}>{ "?" }</text>
                }
            </g>
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
            <Die {value} {tone} />
        </svg>
    }
}
