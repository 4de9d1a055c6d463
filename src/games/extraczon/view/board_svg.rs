//! The painted layers of the map: road tiles, Infected Zones, START tiles,
//! doors, Fast Travel stations, Safe Houses, the centre (Apex and DRAW) and
//! the tokens. Buildings with Zombies are in `sites`; move targets in `targets`.
//!
//! Each layer is a component or a function of the view, so yew redraws only
//! what changed (the streets change only with the seating). What is only
//! paint (roads, START, doors, the 8 of an Infected Zone) is hidden from
//! screen readers, whose players hear those places in the move targets'
//! labels; every building is one labelled picture.
//!
//! One tile is `T` SVG units (svg.rs); the whole map is 19 x 19 tiles.

use super::svg::{block, centre, label, rect, rect_centre, seat_mark, SMALL_TEXT, T};
use super::{sites, words};
use crate::engine::words::count;
use crate::engine::Seat;
use crate::games::extraczon::board::{
    cell, fast_travel, safe_house, Cell, Dir, Pos, Rect, APEX_HP, APEX_SPOT, DRAW_SPOT, H, INFECTED_HP, W,
};
use crate::games::extraczon::cards::APEX;
use crate::games::extraczon::site_marks::{site_token_spot, SITE_TOKEN};
use crate::games::extraczon::{Place, Stage, View};
use crate::kit::num::num;
use crate::kit::token::{shape_outline, Token};
use crate::saves::{SeatColour, SeatInfo, SeatShape};
use yew::prelude::*;

/// The seat playing from quadrant `q`, if any.
pub fn seat_of_home(view: &View, q: u8) -> Option<Seat> {
    view.table.home.iter().find(|(_, h)| **h == q).map(|(s, _)| s)
}

/// The seat (and its look) playing from quadrant `q`, if any.
fn home_seat<'a>(view: &View, seats: &'a [SeatInfo], q: u8) -> Option<(Seat, &'a SeatInfo)> {
    seat_of_home(view, q).and_then(|s| seats.get(s.index()).map(|i| (s, i)))
}

#[derive(Properties, PartialEq)]
pub struct StreetsProps {
    /// The colour of the seat playing from each corner, for its START tile.
    pub starts: [Option<SeatColour>; 4],
}

/// The ground, the streets and the Fast Travel stations. They change only
/// with the seating (START colours), so they are a component of their own.
#[function_component]
pub fn Streets(p: &StreetsProps) -> Html {
    let tiles = (0..H).flat_map(|y| (0..W).map(move |x| Pos::new(x, y))).map(|pos| street_tile(pos, &p.starts));
    html! {
        <>
            { hatching() }
            <g class="xz-streets" aria-hidden="true">
                <rect class="xz-ground" x="-2" y="-2" width="194" height="194" rx="3" />
                { for tiles }
            </g>
            { for (0..4).map(fast_travel_station) }
        </>
    }
}

/// The START colour of each corner, the props of [`Streets`].
pub fn start_colours(view: &View, seats: &[SeatInfo]) -> [Option<SeatColour>; 4] {
    [0, 1, 2, 3].map(|q| home_seat(view, seats, q).map(|(_, i)| i.colour))
}

/// Hatching patterns, used so Infected Zones and escaped Sites are told
/// apart by texture and not by colour alone.
fn hatching() -> Html {
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

/// One street tile with what is painted on it (buildings are drawn apart).
fn street_tile(p: Pos, starts: &[Option<SeatColour>; 4]) -> Html {
    let kind = cell(p);
    let (x, y) = (f64::from(p.x) * T, f64::from(p.y) * T);
    let (cx, cy) = centre(p);
    let paint = match kind {
        Cell::Building(_) => return Html::default(),
        Cell::Path => Html::default(),
        Cell::InfectedZone => html! {
            <>
                { rect("xz-infected", x + 0.6, y + 0.6, T - 1.2, T - 1.2, 1.2) }
                <rect x={num(x + 0.6)} y={num(y + 0.6)} width={num(T - 1.2)} height={num(T - 1.2)} rx="1.2" fill="url(#xz-hatch)" />
                { label(cx, cy + 2.4, 6.4, "xz-infected-hp", INFECTED_HP.to_string()) }
            </>
        },
        Cell::Start(q) => {
            let colour = starts.get(usize::from(q)).copied().flatten().map_or("#8a97a6", SeatColour::hex);
            html! {
                <>
                    <rect class="xz-start" x={num(x + 0.6)} y={num(y + 0.6)} width={num(T - 1.2)} height={num(T - 1.2)} rx="1" stroke={colour} />
                    // The word is wider than the tile at a readable size:
                    // squeezed to fit inside the dashed frame (its 1.1 stroke
                    // leaves 7.7 units), not shrunk; at 8 it touched the frame.
                    <text class="xz-start-text xz-fine" x={num(cx)} y={num(cy + 1.3)} font-size={num(SMALL_TEXT)} text-anchor="middle"
                        textLength={num(T - 2.9)} lengthAdjust="spacingAndGlyphs">{ "START" }</text>
                </>
            }
        }
        Cell::SiteDoor(s) => door(p, s.def().rect),
        Cell::FastTravelDoor(q) => html! {
            <>
                { door(p, fast_travel(q)) }
                <circle class="xz-ft-door" cx={num(cx)} cy={num(cy)} r="3" />
                { label(cx, cy + 1.8, 5.6, "xz-ft-door-icon", "⇄") }
            </>
        },
    };
    html! {
        <g>
            { rect("xz-road", x, y, T, T, 0.0) }
            { paint }
        </g>
    }
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
            { rect("xz-door-tile", cx - T / 2.0 + 0.6, cy - T / 2.0 + 0.6, T - 1.2, T - 1.2, 1.2) }
            { rect("xz-door-bar", bx - w / 2.0, by - h / 2.0, w, h, 0.6) }
            { arrow(cx - dx * 1.4, cy - dy * 1.4, dx, dy) }
        </>
    }
}

/// A small chevron at (x, y) pointing along (dx, dy).
fn arrow(x: f64, y: f64, dx: f64, dy: f64) -> Html {
    let (px, py) = (-dy, dx);
    let d = format!(
        "M{} {} L{} {} L{} {}",
        num(x + px * 2.0),
        num(y + py * 2.0),
        num(x + dx * 2.2),
        num(y + dy * 2.2),
        num(x - px * 2.0),
        num(y - py * 2.0)
    );
    html! { <path class="xz-door-arrow" {d} /> }
}

/// A Fast Travel station: a ring with two arrows and a label.
fn fast_travel_station(q: u8) -> Html {
    let r = fast_travel(q);
    let (cx, cy) = rect_centre(r);
    let aria = "Fast Travel station: from its door, 1 point takes a token to another station's door";
    html! {
        <g class="xz-ft" role="img" aria-label={aria}>
            { block(r, 1.0, "xz-ft-block") }
            <circle class="xz-ft-ring" cx={num(cx)} cy={num(cy - 2.5)} r="7" />
            { label(cx, cy + 0.6, 9.0, "xz-ft-icon", "⇄") }
            { label(cx, cy + 9.8, SMALL_TEXT, "xz-ft-name", "Fast Travel") }
        </g>
    }
}

/// What changes as the game goes: Safe Houses, Sites and the centre block.
pub fn buildings_layer(view: &View, seats: &[SeatInfo]) -> Html {
    let houses = (0..4).map(|q| {
        let seat = home_seat(view, seats, q);
        let secured = seat.map_or(0, |(s, _)| view.table.secured[s].len());
        html! { <SafeHouse quadrant={q} seat={seat.map(|(_, i)| i.clone())} {secured} /> }
    });
    html! {
        <>
            { for houses }
            { sites::sites(view, seats) }
            { centre_block(view, seats) }
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct SafeHouseProps {
    pub quadrant: u8,
    /// The seat playing from this corner; none draws an unused grey house.
    pub seat: Option<SeatInfo>,
    /// How many cards that seat has secured.
    pub secured: usize,
}

/// A Safe House in its seat's colour and shape (grey when no one plays that corner).
#[function_component]
pub fn SafeHouse(p: &SafeHouseProps) -> Html {
    let r = safe_house(p.quadrant);
    let (cx, cy) = rect_centre(r);
    let Some(info) = &p.seat else {
        // Nobody's: paint only, so a screen reader does not hear "Safe House" four times.
        return html! {
            <g class="xz-safe xz-safe-empty" aria-hidden="true">
                { block(r, 0.8, "xz-safe-unused") }
                { label(cx, cy - 0.6, SMALL_TEXT, "xz-safe-sub", "Safe") }
                { label(cx, cy + 3.6, SMALL_TEXT, "xz-safe-sub", "House") }
            </g>
        };
    };
    let secured = p.secured;
    let aria = format!("{}'s Safe House, {secured} secured cards", info.name);
    let (x, y) = (f64::from(r.x) * T + 0.8, f64::from(r.y) * T + 0.8);
    html! {
        <g class="xz-safe" role="img" aria-label={aria}>
            <rect x={num(x)} y={num(y)} width={num(f64::from(r.w) * T - 1.6)} height={num(f64::from(r.h) * T - 1.6)} rx="2"
                fill={info.colour.hex()} class="xz-safe-fill" />
            <g fill="#0b1117" opacity="0.85">{ shape_outline(info.shape, cx, cy - 4.6, 3.4, "xz-shape") }</g>
            { label(cx, cy + 3.0, SMALL_TEXT, "xz-safe-name", short(&info.name, 8)) }
            { label(cx, cy + 7.4, SMALL_TEXT, "xz-safe-sub", format!("Safe · {secured}")) }
        </g>
    }
}

/// Names longer than `max` characters are cut with an ellipsis for the map.
pub fn short(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(max - 1).collect::<String>())
    }
}

/// The centre block: the Apex Zombie (HP 19) and the DRAW pile with its count.
fn centre_block(view: &View, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let holder = t.contained.iter().find(|(_, z)| z.contains(&APEX)).map(|(s, _)| s);
    let (ax, ay) = rect_centre(APEX_SPOT);
    let (apex_state, short_state) = match holder {
        Some(s) => (format!("contained by {}", words::name(seats, s)), format!("held by {}", short(&words::name(seats, s), 12))),
        None if t.stage == Stage::Sites => ("waits for all 24 Sites".to_string(), "waits for 24 Sites".to_string()),
        None => ("awake: face it now".to_string(), "awake: face it now".to_string()),
    };
    let apex_class = classes!("xz-apex", holder.is_some().then_some("xz-apex-done"));
    let mark = holder.and_then(|s| seats.get(s.index())).map(|i| seat_mark(i, ax + 17.0, ay - 6.0, 3.0));
    let (dx, dy) = rect_centre(DRAW_SPOT);
    let (draw, discard) = (view.draw_count, t.discard.len());
    html! {
        <g class="xz-centre">
            <g class={apex_class} role="img" aria-label={format!("Apex Zombie, HP {APEX_HP}, {apex_state}")}>
                { block(APEX_SPOT, 0.8, "xz-apex-block") }
                { label(ax, ay - 5.5, 4.4, "xz-apex-title", "APEX") }
                { label(ax, ay + 4.5, 8.0, "xz-apex-hp", format!("HP {APEX_HP}")) }
                { label(ax, ay + 10.5, SMALL_TEXT, "xz-apex-state", short_state) }
                { for mark }
            </g>
            <g class="xz-draw" role="img" aria-label={format!("Draw pile, {}; discard pile, {}", count(draw as i64, "card", "cards"), count(discard as i64, "card", "cards"))}>
                { block(DRAW_SPOT, 0.8, "xz-draw-block") }
                { rect("xz-draw-card", dx - 21.0, dy - 6.0, 9.0, 12.0, 1.0) }
                { rect("xz-draw-card", dx - 20.0, dy - 7.0, 9.0, 12.0, 1.0) }
                { label(dx + 4.0, dy - 0.5, 4.4, "xz-draw-title", format!("DRAW {draw}")) }
                { label(dx + 4.0, dy + 5.0, SMALL_TEXT, "xz-draw-sub", format!("discard {discard}")) }
            </g>
        </g>
    }
}

/// Where a token is drawn: the centre of its tile, or inside its Site, at
/// the bottom below the name and HP (side by side if two tokens share one).
pub fn token_spot(place: Place, nth: usize) -> (f64, f64) {
    match place {
        Place::Tile(p) => centre(p),
        Place::Site(s) => site_token_spot(s.def(), nth),
    }
}

/// A token's size on a street tile; inside a Site it is `SITE_TOKEN`. The
/// initial on it is half the size: the smaller one is still `SMALL_TEXT`.
pub const TOKEN: f64 = 8.0;

/// Every Extractor token, in its seat's colour and shape: a layer of its
/// own, as tokens move far more often than anything below them.
pub fn tokens_layer(view: &View, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let tokens = t.tokens.iter().map(|(s, place)| {
        let nth = t.tokens.iter().filter(|(o, p)| *o < s && **p == *place).count();
        let (cx, cy) = token_spot(*place, nth);
        let size = if matches!(place, Place::Site(_)) { SITE_TOKEN } else { TOKEN };
        let info = seats.get(s.index());
        let (shape, colour) = info.map_or((SeatShape::Circle, SeatColour::ALL[0]), |i| (i.shape, i.colour));
        // "on the street by the Mall" / "inside the Mall" (`place` says "inside" itself).
        let at = match place {
            Place::Tile(_) => format!("on {}", words::place(*place)),
            Place::Site(_) => words::place(*place),
        };
        let label = format!("{}'s token {at}", words::name(seats, s));
        // Upper-cased by the stylesheet (text-transform), which knows every alphabet.
        let initial = info.and_then(|i| i.name.chars().next()).map(String::from).unwrap_or_default();
        let current = s == t.turn && t.outcome.is_none();
        html! {
            <Token key={s.index()} {cx} {cy} {size} {colour} {shape} label={label} initial={initial} {current} />
        }
    });
    html! { <>{ for start_plates(view) }{ for tokens }</> }
}

/// Over each START tile a token stands on, a road-coloured plate inside
/// its dashed frame: the word START showed around a triangle's sides. The
/// frame, in the home seat's colour, stays in view.
fn start_plates(view: &View) -> impl Iterator<Item = Html> + '_ {
    // One plate per tile, however many tokens share it (no sort: a slice
    // sort's code is large in the wasm, and there are four tokens at most).
    let mut taken: Vec<Pos> = Vec::new();
    for (_, place) in view.table.tokens.iter() {
        if let Place::Tile(p) = place {
            if matches!(cell(*p), Cell::Start(_)) && !taken.contains(p) {
                taken.push(*p);
            }
        }
    }
    taken.into_iter().map(|p| {
        let (x, y) = (f64::from(p.x) * T, f64::from(p.y) * T);
        html! { <rect key={format!("plate-{}-{}", p.x, p.y)} class="xz-road xz-start-plate" x={num(x + 1.4)} y={num(y + 1.4)} width={num(T - 2.8)} height={num(T - 2.8)} aria-hidden="true" /> }
    })
}
