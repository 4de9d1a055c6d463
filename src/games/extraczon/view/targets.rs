//! Legal move targets on the map and the route to the chosen one.
//!
//! Each target is a real control: role="button", tabindex="0",
//! data-legal="true", an aria-label that names the place, Enter/Space to
//! activate. (A `<g>`, not a `<button>`: HTML elements cannot sit inside the
//! SVG.) It is marked by a dashed outline and a dot (a pattern, not a
//! colour), and its tap area is a circle 1.6 tiles across, so it reaches
//! 44 CSS px where tiles are drawn about 28 px wide; where two targets touch,
//! the first tap only chooses (and draws the route), so a near miss is harmless.
//! Where the whole map is too small for that, the map is zoomed in (13 tiles
//! across) and only targets wholly in view are live (see `zoom`).

use super::board_svg::token_spot;
use super::svg::{centre, rect, rect_centre, T};
use crate::games::extraczon::board::{cell, Cell, Rect};
use crate::games::extraczon::site_marks::{corner_dot, rect_box, DOT_R, DOT_R_CHOSEN};
use crate::games::extraczon::{Place, Route, Step};
use crate::kit::keys;
use crate::kit::num::num;
use crate::kit::parts::bind;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TargetProps {
    pub place: Place,
    /// What the place is called ("Move to the street by the Pharmacy (2 up)").
    pub label: AttrValue,
    /// The chosen destination (a second tap moves there).
    pub selected: bool,
    /// The place a hint on screen moves to: drawn with a thick ring and
    /// the word "Hint" (`data-hint`), never by colour alone.
    #[prop_or_default]
    pub hint: bool,
    /// The hint's word goes under the place, not over it (the window's top
    /// edge would cut it off).
    #[prop_or_default]
    pub hint_below: bool,
    /// False on the overview of a small screen, where the map is too small
    /// to tap a place: a picture only, with no role, no focus and no
    /// data-legal, and taps fall through to the map (which zooms in).
    pub live: bool,
    pub on_tap: Callback<Place>,
}

/// One move target.
#[function_component]
pub fn Target(p: &TargetProps) -> Html {
    let (class, shape) = (classes!("xz-target", p.selected.then_some("xz-target-selected")), picture(p.place, p.selected));
    if !p.live {
        return html! { <g class="xz-target xz-target-picture" aria-hidden="true">{ shape }</g> };
    }
    let tap = bind(&p.on_tap, p.place);
    let onclick = tap.reform(|_: MouseEvent| ());
    let onkeydown = keys::enter_or_space(tap);
    let mut aria = p.label.to_string();
    if p.selected {
        aria.push_str(" (chosen: activate again to move)");
    }
    // Only this <g> is the control (role, focus, keys); a tap on the picture
    // inside it reaches the <g>'s handler.
    html! {
        <g {class} role="button" tabindex="0" data-legal="true" data-hint={p.hint.then_some("true")} aria-label={aria}
            aria-pressed={if p.selected { "true" } else { "false" }} {onclick} {onkeydown}>
            { shape }
            if p.hint { { hint_badge(p.place, p.hint_below) } }
        </g>
    }
}

/// The hint's mark on a target: a thick ring round a street tile, or a
/// frame round a Site's block (a ring inside it covered its name and HP),
/// and the word "Hint" over it, or under it when `below` (the window's top
/// edge would cut the word off).
fn hint_badge(place: Place, below: bool) -> Html {
    let (cx, _) = match place {
        Place::Tile(p) => centre(p),
        Place::Site(s) => rect_centre(s.def().rect),
    };
    let (top, bottom) = hint_extent(place);
    let ring = match place {
        Place::Tile(p) => {
            let (cx, cy) = centre(p);
            html! { <circle cx={num(cx)} cy={num(cy)} r={num(T * 0.95)} /> }
        }
        Place::Site(s) => {
            let r = s.def().rect;
            let (x, y) = (f64::from(r.x) * T, f64::from(r.y) * T);
            rect("xz-hint-frame", x - 0.4, y - 0.4, f64::from(r.w) * T + 0.8, f64::from(r.h) * T + 0.8, 2.0)
        }
    };
    let word_y = if below { bottom + HINT_WORD } else { top - 1.2 };
    html! {
        <g class="xz-hint-mark" aria-hidden="true">
            { ring }
            <text x={num(cx)} y={num(word_y)} text-anchor="middle">{ "Hint" }</text>
        </g>
    }
}

/// The height of the word "Hint" on the map, in SVG units (its font size).
pub const HINT_WORD: f64 = 7.0;

/// How far the hint's mark reaches up and down on the map (SVG units).
pub fn hint_extent(place: Place) -> (f64, f64) {
    match place {
        Place::Tile(p) => {
            let (_, cy) = centre(p);
            (cy - T * 0.95, cy + T * 0.95)
        }
        Place::Site(s) => {
            let r = s.def().rect;
            (f64::from(r.y) * T - 0.4, f64::from(r.y + r.h) * T + 0.4)
        }
    }
}

/// What marks a target: its tap area, a dashed outline and a dot (larger when chosen).
fn picture(place: Place, selected: bool) -> Html {
    let (area, (cx, cy)) = match place {
        Place::Tile(p) => {
            let (cx, cy) = centre(p);
            let area = html! {
                <>
                    <circle class="xz-target-hit" cx={num(cx)} cy={num(cy)} r={num(T * 0.8)} />
                    { rect("xz-target-mark", cx - T / 2.0 + 0.9, cy - T / 2.0 + 0.9, T - 1.8, T - 1.8, 1.5) }
                </>
            };
            // A tile with something drawn on it (an infected zone's HP, a
            // door's arrow, a Fast Travel sign, START) keeps it readable: its
            // dot goes to the corner, as a site's does.
            let dot = match cell(p) {
                Cell::Path => (cx, cy),
                _ => corner_dot(Rect { x: p.x, y: p.y, w: 1, h: 1 }),
            };
            (area, dot)
        }
        Place::Site(s) => {
            let r = s.def().rect;
            let (x, y, w, h) = rect_box(r);
            let area = html! {
                <>
                    { rect("xz-target-hit", x, y, w, h, 0.0) }
                    { rect("xz-target-mark", x + 0.5, y + 0.5, w - 1.0, h - 1.0, 2.0) }
                </>
            };
            // The dot sits in the bottom-left corner, clear of the name and
            // HP (`site_marks::present_hp` keeps that corner's row free).
            (area, corner_dot(r))
        }
    };
    let r = num(if selected { DOT_R_CHOSEN } else { DOT_R });
    html! {
        <>
            { area }
            <circle class="xz-target-dot" cx={num(cx)} cy={num(cy)} {r} />
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct RouteLineProps {
    /// Where the token stands now.
    pub from: Place,
    pub route: Route,
}

/// The route from `from` along `route` as a dashed line with a dot per step;
/// Fast Travel legs are drawn as a separate dotted arc so the jump between
/// quadrants reads as a ride, not a walk through buildings. The lines go
/// first, then the dots on top of them.
#[function_component]
pub fn RouteLine(p: &RouteLineProps) -> Html {
    let (mut x, mut y) = token_spot(p.from, 0);
    // Each leg as a path: walks run on from one step to the next, a ride is a leg of its own.
    let mut legs: Vec<(bool, String)> = Vec::new();
    let mut dots = Vec::new();
    for step in &p.route.steps {
        let (ride, (to_x, to_y)) = match step {
            Step::Walk { to } | Step::Jump { to, .. } | Step::Exit { to, .. } => (false, centre(*to)),
            Step::FastTravel { exit, .. } => (true, centre(*exit)),
            Step::Enter { site } => (false, rect_centre(site.def().rect)),
        };
        match legs.last_mut() {
            Some((false, d)) if !ride => d.push_str(&format!(" L{} {}", num(to_x), num(to_y))),
            _ => legs.push((ride, format!("M{} {} L{} {}", num(x), num(y), num(to_x), num(to_y)))),
        }
        dots.push(html! { <circle class="xz-route-dot" cx={num(to_x)} cy={num(to_y)} r="1" /> });
        (x, y) = (to_x, to_y);
    }
    let lines = legs.into_iter().map(|(ride, d)| html! { <path class={classes!("xz-route", ride.then_some("xz-route-ride"))} {d} /> });
    html! {
        <g class="xz-route-group" aria-hidden="true">
            { for lines }
            { for dots }
        </g>
    }
}
