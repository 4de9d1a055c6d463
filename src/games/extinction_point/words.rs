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

/// A count of tricks and how many of them a tie decided, as the end screen
/// reads it: "14, 1 of them on a tie", "6, none on a tie", "2, both on a tie".
pub fn tricks_with_ties(tricks: u32, ties: u32) -> String {
    match (tricks, ties) {
        (0, _) => "0".to_string(),
        (_, 0) => format!("{tricks}, none on a tie"),
        (1, 1) => "1, on a tie".to_string(),
        (2, 2) => "2, both on a tie".to_string(),
        (n, t) if n == t => format!("{n}, all on a tie"),
        (n, t) => format!("{n}, {t} of them on a tie"),
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

#[cfg(test)]
mod tests {
    use super::tricks_with_ties;

    /// The end screen read "6 (of them 0 on a tie)".
    #[test]
    fn tricks_and_their_ties_read_as_a_sentence() {
        assert_eq!(tricks_with_ties(14, 1), "14, 1 of them on a tie");
        assert_eq!(tricks_with_ties(6, 0), "6, none on a tie");
        assert_eq!(tricks_with_ties(0, 0), "0");
        assert_eq!(tricks_with_ties(1, 1), "1, on a tie");
        assert_eq!(tricks_with_ties(2, 2), "2, both on a tie");
        assert_eq!(tricks_with_ties(3, 3), "3, all on a tie");
    }
}
