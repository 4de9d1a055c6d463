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

// ---- The words players read: log lines and prompts as Lines with seats ----

use crate::common;
use crate::support::*;
use endgames::engine::{Game, Line, Narrated, Part, Seat, Viewer};
use endgames::games::extinction_point::log::line;
use endgames::games::extinction_point::{Action, Difficulty, Event, ExtinctionPoint, Pile, Setup, Signal};

fn named(line: &Line, names: &[&str]) -> String {
    line.render(|s| names[s.index()].to_string())
}

fn ana_ben(line: &Line) -> String {
    named(line, &["Ana", "Ben", "Cleo", "Dev"])
}

#[test]
fn log_lines_read_as_the_players_see_them() {
    let played = Event::Played { seat: S1, card: w(9) };
    assert_eq!(ana_ben(&line(&played)), "Ben plays WEAPON 9.");
    let signal = Event::Signalled { seat: S0, signal: Signal::ReallyLead };
    assert_eq!(ana_ben(&line(&signal)), "Ana signals: I really want to lead.");
    let won = Event::TrickWon { seat: S0, card: s(9), value: 9, infiltrator: 9, tie: true };
    assert_eq!(ana_ben(&line(&won)), "We win the trick: Ana's SHIELD 9 (9) ties the Infiltrator's 9 and the tie goes to us.");
    let one = Event::Reshuffled { pile: Pile::Infiltrator, cards: 1 };
    assert_eq!(ana_ben(&line(&one)), "The Infiltrator deck is reshuffled from its discards (1 card).");
    let hidden = Event::Dealt { seat: S1, count: 1, cards: Vec::new() };
    assert_eq!(ana_ben(&line(&hidden)), "Ben gets 1 card.");
    let dealt = Event::Dealt { seat: S1, count: 2, cards: vec![p(3), w(12)] };
    let shown = ExtinctionPoint::redact_event(&dealt, Viewer::Seat(S0)).expect("a count for others");
    assert_eq!(ana_ben(&line(&shown)), "Ben gets 2 cards.");
    // The line names the seat, never a name: the shell writes it.
    assert_eq!(line(&played).0.first(), Some(&Part::Seat(S1)));
}

#[test]
fn prompts_tell_the_acting_seat_what_to_tap_and_the_others_what_happens() {
    let mut g = two();
    deal(&mut g, &[&[w(9), p(5)], &[s(3), w(2)]]);
    let prompt = |g: &ExtinctionPoint, v: Seat| ana_ben(&ExtinctionPoint::prompt(&g.view(Viewer::Seat(v))));
    let round = |g: &ExtinctionPoint| format!("hand {}, round {} of 7", g.table.hand_no, g.table.round);
    assert_eq!(prompt(&g, S0), format!("Ana: do you want to lead this trick ({})? Tap a signal.", round(&g)));
    act(&mut g, S0, Action::Signal { signal: Signal::RatherNot });
    let mut r = round(&g);
    r.replace_range(..1, "H");
    assert_eq!(prompt(&g, S0), format!("{r}: who leads? Waiting for Ben to signal."));
    act(&mut g, S1, Action::Signal { signal: Signal::ReallyLead });
    assert_eq!(prompt(&g, S1), "Ben: lead the trick: tap any card in your hand, then Confirm.");
    assert_eq!(prompt(&g, S0), "Ben leads the trick.");
    play(&mut g, S1, w(2));
    assert_eq!(prompt(&g, S0), "Ana: play a card (leading suit: WEAPON): tap it in your hand, then Confirm.");
    assert_eq!(prompt(&g, S1), "Ana plays a card (leading suit: WEAPON).");
}

/// Seats called "You" and "Ana", or "Ana" twice: each acting seat's prompt
/// opens with that seat, so "You" (seat 0) is never handed seat 1's step.
#[test]
fn the_prompt_voice_holds_for_seats_called_you_and_ana() {
    let mut g = two();
    deal(&mut g, &[&[w(9), p(5)], &[s(3), w(2)]]);
    elect(&mut g, S1);
    let view = |v: Seat| ExtinctionPoint::prompt(&g.view(Viewer::Seat(v)));
    assert_eq!(named(&view(S1), &["You", "Ana"]), "Ana: lead the trick: tap any card in your hand, then Confirm.");
    assert_eq!(named(&view(S0), &["You", "Ana"]), "Ana leads the trick.");
    assert_eq!(named(&view(S1), &["Ana", "Ana"]), "Ana: lead the trick: tap any card in your hand, then Confirm.");
    assert_eq!(view(S1).0.first(), Some(&Part::Seat(S1)));
}

#[test]
fn every_prompt_and_log_line_reads_as_words_in_random_games() {
    let mut setups = Vec::new();
    for players in 2..=4 {
        for difficulty in Difficulty::ALL {
            setups.push(Setup { players, bunker_health: 5, mothership_health: 5, difficulty });
        }
    }
    let read = common::words::run_words::<ExtinctionPoint>(&setups, 300, 52_000, 20_000);
    assert!(read > 10_000, "only {read} lines read");
}
