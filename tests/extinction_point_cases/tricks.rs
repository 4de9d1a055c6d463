//! Election and the trick: signals, follow suit, the wild Infiltrator, and
//! every ability that changes how a trick is won.

use super::support::*;
use endgames::engine::{Game, ToAct};
use endgames::games::extinction_point::cards::Suit;
use endgames::games::extinction_point::{Action, Difficulty, Event, Phase, Signal};

#[test]
fn election_only_offers_the_three_signals_and_strongest_leads() {
    let mut g = game(3, Difficulty::Beginner);
    assert_eq!(g.to_act(), ToAct::Many(vec![S0, S1, S2]));
    let legal = g.legal_actions(S1);
    assert_eq!(legal.len(), 3);
    act(&mut g, S0, Action::Signal { signal: Signal::Lead });
    act(&mut g, S2, Action::Signal { signal: Signal::ReallyLead });
    assert_eq!(g.to_act(), ToAct::Many(vec![S1]));
    let ev = act(&mut g, S1, Action::Signal { signal: Signal::RatherNot });
    assert!(ev.contains(&Event::LeaderChosen { seat: S2, tied: false }));
    assert_eq!(g.table.phase, Phase::Play { seat: S2 });
}

/// Equal signals: the first tied seat clockwise from the latest winner leads.
#[test]
fn election_tie_goes_clockwise_from_the_last_winner() {
    let mut g = game(3, Difficulty::Beginner);
    g.table.last_winner = S2;
    act(&mut g, S0, Action::Signal { signal: Signal::Lead });
    act(&mut g, S1, Action::Signal { signal: Signal::Lead });
    let ev = act(&mut g, S2, Action::Signal { signal: Signal::RatherNot });
    assert!(ev.contains(&Event::LeaderChosen { seat: S0, tied: true }));
}

#[test]
fn infiltrator_plays_second_then_clockwise_from_leader() {
    let mut g = game(3, Difficulty::Beginner);
    deal(&mut g, &[&[p(5), p(6)], &[p(7), p(8)], &[p(9), p(10)]]);
    assert!(g.stack_infiltrator(&[inf(4, false)]));
    elect(&mut g, S1);
    assert_eq!(g.table.phase, Phase::Play { seat: S1 });
    let ev = play(&mut g, S1, p(7));
    assert!(ev.contains(&Event::InfiltratorRevealed { card: inf(4, false) }));
    assert_eq!(g.table.phase, Phase::Play { seat: S2 });
    play(&mut g, S2, p(9));
    assert_eq!(g.table.phase, Phase::Play { seat: S0 });
}

#[test]
fn follow_suit_is_enforced_with_a_reason() {
    let mut g = two();
    deal(&mut g, &[&[p(9), p(5)], &[p(7), w(12)]]);
    assert!(g.stack_infiltrator(&[inf(3, false)]));
    elect(&mut g, S0);
    play(&mut g, S0, p(9));
    assert_eq!(g.legal_actions(S1), vec![Action::Play { card: p(7) }]);
    let why = refused(&g, S1, Action::Play { card: w(12) });
    assert!(why.contains("follow suit"), "{why}");
    let why = refused(&g, S1, Action::Play { card: b(13) });
    assert!(why.contains("not in your hand"), "{why}");
}

#[test]
fn a_void_player_may_play_anything_but_off_suit_never_wins() {
    let mut g = two();
    deal(&mut g, &[&[p(6), p(5)], &[w(13), w(12)]]);
    let ev = trick(&mut g, S0, &[inf(8, false)], &[p(6), w(13)]);
    assert!(ev.iter().any(|e| matches!(e, Event::TrickLost { infiltrator: 8, best: Some(6), .. })));
}

/// Infiltrator numbers are wild: a 10 beats a PEOPLE 9 whatever the suit.
#[test]
fn infiltrator_numbers_are_wild_in_the_leading_suit() {
    for lead in [b(9), s(9), w(9)] {
        let mut g = two();
        deal(&mut g, &[&[lead, p(5)], &[p(6), p(7)]]);
        let ev = trick(&mut g, S0, &[inf(10, false)], &[lead, p(6)]);
        assert!(lost(&ev), "{lead:?} lost to the wild 10");
    }
}

#[test]
fn highest_player_card_of_the_lead_suit_wins_for_everyone() {
    let mut g = game(3, Difficulty::Beginner);
    deal(&mut g, &[&[s(5), s(6)], &[s(12), p(1)], &[s(8), p(2)]]);
    let ev = trick(&mut g, S0, &[inf(11, true)], &[s(5), s(12), s(8)]);
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { seat: S1, value: 12, .. })));
    assert_eq!(g.table.last_winner, S1);
    assert_eq!(g.to_act(), ToAct::One(S1), "the trick's winner builds");
}

#[test]
fn free_cards_need_not_follow_suit() {
    let mut g = two();
    deal(&mut g, &[&[w(9), p(5)], &[w(7), s(1)]]);
    assert!(g.stack_infiltrator(&[inf(3, false)]));
    elect(&mut g, S0);
    play(&mut g, S0, w(9));
    assert!(g.legal_actions(S1).contains(&Action::Play { card: s(1) }), "Smoke Screen ignores suit");
}

#[test]
fn interference_makes_free_cards_follow_suit() {
    let mut g = two();
    set_mothership(&mut g, "Interference");
    deal(&mut g, &[&[w(9), p(5)], &[w(7), s(1)]]);
    assert!(g.stack_infiltrator(&[inf(3, false)]));
    elect(&mut g, S0);
    play(&mut g, S0, w(9));
    assert_eq!(g.legal_actions(S1), vec![Action::Play { card: w(7) }]);
    let why = refused(&g, S1, Action::Play { card: s(1) });
    assert!(why.contains("Interference"), "{why}");
}

#[test]
fn open_council_frees_everyone() {
    let mut g = two();
    set_bunker(&mut g, "Open Council");
    deal(&mut g, &[&[w(9), p(5)], &[w(7), p(13)]]);
    assert!(g.stack_infiltrator(&[inf(3, false)]));
    elect(&mut g, S0);
    play(&mut g, S0, w(9));
    assert_eq!(g.legal_actions(S1).len(), 2);
}

#[test]
fn decoy_leading_makes_the_infiltrator_play_the_lower_of_two() {
    let mut g = two();
    deal(&mut g, &[&[p(1), p(5)], &[p(6), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(12, true), inf(4, true)], &[p(1), p(6)]);
    assert!(ev.contains(&Event::Ability { card: p(1) }));
    assert!(ev.contains(&Event::InfiltratorDiscarded { card: inf(12, true) }));
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { value: 6, infiltrator: 4, .. })));
    assert!(g.table.infiltrator_discard.contains(&inf(12, true)));
}

#[test]
fn swarm_makes_the_infiltrator_play_the_higher_of_two() {
    let mut g = two();
    set_mothership(&mut g, "Swarm");
    deal(&mut g, &[&[p(9), p(5)], &[p(6), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(4, true), inf(11, false)], &[p(9), p(6)]);
    assert!(ev.contains(&Event::InfiltratorDiscarded { card: inf(4, true) }));
    assert!(lost(&ev));
}

#[test]
fn rallying_cry_lifts_the_best_card_by_two() {
    let mut g = two();
    deal(&mut g, &[&[s(9), p(5)], &[p(3), s(2)]]);
    // SHIELD 9 + 2 = 11 beats the Infiltrator's 10.
    let ev = trick(&mut g, S0, &[inf(10, true)], &[s(9), p(3)]);
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { value: 11, infiltrator: 10, .. })));
}

#[test]
fn smoke_screen_weakens_the_infiltrator_by_three() {
    let mut g = two();
    deal(&mut g, &[&[w(9), p(5)], &[s(1), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(12, false)], &[w(9), s(1)]);
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { value: 9, infiltrator: 9, tie: true, .. })));
}

#[test]
fn jammer_gives_a_plus_tie_to_the_players() {
    let mut g = two();
    deal(&mut g, &[&[w(9), p(5)], &[s(3), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(9, true)], &[w(9), s(3)]);
    assert!(won(&ev));
}

#[test]
fn heavy_gun_counts_as_a_ten_of_any_suit() {
    let mut g = two();
    deal(&mut g, &[&[b(5), p(5)], &[w(4), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(9, true)], &[b(5), w(4)]);
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { seat: S1, value: 10, .. })));
}

#[test]
fn signal_flare_switches_the_leading_suit_to_weapon_when_chosen() {
    let mut g = game(3, Difficulty::Beginner);
    deal(&mut g, &[&[p(12), p(5)], &[w(1), p(2)], &[w(11), p(8)]]);
    assert!(g.stack_infiltrator(&[inf(10, true)]));
    elect(&mut g, S0);
    play(&mut g, S0, p(12));
    let legal = g.legal_actions(S1);
    assert!(legal.contains(&Action::Play { card: w(1) }) && legal.contains(&Action::PlayAndSwitchLead { card: w(1) }));
    let ev = act(&mut g, S1, Action::PlayAndSwitchLead { card: w(1) });
    assert!(ev.contains(&Event::LeadSwitched { suit: Suit::Weapon, by: w(1) }));
    // Seat 2 holds a PEOPLE card but PEOPLE no longer leads: it may play its WEAPON.
    assert!(g.legal_actions(S2).contains(&Action::Play { card: w(11) }));
    let ev = play(&mut g, S2, w(11));
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { seat: S2, value: 11, infiltrator: 10, .. })));
}

#[test]
fn signal_flare_played_plainly_keeps_the_partners_lead() {
    // At two players a forced switch would throw away the leader's winning card.
    let mut g = two();
    deal(&mut g, &[&[p(12), p(5)], &[w(1), p(2)]]);
    assert!(g.stack_infiltrator(&[inf(10, true)]));
    elect(&mut g, S0);
    play(&mut g, S0, p(12));
    let ev = play(&mut g, S1, w(1));
    assert!(!ev.iter().any(|e| matches!(e, Event::LeadSwitched { .. })));
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { seat: S0, value: 12, .. })), "the PEOPLE 12 still wins");
}

/// Rules version 1 against version 2 on one position. Version 1 had one move
/// for a Signal Flare, `Play`, and it always switched the lead; version 2
/// kept that code path as `PlayAndSwitchLead` and made `Play` plain. So a
/// version-1 record's `Play { WEAPON 1 }` after a lead in another suit means
/// a different trick under version 2: here the v1 meaning loses the trick
/// and the attack follows, the same move under v2 wins it.
#[test]
fn a_version_1_flare_move_gives_a_different_trick_under_version_2() {
    let mut g = two();
    deal(&mut g, &[&[p(12), p(5)], &[w(1), p(2)]]);
    assert!(g.stack_infiltrator(&[inf(10, true)]));
    elect(&mut g, S0);
    play(&mut g, S0, p(12));
    let (health, mut v1) = (g.bunker_health(), g.clone());
    let v2 = act(&mut g, S1, Action::Play { card: w(1) });
    assert!(won(&v2) && g.bunker_health() == health, "version 2: the plain Flare keeps the PEOPLE 12's win");
    let v1 = act(&mut v1, S1, Action::PlayAndSwitchLead { card: w(1) });
    assert!(lost(&v1), "version 1: WEAPON leads, the Flare's 1 is our best WEAPON and the 10+ wins");
    assert_eq!(bunker_damage(&v1), 1, "and the Mothership attacks");
}

#[test]
fn signal_flare_cannot_switch_when_it_leads() {
    let mut g = two();
    deal(&mut g, &[&[w(1), p(5)], &[w(7), p(2)]]);
    elect(&mut g, S0);
    assert!(!g.legal_actions(S0).contains(&Action::PlayAndSwitchLead { card: w(1) }));
    let why = refused(&g, S0, Action::PlayAndSwitchLead { card: w(1) });
    assert!(why.contains("Signal Flare"), "{why}");
}

#[test]
fn command_post_and_overlord_decide_ties() {
    let mut g = two();
    set_bunker(&mut g, "Command Post");
    deal(&mut g, &[&[w(9), p(5)], &[w(2), p(7)]]);
    assert!(won(&trick(&mut g, S0, &[inf(9, true)], &[w(9), w(2)])));
    let mut g = two();
    set_mothership(&mut g, "Overlord");
    deal(&mut g, &[&[w(9), p(5)], &[w(2), p(7)]]);
    assert!(lost(&trick(&mut g, S0, &[inf(9, false)], &[w(9), w(2)])));
}

#[test]
fn war_room_forge_and_jammer_raise_us_hunter_and_dread_lower_us() {
    let cases: [(&str, &str, u8, bool); 5] = [
        ("War Room", "Regenerator", 9, true),     // leader 8 + 1 = 9 ties a minus 9
        ("Forge", "Regenerator", 9, true),        // WEAPON 8 + 1
        ("Radio Jammer", "Regenerator", 9, true), // Infiltrator 9 - 1 = 8 ties
        ("Armoury Vault", "Hunter", 8, false),    // Infiltrator 8 + 1 beats 8
        ("Armoury Vault", "Dread", 8, false),     // leader 8 - 1 = 7 loses to 8
    ];
    for (bk, ms, infv, win) in cases {
        let mut g = two();
        set_bunker(&mut g, bk);
        set_mothership(&mut g, ms);
        deal(&mut g, &[&[w(8), p(5)], &[w(5), p(7)]]);
        let ev = trick(&mut g, S0, &[inf(infv, false)], &[w(8), w(5)]);
        assert_eq!(won(&ev), win, "{bk} / {ms}");
    }
}

#[test]
fn periscope_shows_the_infiltrator_before_the_leader_plays() {
    let mut g = two();
    set_bunker(&mut g, "Periscope");
    deal(&mut g, &[&[w(8), p(5)], &[w(5), p(7)]]);
    assert!(g.stack_infiltrator(&[inf(6, false)]));
    let ev = elect(&mut g, S0);
    assert!(ev.contains(&Event::InfiltratorRevealed { card: inf(6, false) }));
    assert_eq!(g.table.trick.infiltrator, Some(inf(6, false)));
    assert_eq!(g.table.phase, Phase::Play { seat: S0 });
}

/// The election closes as soon as nobody silent could change the result.
#[test]
fn a_really_no_silent_seat_can_outrank_ends_the_election_early() {
    let mut g = game(3, Difficulty::Beginner);
    g.table.last_winner = S1;
    // Seat 0 comes after seats 1 and 2 from the last winner: not decided yet.
    act(&mut g, S0, Action::Signal { signal: Signal::ReallyLead });
    assert_eq!(g.to_act(), ToAct::Many(vec![S1, S2]));
    // Seat 1 is first from the last winner: its "really" settles it at once.
    let ev = act(&mut g, S1, Action::Signal { signal: Signal::ReallyLead });
    assert!(ev.contains(&Event::LeaderChosen { seat: S1, tied: true }));
    assert_eq!(g.table.signals[S2], None, "seat 2 was not asked");
    assert_eq!(g.table.phase, Phase::Play { seat: S1 });
}

/// Readings of clashing abilities (docs: "Ability clashes").
#[test]
fn clashing_tie_rules_cancel_and_the_sign_decides() {
    // Jammer (ties to us) against Overlord (ties to it): the printed sign decides.
    for (plus, win) in [(true, false), (false, true)] {
        let mut g = two();
        set_mothership(&mut g, "Overlord");
        deal(&mut g, &[&[w(9), p(5)], &[s(3), p(7)]]);
        let ev = trick(&mut g, S0, &[inf(9, plus)], &[w(9), s(3)]);
        assert_eq!(won(&ev), win, "sign {plus}");
    }
}

#[test]
fn decoy_and_swarm_cancel_out() {
    let mut g = two();
    set_mothership(&mut g, "Swarm");
    deal(&mut g, &[&[p(1), p(5)], &[p(6), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(12, true), inf(4, true)], &[p(1), p(6)]);
    assert!(!ev.iter().any(|e| matches!(e, Event::InfiltratorDiscarded { .. })));
    assert_eq!(g.table.infiltrator_discard.first(), Some(&inf(12, true)), "one card, played and discarded with the trick");
    assert!(lost(&ev));
}

/// A Sabotage card turned up while the Decoy's two numbers are being drawn
/// lands as usual, and the Infiltrator still ends with the lower number.
#[test]
fn sabotage_turned_up_between_decoy_candidates() {
    use endgames::games::extinction_point::cards::InfCard;
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(9), &[p(10)]));
    deal(&mut g, &[&[p(1), p(5)], &[p(6), p(7)]]);
    let ev = trick(&mut g, S0, &[inf(11, false), InfCard::Sabotage(4), inf(5, false)], &[p(1), p(6)]);
    assert!(ev.iter().any(|e| matches!(e, Event::SabotagePlaced { building, .. } if *building == b(9))));
    assert!(ev.iter().any(|e| matches!(e, Event::TrickWon { value: 6, infiltrator: 5, .. })));
}
