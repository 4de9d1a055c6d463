//! Shared helpers for the scenario tests: a game with an empty track, and
//! short ways to act and to read the table.
#![allow(dead_code)]

pub use endgames::engine::{Audited, Game, Seat, ToAct};
pub use endgames::games::extrication::components::*;
pub use endgames::games::extrication::{Action, Event, Extrication, Setup, Stage, Worker};

pub const A: Seat = Seat(0);
pub const B: Seat = Seat(1);
pub const C: Seat = Seat(2);
pub const D: Seat = Seat(3);

/// A new game of `players` with seat order 0, 1, ... and an empty track.
pub fn bare(players: u8) -> Extrication {
    let mut g = Extrication::new(&Setup { players }, 1).expect("valid");
    g.clear_track();
    g.table.order = Seat::all(players as usize).collect();
    g.set_turn(A, Stage::Move, &[]);
    g.check_invariants().expect("a bare game is sound");
    g
}

/// Plays `action` for `seat`, which must be legal.
pub fn play(g: &mut Extrication, seat: Seat, action: Action) -> Vec<Event> {
    let events = g.apply(seat, &action).unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    g.check_invariants().expect("invariants hold");
    events
}

/// Asserts `action` is refused and changes nothing; returns the reason.
pub fn refused(g: &Extrication, seat: Seat, action: Action) -> String {
    let mut probe = g.clone();
    let err = probe.apply(seat, &action).expect_err("should be refused");
    assert_eq!(&probe, g, "a refused action changed the state");
    err.to_string()
}

pub fn legal(g: &Extrication, seat: Seat) -> Vec<Action> {
    g.legal_actions(seat)
}

pub fn acting(g: &Extrication) -> Seat {
    match g.to_act() {
        ToAct::One(s) => s,
        other => panic!("expected one seat to act, got {other:?}"),
    }
}

/// Ends the game at once: Final Scramble in force, every worker leaves.
pub fn finish(g: &mut Extrication) {
    g.force_development(Development::FinalScramble);
    let n = g.seat_count();
    for s in Seat::all(n) {
        g.table.players[s].worker = Worker::Start;
    }
    g.set_turn(g.table.order[0], Stage::Move, &[]);
    while !g.to_act().is_over() {
        let s = acting(g);
        if g.table.turn.is_some_and(|t| t.stage != Stage::Move) {
            play(g, s, Action::EndTurn);
        } else {
            play(g, s, Action::Leave);
        }
    }
}

/// The outcome's explanation as text, one line each.
pub fn explanation(g: &Extrication) -> Vec<String> {
    g.to_act().outcome().expect("over").explanation.iter().map(|l| l.to_string()).collect()
}
