//! Identities: once per game, revealed when used, above refugee and trait text.

use super::*;
use endgames::engine::Viewer;
use endgames::games::the_end_is_nigh::cards::is_crossed;
use endgames::games::the_end_is_nigh::{Entry, Pos, Power};

fn with(identity: Identity) -> Nigh {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(3, 1, Trait::Cultist), (4, 0, Trait::Jerk)]);
    give_identity(&mut g, Seat(0), identity);
    g
}

#[test]
fn twelve_identities_each_once_per_game_and_revealed_when_used() {
    assert_eq!(Identity::ALL.len(), 12);
    let mut g = with(Identity::Psychic);
    assert!(!format!("{:?}", g.view(Viewer::Seat(Seat(1)))).contains("Psychic"), "secret before use");
    let events = play(&mut g, Action::Use { power: Power::Psychic });
    assert!(events.contains(&Event::IdentityUsed { seat: Seat(0), identity: Identity::Psychic }));
    assert_eq!(g.view(Viewer::Seat(Seat(1))).revealed_identities[Seat(0)], Some(Identity::Psychic));
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Use { .. })), "once per game");
    assert!(g.history.iter().any(|e| matches!(e, Entry::IdentityUsed { identity: Identity::Psychic, .. })));
}

#[test]
fn a_psychic_sees_both_of_the_scientists_traits() {
    let mut g = with(Identity::Psychic);
    play(&mut g, Action::Use { power: Power::Psychic });
    play(&mut g, Action::Question { spot: 3, slot: 0 });
    let traits = g.view(Viewer::Seat(Seat(0))).places[3].traits;
    assert_eq!(traits[1], Some(Trait::Cultist), "identity beats the Scientist's card");
}

#[test]
fn a_lawyer_is_bound_by_neither_the_jerk_nor_the_celebrity() {
    let mut g = with(Identity::Lawyer);
    play(&mut g, Action::Use { power: Power::Lawyer });
    play(&mut g, Action::Question { spot: 4, slot: 0 });
    assert_eq!(legal(&g).len(), 2, "a free claim despite the Jerk");
    play(&mut g, Action::Claim { cultist: false });
    assert!(votes(&g).contains(&Action::Vote { spot: 4 }), "and a free vote, the Celebrity included");
}

#[test]
fn a_detective_questions_an_exhausted_refugee() {
    let mut g = with(Identity::Detective);
    g.exhausted = Some(1);
    assert!(!legal(&g).contains(&Action::Question { spot: 1, slot: 0 }));
    play(&mut g, Action::Use { power: Power::Detective });
    assert!(legal(&g).contains(&Action::Question { spot: 1, slot: 0 }));
}

#[test]
fn a_preacher_binds_the_next_vote_above_the_celebrity_and_trait_text() {
    let mut g = with(Identity::Preacher);
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    play(&mut g, Action::Use { power: Power::Preacher });
    play(&mut g, Action::Vote { spot: 4 });
    // Seat 1 questions the Celebrity (who would ban its vote) and sees a Jerk.
    play(&mut g, Action::Question { spot: 4, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    assert_eq!(votes(&g), vec![Action::Vote { spot: 4 }], "the Preacher's word outranks the Celebrity");
}

/// At two players the markers after 1:00, 4:00, 7:00 and 10:00 are crossed:
/// the next player drops that marker instead of voting, so the Preacher has
/// no vote to bind then and is not offered (as at 12:00); at 3:00, before a
/// placed marker, it is.
#[test]
fn a_preacher_is_not_offered_before_a_crossed_marker_at_two_players() {
    let mut g = table(2);
    refugees(&mut g, PLAIN);
    give_identity(&mut g, Seat(0), Identity::Preacher);
    let preacher = Action::Use { power: Power::Preacher };
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    assert!(is_crossed(2, 2));
    assert_eq!(g.hour, 1);
    assert!(!legal(&g).contains(&preacher), "1:00: the next marker is crossed, {:?}", legal(&g));
    // Positive control: the same seat at 3:00, before the placed marker 4.
    play(&mut g, Action::Vote { spot: 1 });
    play(&mut g, Action::Question { spot: 2, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    play(&mut g, Action::DropMarker);
    play(&mut g, Action::Question { spot: 4, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    assert_eq!((g.hour, actor(&g)), (3, Seat(0)));
    assert!(!is_crossed(4, 2));
    assert!(legal(&g).contains(&preacher), "3:00: marker 4 is placed, {:?}", legal(&g));
}

#[test]
fn insider_spy_auditor_and_eavesdropper_learn_secrets_only_for_their_holder() {
    let mut g = with(Identity::Insider);
    let events = play(&mut g, Action::Use { power: Power::Insider { at: Pos::new(3, 1) } });
    assert!(events.contains(&Event::Saw { seat: Seat(0), at: Pos::new(3, 1), trait_: Some(Trait::Cultist), picked_by: None }));
    for e in &events {
        let other = Nigh::redact_event(e, Viewer::Seat(Seat(1))).unwrap();
        assert!(!format!("{other:?}").contains("Cultist"));
    }
    let mut g = with(Identity::Spy);
    let events = play(&mut g, Action::Use { power: Power::Spy { of: Seat(2) } });
    let learned = events.iter().find(|e| matches!(e, Event::LearnedAllegiance { .. })).unwrap();
    assert_eq!(*learned, Event::LearnedAllegiance { seat: Seat(0), of: Some(Seat(2)), cards: g.allegiance[Seat(2)].clone() });
    assert_eq!(
        Nigh::redact_event(learned, Viewer::Seat(Seat(2))),
        Some(Event::LearnedAllegiance { seat: Seat(0), of: Some(Seat(2)), cards: vec![] })
    );
    assert_eq!(g.view(Viewer::Seat(Seat(0))).intel.len(), 1);
    assert!(g.view(Viewer::Seat(Seat(1))).intel.is_empty());
    let mut g = with(Identity::Auditor);
    play(&mut g, Action::Use { power: Power::Auditor });
    assert_eq!(g.view(Viewer::Seat(Seat(0))).intel[0].cards, vec![g.aside]);
    // The Eavesdropper sees what the previous player saw on their turn.
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(3, 0, Trait::Cultist)]);
    give_identity(&mut g, Seat(1), Identity::Eavesdropper);
    turn(&mut g, 3, 3);
    play(&mut g, Action::Use { power: Power::Eavesdropper });
    assert_eq!(g.view(Viewer::Seat(Seat(1))).places[3].traits[0], Some(Trait::Cultist));
}

#[test]
fn mayor_bouncer_and_quartermaster_move_markers_and_cards_in_the_open() {
    let mut g = with(Identity::Mayor);
    give_identity(&mut g, Seat(1), Identity::Bouncer);
    turn(&mut g, 0, 2);
    // Seat 1's turn; its identity is Bouncer; seat 0's Mayor waits.
    play(&mut g, Action::Question { spot: 1, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    play(&mut g, Action::Use { power: Power::Bouncer { from: 2 } });
    assert!(g.places[2].markers.is_empty());
    assert_eq!(g.spent_markers, vec![1]);
    g.check_invariants().unwrap();
    play(&mut g, Action::Vote { spot: 2 });
    turn(&mut g, 0, 3);
    play(&mut g, Action::Question { spot: 1, slot: 0 });
    play(&mut g, Action::Claim { cultist: false });
    play(&mut g, Action::Use { power: Power::Mayor { from: 2, to: 5 } });
    assert_eq!(g.places[5].markers, vec![2]);
    g.check_invariants().unwrap();

    let mut g = with(Identity::Quartermaster);
    play(&mut g, Action::Use { power: Power::Quartermaster { a: Pos::new(0, 0), b: Pos::new(3, 0) } });
    assert!(g.history.iter().any(|e| matches!(e, Entry::Swapped { .. })));
    g.check_invariants().unwrap();
}

#[test]
fn a_coach_keeps_the_questioned_refugee_fresh() {
    let mut g = with(Identity::Coach);
    play(&mut g, Action::Use { power: Power::Coach });
    turn_rest(&mut g, 1, 2);
    assert_eq!(g.exhausted, None);
}

fn turn_rest(g: &mut Nigh, spot: u8, vote: u8) {
    play(g, Action::Question { spot, slot: 0 });
    let c = legal(g)[0].clone();
    play(g, c);
    play(g, Action::Vote { spot: vote });
}
