//! A seat's colour, shape and name together, so colour is never the only cue.
//!
//! - `<SeatBadge seat=.. active=.. show_controller=.. />`: a pill with the
//!   shape swatch and the name; its aria-label also says colour, shape and
//!   who plays it. `seat_badge(…)` is the same as a plain call, for the boards.
//! - `<SeatList class=.. seats=.. active=.. />`: a "Players" list of badges.
//! - `<ShapeIcon shape=.. colour=.. size=.. />`: the bare SVG swatch
//!   (decorative, aria-hidden), for pickers and legends.
//! - `controller_label(controller)`: "human", "bot (Normal)".
//!
//! Written with `html!`: a seat's name is typed by a player, so it only ever
//! reaches the page as text, never as markup.

use crate::engine::Seat;
use crate::kit::num::polygon_points;
use crate::saves::{Controller, SeatColour, SeatInfo, SeatShape};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShapeIconProps {
    pub shape: SeatShape,
    pub colour: SeatColour,
    /// Width and height in CSS px.
    #[prop_or(20)]
    pub size: u32,
}

/// The SVG outline of `shape` filled with `colour`, with a dark edge so it
/// reads on light and dark grounds alike.
#[function_component]
pub fn ShapeIcon(props: &ShapeIconProps) -> Html {
    let outline = match props.shape {
        SeatShape::Circle => html! { <circle cx="10" cy="10" r="8" /> },
        SeatShape::Square => html! { <rect x="2.5" y="2.5" width="15" height="15" rx="1.5" /> },
        SeatShape::Diamond => html! { <polygon points="10,1 19,10 10,19 1,10" /> },
        SeatShape::Triangle => html! { <polygon points={polygon_points(3, 10.0, 10.0, 9.0, None)} /> },
        SeatShape::Star => html! { <polygon points={polygon_points(5, 10.0, 10.0, 9.5, Some(4.2))} /> },
        SeatShape::Hexagon => html! { <polygon points={polygon_points(6, 10.0, 10.0, 9.0, None)} /> },
    };
    let size = props.size.to_string();
    html! {
        <svg class="shape-icon" width={size.clone()} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <g fill={props.colour.hex()} stroke="#0b1117" stroke-width="1.4" stroke-linejoin="round">{ outline }</g>
        </svg>
    }
}

pub fn controller_label(controller: Controller) -> String {
    match controller {
        Controller::Human => "human".to_string(),
        Controller::Bot(level) => format!("bot ({})", level.label()),
    }
}

/// "Ana, orange circle, human" — what a screen reader says for a seat.
pub fn seat_label(seat: &SeatInfo) -> String {
    format!("{}, {} {}, {}", seat.name, seat.colour.name(), seat.shape.name(), controller_label(seat.controller))
}

#[derive(Properties, PartialEq)]
pub struct SeatBadgeProps {
    pub seat: SeatInfo,
    /// This seat is to act: a ring and the words "to play".
    #[prop_or_default]
    pub active: bool,
    /// Adds "bot" after a bot seat's name.
    #[prop_or_default]
    pub show_controller: bool,
}

/// The badge of one seat. One accessible name (`role="img"`) says it all, so
/// the visible words inside are hidden from screen readers.
#[function_component]
pub fn SeatBadge(props: &SeatBadgeProps) -> Html {
    let seat = &props.seat;
    let turn = if props.active { ", to play" } else { "" };
    let is_bot = matches!(seat.controller, Controller::Bot(_));
    html! {
        <span class={classes!("seat-badge", props.active.then_some("active"))} aria-label={format!("{}{turn}", seat_label(seat))} role="img">
            // The shape and the name stay on one line: a name too long for
            // the column ends in "…" beside its shape.
            <span class="seat-who">
                <ShapeIcon shape={seat.shape} colour={seat.colour} />
                <span class="seat-name" aria-hidden="true">{ seat.name.clone() }</span>
            </span>
            if props.show_controller && is_bot {
                <span class="seat-bot" aria-hidden="true">{ "bot" }</span>
            }
            if props.active {
                <span class="seat-turn" aria-hidden="true">{ "to play" }</span>
            }
        </span>
    }
}

/// [`SeatBadge`] as a call, for a board's own `html!`.
pub fn seat_badge(seat: &SeatInfo, active: bool, show_controller: bool) -> Html {
    html! { <SeatBadge seat={seat.clone()} {active} {show_controller} /> }
}

#[derive(Properties, PartialEq)]
pub struct SeatListProps {
    #[prop_or_default]
    pub class: Classes,
    pub seats: Rc<Vec<SeatInfo>>,
    /// The seats drawn as to act.
    #[prop_or_default]
    pub active: Vec<Seat>,
}

/// A `<ul>` ("Players" to a screen reader) with one badge per seat.
#[function_component]
pub fn SeatList(props: &SeatListProps) -> Html {
    let badge = |(i, seat): (usize, &SeatInfo)| {
        let active = props.active.contains(&Seat(i as u8));
        html! { <li><SeatBadge seat={seat.clone()} {active} show_controller=true /></li> }
    };
    html! {
        <ul class={props.class.clone()} aria-label="Players">{ for props.seats.iter().enumerate().map(badge) }</ul>
    }
}
