//! The map part of the board: how the player has zoomed it (a hook of its
//! own), the window that follows, and the SVG with the move targets and the
//! chosen route. The selection itself (tap to choose, tap again to move) is
//! the board context's (`ctx.rs`); this file only draws it.

use super::ctx::{Chosen, Ctx};
use super::targets;
use super::words;
use super::zoom::{self, Window};
use super::{board_svg, svg};
use crate::games::extraczon::rules::movement::destinations;
use crate::games::extraczon::{Action, Phase, Place, View};
use crate::kit::figure_view::use_in_picture;
use crate::saves::SeatInfo;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// How the player has set the map's window. One state for both parts (each
/// state type costs the download its own hook code), set whole each time.
#[derive(Clone, Copy, Default, PartialEq)]
struct ZoomSetting {
    /// The player's zoom choice; None follows the screen: zoomed in where
    /// the whole map would make targets too small to tap.
    choice: Option<bool>,
    /// The centre of the zoomed window; None: the token whose turn it is.
    at: Option<(f64, f64)>,
}

/// The map's zoom: the player's setting and what the box allows.
#[derive(Clone)]
pub struct MapZoom {
    setting: UseStateHandle<ZoomSetting>,
    /// The map's SVG, measured to fit the zoom.
    pub svg: NodeRef,
    fit: zoom::Fit,
    /// Drawn in a rules picture: always the whole map, with no switch.
    picture: bool,
}

/// What the map shows now.
#[derive(Clone, Copy)]
pub struct Frame {
    pub zoomed: bool,
    pub window: Window,
    /// The whole map on a box too small to tap a place: pictures only.
    pub overview: bool,
    /// In a rules picture: no word about tapping or zooming the map, and
    /// the list of places closed (the picture's height would cut it).
    pub picture: bool,
}

/// The map's zoom, re-centred on the turn whenever the legal moves change
/// (a new position, or a bot's turn).
#[hook]
pub fn use_map_zoom(legal: Rc<Vec<Action>>) -> MapZoom {
    let setting = use_state(ZoomSetting::default);
    let svg = use_node_ref();
    let fit = zoom::use_fit(svg.clone());
    let picture = use_in_picture();
    {
        let setting = setting.clone();
        use_effect_with(legal, move |_| setting.set(ZoomSetting { at: None, ..*setting }));
    }
    MapZoom { setting, svg, fit, picture }
}

impl MapZoom {
    /// Zoomed in, a window of tiles round the turn (or round the spot the
    /// player tapped or picked); otherwise the whole map (always, in a rules picture).
    pub fn frame(&self, view: &View) -> Frame {
        // Once the game is over nothing is tapped on the map: it shows whole,
        // the board the table looks back over (on a phone it had stayed on
        // the last turn's quarter until Zoom was unticked).
        let over = view.table.phase == Phase::Over;
        let zoomed = !self.picture && self.setting.choice.unwrap_or(self.fit.small && !over);
        let window = if zoomed {
            let t = &view.table;
            let (cx, cy) = self.setting.at.unwrap_or_else(|| board_svg::token_spot(t.tokens[t.turn], 0));
            Window::around(cx, cy, self.fit.zoom_tiles)
        } else {
            Window::full()
        };
        Frame { zoomed, window, overview: !zoomed && self.fit.small, picture: self.picture }
    }

    /// Centres the zoomed window on `place` (picked from the list).
    pub fn centre_on(&self, place: Place) {
        self.setting.set(ZoomSetting { at: Some(place_spot(place)), ..*self.setting });
    }

    /// The zoom switch: a view setting, not a move, so a labelled checkbox
    /// that is never mistaken for a game action and needs no confirm.
    pub fn switch(&self, on: bool) -> Html {
        if self.picture {
            return html! {};
        }
        let setting = self.setting.clone();
        let onchange = Callback::from(move |_: yew::Event| setting.set(ZoomSetting { choice: Some(!on), at: None }));
        html! {
            <label class="xz-zoom">
                <input type="checkbox" checked={on} {onchange} />
                <span>{ "Zoom in on the turn" }</span>
            </label>
        }
    }

    /// On the overview, a tap on the map zooms in centred on the tapped spot.
    /// (`svg` is the map itself: yew delegates events, so the event's
    /// current target is not.)
    fn zoom_in_at(&self, window: Window) -> Callback<MouseEvent> {
        let (map, setting) = (self.svg.clone(), self.setting.clone());
        Callback::from(move |e: MouseEvent| {
            if let Some((left, top, w, h)) = map.cast::<web_sys::Element>().as_ref().and_then(zoom::box_of) {
                let x = f64::from(e.client_x()) - left;
                let y = f64::from(e.client_y()) - top;
                setting.set(ZoomSetting { choice: Some(true), at: Some(window.point_at(x, y, w, h)) });
            }
        })
    }
}

/// Where a place sits on the map, to centre the zoomed window on it.
fn place_spot(p: Place) -> (f64, f64) {
    match p {
        Place::Tile(pos) => svg::centre(pos),
        Place::Site(s) => svg::rect_centre(s.def().rect),
    }
}

/// The tap on a move target: the first chooses it (and draws the route),
/// a second on the same place moves there.
pub fn tap_to_choose(ctx: &Ctx) -> Callback<Place> {
    let ctx = ctx.clone();
    Callback::from(move |p: Place| {
        if ctx.chosen() == Some(p) {
            ctx.play(Action::Move { to: p });
        } else {
            ctx.set_choice(Chosen(Some(p)));
        }
    })
}

/// A tap on the map that hit no move target: on the overview it zooms in
/// there; zoomed in, while the player must move, it says why nothing
/// happened (the place is not reachable with this roll).
fn on_map_tap(ctx: &Ctx, zoom: &MapZoom, frame: Frame) -> Option<Callback<MouseEvent>> {
    if frame.overview {
        return Some(zoom.zoom_in_at(frame.window));
    }
    let moving = matches!(ctx.view.table.phase, Phase::Move { .. }) && !ctx.moves().is_empty();
    if !moving {
        return None;
    }
    let ctx = ctx.clone();
    Some(Callback::from(move |e: MouseEvent| {
        let on_target = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.closest("[data-legal]"), Ok(Some(_))));
        if !on_target {
            ctx.refuse("That place cannot be reached with this roll: tap a place marked with a dashed outline.");
        }
    }))
}

/// The map: streets, buildings, tokens, the chosen route and the targets
/// wholly in the window (a target cut off by the edge is never offered).
pub fn map(ctx: &Ctx, zoom: &MapZoom, frame: Frame, seats: &[SeatInfo]) -> Html {
    let view = &*ctx.view;
    let (chosen, hinted) = (ctx.chosen(), ctx.hinted_place());
    let on_tap = tap_to_choose(ctx);
    let targets: Html = ctx
        .moves()
        .into_iter()
        .filter(|p| !frame.zoomed || frame.window.shows(*p))
        .map(|p| {
            let label = words::move_label(view, p);
            let hint = hinted == Some(p);
            // The word over the place would be cut by the window's top edge.
            let hint_below = hint && targets::hint_extent(p).0 - targets::HINT_WORD - 1.2 < frame.window.y;
            html! { <targets::Target key={place_key(p)} place={p} {label} selected={chosen == Some(p)} {hint} {hint_below} live={!frame.overview} on_tap={on_tap.clone()} /> }
        })
        .collect();
    let class = if frame.overview { "xz-map xz-map-overview" } else { "xz-map" };
    html! {
        <svg ref={zoom.svg.clone()} {class} viewBox={frame.window.view_box()} preserveAspectRatio="xMidYMid meet" role="group"
            onclick={on_map_tap(ctx, zoom, frame)}
            aria-label="ExtracZon board: city streets, Sites, Safe Houses and the Apex at the centre">
            <board_svg::Streets starts={board_svg::start_colours(view, seats)} />
            { board_svg::buildings_layer(view, seats) }
            { route(view, chosen) }
            { board_svg::tokens_layer(view, seats) }
            { targets }
        </svg>
    }
}

/// A key per place, stable while the position lasts.
fn place_key(p: Place) -> String {
    match p {
        Place::Tile(t) => format!("t{}", t.index()),
        Place::Site(s) => format!("s{}", s.0),
    }
}

/// The route to the chosen place, drawn from the token.
fn route(view: &View, chosen: Option<Place>) -> Html {
    let t = &view.table;
    let (Some(p), Phase::Move { points }) = (chosen, &t.phase) else { return Html::default() };
    let from = t.tokens[t.turn];
    destinations(t, t.turn, *points)
        .into_iter()
        .find(|(to, _)| *to == p)
        .map(|(_, r)| html! { <targets::RouteLine {from} route={r} /> })
        .unwrap_or_default()
}

/// One line saying where the targets the map does not offer went.
pub fn hint(ctx: &Ctx, frame: Frame) -> Html {
    let moves = ctx.moves();
    let out_of_view = if frame.zoomed { moves.iter().filter(|p| !frame.window.shows(**p)).count() } else { 0 };
    let text = match (frame.overview && !frame.picture && !moves.is_empty(), out_of_view) {
        (true, _) => "The whole map is too small here to tap a place: tap the map to zoom in there, or pick from the list.".to_string(),
        (false, 0) => return Html::default(),
        (false, 1) => "1 more place is outside this view: pick it from the list, or zoom out.".to_string(),
        (false, n) => format!("{n} more places are outside this view: pick one from the list, or zoom out."),
    };
    html! { <p class="xz-note" data-testid="zoom-hint">{ text }</p> }
}
