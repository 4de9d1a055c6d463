//! The prompt: whose turn it is and what they may do now, built from the
//! view alone (nothing is hidden, so the view holds the whole table and the
//! same legal moves the rules allow).
//!
//! When the view's own seat acts, the line starts with that seat and says
//! what to tap, in the words of the buttons on screen ("Go", "Leave the
//! track", "Launch", "End turn"): "Ana: tap Go on a free location ahead, or
//! Leave the track." Anyone else reads only who acts and what they are
//! doing. The two are told apart by comparing seats, never names, so a
//! player called "You", or two players both called "Ana", still read
//! their own instructions. Each instruction is worked out from the moves
//! possible now, so it never asks for one that is not there (Go at the last
//! location, more Cohorts when none are left).

use super::action::Action;
use super::components::{Development, Resource, SHORT_HOP};
use super::seat_view::View;
use super::state::{Stage, Table, Turn};
use super::words::{location, plural, round_words};
use crate::engine::{Line, Viewer};

pub fn prompt(view: &View) -> Line {
    let t = &view.table;
    if t.outcome.is_some() {
        return Line::new().text("The game is over: see the scores.");
    }
    let Some(turn) = t.turn else { return Line::new().text(format!("{}: between rounds.", round_words(view))) };
    if view.viewer == Viewer::Seat(turn.seat) {
        Line::new().seat(turn.seat).text(": ").text(instructions(t, turn))
    } else {
        Line::new().seat(turn.seat).text(watching(turn.stage))
    }
}

/// What another seat's turn looks like from outside: who acts, doing what.
fn watching(stage: Stage) -> String {
    match stage {
        Stage::Move => " moves or leaves the track.".into(),
        Stage::Act { at } => format!(" stands at {} and takes one kind of thing.", location(at)),
        Stage::Loading { resource, from } => format!(" loads {} from {}.", plural(resource), location(from)),
        Stage::Done => " may launch a ship, then ends the turn.".into(),
    }
}

/// What the acting seat may tap now (after "Ana: ").
fn instructions(t: &Table, turn: Turn) -> String {
    let legal = t.actions_now(turn);
    let can = |keep: fn(&Action) -> bool| legal.iter().any(keep);
    let launch = can(|a| matches!(a, Action::Launch { .. }));
    let takes = can(|a| !matches!(a, Action::Launch { .. } | Action::EndTurn | Action::Move { .. } | Action::Leave));
    match turn.stage {
        Stage::Move => moving(can(|a| matches!(a, Action::Move { .. })), launch, t.development == Some(Development::ShortHops)),
        Stage::Act { at } if takes => {
            format!("at {}, tap one thing to take, then where it goes; {}", location(at), or_end(launch))
        }
        Stage::Act { at } => format!("nothing at {} can be taken now, so {}", location(at), finish(launch)),
        Stage::Loading { resource, from } if takes => {
            format!("load more {} from {}, one tap on a pad each; {}", plural(resource), location(from), or_end(launch))
        }
        Stage::Loading { resource, from } => format!("{}, so {}", no_more(t, resource, from), finish(launch)),
        Stage::Done => finish(launch),
    }
}

fn moving(go: bool, launch: bool, short_hops: bool) -> String {
    let first = if launch { " (a ready ship may Launch first)" } else { "" };
    if go && short_hops {
        // The hop's limit is said here, as the Go buttons alone do not say why the rest are gone.
        format!("tap Go on one of the next {SHORT_HOP} free locations (Short Hops), or Leave the track{first}.")
    } else if go {
        format!("tap Go on a free location ahead, or Leave the track{first}.")
    } else {
        format!("no free location lies ahead, so tap Leave the track{first}.")
    }
}

/// The end of an instruction that also offers Launch and End turn.
fn or_end(launch: bool) -> &'static str {
    if launch {
        "or Launch a ready ship, or End turn."
    } else {
        "or End turn."
    }
}

/// What is left once the one thing is done (or cannot be).
fn finish(launch: bool) -> String {
    if launch {
        "Launch a ready ship, or End turn.".into()
    } else {
        "tap End turn.".into()
    }
}

/// Why no more of `resource` can be loaded from `from`.
fn no_more(t: &Table, resource: Resource, from: u8) -> String {
    if t.offers(from, resource) {
        format!("no room is left aboard for more {}", plural(resource))
    } else {
        format!("no {} are left at {}", plural(resource), location(from))
    }
}
