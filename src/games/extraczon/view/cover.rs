//! The home-page cover: a night city grid seen from above, lit windows, one Site with its Zombie HP sign, a red Infected Zone, an
//! Extractor token on the street, shambling figures and two dice.

use crate::ui::components::die::{die, DieProps, DieTone};
use crate::ui::num::num;
use yew::prelude::*;

/// A zombie silhouette (head, hunched body, arms reaching ahead), feet at (x, y).
fn zombie(x: f64, y: f64, s: f64, flip: bool) -> Html {
    let dir = if flip { -1.0 } else { 1.0 };
    html! {
        <g class="xz-cover-zombie" transform={format!("translate({x} {y}) scale({} {s})", s * dir)}>
            <circle cx="0.6" cy="-13.2" r="2.1" />
            <path d="M-1.8 -11 L2.2 -11 L2.6 -4.5 L1.2 -4.5 L1.4 0 L0 0 L-0.3 -3.8 L-1 0 L-2.4 0 L-2.1 -4.5 Z" />
            <path d="M1.2 -10.4 L7.4 -9.2 L7.4 -8 L1.4 -8.4 Z" />
            <path d="M1 -8.6 L6.6 -6.9 L6.4 -5.8 L0.9 -7 Z" />
        </g>
    }
}

/// Lit windows on a block, placed by a fixed pattern so the cover never changes.
fn windows(x: f64, y: f64, seed: u32) -> Html {
    (0..6u32)
        .filter(|k| ((seed.wrapping_mul(2_654_435_761) ^ k.wrapping_mul(40_503)) >> 7) & 3 == 0)
        .map(|k| {
            let wx = x + 3.0 + f64::from(k % 3) * 6.5;
            let wy = y + 3.5 + f64::from(k / 3) * 7.0;
            html! { <rect class="xz-cover-window" x={num(wx)} y={num(wy)} width="3" height="3" rx="0.4" /> }
        })
        .collect()
}

pub fn cover() -> Html {
    let mut blocks = Vec::new();
    for row in 0..4u32 {
        for col in 0..6u32 {
            let (x, y) = (8.0 + f64::from(col) * 32.0, 8.0 + f64::from(row) * 26.0);
            if (row, col) == (1, 2) {
                continue;
            }
            blocks.push(html! {
                <g>
                    <rect class="xz-cover-block" x={num(x)} y={num(y)} width="24" height="18" rx="2" />
                    { windows(x, y, row * 6 + col) }
                </g>
            });
        }
    }
    html! {
        <svg class="xz-cover" viewBox="0 0 200 112" role="img" preserveAspectRatio="xMidYMid slice"
            aria-label="ExtracZon cover: a city at night from above, a lit building guarded by a zombie, zombies in the streets, an Extractor token and two dice">
            <defs>
                <radialGradient id="xz-cover-glow" cx="0.85" cy="0.12" r="0.6">
                    <stop offset="0" stop-color="#3c5468" />
                    <stop offset="1" stop-color="#0e151c" />
                </radialGradient>
            </defs>
            <rect x="0" y="0" width="200" height="112" fill="url(#xz-cover-glow)" />
            { for blocks }
            <rect class="xz-cover-site" x="72" y="34" width="24" height="18" rx="2" />
            <text class="xz-cover-hp" x="84" y="46" text-anchor="middle" font-size="7">{ "HP 16" }</text>
            <rect class="xz-cover-infected" x="130" y="53" width="6" height="6" rx="1" />
            <text class="xz-cover-eight" x="133" y="57.6" text-anchor="middle" font-size="4.6">{ "8" }</text>
            { zombie(62.0, 59.0, 0.85, false) }
            { zombie(108.0, 33.0, 0.7, true) }
            { zombie(146.0, 85.0, 0.8, true) }
            { zombie(22.0, 33.0, 0.65, false) }
            <circle class="xz-cover-token" cx="47" cy="56" r="3.2" />
            { die(&DieProps { value: 5, tone: DieTone::Black, x: 150.0, y: 74.0, size: 16.0, ..DieProps::default() }) }
            { die(&DieProps { value: 3, tone: DieTone::Red, x: 170.0, y: 84.0, size: 16.0, ..DieProps::default() }) }
            <text class="xz-cover-title" x="10" y="104" font-size="13">{ "ExtracZon" }</text>
        </svg>
    }
}
