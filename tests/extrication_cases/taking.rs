//! The ONE thing done at a location: a ship onto a fitting pad, Cohorts or
//! cubes within free capacity (one kind, one location), or one Science token.

use super::support::*;

/// A at location 3 with its action to choose.
fn at3(players: u8) -> Extrication {
    let mut g = bare(players);
    g.set_turn(A, Stage::Act { at: 3 }, &[(A, Worker::At(3))]);
    g
}

#[test]
fn a_ship_goes_onto_a_free_pad_that_fits_it() {
    let mut g = at3(2);
    assert!(g.put_ship(3, ARK));
    assert_eq!(legal(&g, A), vec![Action::TakeShip { from: 3, pad: Pad::Large }, Action::EndTurn]);
    let why = refused(&g, A, Action::TakeShip { from: 3, pad: Pad::Small });
    assert!(why.contains("free Launch Pad of its size"), "{why}");
    play(&mut g, A, Action::TakeShip { from: 3, pad: Pad::Large });
    assert_eq!(g.table.track[3].ship, None);
    assert_eq!(g.table.players[A].pad(Pad::Large).map(|d| d.ship.kind()), Some(ARK));
    // One thing only: the turn is done.
    assert_eq!(legal(&g, A), vec![Action::EndTurn]);
}

#[test]
fn a_small_ship_fits_either_pad_but_one_ship_per_pad() {
    let mut g = at3(2);
    assert!(g.put_ship(3, SKIFF));
    assert_eq!(
        legal(&g, A),
        vec![Action::TakeShip { from: 3, pad: Pad::Small }, Action::TakeShip { from: 3, pad: Pad::Large }, Action::EndTurn]
    );
    assert!(g.dock(A, Pad::Small, RUNABOUT, 0, 0, 0));
    assert_eq!(legal(&g, A), vec![Action::TakeShip { from: 3, pad: Pad::Large }, Action::EndTurn]);
    assert!(g.dock(A, Pad::Large, HAULER, 0, 0, 0));
    refused(&g, A, Action::TakeShip { from: 3, pad: Pad::Large });
}

#[test]
fn cohorts_are_taken_one_at_a_time_while_there_is_room() {
    let mut g = at3(2);
    g.put_tiles(3, &[TileFace::Cohort; 4]);
    assert!(g.dock(A, Pad::Small, SKIFF, 0, 0, 0)); // 2 spaces
    play(&mut g, A, Action::TakeCohort { from: 3, pad: Pad::Small });
    play(&mut g, A, Action::TakeCohort { from: 3, pad: Pad::Small });
    let why = refused(&g, A, Action::TakeCohort { from: 3, pad: Pad::Small });
    assert!(why.contains("no room aboard"), "{why}");
    assert_eq!(legal(&g, A), vec![Action::EndTurn]);
    assert_eq!(g.table.players[A].pad(Pad::Small).unwrap().cohorts.len(), 2);
    assert_eq!(g.table.track[3].tiles.len(), 2);
}

#[test]
fn without_a_ship_nothing_can_be_loaded() {
    let mut g = at3(2);
    g.put_tiles(3, &[TileFace::Cohort]);
    g.put_cubes(3, &[CubeColour::Fuel, CubeColour::Organic]);
    assert_eq!(legal(&g, A), vec![Action::EndTurn]);
}

#[test]
fn cohorts_and_organics_share_cargo_spaces_but_fuel_has_its_own_tanks() {
    let mut g = at3(2);
    g.put_tiles(3, &[TileFace::Cohort]);
    g.put_cubes(3, &[CubeColour::Organic, CubeColour::Fuel, CubeColour::Fuel, CubeColour::Fuel]);
    // A Skiff: 2 cargo spaces, 1 fuel. One Cohort and one Organic fill it.
    assert!(g.dock(A, Pad::Small, SKIFF, 1, 0, 0));
    play(&mut g, A, Action::TakeOrganic { from: 3, pad: Pad::Small });
    refused(&g, A, Action::TakeOrganic { from: 3, pad: Pad::Small });
    // A full hold still takes its fuel, but only what it burns.
    let mut g2 = at3(2);
    g2.put_cubes(3, &[CubeColour::Fuel, CubeColour::Fuel]);
    assert!(g2.dock(A, Pad::Small, SKIFF, 2, 0, 0));
    play(&mut g2, A, Action::TakeFuel { from: 3, pad: Pad::Small });
    refused(&g2, A, Action::TakeFuel { from: 3, pad: Pad::Small });
    assert_eq!(g2.table.track[3].cubes.len(), 1);
}

#[test]
fn loading_spreads_over_both_ships_but_keeps_to_one_kind_and_one_location() {
    let mut g = at3(2);
    g.put_tiles(3, &[TileFace::Cohort; 3]);
    g.put_cubes(3, &[CubeColour::Organic]);
    assert!(g.dock(A, Pad::Small, SKIFF, 1, 0, 0));
    assert!(g.dock(A, Pad::Large, HAULER, 0, 0, 0));
    play(&mut g, A, Action::TakeCohort { from: 3, pad: Pad::Small });
    play(&mut g, A, Action::TakeCohort { from: 3, pad: Pad::Large });
    assert_eq!(legal(&g, A), vec![Action::TakeCohort { from: 3, pad: Pad::Large }, Action::EndTurn]);
    let why = refused(&g, A, Action::TakeOrganic { from: 3, pad: Pad::Large });
    assert!(why.contains("one kind of cargo"), "{why}");
}

#[test]
fn a_science_token_goes_onto_its_lowest_free_space_one_per_turn() {
    let mut g = at3(2);
    g.put_tiles(3, &[TileFace::Science(Science::Biology), TileFace::Science(Science::Ai), TileFace::Cohort]);
    assert_eq!(
        legal(&g, A),
        vec![
            Action::TakeScience { from: 3, science: Science::Biology },
            Action::TakeScience { from: 3, science: Science::Ai },
            Action::EndTurn
        ]
    );
    play(&mut g, A, Action::TakeScience { from: 3, science: Science::Ai });
    assert_eq!(g.table.players[A].tiles_of(Science::Ai), 1);
    let why = refused(&g, A, Action::TakeScience { from: 3, science: Science::Biology });
    assert!(why.contains("one thing"), "{why}");
}

#[test]
fn a_science_already_two_deep_takes_no_third_token() {
    let mut g = at3(2);
    g.give_science(A, Science::Comms, 2);
    g.put_tiles(3, &[TileFace::Science(Science::Comms)]);
    assert_eq!(legal(&g, A), vec![Action::EndTurn]);
    refused(&g, A, Action::TakeScience { from: 3, science: Science::Comms });
}

#[test]
fn the_action_is_optional_a_player_may_end_the_turn_with_nothing() {
    let mut g = at3(2);
    g.put_ship(3, SKIFF);
    play(&mut g, A, Action::EndTurn);
    assert_eq!(g.table.track[3].ship.map(|s| s.kind()), Some(SKIFF));
}
