//! Extinction Point's log: a line for every event as its reader may see it,
//! built in pure Rust with seats kept as seats (the shell writes each as its
//! player's name), and the names of the cards. A redacted deal (no cards)
//! says only the count. The prompt is in `prompt.rs`.

use super::action::Action;
use super::cards::PlayerCard;
use super::event::{Attacker, Event, Pile};
use super::seat_view::View;
use super::state::{ExtinctionPoint, Spot};
use super::words::{card_name, inf_name, signal_words};
use crate::engine::words::count;
use crate::engine::{Line, Narrated, Seat};

impl Narrated for ExtinctionPoint {
    /// Every event has its line; the shell hands over each event already
    /// redacted for the reader (another seat's deal is a count).
    fn log_line(event: &Event, _view: &View) -> Option<Line> {
        Some(line(event))
    }

    fn prompt(view: &View) -> Line {
        super::prompt::prompt(view)
    }

    /// Pressing the advantage, before it is made: a repair turns up the
    /// next Bunker card and an attack is a battle, so what follows in the
    /// log is not known yet. And a Signal Flare's two plays, which the log
    /// tells alike until the lead changes.
    fn action_line(_view: &View, seat: Seat, action: &Action) -> Option<Line> {
        let words = match action {
            Action::PressRepair => " repairs the Bunker.".to_string(),
            Action::PressAttack => " attacks the Mothership.".to_string(),
            Action::PressDecline => " lets the advantage pass: no attack, no repair.".to_string(),
            // Told apart from the same card played with the lead unchanged.
            Action::PlayAndSwitchLead { card } => format!(" plays {} and makes WEAPON lead.", card_name(*card)),
            Action::Play { card } => format!(" plays {}, the lead unchanged.", card_name(*card)),
            _ => return None,
        };
        Some(Line::new().seat(seat).text(words))
    }
}

fn cards(list: &[PlayerCard]) -> String {
    list.iter().map(|c| card_name(*c)).collect::<Vec<_>>().join(", ")
}

fn spot(s: Spot) -> String {
    match s {
        Spot::Settlement => "into the settlement".into(),
        Spot::Building(b) => format!("onto BUILDING {}", b.value),
        Spot::Bunker => "into Bunker storage".into(),
    }
}

/// The line of one event.
pub fn line(event: &Event) -> Line {
    let who = |s: &Seat| Line::new().seat(*s);
    let text = |t: String| Line::new().text(t);
    match event {
        Event::HandStarted { hand_no } => text(format!("Hand {hand_no} is dealt.")),
        Event::Dealt { seat, count: n, cards: c } if c.is_empty() => {
            who(seat).text(format!(" gets {}.", count(*n as i64, "card", "cards")))
        }
        Event::Dealt { seat, cards: c, .. } => who(seat).text(format!(" gets {}.", cards(c))),
        Event::Reshuffled { pile, cards } => {
            let p = match pile {
                Pile::Player => "Player deck",
                Pile::Infiltrator => "Infiltrator deck",
                Pile::BunkerSupply => "Bunker supply",
            };
            text(format!("The {p} is reshuffled from its discards ({}).", count(*cards as i64, "card", "cards")))
        }
        Event::ElectionStarted { round } => text(format!("Round {round}: who leads?")),
        Event::Signalled { seat, signal } => who(seat).text(format!(" signals: {}.", signal_words(*signal))),
        Event::LeaderChosen { seat, tied } if *tied => who(seat).text(" leads (equal signals: seat order from the last winner)."),
        Event::LeaderChosen { seat, .. } => who(seat).text(" leads."),
        Event::Played { seat, card } => who(seat).text(format!(" plays {}.", card_name(*card))),
        Event::TrickWon { seat, card, value, infiltrator, tie } => {
            let how = if *tie {
                format!("ties the Infiltrator's {infiltrator} and the tie goes to us")
            } else {
                format!("beats the Infiltrator's {infiltrator}")
            };
            Line::new().text("We win the trick: ").seat(*seat).text(format!("'s {} ({value}) {how}.", card_name(*card)))
        }
        _ => text(table_line(event)),
    }
}

/// The line of an event that names no seat.
fn table_line(event: &Event) -> String {
    match event {
        Event::SabotageTook { building, card } => format!("Sabotage strips {} from BUILDING {}.", card_name(*card), building.value),
        Event::StoredLost { card, by } => format!("{} destroys the stored {}.", inf_name(*by), card_name(*card)),
        Event::Milled { card, by } => format!("{} discards {} from the Player deck.", inf_name(*by), card_name(*card)),
        Event::ShieldKnocked { building, card, by } => {
            format!("{} knocks {} off BUILDING {}.", inf_name(*by), card_name(*card), building.value)
        }
        Event::LeadSwitched { suit, .. } => format!("{} is now the leading suit.", suit.name()),
        Event::InfiltratorRevealed { card } => format!("The Infiltrator turns up {}.", inf_name(*card)),
        Event::SabotagePlaced { card, building } => format!("{} lands on BUILDING {}.", inf_name(*card), building.value),
        Event::SabotageWasted { card } => format!("{} finds no BUILDING to sabotage and is discarded.", inf_name(*card)),
        Event::InfiltratorDiscarded { card } => format!("The Infiltrator sets {} aside.", inf_name(*card)),
        Event::Ability { card } => {
            let text = card.special().map_or("", |s| s.text);
            format!("{}: {text}", card_name(*card))
        }
        Event::TrickLost { infiltrator, best, tie } => match best {
            Some(b) if *tie => format!("The Infiltrator wins the trick: its {infiltrator} ties our {b} and takes the tie."),
            Some(b) => format!("The Infiltrator wins the trick: its {infiltrator} beats our best {b}."),
            None => format!("The Infiltrator wins the trick with {infiltrator}: none of our cards followed the leading suit."),
        },
        // "We", as the log says of the tricks: the table places the cards together.
        Event::Placed { card, to } => format!("We put {} {}.", card_name(*card), spot(*to)),
        Event::MovedStored { card, building } => format!("The stored {} moves onto BUILDING {}.", card_name(*card), building.value),
        Event::SabotageRemoved { building, card } => format!("{} is removed from BUILDING {}.", inf_name(*card), building.value),
        Event::TrickDiscarded { cards: c } => format!("Discarded from the trick: {}.", cards(c)),
        Event::BattleStarted { attacker: Attacker::Mothership, .. } => "The Mothership attacks!".into(),
        Event::BattleStarted { attacker: Attacker::Players, .. } => "We press the advantage and attack the Mothership!".into(),
        Event::MothershipDamaged { amount, health } => format!("The Mothership takes {amount} damage ({health} left)."),
        Event::BuildingDestroyed { building, cards: c } if c.is_empty() => format!("BUILDING {} is destroyed.", building.value),
        Event::BuildingDestroyed { building, cards: c } => format!("BUILDING {} is destroyed with {}.", building.value, cards(c)),
        Event::ShieldsRemoved { cards: c } => format!("The SHIELDs are spent: {}.", cards(c)),
        Event::BulwarkAbsorbed { building, shield: Some(shield) } => {
            format!("{} takes 1 of the Bunker's damage and spends its {}.", card_name(*building), card_name(*shield))
        }
        Event::BulwarkAbsorbed { building, shield: None } => format!("{} takes 1 of the Bunker's damage.", card_name(*building)),
        Event::CardLost { building, card } => format!("Drones take {} from BUILDING {}.", card_name(*card), building.value),
        Event::StorageLost { cards: c } => format!("The Harvester empties Bunker storage: {}.", cards(c)),
        Event::BunkerDamaged { amount, health } => format!("The Bunker takes {amount} damage ({health} left)."),
        Event::BunkerRevealed { card } => format!("New Bunker card: {} - {}", card.def().name, card.def().text),
        Event::MothershipRevealed { card } => format!("New Mothership card: {} - {}", card.def().name, card.def().text),
        Event::HandsDiscarded { cards: c } => format!("Every hand is discarded ({}).", count(c.len() as i64, "card", "cards")),
        Event::Repaired { health } => format!("The Bunker is repaired ({health} health)."),
        Event::RepairFailed => "No Bunker card is left to repair with.".into(),
        Event::NothingHit { fired: 0 } => "Our guns are silent: no BUILDING has a manned WEAPON, so the Mothership takes no damage.".into(),
        Event::NothingHit { fired } => format!(
            "The Mothership's Armour stops our {}: it takes no damage.",
            if *fired == 1 { "one shot".to_string() } else { format!("{fired} shots") }
        ),
        Event::PressDeclined => "Neither attack nor repair: the advantage is let pass.".into(),
        Event::GameOver { won: true } => "VICTORY: the Mothership falls!".into(),
        Event::GameOver { won: false } => "DEFEAT: the Bunker falls.".into(),
        // The events that name a seat have their lines in `line`.
        Event::HandStarted { .. }
        | Event::Dealt { .. }
        | Event::Reshuffled { .. }
        | Event::ElectionStarted { .. }
        | Event::Signalled { .. }
        | Event::LeaderChosen { .. }
        | Event::Played { .. }
        | Event::TrickWon { .. } => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Viewer};
    use crate::games::extinction_point::cards::{BunkerCard, InfCard, MothershipCard, Suit};
    use crate::games::extinction_point::event::{Attacker, Pile};
    use crate::games::extinction_point::{ExtinctionPoint, Signal};

    fn describe(event: &Event) -> String {
        line(event).render(|s| ["Ana", "Ben"][s.index()].to_string())
    }

    #[test]
    fn a_redacted_deal_names_no_card() {
        let cards = vec![PlayerCard::new(Suit::People, 3), PlayerCard::new(Suit::Weapon, 12)];
        let dealt = Event::Dealt { seat: Seat(1), count: 2, cards };
        let mine = describe(&dealt);
        assert!(mine.contains("PEOPLE 3 (Rallying Cry)") && mine.contains("WEAPON 12"), "{mine}");
        let hidden = ExtinctionPoint::redact_event(&dealt, Viewer::Seat(Seat(0))).expect("shown as a count");
        let line = describe(&hidden);
        assert_eq!(line, "Ben gets 2 cards.");
    }

    #[test]
    fn trick_results_say_why() {
        let won = Event::TrickWon { seat: Seat(0), card: PlayerCard::new(Suit::Shield, 9), value: 9, infiltrator: 9, tie: true };
        assert_eq!(describe(&won), "We win the trick: Ana's SHIELD 9 (9) ties the Infiltrator's 9 and the tie goes to us.");
        let lost = Event::TrickLost { infiltrator: 11, best: None, tie: false };
        assert!(describe(&lost).contains("none of our cards followed"));
        assert_eq!(inf_name(InfCard::Number { value: 7, plus: true }), "7+");
        assert_eq!(inf_name(InfCard::Sabotage(3)), "Sabotage: Arson");
    }

    #[test]
    fn every_kind_of_event_reads_as_a_sentence() {
        let c = PlayerCard::new(Suit::Building, 4);
        let i = InfCard::Sabotage(0);
        let events = vec![
            Event::HandStarted { hand_no: 1 },
            Event::Reshuffled { pile: Pile::Infiltrator, cards: 20 },
            Event::ElectionStarted { round: 1 },
            Event::Signalled { seat: Seat(0), signal: Signal::ReallyLead },
            Event::LeaderChosen { seat: Seat(0), tied: true },
            Event::SabotageTook { building: c, card: c },
            Event::StoredLost { card: c, by: i },
            Event::Milled { card: c, by: i },
            Event::ShieldKnocked { building: c, card: c, by: i },
            Event::Played { seat: Seat(1), card: c },
            Event::LeadSwitched { suit: Suit::Weapon, by: c },
            Event::InfiltratorRevealed { card: i },
            Event::SabotagePlaced { card: i, building: c },
            Event::SabotageWasted { card: i },
            Event::InfiltratorDiscarded { card: i },
            Event::Ability { card: PlayerCard::new(Suit::People, 2) },
            Event::Placed { card: c, to: Spot::Settlement },
            Event::MovedStored { card: c, building: c },
            Event::SabotageRemoved { building: c, card: i },
            Event::TrickDiscarded { cards: vec![c] },
            Event::BattleStarted { attacker: Attacker::Players, bunker: BunkerCard(0), mothership: MothershipCard(0) },
            Event::MothershipDamaged { amount: 2, health: 3 },
            Event::BuildingDestroyed { building: c, cards: vec![] },
            Event::ShieldsRemoved { cards: vec![c] },
            Event::BulwarkAbsorbed { building: PlayerCard::new(Suit::Building, 1), shield: Some(PlayerCard::new(Suit::Shield, 12)) },
            Event::BulwarkAbsorbed { building: PlayerCard::new(Suit::Building, 1), shield: None },
            Event::CardLost { building: c, card: c },
            Event::StorageLost { cards: vec![c] },
            Event::BunkerDamaged { amount: 1, health: 4 },
            Event::BunkerRevealed { card: BunkerCard::DEFEAT },
            Event::MothershipRevealed { card: MothershipCard::VICTORY },
            Event::HandsDiscarded { cards: vec![c] },
            Event::Repaired { health: 6 },
            Event::RepairFailed,
            Event::NothingHit { fired: 0 },
            Event::NothingHit { fired: 1 },
            Event::PressDeclined,
            Event::GameOver { won: true },
        ];
        for e in &events {
            let line = describe(e);
            let end = line.trim_end_matches('"');
            assert!(end.ends_with('.') || end.ends_with('!') || end.ends_with('?'), "{e:?}: {line}");
            assert!(!line.contains("{") && line.len() > 8, "{e:?}: {line}");
        }
    }
}
