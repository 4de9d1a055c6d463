//! Set-up: order of play, founders of exactly 30, relocation, first genes.

use super::support::*;
use endgames::engine::{Game, Seat};
use endgames::games::extinction::map::HEX_COUNT;
use endgames::games::extinction::{Action, Event, Extinction, Phase, Setup};

#[test]
fn the_lowest_throw_plays_first_and_ties_throw_again() {
    for seed in 0..40 {
        let g = Extinction::new(&Setup { players: 4, rounds: 12 }, seed).unwrap();
        let t = &g.table;
        let sum = |s: Seat| t.order_rolls[s].last().map(|(a, b)| a + b).unwrap();
        // The first seat's last throw beats everyone who threw as often.
        let throws = t.order_rolls[t.first].len();
        for s in Seat::all(4).filter(|&s| s != t.first && t.order_rolls[s].len() == throws) {
            assert!(sum(t.first) < sum(s), "seed {seed}");
        }
        assert!(matches!(t.phase, Phase::Founding { seat, left: 30, .. } if seat == t.first));
    }
}

#[test]
fn a_bad_setup_is_refused_in_words() {
    assert!(Extinction::new(&Setup { players: 5, rounds: 12 }, 1).unwrap_err().0.contains("2 to 4"));
    assert!(Extinction::new(&Setup { players: 2, rounds: 200 }, 1).is_err());
}

/// Founds `seat`'s 30 as five cubes of 6 on the first empty hexes.
fn found_thirty(g: &mut Extinction, seat: Seat) {
    for _ in 0..5 {
        let hex = (0..HEX_COUNT as u8).find(|&h| g.legal_actions(seat).contains(&Action::Pick { hex: h })).unwrap();
        act(g, seat, Action::Pick { hex });
        act(g, seat, Action::Put { count: 6 });
    }
}

#[test]
fn founders_are_exactly_thirty_one_cube_per_empty_hex_then_relocated_then_genes_dealt() {
    let mut g = Extinction::new(&Setup { players: 2, rounds: 12 }, 5).unwrap();
    let first = g.table.first;
    let second = first.next(2);
    act(&mut g, first, Action::Pick { hex: 0 });
    // Thirty must fit on the cubes left: a cube can show at most 6.
    act(&mut g, first, Action::Put { count: 6 });
    refused(&g, first, Action::Pick { hex: 0 });
    found_thirty_rest(&mut g, first, 24);
    assert_eq!(g.population(first), 30);
    assert!(matches!(g.table.phase, Phase::Founding { seat, relocating: false, .. } if seat == second));
    found_thirty(&mut g, second);
    // Relocation: the first seat may take a cube back and put it elsewhere.
    assert!(matches!(g.table.phase, Phase::Founding { relocating: true, .. }));
    act(&mut g, first, Action::TakeBack { hex: 0 });
    refused(&g, first, Action::Done);
    let free = (0..HEX_COUNT as u8).rev().find(|&h| g.legal_actions(first).contains(&Action::Pick { hex: h })).unwrap();
    act(&mut g, first, Action::Pick { hex: free });
    act(&mut g, first, Action::Put { count: 6 });
    assert_eq!(g.own(first, free), 6);
    act(&mut g, first, Action::Done);
    let events = act(&mut g, second, Action::Done);
    let dealt = events.iter().filter(|e| matches!(e, Event::GenesDealt { .. })).count();
    assert_eq!(dealt, 2, "one card of each deck for each species");
    assert!(g.genes.0.iter().all(|c| c.is_some()));
    assert_eq!(g.table.phase, Phase::Spin { seat: first });
    assert_eq!(g.table.round, 1);
}

fn found_thirty_rest(g: &mut Extinction, seat: Seat, mut left: u8) {
    while left > 0 {
        let hex = (0..HEX_COUNT as u8).find(|&h| g.legal_actions(seat).contains(&Action::Pick { hex: h })).unwrap();
        act(g, seat, Action::Pick { hex });
        let c = left.min(6);
        act(g, seat, Action::Put { count: c });
        left -= c;
    }
}

#[test]
fn a_founder_cube_may_not_leave_the_rest_unplaceable() {
    let mut g = Extinction::new(&Setup { players: 2, rounds: 12 }, 5).unwrap();
    let first = g.table.first;
    // Nineteen cubes of 1 leave 11 for one cube: impossible, so the 19th 1 is refused.
    for hex in 0..18u8 {
        act(&mut g, first, Action::Pick { hex });
        act(&mut g, first, Action::Put { count: 1 });
    }
    act(&mut g, first, Action::Pick { hex: 18 });
    assert_eq!(g.legal_actions(first), vec![Action::Put { count: 6 }], "12 left on 2 cubes: both must show 6");
}
