//! The home-page cover: a night city grid seen from above, one lit Site with
//! its Zombie count, shambling figures in the streets, a red Infected Zone,
//! and a pair of dice in the corner.

use crate::ui::components::die::{Die, DieTone};
use yew::prelude::*;

/// A zombie silhouette: head, hunched body, reaching arms.
fn zombie(x: f64, y: f64, s: f64) -> Html {
    let d = format!(
        "M{x0} {y0} l{a} {b} l{c} {d} M{x0} {y0} l{e} {f} M{x1} {y1} l{g} {h} M{x1} {y1} l{i} {h}",
        x0 = x,
        y0 = y,
        a = 3.0 * s,
        b = -1.0 * s,
        c = 3.0 * s,
        d = 0.5 * s,
        e = -0.6 * s,
        f = 6.0 * s,
        x1 = x - 0.6 * s,
        y1 = y + 6.0 * s,
        g = -1.8 * s,
        h = 4.0 * s,
        i = 1.8 * s,
    );
    html! {
        <g class="xz-cover-zombie">
            <circle cx={(x + 0.4 * s).to_string()} cy={(y - 2.2 * s).to_string()} r={(1.6 * s).to_string()} />
            <path d={d} />
        </g>
    }
}

pub fn cover() -> Html {
    let mut blocks = Vec::new();
    for row in 0..4 {
        for col in 0..6 {
            let (x, y) = (8.0 + f64::from(col) * 32.0, 8.0 + f64::from(row) * 26.0);
            let lit = (row, col) == (1, 2);
            let class = if lit { "xz-cover-site" } else { "xz-cover-block" };
            blocks.push(html! { <rect {class} x={x.to_string()} y={y.to_string()} width="24" height="18" rx="2" /> });
        }
    }
    html! {
        <svg class="xz-cover" viewBox="0 0 200 112" role="img" preserveAspectRatio="xMidYMid slice"
            aria-label="ExtracZon cover: a dark city grid, one lit building, zombies in the streets and two dice">
            <rect x="0" y="0" width="200" height="112" class="xz-cover-sky" />
            { for blocks }
            <rect class="xz-cover-infected" x="97" y="53" width="6" height="6" rx="1" />
            <text class="xz-cover-hp" x="84" y="46" text-anchor="middle" font-size="7">{ "HP 16" }</text>
            { zombie(70.0, 56.0, 0.9) }
            { zombie(134.0, 84.0, 0.8) }
            { zombie(38.0, 30.0, 0.7) }
            <Die value={5} tone={DieTone::Black} x={150.0} y={74.0} size={16.0} />
            <Die value={3} tone={DieTone::Red} x={170.0} y={84.0} size={16.0} />
            <text class="xz-cover-title" x="10" y="104" font-size="13">{ "ExtracZon" }</text>
        </svg>
    }
}
