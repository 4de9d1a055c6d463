//! The prompt: whose turn it is and what they may do now, as one [`Line`]
//! built from a viewer's view alone (pure Rust, tested natively).
//!
//! When the viewer may act, the line starts with the viewer's seat ("Ana:
//! ..."), so players sharing a tablet see whose instructions these are; it
//! never compares names. A prompt covers the whole step, both taps of it
//! ("tap a refugee, then the trait to look at"), since the board's half-made
//! choice is not part of the view: the step's own buttons in the dock say
//! what the second tap is.

use super::cards::{is_crossed, Bend, Moment};
use super::seat_view::View;
use super::state::Phase;
use super::words::refugee;
use crate::engine::words::and_list;
use crate::engine::{Line, Seat};

pub fn prompt(view: &View) -> Line {
    // The table and the view with everything (a review) act for nobody:
    // both read the lines that say who is to act.
    let me = view.seat();
    let mine = |s: Seat| Some(s) == me;
    match &view.phase {
        Phase::Over => Line::new().text("The game is over: see how it ended."),
        Phase::ChooseIdentity => choose_identity(view),
        Phase::Question if mine(view.active) => {
            let reminder = reminder(view, Moment::BeforeQuestion);
            you(view.active).text(format!(", {}:00: tap a refugee who is not exhausted, then a trait to look at.{reminder}", view.hour))
        }
        Phase::Question => Line::new().text(format!("{}:00: ", view.hour)).seat(view.active).text(" questions a refugee."),
        Phase::Claim { claimant } => claim(view, *claimant),
        Phase::Swap => swap(view),
        Phase::Vote if mine(view.active) && is_crossed(view.hour, usize::from(view.players)) => {
            you(view.active).text(format!(": marker {} is crossed out on the two-player clock: take it out of the game.", view.hour))
        }
        Phase::Vote if mine(view.active) => {
            let reminder = reminder(view, Moment::BeforeVote);
            you(view.active).text(format!(": tap the refugee to put exile marker {} above, then confirm.{reminder}", view.hour))
        }
        Phase::Vote => Line::new().seat(view.active).text(format!(" places exile marker {}.", view.hour)),
        Phase::Tie { chooser, .. } if mine(*chooser) => {
            you(*chooser).text(": a tie for the most markers: tap the refugee who leaves the bunker, then confirm.")
        }
        Phase::Tie { chooser, .. } => {
            Line::new().text("A tie for the most markers: ").seat(*chooser).text(" chooses who leaves the bunker.")
        }
    }
}

/// The start of every instruction to the viewer: their own seat.
fn you(seat: Seat) -> Line {
    Line::new().seat(seat)
}

/// Set-up: keep an identity, or who is still choosing.
fn choose_identity(view: &View) -> Line {
    match view.seat() {
        Some(s) if !view.chosen[s] => you(s).text(": keep one of your two identities; the other is discarded face down."),
        _ => {
            let waiting: Vec<Line> = view.chosen.iter().filter(|(_, c)| !**c).map(|(s, _)| Line::new().seat(s)).collect();
            Line::new().text("Waiting for ").then(&and_list(&waiting)).text(" to keep an identity.")
        }
    }
}

/// The claim; the Hermit's claimant is not the player of the hour, so the
/// line says why they are the one to speak.
fn claim(view: &View, claimant: Seat) -> Line {
    let questioned = view.turn.questioned.map(|q| refugee(view, q)).unwrap_or_default();
    let for_other = claimant != view.active;
    if Some(claimant) == view.seat() {
        let why = if for_other {
            Line::new().text(format!(": {questioned} shows you the trait ")).seat(view.active).text(" picked. Claim")
        } else {
            Line::new().text(": claim")
        };
        you(claimant).then(&why).text(format!(" whether {questioned} is a cultist or not; everyone reads your claim."))
    } else if for_other {
        Line::new()
            .seat(claimant)
            .text(format!(" makes the claim about {questioned}, who shows his trait to the next player after "))
            .seat(view.active)
            .text(".")
    } else {
        Line::new().seat(claimant).text(format!(" is making a claim about {questioned}."))
    }
}

/// The Conman's swap (a card of any other refugee) or the Undergrad's
/// (a neighbour's card, or none).
fn swap(view: &View) -> Line {
    let Some(q) = view.turn.questioned else { return Line::new().seat(view.active).text(" swaps a trait card.") };
    let questioned = refugee(view, q);
    if view.seat() != Some(view.active) {
        return Line::new().seat(view.active).text(format!(" swaps a trait card, as {questioned}'s card asks."));
    }
    let what = match view.places[usize::from(q)].refugee.bend() {
        Bend::SwapsUnseen => format!(
            ": {questioned}'s card lets you swap the trait you did not see: tap a neighbour's card, or keep the cards where they are."
        ),
        _ => format!(": {questioned}'s card asks for a swap: tap the trait card of another refugee to swap yours with."),
    };
    you(view.active).text(what)
}

/// " You may use your identity first." when it truly can be used now (the
/// same test as its Use button and its card's words), else nothing.
fn reminder(view: &View, moment: Moment) -> &'static str {
    if view.identity_usable && view.kept.is_some_and(|i| i.moment() == moment) {
        " You may use your identity first."
    } else {
        ""
    }
}
