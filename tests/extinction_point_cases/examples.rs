//! The rulebook's own examples, played out.

use super::support::*;
use endgames::engine::Game;
use endgames::games::extinction_point::cards::Parameter;
use endgames::games::extinction_point::rules::placement_allowed;
use endgames::games::extinction_point::{Action, Building, Event, Spot};

/// A BUILDING with two WEAPONs and one PEOPLE mans one WEAPON: one damage.
#[test]
fn two_weapons_one_people_deal_one_damage() {
    let mut g = two();
    assert!(g.add_building(b(9), &[w(10), w(11), p(12)]));
    deal(&mut g, &[&[p(5), p(6)], &[p(7), p(8)]]);
    let health = g.mothership_health();
    let ev = trick(&mut g, S0, &[inf(13, true)], &[p(5), p(7)]);
    assert!(lost(&ev));
    assert_eq!(mothership_damage(&ev), 1);
    assert_eq!(g.mothership_health(), health - 1);
}

fn accepted(parameter: Parameter, building: u8) -> Vec<u8> {
    let b9 = Building { card: b(building), attached: vec![], sabotage: None };
    (1..=13).filter(|v| placement_allowed(p(*v), &b9, parameter)).collect()
}

#[test]
fn at_least_nine_accepts_nine_to_thirteen() {
    assert_eq!(accepted(Parameter::AtLeast, 9), vec![9, 10, 11, 12, 13]);
}

#[test]
fn at_most_five_accepts_one_to_five() {
    assert_eq!(accepted(Parameter::AtMost, 5), vec![1, 2, 3, 4, 5]);
}

#[test]
fn any_accepts_every_value() {
    assert_eq!(accepted(Parameter::Any, 7), (1..=13).collect::<Vec<_>>());
}

/// The same rule in a real trick: under "at least" (Command Post) the won
/// PEOPLE 8 may not go onto BUILDING 9, the PEOPLE 9 may.
#[test]
fn at_least_in_play_offers_only_fitting_buildings() {
    let mut g = two();
    set_bunker(&mut g, "Command Post");
    assert!(g.add_building(b(9), &[]));
    deal(&mut g, &[&[p(9), p(5)], &[p(8), p(6)]]);
    let ev = trick(&mut g, S0, &[inf(7, true)], &[p(9), p(8)]);
    assert!(won(&ev) && is_build(&g));
    let legal = g.legal_actions(S0);
    assert!(legal.contains(&Action::Place { card: p(9), to: Spot::Building(b(9)) }));
    assert!(!legal.contains(&Action::Place { card: p(8), to: Spot::Building(b(9)) }));
    let why = refused(&g, S0, Action::Place { card: p(8), to: Spot::Building(b(9)) });
    assert!(why.contains("construction rule"), "{why}");
    act(&mut g, S0, Action::Place { card: p(9), to: Spot::Building(b(9)) });
    assert_eq!(g.table.settlement[0].attached, vec![p(9)]);
}

/// A tie with a plus card goes to the Infiltrator.
#[test]
fn infiltrator_tie_with_plus_wins() {
    let mut g = two();
    deal(&mut g, &[&[p(9), p(5)], &[p(6), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(9, true)], &[p(9), p(6)]);
    assert!(ev.iter().any(|e| matches!(e, Event::TrickLost { infiltrator: 9, best: Some(9), tie: true })));
}

/// A tie with a minus card goes to the players.
#[test]
fn infiltrator_tie_with_minus_loses() {
    let mut g = two();
    deal(&mut g, &[&[p(9), p(5)], &[p(6), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(9, false)], &[p(9), p(6)]);
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { seat: S0, value: 9, infiltrator: 9, tie: true, .. })));
}
