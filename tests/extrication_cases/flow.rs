//! Set-up, moving forward, who moves next, leaving and the next round's order.

use super::support::*;
use endgames::engine::Viewer;

#[test]
fn setup_lays_ten_small_ships_a_tile_above_and_a_cube_below_each_location() {
    for players in 2..=4u8 {
        let g = Extrication::new(&Setup { players }, 9).unwrap();
        for loc in &g.table.track {
            assert_eq!(loc.ship.map(|s| s.kind().size), Some(Size::Small));
            assert_eq!((loc.tiles.len(), loc.cubes.len()), (1, 1));
        }
        assert_eq!(g.hidden.ships.len(), SHIPS.len() - 10);
        assert_eq!(g.hidden.cargo.len(), CARGO_TILES - 10);
        assert_eq!(g.hidden.bag.len(), CUBES - 10);
        // Final Scramble lies under four cards.
        let v = g.view(Viewer::Table);
        assert_eq!(v.final_scramble_depth, Some(FINAL_SCRAMBLE_DEPTH));
        assert_eq!(g.table.development, None, "round 1 has no Development card");
        let mut order = g.table.order.clone();
        order.sort();
        assert_eq!(order, Seat::all(players as usize).collect::<Vec<_>>(), "turn order is every seat once");
        for (_, p) in g.table.players.iter() {
            assert!(p.pads.iter().all(Option::is_none), "each player has an empty small and large pad");
        }
        assert_eq!(acting(&g), g.table.order[0]);
    }
}

/// The rulebook lays out "the 10 Small Ships" as the track and makes the
/// pile of the remaining ship cards: there are exactly ten small ships, all
/// on the track, and the pile is every other (large) ship.
#[test]
fn the_ten_small_ships_are_the_whole_track_and_the_pile_is_the_large_ships() {
    let small = SHIPS.iter().filter(|k| k.size == Size::Small).count();
    assert_eq!(small, TRACK_LEN, "exactly ten small ships in the deck");
    for players in 2..=4u8 {
        for seed in 0..20 {
            let g = Extrication::new(&Setup { players }, seed).unwrap();
            let on_track: Vec<_> = g.table.track.iter().filter_map(|l| l.ship).collect();
            assert_eq!(on_track.len(), small, "every small ship starts on the track");
            let pile_small: Vec<_> = g.hidden.ships.iter().filter(|s| s.kind().size == Size::Small).collect();
            assert!(pile_small.is_empty(), "seed {seed}: small ships in the pile: {pile_small:?}");
            assert_eq!(g.hidden.ships.len() + on_track.len(), SHIPS.len(), "the pile is all the remaining ships");
        }
    }
}

#[test]
fn turn_order_is_drawn_at_random() {
    let firsts: std::collections::BTreeSet<Seat> =
        (0..40).map(|seed| Extrication::new(&Setup { players: 4 }, seed).unwrap().table.order[0]).collect();
    assert_eq!(firsts.len(), 4, "every seat starts some game");
}

#[test]
fn set_up_refuses_one_or_five_players() {
    assert!(Extrication::new(&Setup { players: 1 }, 1).is_err());
    assert!(Extrication::new(&Setup { players: 5 }, 1).is_err());
}

#[test]
fn a_worker_moves_forward_to_an_unoccupied_location_only() {
    let mut g = bare(2);
    g.set_turn(A, Stage::Move, &[(A, Worker::At(4)), (B, Worker::At(6))]);
    let moves: Vec<Action> = legal(&g, A).into_iter().filter(|a| matches!(a, Action::Move { .. })).collect();
    assert_eq!(moves, vec![Action::Move { to: 5 }, Action::Move { to: 7 }, Action::Move { to: 8 }, Action::Move { to: 9 }]);
    refused(&g, A, Action::Move { to: 3 });
    refused(&g, A, Action::Move { to: 6 });
    play(&mut g, A, Action::Move { to: 8 });
    assert_eq!(g.table.players[A].worker, Worker::At(8));
}

#[test]
fn a_worker_may_not_stay_where_it_is() {
    let mut g = bare(2);
    g.set_turn(A, Stage::Move, &[(A, Worker::At(4)), (B, Worker::At(6))]);
    refused(&g, A, Action::Move { to: 4 });
    let why = refused(&g, A, Action::EndTurn);
    assert!(why.contains("move your worker forward or leave"), "{why}");
    // At the last location the only way on is off the track.
    g.set_turn(A, Stage::Move, &[(A, Worker::At(9))]);
    assert_eq!(legal(&g, A), vec![Action::Leave]);
}

#[test]
fn first_turns_go_in_round_order_then_the_worker_furthest_back_moves() {
    let mut g = bare(3);
    assert_eq!(acting(&g), A);
    play(&mut g, A, Action::Move { to: 2 });
    play(&mut g, A, Action::EndTurn);
    assert_eq!(acting(&g), B, "B has not entered yet");
    play(&mut g, B, Action::Move { to: 5 });
    play(&mut g, B, Action::EndTurn);
    assert_eq!(acting(&g), C);
    play(&mut g, C, Action::Move { to: 0 });
    play(&mut g, C, Action::EndTurn);
    // All on the track: furthest from the end is C (at 0), then A (at 2).
    assert_eq!(acting(&g), C);
    play(&mut g, C, Action::Move { to: 7 });
    play(&mut g, C, Action::EndTurn);
    assert_eq!(acting(&g), A);
    play(&mut g, A, Action::Move { to: 3 });
    play(&mut g, A, Action::EndTurn);
    assert_eq!(acting(&g), A, "A, at 3, is still furthest back");
}

#[test]
fn leaving_sets_the_next_rounds_order_and_the_round_ends_when_all_have_left() {
    let mut g = bare(3);
    g.set_turn(A, Stage::Move, &[(A, Worker::At(1)), (B, Worker::At(3)), (C, Worker::At(5))]);
    play(&mut g, A, Action::Leave);
    assert_eq!(acting(&g), B);
    play(&mut g, B, Action::Move { to: 8 });
    play(&mut g, B, Action::EndTurn);
    assert_eq!(acting(&g), C);
    play(&mut g, C, Action::Leave);
    assert_eq!(g.table.round, 1);
    let events = play(&mut g, B, Action::Leave);
    assert!(events.iter().any(|e| matches!(e, Event::RoundStarted { round: 2, .. })));
    assert_eq!(g.table.round, 2);
    assert_eq!(g.table.order, vec![A, C, B], "the order of leaving");
    assert_eq!(acting(&g), A);
    assert!(g.table.players.iter().all(|(_, p)| p.worker == Worker::Start), "every worker back at the start");
}

#[test]
fn a_player_may_leave_before_entering_the_track() {
    let mut g = bare(2);
    play(&mut g, A, Action::Leave);
    assert_eq!(g.table.players[A].worker, Worker::Left);
    assert_eq!(acting(&g), B);
}

#[test]
fn nothing_is_hidden_but_the_order_of_the_piles_and_the_bag() {
    let g = Extrication::new(&Setup { players: 3 }, 21).unwrap();
    let view = g.view(Viewer::Seat(B));
    assert_eq!(view.table, g.table, "the whole table is public");
    let other = g.view(Viewer::Seat(A));
    assert_eq!((&other.table, &other.cargo_pile, &other.bag), (&view.table, &view.cargo_pile, &view.bag), "every seat sees the same");
    let mut rng = endgames::engine::GameRng::from_seed(4);
    let sample = Extrication::determinize(&view, &mut rng);
    assert_eq!(sample.table, g.table);
    assert_ne!(sample.hidden.cargo, g.hidden.cargo, "the cargo pile is reshuffled");
    let depth = |h: &Vec<Development>| h.len() - 1 - h.iter().position(|d| *d == Development::FinalScramble).unwrap();
    assert_eq!(depth(&sample.hidden.developments), FINAL_SCRAMBLE_DEPTH, "Final Scramble stays at its known depth");
}

/// Four players: occupied locations are refused, and once all four are on
/// the track the worker furthest from the End moves, every time.
#[test]
fn four_players_never_share_a_location_and_the_furthest_back_moves() {
    let mut g = bare(4);
    for (seat, to) in [(A, 6), (B, 2), (C, 9), (D, 4)] {
        assert_eq!(acting(&g), seat);
        play(&mut g, seat, Action::Move { to });
        play(&mut g, seat, Action::EndTurn);
    }
    assert_eq!(acting(&g), B, "B at 2 is furthest back");
    refused(&g, B, Action::Move { to: 4 });
    refused(&g, B, Action::Move { to: 6 });
    refused(&g, B, Action::Move { to: 1 });
    play(&mut g, B, Action::Move { to: 7 });
    play(&mut g, B, Action::EndTurn);
    assert_eq!(acting(&g), D, "D at 4 is now furthest back");
    play(&mut g, D, Action::Move { to: 8 });
    play(&mut g, D, Action::EndTurn);
    assert_eq!(acting(&g), A);
    // C at the last location only ever leaves.
    g.set_turn(C, Stage::Move, &[]);
    assert_eq!(legal(&g, C), vec![Action::Leave]);
}
