//! A seat's colour, shape and name together, so colour is never the only cue.
//!
//! - `seat_badge(&info, is_their_turn, show_controller)`: a pill with the shape
//!   swatch and the name; its aria-label also says colour, shape and who plays it.
//! - `shape_icon(shape, colour, size_px)`: the bare SVG swatch (decorative,
//!   aria-hidden), for boards, pickers and legends.
//! - `controller_label(controller)`: "human", "bot (Normal)".

use crate::saves::{Controller, SeatColour, SeatInfo, SeatShape};
use crate::ui::num::polygon_points;
use yew::prelude::*;

/// The SVG outline of `shape` filled with `colour`, with a dark edge so it
/// reads on light and dark grounds alike.
pub fn shape_icon(shape: SeatShape, colour: SeatColour, size: u32) -> Html {
    let fill = colour.hex();
    let body = match shape {
        SeatShape::Circle => html! { <circle cx="10" cy="10" r="8" /> },
        SeatShape::Square => html! { <rect x="2.5" y="2.5" width="15" height="15" rx="1.5" /> },
        SeatShape::Triangle => html! { <polygon points={polygon_points(3, 10.0, 10.0, 9.0, None)} /> },
        SeatShape::Diamond => html! { <polygon points="10,1 19,10 10,19 1,10" /> },
        SeatShape::Star => html! { <polygon points={polygon_points(5, 10.0, 10.0, 9.5, Some(4.2))} /> },
        SeatShape::Hexagon => html! { <polygon points={polygon_points(6, 10.0, 10.0, 9.0, None)} /> },
    };
    html! {
        <svg class="shape-icon" width={size.to_string()} height={size.to_string()} viewBox="0 0 20 20"
            aria-hidden="true" focusable="false">
            <g fill={fill} stroke="#0b1117" stroke-width="1.4" stroke-linejoin="round">{ body }</g>
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

/// The badge of `seat`. `active` (this seat is to act) adds a ring and the
/// words "to play"; `show_controller` adds "bot" after a bot seat's name.
/// A plain function, not a component: it keeps no state.
pub fn seat_badge(seat: &SeatInfo, active: bool, show_controller: bool) -> Html {
    let mut label = seat_label(seat);
    if active {
        label.push_str(", to play");
    }
    let class = classes!("seat-badge", active.then_some("active"));
    let bot = matches!(seat.controller, Controller::Bot(_)) && show_controller;
    html! {
        <span {class} aria-label={label} role="img">
            { shape_icon(seat.shape, seat.colour, 20) }
            <span class="seat-name" aria-hidden="true">{ &seat.name }</span>
            if bot { <span class="seat-bot" aria-hidden="true">{ "bot" }</span> }
            if active { <span class="seat-turn" aria-hidden="true">{ "to play" }</span> }
        </span>
    }
}
