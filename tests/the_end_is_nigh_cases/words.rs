//! The words players read: prompts and log lines, built by the rules in
//! pure Rust (`log.rs`, `prompt.rs`), checked here as the screen renders
//! them, with each seat written as its player's name.

use super::*;
use crate::common::words::run_words;
use endgames::engine::{Line, Narrated, Viewer};
use endgames::games::the_end_is_nigh::Pos;

/// The line as the screen writes it, seats named from `names`.
fn said(line: &Line, names: &[&str]) -> String {
    line.render(|s| names[s.index()].to_string())
}

fn prompt_for(g: &Nigh, seat: u8, names: &[&str]) -> String {
    said(&Nigh::prompt(&g.view(Viewer::Seat(Seat(seat)))), names)
}

fn log_for(g: &Nigh, events: &[Event], viewer: Viewer, names: &[&str]) -> Vec<String> {
    let view = g.view(viewer);
    events.iter().filter_map(|e| Nigh::redact_event(e, viewer)).filter_map(|e| Nigh::log_line(&e, &view)).map(|l| said(&l, names)).collect()
}

#[test]
fn every_prompt_and_log_line_reads_as_words_at_every_table_size() {
    let setups: Vec<Setup> = (2..=6).map(|players| Setup { players }).collect();
    let read = run_words::<Nigh>(&setups, 300, 51_000, 400);
    assert!(read > 10_000, "only {read} lines read");
}

#[test]
fn a_seat_named_you_or_a_second_ana_gets_its_own_instructions() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    give_identity(&mut g, Seat(0), Identity::Preacher); // used before voting: no reminder now
    for names in [["You", "Ana", "Ben"], ["Ana", "Ana", "Ben"]] {
        // Seat 0 questions; seat 1, whatever it is called, is told to wait.
        assert_eq!(prompt_for(&g, 0, &names), format!("{}, 1:00: tap a refugee who is not exhausted, then a trait to look at.", names[0]));
        assert_eq!(prompt_for(&g, 1, &names), format!("1:00: {} questions a refugee.", names[0]));
    }
    play(&mut g, Action::Question { spot: 1, slot: 0 });
    let names = ["Ana", "You", "Ana"];
    assert_eq!(prompt_for(&g, 0, &names), "Ana: claim whether the Child is a cultist or not; everyone reads your claim.");
    assert_eq!(prompt_for(&g, 1, &names), "Ana is making a claim about the Child.");
}

#[test]
fn the_hermits_claimant_is_told_why_and_the_log_never_says_a_look_happened_early() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(5, 1, Trait::Cultist)]);
    let names = ["Cleo", "Dev", "Eun"];
    let events = play(&mut g, Action::Question { spot: 5, slot: 1 });
    // Before Dev holds the tablet, Cleo's screen (and the curtain) read:
    let cleo = log_for(&g, &events, Viewer::Seat(Seat(0)), &names);
    assert_eq!(cleo, ["1:00 - Cleo questioned the Hermit.", "Dev is to see the Hermit's right trait (Cleo's pick) and make the claim."]);
    let dev = log_for(&g, &events, Viewer::Seat(Seat(1)), &names);
    assert_eq!(dev[1], "Dev sees the Hermit's right trait (Cleo's pick): Cultist.");
    assert_eq!(
        prompt_for(&g, 1, &names),
        "Dev: the Hermit shows you the trait Cleo picked. Claim whether the Hermit is a cultist or not; everyone reads your claim."
    );
    assert_eq!(prompt_for(&g, 2, &names), "Dev makes the claim about the Hermit, who shows his trait to the next player after Cleo.");
}

#[test]
fn the_identity_reminder_appears_only_when_the_identity_can_be_used() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    // A Detective needs an exhausted refugee: none at 1:00, so no reminder
    // (the card beside the prompt says it is not usable either).
    give_identity(&mut g, Seat(0), Identity::Detective);
    let v = g.view(Viewer::Seat(Seat(0)));
    assert!(!v.identity_usable);
    assert!(!prompt_for(&g, 0, &["Ana", "Ben", "Cleo"]).contains("identity"));
    give_identity(&mut g, Seat(0), Identity::Psychic);
    assert!(g.view(Viewer::Seat(Seat(0))).identity_usable);
    assert!(prompt_for(&g, 0, &["Ana", "Ben", "Cleo"]).ends_with(" You may use your identity first."));
    assert!(!g.view(Viewer::Seat(Seat(1))).identity_usable, "never on another seat's turn");
}

#[test]
fn swaps_prompt_taps_on_cards_and_say_which_refugee_asks() {
    let mut g = table(3);
    refugees(&mut g, [Refugee::Conman, Refugee::Child, Refugee::Geezer, Refugee::Scientist, Refugee::Celebrity, Refugee::Undergrad]);
    traits(&mut g, &[]);
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    let claim = legal(&g)[0].clone();
    play(&mut g, claim);
    let names = ["Ana", "Ben", "Cleo"];
    assert_eq!(
        prompt_for(&g, 0, &names),
        "Ana: the Conman's card asks for a swap: tap the trait card of another refugee to swap yours with."
    );
    assert_eq!(prompt_for(&g, 1, &names), "Ana swaps a trait card, as the Conman's card asks.");
}

#[test]
fn log_lines_name_allegiances_ties_and_removals_in_words() {
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    let names = ["Ana", "Ben", "Cleo", "Dev"];
    let view = g.view(Viewer::Seat(Seat(0)));
    let line = |e: Event| said(&Nigh::log_line(&e, &view).expect("a line"), &names);
    assert_eq!(
        line(Event::LearnedAllegiance { seat: Seat(0), of: Some(Seat(2)), cards: vec![Allegiance::Fanatic] }),
        "Ana looked at Cleo's allegiance: fanatic."
    );
    assert_eq!(line(Event::LearnedAllegiance { seat: Seat(0), of: None, cards: vec![] }), "Ana looked at the card set aside.");
    assert_eq!(
        line(Event::AllegianceDealt { seat: Seat(1), cards: vec![Allegiance::Civilian, Allegiance::Fanatic] }),
        "Ben is dealt a second allegiance card and now holds: civilian, fanatic."
    );
    assert_eq!(
        line(Event::TieToBreak { chooser: Seat(3), spots: vec![0, 5] }),
        "A tie between the Athlete and the Hermit: Dev decides who leaves."
    );
    assert_eq!(line(Event::Removed { spot: 1 }), "The Child is turned away from the bunker.");
    assert_eq!(
        line(Event::Saw { seat: Seat(0), at: Pos::new(3, 1), trait_: Some(Trait::PetDog), picked_by: None }),
        "Ana looked at the Scientist's bottom trait: Pet Dog."
    );
}
