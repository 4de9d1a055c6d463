//! A seat's colour, shape and name together, so colour is never the only cue.
//!
//! Written as markup text (`ui::markup`): a badge is a picture with words,
//! never tapped, and the lists of them (the play screen's players, each
//! saved game's seats) are many elements that cost less as text.
//!
//! - `write_seat_badge(m, &info, is_their_turn, show_controller)`: a pill with
//!   the shape swatch and the name; its aria-label also says colour, shape
//!   and who plays it. `seat_badge(…)` is the same as a node, for the boards.
//! - `write_seat_list(m, class, seats, is_active)`: a list of badges.
//! - `write_shape_icon(m, shape, colour, size_px)`: the bare SVG swatch
//!   (decorative, aria-hidden), for pickers and legends.
//! - `controller_label(controller)`: "human", "bot (Normal)".

use crate::engine::Seat;
use crate::kit::markup::{Esc, Markup};
use crate::kit::num::polygon_points;
use crate::saves::{Controller, SeatColour, SeatInfo, SeatShape};
use yew::prelude::*;

/// The SVG outline of `shape` filled with `colour`, with a dark edge so it
/// reads on light and dark grounds alike.
pub fn write_shape_icon(m: &mut Markup, shape: SeatShape, colour: SeatColour, size: u32) {
    m.add(format_args!(
        r##"<svg class="shape-icon" width="{size}" height="{size}" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><g fill="{}" stroke="#0b1117" stroke-width="1.4" stroke-linejoin="round">"##,
        colour.hex()
    ));
    match shape {
        SeatShape::Circle => m.put(r#"<circle cx="10" cy="10" r="8"/>"#),
        SeatShape::Square => m.put(r#"<rect x="2.5" y="2.5" width="15" height="15" rx="1.5"/>"#),
        SeatShape::Diamond => m.put(r#"<polygon points="10,1 19,10 10,19 1,10"/>"#),
        SeatShape::Triangle => m.add(format_args!(r#"<polygon points="{}"/>"#, polygon_points(3, 10.0, 10.0, 9.0, None))),
        SeatShape::Star => m.add(format_args!(r#"<polygon points="{}"/>"#, polygon_points(5, 10.0, 10.0, 9.5, Some(4.2)))),
        SeatShape::Hexagon => m.add(format_args!(r#"<polygon points="{}"/>"#, polygon_points(6, 10.0, 10.0, 9.0, None))),
    };
    m.put("</g></svg>");
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
pub fn write_seat_badge(m: &mut Markup, seat: &SeatInfo, active: bool, show_controller: bool) {
    let class = if active { "seat-badge active" } else { "seat-badge" };
    let turn = if active { ", to play" } else { "" };
    m.add(format_args!(r#"<span class="{class}" aria-label="{}{turn}" role="img">"#, Esc(&seat_label(seat))));
    write_shape_icon(m, seat.shape, seat.colour, 20);
    m.add(format_args!(r#"<span class="seat-name" aria-hidden="true">{}</span>"#, Esc(&seat.name)));
    if show_controller && matches!(seat.controller, Controller::Bot(_)) {
        m.put(r#"<span class="seat-bot" aria-hidden="true">bot</span>"#);
    }
    if active {
        m.put(r#"<span class="seat-turn" aria-hidden="true">to play</span>"#);
    }
    m.put("</span>");
}

/// [`write_seat_badge`] as a node, for a board's own `html!`.
pub fn seat_badge(seat: &SeatInfo, active: bool, show_controller: bool) -> Html {
    let mut m = Markup::new();
    write_seat_badge(&mut m, seat, active, show_controller);
    m.into_html()
}

/// A `<ul>` ("Players" to a screen reader) with one badge per seat, the
/// seats for which `is_active` holds drawn as to act.
pub fn write_seat_list(m: &mut Markup, class: &str, seats: &[SeatInfo], is_active: &dyn Fn(Seat) -> bool) {
    m.add(format_args!(r#"<ul class="{class}" aria-label="Players">"#));
    for (i, seat) in seats.iter().enumerate() {
        m.put("<li>");
        write_seat_badge(m, seat, is_active(Seat(i as u8)), true);
        m.put("</li>");
    }
    m.put("</ul>");
}
