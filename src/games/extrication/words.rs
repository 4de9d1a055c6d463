//! The names of things on the table, as the log, the prompt and the board
//! all write them, so the three never disagree ("a Citizen Cohort", "the
//! small pad", "location 7"). Pure Rust: the native tests read these words.

use super::components::{Pad, Resource, Science, ShipId, Size, TileFace, ROUNDS};
use super::seat_view::View;

pub fn pad_name(pad: Pad) -> &'static str {
    match pad {
        Pad::Small => "small pad",
        Pad::Large => "large pad",
    }
}

/// "a Citizen Cohort", "an Organic cube": one item of a resource.
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

/// "a Citizen Cohort", "a Comms token", "an AI token": one cargo tile.
pub fn a_tile(face: TileFace) -> String {
    match face {
        TileFace::Cohort => "a Citizen Cohort".into(),
        TileFace::Science(s) => {
            // Astrophysics and AI (said "ay-eye") start with a vowel sound.
            let article = if matches!(s, Science::Astrophysics | Science::Ai) { "an" } else { "a" };
            format!("{article} {} token", s.name())
        }
    }
}

pub fn size_word(size: Size) -> &'static str {
    match size {
        Size::Small => "small",
        Size::Large => "large",
    }
}

/// "Skiff (small, 2 cargo, 1 fuel)": a ship as printed on its card.
pub fn ship_words(ship: ShipId) -> String {
    let k = ship.kind();
    format!("{} ({}, {} cargo, {} fuel)", k.name, size_word(k.size), k.capacity, k.fuel)
}

/// Locations are numbered from 1 for people: "location 7".
pub fn location(at: u8) -> String {
    format!("location {}", at + 1)
}

/// "first" for a place in an order counted from 0.
pub fn ordinal(place: u8) -> &'static str {
    ["first", "second", "third", "fourth"].get(usize::from(place)).copied().unwrap_or("later")
}

/// The round as "Round 2 of 6", or "Round 6, the last" once Final Scramble
/// is turned (its depth is public, so the last round is known).
pub fn round_words(view: &View) -> String {
    let t = &view.table;
    if t.final_round {
        format!("Round {}, the last", t.round)
    } else {
        let last = view.final_scramble_depth.map_or(ROUNDS, |d| t.round + d as u8 + 1);
        format!("Round {} of {last}", t.round)
    }
}
