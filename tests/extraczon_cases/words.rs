//! The words players read: exact log lines and prompts (built in pure Rust,
//! seats as seats), the words check over every set-up, and one prompt voice
//! whatever the players call themselves.

use crate::common;
use crate::support::*;
use endgames::engine::{Game, Line, Narrated, Seat, Viewer};
use endgames::games::extraczon::board::{Pos, SITES};
use endgames::games::extraczon::cards::{CardId, ZombieId};
use endgames::games::extraczon::log::line;
use endgames::games::extraczon::{Action, Event, ExtracZon, Mode, OrderPurpose, Place, Route, Setup, Step};

fn names(line: &Line, names: &[&str]) -> String {
    line.render(|s| names[s.index()].to_string())
}

fn ana_ben(line: &Line) -> String {
    names(line, &["Ana", "Ben", "Cleo"])
}

#[test]
fn log_lines_read_as_the_players_see_them() {
    let s = S0;
    let hp = Event::HpRolled { seat: s, dice: [5, 4, 3, 2], bonus: 2, total: 16, hp: 16, success: true };
    assert_eq!(ana_ben(&line(&hp)), "Ana rolls 5, 4, 3, 2 + 2 = 16 against HP 16: success.");
    let order = Event::OrderRolled { seat: S1, die: 4, purpose: OrderPurpose::FirstPlayer };
    assert_eq!(ana_ben(&line(&order)), "Ben rolls 4 for first player.");
    let tied = Event::OrderTied { seats: vec![S0, S1, S2] };
    assert_eq!(ana_ben(&line(&tied)), "Ana, Ben and Cleo tie and roll again.");
    let contained = Event::Contained { seat: s, zombie: ZombieId(0), secured: vec![CardId(0)] };
    let site = &SITES[0];
    assert_eq!(ana_ben(&line(&contained)), format!("Ana contains the Zombie of the {} (HP {}) and secures 1 card.", site.name, site.hp));
    assert_eq!(ana_ben(&line(&Event::DrawRolled { seat: s, die: 1 })), "Ana rolls 1: draw 1 card.");
    assert_eq!(ana_ben(&line(&Event::DrawRolled { seat: s, die: 3 })), "Ana rolls 3: draw 3 cards.");
    let escaped = Event::Escaped { seat: S1, site: site.id };
    assert_eq!(ana_ben(&line(&escaped)), format!("The Zombie of the {} (HP {}) escapes from Ben.", site.name, site.hp));
}

#[test]
fn a_move_of_one_point_says_point_and_names_the_place_not_a_grid() {
    let door = SITES[0].door;
    let one = Route { steps: vec![Step::Walk { to: door }], cost: 1 };
    let moved = Event::Moved { seat: S0, from: Place::Tile(Pos::new(door.x, door.y + 1)), to: Place::Tile(door), route: one };
    let text = ana_ben(&line(&moved));
    // "the door of the Pharmacy" read like going in: the tile is outside it.
    assert_eq!(text, format!("Ana moves to the street outside the {}'s door (1 point).", SITES[0].name));
    assert!(!text.contains("row") && !text.contains("column"), "{text}");

    let jump = Route { steps: vec![Step::Jump { over: vec![S1], to: door }], cost: 2 };
    let jumped = Event::Moved { seat: S0, from: Place::Tile(Pos::new(door.x, door.y + 2)), to: Place::Tile(door), route: jump };
    assert_eq!(
        ana_ben(&line(&jumped)),
        format!("Ana moves to the street outside the {}'s door, jumping over Ben (2 points).", SITES[0].name)
    );

    let enter = Route { steps: vec![Step::Enter { site: SITES[0].id }], cost: 1 };
    let entered = Event::Moved { seat: S0, from: Place::Tile(door), to: Place::Site(SITES[0].id), route: enter };
    assert_eq!(ana_ben(&line(&entered)), format!("Ana enters the {} (HP {}).", SITES[0].name, SITES[0].hp));
}

#[test]
fn prompts_say_the_step_in_the_buttons_words() {
    let mut g = started(2, &[]);
    let prompt = |g: &ExtracZon| ana_ben(&ExtracZon::prompt(&g.view(Viewer::Seat(S0))));
    assert_eq!(prompt(&g), "Ana: roll the black die to move.");
    g.force_rolls(&[1]);
    play(&mut g, S0, Action::RollMovement);
    assert_eq!(prompt(&g), "Ana: move 1 tile (tap a highlighted place, then Confirm).");
    let fresh = ExtracZon::new(&setup(2), 7).expect("valid");
    assert_eq!(prompt(&fresh), "Ana: roll a red die to see who goes first.");
}

/// Seats called "You" and "Ana", or "Ana" twice: the prompt starts with the
/// seat that may act, so each reads their own instructions, and no prompt
/// is built around the word "You".
#[test]
fn the_prompt_names_the_seat_to_act_whatever_the_names() {
    let mut g = started(2, &[]);
    let view = |g: &ExtracZon, s: Seat| ExtracZon::prompt(&g.view(Viewer::Seat(s)));
    assert_eq!(names(&view(&g, S0), &["You", "Ana"]), "You: roll the black die to move.");
    assert_eq!(names(&view(&g, S1), &["You", "Ana"]), "You: roll the black die to move.");
    // Seat 1's turn: "Ana" (seat 1) is named, not the "You" of seat 0.
    g.force_rolls(&[6]);
    play(&mut g, S0, Action::RollMovement);
    let to = g.legal_actions(S0)[0].clone();
    play(&mut g, S0, to);
    while g.table.turn == S0 {
        let a = g.legal_actions(S0).last().cloned().expect("a legal action");
        g.force_rolls(&[1, 1, 1, 1]);
        play(&mut g, S0, a);
    }
    let line = view(&g, S0);
    assert_eq!(line.0.first(), Some(&endgames::engine::Part::Seat(S1)));
    assert!(names(&line, &["You", "Ana"]).starts_with("Ana: "), "{}", names(&line, &["You", "Ana"]));
    assert!(names(&line, &["Ana", "Ana"]).starts_with("Ana: "));
}

#[test]
fn every_prompt_and_log_line_reads_as_words_in_random_games() {
    let setups = vec![
        Setup { players: 1, mode: Mode::Solo },
        Setup { players: 2, mode: Mode::Competitive },
        Setup { players: 3, mode: Mode::Competitive },
        Setup { players: 4, mode: Mode::Competitive },
        Setup { players: 3, mode: Mode::Teams { team: vec![0, 1, 0] } },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 0, 0, 1] } },
    ];
    let read = common::words::run_words::<ExtracZon>(&setups, 300, 4100, 100_000);
    assert!(read > 10_000, "only {read} lines read");
}
