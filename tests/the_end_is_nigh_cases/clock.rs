//! The doomsday clock: markers in order, red at 6:00 and 12:00, removals,
//! ties settled by the next player, gaps, the 2-player side, the end.

use super::*;
use endgames::engine::{OutcomeKind, Part, Viewer};
use endgames::games::the_end_is_nigh::Pos;

/// Hours 1-5 of the rulebook's 6:00 example at 3 players: afterwards the
/// Hermit has 1 marker, the Geezer and the Scientist 2 each.
fn before_six(g: &mut Nigh) {
    // Spots: 0 Athlete, 1 Child, 2 Geezer, 3 Scientist, 4 Celebrity, 5 Hermit.
    for (q, v) in [(0, 2), (1, 3), (0, 2), (1, 3), (0, 5)] {
        turn(g, q, v);
    }
}

#[test]
fn markers_are_placed_in_clock_order() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    before_six(&mut g);
    assert_eq!(g.places[2].markers, vec![1, 3]);
    assert_eq!(g.places[3].markers, vec![2, 4]);
    assert_eq!(g.places[5].markers, vec![5]);
    assert_eq!(g.hour, 6);
}

#[test]
fn the_six_oclock_tie_between_two_refugees_with_two_markers_is_settled_by_the_next_player() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    before_six(&mut g);
    // Jen (seat 2 at 6:00) places the red marker above the Child.
    assert_eq!(g.active(), Seat(2));
    let events = turn(&mut g, 0, 1);
    assert!(events.contains(&Event::TieToBreak { chooser: Seat(0), spots: vec![2, 3] }));
    assert_eq!(g.to_act(), ToAct::One(Seat(0)), "the next player in turn order decides");
    assert_eq!(legal(&g), vec![Action::Remove { spot: 2 }, Action::Remove { spot: 3 }]);
    assert!(g.apply(Seat(2), &Action::Remove { spot: 2 }).is_err(), "not the player who voted");
    assert!(g.apply(Seat(0), &Action::Remove { spot: 1 }).is_err(), "only a tied refugee");
    let events = g.apply(Seat(0), &Action::Remove { spot: 3 }).unwrap();
    assert!(events.contains(&Event::Removed { spot: 3 }));
    assert!(!g.places[3].present);
    assert_eq!(g.hour, 7);
    // The removed refugee's traits stay unseen.
    assert_eq!(g.view(Viewer::Table).places[3].traits, [None, None]);
}

#[test]
fn a_clear_leader_leaves_at_six_without_a_choice() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    before_six(&mut g);
    let events = turn(&mut g, 0, 2);
    assert!(events.contains(&Event::Removed { spot: 2 }));
    assert_eq!(g.phase, Phase::Question);
}

#[test]
fn a_removal_leaves_a_gap_refugees_across_it_are_not_adjacent() {
    // The Athlete at 12 between the Celebrity (10) and the Child (2).
    let mut g = table(3);
    refugees(&mut g, [Refugee::Athlete, Refugee::Child, Refugee::Undergrad, Refugee::Geezer, Refugee::Scientist, Refugee::Celebrity]);
    traits(&mut g, &[]);
    assert_eq!(g.adjacent(0), vec![5, 1]);
    assert_eq!(g.adjacent(1), vec![0, 2]);
    for (q, v) in [(1, 0), (3, 0), (1, 0), (3, 0), (1, 0), (3, 0)] {
        turn(&mut g, q, v);
    }
    assert!(!g.places[0].present, "the Athlete left at 6:00");
    assert_eq!(g.adjacent(1), vec![2], "the Child no longer touches the Celebrity");
    assert_eq!(g.adjacent(5), vec![4]);
    // The Undergrad (spot 2) swaps only with a directly adjacent refugee: the Child or the Geezer.
    g.exhausted = None;
    play(&mut g, Action::Question { spot: 2, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    let spots: Vec<u8> = legal(&g).iter().filter_map(|a| if let Action::Swap { with } = a { Some(with.spot) } else { None }).collect();
    assert!(spots.iter().all(|s| *s == 1 || *s == 3), "{spots:?}");
}

#[test]
fn two_players_use_the_crossed_side_and_take_a_second_allegiance_after_six() {
    let mut g = table(2);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    all_civilians(&mut g);
    for hour in 1..=6u8 {
        let crossed = [2, 5].contains(&hour);
        if crossed {
            play(&mut g, Action::Question { spot: 0, slot: 0 });
            play(&mut g, Action::Claim { cultist: false });
            assert_eq!(votes(&g), vec![Action::DropMarker], "hour {hour}: the marker leaves the game");
            let events = play(&mut g, Action::DropMarker);
            assert!(events.contains(&Event::MarkerOut { marker: hour }));
        } else {
            turn(&mut g, if hour % 2 == 0 { 1 } else { 0 }, 2);
        }
    }
    assert_eq!(g.spent_markers, vec![2, 5]);
    assert!(!g.places[2].present);
    assert!(g.allegiance.0.iter().all(|c| c.len() == 2), "a second card each after 6:00");
    assert!(g.allegiance_deck.is_empty());
    // Whoever holds any fanatic card is a fanatic.
    let mut h = g.clone();
    h.allegiance[Seat(1)] =
        vec![endgames::games::the_end_is_nigh::cards::Allegiance::Civilian, endgames::games::the_end_is_nigh::cards::Allegiance::Fanatic];
    assert!(h.is_fanatic(Seat(1)));
}

#[test]
fn the_end_reveals_remaining_traits_one_by_one_then_allegiances_and_names_the_winners() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    // Both Cultists on the Geezer: removing him at 6:00 saves the bunker.
    traits(&mut g, &[(2, 0, Trait::Cultist), (2, 1, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(1));
    let mut events = Vec::new();
    for hour in 1..=12u8 {
        let v = if hour <= 6 { 2 } else { 5 };
        events = turn(&mut g, if hour % 2 == 0 { 1 } else { 0 }, v);
    }
    let reveals: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::TraitRevealed { .. })).collect();
    assert_eq!(reveals.len(), 8, "four refugees, two traits each");
    let first_allegiance = events.iter().position(|e| matches!(e, Event::AllegianceRevealed { .. })).unwrap();
    let last_trait = events.iter().rposition(|e| matches!(e, Event::TraitRevealed { .. })).unwrap();
    assert!(last_trait < first_allegiance, "traits first, then allegiances");
    assert!(events.contains(&Event::GameOver { civilians_win: true }));
    let outcome = g.to_act().outcome().cloned().expect("over");
    let OutcomeKind::Teams { team } = &outcome.kind else { panic!("teams") };
    assert_eq!(team.0, vec![0, 1, 0], "civilians team 0, fanatics team 1");
    assert_eq!(outcome.winners(), vec![Seat(0), Seat(2)]);
    assert!(outcome.explanation.iter().any(|l| l.0.contains(&Part::Seat(Seat(1)))), "lines name seats as seats");
    assert!(!outcome.explanation.iter().any(|l| l.to_string().contains("Player 2 was") && l.0.iter().all(|p| matches!(p, Part::Text(_)))));
}

/// With the fanatic card set aside, a cultist who gets in wins for nobody at
/// the table: no seat is first (the end screen and the history read the
/// first place as the winners; every seat was first before, "Ana, Ben and
/// Cleo win as a team!").
#[test]
fn a_cult_that_gets_in_with_no_fanatic_at_the_table_wins_for_nobody_there() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(4, 0, Trait::Cultist)]);
    all_civilians(&mut g);
    for hour in 1..=12u8 {
        turn(&mut g, if hour % 2 == 0 { 1 } else { 0 }, if hour <= 6 { 2 } else { 3 });
    }
    assert!(g.cultists_inside().contains(&4), "{:?}", g.cultists_inside());
    assert!(Seat::all(3).all(|s| !g.is_fanatic(s)), "nobody at the table is a fanatic");
    let o = g.to_act().outcome().cloned().unwrap();
    assert_eq!(o.winners(), Vec::<Seat>::new());
    assert_eq!(o.place.0, vec![1, 1, 1]);
    assert_eq!(o.score.0, vec![0, 0, 0]);
    assert!(Seat::all(3).all(|s| o.reward(s) == 0.0), "a loss for every seat's search");
}

#[test]
fn one_cultist_inside_wins_for_the_fanatics_unless_a_pet_dog_tames_it() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(1, 0, Trait::Cultist), (1, 1, Trait::PetDog), (4, 0, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(2));
    assert!(!g.harbours_cultist(1), "the Pet Dog keeps the Child's Cultist harmless");
    assert!(g.harbours_cultist(4));
    for hour in 1..=12u8 {
        turn(&mut g, if hour % 2 == 0 { 1 } else { 0 }, if hour <= 6 { 2 } else { 3 });
    }
    assert_eq!(g.cultists_inside(), vec![4]);
    let o = g.to_act().outcome().cloned().unwrap();
    assert_eq!(o.winners(), vec![Seat(2)]);
    let table = g.view(Viewer::Table);
    assert_eq!(table.places[4].traits[0], Some(Trait::Cultist), "the end turns up the bunker's traits");
    assert_eq!(table.places[2].traits, [None, None], "removed refugees stay face down");
    let _ = Pos::new(0, 0);
}

/// The deck holds four Pet Dogs and two Cultists, so a refugee may hold a
/// pair: the end says "two Pet Dogs", not "Pet Dog and Pet Dog".
#[test]
fn the_end_names_a_pair_of_one_trait_once() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::PetDog), (0, 1, Trait::PetDog), (4, 0, Trait::Cultist), (4, 1, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(2));
    for hour in 1..=12u8 {
        turn(&mut g, if hour % 2 == 0 { 1 } else { 0 }, if hour <= 6 { 2 } else { 3 });
    }
    let o = g.to_act().outcome().cloned().unwrap();
    let text: Vec<String> = o.explanation.iter().map(|l| l.to_string()).collect();
    assert!(text.contains(&"Athlete: two Pet Dogs.".to_string()), "{text:?}");
    assert!(text.contains(&"Celebrity: two Cultists.".to_string()), "{text:?}");
    assert!(!text.iter().any(|l| l.contains("Pet Dog and Pet Dog")), "{text:?}");
}
