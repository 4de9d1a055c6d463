//! The science tableau's reach: the 1st tile of a science takes its
//! resource from any location behind, the 2nd from any location ahead.

use super::support::*;

/// A at location 5, B at 7; cohorts, a ship, cubes and a token at 2 and 8.
fn spread() -> Extrication {
    let mut g = bare(2);
    for at in [2, 8] {
        g.put_tiles(at, &[TileFace::Cohort, TileFace::Science(Science::Robotics)]);
        g.put_cubes(at, &[CubeColour::Organic, CubeColour::Fuel]);
    }
    assert!(g.put_ship(2, SKIFF) && g.put_ship(8, RUNABOUT));
    g.set_turn(A, Stage::Act { at: 5 }, &[(A, Worker::At(5)), (B, Worker::At(7))]);
    g
}

#[test]
fn without_science_only_the_workers_own_location_counts() {
    let g = spread();
    assert_eq!(legal(&g, A), vec![Action::EndTurn], "location 5 is empty");
}

#[test]
fn the_first_comms_tile_reaches_cohorts_behind_but_not_ahead() {
    let mut g = spread();
    g.give_science(A, Science::Comms, 1);
    g.dock(A, Pad::Large, HAULER, 0, 0, 0);
    assert!(legal(&g, A).contains(&Action::TakeCohort { from: 2, pad: Pad::Large }));
    refused(&g, A, Action::TakeCohort { from: 8, pad: Pad::Large });
    play(&mut g, A, Action::TakeCohort { from: 2, pad: Pad::Large });
    assert_eq!(g.table.players[A].worker, Worker::At(5), "the worker stays where it landed");
}

#[test]
fn the_second_comms_tile_reaches_cohorts_ahead_too_even_past_another_worker() {
    let mut g = spread();
    g.give_science(A, Science::Comms, 2);
    g.dock(A, Pad::Large, HAULER, 0, 0, 0);
    let l = legal(&g, A);
    assert!(l.contains(&Action::TakeCohort { from: 2, pad: Pad::Large }));
    assert!(l.contains(&Action::TakeCohort { from: 8, pad: Pad::Large }));
    play(&mut g, A, Action::TakeCohort { from: 8, pad: Pad::Large });
    // More Cohorts come only from that same location.
    refused(&g, A, Action::TakeCohort { from: 2, pad: Pad::Large });
}

#[test]
fn each_science_reaches_its_own_resource() {
    let cases: [(Science, Action); 5] = [
        (Science::Astrophysics, Action::TakeShip { from: 2, pad: Pad::Small }),
        (Science::Comms, Action::TakeCohort { from: 2, pad: Pad::Large }),
        (Science::Biology, Action::TakeOrganic { from: 2, pad: Pad::Large }),
        (Science::Robotics, Action::TakeFuel { from: 2, pad: Pad::Large }),
        (Science::Ai, Action::TakeScience { from: 2, science: Science::Robotics }),
    ];
    for (science, action) in cases {
        let mut g = spread();
        g.dock(A, Pad::Large, HAULER, 0, 0, 0);
        refused(&g, A, action);
        g.give_science(A, science, 1);
        let l = legal(&g, A);
        assert!(l.contains(&action), "{science:?} reaches {action:?}");
        // ...and nothing else from afar.
        let afar = l.iter().filter(|a| format!("{a:?}").contains("from: 2")).count();
        assert_eq!(afar, 1, "{science:?}: {l:?}");
        play(&mut g, A, action);
    }
}

#[test]
fn the_second_tile_of_each_science_reaches_ahead() {
    let mut g = spread();
    g.give_science(A, Science::Astrophysics, 2);
    assert!(legal(&g, A).contains(&Action::TakeShip { from: 8, pad: Pad::Small }));
    play(&mut g, A, Action::TakeShip { from: 8, pad: Pad::Small });
    assert_eq!(g.table.track[8].ship, None);
}

#[test]
fn networked_labs_lets_the_first_tile_reach_ahead() {
    let mut g = spread();
    g.give_science(A, Science::Ai, 1);
    refused(&g, A, Action::TakeScience { from: 8, science: Science::Robotics });
    g.force_development(Development::NetworkedLabs);
    play(&mut g, A, Action::TakeScience { from: 8, science: Science::Robotics });
}
