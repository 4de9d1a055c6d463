//! Bots reason about claims from their own view only.

use super::*;
use endgames::engine::bot::{choose, BotHooks, BotLevel};
use endgames::engine::{GameRng, Viewer};
use endgames::games::the_end_is_nigh::bot::Beliefs;

fn claim_of(g: &Nigh, seed: u64) -> bool {
    let seat = actor(g);
    let mut rng = GameRng::from_seed(seed);
    match choose::<Nigh>(&g.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng) {
        Some(Action::Claim { cultist }) => cultist,
        other => panic!("expected a claim, got {other:?}"),
    }
}

#[test]
fn civilian_bots_claim_what_they_saw() {
    for (t, want) in [(Trait::Cultist, true), (Trait::Genius, false)] {
        let mut g = table(4);
        refugees(&mut g, PLAIN);
        traits(&mut g, &[(0, 0, t)]);
        all_civilians(&mut g);
        play(&mut g, Action::Question { spot: 0, slot: 0 });
        for seed in 0..20 {
            assert_eq!(claim_of(&g, seed), want, "{t:?}");
        }
    }
}

#[test]
fn fanatic_bots_hide_a_cultist_nobody_else_saw_but_not_one_that_was_witnessed() {
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(0));
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    let lies = (0..40).filter(|s| !claim_of(&g, *s)).count();
    assert_eq!(lies, 40, "an unwitnessed Cultist is always hidden");
    // Now seat 1 saw the same card first: lying would unmask the fanatic.
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(1));
    all_civilians_but(&mut g, Seat(1));
    play(&mut g, Action::Question { spot: 0, slot: 0 }); // seat 0 (civilian) sees the Cultist and says so
    play(&mut g, Action::Claim { cultist: true });
    play(&mut g, Action::Vote { spot: 2 });
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    let lies = (0..40).filter(|s| !claim_of(&g, *s)).count();
    assert!(lies < 30, "a witnessed Cultist is usually admitted ({lies}/40 lies)");
}

fn all_civilians_but(g: &mut Nigh, fanatic: Seat) {
    assert!(g.is_fanatic(fanatic));
}

#[test]
fn a_claim_that_contradicts_what_a_bot_saw_marks_its_claimant() {
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(1));
    play(&mut g, Action::Question { spot: 0, slot: 0 }); // seat 0 sees the Cultist
    play(&mut g, Action::Claim { cultist: true });
    play(&mut g, Action::Vote { spot: 0 });
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    play(&mut g, Action::Claim { cultist: false }); // seat 1 lies
    let b = Beliefs::of(&g.view(Viewer::Seat(Seat(0))));
    assert_eq!(b.fanatic[Seat(1)], 1.0);
    assert!(b.fanatic[Seat(2)] < 0.5);
    assert_eq!(b.refugee[0], 1.0);
    // A seat that saw nothing knows one of the two lied about the same card.
    let b2 = Beliefs::of(&g.view(Viewer::Seat(Seat(2))));
    assert!(b2.fanatic[Seat(0)] >= 0.5 && b2.fanatic[Seat(1)] >= 0.5, "{:?}", b2.fanatic);
    assert!(b2.fanatic[Seat(3)] < 0.5, "{:?}", b2.fanatic);
}

#[test]
fn a_civilian_bot_votes_for_the_cultist_it_saw() {
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    all_civilians(&mut g);
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    play(&mut g, Action::Claim { cultist: true });
    let mut rng = GameRng::from_seed(3);
    let a = choose::<Nigh>(&g.view(Viewer::Seat(Seat(0))), Seat(0), BotLevel::Easy, &mut rng);
    assert!(matches!(a, Some(Action::Vote { spot: 0 }) | Some(Action::Use { .. })), "{a:?}");
}

#[test]
fn the_playout_policy_ignores_what_its_seat_cannot_see() {
    use endgames::engine::Audited;
    for seed in 0..30u64 {
        let mut g = Nigh::new(&Setup { players: 2 + (seed % 5) as u8 }, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..(seed % 25) {
            let Some(&s) = g.to_act().seats().first() else { break };
            let a = choose::<Nigh>(&g.view(Viewer::Seat(s)), s, BotLevel::Easy, &mut rng).unwrap();
            g.apply(s, &a).unwrap();
        }
        let Some(&seat) = g.to_act().seats().first() else { continue };
        let legal = g.legal_actions(seat);
        let mut shuffled = g.clone();
        shuffled.shuffle_hidden(Viewer::Seat(seat), &mut rng);
        assert_eq!(shuffled.legal_actions(seat), legal);
        let a = g.playout_action(seat, &legal, &mut GameRng::from_seed(9));
        let b = shuffled.playout_action(seat, &legal, &mut GameRng::from_seed(9));
        assert_eq!(a, b, "seed {seed}: the choice moved with a hidden card");
    }
}

#[test]
fn a_normal_bot_decides_from_its_view_within_the_rules() {
    let mut g = table(5);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    let mut rng = GameRng::from_seed(1);
    for _ in 0..6 {
        let seat = actor(&g);
        let a = choose::<Nigh>(&g.view(Viewer::Seat(seat)), seat, BotLevel::Normal, &mut rng).unwrap();
        assert!(g.legal_actions(seat).contains(&a));
        g.apply(seat, &a).unwrap();
    }
}

/// Two players: a Spy's look before 6:00 sees the first of the two cards
/// its target ends up with. After the second deal the beliefs and the
/// search's samples must leave that second card open.
#[test]
fn a_spys_look_before_the_second_deal_leaves_the_second_card_unknown() {
    use endgames::engine::Game;
    use endgames::games::the_end_is_nigh::Power;
    let mut g = table(2);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    all_civilians(&mut g);
    // The fanatic card set aside, so both second cards dealt are civilian.
    if let Some(i) = g.allegiance_deck.iter().position(|c| *c == Allegiance::Fanatic) {
        std::mem::swap(&mut g.allegiance_deck[i], &mut g.aside);
    }
    assert_eq!(g.aside, Allegiance::Fanatic);
    give_identity(&mut g, Seat(0), Identity::Spy);
    play(&mut g, Action::Use { power: Power::Spy { of: Seat(1) } });
    // Every turn questions the Athlete (never exhausted) and sees his Genius,
    // so every claim is honest and the samples weigh no lie.
    turn(&mut g, 0, 3);
    let before = Beliefs::of(&g.view(Viewer::Seat(Seat(0))));
    assert_eq!(before.fanatic[Seat(1)], 0.0, "the one card seat 1 holds was seen");
    for _hour in 2..=6u8 {
        turn(&mut g, 0, 3);
    }
    assert_eq!(g.hour, 7);
    assert_eq!(g.places[0].traits[0], Trait::Genius);
    let view = g.view(Viewer::Seat(Seat(0)));
    assert_eq!((view.allegiance_counts[Seat(1)], view.intel[0].cards.len()), (2, 1));
    let after = Beliefs::of(&view);
    // Unseen by seat 0: seat 1's second card and the one set aside, one of them the fanatic.
    assert!((after.fanatic[Seat(1)] - 0.5).abs() < 1e-9, "{:?}", after.fanatic);
    let mut rng = GameRng::from_seed(11);
    let mut second = [0usize; 2];
    for _ in 0..200 {
        let s = Nigh::determinize(&view, &mut rng);
        assert_eq!(s.view(Viewer::Seat(Seat(0))), view);
        assert_eq!(s.allegiance[Seat(1)][0], Allegiance::Civilian, "the spied card stays");
        second[usize::from(s.allegiance[Seat(1)][1] == Allegiance::Fanatic)] += 1;
    }
    eprintln!("second card over 200 samples (civilian, fanatic): {second:?}");
    assert!(second[0] > 20 && second[1] > 20, "the second card takes both values (civilian, fanatic): {second:?}");
}
