//! The names of the game's cards and signals in words, shared by the log,
//! the prompt and the board so nothing is named two ways.

use super::action::Action;
use super::cards::{InfCard, Parameter, PlayerCard, Suit, Threat};
use super::rules::modifiers::{placement_allowed, storage_limit};
use super::seat_view::View;
use super::state::{Phase, Signal, Spot};

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

/// Why `card`, of the trick being built from, cannot be placed now: the
/// first rule that stops it, as the rules check them (`build_actions`).
/// Tapped, such a card shows this in the reading panel instead of nothing.
pub fn unplaceable_reason(view: &View, card: PlayerCard) -> String {
    let t = &view.table;
    if matches!(t.phase, Phase::Build { placements: 0 }) {
        return "No placement is left from this trick.".into();
    }
    if let Some(lead) = t.trick.lead.filter(|l| *l != card.suit) {
        return format!("Only cards of the leading suit, {}, may be placed; this one is {}.", lead.name(), card.suit.name());
    }
    let parameter = view.bunker_top.def().parameter;
    let disruptor = view.mothership_top.def().threat == Threat::Disruptor;
    let stored = t.storage.iter().filter(|c| c.suit == card.suit).count();
    let store_room = !disruptor && stored < storage_limit(view.bunker_top.def().power);
    if card.suit == Suit::Building || store_room || t.settlement.iter().any(|b| placement_allowed(card, b, parameter)) {
        return String::new();
    }
    let onto = if t.settlement.is_empty() {
        "no BUILDING stands to take it".to_string()
    } else if card.suit == Suit::Shield && t.settlement.iter().all(|b| b.shield().is_some()) {
        "every BUILDING has its SHIELD already".to_string()
    } else {
        format!("no BUILDING takes a {}: {}", card.value, parameter_words(parameter))
    };
    let store = if disruptor { "the Disruptor shuts Bunker storage" } else { "the Bunker's storage has no room for its suit" };
    format!("It cannot be placed: {onto}, and {store}.")
}

/// The Bunker card's construction rule, in words.
pub fn parameter_words(p: Parameter) -> &'static str {
    match p {
        Parameter::AtLeast => "cards on a BUILDING must be its value or higher",
        Parameter::AtMost => "cards on a BUILDING must be its value or lower",
        Parameter::Any => "cards of any value may go on a BUILDING",
    }
}

/// The build step's note: which cards may be placed and where, from the
/// moves the step offers, so it names no place that is not one now. With
/// no BUILDING standing and a trick of another suit, storing is all there
/// is: the note said "tap where it goes: a BUILDING or the new BUILDING
/// spot" beside a settlement with neither. Empty when nothing may be placed.
pub fn build_note(legal: &[Action]) -> String {
    let offered = |is: fn(&Action) -> bool| legal.iter().any(is);
    let onto = offered(|a| matches!(a, Action::Place { to: Spot::Building(_), .. }));
    let new_spot = offered(|a| matches!(a, Action::Place { to: Spot::Settlement, .. }));
    let store = offered(|a| matches!(a, Action::Place { to: Spot::Bunker, .. }));
    let stored = offered(|a| matches!(a, Action::MoveStored { .. }));
    let cards = match (onto || new_spot || store, stored) {
        (true, true) => "a card of the trick (or a stored card)",
        (true, false) => "a card of the trick",
        (false, true) => "a stored card",
        (false, false) => return String::new(),
    };
    let places: Vec<&str> = [(onto || stored, "a BUILDING"), (new_spot, "the new BUILDING spot")]
        .into_iter()
        .filter_map(|(on, place)| on.then_some(place))
        .collect();
    match (places.is_empty(), store) {
        (true, _) => format!("Tap {cards} to choose it: one the Bunker has room for gets a Store button under the prompt."),
        (false, false) => format!("Tap {cards}, then tap where it goes: {}.", places.join(" or ")),
        (false, true) => format!(
            "Tap {cards}, then tap where it goes: {}; a card that may be stored also gets a Store button under the prompt.",
            places.join(" or ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::{build_note, tricks_with_ties};
    use crate::games::extinction_point::cards::{PlayerCard, Suit};
    use crate::games::extinction_point::{Action, Spot};

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

    /// The note names the places the step offers and no other.
    #[test]
    fn the_build_note_names_only_the_places_offered() {
        let card = PlayerCard { suit: Suit::Shield, value: 9 };
        let building = PlayerCard { suit: Suit::Building, value: 5 };
        let place = |to| Action::Place { card, to };
        let store_only = build_note(&[place(Spot::Bunker), Action::FinishBuilding]);
        assert_eq!(store_only, "Tap a card of the trick to choose it: one the Bunker has room for gets a Store button under the prompt.");
        assert!(!store_only.contains("BUILDING"), "{store_only}");
        let onto = build_note(&[place(Spot::Building(building)), Action::FinishBuilding]);
        assert_eq!(onto, "Tap a card of the trick, then tap where it goes: a BUILDING.");
        let everything = build_note(&[
            Action::Place { card: building, to: Spot::Settlement },
            place(Spot::Building(building)),
            place(Spot::Bunker),
            Action::MoveStored { card, building },
        ]);
        assert_eq!(
            everything,
            "Tap a card of the trick (or a stored card), then tap where it goes: a BUILDING or the new BUILDING spot; a card that may be stored also gets a Store button under the prompt."
        );
        assert_eq!(build_note(&[Action::MoveStored { card, building }]), "Tap a stored card, then tap where it goes: a BUILDING.");
        assert_eq!(build_note(&[Action::FinishBuilding]), "");
    }
}
