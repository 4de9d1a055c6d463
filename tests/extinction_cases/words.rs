//! What players read: log lines and prompts as `Line`s with seats kept as
//! seats, hexes named by the marks drawn on the map, plurals right, the
//! prompt naming the buttons as they read, and the reason a tap on a hex
//! that is not legal gets.

use super::support::*;
use endgames::engine::{Game, Line, Narrated, Part, Seat, Viewer};
use endgames::games::extinction::cards::{Act, Barrier, Hunt};
use endgames::games::extinction::map::{habitat, hex_mark, hex_name, Habitat, HEXES, HEX_COUNT};
use endgames::games::extinction::prompt::{done_label, hex_refusal};
use endgames::games::extinction::{Cell, Event, Extinction, Phase, Setup, Skip};

const S3: Seat = Seat(3);

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn read(line: &Line, names: &[&str]) -> String {
    line.render(|s| names[s.index()].to_string())
}

fn said(event: Event) -> String {
    describe(&event, &names(&["Ana", "Ben", "Cy", "Dee"]))
}

#[test]
fn words_of_every_prompt_and_log_line_at_two_to_four_seats() {
    let setups: Vec<Setup> = (2..=4).map(|players| Setup { players, rounds: 3 }).collect();
    let read = crate::common::words::run_words::<Extinction>(&setups, 120, 61_000, 20_000);
    assert!(read > 100_000, "only {read} prompts and lines read");
}

#[test]
fn log_lines_read_as_sentences_with_plurals_right() {
    let meadow = (0..HEX_COUNT as u8).find(|&h| habitat(h) == Habitat::Meadow).unwrap();
    assert_eq!(said(Event::Placed { seat: S0, hex: 0, count: 3, shows: 3 }), "Ana puts 3 on woodland W1 (now 3).");
    assert_eq!(said(Event::CullDue { seat: S1, count: 1 }), "Ben must remove 1 individual.");
    assert_eq!(said(Event::CullDue { seat: S1, count: 4 }), "Ben must remove 4 individuals.");
    let hidden = Event::Newborns { seat: S2, parents: None, rate: None, newborns: 1, room: 1 };
    assert_eq!(said(hidden), "Cy has 1 newborn to place.");
    let own = Event::Newborns { seat: S2, parents: Some(1), rate: Some(6), newborns: 1, room: 1 };
    assert_eq!(said(own), "Cy: 1 parent in optimal habitats at rate 0.6 give 1 newborn; 1 fit.");
    assert_eq!(said(Event::FilledUp { seat: S0, hexes: vec![0] }), "Ana is boxed in: woodland W1 filled to 6.");
    assert_eq!(said(Event::FilledUp { seat: S0, hexes: vec![0, meadow] }), "Ana is boxed in: woodland W1 and meadow M1 filled to 6.");
    let announced = Event::Announced { seat: S0, hunt: Hunt::Strong, resisted: vec![S1], exposed: vec![S2, S3] };
    assert_eq!(said(announced), "Ana hunts as a strong predator: Ben resists; Cy and Dee do not resist.");
    let nobody = Event::Announced { seat: S0, hunt: Hunt::Swift, resisted: vec![], exposed: vec![] };
    assert_eq!(said(nobody), "Ana hunts as a swift predator: no rival is left to ask.");
    let captured = Event::Competed { seat: S0, from: 0, to: meadow, count: 3, rival: S1, lost: 2 };
    assert_eq!(said(captured), "Ana outcompetes Ben's 2 on meadow M1 with 3 from woodland W1.");
    let barrier = Event::BarrierPlaced { seat: S3, hex: meadow, barrier: Barrier::River, displaced: Some((S1, 2)) };
    assert_eq!(said(barrier), "Dee puts a river on meadow M1 (the cube of 2 there goes back to Ben).");
    let skipped = Event::Skipped { seat: S1, act: Act::PlaceBarrier, why: Skip::NoBarriers };
    assert_eq!(said(skipped), "Ben cannot place a barrier: every barrier is placed.");
    let spun = Event::Spun { seat: S2, segment: 5, first: Act::Reproduce, second: Act::CompetePrey };
    assert_eq!(said(spun), "Cy spins 6: reproduce, then compete/prey.");
}

#[test]
fn a_log_line_keeps_seats_as_seats() {
    let line = endgames::games::extinction::log::event_line(&Event::Extinct { seat: S1 });
    assert_eq!(line.0.first(), Some(&Part::Seat(S1)));
    // A player named "You" is written as they named themself, nothing built from it.
    assert_eq!(read(&line, &["Ana", "You"]), "You's species is extinct.");
}

#[test]
fn every_hex_has_a_mark_drawn_on_the_map_and_is_named_by_it() {
    let marks: Vec<String> = (0..HEX_COUNT as u8).map(hex_mark).collect();
    for (i, m) in marks.iter().enumerate() {
        assert_eq!(marks.iter().filter(|x| *x == m).count(), 1, "{m} is on two hexes");
        assert!(m.starts_with(HEXES[i].habitat.letter()), "{m} on a {:?} hex", HEXES[i].habitat);
    }
    assert_eq!(marks[0], "W1", "numbered from the north-west");
    assert!(marks.contains(&"W19".to_string()) && !marks.contains(&"W20".to_string()));
    assert_eq!(hex_name(2), "meadow M1");
    // No grid coordinates are left in any name.
    assert!(!(0..HEX_COUNT as u8).map(hex_name).any(|n| n.contains('(') || n.contains(',')));
}

/// A game where `seat` migrates from a cube of 4 with mobility 20.
fn migrating(seat: Seat) -> Extinction {
    let mut g = game(2);
    give(&mut g, seat, endgames::games::extinction::cards::Gene::HabitatMobility, habitat_card(20, Habitat::Woodland));
    let (centre, _) = inland(Habitat::Woodland);
    put(&mut g, seat, centre, 4);
    set_phase(&mut g, Phase::Migrate { seat, spent: 0, lifting: None, group: None });
    g
}

#[test]
fn seats_named_you_and_ana_each_read_their_own_instructions() {
    for list in [["You", "Ana"], ["Ana", "Ana"]] {
        for mover in [S0, S1] {
            let g = migrating(mover);
            for viewer in [S0, S1] {
                let line = Extinction::prompt(&g.view(Viewer::Seat(viewer)));
                assert_eq!(line.0.first(), Some(&Part::Seat(mover)), "the acting seat comes first");
                let text = read(&line, &list);
                assert!(
                    text.starts_with(&format!("{}: ", list[mover.index()]))
                        || text.starts_with(&format!("{} migrates", list[mover.index()])),
                    "{text}"
                );
                // The mover's own screen has its budget; the other's only what it saw.
                let own = viewer == mover;
                assert_eq!(text.contains("Mobility left: 20."), own, "{list:?}, {viewer:?} reads: {text}");
                assert_eq!(text.contains("Mobility spent so far: 0."), !own, "{list:?}, {viewer:?} reads: {text}");
            }
        }
    }
}

#[test]
fn the_prompt_names_the_button_that_ends_the_step_as_it_reads() {
    let mut g = game(2);
    put(&mut g, S0, 0, 4);
    let cases = [
        (Phase::Compete { seat: S0, used: vec![] }, "Do not compete"),
        (Phase::Compete { seat: S0, used: vec![0] }, "End competing"),
        (Phase::Migrate { seat: S0, spent: 0, lifting: None, group: None }, "Do not migrate"),
        (Phase::Migrate { seat: S0, spent: 3, lifting: None, group: None }, "End the migration"),
        (Phase::Genes { seat: S0 }, "Done changing genes"),
    ];
    for (phase, button) in cases {
        set_phase(&mut g, phase.clone());
        assert_eq!(done_label(&phase), button);
        let text = prompt(&g.view(Viewer::Seat(S0)));
        assert!(text.contains(&format!("tap {button}")), "{text}");
        assert!(!text.contains("or Done") && !text.contains("then Done."), "{text}");
    }
}

#[test]
fn a_tap_on_a_hex_that_is_not_legal_says_why_by_its_mark() {
    let mut g = game(2);
    put(&mut g, S0, 0, 4);
    let meadow = 2;
    put(&mut g, S1, meadow, 2);
    set_phase(&mut g, Phase::Compete { seat: S0, used: vec![] });
    let v = g.view(Viewer::Seat(S0));
    assert_eq!(
        hex_refusal(&v, meadow, None),
        "Not meadow M1: it holds a rival's cube of 2, and competing and preying go from an unused cube of yours \
         into a marked rival hex next to it, or across a barrier you cross."
    );
    // With a cube of yours chosen, the reason is about that cube's reach.
    assert_eq!(
        hex_refusal(&v, meadow, Some(0)),
        "Not meadow M1: it holds a rival's cube of 2, and from woodland W1 a cube competes or preys only into a marked rival hex \
         next to it, or across a barrier you cross."
    );
    set_phase(&mut g, Phase::Founding { seat: S0, relocating: false, left: 26, pick: None });
    assert_eq!(
        hex_refusal(&g.view(Viewer::Seat(S0)), 0, None),
        "Not woodland W1: it holds your cube of 4, and founders go on an empty hex."
    );
    // Relocating with nothing in hand, an empty hex is no place to tap: it
    // read "…tap one of your cubes to take it back, or an empty hex to place".
    let empty = (0..HEX_COUNT as u8).find(|&h| g.cell(h) == Cell::Empty).expect("an empty hex");
    set_phase(&mut g, Phase::Founding { seat: S0, relocating: true, left: 0, pick: None });
    assert_eq!(
        hex_refusal(&g.view(Viewer::Seat(S0)), empty, None),
        format!("Not {}: it is empty, and with no founder in hand, a tap on one of your cubes takes it back first.", hex_name(empty))
    );
    set_phase(&mut g, Phase::Founding { seat: S0, relocating: true, left: 4, pick: None });
    assert_eq!(
        hex_refusal(&g.view(Viewer::Seat(S0)), meadow, None),
        "Not meadow M1: it holds a rival's cube of 2, and the founders in hand go on an empty hex, or a tap on one of your cubes takes it back."
    );
}

/// With a hex chosen for founders, a tap on another empty hex (or the chosen
/// one) says the count is wanted first; it read "it is empty", which is what
/// made the hex a fair choice.
#[test]
fn with_a_hex_chosen_a_tap_elsewhere_asks_for_the_count_not_the_hex() {
    let mut g = game(2);
    let empty = (0..HEX_COUNT as u8).filter(|&h| g.cell(h) == Cell::Empty).collect::<Vec<_>>();
    let (chosen, other) = (empty[0], empty[1]);
    set_phase(&mut g, Phase::Founding { seat: S0, relocating: false, left: 30, pick: Some(chosen) });
    let v = g.view(Viewer::Seat(S0));
    let why = hex_refusal(&v, other, None);
    assert_eq!(
        why,
        format!(
            "Not {}: {} is chosen, so first choose how many go on it with the buttons under the prompt, or tap Another hex to choose again.",
            hex_name(other),
            hex_name(chosen)
        )
    );
    assert!(!why.contains("empty"), "{why}");
    assert_eq!(
        hex_refusal(&v, chosen, None),
        format!("{} is chosen: choose how many go on it with the buttons under the prompt.", hex_name(chosen))
    );
}

/// A species with no mobility left has nothing on the map to lift: its
/// owner is told so and which button ends the step, on the prompt and on a
/// tap on its own cube (which read "…and lift a group from one of your
/// marked cubes" with none marked). A rival still reads only what it saw.
#[test]
fn with_no_mobility_left_the_owner_is_told_to_end_the_migration() {
    let mut g = game(2);
    give(&mut g, S0, endgames::games::extinction::cards::Gene::HabitatMobility, habitat_card(0, Habitat::Woodland));
    let (centre, _) = inland(Habitat::Woodland);
    put(&mut g, S0, centre, 4);
    set_phase(&mut g, Phase::Migrate { seat: S0, spent: 0, lifting: None, group: None });
    assert_eq!(g.legal_actions(S0), vec![endgames::games::extinction::Action::Done], "nothing to lift at mobility 0");
    let own = g.view(Viewer::Seat(S0));
    assert_eq!(said_to(&own), "Ana cannot migrate: its mobility is 0. Tap Do not migrate.");
    assert_eq!(
        hex_refusal(&own, centre, None),
        format!("Not {}: no mobility is left to move a group, so tap Do not migrate.", hex_name(centre))
    );
    let rival = said_to(&g.view(Viewer::Seat(S1)));
    assert!(rival.contains("migrates: tap one of your cubes") && rival.contains("Mobility spent so far: 0."), "{rival}");

    // Mobility 20, all of it spent.
    give(&mut g, S0, endgames::games::extinction::cards::Gene::HabitatMobility, habitat_card(20, Habitat::Woodland));
    set_phase(&mut g, Phase::Migrate { seat: S0, spent: 20, lifting: None, group: None });
    let own = g.view(Viewer::Seat(S0));
    assert_eq!(said_to(&own), "Ana has used all its mobility: tap End the migration.");
    assert!(hex_refusal(&own, centre, None).ends_with("so tap End the migration."));
    // Control: with mobility left, the usual sentences, naming the marked cubes.
    set_phase(&mut g, Phase::Migrate { seat: S0, spent: 0, lifting: None, group: None });
    let own = g.view(Viewer::Seat(S0));
    assert!(said_to(&own).contains("migrates: tap one of your cubes to lift a group"), "{}", said_to(&own));
    assert!(hex_refusal(&own, far_from_any(centre), None).contains("a group sets off only from a marked cube of yours"));
}

/// An empty hex well away from `hex`.
fn far_from_any(hex: endgames::games::extinction::map::HexId) -> endgames::games::extinction::map::HexId {
    (0..HEX_COUNT as u8).max_by_key(|&h| endgames::games::extinction::map::distance(h, hex)).unwrap()
}

/// The prompt as Ana and Ben read it.
fn said_to(view: &endgames::games::extinction::View) -> String {
    read(&Extinction::prompt(view), &["Ana", "Ben"])
}

#[test]
fn a_remembered_card_is_placed_counting_from_the_top() {
    use endgames::games::extinction::words::deck_place;
    assert_eq!(deck_place(7, 8), "on top, drawn next");
    assert_eq!(deck_place(6, 8), "2nd from the top");
    assert_eq!(deck_place(5, 8), "3rd from the top");
    assert_eq!(deck_place(0, 8), "8th from the top");
    assert_eq!(deck_place(0, 11), "11th from the top");
    assert_eq!(deck_place(0, 12), "12th from the top");
}
