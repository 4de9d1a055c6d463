//! Shared helpers for the Extinction Point scenarios: lay out hands, stack
//! the Infiltrator deck, pick the active Bunker and Mothership cards, and play
//! actions with card conservation checked after each one.
#![allow(dead_code)]

use endgames::engine::{Audited, Game, Seat};
use endgames::games::extinction_point::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard, Suit, BUNKER, MOTHERSHIP};
use endgames::games::extinction_point::{Action, Difficulty, Event, ExtinctionPoint, Phase, Setup, Signal};

pub const S0: Seat = Seat(0);
pub const S1: Seat = Seat(1);
pub const S2: Seat = Seat(2);
pub const S3: Seat = Seat(3);

pub fn b(v: u8) -> PlayerCard {
    PlayerCard::new(Suit::Building, v)
}
pub fn p(v: u8) -> PlayerCard {
    PlayerCard::new(Suit::People, v)
}
pub fn s(v: u8) -> PlayerCard {
    PlayerCard::new(Suit::Shield, v)
}
pub fn w(v: u8) -> PlayerCard {
    PlayerCard::new(Suit::Weapon, v)
}
/// An Infiltrator number: `plus` wins ties.
pub fn inf(value: u8, plus: bool) -> InfCard {
    InfCard::Number { value, plus }
}

pub fn bunker(name: &str) -> BunkerCard {
    BunkerCard(BUNKER.iter().position(|d| d.name == name).unwrap_or_else(|| panic!("no Bunker card {name}")) as u8)
}
pub fn mothership(name: &str) -> MothershipCard {
    MothershipCard(MOTHERSHIP.iter().position(|d| d.name == name).unwrap_or_else(|| panic!("no Mothership card {name}")) as u8)
}

/// A fresh game at default health with quiet active cards: the Armoury
/// Vault (construction: any value; acts only with a stored WEAPON and
/// PEOPLE) and the Regenerator (acts only when pressing the advantage).
pub fn game(players: u8, difficulty: Difficulty) -> ExtinctionPoint {
    let setup = Setup { players, bunker_health: 5, mothership_health: 5, difficulty };
    let mut g = ExtinctionPoint::new(&setup, 3).expect("valid set-up");
    set_bunker(&mut g, "Armoury Vault");
    set_mothership(&mut g, "Regenerator");
    g
}

pub fn two() -> ExtinctionPoint {
    game(2, Difficulty::Beginner)
}

pub fn set_bunker(g: &mut ExtinctionPoint, name: &str) {
    assert!(g.set_bunker_top(bunker(name)), "{name} can be made active");
}
pub fn set_mothership(g: &mut ExtinctionPoint, name: &str) {
    assert!(g.set_mothership_top(mothership(name)), "{name} can be made active");
}

/// Gives every seat its hand (all the same size).
pub fn deal(g: &mut ExtinctionPoint, hands: &[&[PlayerCard]]) {
    for (i, h) in hands.iter().enumerate() {
        assert!(g.set_hand(Seat(i as u8), h), "cards for seat {i} available");
    }
    g.check_invariants().expect("dealt hands conserve cards");
}

pub fn act(g: &mut ExtinctionPoint, seat: Seat, a: Action) -> Vec<Event> {
    let ev = g.apply(seat, &a).unwrap_or_else(|e| panic!("{a:?} by {seat:?} refused: {e}"));
    g.check_invariants().unwrap_or_else(|e| panic!("after {a:?}: {e}"));
    ev
}

/// Refused with a reason, and nothing changed.
pub fn refused(g: &ExtinctionPoint, seat: Seat, a: Action) -> String {
    let mut probe = g.clone();
    let err = probe.apply(seat, &a).expect_err("the action must be refused");
    assert_eq!(&probe, g, "a refused action changed the state");
    err.to_string()
}

/// The others would rather not lead, then `leader` really wants to (which
/// always settles the election).
pub fn elect(g: &mut ExtinctionPoint, leader: Seat) -> Vec<Event> {
    let mut ev = Vec::new();
    for seat in Seat::all(g.seat_count()).filter(|s| *s != leader) {
        ev.extend(act(g, seat, Action::Signal { signal: Signal::RatherNot }));
    }
    ev.extend(act(g, leader, Action::Signal { signal: Signal::ReallyLead }));
    assert_eq!(g.table.leader, Some(leader));
    ev
}

pub fn play(g: &mut ExtinctionPoint, seat: Seat, card: PlayerCard) -> Vec<Event> {
    act(g, seat, Action::Play { card })
}

/// Elects `leader`, stacks the Infiltrator with `infil`, and plays `cards`
/// in seat order from the leader. Returns every event.
pub fn trick(g: &mut ExtinctionPoint, leader: Seat, infil: &[InfCard], cards: &[PlayerCard]) -> Vec<Event> {
    assert!(g.stack_infiltrator(infil), "Infiltrator cards available");
    let mut ev = elect(g, leader);
    let n = g.seat_count();
    for (k, c) in cards.iter().enumerate() {
        let seat = Seat(((leader.index() + k) % n) as u8);
        ev.extend(play(g, seat, *c));
    }
    ev
}

pub fn won(ev: &[Event]) -> bool {
    ev.iter().any(|e| matches!(e, Event::TrickWon { .. }))
}
pub fn lost(ev: &[Event]) -> bool {
    ev.iter().any(|e| matches!(e, Event::TrickLost { .. }))
}
pub fn is_build(g: &ExtinctionPoint) -> bool {
    matches!(g.table.phase, Phase::Build { .. })
}
pub fn mothership_damage(ev: &[Event]) -> u32 {
    ev.iter().map(|e| if let Event::MothershipDamaged { amount, .. } = e { u32::from(*amount) } else { 0 }).sum()
}
pub fn bunker_damage(ev: &[Event]) -> u32 {
    ev.iter().map(|e| if let Event::BunkerDamaged { amount, .. } = e { u32::from(*amount) } else { 0 }).sum()
}
