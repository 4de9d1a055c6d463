//! The board's sentences: seat names, the names of things on the table, the
//! prompt, and each event as a log line with the players' names. (The rules'
//! own `log` writes "Player N" for native tests; the screen names people.)

use crate::engine::{Seat, Viewer};
use crate::games::extrication::components::{CubeColour, Pad, Resource, Science, ShipId, TileFace, ROUNDS};
use crate::games::extrication::{Event, Stage, View};
use crate::saves::SeatInfo;

pub use crate::saves::seat_name as name;

pub fn pad_name(pad: Pad) -> &'static str {
    match pad {
        Pad::Small => "small pad",
        Pad::Large => "large pad",
    }
}

/// "a Cohort", "an Organic cube": one item of a resource.
pub fn one(r: Resource) -> &'static str {
    match r {
        Resource::Ship => "a ship",
        Resource::Cohort => "a Citizen Cohort",
        Resource::Organic => "an Organic cube",
        Resource::Fuel => "a Fuel cube",
        Resource::Science => "a Science token",
    }
}

/// "Cohorts", "Organic cubes": the resource in the plural.
pub fn plural(r: Resource) -> &'static str {
    match r {
        Resource::Ship => "ships",
        Resource::Cohort => "Cohorts",
        Resource::Organic => "Organic cubes",
        Resource::Fuel => "Fuel cubes",
        Resource::Science => "Science tokens",
    }
}

pub fn cube_word(c: CubeColour) -> &'static str {
    match c {
        CubeColour::Fuel => "Fuel",
        CubeColour::Organic => "Organic",
    }
}

pub fn tile_word(face: TileFace) -> String {
    match face {
        TileFace::Cohort => "Citizen Cohort".into(),
        TileFace::Science(s) => format!("{} token", s.name()),
    }
}

/// "Skiff (small, 2 cargo, 1 fuel)".
pub fn ship_words(ship: ShipId) -> String {
    let k = ship.kind();
    let size = match k.size {
        crate::games::extrication::Size::Small => "small",
        crate::games::extrication::Size::Large => "large",
    };
    format!("{} ({size}, {} cargo, {} fuel)", k.name, k.capacity, k.fuel)
}

/// A short mark for each science, drawn on its token beside the name's colour.
pub fn science_mark(s: Science) -> &'static str {
    match s {
        Science::Astrophysics => "As",
        Science::Comms => "Co",
        Science::Biology => "Bi",
        Science::Robotics => "Ro",
        Science::Ai => "AI",
    }
}

/// Locations are numbered from 1 for people.
pub fn location(at: u8) -> String {
    format!("location {}", at + 1)
}

fn ordinal(place: u8) -> &'static str {
    ["first", "second", "third", "fourth"].get(place as usize).copied().unwrap_or("later")
}

/// "You" for the viewer, else the seat's name.
fn who(view: &View, seats: &[SeatInfo], seat: Seat) -> String {
    if view.viewer == Viewer::Seat(seat) {
        "You".into()
    } else {
        name(seats, seat)
    }
}

/// The round as "Round 2 of 6", or "Round 6, the last".
pub fn round_words(view: &View) -> String {
    let t = &view.table;
    if t.final_round {
        format!("Round {}, the last", t.round)
    } else {
        let last = view.final_scramble_depth.map_or(ROUNDS, |d| t.round + d as u8 + 1);
        format!("Round {} of {last}", t.round)
    }
}

/// One sentence: whose turn and what they may do now.
pub fn prompt(view: &View, seats: &[SeatInfo]) -> String {
    let t = &view.table;
    if t.outcome.is_some() {
        return "The game is over: see the scores.".into();
    }
    let Some(turn) = t.turn else { return format!("{}: between rounds.", round_words(view)) };
    let w = who(view, seats, turn.seat);
    // The viewer is told what to tap; anyone else's turn is only named.
    let what = if w != "You" {
        match turn.stage {
            Stage::Move => format!("{w} moves or leaves the track."),
            Stage::Act { at } | Stage::Loading { from: at, .. } => format!("{w} stands at {} and takes one kind of thing.", location(at)),
            Stage::Done => format!("{w} may launch a ship, then ends the turn."),
        }
    } else {
        match turn.stage {
            Stage::Move => "You move: tap Go on a free location ahead, or leave the track.".to_string(),
            Stage::Act { at } => {
                format!("You stand at {}: tap one thing to take (then where it goes), launch a ship, or end the turn.", location(at))
            }
            Stage::Loading { resource, from } => {
                format!("You may load more {} from {}, launch a ship, or end the turn.", plural(resource), location(from))
            }
            Stage::Done => "You may launch a ship that is ready, or end the turn.".to_string(),
        }
    };
    format!("{}. {what}", round_words(view))
}

/// One log line with the players' names, or an empty string for a deal too
/// small to list (the track shows every tile and cube dealt).
pub fn describe(event: &Event, seats: &[SeatInfo]) -> String {
    let n = |s: &Seat| name(seats, *s);
    match event {
        Event::RoundStarted { round, order } => {
            let order: Vec<String> = order.iter().map(n).collect();
            format!("Round {round} begins. Order: {}.", order.join(", "))
        }
        Event::DevelopmentTurned { card } => format!("Development card turned: {}. {}", card.name(), card.text()),
        Event::ShipDealt { at, ship } => format!("A new {} arrives at {}.", ship_words(*ship), location(*at)),
        Event::TileDealt { .. } | Event::CubeDrawn { .. } | Event::TurnEnded { .. } => String::new(),
        Event::Moved { seat, to } => format!("{} moves to {}.", n(seat), location(*to)),
        Event::Left { seat, place } => {
            format!("{} leaves the track, {} in next round's order.", n(seat), ordinal(*place))
        }
        Event::ShipTaken { seat, from, ship, pad } => {
            format!("{} takes the {} from {} onto their {}.", n(seat), ship_words(*ship), location(*from), pad_name(*pad))
        }
        Event::Loaded { seat, from, resource, pad } => {
            format!("{} takes {} from {} onto the ship on their {}.", n(seat), one(*resource), location(*from), pad_name(*pad))
        }
        Event::ScienceTaken { seat, from, tile } => {
            format!("{} takes a {} from {} onto their tableau.", n(seat), tile_word(tile.face()), location(*from))
        }
        Event::Launched { seat, ship, cohorts, organics, fuel, .. } => format!(
            "{} launches the {}: {cohorts} Cohort{} and {organics} Organic cube{} saved, {fuel} Fuel burnt.",
            n(seat),
            ship.kind().name,
            if *cohorts == 1 { "" } else { "s" },
            if *organics == 1 { "" } else { "s" },
        ),
        Event::GameEnded => "The last round is over: scoring.".into(),
    }
}
