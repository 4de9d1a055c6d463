//! The ExtracZon board component: the map SVG with its move targets, and the
//! controls beside it (below it on portrait screens). It keeps one piece of
//! state, the chosen destination: the first tap on a target chooses it and
//! draws the route, a second tap (or Confirm) sends the Move.

use super::board_svg::{self, view_box};
use super::{controls, sites, targets};
use crate::engine::{GameEvent, Seat};
use crate::games::extraczon::rules::movement::destinations;
use crate::games::extraczon::{Action, Event, Phase, Place, View};
use crate::saves::SeatInfo;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Tiles across the zoomed-in map: a plain six-point move fits on either side.
const ZOOM_TILES: f64 = 13.0;

#[derive(Properties, PartialEq)]
pub struct XzBoardProps {
    pub view: Rc<View>,
    pub acting: Option<Seat>,
    pub legal: Rc<Vec<Action>>,
    pub seats: Rc<Vec<SeatInfo>>,
    pub recent: Rc<Vec<Event>>,
    pub on_action: Callback<Action>,
}

#[component]
pub fn XzBoard(props: &XzBoardProps) -> Html {
    let selected = use_state(|| None::<Place>);
    let zoomed = use_state(|| false);
    let root = use_node_ref();
    {
        // A new position (or a bot's turn) drops any half-made choice, and if
        // the control that had focus went away, focus moves to the next one.
        let selected = selected.clone();
        let root = root.clone();
        use_effect_with(props.legal.clone(), move |_| {
            selected.set(None);
            focus_next_control(&root);
        });
    }
    let view = &*props.view;
    let seats = &props.seats[..];
    let legal: &[Action] = if props.acting.is_some() { &props.legal[..] } else { &[] };
    let moves: Vec<Place> = legal.iter().filter_map(|a| if let Action::Move { to } = a { Some(*to) } else { None }).collect();
    let chosen = (*selected).filter(|p| moves.contains(p));

    let on_tap = {
        let selected = selected.clone();
        let on_action = props.on_action.clone();
        Callback::from(move |p: Place| {
            if *selected == Some(p) {
                on_action.emit(Action::Move { to: p });
            } else {
                selected.set(Some(p));
            }
        })
    };
    let on_clear = {
        let selected = selected.clone();
        Callback::from(move |()| selected.set(None))
    };

    let route = chosen.and_then(|p| {
        let Phase::Move { points } = view.table.phase else { return None };
        let all = destinations(&view.table, view.table.turn, points);
        all.into_iter().find(|(to, _)| *to == p).map(|(_, r)| targets::route_line(view.table.tokens[view.table.turn], &r))
    });
    let target_marks: Html = moves.iter().map(|p| targets::target(*p, chosen == Some(*p), on_tap.clone())).collect();

    // Zoomed in, the map shows a window of tiles round the token whose turn it is.
    let box_ = if *zoomed {
        let (cx, cy) = board_svg::token_spot(view.table.tokens[view.table.turn], 0);
        board_svg::view_box_around(cx, cy, ZOOM_TILES)
    } else {
        view_box()
    };
    // A view setting, not a move: a labelled checkbox (a switch), so it is
    // never mistaken for a game action and needs no confirm.
    let zoom_button = {
        let zoomed = zoomed.clone();
        let on = *zoomed;
        let onchange = Callback::from(move |_: yew::Event| zoomed.set(!on));
        html! {
            <label class="xz-zoom">
                <input type="checkbox" checked={on} {onchange} />
                <span>{ "Zoom in on the turn" }</span>
            </label>
        }
    };
    let rolled = props.recent.iter().any(|e| e.reveals() && !matches!(e, Event::CardDrawn { .. } | Event::Reshuffled { .. }));
    // A fresh key per batch of events replays the tumble for every new roll.
    let roll_key = Rc::as_ptr(&props.recent) as usize;

    html! {
        <div class="xz-root" ref={root}>
          <div class="xz-layout">
            <div class="xz-map-wrap">
                <svg class="xz-map" viewBox={box_} preserveAspectRatio="xMidYMid meet" role="group"
                    aria-label="ExtracZon board: city streets, Sites, Safe Houses and the Apex at the centre">
                    { board_svg::defs() }
                    <rect class="xz-ground" x="-2" y="-2" width="194" height="194" rx="3" />
                    { board_svg::streets(view, seats) }
                    { board_svg::fast_travel_stations() }
                    { board_svg::safe_houses(view, seats) }
                    { sites::sites(view, seats) }
                    { board_svg::centre_block(view, seats) }
                    { for route }
                    { board_svg::tokens(view, seats) }
                    { target_marks }
                </svg>
            </div>
            <div class="xz-side">
                { controls::dice(view, seats, rolled, roll_key) }
                { controls::action_bar(view, legal, &props.on_action, chosen, on_clear) }
                { zoom_button }
                { controls::destination_list(&moves, chosen, &on_tap) }
                { controls::unsecured(view, legal, &props.on_action) }
                { controls::seat_panels(view, seats) }
            </div>
          </div>
        </div>
    }
}

/// After an action the pressed control is often gone and focus falls back to
/// the page. A keyboard player would then have to tab through the whole shell
/// again, so focus the board's first control for the new position instead
/// (a main button or a legal target). Focus held anywhere else is left alone,
/// and the page does not scroll.
fn focus_next_control(root: &NodeRef) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let lost = doc.active_element().is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
    let Some(el) = root.cast::<web_sys::Element>() else { return };
    if !lost {
        return;
    }
    let Ok(Some(target)) = el.query_selector(".xz-btn-main, [data-legal='true']") else { return };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
    if let Ok(focus) = js_sys::Reflect::get(&target, &"focus".into()) {
        if let Some(focus) = focus.dyn_ref::<js_sys::Function>() {
            let _ = focus.call1(&target, &options);
        }
    }
}
