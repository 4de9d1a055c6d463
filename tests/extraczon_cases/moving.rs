//! Movement, jumps, Sites' doors, Fast Travel, Infected Zones, the active card.

use crate::support::*;
use endgames::engine::{Game, PlayError};
use endgames::games::extraczon::board::{fast_travel_door, SiteId};
use endgames::games::extraczon::{Action, Event, Phase, Place, SiteStatus, Step};

#[test]
fn a_roll_must_be_used_in_full_and_only_orthogonally() {
    // START of seat 0 is (2,1): up is a dead end, down is the street.
    let mut g = started(2, &[]);
    assert_eq!(roll_and_list(&mut g, 1), vec![tile(2, 0), tile(2, 2)]);
    let mut g = started(2, &[]);
    // Two steps: never back to START, never diagonally, never stopping short.
    assert_eq!(roll_and_list(&mut g, 2), vec![tile(1, 2), tile(2, 3), tile(3, 2)]);
}

#[test]
fn moving_ends_the_turn_and_passes_clockwise() {
    let mut g = started(2, &[]);
    roll_and_list(&mut g, 1);
    let ev = play(&mut g, S0, Action::Move { to: tile(2, 2) });
    assert!(ev.contains(&Event::TurnEnded { seat: S0 }));
    assert_eq!(g.table.turn, S1);
    assert_eq!(g.table.tokens[S0], tile(2, 2));
}

#[test]
fn tokens_never_share_a_tile_and_jumping_costs_two() {
    let mut g = started(2, &[]);
    place(&mut g, S1, 2, 2);
    // One point: the only free neighbour; the occupied tile is not offered.
    assert_eq!(roll_and_list(&mut g, 1), vec![tile(2, 0)]);
    let mut g = started(2, &[]);
    place(&mut g, S1, 2, 2);
    // Two points: jump over seat 1 onto (2,3).
    assert_eq!(roll_and_list(&mut g, 2), vec![tile(2, 3)]);
    let (_, route) = g.reachable().remove(0);
    assert!(matches!(&route.steps[0], Step::Jump { over, .. } if over == &vec![S1]));
}

#[test]
fn a_line_of_tokens_is_jumped_at_two_points_each() {
    let mut g = started(3, &[]);
    place(&mut g, S1, 2, 2);
    place(&mut g, S2, 2, 3);
    let dests = roll_and_list(&mut g, 3);
    assert!(!dests.contains(&tile(2, 4)), "3 points cannot clear two tokens");
    let mut g = started(3, &[]);
    place(&mut g, S1, 2, 2);
    place(&mut g, S2, 2, 3);
    assert!(roll_and_list(&mut g, 4).contains(&tile(2, 4)));
}

#[test]
fn with_nowhere_to_go_the_only_move_is_to_pass() {
    let mut g = started(2, &[]);
    place(&mut g, S0, 2, 0);
    place(&mut g, S1, 2, 1);
    assert!(roll_and_list(&mut g, 1).is_empty());
    assert_eq!(g.legal_actions(S0), vec![Action::Pass]);
    let ev = play(&mut g, S0, Action::Pass);
    assert!(ev.contains(&Event::Passed { seat: S0 }));
    assert_eq!(g.table.turn, S1);
}

#[test]
fn sites_are_entered_by_their_door_with_points_to_spare() {
    // Site 0 (HP 12) has its door at (4,2), three steps from START.
    let mut g = started(2, &[]);
    let three = roll_and_list(&mut g, 3);
    assert!(three.contains(&tile(4, 2)) && !three.contains(&Place::Site(SiteId(0))), "landing on the door is not entering");
    let mut g = started(2, &[]);
    let five = roll_and_list(&mut g, 5);
    assert!(five.contains(&Place::Site(SiteId(0))), "entering ends the move early");
    let ev = play(&mut g, S0, Action::Move { to: Place::Site(SiteId(0)) });
    assert!(ev.iter().any(|e| matches!(e, Event::EncounterStarted { .. })));
    assert_eq!(g.table.phase, Phase::RollDraw);
}

#[test]
fn a_finished_site_cannot_be_entered_again() {
    let mut g = started(2, &[]);
    g.table.sites[0] = SiteStatus::Escaped;
    assert!(!roll_and_list(&mut g, 5).contains(&Place::Site(SiteId(0))));
}

#[test]
fn leaving_a_site_goes_out_through_its_door() {
    let mut g = started(2, &[]);
    g.table.tokens[S0] = Place::Site(SiteId(0));
    g.table.sites[0] = SiteStatus::Escaped;
    assert_eq!(roll_and_list(&mut g, 1), vec![tile(4, 2)]);
    let mut g = started(2, &[]);
    g.table.tokens[S0] = Place::Site(SiteId(0));
    g.table.sites[0] = SiteStatus::Escaped;
    place(&mut g, S1, 4, 2);
    assert!(roll_and_list(&mut g, 1).is_empty(), "a blocked door keeps the token in");
}

#[test]
fn an_infected_zone_stops_the_move_and_is_never_crossed() {
    // (5,2) is an Infected Zone, next to Site 0's door at (4,2).
    let mut g = started(2, &[]);
    place(&mut g, S0, 3, 2);
    let dests = roll_and_list(&mut g, 4);
    assert!(dests.contains(&tile(5, 2)), "two steps reach it and stop there");
    for (_, route) in g.reachable() {
        let crossing = route.steps.iter().rev().skip(1).any(|s| matches!(s, Step::Walk { to } if to.x == 5 && to.y == 2));
        assert!(!crossing, "{route:?} walks through the Infected Zone");
    }
    play(&mut g, S0, Action::Move { to: tile(5, 2) });
    assert_eq!(g.table.phase, Phase::InfectedZone);
}

#[test]
fn clearing_an_infected_zone_gives_another_movement_roll() {
    let mut g = started(2, &[]);
    place(&mut g, S0, 5, 2);
    g.table.phase = Phase::InfectedZone;
    g.force_rolls(&[2, 2, 2, 2]);
    let ev = play(&mut g, S0, Action::RollInfectedZone);
    assert!(ev.contains(&Event::InfectedZoneRolled { seat: S0, dice: [2, 2, 2, 2], total: 8, cleared: true }));
    assert_eq!((g.table.turn, &g.table.phase), (S0, &Phase::RollMovement));
    // Falling short ends the turn.
    let mut g = started(2, &[]);
    place(&mut g, S0, 5, 2);
    g.table.phase = Phase::InfectedZone;
    g.force_rolls(&[1, 2, 2, 2]);
    play(&mut g, S0, Action::RollInfectedZone);
    assert_eq!(g.table.turn, S1);
}

#[test]
fn fast_travel_costs_one_point_and_needs_one_left() {
    // Seat 0's Fast Travel door is (2,4), three steps from START.
    let mut g = started(2, &[]);
    let three = roll_and_list(&mut g, 3);
    assert!(three.contains(&tile(2, 4)));
    let far = fast_travel_door(2);
    assert!(!three.contains(&Place::Tile(far)), "arriving with no point left does not travel");
    let mut g = started(2, &[]);
    let four = roll_and_list(&mut g, 4);
    for q in 1..4 {
        assert!(four.contains(&Place::Tile(fast_travel_door(q))), "quadrant {q} reachable by Fast Travel");
    }
    let (_, route) = g.reachable().into_iter().find(|(p, _)| *p == Place::Tile(far)).expect("route");
    assert!(route.steps.iter().any(|s| matches!(s, Step::FastTravel { from: 0, to: 2, .. })));
    assert_eq!(route.cost, 4);
}

#[test]
fn movement_continues_after_fast_travel() {
    let mut g = started(2, &[]);
    let five = roll_and_list(&mut g, 5);
    // One step beyond quadrant 2's door (16,14): (16,13) or (16,15).
    assert!(five.contains(&tile(16, 13)) || five.contains(&tile(16, 15)));
}

#[test]
fn the_active_tactical_card_is_chosen_first_and_adds_movement() {
    let mut g = started(2, &[MOVE2, HP1]);
    assert_eq!(g.table.phase, Phase::ChooseActive);
    let offered = g.legal_actions(S0);
    assert_eq!(offered.len(), 3, "none, or either secured Tactical card");
    let err = g.clone().apply(S0, &Action::ChooseActive { card: Some(SURVIVOR[0]) });
    assert!(matches!(err, Err(PlayError::Illegal(_))));
    play(&mut g, S0, Action::ChooseActive { card: Some(MOVE2) });
    g.force_rolls(&[1]);
    let ev = play(&mut g, S0, Action::RollMovement);
    assert!(ev.contains(&Event::MovementRolled { seat: S0, die: 1, bonus: 2 }));
    assert_eq!(g.table.phase, Phase::Move { points: 3 });
    assert!(g.legal_actions(S0).iter().all(|a| !matches!(a, Action::ChooseActive { .. })), "fixed for the turn");
}
