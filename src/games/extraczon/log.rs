//! ExtracZon's words: a log line for every event and the names of its
//! cards, Sites and tiles, built in pure Rust with seats kept as seats (the
//! shell writes each as its player's name). The prompt is in `prompt.rs`.
//!
//! The board draws no row or column numbers, so a tile is named by what is
//! on it or the Site it lies by ("the street by the Pharmacy"), never by
//! grid coordinates a player cannot find.

use super::action::Action;
use super::board::{cell, Cell, Pos, SiteId, SITES};
use super::cards::{Bonus, CardId, CardKind, ZombieId};
use super::event::Event;
use super::state::{ExtracZon, OrderPurpose, Place, Step, Target, View};
use crate::engine::words::{and_list, count};
use crate::engine::{Line, Narrated, Seat};

impl Narrated for ExtracZon {
    /// Every event has its line: the game hides nothing from anyone.
    fn log_line(event: &Event, _view: &View) -> Option<Line> {
        Some(line(event))
    }

    fn prompt(view: &View) -> Line {
        super::prompt::prompt(view)
    }

    /// A roll, before it is made: what follows it in the log depends on the dice.
    fn action_line(_view: &View, seat: Seat, action: &Action) -> Option<Line> {
        let words = match action {
            Action::RollForOrder => " rolls for the turn order.",
            Action::RollMovement => " rolls the black die to move.",
            Action::RollInfectedZone => " rolls against the Infected Zone.",
            Action::RollDraw => " rolls the black die to draw cards.",
            Action::RollHp => " rolls against the Zombie.",
            _ => return None,
        };
        Some(Line::new().seat(seat).text(words))
    }
}

/// "Mara the nurse (Survivor)", "Scout (Movement +1)", "an Infected Survivor".
pub fn card(c: CardId) -> String {
    let d = c.def();
    match d.kind {
        CardKind::Survivor => format!("{} the {} (Survivor)", d.name, d.role),
        CardKind::Tactical(b) => format!("{} ({})", d.name, bonus(b)),
        CardKind::Infected => "an Infected Survivor".to_string(),
    }
}

/// "HP +2", "Movement +1", "Defense".
pub fn bonus(b: Bonus) -> String {
    match b {
        Bonus::Hp(n) => format!("HP +{n}"),
        Bonus::Movement(n) => format!("Movement +{n}"),
        Bonus::Defense => "Defense".to_string(),
    }
}

/// "the Pharmacy (HP 14)".
pub fn site(s: SiteId) -> String {
    format!("the {} (HP {})", s.def().name, s.def().hp)
}

fn zombie(z: ZombieId) -> String {
    match z.site() {
        Some(s) => format!("the Zombie of {}", site(s)),
        None => "the Apex Zombie (HP 19)".to_string(),
    }
}

/// The Site whose building lies nearest to `p` (the first in the Sites'
/// order on a tie), the landmark a street tile is named by.
fn nearest_site(p: Pos) -> SiteId {
    let gap = |from: u8, start: u8, len: u8| {
        if from < start {
            start - from
        } else {
            from.saturating_sub(start + len - 1)
        }
    };
    let dist = |s: &&super::board::SiteDef| gap(p.x, s.rect.x, s.rect.w) + gap(p.y, s.rect.y, s.rect.h);
    SITES.iter().min_by_key(dist).map_or(SiteId(0), |s| s.id)
}

/// A tile by what it is and where: "the street by the Pharmacy", "the
/// street outside the Pharmacy's door", "the Infected Zone by the Bank".
pub fn tile(p: Pos) -> String {
    let by = nearest_site(p).def().name;
    match cell(p) {
        Cell::InfectedZone => format!("the Infected Zone by the {by}"),
        Cell::Start(_) => format!("the START tile by the {by}"),
        Cell::SiteDoor(s) => format!("the street outside the {}'s door", s.def().name),
        Cell::FastTravelDoor(_) => format!("the Fast Travel door by the {by}"),
        _ => format!("the street by the {by}"),
    }
}

/// Where a token stands: a tile, or inside a Site.
pub fn place(p: Place) -> String {
    match p {
        Place::Tile(t) => tile(t),
        Place::Site(s) => format!("inside {}", site(s)),
    }
}

fn dice(d: &[u8; 4]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

fn seats(list: &[Seat]) -> Line {
    let each: Vec<Line> = list.iter().map(|s| Line::new().seat(*s)).collect();
    and_list(&each)
}

/// ", jumping over Ben, by Fast Travel": what is special about a route.
fn via(steps: &[Step]) -> Line {
    let mut out = Line::new();
    for step in steps {
        match step {
            Step::Jump { over, .. } => out = out.text(", jumping over ").then(&seats(over)),
            Step::FastTravel { .. } => out = out.text(", by Fast Travel"),
            _ => {}
        }
    }
    out
}

/// The line of one event.
pub fn line(event: &Event) -> Line {
    let who = |s: &Seat| Line::new().seat(*s);
    match event {
        Event::OrderRolled { seat, die, purpose } => who(seat).text(format!(" rolls {die} {}.", order_purpose(*purpose))),
        Event::OrderTied { seats: tied } => seats(tied).text(" tie and roll again."),
        Event::FirstPlayer { seat, purpose: OrderPurpose::FirstPlayer } => who(seat).text(" goes first."),
        Event::FirstPlayer { seat, .. } => who(seat).text(" starts the Final Encounter."),
        Event::TurnStarted { seat } => who(seat).text("'s turn."),
        Event::ActiveChosen { seat, card: Some(c) } => who(seat).text(format!(" makes {} active for this turn.", card(*c))),
        Event::ActiveChosen { seat, card: None } => who(seat).text(" plays this turn without an active Tactical card."),
        Event::MovementRolled { seat, die, bonus: 0 } => who(seat).text(format!(" rolls {die} to move.")),
        Event::MovementRolled { seat, die, bonus } => who(seat).text(format!(" rolls {die} + {bonus} = {} to move.", die + bonus)),
        Event::Moved { seat, to: Place::Site(s), route, .. } => {
            who(seat).text(format!(" enters {}", site(*s))).then(&via(&route.steps)).text(".")
        }
        Event::Moved { seat, to, route, .. } => {
            let cost = count(route.cost, "point", "points");
            who(seat).text(format!(" moves to {}", place(*to))).then(&via(&route.steps)).text(format!(" ({cost})."))
        }
        Event::Passed { seat } => who(seat).text(" cannot use the whole roll anywhere and stays put."),
        Event::InfectedZoneRolled { seat, dice: d, total, cleared } => {
            let result = if *cleared { "cleared, roll again to move" } else { "stopped, the turn ends" };
            who(seat).text(format!(" rolls {} = {total} against the Infected Zone (HP 8): {result}.", dice(d)))
        }
        Event::EncounterStarted { seat, target: Target::Site(s) } => who(seat).text(format!(" faces the Zombie of {}.", site(*s))),
        Event::EncounterStarted { seat, target: Target::Apex } => who(seat).text(" faces the Apex Zombie (HP 19)."),
        Event::DrawRolled { seat, die } => who(seat).text(format!(" rolls {die}: draw {}.", count(*die, "card", "cards"))),
        Event::Reshuffled { cards } => Line::new().text(format!(
            "The draw pile ran out: {} are shuffled into a new one.",
            count(*cards as i64, "discarded card", "discarded cards")
        )),
        Event::CardDrawn { seat, card: c } => who(seat).text(format!(" draws {}.", card(*c))),
        Event::DrawShort { seat, missing } => who(seat).text(format!(" finds no more cards to draw ({missing} short).")),
        Event::Defended { by, .. } => Line::new().text(format!("{} stops an Infected Survivor; it is discarded.", capital(&card(*by)))),
        Event::InfectedResolved { seat, lost: Some(c), .. } => {
            Line::new().text(format!("An Infected Survivor takes {} with it; ", card(*c))).seat(*seat).text(" discards both.")
        }
        Event::InfectedResolved { .. } => Line::new().text("An Infected Survivor is discarded; there was nobody left for it to take."),
        Event::HpRolled { seat, dice: d, bonus, total, hp, success } => {
            let sum = if *bonus > 0 { format!("{} + {bonus} = {total}", dice(d)) } else { format!("{} = {total}", dice(d)) };
            let result = if *success { "success" } else { "not enough" };
            who(seat).text(format!(" rolls {sum} against HP {hp}: {result}."))
        }
        Event::CardLost { seat, card: c } => who(seat).text(format!(" gives up {} and rolls again.", card(*c))),
        Event::Contained { seat, zombie: z, secured } => {
            who(seat).text(format!(" contains {} and secures {}.", zombie(*z), count(secured.len() as i64, "card", "cards")))
        }
        Event::Escaped { seat, site: s } => Line::new().text(format!("The Zombie of {} escapes from ", site(*s))).seat(*seat).text("."),
        Event::ApexHeld { seat } => Line::new().text("The Apex Zombie holds off ").seat(*seat).text("; play passes on."),
        Event::ApexBegins { first } => Line::new().text("All 24 Sites are done: the Apex Encounter begins with ").seat(*first).text("."),
        Event::FinalEncounterBegins { seats: tied } => Line::new()
            .text("First place is tied: the Apex Zombie returns to the centre for a Final Encounter between ")
            .then(&seats(tied))
            .text(", with no Tactical bonuses."),
        Event::TurnEnded { seat } => who(seat).text("'s turn ends."),
        Event::GameOver => Line::new().text("The game is over."),
    }
}

fn order_purpose(p: OrderPurpose) -> &'static str {
    match p {
        OrderPurpose::FirstPlayer => "for first player",
        OrderPurpose::FinalEncounter => "to open the Final Encounter",
    }
}

/// The text with its first letter a capital (a card name that opens a line).
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_are_named_by_what_lies_there() {
        // The top-left corner's first Site has its door at (4, 2).
        let door = SITES[0].door;
        assert_eq!(tile(door), format!("the street outside the {}'s door", SITES[0].name));
        let street = Pos::new(2, 2);
        assert!(tile(street).starts_with("the street by the "), "{}", tile(street));
    }
}
