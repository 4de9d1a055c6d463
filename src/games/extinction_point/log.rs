//! Plain-words text for every event, for the game log. Pure: the view calls
//! it with the seats' names. A redacted deal (no cards) says only the count.

use super::cards::{InfCard, PlayerCard};
use super::event::{Attacker, Event, Pile};
use super::state::{Signal, Spot};
use crate::engine::Seat;

fn who(names: &[String], seat: Seat) -> String {
    names.get(seat.index()).cloned().unwrap_or_else(|| format!("Player {}", seat.0 + 1))
}

/// "PEOPLE 3 (Rallying Cry)" or "WEAPON 9".
pub fn card_name(c: PlayerCard) -> String {
    let extra = c.special().map(|s| s.name).or(c.building_ability().map(|b| b.name));
    match extra {
        Some(name) => format!("{} {} ({name})", c.suit.name(), c.value),
        None => format!("{} {}", c.suit.name(), c.value),
    }
}

/// "9+" or "Sabotage: Arson".
pub fn inf_name(c: InfCard) -> String {
    match c {
        InfCard::Number { value, plus } => format!("{value}{}", if plus { "+" } else { "-" }),
        InfCard::Sabotage(_) => format!("Sabotage: {}", c.sabotage().map_or("?", |d| d.name)),
    }
}

pub fn signal_words(s: Signal) -> &'static str {
    match s {
        Signal::Lead => "I want to lead",
        Signal::RatherNot => "I would rather not lead",
        Signal::ReallyLead => "I really want to lead",
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

pub fn describe(event: &Event, names: &[String]) -> String {
    let n = |s: &Seat| who(names, *s);
    match event {
        Event::HandStarted { hand_no } => format!("Hand {hand_no} is dealt."),
        Event::Dealt { seat, count, cards: c } if c.is_empty() => format!("{} gets {count} cards.", n(seat)),
        Event::Dealt { seat, cards: c, .. } => format!("{} gets {}.", n(seat), cards(c)),
        Event::Reshuffled { pile, cards } => {
            let p = match pile {
                Pile::Player => "Player deck",
                Pile::Infiltrator => "Infiltrator deck",
                Pile::BunkerSupply => "Bunker supply",
            };
            format!("The {p} is reshuffled from its discards ({cards} cards).")
        }
        Event::ElectionStarted { round } => format!("Round {round}: who leads?"),
        Event::Signalled { seat, signal } => format!("{}: \"{}.\"", n(seat), signal_words(*signal)),
        Event::LeaderChosen { seat, tied } if *tied => format!("{} leads (equal signals: seat order from the last winner).", n(seat)),
        Event::LeaderChosen { seat, .. } => format!("{} leads.", n(seat)),
        Event::SabotageTook { building, card } => format!("Sabotage strips {} from BUILDING {}.", card_name(*card), building.value),
        Event::StoredLost { card, by } => format!("{} destroys the stored {}.", inf_name(*by), card_name(*card)),
        Event::Milled { card, by } => format!("{} discards {} from the Player deck.", inf_name(*by), card_name(*card)),
        Event::ShieldKnocked { building, card, by } => {
            format!("{} knocks {} off BUILDING {}.", inf_name(*by), card_name(*card), building.value)
        }
        Event::Played { seat, card } => format!("{} plays {}.", n(seat), card_name(*card)),
        Event::LeadSwitched { suit, .. } => format!("{} is now the leading suit.", suit.name()),
        Event::InfiltratorRevealed { card } => format!("The Infiltrator turns up {}.", inf_name(*card)),
        Event::SabotagePlaced { card, building } => format!("{} lands on BUILDING {}.", inf_name(*card), building.value),
        Event::SabotageWasted { card } => format!("{} finds no BUILDING to sabotage and is discarded.", inf_name(*card)),
        Event::InfiltratorDiscarded { card } => format!("The Infiltrator sets {} aside.", inf_name(*card)),
        Event::Ability { card } => {
            let text = card.special().map_or("", |s| s.text);
            format!("{}: {text}", card_name(*card))
        }
        Event::TrickWon { seat, card, value, infiltrator, tie } => {
            let how = if *tie {
                format!("ties the Infiltrator's {infiltrator} and the tie goes to us")
            } else {
                format!("beats the Infiltrator's {infiltrator}")
            };
            format!("We win the trick: {}'s {} ({value}) {how}.", n(seat), card_name(*card))
        }
        Event::TrickLost { infiltrator, best, tie } => match best {
            Some(b) if *tie => format!("The Infiltrator wins the trick: its {infiltrator} ties our {b} and takes the tie."),
            Some(b) => format!("The Infiltrator wins the trick: its {infiltrator} beats our best {b}."),
            None => format!("The Infiltrator wins the trick with {infiltrator}: none of our cards followed the leading suit."),
        },
        Event::Placed { card, to } => format!("{} goes {}.", card_name(*card), spot(*to)),
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
        Event::HandsDiscarded { cards: c } => format!("Every hand is discarded ({} cards).", c.len()),
        Event::Repaired { health } => format!("The Bunker is repaired ({health} health)."),
        Event::RepairFailed => "No Bunker card is left to repair with.".into(),
        Event::GameOver { won: true } => "VICTORY: the Mothership falls!".into(),
        Event::GameOver { won: false } => "DEFEAT: the Bunker falls.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Viewer};
    use crate::games::extinction_point::cards::{BunkerCard, MothershipCard, Suit};
    use crate::games::extinction_point::event::{Attacker, Pile};
    use crate::games::extinction_point::ExtinctionPoint;

    fn names() -> Vec<String> {
        vec!["Ana".into(), "Ben".into()]
    }

    #[test]
    fn a_redacted_deal_names_no_card() {
        let cards = vec![PlayerCard::new(Suit::People, 3), PlayerCard::new(Suit::Weapon, 12)];
        let dealt = Event::Dealt { seat: Seat(1), count: 2, cards };
        let mine = describe(&dealt, &names());
        assert!(mine.contains("PEOPLE 3 (Rallying Cry)") && mine.contains("WEAPON 12"), "{mine}");
        let hidden = ExtinctionPoint::redact_event(&dealt, Viewer::Seat(Seat(0))).expect("shown as a count");
        let line = describe(&hidden, &names());
        assert_eq!(line, "Ben gets 2 cards.");
    }

    #[test]
    fn trick_results_say_why() {
        let won = Event::TrickWon { seat: Seat(0), card: PlayerCard::new(Suit::Shield, 9), value: 9, infiltrator: 9, tie: true };
        assert_eq!(describe(&won, &names()), "We win the trick: Ana's SHIELD 9 (9) ties the Infiltrator's 9 and the tie goes to us.");
        let lost = Event::TrickLost { infiltrator: 11, best: None, tie: false };
        assert!(describe(&lost, &names()).contains("none of our cards followed"));
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
            Event::GameOver { won: true },
        ];
        for e in &events {
            let line = describe(e, &names());
            let end = line.trim_end_matches('"');
            assert!(end.ends_with('.') || end.ends_with('!') || end.ends_with('?'), "{e:?}: {line}");
            assert!(!line.contains("{") && line.len() > 8, "{e:?}: {line}");
        }
    }
}
