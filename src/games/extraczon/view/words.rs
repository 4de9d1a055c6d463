//! Plain words for ExtracZon's places, cards, rolls and events: the prompt,
//! the log lines and the aria-labels all come from here, so the board and the
//! log always say the same thing the same way.

use crate::engine::Seat;
use crate::games::extraczon::board::{cell, Cell, Pos, SiteId, APEX_HP, INFECTED_HP};
use crate::games::extraczon::cards::{Bonus, CardId, CardKind, ZombieId};
use crate::games::extraczon::{Event, OrderPurpose, Phase, Place, Roll, Step, Target, View};
use crate::saves::SeatInfo;

/// The seat's chosen name, or "Player 2" if the table has no entry for it.
pub fn name(seats: &[SeatInfo], seat: Seat) -> String {
    seats.get(seat.index()).map_or_else(|| format!("Player {}", seat.0 + 1), |s| s.name.clone())
}

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

pub fn zombie(z: ZombieId) -> String {
    match z.site() {
        Some(s) => format!("the Zombie of {} (HP {})", site(s), z.hp()),
        None => format!("the Apex Zombie (HP {APEX_HP})"),
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
    if n == 1 { "" } else { "s" }
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

fn route_words(steps: &[Step], seats: &[SeatInfo]) -> String {
    let mut extras = Vec::new();
    for s in steps {
        match s {
            Step::Jump { over, .. } => {
                let names: Vec<String> = over.iter().map(|o| name(seats, *o)).collect();
                extras.push(format!("jumping over {}", names.join(" and ")));
            }
            Step::FastTravel { .. } => extras.push("by Fast Travel".to_string()),
            _ => {}
        }
    }
    if extras.is_empty() { String::new() } else { format!(", {}", extras.join(", ")) }
}

/// One log line for `event`.
pub fn describe(event: &Event, seats: &[SeatInfo]) -> String {
    let n = |s: &Seat| name(seats, *s);
    match event {
        Event::OrderRolled { seat, die, .. } => format!("{} rolled {die} for turn order.", n(seat)),
        Event::OrderTied { seats: tied } => {
            let names: Vec<String> = tied.iter().map(n).collect();
            format!("{} tied and roll again.", names.join(" and "))
        }
        Event::FirstPlayer { seat, purpose: OrderPurpose::FirstPlayer } => format!("{} goes first.", n(seat)),
        Event::FirstPlayer { seat, purpose: OrderPurpose::FinalEncounter } => {
            format!("{} starts the Final Encounter.", n(seat))
        }
        Event::TurnStarted { seat } => format!("{}'s turn.", n(seat)),
        Event::ActiveChosen { seat, card: Some(c) } => format!("{} makes {} active this turn.", n(seat), card(*c)),
        Event::ActiveChosen { seat, card: None } => format!("{} plays without an active Tactical card.", n(seat)),
        Event::MovementRolled { seat, die, bonus } => {
            let r = Roll::Movement { seat: *seat, die: *die, bonus: *bonus };
            format!("{} rolled the black die: {}.", n(seat), roll(&r))
        }
        Event::Moved { seat, to, route, .. } => {
            format!("{} moved {} tile{} to {}{}.", n(seat), route.cost, plural(route.cost), place(*to), route_words(&route.steps, seats))
        }
        Event::Passed { seat } => format!("{} could not move anywhere and stays.", n(seat)),
        Event::InfectedZoneRolled { seat, dice, .. } => {
            let r = Roll::Infected { seat: *seat, dice: *dice };
            format!("{} rolled {} against the Infected Zone: {}.", n(seat), dice_list(dice), roll(&r))
        }
        Event::EncounterStarted { seat, target: t } => format!("{} faces {}.", n(seat), target(*t)),
        Event::DrawRolled { seat, die } => format!("{} rolled {die} for the draw: {die} card{} to turn up.", n(seat), plural(*die)),
        Event::Reshuffled { cards } => format!("The discard pile ({cards} cards) was shuffled into a new draw pile."),
        Event::CardDrawn { seat, card: c } => format!("{} drew {}.", n(seat), card(*c)),
        Event::DrawShort { seat, missing } => {
            format!("{} drew {missing} card{} fewer: both piles are empty.", n(seat), plural(*missing))
        }
        Event::Defended { seat, by, .. } => {
            format!("{}'s {} turned away an Infected Survivor (discarded).", n(seat), card(*by))
        }
        Event::InfectedResolved { seat, lost: Some(l), .. } => {
            format!("An Infected Survivor cost {} {} (both discarded).", n(seat), card(*l))
        }
        Event::InfectedResolved { seat, lost: None, .. } => {
            format!("An Infected Survivor was discarded; {} had no card left to lose.", n(seat))
        }
        Event::HpRolled { seat, dice, bonus, hp, .. } => {
            let r = Roll::Hp { seat: *seat, dice: *dice, bonus: *bonus, hp: *hp };
            format!("{} rolled {}: {}.", n(seat), dice_list(dice), roll(&r))
        }
        Event::CardLost { seat, card: c } => format!("{} lost {}.", n(seat), card(*c)),
        Event::Contained { seat, zombie: z, secured } => {
            format!("{} contained {} and secured {} card{}.", n(seat), zombie(*z), secured.len(), plural(secured.len() as u8))
        }
        Event::Escaped { seat, site: s } => format!("The Zombie of {} escaped from {}.", site(*s), n(seat)),
        Event::ApexHeld { seat } => format!("The Apex Zombie held off {}; play moves on.", n(seat)),
        Event::ApexBegins { first } => {
            format!("All 24 Sites are done: the Apex Zombie encounter begins with {}.", n(first))
        }
        Event::FinalEncounterBegins { seats: tied } => {
            let names: Vec<String> = tied.iter().map(n).collect();
            format!("Tie for first: {} face the Apex Zombie again, with no Tactical bonuses.", names.join(" and "))
        }
        Event::TurnEnded { seat } => format!("{}'s turn ends.", n(seat)),
        Event::GameOver => "The game is over.".to_string(),
    }
}

/// "3, 5, 2, 6".
pub fn dice_list(dice: &[u8; 4]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}
