//! Who is looking at the screen and who may act, worked out from the game,
//! the seats and the pass-and-play curtain.
//!
//! - A human seat acts on the board only while nobody else's view is shown.
//! - When the game hides information and play passes from one human to
//!   another, the curtain goes up until the next human taps "ready".
//! - While bots play, the screen keeps the view of the last human who held it.

use crate::engine::{Seat, ToAct, Viewer};
use crate::saves::{Controller, SeatInfo};

#[derive(Clone, Debug, PartialEq)]
pub struct Seating {
    /// A human seat that must act now, if any.
    pub human_to_act: Option<Seat>,
    /// A bot seat that must act now, if any (the first one, for simultaneous turns).
    pub bot_to_act: Option<Seat>,
    /// The curtain is up for this seat: the board must not be rendered.
    pub curtain_for: Option<Seat>,
    /// Whose eyes the screen is for.
    pub viewer: Viewer,
    /// The human who may act on the board right now.
    pub acting: Option<Seat>,
    /// The human who may press Undo (their own last action), if any.
    pub undo_seat: Option<Seat>,
}

/// `holder`: the human who last lifted the curtain (who holds the tablet).
pub fn seating(to_act: &ToAct, seats: &[SeatInfo], holder: Option<Seat>, last_actor: Option<Seat>, hides: bool) -> Seating {
    let is_human = |s: &Seat| seats.get(s.index()).is_some_and(SeatInfo::is_human);
    let humans: Vec<Seat> = Seat::all(seats.len()).filter(is_human).collect();
    let movers = to_act.seats();
    let human_to_act = movers.iter().copied().find(is_human);
    let bot_to_act = movers.iter().copied().find(|s| matches!(seats.get(s.index()).map(|i| i.controller), Some(Controller::Bot(_))));
    // With one human (or none) there is nobody to hide anything from.
    let curtained = hides && humans.len() > 1;
    let (curtain_for, view_seat) = if curtained {
        (human_to_act.filter(|h| Some(*h) != holder), holder)
    } else {
        (None, human_to_act.or(holder).or(humans.first().copied()))
    };
    let viewer = match (curtain_for, view_seat) {
        (None, Some(s)) => Viewer::Seat(s),
        _ => Viewer::Table,
    };
    let acting = if curtain_for.is_none() { human_to_act } else { None };
    // Undo belongs to whoever made the last action; when the game hides
    // anything, only while they still hold the tablet (the next player has
    // not lifted the curtain yet), so taking back shows nobody else's view.
    let undo_seat = last_actor.filter(is_human).filter(|s| !curtained || holder == Some(*s));
    Seating { human_to_act, bot_to_act, curtain_for, viewer, acting, undo_seat }
}
