//! Legal move targets on the map and the route to the chosen one.
//!
//! Each target is a real control: role="button", tabindex="0",
//! data-legal="true", an aria-label that names the place, Enter/Space to
//! activate. It is marked by a dashed outline and a dot (a pattern, not a
//! colour), and its tap area is a circle 1.6 tiles across, so it reaches
//! 44 CSS px where tiles are drawn about 28 px wide; where two targets touch,
//! the first tap only chooses (and draws the route), so a near miss is harmless.
//! Where the whole map is too small for that, the map is zoomed in (13 tiles
//! across) and only targets wholly in view are live (see `zoom`).

use crate::ui::num::num;
use super::board_svg::{centre, rect_centre, token_spot, T};
use super::words;
use crate::games::extraczon::{Place, Route, Step};
use yew::prelude::*;

/// One target: `selected` when it is the chosen destination. When not
/// `live` (the whole map on a screen too small to tap it) it is a picture
/// only: no role, no focus, no data-legal, and taps fall through to the map.
pub fn target(place: Place, selected: bool, live: bool, on_tap: Callback<Place>) -> Html {
    let click = on_tap.clone();
    let onclick = Callback::from(move |_: MouseEvent| click.emit(place));
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            on_tap.emit(place);
        }
    });
    let mut aria = words::move_label(place);
    if selected {
        aria.push_str(" (chosen: activate again to move)");
    }
    let class = classes!("xz-target", selected.then_some("xz-target-selected"));
    let shape = match place {
        Place::Tile(p) => {
            let (cx, cy) = centre(p);
            html! {
                <>
                    <circle class="xz-target-hit" cx={num(cx)} cy={num(cy)} r={num(T * 0.8)} />
                    <rect class="xz-target-mark" x={num(cx - T / 2.0 + 0.9)} y={num(cy - T / 2.0 + 0.9)}
                        width={num(T - 1.8)} height={num(T - 1.8)} rx="1.5" />
                    <circle class="xz-target-dot" cx={num(cx)} cy={num(cy)} r={if selected { "2.2" } else { "1.3" }} />
                </>
            }
        }
        Place::Site(s) => {
            let r = s.def().rect;
            // The dot sits in the bottom-left corner, clear of the name and HP.
            let (cx, cy) = (f64::from(r.x) * T + 3.5, f64::from(r.y + r.h) * T - 3.5);
            html! {
                <>
                    <rect class="xz-target-hit" x={num(f64::from(r.x) * T)} y={num(f64::from(r.y) * T)}
                        width={num(f64::from(r.w) * T)} height={num(f64::from(r.h) * T)} />
                    <rect class="xz-target-mark" x={num(f64::from(r.x) * T + 0.5)} y={num(f64::from(r.y) * T + 0.5)}
                        width={num(f64::from(r.w) * T - 1.0)} height={num(f64::from(r.h) * T - 1.0)} rx="2" />
                    <circle class="xz-target-dot" cx={num(cx)} cy={num(cy)} r={if selected { "2.2" } else { "1.3" }} />
                </>
            }
        }
    };
    if !live {
        return html! { <g class="xz-target xz-target-picture" aria-hidden="true">{ shape }</g> };
    }
    html! {
        <g {class} role="button" tabindex="0" data-legal="true" aria-label={aria}
            aria-pressed={selected.to_string()} {onclick} {onkeydown}>
            { shape }
        </g>
    }
}

/// The route from `from` along `route` as a dashed line with a dot per step;
/// Fast Travel legs are drawn as a separate dotted arc so the jump between
/// quadrants reads as a ride, not a walk through buildings.
pub fn route_line(from: Place, route: &Route) -> Html {
    let mut legs: Vec<(bool, Vec<(f64, f64)>)> = vec![(false, vec![token_spot(from, 0)])];
    for step in &route.steps {
        let (ride, to) = match step {
            Step::Walk { to } | Step::Jump { to, .. } | Step::Exit { to, .. } => (false, centre(*to)),
            Step::FastTravel { exit, .. } => (true, centre(*exit)),
            Step::Enter { site } => (false, rect_centre(site.def().rect)),
        };
        let last = legs.last().and_then(|(_, pts)| pts.last().copied()).unwrap_or(to);
        if ride {
            legs.push((true, vec![last, to]));
            legs.push((false, vec![to]));
        } else if let Some((_, pts)) = legs.last_mut() {
            pts.push(to);
        }
    }
    let paths: Html = legs
        .iter()
        .filter(|(_, pts)| pts.len() > 1)
        .map(|(ride, pts)| {
            let d: String = pts
                .iter()
                .enumerate()
                .map(|(i, (x, y))| format!("{}{} {}", if i == 0 { "M" } else { "L" }, num(*x), num(*y)))
                .collect::<Vec<_>>()
                .join(" ");
            let class = if *ride { "xz-route xz-route-ride" } else { "xz-route" };
            html! { <path {class} d={d} /> }
        })
        .collect();
    let dots: Html = legs
        .iter()
        .flat_map(|(_, pts)| pts.iter().skip(1))
        .map(|(x, y)| html! { <circle class="xz-route-dot" cx={num(*x)} cy={num(*y)} r="1" /> })
        .collect();
    html! { <g class="xz-route-group" aria-hidden="true">{ paths }{ dots }</g> }
}
