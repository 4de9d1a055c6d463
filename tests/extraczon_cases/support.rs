//! Building positions for the scenarios.
#![allow(dead_code)]

use endgames::engine::{Audited, Game, Seat};
use endgames::games::extraczon::board::Pos;
use endgames::games::extraczon::cards::CardId;
use endgames::games::extraczon::{Action, Event, ExtracZon, Mode, Phase, Place, Setup, Stage, Target};

pub const S0: Seat = Seat(0);
pub const S1: Seat = Seat(1);
pub const S2: Seat = Seat(2);

// Card ids by kind (see cards.rs): 0..54 Survivors, then Tactical in the
// order HP+1 x4, HP+2 x3, Move+1 x4, Move+2 x3, Defense x4, then Infected.
pub const SURVIVOR: [CardId; 4] = [CardId(0), CardId(1), CardId(2), CardId(3)];
pub const HP1: CardId = CardId(54);
pub const HP2: [CardId; 2] = [CardId(58), CardId(59)];
pub const MOVE1: CardId = CardId(61);
pub const MOVE2: CardId = CardId(65);
pub const DEFENSE: [CardId; 2] = [CardId(68), CardId(69)];
pub const INFECTED: [CardId; 3] = [CardId(72), CardId(73), CardId(74)];

pub fn setup(players: u8) -> Setup {
    let mode = if players == 1 { Mode::Solo } else { Mode::Competitive };
    Setup { players, mode }
}

/// A game where seat 0 won the order roll, given `tactical` cards first.
pub fn started(players: u8, tactical: &[CardId]) -> ExtracZon {
    let mut g = ExtracZon::new(&setup(players), 7).expect("valid set-up");
    for c in tactical {
        assert!(g.give_secured(S0, *c));
    }
    if players > 1 {
        let mut rolls = vec![6];
        rolls.extend(std::iter::repeat_n(1, usize::from(players) - 1));
        g.force_rolls(&rolls);
        for s in 0..players {
            play(&mut g, Seat(s), Action::RollForOrder);
        }
    }
    assert_eq!(g.table.turn, S0);
    g
}

/// Plays a legal action, checking the invariants after it.
pub fn play(g: &mut ExtracZon, seat: Seat, a: Action) -> Vec<Event> {
    let ev = g.apply(seat, &a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
    g.check_invariants().expect("invariants hold");
    ev
}

pub fn place(g: &mut ExtracZon, seat: Seat, x: u8, y: u8) {
    g.table.tokens[seat] = Place::Tile(Pos::new(x, y));
}

/// Destinations after a movement roll of `die` (no bonus).
pub fn roll_and_list(g: &mut ExtracZon, die: u8) -> Vec<Place> {
    g.force_rolls(&[die]);
    play(g, g.table.turn, Action::RollMovement);
    let mut v: Vec<Place> = g.reachable().into_iter().map(|(p, _)| p).collect();
    v.sort_by_key(|p| format!("{p:?}"));
    v
}

pub fn tile(x: u8, y: u8) -> Place {
    Place::Tile(Pos::new(x, y))
}

/// Puts the seat to act straight into an encounter at the draw step.
pub fn at_draw(g: &mut ExtracZon, target: Target) {
    g.table.encounter = Some(target);
    g.table.phase = Phase::RollDraw;
    if target == Target::Apex && g.table.stage == Stage::Sites {
        g.table.stage = Stage::Apex;
    }
}

/// Draws exactly `cards` (forcing the black die), then rolls `dice` for HP.
pub fn draw(g: &mut ExtracZon, cards: &[CardId]) -> Vec<Event> {
    assert!(g.stack_draw(cards));
    g.force_rolls(&[cards.len() as u8]);
    play(g, g.table.turn, Action::RollDraw)
}

pub fn roll_hp(g: &mut ExtracZon, dice: [u8; 4]) -> Vec<Event> {
    g.force_rolls(&dice);
    play(g, g.table.turn, Action::RollHp)
}
