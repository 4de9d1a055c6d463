//! Small drawn pieces shared by the track and the mats: a ship card and a
//! worker's mark. Both carry words, so neither relies on colour.

use crate::engine::Seat;
use crate::games::extrication::components::{Science, ShipId, Size};
use crate::kit::motion::{glide_from, next_frame};
use crate::kit::seat_badge::ShapeIcon;
use crate::saves::SeatInfo;
use std::rc::Rc;
use wasm_bindgen::JsCast;
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
    /// The location it stood on in the view drawn before this one, when it
    /// has just moved from there: it glides over from that column.
    #[prop_or_default]
    pub came_from: Option<u8>,
}

/// A worker on the track: its seat's shape in its colour and the name.
#[component]
pub fn WorkerMark(props: &WorkerMarkProps) -> Html {
    let node = use_node_ref();
    {
        let (node, came_from) = (node.clone(), props.came_from);
        // Once, as it appears on its new location: a mark that stays put never glides.
        use_effect_with((), move |_| {
            if let (Some(from), Some(el)) = (came_from, node.cast::<web_sys::Element>()) {
                next_frame(move || glide_from_location(&el, from));
            }
        });
    }
    let Some(info) = props.seats.get(props.seat.index()) else { return Html::default() };
    html! {
        <span ref={node} class="xt-worker" role="img" aria-label={format!("{}'s worker", info.name)}>
            <ShapeIcon shape={info.shape} colour={info.colour} size={16} />
            <span class="xt-worker-name" aria-hidden="true">{ info.name.clone() }</span>
        </span>
    }
}

/// Slides a worker's mark from location `from`'s head to its own: both
/// heads are laid out alike, so the offset between them is the mark's.
fn glide_from_location(mark: &web_sys::Element, from: u8) {
    let head = |el: &web_sys::Element| el.closest(".xt-loc-head").ok().flatten();
    let old = mark
        .closest(".xt-track")
        .ok()
        .flatten()
        .and_then(|track| track.query_selector_all(":scope > .xt-loc").ok())
        .and_then(|locs| locs.item(from.into()))
        .and_then(|li| li.dyn_into::<web_sys::Element>().ok())
        .and_then(|li| li.query_selector(".xt-loc-head").ok().flatten());
    if let (Some(old), Some(new)) = (old, head(mark)) {
        let (a, b) = (old.get_bounding_client_rect(), new.get_bounding_client_rect());
        glide_from(mark, a.left() - b.left(), a.top() - b.top());
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
