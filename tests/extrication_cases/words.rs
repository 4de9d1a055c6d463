//! The words players read, checked natively: log lines and prompts are the
//! rules' own `Line`s (seats as seats), written with the players' names the
//! way the screen writes them; a tap on something that may not be taken
//! says why.

use super::support::*;
use endgames::engine::{Line, Narrated, Viewer};
use endgames::games::extrication::log;
use endgames::games::extrication::rules::why_not::Item;
use endgames::games::extrication::Table;

/// A line written as the screen writes it, with these seat names.
fn said(line: &Line, names: &[&str]) -> String {
    line.render(|s| names[s.index()].to_string())
}

fn prompt_for(g: &Extrication, viewer: Seat, names: &[&str]) -> String {
    said(&Extrication::prompt(&g.view(Viewer::Seat(viewer))), names)
}

const NAMES: [&str; 3] = ["Ana", "Ben", "Cleo"];

#[test]
fn log_lines_name_the_players_and_count_in_plain_english() {
    let mut g = bare(2);
    let view = g.view(Viewer::Table);
    let line = |e: &Event| Extrication::log_line(e, &view).map(|l| said(&l, &NAMES));
    assert_eq!(line(&Event::RoundStarted { round: 2, order: vec![B, A] }).as_deref(), Some("Round 2 begins. Order: Ben and Ana."));
    assert_eq!(line(&Event::Moved { seat: A, to: 6 }).as_deref(), Some("Ana moves to location 7."));
    assert_eq!(line(&Event::Left { seat: B, place: 0 }).as_deref(), Some("Ben leaves the track, first in next round's order."));

    // The items themselves, from a real take and a real launch.
    g.set_turn(A, Stage::Act { at: 3 }, &[(A, Worker::At(3))]);
    g.put_tiles(3, &[TileFace::Cohort, TileFace::Cohort]);
    assert!(g.dock(A, Pad::Small, SKIFF, 0, 0, 1));
    let taken = play(&mut g, A, Action::TakeCohort { from: 3, pad: Pad::Small });
    let loaded: Vec<String> = taken.iter().filter_map(line).collect();
    assert_eq!(loaded, ["Ana takes a Citizen Cohort from location 4 onto the ship on their small pad."]);
    let launched: Vec<String> = play(&mut g, A, Action::Launch { pad: Pad::Small }).iter().filter_map(line).collect();
    assert_eq!(launched, ["Ana launches the Skiff: 1 Cohort and 0 Organic cubes saved, 1 Fuel burnt."]);

    // Single deals and turn ends are left out: the track shows them.
    assert_eq!(line(&Event::TurnEnded { seat: A }), None);
    // The screen's log is this very line (`GameUi::describe` renders it).
    assert_eq!(log::line(&Event::GameEnded).map(|l| l.to_string()).as_deref(), Some("The last round is over: scoring."));
}

#[test]
fn a_ship_taken_is_named_as_printed_on_its_card() {
    let mut g = bare(2);
    g.set_turn(A, Stage::Act { at: 2 }, &[(A, Worker::At(2))]);
    assert!(g.put_ship(2, RUNABOUT));
    let events = play(&mut g, A, Action::TakeShip { from: 2, pad: Pad::Small });
    let view = g.view(Viewer::Table);
    let lines: Vec<String> = events.iter().filter_map(|e| Extrication::log_line(e, &view)).map(|l| said(&l, &NAMES)).collect();
    assert_eq!(lines, ["Ana takes the Runabout (small, 3 cargo, 2 fuel) from location 3 onto their small pad."]);
}

#[test]
fn a_science_token_taken_is_named_with_its_article() {
    let mut g = bare(2);
    g.set_turn(A, Stage::Act { at: 1 }, &[(A, Worker::At(1))]);
    g.put_tiles(1, &[TileFace::Science(Science::Ai)]);
    let events = play(&mut g, A, Action::TakeScience { from: 1, science: Science::Ai });
    let view = g.view(Viewer::Table);
    let lines: Vec<String> = events.iter().filter_map(|e| Extrication::log_line(e, &view)).map(|l| said(&l, &NAMES)).collect();
    assert_eq!(lines, ["Ana takes an AI token from location 2 onto their tableau."]);
}

#[test]
fn the_acting_player_is_told_what_to_tap_in_the_buttons_words() {
    let mut g = bare(2);
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: tap Go on a free location ahead, or Leave the track.");
    assert_eq!(prompt_for(&g, B, &NAMES), "Ana moves or leaves the track.");

    g.set_turn(A, Stage::Act { at: 3 }, &[(A, Worker::At(3))]);
    g.put_tiles(3, &[TileFace::Cohort]);
    assert!(g.dock(A, Pad::Small, SKIFF, 0, 0, 0));
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: at location 4, tap one thing to take, then where it goes; or End turn.");
    assert_eq!(prompt_for(&g, B, &NAMES), "Ana stands at location 4 and takes one kind of thing.");

    g.clear_location(3);
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: nothing at location 4 can be taken now, so tap End turn.");
}

#[test]
fn prompts_never_ask_for_a_move_that_is_not_there() {
    // Loading: more while some are left, then why not once none are.
    let mut g = bare(2);
    g.set_turn(A, Stage::Act { at: 6 }, &[(A, Worker::At(6))]);
    g.put_tiles(6, &[TileFace::Cohort, TileFace::Cohort]);
    assert!(g.dock(A, Pad::Large, ARK, 0, 0, 0));
    play(&mut g, A, Action::TakeCohort { from: 6, pad: Pad::Large });
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: load more Cohorts from location 7, one tap on a pad each; or End turn.");
    play(&mut g, A, Action::TakeCohort { from: 6, pad: Pad::Large });
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: no Cohorts are left at location 7, so tap End turn.");

    // A full ship: the Cohorts are there but there is no room.
    let mut g = bare(2);
    g.set_turn(A, Stage::Act { at: 6 }, &[(A, Worker::At(6))]);
    g.put_tiles(6, &[TileFace::Cohort, TileFace::Cohort]);
    assert!(g.dock(A, Pad::Small, SKIFF, 1, 0, 1));
    play(&mut g, A, Action::TakeCohort { from: 6, pad: Pad::Small });
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: no room is left aboard for more Cohorts, so Launch a ready ship, or End turn.");

    // At the last location there is nowhere to go but off the track.
    let mut g = bare(2);
    g.set_turn(A, Stage::Move, &[(A, Worker::At(9))]);
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: no free location lies ahead, so tap Leave the track.");

    // After the one thing: Launch if a ship is ready, else End turn.
    g.set_turn(A, Stage::Done, &[]);
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: tap End turn.");
    assert!(g.dock(A, Pad::Small, SKIFF, 1, 0, 1));
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: Launch a ready ship, or End turn.");
}

/// The prompt tells seats apart, not names: a player called "You" watching
/// another's turn is not handed that player's instructions, and two players
/// both called "Ana" each read only their own.
#[test]
fn seats_named_you_or_both_ana_read_their_own_instructions() {
    let mut g = bare(2);
    for names in [["You", "Ana"], ["Ana", "You"], ["Ana", "Ana"]] {
        g.set_turn(A, Stage::Move, &[]);
        let (mover, watcher) = (prompt_for(&g, A, &names), prompt_for(&g, B, &names));
        assert_eq!(mover, format!("{}: tap Go on a free location ahead, or Leave the track.", names[0]));
        assert_eq!(watcher, format!("{} moves or leaves the track.", names[0]));
        g.set_turn(B, Stage::Move, &[]);
        assert_eq!(prompt_for(&g, B, &names), format!("{}: tap Go on a free location ahead, or Leave the track.", names[1]));
        assert!(!prompt_for(&g, A, &names).contains("tap"), "seat 0 ({}) is shown seat 1's instructions", names[0]);
    }
}

#[test]
fn a_tap_on_what_may_not_be_taken_says_why() {
    let mut g = bare(2);
    g.put_tiles(2, &[TileFace::Cohort]);
    g.put_tiles(7, &[TileFace::Science(Science::Comms)]);
    let item = |resource, from, science| Item { resource, from, science };
    let cohort_at_3 = item(Resource::Cohort, 2, None);
    let why = |g: &Extrication, seat, it| Table::why_not_take(&g.table, seat, it);
    assert_eq!(why(&g, B, cohort_at_3), "It is not your turn: wait for yours.");
    assert_eq!(why(&g, A, cohort_at_3), "Move your worker first (Go, or Leave the track): you take things where it lands.");
    g.set_turn(A, Stage::Act { at: 5 }, &[(A, Worker::At(5))]);
    assert_eq!(why(&g, A, cohort_at_3), "Location 3 is out of your reach: a Comms token on your tableau reaches Cohorts behind you.");
    assert_eq!(
        why(&g, A, item(Resource::Science, 7, Some(Science::Comms))),
        "Location 8 is out of your reach: two AI tokens on your tableau reach Science tokens ahead of you."
    );
    g.give_science(A, Science::Comms, 2);
    assert_eq!(why(&g, A, cohort_at_3), "You have no ship on a Launch Pad to load Cohorts onto.");
    g.set_turn(A, Stage::Done, &[]);
    assert_eq!(why(&g, A, cohort_at_3), "You have done your one thing this turn: Launch a ready ship, or End turn.");
}

/// Before the worker moves, a tap on the track asks for a move first; a tap
/// ahead where no Go stands says what keeps the worker from it (Short Hops,
/// another worker), and the prompt names the hop's limit.
#[test]
fn a_tap_beyond_the_worker_s_reach_says_what_keeps_it_short() {
    const FIRST: &str = "Move your worker first (Go, or Leave the track): you take things where it lands.";
    let mut g = bare(2);
    let cohort = |from| Item { resource: Resource::Cohort, from, science: None };
    let why = |g: &Extrication, from| Table::why_not_take(&g.table, A, cohort(from));
    // Ana at location 3, Ben at 5: Go stands on locations 4, 6, 7 under Short Hops.
    g.set_turn(A, Stage::Move, &[(A, Worker::At(2)), (B, Worker::At(4))]);
    // Positive control: with no card in force, everything ahead is in reach.
    assert_eq!(why(&g, 8), FIRST);
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: tap Go on a free location ahead, or Leave the track.");
    g.force_development(Development::ShortHops);
    g.set_turn(A, Stage::Move, &[(A, Worker::At(2)), (B, Worker::At(4))]);
    assert_eq!(
        why(&g, 8),
        format!("Location 9 is beyond Short Hops: this round a worker stops only at the next 3 free locations, here 4, 6 and 7. {FIRST}")
    );
    assert_eq!(why(&g, 4), format!("Location 5 has another worker on it, so yours cannot stop there. {FIRST}"));
    assert_eq!(why(&g, 5), FIRST, "a Go stands there");
    assert_eq!(why(&g, 1), FIRST, "behind the worker");
    assert_eq!(prompt_for(&g, A, &NAMES), "Ana: tap Go on one of the next 3 free locations (Short Hops), or Leave the track.");
}

#[test]
fn a_tap_on_a_pad_the_chosen_item_may_not_go_to_says_why() {
    let mut g = bare(2);
    g.set_turn(A, Stage::Act { at: 3 }, &[(A, Worker::At(3))]);
    assert!(g.put_ship(3, ARK));
    let ark = Item { resource: Resource::Ship, from: 3, science: None };
    assert_eq!(g.table.why_not_onto(A, ark, Pad::Small), "Your small pad takes small ships only.");
    assert!(g.dock(A, Pad::Small, SKIFF, 2, 0, 0));
    assert_eq!(g.table.why_not_onto(A, ark, Pad::Small), "Your small pad already holds the Skiff: one ship per pad.");
    let cohort = Item { resource: Resource::Cohort, from: 3, science: None };
    assert_eq!(g.table.why_not_onto(A, cohort, Pad::Small), "The Skiff has no free cargo space.");
    assert_eq!(g.table.why_not_onto(A, cohort, Pad::Large), "There is no ship on your large pad to load onto.");
}

/// Every prompt and log line of random games at every table size, for every
/// seat's view and the table's: the acting seat's prompt starts with it,
/// nothing is empty, starts in lower case or shows debug text.
#[test]
fn every_prompt_and_log_line_reads_as_words_at_every_table_size() {
    let setups: Vec<Setup> = (2..=4).map(|players| Setup { players }).collect();
    let read = crate::common::words::run_words::<Extrication>(&setups, 300, 31_000, 20_000);
    assert!(read > 100_000, "only {read} lines read");
}
