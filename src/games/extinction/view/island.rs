//! Darwinia as an SVG hex map, drawn from the rules' own table (`map::HEXES`).
//!
//! Each hex shows its habitat three ways: a colour, a texture (a pattern per
//! habitat) and its letter (W, M, B, K, L, S, as the docs draw the island),
//! with a legend beside the map. A population cube is a die face in its
//! species' colour with its count as pips, and the species' shape beside it,
//! so colour is never the only cue. A barrier is a dark stone tile with its
//! word.
//!
//! Each hex carries its mark ("W7": habitat letter and number), the name
//! prompts, the log and spoken labels use. A hex that may be tapped now is
//! a real control: a `<g role="button" tabindex="0" data-legal="true">`
//! with an aria-label, Enter or Space to tap, and a thick dashed ring over
//! a dark one (a pattern, not only a colour), while every other hex is
//! shaded; those are labelled pictures (`role="img"`). The map units are a hex of size 10
//! (centre to corner), so a hex is 17.3 units wide and 20 tall; the
//! stylesheet keeps the map at least 470 CSS px wide, which makes a hex at
//! least 46 px wide (a phone scrolls the map sideways).

use super::ctx::use_exn_ctx;
use super::words;
use crate::engine::Seat;
use crate::games::extinction::cards::Barrier;
use crate::games::extinction::map::{centre, habitat, hex_mark, Habitat, HexId, HEX_COUNT};
use crate::games::extinction::words::barrier_name;
use crate::games::extinction::{Cell, View};
use crate::kit::keys;
use crate::kit::num::num;
use crate::kit::parts::{bind, HINTED};
use crate::kit::token::shape_outline;
use crate::saves::{seat_name, SeatColour, SeatInfo, SeatShape};
use std::rc::Rc;
use yew::prelude::*;

/// A hex's size (centre to corner) in map units.
pub const SIZE: f64 = 10.0;
/// The smallest type on the map, in map units: 10.6 CSS px at the map's
/// smallest width (470 px for 178 units).
pub const SMALL_TEXT: f64 = 4.0;
/// A barrier's stone, centre to corner: 14.2 units across its middle, room
/// for its word squeezed to 12.6 (at 7.4 "desert" ran 2 units past it).
const BARRIER_STONE: f64 = SIZE - 1.8;
/// The map's extent: the island is 17.3 x 17 hexes of size 1 (see
/// `map::centre`'s test), and a margin round it.
const HALF_W: f64 = 8.67 * SIZE + 2.0;
const HALF_H: f64 = 8.5 * SIZE + 2.0;

fn pos(hex: HexId) -> (f64, f64) {
    let (x, y) = centre(hex);
    (x * SIZE, y * SIZE)
}

/// The six corners of a pointy-top hex of size `r` round (cx, cy).
fn corners(cx: f64, cy: f64, r: f64) -> String {
    (0..6)
        .map(|i| {
            let a = std::f64::consts::PI / 180.0 * (60.0 * f64::from(i) - 90.0);
            format!("{},{}", num(cx + r * a.cos()), num(cy + r * a.sin()))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[derive(Properties, PartialEq)]
pub struct IslandProps {
    pub view: Rc<View>,
    pub seats: Rc<Vec<SeatInfo>>,
    /// Hexes a tap does something on now, each with the words for what
    /// ("Take back", "Move the group to"), which start its spoken name.
    pub legal: Rc<Vec<(HexId, &'static str)>>,
    /// Hexes to mark as chosen (the picked hex, the group, the chosen cube).
    pub chosen: Rc<Vec<HexId>>,
    /// Hexes marked as done for this turn (cubes that competed).
    #[prop_or_default]
    pub spent: Rc<Vec<HexId>>,
    /// A migrating group: where it stands, how many, whose.
    #[prop_or_default]
    pub group: Option<(HexId, u8, Seat)>,
    /// The hex a hint on screen names (its tap plays the move or takes its next step).
    #[prop_or_default]
    pub hinted: Option<HexId>,
    /// The hexes the last action changed (`event::touched_hexes`), ringed
    /// until the next one, and which action that was: each new one starts
    /// the ring's pulse again, even on the same hex.
    #[prop_or_default]
    pub touched: Rc<Vec<HexId>>,
    #[prop_or_default]
    pub touched_by: u32,
    pub on_hex: Callback<HexId>,
    /// False on a phone's whole-island view: hexes are too small to tap
    /// there, so the legal ones are outlined pictures, not buttons.
    #[prop_or(true)]
    pub live: bool,
    /// Whether the viewer may act now: then a tap on a hex that is not
    /// marked goes to `on_hex` too (which says why it does nothing), and
    /// the hexes not marked are shaded so the marked ones stand out.
    #[prop_or(false)]
    pub acting: bool,
}

/// The whole island with its patterns.
#[function_component]
pub fn Island(p: &IslandProps) -> Html {
    // While some hexes may be tapped, the others are shaded.
    let picking = !p.legal.is_empty();
    let hexes = (0..HEX_COUNT as HexId).map(|hex| {
        let cell = p.view.table.board[usize::from(hex)];
        let owner = match cell {
            Cell::Cube { seat, .. } => p.seats.get(seat.index()).map(|i| (i.colour, i.shape)).or(Some(fallback(seat))),
            _ => None,
        };
        let group = p.group.filter(|(h, _, _)| *h == hex).map(|(_, n, s)| {
            let (colour, shape) = p.seats.get(s.index()).map_or(fallback(s), |i| (i.colour, i.shape));
            (n, colour, shape)
        });
        let verb = p.legal.iter().find(|(h, _)| *h == hex).map(|(_, v)| *v);
        let place = words::hex_label(&p.view, &p.seats, hex);
        let place = match group {
            Some((n, ..)) => format!("{place}; the migrating group of {n} is here"),
            None => place,
        };
        let hint = p.hinted == Some(hex);
        let touched = p.touched.contains(&hex).then_some(p.touched_by);
        let mut label = verb.map_or(place.clone(), |v| format!("{v}: {place}"));
        if touched.is_some() {
            label.push_str("; changed by the last move");
        }
        if hint {
            label.push_str(HINTED);
        }
        let tap = (p.live && (verb.is_some() || p.acting)).then(|| bind(&p.on_hex, hex));
        let shaded = picking && verb.is_none();
        html! {
            <HexTile key={usize::from(hex)} {hex} {cell} {owner} legal={verb.is_some()} chosen={p.chosen.contains(&hex)}
                spent={p.spent.contains(&hex)} {group} {hint} {touched} {label} {tap} {shaded} />
        }
    });
    let view_box = format!("{} {} {} {}", num(-HALF_W), num(-HALF_H), num(2.0 * HALF_W), num(2.0 * HALF_H));
    html! {
        <svg class="exn-map" viewBox={view_box} preserveAspectRatio="xMidYMid meet" role="group"
            aria-label="The island of Darwinia: 84 hexes of six habitats" data-testid="exn-map">
            { patterns() }
            { for hexes }
            { for p.hinted.map(hint_tab) }
        </svg>
    }
}

/// A seat the table does not list (never in a real game) still gets a look.
fn fallback(seat: Seat) -> (SeatColour, SeatShape) {
    (SeatColour::ALL[seat.index() % SeatColour::ALL.len()], SeatShape::ALL[seat.index() % SeatShape::ALL.len()])
}

/// One texture per habitat (and one for barriers), in light lines over the colour.
fn patterns() -> Html {
    let pat = |id: &'static str, w: f64, body: Html| {
        html! { <pattern {id} width={num(w)} height={num(w)} patternUnits="userSpaceOnUse">{ body }</pattern> }
    };
    html! {
        <defs>
            { pat("exn-pat-woodland", 5.0, html! { <path class="exn-tex" d="M2.5 0.8 L4 3.6 L1 3.6 Z" /> }) }
            { pat("exn-pat-meadow", 4.0, html! { <path class="exn-tex" d="M1 3.5 L1 1.5 M3 2 L3 0.2" /> }) }
            { pat("exn-pat-brushland", 4.0, html! { <path class="exn-tex" d="M0 0 L4 4 M4 0 L0 4" /> }) }
            { pat("exn-pat-marsh", 5.0, html! { <path class="exn-tex" d="M0.5 1.5 L3 1.5 M2.5 4 L5 4" /> }) }
            { pat("exn-pat-lake", 6.0, html! { <path class="exn-tex" d="M0 3 Q1.5 1.5 3 3 T6 3" /> }) }
            { pat("exn-pat-swamp", 4.0, html! { <circle class="exn-tex-dot" cx="2" cy="2" r="0.7" /> }) }
            { pat("exn-pat-barrier", 3.0, html! { <path class="exn-tex" d="M0 3 L3 0" /> }) }
        </defs>
    }
}

#[derive(Properties, PartialEq)]
pub struct HexProps {
    pub hex: HexId,
    pub cell: Cell,
    /// The cube's owner's colour and shape.
    pub owner: Option<(SeatColour, SeatShape)>,
    pub legal: bool,
    pub chosen: bool,
    pub spent: bool,
    /// The migrating group on this hex: its size and its species' look.
    pub group: Option<(u8, SeatColour, SeatShape)>,
    /// A hint on screen names this hex's tap: a thick solid ring and the
    /// word "Hint" over it (`data-hint`), never colour alone.
    #[prop_or_default]
    pub hint: bool,
    /// Changed by the last action, whose number this is: a thin blue ring
    /// that pulses once as it appears (the label says it too).
    #[prop_or_default]
    pub touched: Option<u32>,
    pub label: AttrValue,
    /// Set while a tap on this hex does something (plays a move, or, on a
    /// hex that is not `legal`, says why not).
    pub tap: Option<Callback<()>>,
    /// Shaded: other hexes may be tapped now, this one not.
    pub shaded: bool,
}

/// One hex: ground, letter, and its cube or barrier.
#[function_component]
pub fn HexTile(p: &HexProps) -> Html {
    let (cx, cy) = pos(p.hex);
    let hab = habitat(p.hex);
    let ground = html! {
        <>
            <polygon class={classes!("exn-hex", format!("exn-{}", hab.name()))} points={corners(cx, cy, SIZE - 0.3)} />
            <polygon class="exn-hex-tex" points={corners(cx, cy, SIZE - 0.3)} fill={format!("url(#exn-pat-{})", hab.name())} />
        </>
    };
    let top = match p.cell {
        Cell::Cube { count, .. } => cube(cx, cy, count, p.owner),
        Cell::Barrier(b) => barrier(cx, cy, b),
        Cell::Empty => Html::default(),
    };
    let marks = html! {
        <>
            if p.shaded { <polygon class="exn-shade" points={corners(cx, cy, SIZE - 0.3)} /> }
            if p.spent { <polygon class="exn-spent" points={corners(cx, cy, SIZE - 2.2)} /> }
            // Keyed by the action, so the next action on this hex draws a new
            // ring, whose pulse starts again, instead of keeping this one.
            if let Some(by) = p.touched {
                <polygon key={by.to_string()} class="exn-touched" points={corners(cx, cy, SIZE - 2.8)} />
            }
            if p.legal {
                <polygon class="exn-legal-ring" points={corners(cx, cy, SIZE - 1.5)} />
                <polygon class="exn-legal" points={corners(cx, cy, SIZE - 1.5)} />
            }
            if p.chosen { <polygon class="exn-chosen" points={corners(cx, cy, SIZE - 1.0)} /> }
            if p.hint {
                <polygon class="exn-hint-ring" points={corners(cx, cy, SIZE - 0.45)} />
                <polygon class="exn-hint-ring" points={corners(cx, cy, SIZE - 2.85)} />
            }
        </>
    };
    // The name and a migrating group's badge go over the marks: a tappable
    // hex's dashed ring crosses the corners of its name, which the prompts
    // and the log use ("B6"). The name's dark halo keeps it legible over the
    // ring; a shaded hex's name is dimmed with it.
    let name_class = classes!("exn-letter", "exn-hex-name", p.shaded.then_some("exn-name-shaded"));
    let body = html! {
        <>
            { ground }
            { top }
            { marks }
            <text class={name_class} x={num(cx)} y={num(cy - 4.6)} font-size={num(SMALL_TEXT)} text-anchor="middle">{ hex_mark(p.hex) }</text>
            { for p.group.map(|(n, colour, shape)| group_badge(cx, cy, n, colour, shape)) }
        </>
    };
    let class = classes!("exn-tile", p.legal.then_some("exn-tile-legal"), p.chosen.then_some("exn-tile-chosen"));
    match &p.tap {
        Some(tap) if p.legal => {
            let onclick = tap.reform(|_: MouseEvent| ());
            let onkeydown = keys::enter_or_space(tap.clone());
            html! {
                <g {class} role="button" tabindex="0" data-legal="true" data-hint={p.hint.then_some("true")} aria-label={p.label.clone()}
                    aria-pressed={p.chosen.then_some("true")} {onclick} {onkeydown}>{ body }</g>
            }
        }
        // Not a control (nothing happens), so not in the tab order; a
        // pointer's tap still hears why.
        Some(tap) => {
            let onclick = tap.reform(|_: MouseEvent| ());
            html! { <g {class} role="img" aria-label={p.label.clone()} {onclick}>{ body }</g> }
        }
        None => html! { <g {class} role="img" aria-label={p.label.clone()}>{ body }</g> },
    }
}

/// The word "Hint" on a tab across the top of the hinted hex, over its
/// letter (the hint's line and the hex's label name it) and clear of the
/// cube below and of the neighbours' dice; drawn after every hex so none
/// covers its corners. The hex itself has the double ring, `data-hint` and
/// "(hinted)" in its name.
fn hint_tab(hex: HexId) -> Html {
    let (cx, cy) = pos(hex);
    html! {
        <g class="exn-hint-mark" aria-hidden="true">
            <rect class="exn-hint-tab" x={num(cx - 5.5)} y={num(cy - 9.3)} width="11" height="5.2" rx="1.2" />
            <text class="exn-hint-word" x={num(cx)} y={num(cy - 5.3)} font-size={num(SMALL_TEXT)} text-anchor="middle">{ "Hint" }</text>
        </g>
    }
}

/// Where the pips of a die showing `n` sit, in a face of side 2 centred on 0.
fn pips(n: u8) -> &'static [(f64, f64)] {
    const L: f64 = -0.55;
    const R: f64 = 0.55;
    match n {
        1 => &[(0.0, 0.0)],
        2 => &[(L, L), (R, R)],
        3 => &[(L, L), (0.0, 0.0), (R, R)],
        4 => &[(L, L), (R, L), (L, R), (R, R)],
        5 => &[(L, L), (R, L), (0.0, 0.0), (L, R), (R, R)],
        _ => &[(L, L), (R, L), (L, 0.0), (R, 0.0), (L, R), (R, R)],
    }
}

/// A population cube: a die face in the species' colour with its count as
/// pips, and the species' shape to its left.
pub fn cube(cx: f64, cy: f64, count: u8, owner: Option<(SeatColour, SeatShape)>) -> Html {
    let (colour, shape) = owner.unwrap_or((SeatColour::ALL[0], SeatShape::Circle));
    let (dx, dy, half) = (cx + 1.6, cy + 2.2, 4.3);
    let dots = pips(count.clamp(1, 6)).iter().map(|(x, y)| {
        html! { <circle class="exn-pip" cx={num(dx + x * half)} cy={num(dy + y * half)} r="0.95" /> }
    });
    html! {
        <g class="exn-cube">
            <rect class="exn-die" x={num(dx - half)} y={num(dy - half)} width={num(2.0 * half)} height={num(2.0 * half)} rx="1.4"
                fill={colour.hex()} />
            { for dots }
            <g fill={colour.hex()} class="exn-owner">{ shape_outline(shape, cx - 5.3, cy + 2.2, 2.5, "exn-owner-shape") }</g>
        </g>
    }
}

/// The group on its way: its species' shape with its size on it, at the
/// hex's upper left (beside the letter, above any cube there).
fn group_badge(cx: f64, cy: f64, n: u8, colour: SeatColour, shape: SeatShape) -> Html {
    let (x, y) = (cx - 4.9, cy - 3.6);
    html! {
        <g class="exn-group">
            <g fill={colour.hex()} class="exn-owner">{ shape_outline(shape, x, y, 3.6, "exn-group-shape") }</g>
            <text class="exn-group-num" x={num(x)} y={num(y + 1.5)} font-size={num(SMALL_TEXT + 0.4)} text-anchor="middle">{ n.to_string() }</text>
        </g>
    }
}

fn barrier(cx: f64, cy: f64, b: Barrier) -> Html {
    let word = barrier_name(b);
    html! {
        <g class="exn-barrier">
            <polygon class="exn-barrier-stone" points={corners(cx, cy, BARRIER_STONE)} />
            <polygon class="exn-hex-tex" points={corners(cx, cy, BARRIER_STONE)} fill="url(#exn-pat-barrier)" />
            // "desert", "jetport" and "mountain" are wider than the stone at
            // a readable size: squeezed to fit inside it, not shrunk.
            <text class="exn-barrier-word" x={num(cx)} y={num(cy + 3.4)} font-size={num(SMALL_TEXT)} text-anchor="middle"
                textLength={(word.len() > 5).then_some("12.6")} lengthAdjust={(word.len() > 5).then_some("spacingAndGlyphs")}>
                { word }
            </text>
        </g>
    }
}

/// The map key: each habitat's letter, texture and name; how hexes are
/// named; the species' marks; what a marked hex means.
#[function_component]
pub fn Legend() -> Html {
    let ctx = use_exn_ctx();
    let (view, seats) = (&*ctx.view, &ctx.seats[..]);
    let habitats = Habitat::ALL.iter().map(|h| {
        html! {
            <li>
                <svg class="exn-swatch" viewBox="-10 -10 20 20" aria-hidden="true">
                    <polygon class={classes!("exn-hex", format!("exn-{}", h.name()))} points={corners(0.0, 0.0, 9.5)} />
                    <polygon class="exn-hex-tex" points={corners(0.0, 0.0, 9.5)} fill={format!("url(#exn-pat-{})", h.name())} />
                    <text class="exn-letter" x="0" y="4" font-size="11" text-anchor="middle">{ h.letter() }</text>
                </svg>
                <span>{ format!("{} {}", h.letter(), h.name()) }</span>
                <span class="exn-muted">{ if h.is_land() { " (land)" } else { " (water)" } }</span>
            </li>
        }
    });
    let species = (0..view.table.supply.len()).map(|i| {
        let seat = Seat(i as u8);
        let info = seats.get(i);
        let (colour, shape) = info.map_or(fallback(seat), |s| (s.colour, s.shape));
        html! {
            <li>
                <svg class="exn-swatch" viewBox="-10 -10 20 20" aria-hidden="true">
                    <g fill={colour.hex()} class="exn-owner">{ shape_outline(shape, 0.0, 0.0, 8.0, "exn-owner-shape") }</g>
                </svg>
                <span>{ seat_name(seats, seat) }</span>
            </li>
        }
    });
    html! {
        <section class="exn-box exn-legend" aria-label="Map key">
            <h2 class="exn-h">{ "Map key" }</h2>
            <ul class="exn-legend-list">{ for habitats }</ul>
            <ul class="exn-legend-list">{ for species }</ul>
            <p class="exn-note">{ "Hexes are named by habitat letter and number, row by row from the top left (W1, W2, ...). A cube's pips are its individuals. Hexes you may tap have a thick dashed ring, the others are shaded; a thin blue ring marks the last move." }</p>
        </section>
    }
}
