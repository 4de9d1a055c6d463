//! The painted layers of the map: road tiles, Infected Zones, START tiles,
//! doors, Fast Travel stations, Safe Houses, the centre (Apex and DRAW) and
//! the tokens. Buildings with Zombies are in `sites`; move targets in `targets`.
//!
//! Nothing here is tapped, so it is written as markup text (`ui::markup`), a
//! small part of the download next to the same pieces built with `html!`.
//! Typed names go in through `Esc`, numbers through `N`.
//!
//! One tile is `T` SVG units; the whole map is 19 x 19 tiles.

use super::{sites, words};
use crate::engine::Seat;
use crate::games::extraczon::board::{
    cell, fast_travel, fast_travel_door, safe_house, Cell, Dir, Pos, Rect, APEX_HP, APEX_SPOT, DRAW_SPOT, H, INFECTED_HP, W,
};
use crate::games::extraczon::cards::APEX;
use crate::games::extraczon::{Place, Stage, View};
use crate::kit::markup::{Esc, Markup, N};
use crate::kit::token::{shape_outline, token, TokenProps};
use crate::saves::{SeatColour, SeatInfo, SeatShape};
use std::fmt::Display;
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

/// The streets, the Fast Travel stations and the ground under them. They
/// change only with the seating (START colours), so they are a layer apart:
/// yew redraws a markup layer whole whenever its text changes.
pub fn streets_layer(view: &View, seats: &[SeatInfo]) -> Html {
    let mut m = Markup::new();
    m.put(DEFS).put(r#"<rect class="xz-ground" x="-2" y="-2" width="194" height="194" rx="3"/>"#);
    for y in 0..H {
        for x in 0..W {
            street_tile(&mut m, view, seats, Pos::new(x, y));
        }
    }
    for q in 0..4 {
        fast_travel_station(&mut m, q);
    }
    m.into_html()
}

/// What changes as the game goes: Safe Houses, Sites and the centre block.
pub fn buildings_layer(view: &View, seats: &[SeatInfo]) -> Html {
    let mut m = Markup::new();
    for q in 0..4 {
        safe_house_piece(&mut m, view, seats, q);
    }
    sites::sites(&mut m, view, seats);
    centre_block(&mut m, view, seats);
    m.into_html()
}

/// A building's outline, inset so the streets show between blocks.
pub fn block(m: &mut Markup, r: Rect, inset: f64, class: &str) {
    m.add(format_args!(
        r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" rx="1.6"/>"#,
        N(f64::from(r.x) * T + inset),
        N(f64::from(r.y) * T + inset),
        N(f64::from(r.w) * T - 2.0 * inset),
        N(f64::from(r.h) * T - 2.0 * inset)
    ));
}

/// Centred text, the workhorse of every label on the map. `text` is written
/// as it is: a typed name must come wrapped in `Esc`. (`dyn`: one copy of
/// this function in the download for every kind of text.)
pub fn label(m: &mut Markup, x: f64, y: f64, size: f64, class: &str, text: &dyn Display) {
    m.add(format_args!(r#"<text class="{class}" x="{}" y="{}" font-size="{}" text-anchor="middle">{text}</text>"#, N(x), N(y), N(size)));
}

/// The seat playing from quadrant `q`, if any.
pub fn seat_of_home(view: &View, q: u8) -> Option<Seat> {
    view.table.home.iter().find(|(_, h)| **h == q).map(|(s, _)| s)
}

/// Hatching patterns, used so Infected Zones and escaped Sites are told
/// apart by texture and not by colour alone.
const DEFS: &str = r#"<defs><pattern id="xz-hatch" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="3" class="xz-hatch-line"/></pattern><pattern id="xz-cross" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 0 L4 4 M4 0 L0 4" class="xz-cross-line"/></pattern></defs>"#;

/// One street tile with what is painted on it (buildings are drawn apart).
fn street_tile(m: &mut Markup, view: &View, seats: &[SeatInfo], p: Pos) {
    let kind = cell(p);
    if matches!(kind, Cell::Building(_)) {
        return;
    }
    let (x, y) = (f64::from(p.x) * T, f64::from(p.y) * T);
    let (cx, cy) = centre(p);
    m.add(format_args!(r#"<g><rect class="xz-road" x="{}" y="{}" width="{}" height="{}"/>"#, N(x), N(y), N(T), N(T)));
    match kind {
        Cell::Building(_) | Cell::Path => {}
        Cell::InfectedZone => {
            let (at_x, at_y, side) = (N(x + 0.6), N(y + 0.6), N(T - 1.2));
            m.add(format_args!(
                r#"<rect class="xz-infected" x="{at_x}" y="{at_y}" width="{side}" height="{side}" rx="1.2"/><rect x="{at_x}" y="{at_y}" width="{side}" height="{side}" rx="1.2" fill="url(#xz-hatch)"/>"#
            ));
            label(m, cx, cy + 2.4, 6.4, "xz-infected-hp", &INFECTED_HP);
        }
        Cell::Start(q) => {
            let colour = seat_of_home(view, q).and_then(|s| seats.get(s.index())).map_or("#8a97a6", |i| i.colour.hex());
            m.add(format_args!(
                r#"<rect class="xz-start" x="{}" y="{}" width="{side}" height="{side}" rx="1" stroke="{colour}"/>"#,
                N(x + 0.8),
                N(y + 0.8),
                side = N(T - 1.6)
            ));
            label(m, cx, cy + 0.9, 2.3, "xz-start-text", &"START");
        }
        Cell::SiteDoor(s) => door(m, p, s.def().rect),
        Cell::FastTravelDoor(q) => {
            door(m, p, fast_travel(q));
            m.add(format_args!(r#"<circle class="xz-ft-door" cx="{}" cy="{}" r="3"/>"#, N(cx), N(cy)));
            label(m, cx, cy + 1.5, 4.0, "xz-ft-door-icon", &"⇄");
        }
    }
    m.put("</g>");
}

/// A door tile: a threshold bar on the side that faces its building, and an
/// open doorway in the building's wall, so the way in is plain to see.
fn door(m: &mut Markup, p: Pos, building: Rect) {
    let (cx, cy) = centre(p);
    let dir = Dir::ALL.into_iter().find(|d| p.step(*d).is_some_and(|n| building.contains(n))).unwrap_or(Dir::Up);
    let (dx, dy) = dir.delta();
    let (dx, dy) = (f64::from(dx), f64::from(dy));
    // The bar lies across the edge shared with the building.
    let (bx, by) = (cx + dx * (T / 2.0 - 0.9), cy + dy * (T / 2.0 - 0.9));
    let (w, h) = if dx == 0.0 { (6.0, 1.8) } else { (1.8, 6.0) };
    m.add(format_args!(
        r#"<rect class="xz-door-tile" x="{}" y="{}" width="{side}" height="{side}" rx="1.2"/>"#,
        N(cx - T / 2.0 + 0.6),
        N(cy - T / 2.0 + 0.6),
        side = N(T - 1.2)
    ));
    m.add(format_args!(
        r#"<rect class="xz-door-bar" x="{}" y="{}" width="{}" height="{}" rx="0.6"/>"#,
        N(bx - w / 2.0),
        N(by - h / 2.0),
        N(w),
        N(h)
    ));
    arrow(m, cx - dx * 1.4, cy - dy * 1.4, dx, dy);
}

/// A small chevron at (x, y) pointing along (dx, dy).
fn arrow(m: &mut Markup, x: f64, y: f64, dx: f64, dy: f64) {
    let (px, py) = (-dy, dx);
    m.add(format_args!(
        r#"<path class="xz-door-arrow" d="M{} {} L{} {} L{} {}"/>"#,
        N(x + px * 2.0),
        N(y + py * 2.0),
        N(x + dx * 2.2),
        N(y + dy * 2.2),
        N(x - px * 2.0),
        N(y - py * 2.0)
    ));
}

/// A Safe House in its seat's colour and shape (grey when no one plays that corner).
fn safe_house_piece(m: &mut Markup, view: &View, seats: &[SeatInfo], q: u8) {
    let r = safe_house(q);
    let (cx, cy) = rect_centre(r);
    let Some((s, info)) = seat_of_home(view, q).and_then(|s| seats.get(s.index()).map(|i| (s, i))) else {
        m.put(r#"<g class="xz-safe xz-safe-empty">"#);
        block(m, r, 0.8, "xz-safe-unused");
        label(m, cx, cy + 1.0, 2.6, "xz-safe-sub", &"Safe House");
        m.put("</g>");
        return;
    };
    let secured = view.table.secured[s].len();
    m.add(format_args!(
        r##"<g class="xz-safe" role="img" aria-label="{}'s Safe House, {secured} secured cards"><rect x="{}" y="{}" width="{}" height="{}" rx="2" fill="{}" class="xz-safe-fill"/><g fill="#0b1117" opacity="0.85">"##,
        Esc(&info.name),
        N(f64::from(r.x) * T + 0.8),
        N(f64::from(r.y) * T + 0.8),
        N(f64::from(r.w) * T - 1.6),
        N(f64::from(r.h) * T - 1.6),
        info.colour.hex()
    ));
    shape_outline(m, info.shape, cx, cy - 3.0, 3.6, "xz-shape");
    m.put("</g>");
    label(m, cx, cy + 4.2, 2.8, "xz-safe-name", &Esc(&short(&info.name, 9)));
    label(m, cx, cy + 7.6, 2.3, "xz-safe-sub", &format_args!("Safe · {secured}"));
    m.put("</g>");
}

/// Names longer than `max` characters are cut with an ellipsis for the map.
pub fn short(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(max - 1).collect::<String>())
    }
}

/// A Fast Travel station: a ring with two arrows and a label.
fn fast_travel_station(m: &mut Markup, q: u8) {
    let r = fast_travel(q);
    let (cx, cy) = rect_centre(r);
    m.add(format_args!(r#"<g class="xz-ft" role="img" aria-label="Fast Travel station, door at {}">"#, words::tile(fast_travel_door(q))));
    block(m, r, 1.0, "xz-ft-block");
    m.add(format_args!(r#"<circle class="xz-ft-ring" cx="{}" cy="{}" r="7"/>"#, N(cx), N(cy - 2.5)));
    label(m, cx, cy + 0.6, 9.0, "xz-ft-icon", &"⇄");
    label(m, cx, cy + 9.6, 3.0, "xz-ft-name", &"Fast Travel");
    m.put("</g>");
}

/// The centre block: the Apex Zombie (HP 19) and the DRAW pile with its count.
fn centre_block(m: &mut Markup, view: &View, seats: &[SeatInfo]) {
    let t = &view.table;
    let holder = t.contained.iter().find(|(_, z)| z.contains(&APEX)).map(|(s, _)| s);
    let (ax, ay) = rect_centre(APEX_SPOT);
    let apex_state = match holder {
        Some(s) => format!("contained by {}", words::name(seats, s)),
        None if t.stage == Stage::Sites => "waits for all 24 Sites".to_string(),
        None => "awake: face it now".to_string(),
    };
    let apex_class = if holder.is_some() { "xz-apex xz-apex-done" } else { "xz-apex" };
    m.add(format_args!(
        r#"<g class="xz-centre"><g class="{apex_class}" role="img" aria-label="Apex Zombie, HP {APEX_HP}, {}">"#,
        Esc(&apex_state)
    ));
    block(m, APEX_SPOT, 0.8, "xz-apex-block");
    label(m, ax, ay - 5.5, 4.2, "xz-apex-title", &"APEX");
    label(m, ax, ay + 4.5, 8.0, "xz-apex-hp", &format_args!("HP {APEX_HP}"));
    label(m, ax, ay + 10.5, 2.6, "xz-apex-state", &Esc(&apex_state));
    if let Some(i) = holder.and_then(|s| seats.get(s.index())) {
        seat_mark(m, i, ax + 17.0, ay - 6.0, 3.0);
    }
    let (dx, dy) = rect_centre(DRAW_SPOT);
    let (draw, discard) = (view.draw_count, t.discard.len());
    m.add(format_args!(r#"</g><g class="xz-draw" role="img" aria-label="Draw pile, {draw} cards; discard pile, {discard} cards">"#));
    block(m, DRAW_SPOT, 0.8, "xz-draw-block");
    m.add(format_args!(
        r#"<rect class="xz-draw-card" x="{}" y="{}" width="9" height="12" rx="1"/><rect class="xz-draw-card" x="{}" y="{}" width="9" height="12" rx="1"/>"#,
        N(dx - 21.0),
        N(dy - 6.0),
        N(dx - 20.0),
        N(dy - 7.0)
    ));
    label(m, dx + 4.0, dy - 0.5, 4.0, "xz-draw-title", &format_args!("DRAW {draw}"));
    label(m, dx + 4.0, dy + 4.8, 2.6, "xz-draw-sub", &format_args!("discard {discard}"));
    m.put("</g></g>");
}

/// The shape of the seat that contained a Zombie, in its colour with a dark rim.
pub fn seat_mark(m: &mut Markup, seat: &SeatInfo, cx: f64, cy: f64, r: f64) {
    m.add(format_args!(r##"<g fill="{}" stroke="#0b1117" stroke-width="0.5">"##, seat.colour.hex()));
    shape_outline(m, seat.shape, cx, cy, r, "xz-shape");
    m.put("</g>");
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

/// Every Extractor token, in its seat's colour and shape: a layer of its
/// own, as tokens move far more often than anything below them.
pub fn tokens_layer(view: &View, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let mut m = Markup::new();
    for (s, place) in t.tokens.iter() {
        let nth = t.tokens.iter().filter(|(o, p)| *o < s && **p == *place).count();
        let (cx, cy) = token_spot(*place, nth);
        let size = if matches!(place, Place::Site(_)) { SITE_TOKEN } else { TOKEN };
        let info = seats.get(s.index());
        let (shape, colour) = info.map_or((SeatShape::Circle, SeatColour::ALL[0]), |i| (i.shape, i.colour));
        let label = format!("{}'s token at {}", words::name(seats, s), words::place(*place));
        // Upper-cased by the stylesheet (text-transform), which knows every alphabet.
        let initial = info.and_then(|i| i.name.chars().next()).map(String::from).unwrap_or_default();
        let current = s == t.turn && t.outcome.is_none();
        token(&mut m, &TokenProps { cx, cy, size, colour, shape, label: &label, initial: &initial, current });
    }
    m.into_html()
}
