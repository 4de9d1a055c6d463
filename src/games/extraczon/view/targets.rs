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

use super::board_svg::{centre, rect_centre, token_spot, T};
use super::controls::send;
use super::words;
use crate::games::extraczon::{Place, Route, Step};
use crate::kit::markup::{Markup, N};
use yew::prelude::*;

/// One target: `selected` when it is the chosen destination. When not
/// `live` (the whole map on a screen too small to tap it) it is a picture
/// only: no role, no focus, no data-legal, and taps fall through to the map.
pub fn target(place: Place, selected: bool, live: bool, on_tap: Callback<Place>) -> Html {
    if !live {
        let mut m = Markup::new();
        m.put(r#"<g class="xz-target xz-target-picture" aria-hidden="true">"#);
        picture(&mut m, place, selected);
        m.put("</g>");
        return m.into_html();
    }
    let onclick = send(&on_tap, place);
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
    let class = if selected { "xz-target xz-target-selected" } else { "xz-target" };
    // Only this <g> is the control (role, focus, keys); what it shows inside
    // is a picture, written as markup. A tap on it reaches the <g>'s handler.
    let mut shape = Markup::new();
    picture(&mut shape, place, selected);
    html! {
        <g {class} role="button" tabindex="0" data-legal="true" aria-label={aria}
            aria-pressed={if selected { "true" } else { "false" }} {onclick} {onkeydown}>
            { shape.into_html() }
        </g>
    }
}

/// What marks a target: its tap area, a dashed outline and a dot (larger when chosen).
fn picture(m: &mut Markup, place: Place, selected: bool) {
    let (cx, cy) = match place {
        Place::Tile(p) => {
            let (cx, cy) = centre(p);
            m.add(format_args!(
                r#"<circle class="xz-target-hit" cx="{}" cy="{}" r="{}"/><rect class="xz-target-mark" x="{}" y="{}" width="{side}" height="{side}" rx="1.5"/>"#,
                N(cx),
                N(cy),
                N(T * 0.8),
                N(cx - T / 2.0 + 0.9),
                N(cy - T / 2.0 + 0.9),
                side = N(T - 1.8)
            ));
            (cx, cy)
        }
        Place::Site(s) => {
            let r = s.def().rect;
            let (x, y, w, h) = (f64::from(r.x) * T, f64::from(r.y) * T, f64::from(r.w) * T, f64::from(r.h) * T);
            m.add(format_args!(
                r#"<rect class="xz-target-hit" x="{}" y="{}" width="{}" height="{}"/><rect class="xz-target-mark" x="{}" y="{}" width="{}" height="{}" rx="2"/>"#,
                N(x),
                N(y),
                N(w),
                N(h),
                N(x + 0.5),
                N(y + 0.5),
                N(w - 1.0),
                N(h - 1.0)
            ));
            // The dot sits in the bottom-left corner, clear of the name and HP.
            (x + 3.5, y + h - 3.5)
        }
    };
    let dot = if selected { "2.2" } else { "1.3" };
    m.add(format_args!(r#"<circle class="xz-target-dot" cx="{}" cy="{}" r="{dot}"/>"#, N(cx), N(cy)));
}

/// The route from `from` along `route` as a dashed line with a dot per step;
/// Fast Travel legs are drawn as a separate dotted arc so the jump between
/// quadrants reads as a ride, not a walk through buildings. Written in one
/// pass: the lines first, then the dots on top of them.
pub fn route_line(from: Place, route: &Route) -> Html {
    let mut lines = Markup::new();
    let mut dots = Markup::new();
    let (mut x, mut y) = token_spot(from, 0);
    // A walking line is opened at its first step and closed by a ride or the end.
    let mut walking = false;
    for step in &route.steps {
        let (ride, (to_x, to_y)) = match step {
            Step::Walk { to } | Step::Jump { to, .. } | Step::Exit { to, .. } => (false, centre(*to)),
            Step::FastTravel { exit, .. } => (true, centre(*exit)),
            Step::Enter { site } => (false, rect_centre(site.def().rect)),
        };
        if ride {
            if walking {
                lines.put(r#""/>"#);
                walking = false;
            }
            lines.add(format_args!(r#"<path class="xz-route xz-route-ride" d="M{} {} L{} {}"/>"#, N(x), N(y), N(to_x), N(to_y)));
        } else {
            if !walking {
                lines.add(format_args!(r#"<path class="xz-route" d="M{} {}"#, N(x), N(y)));
                walking = true;
            }
            lines.add(format_args!(" L{} {}", N(to_x), N(to_y)));
        }
        dots.add(format_args!(r#"<circle class="xz-route-dot" cx="{}" cy="{}" r="1"/>"#, N(to_x), N(to_y)));
        (x, y) = (to_x, to_y);
    }
    if walking {
        lines.put(r#""/>"#);
    }
    let mut m = Markup::new();
    m.put(r#"<g class="xz-route-group" aria-hidden="true">"#).put(lines.as_str()).put(dots.as_str()).put("</g>");
    m.into_html()
}
