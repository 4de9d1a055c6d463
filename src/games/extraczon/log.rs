//! Plain-words text for every event, for the game log. Pure: the view may
//! call it with the seats' names.

use super::board::SiteId;
use super::cards::{Bonus, CardId, CardKind, ZombieId};
use super::event::Event;
use super::state::{OrderPurpose, Place, Target};
use crate::engine::Seat;

fn who(names: &[String], seat: Seat) -> String {
    names.get(seat.index()).cloned().unwrap_or_else(|| format!("Player {}", seat.0 + 1))
}

fn card(c: CardId) -> String {
    let d = c.def();
    match d.kind {
        CardKind::Survivor => format!("{} the {} (Survivor)", d.name, d.role),
        CardKind::Tactical(b) => format!("{} ({})", d.name, bonus(b)),
        CardKind::Infected => "an Infected Survivor".to_string(),
    }
}

fn bonus(b: Bonus) -> String {
    match b {
        Bonus::Hp(n) => format!("HP +{n}"),
        Bonus::Movement(n) => format!("Movement +{n}"),
        Bonus::Defense => "Defense".to_string(),
    }
}

fn site(s: SiteId) -> String {
    format!("the {} (HP {})", s.def().name, s.def().hp)
}

fn zombie(z: ZombieId) -> String {
    match z.site() {
        Some(s) => format!("the Zombie of {}", site(s)),
        None => "the Apex Zombie (HP 19)".to_string(),
    }
}

fn place(p: Place) -> String {
    match p {
        Place::Tile(t) => format!("row {}, column {}", t.y + 1, t.x + 1),
        Place::Site(s) => site(s),
    }
}

fn dice(d: &[u8; 4]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

fn purpose(p: OrderPurpose) -> &'static str {
    match p {
        OrderPurpose::FirstPlayer => "for first player",
        OrderPurpose::FinalEncounter => "to open the Final Encounter",
    }
}

/// One log line for `event`; `names[seat]` names each seat.
pub fn describe(event: &Event, names: &[String]) -> String {
    let n = |s: &Seat| who(names, *s);
    match event {
        Event::OrderRolled { seat, die, purpose: p } => format!("{} rolls {die} {}.", n(seat), purpose(*p)),
        Event::OrderTied { seats } => {
            format!("{} tie and roll again.", seats.iter().map(n).collect::<Vec<_>>().join(" and "))
        }
        Event::FirstPlayer { seat, purpose: OrderPurpose::FirstPlayer } => format!("{} goes first.", n(seat)),
        Event::FirstPlayer { seat, .. } => format!("{} starts the Final Encounter.", n(seat)),
        Event::TurnStarted { seat } => format!("{}'s turn.", n(seat)),
        Event::ActiveChosen { seat, card: Some(c) } => format!("{} makes {} active for this turn.", n(seat), card(*c)),
        Event::ActiveChosen { seat, card: None } => format!("{} plays this turn without an active Tactical card.", n(seat)),
        Event::MovementRolled { seat, die, bonus: 0 } => format!("{} rolls {die} to move.", n(seat)),
        Event::MovementRolled { seat, die, bonus } => {
            format!("{} rolls {die} + {bonus} = {} to move.", n(seat), die + bonus)
        }
        Event::Moved { seat, to, route, .. } => {
            let mut via = String::new();
            for step in &route.steps {
                match step {
                    super::state::Step::Jump { over, .. } => {
                        via += &format!(", jumping over {}", over.iter().map(n).collect::<Vec<_>>().join(" and "));
                    }
                    super::state::Step::FastTravel { .. } => via += ", by Fast Travel",
                    _ => {}
                }
            }
            match to {
                Place::Site(s) => format!("{} enters {}{via}.", n(seat), site(*s)),
                _ => format!("{} moves to {}{via} ({} points).", n(seat), place(*to), route.cost),
            }
        }
        Event::Passed { seat } => format!("{} cannot use the whole roll anywhere and stays put.", n(seat)),
        Event::InfectedZoneRolled { seat, dice: d, total, cleared: true } => {
            format!("{} rolls {} = {total} against the Infected Zone (HP 8): cleared, roll again to move.", n(seat), dice(d))
        }
        Event::InfectedZoneRolled { seat, dice: d, total, .. } => {
            format!("{} rolls {} = {total} against the Infected Zone (HP 8): stopped, the turn ends.", n(seat), dice(d))
        }
        Event::EncounterStarted { seat, target: Target::Site(s) } => format!("{} faces the Zombie of {}.", n(seat), site(*s)),
        Event::EncounterStarted { seat, target: Target::Apex } => format!("{} faces the Apex Zombie (HP 19).", n(seat)),
        Event::DrawRolled { seat, die } => format!("{} rolls {die}: draw {die} card{}.", n(seat), if *die == 1 { "" } else { "s" }),
        Event::Reshuffled { cards } => format!("The draw pile ran out: {cards} discarded cards are shuffled into a new one."),
        Event::CardDrawn { seat, card: c } => format!("{} draws {}.", n(seat), card(*c)),
        Event::DrawShort { seat, missing } => format!("{} finds no more cards to draw ({missing} short).", n(seat)),
        Event::Defended { by, .. } => format!("{} stops an Infected Survivor; it is discarded.", card(*by)),
        Event::InfectedResolved { seat, lost: Some(c), .. } => {
            format!("An Infected Survivor takes {} with it; {} discards both.", card(*c), n(seat))
        }
        Event::InfectedResolved { .. } => "An Infected Survivor is discarded; there was nobody left for it to take.".to_string(),
        Event::HpRolled { seat, dice: d, bonus, total, hp, success } => {
            let sum = if *bonus > 0 { format!("{} + {bonus} = {total}", dice(d)) } else { format!("{} = {total}", dice(d)) };
            let result = if *success { "success" } else { "not enough" };
            format!("{} rolls {sum} against HP {hp}: {result}.", n(seat))
        }
        Event::CardLost { seat, card: c } => format!("{} gives up {} and rolls again.", n(seat), card(*c)),
        Event::Contained { seat, zombie: z, secured } => {
            format!("{} contains {} and secures {} card{}.", n(seat), zombie(*z), secured.len(), if secured.len() == 1 { "" } else { "s" })
        }
        Event::Escaped { seat, site: s } => format!("The Zombie of {} escapes from {}.", site(*s), n(seat)),
        Event::ApexHeld { seat } => format!("The Apex Zombie holds off {}; play passes on.", n(seat)),
        Event::ApexBegins { first } => format!("All 24 Sites are done: the Apex Encounter begins with {}.", n(first)),
        Event::FinalEncounterBegins { seats } => format!(
            "First place is tied: the Apex Zombie returns to the centre for a Final Encounter between {}, with no Tactical bonuses.",
            seats.iter().map(n).collect::<Vec<_>>().join(" and ")
        ),
        Event::TurnEnded { seat } => format!("{}'s turn ends.", n(seat)),
        Event::GameOver => "The game is over.".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::extraczon::board::Pos;
    use crate::games::extraczon::state::{Route, Step};

    #[test]
    fn every_event_reads_as_a_sentence_with_the_seat_name() {
        let names = vec!["Ana".to_string(), "Ben".to_string()];
        let s = Seat(0);
        let route = Route { steps: Vec::new(), cost: 3 };
        let events = [
            Event::OrderRolled { seat: s, die: 4, purpose: OrderPurpose::FirstPlayer },
            Event::FirstPlayer { seat: s, purpose: OrderPurpose::FirstPlayer },
            Event::TurnStarted { seat: s },
            Event::ActiveChosen { seat: s, card: Some(CardId(58)) },
            Event::MovementRolled { seat: s, die: 3, bonus: 2 },
            Event::Moved { seat: s, from: Place::Tile(Pos::new(2, 1)), to: Place::Tile(Pos::new(2, 4)), route },
            Event::InfectedZoneRolled { seat: s, dice: [2, 2, 2, 2], total: 8, cleared: true },
            Event::DrawRolled { seat: s, die: 1 },
            Event::CardDrawn { seat: s, card: CardId(0) },
            Event::HpRolled { seat: s, dice: [5, 4, 3, 2], bonus: 2, total: 16, hp: 16, success: true },
            Event::Contained { seat: s, zombie: ZombieId(4), secured: vec![CardId(0)] },
        ];
        for e in &events {
            let line = describe(e, &names);
            assert!(line.contains("Ana") && line.ends_with('.'), "{line}");
        }
        assert_eq!(describe(&events[9], &names), "Ana rolls 5, 4, 3, 2 + 2 = 16 against HP 16: success.");
        assert!(describe(&Event::TurnStarted { seat: Seat(3) }, &names).starts_with("Player 4"));
    }

    #[test]
    fn a_move_names_the_tokens_it_jumps() {
        let names = vec!["Ana".to_string(), "Ben".to_string()];
        let route = Route { steps: vec![Step::Jump { over: vec![Seat(1)], to: Pos::new(2, 3) }], cost: 2 };
        let moved = Event::Moved { seat: Seat(0), from: Place::Tile(Pos::new(2, 1)), to: Place::Tile(Pos::new(2, 3)), route };
        assert_eq!(describe(&moved, &names), "Ana moves to row 4, column 3, jumping over Ben (2 points).");
    }
}
