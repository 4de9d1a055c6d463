//! Plain words for ExtracZon's places, cards and rolls on the board: the
//! prompt, the dice captions and the aria-labels. The log's lines are the
//! rules' own (`games::extraczon::log`), so they are tested natively.

use crate::games::extraczon::board::{cell, Cell, Pos, SiteId, APEX_HP, INFECTED_HP};
use crate::games::extraczon::cards::{Bonus, CardId, CardKind};
use crate::games::extraczon::{OrderPurpose, Phase, Place, Roll, Target, View};
use crate::saves::SeatInfo;

pub use crate::saves::seat_name as name;

/// "row 3, column 7" (counted from 1, top-left).
pub fn tile(p: Pos) -> String {
    format!("row {}, column {}", p.y + 1, p.x + 1)
}

/// A tile with what is special about it: "row 3, column 5 (Infected Zone)".
pub fn tile_detail(p: Pos) -> String {
    let what = match cell(p) {
        Cell::InfectedZone => format!(" (Infected Zone, HP {INFECTED_HP})"),
        Cell::Start(_) => " (START)".to_string(),
        Cell::SiteDoor(s) => format!(" (door of the {})", s.def().name),
        Cell::FastTravelDoor(_) => " (Fast Travel door)".to_string(),
        _ => String::new(),
    };
    format!("{}{what}", tile(p))
}

pub fn site(s: SiteId) -> String {
    format!("the {}", s.def().name)
}

pub fn place(p: Place) -> String {
    match p {
        Place::Tile(pos) => tile_detail(pos),
        Place::Site(s) => format!("inside {}", site(s)),
    }
}

/// Label of a move target: "Move to row 3, column 7" / "Enter the Pharmacy (HP 14)".
pub fn move_label(p: Place) -> String {
    match p {
        Place::Tile(pos) => format!("Move to {}", tile_detail(pos)),
        Place::Site(s) => format!("Enter {} (HP {})", site(s), s.def().hp),
    }
}

pub fn bonus(b: Bonus) -> String {
    match b {
        Bonus::Hp(n) => format!("HP +{n}"),
        Bonus::Movement(n) => format!("Movement +{n}"),
        Bonus::Defense => "Defense".to_string(),
    }
}

/// "Survivor Mara, nurse" / "Tactical Scout, Movement +1" / "Infected Survivor".
pub fn card(c: CardId) -> String {
    let d = c.def();
    match d.kind {
        CardKind::Survivor => format!("Survivor {}, {}", d.name, d.role),
        CardKind::Tactical(b) => format!("Tactical {}, {}", d.name, bonus(b)),
        CardKind::Infected => "Infected Survivor".to_string(),
    }
}

pub fn target(t: Target) -> String {
    match t {
        Target::Site(s) => format!("{} (HP {})", site(s), s.def().hp),
        Target::Apex => format!("the Apex Zombie (HP {APEX_HP})"),
    }
}

fn dice_sum(dice: &[u8; 4]) -> u8 {
    dice.iter().sum()
}

/// The latest roll in words: "14 + 2 = 16 vs HP 16: contained".
pub fn roll(r: &Roll) -> String {
    match r {
        Roll::Order { die, .. } => format!("{die} for turn order"),
        Roll::Movement { die, bonus, .. } if *bonus > 0 => format!("{die} + {bonus} = {} movement points", die + bonus),
        Roll::Movement { die, .. } => format!("{die} movement point{}", plural(*die)),
        Roll::Infected { dice, .. } => {
            let t = dice_sum(dice);
            let verdict = if t >= INFECTED_HP { "cleared, roll to move again" } else { "stopped, the turn ends" };
            format!("{t} vs HP {INFECTED_HP}: {verdict}")
        }
        Roll::Draw { die, .. } => format!("{die}, so {die} card{} drawn", plural(*die)),
        Roll::Hp { dice, bonus, hp, .. } => {
            let t = dice_sum(dice) + bonus;
            let verdict = if t >= *hp { "contained" } else { "not enough" };
            if *bonus > 0 {
                format!("{} + {bonus} = {t} vs HP {hp}: {verdict}", dice_sum(dice))
            } else {
                format!("{t} vs HP {hp}: {verdict}")
            }
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// One sentence: whose turn and what to do.
pub fn prompt(view: &View, seats: &[SeatInfo]) -> String {
    let t = &view.table;
    let who = name(seats, t.turn);
    let aim = t.encounter.map(target).unwrap_or_default();
    match &t.phase {
        Phase::OrderRoll { purpose: OrderPurpose::FirstPlayer, .. } => format!("{who}: roll a red die to see who goes first."),
        Phase::OrderRoll { purpose: OrderPurpose::FinalEncounter, .. } => {
            format!("{who}: roll a red die for the order of the Final Encounter.")
        }
        Phase::ChooseActive => format!("{who}: choose a secured Tactical card to be active this turn, or none."),
        Phase::RollMovement => format!("{who}: roll the black die to move."),
        Phase::Move { points } => format!("{who}: move {points} tile{} (tap a highlighted place).", plural(*points)),
        Phase::InfectedZone => format!("{who}: roll the four red dice against the Infected Zone (HP {INFECTED_HP})."),
        Phase::RollDraw => format!("{who}: roll the black die to draw cards at {aim}."),
        Phase::ResolveInfected { .. } => format!("{who}: choose a card to lose to the Infected Survivor."),
        Phase::RollHp => format!("{who}: roll the four red dice against {aim}."),
        Phase::LoseAfterFail => format!("{who}: the roll fell short; choose a card to lose, then roll again."),
        Phase::Over => "The game is over.".to_string(),
    }
}
