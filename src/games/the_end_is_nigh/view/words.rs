//! The words of the board: the prompt, players' and cards' names, and the
//! labels of the choices an identity offers.

use crate::engine::{Seat, Viewer};
use crate::games::the_end_is_nigh::cards::{is_crossed, Identity, Moment, Placement, SPOT_HOURS};
use crate::games::the_end_is_nigh::{Event, Phase, Pos, Power, View};
use crate::saves::SeatInfo;

/// A seat as its player's name.
pub fn name(seats: &[SeatInfo], seat: Seat) -> String {
    seats.get(seat.index()).map_or_else(|| format!("Player {}", seat.index() + 1), |s| s.name.clone())
}

/// "the Child".
pub fn refugee(view: &View, spot: u8) -> String {
    format!("the {}", view.places[usize::from(spot)].refugee.name())
}

/// The hour a spot sits at around the clock ("4:00").
pub fn spot_hour(spot: u8) -> String {
    format!("{}:00", SPOT_HOURS[usize::from(spot) % SPOT_HOURS.len()])
}

/// Which card of its refugee a slot is: "left"/"right" or "top"/"bottom".
pub fn side(view: &View, at: Pos) -> &'static str {
    match (view.places[usize::from(at.spot)].refugee.placement(), at.slot) {
        (Placement::Stacked, 0) => "top",
        (Placement::Stacked, _) => "bottom",
        (_, 0) => "left",
        _ => "right",
    }
}

/// "the Child's left trait".
pub fn card(view: &View, at: Pos) -> String {
    format!("{}'s {} trait", refugee(view, at.spot), side(view, at))
}

/// One sentence: whose turn it is and what they may do now.
pub fn prompt(view: &View, seats: &[SeatInfo]) -> String {
    let me = view.seat();
    let mine = |s: Seat| Some(s) == me;
    let who = |s: Seat| name(seats, s);
    let hour = format!("{}:00", view.hour);
    let questioned = view.turn.questioned.map(|q| refugee(view, q)).unwrap_or_default();
    match &view.phase {
        Phase::Over => "The game is over: see how it ended.".into(),
        Phase::ChooseIdentity => match me {
            Some(s) if !view.chosen[s] => "Keep one of your two identities; the other is discarded face down.".into(),
            _ => "Everyone is choosing the identity they keep.".into(),
        },
        Phase::Question if mine(view.active) => {
            let reminder = if identity_ready(view, Moment::BeforeQuestion) { " Your identity can be used now, before you question." } else { "" };
            format!("{hour}, your turn: tap a refugee who is not exhausted to question them.{reminder}")
        }
        Phase::Question => format!("{hour}: {} questions a refugee.", who(view.active)),
        Phase::Claim { claimant } if mine(*claimant) => format!("Claim: is {questioned} a cultist or not? Everyone will read your claim."),
        Phase::Claim { claimant } => format!("{} is making a claim about {questioned}.", who(*claimant)),
        Phase::Swap if mine(view.active) => format!("{questioned}'s card asks for a swap: choose the trait card to swap with."),
        Phase::Swap => format!("{} swaps a trait card, as {questioned}'s card asks.", who(view.active)),
        Phase::Vote if mine(view.active) && is_crossed(view.hour, usize::from(view.players)) => {
            format!("Marker {} is crossed out on the two-player clock: take it out of the game.", view.hour)
        }
        Phase::Vote if mine(view.active) => {
            let reminder = if identity_ready(view, Moment::BeforeVote) { " Your identity can be used now, before you vote." } else { "" };
            format!("Vote: tap the refugee to put exile marker {} above, then confirm.{reminder}", view.hour)
        }
        Phase::Vote => format!("{} places exile marker {}.", who(view.active), view.hour),
        Phase::Tie { chooser, .. } if mine(*chooser) => "A tie for the most markers: tap the refugee who leaves the bunker, then confirm.".into(),
        Phase::Tie { chooser, .. } => format!("A tie for the most markers: {} chooses who leaves the bunker.", who(*chooser)),
    }
}

/// The viewer holds an unused identity whose moment this is, on their own turn.
pub fn identity_ready(view: &View, moment: Moment) -> bool {
    let Some(me) = view.seat() else { return false };
    let unused = view.revealed_identities.0.get(me.index()).is_some_and(Option::is_none);
    me == view.active && unused && view.kept.is_some_and(|i| i.moment() == moment)
}

/// The whole of a log line when no view is at hand (a fallback: the shell
/// reads lines through `describe_in`, which names the refugees).
pub fn bare_event(event: &Event, seats: &[SeatInfo]) -> String {
    match event {
        Event::Claimed { seat, cultist: true, .. } => format!("{} claims a refugee is a cultist.", name(seats, *seat)),
        Event::Claimed { seat, cultist: false, .. } => format!("{} claims a refugee is not a cultist.", name(seats, *seat)),
        Event::Voted { seat, marker, .. } => format!("{} placed exile marker {marker}.", name(seats, *seat)),
        Event::Questioned { seat, hour, .. } => format!("{hour}:00 - {} questioned a refugee.", name(seats, *seat)),
        _ => String::new(),
    }
}

/// An identity's use in one or two steps: what the first tap says, and
/// the second's words when the ability asks for two choices.
pub fn power_steps(power: &Power, view: &View, seats: &[SeatInfo]) -> (String, Option<String>) {
    match power {
        Power::Insider { at } => (format!("Look at {}", card(view, *at)), None),
        Power::Spy { of } => (format!("Look at {}'s allegiance", name(seats, *of)), None),
        Power::Quartermaster { a, b } => (format!("Take {}", card(view, *a)), Some(format!("Swap it with {}", card(view, *b)))),
        Power::Mayor { from, to } => (format!("Move a marker off {}", refugee(view, *from)), Some(format!("Onto {}", refugee(view, *to)))),
        Power::Bouncer { from } => (format!("Take a marker off {}", refugee(view, *from)), None),
        other => (format!("Use the {} now", other.identity().name()), None),
    }
}

/// "the Psychic: Before questioning: ..." for an identity card.
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

/// Words at the start of a sentence ("The Child").
pub fn cap(words: &str) -> String {
    let mut c = words.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}
