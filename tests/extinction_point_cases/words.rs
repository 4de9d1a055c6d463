//! The board's fixed words, read from the view's source (the view itself is
//! built for the browser only): the How to play page and the press buttons
//! must say what the rules do.

const RULES_TEXT: &str = include_str!("../../src/games/extinction_point/view/rules_text.rs");
const CHOICES: &str = include_str!("../../src/games/extinction_point/view/choices.rs");
const RESULT: &str = include_str!("../../src/games/extinction_point/view/result.rs");

#[test]
fn no_text_promises_seven_cards_a_hand_where_short_hands_exist() {
    // Short hands (fewer than seven cards each) are dealt late in a long game.
    for (file, text) in [("rules_text.rs", RULES_TEXT), ("result.rs", RESULT)] {
        for phrase in ["lasts seven rounds", "seven new cards", "of seven cards"] {
            assert!(!text.contains(phrase), "{file} still says \"{phrase}\"");
        }
    }
    assert!(RULES_TEXT.contains("one round per card"), "the page says how long a hand lasts");
}

#[test]
fn the_press_attack_warns_that_the_mothership_answers() {
    let label = CHOICES.lines().find(|l| l.contains("const ATTACK_LABEL")).expect("the attack button has a named label");
    assert!(label.contains("strikes back"), "{label}");
    let note = CHOICES.lines().find(|l| l.contains("const ATTACK_NOTE")).expect("the attack button has a note");
    assert!(note.contains("Mothership answers") && note.contains("Bunker takes"), "{note}");
}

#[test]
fn the_rules_page_says_the_press_is_ruled_by_the_cards_up_when_it_begins() {
    assert!(RULES_TEXT.contains("face up when you press rule the whole press"));
}
