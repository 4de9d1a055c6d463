//! Set-up, questioning and the two claims.

use super::*;
use endgames::engine::Viewer;
use endgames::games::the_end_is_nigh::cards::{allegiance_cards, ALLEGIANCE_MIX};

#[test]
fn set_up_deals_allegiances_with_one_set_aside_two_identities_six_refugees_two_traits_each() {
    for players in 2..=6u8 {
        let g = Nigh::new(&Setup { players }, 3).unwrap();
        let n = usize::from(players);
        assert!(g.allegiance.0.iter().all(|c| c.len() == 1), "one allegiance card each");
        let (f, c) = ALLEGIANCE_MIX[n];
        assert_eq!(allegiance_cards(n).len(), usize::from(f + c));
        // Dealt + aside (+ the 2-player second deal) is the rulebook's set.
        let left = if n == 2 { 2 } else { 0 };
        assert_eq!(g.allegiance_deck.len(), left, "{players} players");
        assert!(g.offers.0.iter().all(|o| o[0] != o[1]), "two different identities each");
        assert_eq!(g.identity_box.len(), 12 - 2 * n);
        assert_eq!(g.places.len(), 6);
        assert_eq!(g.boxed.len(), 2);
        assert_eq!(g.phase, Phase::ChooseIdentity);
        assert_eq!(g.to_act().seats().len(), n, "everyone keeps an identity, in any order");
        g.check_invariants().unwrap();
    }
    // The rulebook's table: fanatics and civilians per size.
    assert_eq!(ALLEGIANCE_MIX[2..], [(1, 4), (1, 3), (1, 4), (2, 4), (2, 5)]);
}

#[test]
fn the_first_player_is_drawn_at_random() {
    let firsts: std::collections::BTreeSet<u8> = (0..40).map(|seed| Nigh::new(&Setup { players: 5 }, seed).unwrap().first.0).collect();
    assert_eq!(firsts.len(), 5, "every seat starts some games");
}

#[test]
fn a_kept_identity_is_secret_and_the_other_is_discarded() {
    let mut g = Nigh::new(&Setup { players: 3 }, 1).unwrap();
    let keep = g.offers[Seat(1)][1];
    g.apply(Seat(1), &Action::KeepIdentity { identity: keep }).unwrap();
    assert_eq!(g.identity_of(Seat(1)), Some(keep));
    assert_eq!(g.view(Viewer::Seat(Seat(1))).kept, Some(keep));
    assert_eq!(g.view(Viewer::Seat(Seat(0))).kept, None);
    assert!(!format!("{:?}", g.view(Viewer::Seat(Seat(0)))).contains(&format!("{keep:?}")));
    assert!(g.apply(Seat(1), &Action::KeepIdentity { identity: keep }).is_err(), "once only");
}

#[test]
fn an_exhausted_refugee_cannot_be_questioned_and_the_athlete_never_tires() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    turn(&mut g, 1, 3); // the Child
    assert_eq!(g.exhausted, Some(1));
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Question { spot: 1, .. })));
    let err = g.apply(actor(&g), &Action::Question { spot: 1, slot: 0 }).unwrap_err();
    assert!(err.to_string().contains("exhausted"), "{err}");
    turn(&mut g, 0, 3); // the Athlete: the Child is refreshed, the Athlete not exhausted
    assert_eq!(g.exhausted, None);
    assert!(legal(&g).contains(&Action::Question { spot: 0, slot: 0 }));
    assert!(legal(&g).contains(&Action::Question { spot: 1, slot: 0 }));
}

#[test]
fn a_fanatic_may_claim_a_seen_cultist_is_not_one() {
    // Jen (seat 0), a fanatic, sees the Geezer's Cultist and says he is not one.
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(2, 0, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(0));
    let events = play(&mut g, Action::Question { spot: 2, slot: 0 });
    assert!(events.contains(&Event::Saw {
        seat: Seat(0),
        at: endgames::games::the_end_is_nigh::Pos::new(2, 0),
        trait_: Some(Trait::Cultist),
        picked_by: None
    }));
    assert_eq!(legal(&g), vec![Action::Claim { cultist: false }, Action::Claim { cultist: true }]);
    let events = play(&mut g, Action::Claim { cultist: false });
    assert_eq!(events, vec![Event::Claimed { seat: Seat(0), spot: 2, cultist: false }]);
}

#[test]
fn only_two_claims_exist_a_genius_cannot_be_named() {
    // Alan sees the Child's Genius: he may say "not a cultist" or lie "cultist", nothing else.
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(1, 0, Trait::Genius), (1, 1, Trait::Medic)]);
    play(&mut g, Action::Question { spot: 1, slot: 0 });
    assert_eq!(legal(&g), vec![Action::Claim { cultist: false }, Action::Claim { cultist: true }]);
    assert!(g.apply(actor(&g), &Action::Vote { spot: 1 }).is_err(), "the claim comes first");
    play(&mut g, Action::Claim { cultist: true });
    assert_eq!(g.phase, Phase::Vote);
}

#[test]
fn a_jerk_with_no_markers_forces_the_cultist_claim_and_the_vote() {
    // Paul questions the Athlete, sees the Jerk; no markers on the Athlete.
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 1, Trait::Jerk)]);
    play(&mut g, Action::Question { spot: 0, slot: 1 });
    assert_eq!(legal(&g), vec![Action::Claim { cultist: true }]);
    let refused = g.apply(actor(&g), &Action::Claim { cultist: false });
    assert!(refused.is_err());
    let claim_events = play(&mut g, Action::Claim { cultist: true });
    assert_eq!(votes(&g), vec![Action::Vote { spot: 0 }]);
    // Nothing public says an effect applied: the table reads a claim like any other.
    for e in &claim_events {
        let seen = Nigh::redact_event(e, Viewer::Table).unwrap();
        assert!(!format!("{seen:?}").contains("Jerk"));
    }
    assert!(!format!("{:?}", g.view(Viewer::Table)).contains("Jerk"));
}

#[test]
fn a_jerk_on_a_marked_refugee_leaves_the_claim_free() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 1, Trait::Jerk)]);
    turn(&mut g, 1, 0); // a marker on the Athlete
    play(&mut g, Action::Question { spot: 0, slot: 1 });
    assert_eq!(legal(&g).len(), 2);
    play(&mut g, Action::Claim { cultist: false });
    assert_eq!(votes(&g).len(), 6, "and the vote is free");
}

/// The end story, the outcome and the bots judge a claim by what the rules
/// allowed at the time: the forced claim over an unmarked Jerk is no lie,
/// the same words over a marked Jerk are.
#[test]
fn a_false_claim_over_a_marked_jerk_is_a_lie_and_a_forced_one_is_not() {
    // The Athlete (spot 0) is never exhausted, so she can be asked twice.
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 1, Trait::Jerk)]);
    play(&mut g, Action::Question { spot: 0, slot: 1 });
    play(&mut g, Action::Claim { cultist: true });
    play(&mut g, Action::Vote { spot: 0 }); // both forced by the unmarked Jerk: now she has a marker
    let forced = g.claims_with_sightings().pop().expect("a claim");
    assert_eq!((forced.said, forced.forced, forced.is_lie()), (true, Some(true), false));
    play(&mut g, Action::Question { spot: 0, slot: 1 });
    assert_eq!(legal(&g).len(), 2, "the marked Jerk binds nobody");
    play(&mut g, Action::Claim { cultist: true });
    let free = g.claims_with_sightings().pop().expect("a claim");
    assert_eq!((free.saw.clone(), free.forced, free.is_lie()), (vec![Trait::Jerk], None, true));
}

/// Over many seeded random games at every size, the claim the history says
/// was forced is exactly the one the rules offered alone at the time.
#[test]
fn the_forced_claim_read_from_the_history_matches_the_rules_at_every_claim() {
    use endgames::engine::bot::random_action;
    use endgames::engine::{GameRng, ToAct};
    let (mut forced_seen, mut claims) = (0, 0);
    for players in 2..=6u8 {
        for seed in 0..60u64 {
            let mut g = Nigh::new(&Setup { players }, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            while let Some(seat) = match g.to_act() {
                ToAct::Over(_) => None,
                to_act => Some(to_act.seats()[0]),
            } {
                let offered: Vec<bool> = g
                    .legal_actions(seat)
                    .iter()
                    .filter_map(|a| match a {
                        Action::Claim { cultist } => Some(*cultist),
                        _ => None,
                    })
                    .collect();
                let action = random_action(&g, seat, &mut rng).unwrap();
                g.apply(seat, &action).unwrap();
                if !offered.is_empty() {
                    let made = g.claims_with_sightings().pop().expect("the claim just made");
                    let rules = (offered.len() == 1).then(|| offered[0]);
                    assert_eq!(made.forced, rules, "{players} players, seed {seed}: {made:?}");
                    claims += 1;
                    forced_seen += usize::from(rules.is_some());
                }
            }
        }
    }
    assert!(forced_seen > 20 && claims > 1_000, "only {forced_seen} forced of {claims} claims: the test proved little");
}

#[test]
fn a_charmer_forces_a_defence_and_a_whistleblower_points_next_door() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(2, 0, Trait::Charmer), (3, 0, Trait::Whistleblower)]);
    play(&mut g, Action::Question { spot: 2, slot: 0 });
    assert_eq!(legal(&g), vec![Action::Claim { cultist: false }]);
    play(&mut g, Action::Claim { cultist: false });
    assert!(!votes(&g).contains(&Action::Vote { spot: 2 }));
    play(&mut g, Action::Vote { spot: 5 });
    play(&mut g, Action::Question { spot: 3, slot: 0 }); // the Scientist's top card
    play(&mut g, Action::Claim { cultist: false });
    assert_eq!(votes(&g), vec![Action::Vote { spot: 2 }, Action::Vote { spot: 4 }]);
}

/// The Child shows both her cards, so one look can meet two binding traits.
/// Whichever card lies left, the vote is bound the same way: a Jerk and a
/// Charmer cancel out (claim and vote both free), a Jerk outweighs a
/// Whistleblower (claim "cultist", vote on her).
#[test]
fn two_binding_traits_on_one_refugee_bind_the_same_way_in_either_order() {
    let every_spot: Vec<Action> = (0..6u8).map(|spot| Action::Vote { spot }).collect();
    for (other, claims, want) in [
        (Trait::Charmer, vec![Action::Claim { cultist: false }, Action::Claim { cultist: true }], every_spot.clone()),
        (Trait::Whistleblower, vec![Action::Claim { cultist: true }], vec![Action::Vote { spot: 1 }]),
    ] {
        for order in [[Trait::Jerk, other], [other, Trait::Jerk]] {
            let mut g = table(4);
            refugees(&mut g, PLAIN);
            traits(&mut g, &[(1, 0, order[0]), (1, 1, order[1])]);
            play(&mut g, Action::Question { spot: 1, slot: 0 }); // the Child: both cards
            assert_eq!(legal(&g), claims, "{order:?}: the claim");
            let claim = legal(&g)[0].clone();
            play(&mut g, claim);
            assert_eq!(votes(&g), want, "{order:?}: the vote");
        }
    }
}

/// Over a marked refugee the Jerk binds nothing, so a Whistleblower beside
/// it points next door whichever card lies left.
#[test]
fn a_marked_jerk_leaves_the_whistleblower_to_bind_in_either_order() {
    for order in [[Trait::Jerk, Trait::Whistleblower], [Trait::Whistleblower, Trait::Jerk]] {
        let mut g = table(4);
        refugees(&mut g, PLAIN);
        traits(&mut g, &[(1, 0, order[0]), (1, 1, order[1])]);
        turn(&mut g, 2, 1); // a marker on the Child
        play(&mut g, Action::Question { spot: 1, slot: 0 });
        assert_eq!(legal(&g).len(), 2, "{order:?}: a free claim");
        play(&mut g, Action::Claim { cultist: true });
        assert_eq!(votes(&g), vec![Action::Vote { spot: 0 }, Action::Vote { spot: 2 }], "{order:?}");
    }
}
