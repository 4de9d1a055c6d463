//! The prompt: whose turn it is and what to tap now, in pure Rust. It
//! always opens with the seat to act (the only seat that may act), so
//! players sharing the device read whose instructions these are, and it
//! names the buttons the board shows for the step.

use super::board::{APEX_HP, INFECTED_HP};
use super::rules::movement::destinations;
use super::state::{OrderPurpose, Phase, Target, View};
use crate::engine::words::count;
use crate::engine::Line;

/// What the seat to act should do now, or that the game is over.
pub fn prompt(view: &View) -> Line {
    let t = &view.table;
    if t.outcome.is_some() {
        return Line::new().text("The game is over.");
    }
    Line::new().seat(t.turn).text(": ").text(step(view))
}

/// "the Pharmacy (HP 14)" or "the Apex Zombie (HP 19)".
fn aim(target: Option<Target>) -> String {
    match target {
        Some(Target::Site(s)) => format!("the {} (HP {})", s.def().name, s.def().hp),
        Some(Target::Apex) => format!("the Apex Zombie (HP {APEX_HP})"),
        None => "the Zombie".to_string(),
    }
}

/// The instruction after the seat's name.
fn step(view: &View) -> String {
    let t = &view.table;
    match &t.phase {
        Phase::OrderRoll { purpose: OrderPurpose::FirstPlayer, .. } => "roll a red die to see who goes first.".into(),
        Phase::OrderRoll { purpose: OrderPurpose::FinalEncounter, .. } => "roll a red die for the order of the Final Encounter.".into(),
        Phase::ChooseActive => "tap a secured Tactical card to make it active this turn, or No active card.".into(),
        Phase::RollMovement => "roll the black die to move.".into(),
        Phase::Move { points } if destinations(t, t.turn, *points).is_empty() => {
            format!("no place uses all {}: tap Pass.", count(*points, "point", "points"))
        }
        Phase::Move { points } => {
            format!("move {} (tap a highlighted place, then Confirm).", count(*points, "tile", "tiles"))
        }
        Phase::InfectedZone => format!("roll the four red dice against the Infected Zone (HP {INFECTED_HP})."),
        Phase::RollDraw => format!("roll the black die to draw cards at {}.", aim(t.encounter)),
        Phase::ResolveInfected { .. } => "tap an Unsecured card for the Infected Survivor to take.".into(),
        Phase::RollHp => format!("roll the four red dice against {}.", aim(t.encounter)),
        Phase::LoseAfterFail => "the roll fell short: tap an Unsecured card to give up, then roll again.".into(),
        Phase::Over => "the game is over.".into(),
    }
}
