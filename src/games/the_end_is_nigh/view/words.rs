//! The board's own words: seats by their players' names, an identity's
//! card, and the buttons an identity's use offers. The names of refugees,
//! cards and spots come from the rules' pure `words` (re-exported here), so
//! the board, the log and the prompt never name a thing two ways.

pub use crate::games::the_end_is_nigh::words::*;

use super::ctx::FirstPick;
use crate::engine::{Seat, Viewer};
use crate::games::the_end_is_nigh::cards::Identity;
use crate::games::the_end_is_nigh::{Power, View};
use crate::saves::SeatInfo;

/// A seat as its player's name.
pub fn name(seats: &[SeatInfo], seat: Seat) -> String {
    crate::saves::seat_name(seats, seat)
}

/// The button that uses `power` in one tap, or opens its second choice.
pub fn power_first(power: &Power, view: &View, seats: &[SeatInfo]) -> String {
    match power {
        Power::Insider { at } => format!("Look at {}", card(view, *at)),
        Power::Spy { of } => format!("Look at {}'s allegiance", name(seats, *of)),
        Power::Quartermaster { a, .. } => format!("Take {}", card(view, *a)),
        Power::Mayor { from, .. } => format!("Move a marker off {}", refugee(view, *from)),
        Power::Bouncer { from } => format!("Take a marker off {}", refugee(view, *from)),
        other => format!("Use the {} now", other.identity().name()),
    }
}

/// The second choice's button, for an ability that asks two.
pub fn power_second(power: &Power, view: &View) -> Option<String> {
    match power {
        Power::Quartermaster { b, .. } => Some(format!("Swap it with {}", card(view, *b))),
        Power::Mayor { to, .. } => Some(format!("Onto {}", refugee(view, *to))),
        _ => None,
    }
}

/// The first of two choices `power` makes, if it asks two.
pub fn first_pick(power: &Power) -> Option<FirstPick> {
    match power {
        Power::Quartermaster { a, .. } => Some(FirstPick::Card(*a)),
        Power::Mayor { from, .. } => Some(FirstPick::MarkerOff(*from)),
        _ => None,
    }
}

/// "Psychic: Before questioning: ..." for an identity card.
pub fn identity_line(identity: Identity) -> String {
    format!("{}: {}", identity.name(), identity.text())
}

/// The viewer's seat number for `data-secret` (the table has none).
pub fn secret_of(view: &View) -> Option<String> {
    match view.viewer {
        Viewer::Seat(s) => Some(s.index().to_string()),
        Viewer::Table => None,
    }
}
