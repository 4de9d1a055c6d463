//! The board's own words: seats by their players' names, an identity's
//! card, and the buttons an identity's use offers. The names of refugees,
//! cards and spots come from the rules' pure `words` (re-exported here), so
//! the board, the log and the prompt never name a thing two ways.

pub use crate::games::the_end_is_nigh::words::*;

use crate::engine::Seat;
use crate::games::the_end_is_nigh::cards::Identity;
use crate::games::the_end_is_nigh::{Power, View};
use crate::saves::SeatInfo;

/// A seat as its player's name.
pub fn name(seats: &[SeatInfo], seat: Seat) -> String {
    crate::saves::seat_name(seats, seat)
}

/// The dock's button for a use of `power` that is not tapped on the clock
/// (those are labelled in powers.rs).
pub fn power_button(power: &Power, seats: &[SeatInfo]) -> String {
    match power {
        Power::Spy { of } => format!("Look at {}'s allegiance", name(seats, *of)),
        other => format!("Use the {} now", other.identity().name()),
    }
}

/// "Psychic: Before questioning: ..." for an identity card.
pub fn identity_line(identity: Identity) -> String {
    format!("{}: {}", identity.name(), identity.text())
}

/// The viewer's seat number for `data-secret` (the table has none).
pub fn secret_of(view: &View) -> Option<String> {
    view.viewer.seat().map(|s| s.index().to_string())
}
