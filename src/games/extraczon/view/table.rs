//! The ExtracZon board component: it makes the board's context and lays
//! out the parts. The map (`map.rs`) with its zoom and move targets; the
//! step's controls (the roll buttons, Confirm, the Tactical card to make
//! active) in the shell's dock, under the prompt; and beside the map (below
//! it on tall screens) the dice, the list of places, the Unsecured cards and
//! one panel per seat; in a review with everything revealed, the draw pile
//! in order.

use super::controls;
use super::ctx::Ctx;
use super::map::{self, MapZoom};
use super::words;
use crate::games::extraczon::{Event, ExtracZon, Place, View};
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::dock::Dock;
use crate::kit::game_ui::BoardProps;
use crate::kit::piles::{FaceDownPiles, Pile};
use std::rc::Rc;
use yew::prelude::*;

/// What gets focus after a move when nothing holds it: the board's first
/// legal target (the main button is in the dock, outside the board).
const FOCUS: &str = ".xz-btn-main, [data-legal='true']";

#[component]
pub fn XzBoard(props: &BoardProps<ExtracZon>) -> Html {
    let root = use_node_ref();
    let ctx: Ctx = use_board_ctx(props, &root, FOCUS);
    let zoom = map::use_map_zoom(props.legal.clone());
    let frame = zoom.frame(&props.view);
    html! {
        <ContextProvider<Ctx> context={ctx.clone()}>
        <div class="xz-root" ref={root}>
          <div class="xz-layout">
            <div class="xz-map-wrap">{ map::map(&ctx, &zoom, frame, &props.seats) }</div>
            { side(&ctx, &zoom, frame, &props.recent) }
          </div>
        </div>
        </ContextProvider<Ctx>>
    }
}

/// Everything beside the map: what a player reads (dice, places, Unsecured
/// cards, scores) and the view settings.
fn side(ctx: &Ctx, zoom: &MapZoom, frame: map::Frame, recent: &Rc<Vec<Event>>) -> Html {
    let (view, seats) = (&*ctx.view, &ctx.seats[..]);
    let moves = ctx.moves();
    let rolled = controls::rolled(recent.as_slice());
    // A fresh key per batch of events replays the tumble for every new roll.
    let roll_key = Rc::as_ptr(recent) as usize;
    let on_pick = {
        // Picking from the list also brings that place into view.
        let (on_tap, zoom) = (map::tap_to_choose(ctx), zoom.clone());
        Callback::from(move |p: Place| {
            zoom.centre_on(p);
            on_tap.emit(p);
        })
    };
    html! {
        <div class="xz-side">
            // In the shell's dock on the play screen. Where there is none (a
            // review) it stays here, in the column: the layout's grid has a
            // cell for the map and one for this column, and a third child
            // took the column's cell, pushing the column under the map,
            // which the grid then gave no height (a phone's review showed no city).
            <Dock><controls::ActionBar /></Dock>
            { controls::dice(view, seats, rolled, roll_key) }
            { zoom.switch(frame.zoomed) }
            { map::hint(ctx, frame) }
            { controls::destination_list(view, &moves, ctx.chosen(), ctx.hinted_place(), frame.overview && !frame.picture, &on_pick) }
            // What a roll decided (cards drawn, secured or lost) waits for
            // its dice to land, as the log and the prompt do (RevealWait);
            // a fresh key per move restarts the wait.
            <div key={roll_key} class={classes!("xz-results", rolled.then_some("awaits-dice-a"))}>
                <controls::Unsecured />
                { controls::seat_panels(view, seats) }
            </div>
            { draw_order(view) }
        </div>
    }
}

/// The draw pile in order, when the view has everything (a finished game's
/// review); nothing otherwise.
fn draw_order(view: &View) -> Html {
    let Some(order) = &view.draw_order else { return Html::default() };
    let items = order.iter().map(|c| html! { { words::card(*c) } }).collect();
    html! { <FaceDownPiles piles={vec![Pile { name: "Draw pile".into(), items }]} /> }
}
