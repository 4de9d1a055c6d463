//! Plain words for each event, for the log (seats written as "Player N";
//! the view may put names in their place).

use super::components::{Pad, Resource, TileFace};
use super::event::Event;

fn pad_name(pad: Pad) -> &'static str {
    match pad {
        Pad::Small => "small pad",
        Pad::Large => "large pad",
    }
}

fn resource_name(r: Resource) -> &'static str {
    match r {
        Resource::Ship => "a ship",
        Resource::Cohort => "a Cohort",
        Resource::Organic => "an Organic cube",
        Resource::Fuel => "a Fuel cube",
        Resource::Science => "a Science token",
    }
}

/// One log line, or `None` for events too small to list (single deals).
pub fn describe(event: &Event) -> Option<String> {
    let who = |s: &crate::engine::Seat| format!("Player {}", s.0 + 1);
    Some(match event {
        Event::RoundStarted { round, .. } => format!("Round {round} begins."),
        Event::DevelopmentTurned { card } => format!("Development: {}. {}", card.name(), card.text()),
        Event::ShipDealt { at, ship } => format!("A {} arrives at location {}.", ship.kind().name, at + 1),
        Event::TileDealt { .. } | Event::CubeDrawn { .. } => return None,
        Event::Moved { seat, to } => format!("{} moves to location {}.", who(seat), to + 1),
        Event::Left { seat, place } => format!("{} leaves the track ({} in next round's order).", who(seat), ordinal(*place)),
        Event::ShipTaken { seat, from, ship, pad } => {
            format!("{} takes the {} from location {} onto the {}.", who(seat), ship.kind().name, from + 1, pad_name(*pad))
        }
        Event::Loaded { seat, from, resource, pad } => {
            format!("{} loads {} from location {} onto the {}.", who(seat), resource_name(*resource), from + 1, pad_name(*pad))
        }
        Event::ScienceTaken { seat, from, tile } => match tile.face() {
            TileFace::Science(s) => format!("{} takes a {} token from location {}.", who(seat), s.name(), from + 1),
            TileFace::Cohort => format!("{} takes a tile from location {}.", who(seat), from + 1),
        },
        Event::Launched { seat, ship, cohorts, organics, fuel, .. } => format!(
            "{} launches the {}: {cohorts} Cohorts and {organics} Organic cubes saved, {fuel} Fuel burnt.",
            who(seat),
            ship.kind().name
        ),
        Event::TurnEnded { .. } => return None,
        Event::GameEnded => "Final Scramble is over: scoring.".to_string(),
    })
}

fn ordinal(place: u8) -> &'static str {
    ["first", "second", "third", "fourth"].get(place as usize).copied().unwrap_or("later")
}
