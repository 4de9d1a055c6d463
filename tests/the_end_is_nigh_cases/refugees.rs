//! Each refugee's bend, and refugee text over trait text.

use super::*;
use endgames::engine::Viewer;
use endgames::games::the_end_is_nigh::cards::{Bend, Placement, REFUGEES};
use endgames::games::the_end_is_nigh::Pos;

#[test]
fn eight_refugees_each_bend_a_different_rule() {
    let bends: std::collections::BTreeSet<String> = REFUGEES.iter().map(|r| format!("{:?}", r.bend)).collect();
    assert_eq!(bends.len(), 8);
    assert_eq!(Refugee::Athlete.bend(), Bend::NeverTired);
    assert!(REFUGEES.iter().any(|r| r.placement == Placement::Stacked) && REFUGEES.iter().any(|r| r.placement == Placement::SideBySide));
}

#[test]
fn the_child_shows_both_traits() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(1, 0, Trait::Genius), (1, 1, Trait::Cultist)]);
    assert_eq!(g.question_slots(1), &[0]);
    let events = play(&mut g, Action::Question { spot: 1, slot: 0 });
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Saw { .. })).count(), 2);
    assert_eq!(g.view(Viewer::Seat(Seat(0))).places[1].traits, [Some(Trait::Genius), Some(Trait::Cultist)]);
}

#[test]
fn the_scientist_shows_only_her_top_trait() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(3, 0, Trait::Genius), (3, 1, Trait::Cultist)]);
    assert!(legal(&g).contains(&Action::Question { spot: 3, slot: 0 }));
    assert!(!legal(&g).contains(&Action::Question { spot: 3, slot: 1 }));
    play(&mut g, Action::Question { spot: 3, slot: 0 });
    assert_eq!(g.view(Viewer::Seat(Seat(0))).places[3].traits, [Some(Trait::Genius), None]);
}

#[test]
fn the_geezer_turns_his_stack_over_once_questioned() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(2, 0, Trait::Genius), (2, 1, Trait::Cultist)]);
    play(&mut g, Action::Question { spot: 2, slot: 0 });
    assert_eq!(g.places[2].traits, [Trait::Cultist, Trait::Genius]);
    // The questioner's notebook follows the card it saw.
    assert_eq!(g.view(Viewer::Seat(Seat(0))).places[2].traits, [None, Some(Trait::Genius)]);
}

#[test]
fn the_hermit_is_seen_and_claimed_by_the_next_player() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(5, 1, Trait::Cultist)]);
    let events = play(&mut g, Action::Question { spot: 5, slot: 1 });
    assert!(events.contains(&Event::Saw { seat: Seat(1), at: Pos::new(5, 1), trait_: Some(Trait::Cultist), picked_by: Some(Seat(0)) }));
    assert_eq!(g.view(Viewer::Seat(Seat(0))).places[5].traits, [None, None], "the questioner does not see it");
    assert_eq!(actor(&g), Seat(1), "the next player claims");
    play(&mut g, Action::Claim { cultist: true });
    assert_eq!(actor(&g), Seat(0), "the questioner votes");
}

#[test]
fn the_conman_cannot_swap_with_an_exhausted_refugee() {
    // Alan questions the Conman; the Child and Scientist are exhausted.
    let mut g = table(3);
    refugees(&mut g, [Refugee::Conman, Refugee::Child, Refugee::Scientist, Refugee::Geezer, Refugee::Athlete, Refugee::Hermit]);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    g.exhausted = Some(1);
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    assert_eq!(g.phase, Phase::Swap);
    let targets: Vec<Action> = legal(&g);
    assert!(!targets.iter().any(|a| matches!(a, Action::Swap { with } if with.spot == 1)), "the exhausted Child is out of reach");
    assert!(!targets.contains(&Action::NoSwap), "the Conman's swap is not optional");
    assert!(targets.contains(&Action::Swap { with: Pos::new(2, 0) }));
    assert!(!targets.contains(&Action::Swap { with: Pos::new(2, 1) }), "a stacked refugee offers only its top card");
    assert!(g.apply(Seat(0), &Action::Swap { with: Pos::new(1, 0) }).is_err());
    let events = play(&mut g, Action::Swap { with: Pos::new(4, 1) });
    assert!(events.contains(&Event::Swapped { a: Pos::new(0, 0), b: Pos::new(4, 1) }));
    assert_eq!(g.trait_at(Pos::new(4, 1)), Trait::Cultist);
    assert_eq!(g.view(Viewer::Seat(Seat(0))).places[4].traits[1], Some(Trait::Cultist), "the looker knows where its card went");
    assert_eq!(g.view(Viewer::Seat(Seat(1))).places[4].traits[1], None);
}

#[test]
fn the_undergrad_may_swap_his_unseen_trait_with_a_neighbour() {
    let mut g = table(3);
    refugees(&mut g, [Refugee::Undergrad, Refugee::Child, Refugee::Scientist, Refugee::Geezer, Refugee::Athlete, Refugee::Hermit]);
    traits(&mut g, &[(0, 1, Trait::Cultist)]);
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    let l = legal(&g);
    assert!(l.contains(&Action::NoSwap));
    assert!(
        l.iter().all(|a| matches!(a, Action::NoSwap) || matches!(a, Action::Swap { with } if with.spot == 1 || with.spot == 5)),
        "{l:?}"
    );
    play(&mut g, Action::Swap { with: Pos::new(5, 0) });
    assert_eq!(g.trait_at(Pos::new(5, 0)), Trait::Cultist, "the unseen card moved");
}

#[test]
fn the_celebrity_cannot_be_voted_by_her_questioner_even_over_a_jerk() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(4, 0, Trait::Jerk)]);
    play(&mut g, Action::Question { spot: 4, slot: 0 });
    assert_eq!(legal(&g), vec![Action::Claim { cultist: true }], "the Jerk still binds the claim");
    play(&mut g, Action::Claim { cultist: true });
    let v = votes(&g);
    assert!(!v.contains(&Action::Vote { spot: 4 }), "refugee text beats trait text");
    assert_eq!(v.len(), 5);
}
