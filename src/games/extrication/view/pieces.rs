//! Small drawn pieces shared by the track and the mats: a ship card and a
//! worker's mark. Both carry words, so neither relies on colour.

use crate::engine::Seat;
use crate::games::extrication::components::{Science, ShipId, Size};
use crate::kit::seat_badge::ShapeIcon;
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShipCardProps {
    pub ship: ShipId,
    /// Cargo spaces and fuel needed this round (a Development card may bend them).
    pub capacity: usize,
    pub fuel: usize,
    /// Whether to print the hull size (a small pad's ship is small: no need).
    #[prop_or(true)]
    pub show_size: bool,
}

/// A ship card's face: name, hull size, cargo spaces and fuel to launch.
/// The words are for the eye; the card's holder gives the accessible name.
#[component]
pub fn ShipCard(props: &ShipCardProps) -> Html {
    let k = props.ship.kind();
    let size = match k.size {
        Size::Small => "Small",
        Size::Large => "Large",
    };
    html! {
        <span class={classes!("xt-ship", (k.size == Size::Large).then_some("xt-large"))} aria-hidden="true">
            <span class="xt-ship-name">{ k.name }</span>{ " " }
            if props.show_size { <span class="xt-ship-size">{ size }</span>{ " " } }
            <span class="xt-ship-stat">{ format!("Cargo {}", props.capacity) }</span>{ " " }
            <span class="xt-ship-stat">{ format!("Fuel {}", props.fuel) }</span>
        </span>
    }
}

#[derive(Properties, PartialEq)]
pub struct WorkerMarkProps {
    pub seats: Rc<Vec<SeatInfo>>,
    pub seat: Seat,
}

/// A worker on the track: its seat's shape in its colour and the name.
#[component]
pub fn WorkerMark(props: &WorkerMarkProps) -> Html {
    let Some(info) = props.seats.get(props.seat.index()) else { return Html::default() };
    html! {
        <span class="xt-worker" role="img" aria-label={format!("{}'s worker", info.name)}>
            <ShapeIcon shape={info.shape} colour={info.colour} size={16} />
            <span class="xt-worker-name" aria-hidden="true">{ info.name.clone() }</span>
        </span>
    }
}

/// The words a ship card shows, in its order: "Runabout Small Cargo 4 Fuel 2"
/// (a button that holds the card starts its name with these).
pub fn card_words(ship: ShipId, capacity: usize, fuel: usize) -> String {
    let k = ship.kind();
    let size = if k.size == Size::Small { "Small" } else { "Large" };
    format!("{} {size} Cargo {capacity} Fuel {fuel}", k.name)
}

/// A science as its token and the track's tags show it: a short word that
/// fits a 66 px column and reads as the science's name.
pub fn science_label(s: Science) -> &'static str {
    match s {
        Science::Astrophysics => "Astro",
        Science::Comms => "Comms",
        Science::Biology => "Bio",
        Science::Robotics => "Robot",
        Science::Ai => "AI",
    }
}
