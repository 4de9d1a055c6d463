//! Launching: any point of the turn, fuel and a Cohort needed; fuel burnt,
//! Cohorts move the grey marker 1 each, Organic cubes the green marker 2.

use super::support::*;

#[test]
fn a_ship_launches_only_with_its_fuel_and_at_least_one_cohort() {
    let mut g = bare(2);
    g.dock(A, Pad::Small, RUNABOUT, 0, 1, 2);
    let why = refused(&g, A, Action::Launch { pad: Pad::Small });
    assert!(why.contains("fuel aboard and at least one Cohort"), "{why}");
    g.dock(A, Pad::Small, RUNABOUT, 2, 0, 1);
    refused(&g, A, Action::Launch { pad: Pad::Small });
    g.dock(A, Pad::Small, RUNABOUT, 1, 0, 2);
    assert!(legal(&g, A).contains(&Action::Launch { pad: Pad::Small }));
    refused(&g, A, Action::Launch { pad: Pad::Large });
}

#[test]
fn launching_burns_the_fuel_and_moves_both_markers() {
    let mut g = bare(2);
    g.dock(A, Pad::Large, FREIGHTER, 3, 2, 3);
    let discard = g.table.discard.len();
    let events = play(&mut g, A, Action::Launch { pad: Pad::Large });
    let p = &g.table.players[A];
    assert_eq!(p.cohort_value(), 3, "grey marker: 1 per Cohort");
    assert_eq!(p.organic_value, 4, "green marker: 2 per Organic cube");
    assert_eq!(p.launched.iter().map(|s| s.kind()).collect::<Vec<_>>(), vec![FREIGHTER]);
    assert!(p.pad(Pad::Large).is_none(), "the pad is free again");
    assert_eq!(g.table.discard.len(), discard + 5, "fuel and organics to the discard");
    assert!(matches!(events[0], Event::Launched { cohorts: 3, organics: 2, fuel: 3, .. }));
}

#[test]
fn a_launch_may_come_before_moving_between_loads_or_after_the_action() {
    // Before moving: the stage stays Move.
    let mut g = bare(2);
    g.dock(A, Pad::Small, SKIFF, 1, 0, 1);
    play(&mut g, A, Action::Launch { pad: Pad::Small });
    assert_eq!(g.table.turn.unwrap().stage, Stage::Move);
    // Between loads, then more loading onto the other ship.
    let mut g = bare(2);
    g.put_tiles(4, &[TileFace::Cohort; 3]);
    g.dock(A, Pad::Small, SKIFF, 0, 0, 1);
    g.dock(A, Pad::Large, HAULER, 0, 0, 0);
    g.set_turn(A, Stage::Act { at: 4 }, &[(A, Worker::At(4))]);
    play(&mut g, A, Action::TakeCohort { from: 4, pad: Pad::Small });
    play(&mut g, A, Action::Launch { pad: Pad::Small });
    play(&mut g, A, Action::TakeCohort { from: 4, pad: Pad::Large });
    // After taking a ship, the new ship cannot launch empty, the old one can.
    let mut g = bare(2);
    g.put_ship(4, SKIFF);
    g.dock(A, Pad::Large, HAULER, 1, 0, 2);
    g.set_turn(A, Stage::Act { at: 4 }, &[(A, Worker::At(4))]);
    play(&mut g, A, Action::TakeShip { from: 4, pad: Pad::Small });
    assert_eq!(legal(&g, A), vec![Action::Launch { pad: Pad::Large }, Action::EndTurn]);
}

#[test]
fn fuel_rationing_and_efficient_engines_change_the_fuel_a_launch_needs() {
    let mut g = bare(2);
    g.dock(A, Pad::Small, RUNABOUT, 1, 0, 2);
    g.force_development(Development::FuelRationing);
    refused(&g, A, Action::Launch { pad: Pad::Small });
    g.force_development(Development::EfficientEngines);
    g.dock(A, Pad::Small, RUNABOUT, 1, 0, 1);
    assert!(legal(&g, A).contains(&Action::Launch { pad: Pad::Small }));
    // Never below one fuel.
    g.dock(A, Pad::Small, SKIFF, 1, 0, 0);
    refused(&g, A, Action::Launch { pad: Pad::Small });
}

#[test]
fn other_players_may_not_launch_out_of_turn() {
    let mut g = bare(2);
    g.dock(B, Pad::Small, SKIFF, 1, 0, 1);
    assert!(g.legal_actions(B).is_empty());
    refused(&g, B, Action::Launch { pad: Pad::Small });
}

/// "At any point on their turn": a ship may launch just before leaving in
/// the final round, and it then counts; one still on its pad does not.
#[test]
fn a_launch_before_leaving_in_the_last_round_counts() {
    let mut g = bare(2);
    g.force_development(Development::FinalScramble);
    g.dock(A, Pad::Small, SKIFF, 2, 0, 1);
    g.dock(B, Pad::Small, SKIFF, 2, 0, 1);
    play(&mut g, A, Action::Launch { pad: Pad::Small });
    play(&mut g, A, Action::Leave);
    play(&mut g, B, Action::Leave);
    let o = g.to_act().outcome().expect("over").clone();
    assert_eq!(o.score.0, vec![-2, 0], "A's two unsupported Cohorts count; B's cargo aboard does not");
    assert_eq!(o.place.0, vec![1, 0]);
}
