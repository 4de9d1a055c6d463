//! The names of the game's cards and signals in words, shared by the log,
//! the prompt and the board so nothing is named two ways.

use super::cards::{InfCard, PlayerCard};
use super::state::Signal;

/// "WEAPON 7": a Player card's suit and value, as its face shows them.
pub fn short_name(c: PlayerCard) -> String {
    format!("{} {}", c.suit.name(), c.value)
}

/// "PEOPLE 3 (Rallying Cry)" or "WEAPON 9".
pub fn card_name(c: PlayerCard) -> String {
    let extra = c.special().map(|s| s.name).or(c.building_ability().map(|b| b.name));
    match extra {
        Some(name) => format!("{} {} ({name})", c.suit.name(), c.value),
        None => format!("{} {}", c.suit.name(), c.value),
    }
}

/// "9+" or "Sabotage: Arson": an Infiltrator card in a sentence about the
/// Infiltrator (the log); [`inf_card_name`] names it on its own.
pub fn inf_name(c: InfCard) -> String {
    match c {
        InfCard::Number { value, plus } => format!("{value}{}", if plus { "+" } else { "-" }),
        InfCard::Sabotage(_) => format!("Sabotage: {}", c.sabotage().map_or("?", |d| d.name)),
    }
}

/// A lead signal as its player says it.
pub fn signal_words(s: Signal) -> &'static str {
    match s {
        Signal::Lead => "I want to lead",
        Signal::RatherNot => "I would rather not lead",
        Signal::ReallyLead => "I really want to lead",
    }
}

/// "Infiltrator 7+" or "Sabotage: Arson": an Infiltrator card named on its
/// own, as the board shows it.
pub fn inf_card_name(c: InfCard) -> String {
    match c {
        InfCard::Number { value, plus: true } => format!("Infiltrator {value}+"),
        InfCard::Number { value, plus: false } => format!("Infiltrator {value}−"),
        InfCard::Sabotage(_) => format!("Sabotage: {}", c.sabotage().map_or("?", |d| d.name)),
    }
}
