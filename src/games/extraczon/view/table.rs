//! The ExtracZon board component: the map SVG with its move targets, and the
//! controls beside it (below it on portrait screens). The chosen destination
//! lives in the board's context (ctx.rs); the board itself keeps only how
//! the map is zoomed.

use super::board_svg;
use super::zoom::{self, Window};
use super::ctx::{Chosen, Ctx};
use super::{controls, targets, words};
use crate::engine::GameEvent;
use crate::games::extraczon::rules::movement::destinations;
use crate::games::extraczon::{Action, Event, ExtracZon, Phase, Place};
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::game_ui::BoardProps;
use std::rc::Rc;
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

#[component]
pub fn XzBoard(props: &BoardProps<ExtracZon>) -> Html {
    let setting = use_state(ZoomSetting::default);
    let root = use_node_ref();
    let wrap = use_node_ref();
    let zoom::Fit { small, zoom_tiles } = zoom::use_fit(wrap.clone());
    let ctx: Ctx = use_board_ctx(props, &root, ".xz-btn-main, [data-legal='true']");
    {
        // A new position (or a bot's turn) re-centres the map on the turn.
        let setting = setting.clone();
        use_effect_with(props.legal.clone(), move |_| setting.set(ZoomSetting { at: None, ..*setting }));
    }
    let view = &*props.view;
    let seats = &props.seats[..];
    let moves = ctx.moves();
    let chosen = ctx.chosen();

    let on_tap = {
        let ctx = ctx.clone();
        Callback::from(move |p: Place| {
            if chosen == Some(p) {
                ctx.play(Action::Move { to: p });
            } else {
                ctx.set_choice(Chosen(Some(p)));
            }
        })
    };

    let route = chosen.and_then(|p| {
        let Phase::Move { points } = view.table.phase else { return None };
        let all = destinations(&view.table, view.table.turn, points);
        let from = view.table.tokens[view.table.turn];
        all.iter().find(|(to, _)| *to == p).map(|(_, r)| html! { <targets::RouteLine {from} route={r.clone()} /> })
    });

    // Zoomed in, the map shows a window of tiles round the turn (or round the
    // spot the player tapped or picked); only targets wholly in it are live.
    let zoomed = setting.choice.unwrap_or(small);
    let window = if zoomed {
        let (cx, cy) = setting.at.unwrap_or_else(|| board_svg::token_spot(view.table.tokens[view.table.turn], 0));
        Window::around(cx, cy, zoom_tiles)
    } else {
        Window::full()
    };
    let overview = !zoomed && small;
    let target_marks: Html = moves
        .iter()
        .filter(|p| !zoomed || window.shows(**p))
        .map(|p| html! { <targets::Target key={words::move_label(*p)} place={*p} selected={chosen == Some(*p)} live={!overview} on_tap={on_tap.clone()} /> })
        .collect();
    let out_of_view = if zoomed { moves.iter().filter(|p| !window.shows(**p)).count() } else { 0 };
    let on_pick = {
        // Picking from the list also brings that place into view.
        let (on_tap, setting) = (on_tap.clone(), setting.clone());
        Callback::from(move |p: Place| {
            setting.set(ZoomSetting { at: Some(place_spot(p)), ..*setting });
            on_tap.emit(p);
        })
    };
    let rolled = props.recent.iter().any(|e| e.reveals() && !matches!(e, Event::CardDrawn { .. } | Event::Reshuffled { .. }));
    // A fresh key per batch of events replays the tumble for every new roll.
    let roll_key = Rc::as_ptr(&props.recent) as usize;

    html! {
        <ContextProvider<Ctx> context={ctx}>
        <div class="xz-root" ref={root}>
          <div class="xz-layout">
            <div class="xz-map-wrap">
                <svg ref={wrap.clone()} class={if overview { "xz-map xz-map-overview" } else { "xz-map" }} viewBox={window.view_box()}
                    preserveAspectRatio="xMidYMid meet" role="group" onclick={overview.then(|| zoom_in_at(window, &wrap, &setting))}
                    aria-label="ExtracZon board: city streets, Sites, Safe Houses and the Apex at the centre">
                    <board_svg::Streets starts={board_svg::start_colours(view, seats)} />
                    { board_svg::buildings_layer(view, seats) }
                    { for route }
                    { board_svg::tokens_layer(view, seats) }
                    { target_marks }
                </svg>
            </div>
            <div class="xz-side">
                { controls::dice(view, seats, rolled, roll_key) }
                <controls::ActionBar />
                { zoom_switch(zoomed, &setting) }
                { zoom_hint(overview && !moves.is_empty(), out_of_view) }
                { controls::destination_list(&moves, chosen, overview, &on_pick) }
                <controls::Unsecured />
                { controls::seat_panels(view, seats) }
            </div>
          </div>
        </div>
        </ContextProvider<Ctx>>
    }
}

/// Where a place sits on the map, to centre the zoomed window on it.
fn place_spot(p: Place) -> (f64, f64) {
    match p {
        Place::Tile(pos) => board_svg::centre(pos),
        Place::Site(s) => board_svg::rect_centre(s.def().rect),
    }
}

/// A view setting, not a move: a labelled checkbox (a switch), so it is
/// never mistaken for a game action and needs no confirm.
fn zoom_switch(on: bool, setting: &UseStateHandle<ZoomSetting>) -> Html {
    let setting = setting.clone();
    let onchange = Callback::from(move |_: yew::Event| setting.set(ZoomSetting { choice: Some(!on), at: None }));
    html! {
        <label class="xz-zoom">
            <input type="checkbox" checked={on} {onchange} />
            <span>{ "Zoom in on the turn" }</span>
        </label>
    }
}

/// One line saying where the targets the map does not offer went.
fn zoom_hint(overview: bool, out_of_view: usize) -> Html {
    let text = match (overview, out_of_view) {
        (true, _) => "The whole map is too small here to tap a place: tap the map to zoom in there, or pick from the list.".to_string(),
        (false, 0) => return Html::default(),
        (false, 1) => "1 more place is outside this view: pick it from the list, or zoom out.".to_string(),
        (false, n) => format!("{n} more places are outside this view: pick one from the list, or zoom out."),
    };
    html! { <p class="xz-note" data-testid="zoom-hint">{ text }</p> }
}

/// On the overview, a tap on the map zooms in centred on the tapped spot.
/// (`map` is the svg itself: yew delegates events, so the event's current
/// target is not.)
fn zoom_in_at(window: Window, map: &NodeRef, setting: &UseStateHandle<ZoomSetting>) -> Callback<MouseEvent> {
    let (map, setting) = (map.clone(), setting.clone());
    Callback::from(move |e: MouseEvent| {
        if let Some((left, top, w, h)) = map.cast::<web_sys::Element>().as_ref().and_then(zoom::box_of) {
            let x = f64::from(e.client_x()) - left;
            let y = f64::from(e.client_y()) - top;
            setting.set(ZoomSetting { choice: Some(true), at: Some(window.point_at(x, y, w, h)) });
        }
    })
}
