//! The streets layer of the map: road tiles, Infected Zones, START tiles,
//! doors, Safe Houses, Fast Travel stations and the centre (Apex and DRAW).
//! Buildings with Zombies are in `sites`; move targets in `targets`.
//!
//! One tile is `T` SVG units; the whole map is 19 x 19 tiles.

use super::words;
use crate::engine::Seat;
use crate::games::extraczon::board::{
    cell, fast_travel, fast_travel_door, safe_house, Cell, Dir, Pos, Rect, APEX_HP, APEX_SPOT, DRAW_SPOT, H, INFECTED_HP,
    W,
};
use crate::games::extraczon::cards::APEX;
use crate::games::extraczon::{Place, Stage, View};
use crate::saves::SeatInfo;
use crate::ui::components::token::{shape_outline, token, TokenProps};
use crate::ui::num::num;
use yew::prelude::*;

/// Size of one tile in SVG units.
pub const T: f64 = 10.0;
/// Empty border round the map, in SVG units.
pub const MARGIN: f64 = 2.0;

/// Centre of tile `p`.
pub fn centre(p: Pos) -> (f64, f64) {
    (f64::from(p.x) * T + T / 2.0, f64::from(p.y) * T + T / 2.0)
}

/// Centre of a rectangle of tiles.
pub fn rect_centre(r: Rect) -> (f64, f64) {
    (f64::from(r.x) * T + f64::from(r.w) * T / 2.0, f64::from(r.y) * T + f64::from(r.h) * T / 2.0)
}

/// A building's outline, inset so the streets show between blocks.
pub fn block(r: Rect, inset: f64, class: &'static str) -> Html {
    html! {
        <rect {class} x={num(f64::from(r.x) * T + inset)} y={num(f64::from(r.y) * T + inset)}
            width={num(f64::from(r.w) * T - 2.0 * inset)} height={num(f64::from(r.h) * T - 2.0 * inset)} rx="1.6" />
    }
}

/// Centred text, the workhorse of every label on the map.
pub fn label(x: f64, y: f64, size: f64, class: &'static str, text: String) -> Html {
    html! { <text {class} x={num(x)} y={num(y)} font-size={num(size)} text-anchor="middle">{ text }</text> }
}

/// The seat playing from quadrant `q`, if any.
pub fn seat_of_home(view: &View, q: u8) -> Option<Seat> {
    view.table.home.iter().find(|(_, h)| **h == q).map(|(s, _)| s)
}

/// Hatching patterns, used so Infected Zones and escaped Sites are told
/// apart by texture and not by colour alone.
pub fn defs() -> Html {
    html! {
        <defs>
            <pattern id="xz-hatch" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <line x1="0" y1="0" x2="0" y2="3" class="xz-hatch-line" />
            </pattern>
            <pattern id="xz-cross" width="4" height="4" patternUnits="userSpaceOnUse">
                <path d="M0 0 L4 4 M4 0 L0 4" class="xz-cross-line" />
            </pattern>
        </defs>
    }
}

/// Every street tile with what is painted on it.
pub fn streets(view: &View, seats: &[SeatInfo]) -> Html {
    let mut out = Vec::new();
    for y in 0..H {
        for x in 0..W {
            let p = Pos::new(x, y);
            if let Some(h) = street_tile(view, seats, p) {
                out.push(h);
            }
        }
    }
    out.into_iter().collect()
}

fn street_tile(view: &View, seats: &[SeatInfo], p: Pos) -> Option<Html> {
    let (x, y) = (f64::from(p.x) * T, f64::from(p.y) * T);
    let (cx, cy) = centre(p);
    let base = html! { <rect class="xz-road" x={num(x)} y={num(y)} width={num(T)} height={num(T)} /> };
    let mark = match cell(p) {
        Cell::Building(_) => return None,
        Cell::Path => Html::default(),
        Cell::InfectedZone => html! {
            <>
                <rect class="xz-infected" x={num(x + 0.6)} y={num(y + 0.6)} width={num(T - 1.2)} height={num(T - 1.2)} rx="1.2" />
                <rect x={num(x + 0.6)} y={num(y + 0.6)} width={num(T - 1.2)} height={num(T - 1.2)} rx="1.2" fill="url(#xz-hatch)" />
                { label(cx, cy + 2.4, 6.4, "xz-infected-hp", INFECTED_HP.to_string()) }
            </>
        },
        Cell::Start(q) => {
            let colour = seat_of_home(view, q).and_then(|s| seats.get(s.index())).map_or("#8a97a6", |i| i.colour.hex());
            html! {
                <>
                    <rect class="xz-start" x={num(x + 0.8)} y={num(y + 0.8)} width={num(T - 1.6)} height={num(T - 1.6)} rx="1" stroke={colour} />
                    { label(cx, cy + 0.9, 2.3, "xz-start-text", "START".into()) }
                </>
            }
        }
        Cell::SiteDoor(s) => door(p, s.def().rect),
        Cell::FastTravelDoor(q) => html! {
            <>
                { door(p, fast_travel(q)) }
                <circle class="xz-ft-door" cx={num(cx)} cy={num(cy)} r="3" />
                { label(cx, cy + 1.5, 4.0, "xz-ft-door-icon", "⇄".into()) }
            </>
        },
    };
    Some(html! { <g>{ base }{ mark }</g> })
}

/// A door tile: a threshold bar on the side that faces its building, and an
/// open doorway in the building's wall, so the way in is plain to see.
fn door(p: Pos, building: Rect) -> Html {
    let (cx, cy) = centre(p);
    let dir = Dir::ALL.into_iter().find(|d| p.step(*d).is_some_and(|n| building.contains(n))).unwrap_or(Dir::Up);
    let (dx, dy) = dir.delta();
    let (dx, dy) = (f64::from(dx), f64::from(dy));
    // The bar lies across the edge shared with the building.
    let (bx, by) = (cx + dx * (T / 2.0 - 0.9), cy + dy * (T / 2.0 - 0.9));
    let (w, h) = if dx == 0.0 { (6.0, 1.8) } else { (1.8, 6.0) };
    html! {
        <>
            <rect class="xz-door-tile" x={num(cx - T / 2.0 + 0.6)} y={num(cy - T / 2.0 + 0.6)} width={num(T - 1.2)} height={num(T - 1.2)} rx="1.2" />
            <rect class="xz-door-bar" x={num(bx - w / 2.0)} y={num(by - h / 2.0)} width={num(w)} height={num(h)} rx="0.6" />
            <path class="xz-door-arrow" d={arrow(cx - dx * 1.4, cy - dy * 1.4, dx, dy)} />
        </>
    }
}

/// A small chevron at (x, y) pointing along (dx, dy).
fn arrow(x: f64, y: f64, dx: f64, dy: f64) -> String {
    let (px, py) = (-dy, dx);
    let tip = (x + dx * 2.2, y + dy * 2.2);
    format!(
        "M{} {} L{} {} L{} {}",
        num(x + px * 2.0),
        num(y + py * 2.0),
        num(tip.0),
        num(tip.1),
        num(x - px * 2.0),
        num(y - py * 2.0)
    )
}

/// The four Safe Houses in their seat's colour and shape (grey when no one plays that corner).
pub fn safe_houses(view: &View, seats: &[SeatInfo]) -> Html {
    (0..4u8)
        .map(|q| {
            let r = safe_house(q);
            let (cx, cy) = rect_centre(r);
            let owner = seat_of_home(view, q).and_then(|s| seats.get(s.index()).map(|i| (s, i)));
            match owner {
                Some((s, info)) => {
                    let secured = view.table.secured[s].len();
                    html! {
                        <g class="xz-safe" role="img" aria-label={format!("{}'s Safe House, {} secured cards", info.name, secured)}>
                            <rect x={num(f64::from(r.x) * T + 0.8)} y={num(f64::from(r.y) * T + 0.8)} width={num(f64::from(r.w) * T - 1.6)}
                                height={num(f64::from(r.h) * T - 1.6)} rx="2" fill={info.colour.hex()} class="xz-safe-fill" />
                            <g fill="#0b1117" opacity="0.85">{ shape_outline(info.shape, cx, cy - 3.0, 3.6, "xz-shape") }</g>
                            { label(cx, cy + 4.2, 2.8, "xz-safe-name", short(&info.name, 9)) }
                            { label(cx, cy + 7.6, 2.3, "xz-safe-sub", format!("Safe · {secured}")) }
                        </g>
                    }
                }
                None => html! {
                    <g class="xz-safe xz-safe-empty">
                        { block(r, 0.8, "xz-safe-unused") }
                        { label(cx, cy + 1.0, 2.6, "xz-safe-sub", "Safe House".into()) }
                    </g>
                },
            }
        })
        .collect()
}

/// Names longer than `max` characters are cut with an ellipsis for the map.
pub fn short(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(max - 1).collect::<String>())
    }
}

/// The four Fast Travel stations: a ring with two arrows and a label.
pub fn fast_travel_stations() -> Html {
    (0..4u8)
        .map(|q| {
            let r = fast_travel(q);
            let (cx, cy) = rect_centre(r);
            let d = fast_travel_door(q);
            html! {
                <g class="xz-ft" role="img" aria-label={format!("Fast Travel station, door at {}", words::tile(d))}>
                    { block(r, 1.0, "xz-ft-block") }
                    <circle class="xz-ft-ring" cx={num(cx)} cy={num(cy - 2.5)} r="7" />
                    { label(cx, cy + 0.6, 9.0, "xz-ft-icon", "⇄".into()) }
                    { label(cx, cy + 9.6, 3.0, "xz-ft-name", "Fast Travel".into()) }
                </g>
            }
        })
        .collect()
}

/// The centre block: the Apex Zombie (HP 19) and the DRAW pile with its count.
pub fn centre_block(view: &View, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let holder = t.contained.iter().find(|(_, z)| z.contains(&APEX)).map(|(s, _)| s);
    let (ax, ay) = rect_centre(APEX_SPOT);
    let apex_state = match holder {
        Some(s) => format!("contained by {}", words::name(seats, s)),
        None if t.stage == Stage::Sites => "waits for all 24 Sites".to_string(),
        None => "awake: face it now".to_string(),
    };
    let holder_mark = holder.and_then(|s| seats.get(s.index())).map(|i| {
        html! { <g fill={i.colour.hex()} stroke="#0b1117" stroke-width="0.5">{ shape_outline(i.shape, ax + 17.0, ay - 6.0, 3.0, "xz-shape") }</g> }
    });
    let (dx, dy) = rect_centre(DRAW_SPOT);
    let apex_class = if holder.is_some() { "xz-apex xz-apex-done" } else { "xz-apex" };
    html! {
        <g class="xz-centre">
            <g class={apex_class} role="img" aria-label={format!("Apex Zombie, HP {APEX_HP}, {apex_state}")}>
                { block(APEX_SPOT, 0.8, "xz-apex-block") }
                { label(ax, ay - 5.5, 4.2, "xz-apex-title", "APEX".into()) }
                { label(ax, ay + 4.5, 8.0, "xz-apex-hp", format!("HP {APEX_HP}")) }
                { label(ax, ay + 10.5, 2.6, "xz-apex-state", apex_state) }
                { for holder_mark }
            </g>
            <g class="xz-draw" role="img" aria-label={format!("Draw pile, {} cards; discard pile, {} cards", view.draw_count, t.discard.len())}>
                { block(DRAW_SPOT, 0.8, "xz-draw-block") }
                <rect class="xz-draw-card" x={num(dx - 21.0)} y={num(dy - 6.0)} width="9" height="12" rx="1" />
                <rect class="xz-draw-card" x={num(dx - 20.0)} y={num(dy - 7.0)} width="9" height="12" rx="1" />
                { label(dx + 4.0, dy - 0.5, 4.0, "xz-draw-title", format!("DRAW {}", view.draw_count)) }
                { label(dx + 4.0, dy + 4.8, 2.6, "xz-draw-sub", format!("discard {}", t.discard.len())) }
            </g>
        </g>
    }
}

/// Where a token is drawn: the centre of its tile, or inside its Site, at
/// the bottom below the name and HP (side by side if two tokens share one).
pub fn token_spot(place: Place, nth: usize) -> (f64, f64) {
    match place {
        Place::Tile(p) => centre(p),
        Place::Site(s) => {
            let r = s.def().rect;
            let (cx, _) = rect_centre(r);
            let bottom = f64::from(r.y + r.h) * T;
            (cx + SITE_TOKEN * 1.1 * nth as f64, bottom - SITE_TOKEN / 2.0 - 0.7)
        }
    }
}

/// A token's size on a street tile, and the smaller size inside a Site
/// (a Site one tile wide also holds its name and HP).
pub const TOKEN: f64 = 7.4;
pub const SITE_TOKEN: f64 = 6.4;

/// Every Extractor token, in its seat's colour and shape.
pub fn tokens(view: &View, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    t.tokens
        .iter()
        .map(|(s, place)| {
            let nth = t.tokens.iter().filter(|(o, p)| *o < s && **p == *place).count();
            let (cx, cy) = token_spot(*place, nth);
            let size = if matches!(place, Place::Site(_)) { SITE_TOKEN } else { TOKEN };
            let info = seats.get(s.index());
            let (shape, colour) = info.map_or((crate::saves::SeatShape::Circle, crate::saves::SeatColour::ALL[0]), |i| (i.shape, i.colour));
            let label = format!("{}'s token at {}", words::name(seats, s), words::place(*place));
            // Upper-cased by the stylesheet (text-transform), which knows every alphabet.
            let initial = info.and_then(|i| i.name.chars().next()).map(String::from).unwrap_or_default();
            let current = s == t.turn && t.outcome.is_none();
            token(&TokenProps { cx, cy, size, colour, shape, label: label.into(), initial: initial.into(), current })
        })
        .collect()
}
