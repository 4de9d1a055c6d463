//! Between rounds, the Development cards, Final Scramble's extra round, and
//! the length of a whole game.

use super::support::*;
use endgames::engine::bot::random_action;
use endgames::engine::GameRng;

/// Everyone leaves at once; returns the events of the last leave.
fn all_leave(g: &mut Extrication) -> Vec<Event> {
    let mut events = Vec::new();
    let round = g.table.round;
    while g.table.round == round && !g.to_act().is_over() {
        let s = acting(g);
        if g.table.turn.unwrap().stage != Stage::Move {
            play(g, s, Action::EndTurn);
        }
        events = play(g, s, Action::Leave);
    }
    events
}

#[test]
fn between_rounds_taken_ships_are_replaced_and_tiles_and_cubes_pile_up() {
    let mut g = Extrication::new(&Setup { players: 2 }, 3).unwrap();
    let first = g.table.order[0];
    play(&mut g, first, Action::Move { to: 4 });
    play(&mut g, first, Action::TakeShip { from: 4, pad: Pad::Small });
    play(&mut g, first, Action::EndTurn);
    let ships_before: Vec<_> = g.table.track.iter().map(|l| l.ship).collect();
    let events = all_leave(&mut g);
    for (i, loc) in g.table.track.iter().enumerate() {
        assert!(loc.ship.is_some(), "location {i} has a ship again");
        if i != 4 {
            assert_eq!(loc.ship, ships_before[i], "untaken ships stay");
        }
        assert_eq!(loc.tiles.len(), 2, "a new tile on top of the old");
        assert_eq!(loc.cubes.len(), 2, "a new cube beside the old");
    }
    assert_eq!(events.iter().filter(|e| matches!(e, Event::ShipDealt { .. })).count(), 1);
    assert!(events.iter().any(|e| matches!(e, Event::DevelopmentTurned { .. })));
    assert!(g.table.development.is_some(), "round 2 has a Development card in force");
}

#[test]
fn final_scramble_is_turned_after_round_five_and_round_six_is_the_last() {
    let mut g = Extrication::new(&Setup { players: 3 }, 11).unwrap();
    for round in 1..=5 {
        assert_eq!(g.table.round, round);
        assert!(!g.table.final_round);
        all_leave(&mut g);
    }
    assert_eq!(g.table.round, 6);
    assert_eq!(g.table.development, Some(Development::FinalScramble));
    assert!(g.table.final_round);
    assert!(!g.to_act().is_over(), "one more round is played");
    let events = all_leave(&mut g);
    assert!(events.contains(&Event::GameEnded));
    assert!(g.to_act().is_over());
    assert_eq!(g.table.round, ROUNDS);
}

/// Plays 20 seeded random games at each table size to the end, handing
/// `on_events` every action's events (with the table size and seed) and then the
/// finished game to `at_end`.
fn random_games(mut on_events: impl FnMut(u8, u64, Vec<Event>), mut at_end: impl FnMut(&Extrication)) {
    for players in 2..=4u8 {
        for seed in 0..20 {
            let mut g = Extrication::new(&Setup { players }, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            while !g.to_act().is_over() {
                let s = acting(&g);
                let a = random_action(&g, s, &mut rng).unwrap();
                on_events(players, seed, g.apply(s, &a).unwrap());
            }
            at_end(&g);
        }
    }
}

#[test]
fn every_random_game_lasts_six_rounds() {
    random_games(|_, _, _| {}, |g| assert_eq!(g.table.round, 6));
}

/// With every small ship on the starting track, each ship dealt between
/// rounds is large, and no small ship ever comes back to the track.
#[test]
fn every_ship_dealt_between_rounds_is_large() {
    let mut dealt = 0;
    random_games(
        |players, seed, events| {
            for e in events {
                if let Event::ShipDealt { ship, .. } = e {
                    assert_eq!(ship.kind().size, Size::Large, "seed {seed}, {players} players: a small ship was dealt");
                    dealt += 1;
                }
            }
        },
        |_| {},
    );
    assert!(dealt > 100, "the games dealt ships from the pile ({dealt})");
}

#[test]
fn supply_drop_and_census_add_a_second_cube_and_tile_when_turned() {
    for (card, tiles, cubes) in [(Development::SupplyDrop, 2, 3), (Development::Census, 3, 2)] {
        let mut g = Extrication::new(&Setup { players: 2 }, 5).unwrap();
        // Put the card on top of the Development pile.
        let i = g.hidden.developments.iter().position(|d| *d == card).unwrap();
        let top = g.hidden.developments.len() - 1;
        g.hidden.developments.swap(i, top);
        if g.hidden.developments[i] == Development::FinalScramble {
            g.hidden.developments.swap(i, top - 4);
        }
        all_leave(&mut g);
        assert_eq!(g.table.development, Some(card));
        for loc in &g.table.track {
            assert_eq!((loc.tiles.len(), loc.cubes.len()), (tiles, cubes), "{card:?}");
        }
    }
}

#[test]
fn heavy_lift_adds_a_cargo_space_for_the_round() {
    let mut g = bare(2);
    g.put_tiles(3, &[TileFace::Cohort; 3]);
    g.dock(A, Pad::Small, SKIFF, 2, 0, 0);
    g.set_turn(A, Stage::Act { at: 3 }, &[(A, Worker::At(3))]);
    refused(&g, A, Action::TakeCohort { from: 3, pad: Pad::Small });
    g.force_development(Development::HeavyLift);
    play(&mut g, A, Action::TakeCohort { from: 3, pad: Pad::Small });
    refused(&g, A, Action::TakeCohort { from: 3, pad: Pad::Small });
    // When the card goes, the third Cohort stays aboard but nothing more fits.
    g.force_development(Development::ShortHops);
    assert_eq!(g.table.players[A].pad(Pad::Small).unwrap().cohorts.len(), 3);
    assert_eq!(legal(&g, A), vec![Action::EndTurn]);
}

#[test]
fn short_hops_limits_a_move_to_the_next_three_free_locations() {
    let mut g = bare(2);
    g.force_development(Development::ShortHops);
    // Location 4 is taken, so the next three free ones are 3, 5 and 6.
    g.set_turn(A, Stage::Move, &[(A, Worker::At(2)), (B, Worker::At(4))]);
    assert_eq!(legal(&g, A), vec![Action::Move { to: 3 }, Action::Move { to: 5 }, Action::Move { to: 6 }, Action::Leave]);
    g.set_turn(B, Stage::Move, &[(A, Worker::Start), (B, Worker::Start)]);
    assert_eq!(legal(&g, B), vec![Action::Move { to: 0 }, Action::Move { to: 1 }, Action::Move { to: 2 }, Action::Leave]);
}

/// Counted over every location (rules version 2), Short Hops let a worker
/// enter only at 0, 1 or 2, so at four players the first three entrants
/// filled them and the fourth could only Leave: a whole round lost. Every
/// way the first three can take 0, 1 and 2 leaves the fourth 3, 4 and 5.
#[test]
fn short_hops_never_shuts_the_last_entrant_out() {
    let mut g = bare(4);
    g.force_development(Development::ShortHops);
    let mut tried = 0;
    for a in 0..3u8 {
        for b in (0..3u8).filter(|&b| b != a) {
            let c = 3 - a - b;
            let mut h = g.clone();
            for (seat, to) in [(A, a), (B, b), (C, c)] {
                assert_eq!(acting(&h), seat, "entrants go in the round's order");
                play(&mut h, seat, Action::Move { to });
                play(&mut h, seat, Action::EndTurn);
            }
            assert_eq!(acting(&h), D);
            let moves: Vec<Action> = legal(&h, D).into_iter().filter(|x| matches!(x, Action::Move { .. })).collect();
            assert_eq!(moves, vec![Action::Move { to: 3 }, Action::Move { to: 4 }, Action::Move { to: 5 }], "after {a}, {b}, {c}");
            tried += 1;
        }
    }
    assert_eq!(tried, 6, "every order of the first three entrants");
}

#[test]
fn open_gantries_lets_the_small_pad_take_a_large_ship() {
    let mut g = bare(2);
    g.put_ship(3, ARK);
    g.set_turn(A, Stage::Act { at: 3 }, &[(A, Worker::At(3))]);
    refused(&g, A, Action::TakeShip { from: 3, pad: Pad::Small });
    g.force_development(Development::OpenGantries);
    play(&mut g, A, Action::TakeShip { from: 3, pad: Pad::Small });
}

#[test]
fn the_card_in_force_changes_each_round_and_old_ones_are_kept_apart() {
    let mut g = Extrication::new(&Setup { players: 2 }, 8).unwrap();
    all_leave(&mut g);
    let first = g.table.development.unwrap();
    all_leave(&mut g);
    assert_ne!(g.table.development, Some(first));
    assert_eq!(g.table.past_developments, vec![first]);
}

/// When the Ship pile is empty a taken ship is not replaced, and the game
/// goes on (the docs: an empty location offers no ship).
#[test]
fn an_empty_ship_pile_leaves_a_taken_location_bare() {
    let mut g = bare(2);
    g.put_ship(4, SKIFF);
    // Move every other ship out of the pile (as if launched by B).
    let pile: Vec<ShipKind> = g.hidden.ships.iter().map(|s| s.kind()).collect();
    for k in pile {
        assert!(g.give_launched(B, k, 1, 0, 0));
    }
    assert!(g.hidden.ships.is_empty());
    play(&mut g, A, Action::Move { to: 4 });
    play(&mut g, A, Action::TakeShip { from: 4, pad: Pad::Small });
    play(&mut g, A, Action::EndTurn);
    play(&mut g, B, Action::Leave);
    play(&mut g, A, Action::Leave);
    assert_eq!(g.table.round, 2);
    assert!(g.table.track[4].ship.is_none());
}
