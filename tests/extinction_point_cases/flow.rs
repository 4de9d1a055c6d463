//! Set-up, Pressing the Advantage, immediate Mothership damage, reshuffles
//! and hidden hands.

use super::support::*;
use endgames::engine::{Audited, Game, GameRng, ToAct, Viewer};
use endgames::games::extinction_point::cards::{BunkerCard, MothershipCard};
use endgames::games::extinction_point::{Action, Attacker, Difficulty, Event, ExtinctionPoint, Phase, Pile, Setup};

/// The balanced set-up (the new-game default) builds valid decks of the
/// table's health at every difficulty and size; more players never get a
/// stronger Bunker at the same difficulty (they win more tricks already),
/// and two players on Beginner play the rulebook's 5 and 5.
#[test]
fn the_balanced_set_up_is_valid_and_weakens_the_bunker_as_the_table_grows() {
    use endgames::games::extinction_point::state::RULEBOOK_HEALTH;
    assert_eq!(Difficulty::Beginner.balanced_health(2), RULEBOOK_HEALTH);
    for difficulty in Difficulty::ALL {
        let mut last_bunker = u8::MAX;
        for players in 2..=4 {
            let (bunker_health, mothership_health) = difficulty.balanced_health(players);
            let g = ExtinctionPoint::new(&Setup { players, bunker_health, mothership_health, difficulty }, 3)
                .expect("a balanced set-up is valid");
            assert_eq!(g.bunker.len(), usize::from(bunker_health) + 1, "{difficulty:?} at {players}: DEFEAT and the health");
            assert_eq!(g.mothership.len(), usize::from(mothership_health) + 1);
            assert!(bunker_health <= last_bunker, "{difficulty:?}: {players} players get a stronger Bunker than fewer");
            last_bunker = bunker_health;
        }
    }
}

#[test]
fn setup_is_checked_and_decks_built_as_written() {
    let ok = Setup::default();
    for bad in [
        Setup { players: 1, ..ok.clone() },
        Setup { players: 5, ..ok.clone() },
        Setup { bunker_health: 0, ..ok.clone() },
        Setup { mothership_health: 11, ..ok.clone() },
    ] {
        let err = ExtinctionPoint::new(&bad, 1).expect_err("refused");
        assert!(err.0.contains("needs"), "{err}");
    }
    let g = ExtinctionPoint::new(&Setup { players: 4, ..ok }, 1).expect("valid");
    assert_eq!(g.bunker.len(), 6);
    assert_eq!(g.bunker[0], BunkerCard::DEFEAT);
    assert_eq!(g.mothership.len(), 6);
    assert_eq!(g.mothership[0], MothershipCard::VICTORY);
    assert_eq!(g.bunker_supply.len(), 9);
    assert!(g.hands.0.iter().all(|h| h.len() == 7));
    assert_eq!(g.player_deck.len(), 52 - 28);
    assert_eq!(g.to_act(), ToAct::Many(vec![S0, S1, S2, S3]));
}

/// Plays a one-card hand that the players win; the hand is then over.
fn win_last_trick(g: &mut ExtinctionPoint) -> Vec<Event> {
    deal(g, &[&[p(12)], &[p(7)]]);
    let ev = trick(g, S0, &[inf(3, false)], &[p(12), p(7)]);
    assert!(won(&ev));
    ev
}

#[test]
fn pressing_to_attack_runs_the_whole_battle() {
    // "Follow the same steps": we fire, then the Mothership answers: the
    // unshielded BUILDING falls, SHIELDs are spent and the Bunker takes 1.
    let mut g = two();
    set_mothership(&mut g, "Disruptor");
    assert!(g.add_building(b(9), &[w(10), p(11), s(12)]));
    assert!(g.add_building(b(6), &[]));
    let (bunker, mothership) = (g.bunker_health(), g.mothership_health());
    win_last_trick(&mut g);
    act(&mut g, S0, Action::FinishBuilding);
    assert_eq!(g.table.phase, Phase::Press);
    assert_eq!(g.legal_actions(S0), vec![Action::PressAttack, Action::PressRepair, Action::PressDecline]);
    let ev = act(&mut g, S0, Action::PressAttack);
    assert!(ev.iter().any(|e| matches!(e, Event::BattleStarted { attacker: Attacker::Players, .. })));
    assert_eq!((mothership_damage(&ev), g.mothership_health()), (1, mothership - 1));
    assert!(ev.iter().any(|e| matches!(e, Event::BuildingDestroyed { building, .. } if *building == b(6))));
    assert!(ev.iter().any(|e| matches!(e, Event::ShieldsRemoved { cards } if cards == &vec![s(12)])));
    assert_eq!((bunker_damage(&ev), g.bunker_health()), (1, bunker - 1));
    assert_eq!(g.table.settlement.len(), 1, "the shielded BUILDING stands");
    assert!(ev.iter().any(|e| matches!(e, Event::HandStarted { hand_no: 2 })));
}

#[test]
fn an_attack_with_no_manned_weapon_says_nothing_was_hit() {
    // Legal (the rulebook lets the winner attack), but it only draws the
    // Mothership's answer: the view says so before, the log after. The
    // manned WEAPON is the control: the guns count it and nothing is silent.
    let mut g = two();
    set_mothership(&mut g, "Disruptor");
    assert!(g.add_building(b(9), &[w(10), s(12)]), "a WEAPON with nobody to man it");
    let mothership = g.mothership_health();
    win_hand_to_press(&mut g);
    assert_eq!(g.view(Viewer::Seat(S0)).guns, 0);
    let ev = act(&mut g, S0, Action::PressAttack);
    assert!(ev.contains(&Event::NothingHit { fired: 0 }), "{ev:?}");
    assert_eq!(g.mothership_health(), mothership);

    let mut g = two();
    set_mothership(&mut g, "Disruptor");
    assert!(g.add_building(b(9), &[w(10), p(11), s(12)]));
    win_hand_to_press(&mut g);
    assert_eq!(g.view(Viewer::Seat(S0)).guns, 1);
    let ev = act(&mut g, S0, Action::PressAttack);
    assert!(!ev.iter().any(|e| matches!(e, Event::NothingHit { .. })), "{ev:?}");
}

#[test]
fn pressing_to_repair_puts_a_supply_card_above_defeat() {
    let mut g = two();
    set_mothership(&mut g, "Disruptor");
    let top = g.bunker_top();
    let supply_top = *g.bunker_supply.last().expect("supply");
    win_last_trick(&mut g);
    assert_eq!(g.table.phase, Phase::Press, "nothing could be built or stored (Disruptor)");
    let ev = act(&mut g, S0, Action::PressRepair);
    assert!(ev.contains(&Event::Repaired { health: 6 }));
    assert_eq!(g.bunker[1], supply_top);
    assert_eq!(g.bunker[0], BunkerCard::DEFEAT);
    assert_eq!(g.bunker_top(), top, "the active card is unchanged");
}

/// A hand won without a loss, then the trick's builds finished: the press.
fn win_hand_to_press(g: &mut ExtinctionPoint) {
    win_last_trick(g);
    if is_build(g) {
        act(g, S0, Action::FinishBuilding);
    }
    assert_eq!(g.table.phase, Phase::Press);
}

#[test]
fn regenerator_forbids_the_repair_and_the_attack_is_still_asked_for() {
    let mut g = two(); // Regenerator active
    assert!(g.add_building(b(9), &[w(10), p(11), s(12)]));
    let (bunker, mothership) = (g.bunker_health(), g.mothership_health());
    win_hand_to_press(&mut g);
    assert_eq!(g.legal_actions(S0), vec![Action::PressAttack, Action::PressDecline], "no repair, and nothing done unasked");
    let ev = act(&mut g, S0, Action::PressAttack);
    assert!(ev.iter().any(|e| matches!(e, Event::BattleStarted { attacker: Attacker::Players, .. })));
    assert!(!ev.iter().any(|e| matches!(e, Event::Repaired { .. })));
    assert_eq!(g.mothership_health(), mothership - 1, "the attack fired once");
    assert_eq!(g.bunker_health(), bunker - 1, "the Mothership answered and nothing repaired it");
    assert_eq!(g.table.phase, Phase::Election);
}

/// Rally Point active; the attack fires once, so the Mothership's top card
/// goes and the next one shows after the battle.
fn rally_point_press(top: &str, next: &str) -> (ExtinctionPoint, Vec<Event>, u8) {
    let mut g = two();
    set_bunker(&mut g, "Rally Point");
    set_mothership(&mut g, top);
    // `next` goes directly below it, from the deck or the supply.
    let n = g.mothership.len();
    match g.mothership.iter().position(|c| *c == mothership(next)) {
        Some(i) => g.mothership.swap(i, n - 2),
        None => {
            let i = g.mothership_supply.iter().position(|c| *c == mothership(next)).expect("next in the supply");
            std::mem::swap(&mut g.mothership_supply[i], &mut g.mothership[n - 2]);
        }
    }
    assert_eq!((g.mothership[n - 1], g.mothership[n - 2]), (mothership(top), mothership(next)));
    assert!(g.add_building(b(9), &[w(10), p(11), s(12)]));
    let bunker = g.bunker_health();
    win_hand_to_press(&mut g);
    assert_eq!(g.legal_actions(S0), vec![Action::PressAttack, Action::PressDecline], "the Rally Point's press is attack and repair");
    let ev = act(&mut g, S0, Action::PressAttack);
    assert!(ev.iter().any(|e| matches!(e, Event::MothershipRevealed { card } if *card == mothership(next))));
    (g, ev, bunker)
}

#[test]
fn the_cards_up_when_a_press_begins_rule_it_whole() {
    // The Regenerator is shot off by the pressed attack: it still forbade
    // this press's repair (version 2 read it after the attack and repaired).
    let (g, ev, bunker) = rally_point_press("Regenerator", "Disruptor");
    assert!(!ev.iter().any(|e| matches!(e, Event::Repaired { .. })), "no repair under the Regenerator");
    assert_eq!(g.bunker_health(), bunker - 1);
    // The attack exposes a Regenerator: the Rally Point's repair still
    // happens (version 2 read the new Regenerator and skipped it).
    let (g, ev, bunker) = rally_point_press("Disruptor", "Regenerator");
    assert!(ev.iter().any(|e| matches!(e, Event::Repaired { .. })), "the Rally Point repairs");
    assert_eq!(g.bunker_health(), bunker);
}

#[test]
fn rally_point_attacks_and_repairs() {
    let mut g = two();
    set_mothership(&mut g, "Disruptor");
    set_bunker(&mut g, "Rally Point");
    assert!(g.add_building(b(9), &[w(10), p(11), s(12)]));
    let (bunker, mothership) = (g.bunker_health(), g.mothership_health());
    win_hand_to_press(&mut g);
    let ev = act(&mut g, S0, Action::PressAttack);
    assert!(ev.iter().any(|e| matches!(e, Event::BattleStarted { .. })));
    assert!(ev.iter().any(|e| matches!(e, Event::Repaired { .. })));
    assert_eq!(g.mothership_health(), mothership - 1, "the attack fired once");
    assert_eq!(g.bunker_health(), bunker, "the answer's hit is made good by the repair");
}

/// "You may choose to attack the MOTHERSHIP or repair your BUNKER": the
/// players may also do neither. With the Bunker at 1, under the Regenerator
/// (attack only) or the Rally Point (attack, then repair), an attack's answer
/// would end the game; letting the advantage pass deals the next hand with
/// nothing changed. Until rules version 4 the one press happened unasked.
#[test]
fn the_advantage_may_be_let_pass() {
    for (bunker_card, mothership_card) in [("Armoury Vault", "Regenerator"), ("Rally Point", "Disruptor")] {
        let setup = Setup { players: 2, bunker_health: 1, mothership_health: 5, difficulty: Difficulty::Beginner };
        let mut g = ExtinctionPoint::new(&setup, 3).expect("valid set-up");
        set_bunker(&mut g, bunker_card);
        set_mothership(&mut g, mothership_card);
        let (bunker, mothership) = (g.bunker_health(), g.mothership_health());
        assert_eq!(bunker, 1);
        win_hand_to_press(&mut g);
        // Positive control: the attack on offer would lose the game.
        let mut attacked = g.clone();
        act(&mut attacked, S0, Action::PressAttack);
        assert!(attacked.table.outcome.is_some(), "{bunker_card}: the attack's answer destroys a Bunker at 1");
        let ev = act(&mut g, S0, Action::PressDecline);
        assert_eq!(ev.first(), Some(&Event::PressDeclined), "{bunker_card}: the log says so first");
        assert!(!ev.iter().any(|e| matches!(e, Event::BattleStarted { .. } | Event::Repaired { .. })), "{bunker_card}: {ev:?}");
        assert_eq!((g.bunker_health(), g.mothership_health()), (bunker, mothership), "{bunker_card}");
        assert!(ev.iter().any(|e| matches!(e, Event::HandStarted { hand_no: 2 })), "{bunker_card}: the next hand is dealt");
        assert!(g.table.outcome.is_none());
        assert_eq!(g.table.phase, Phase::Election);
    }
}

#[test]
fn repair_with_an_empty_supply_reshuffles_the_bunker_discards() {
    let mut g = two();
    set_mothership(&mut g, "Disruptor");
    let supply = std::mem::take(&mut g.bunker_supply);
    g.table.bunker_discard = supply;
    win_last_trick(&mut g);
    assert_eq!(g.table.phase, Phase::Press, "nothing could be built or stored (Disruptor)");
    let ev = act(&mut g, S0, Action::PressRepair);
    assert!(ev.iter().any(|e| matches!(e, Event::Reshuffled { pile: Pile::BunkerSupply, .. })));
    assert!(ev.contains(&Event::Repaired { health: 6 }));
}

#[test]
fn sniper_strikes_the_mothership_when_the_trick_is_won() {
    let mut g = two();
    deal(&mut g, &[&[w(12), p(5)], &[w(2), p(7)]]);
    let health = g.mothership_health();
    let ev = trick(&mut g, S0, &[inf(3, false)], &[w(12), w(2)]);
    assert!(ev.contains(&Event::Ability { card: w(2) }));
    assert_eq!(mothership_damage(&ev), 1);
    assert_eq!(g.mothership_health(), health - 1);
    assert!(ev.iter().any(|e| matches!(e, Event::MothershipRevealed { .. })));
}

#[test]
fn player_deck_reshuffles_from_its_discards_when_dealing() {
    let mut g = two();
    deal(&mut g, &[&[p(5), p(6)], &[p(7), p(8)]]);
    g.player_deck_to_discard();
    let ev = trick(&mut g, S0, &[inf(13, true)], &[p(5), p(7)]);
    assert!(ev.iter().any(|e| matches!(e, Event::Reshuffled { pile: Pile::Player, .. })));
    assert_eq!(g.hands[S0].len(), 7);
}

#[test]
fn infiltrator_deck_reshuffles_only_when_empty() {
    let mut g = two();
    deal(&mut g, &[&[p(5), p(6)], &[p(7), p(8)]]);
    g.infiltrator_deck_to_discard();
    elect(&mut g, S0);
    let ev = play(&mut g, S0, p(5));
    assert!(ev.iter().any(|e| matches!(e, Event::Reshuffled { pile: Pile::Infiltrator, cards: 26 })));
    assert_eq!(g.infiltrator_deck.len(), 25);
}

/// Card patterns as they appear in the serialised view.
fn json_card(c: endgames::games::extinction_point::cards::PlayerCard) -> String {
    serde_json::to_string(&c).expect("serialises")
}

#[test]
fn a_seat_sees_only_its_own_hand() {
    let g = ExtinctionPoint::new(&Setup { players: 3, ..Setup::default() }, 9).expect("valid");
    for seat in [S0, S1, S2] {
        let view = g.view(Viewer::Seat(seat));
        assert_eq!(view.hand, g.hands[seat]);
        assert_eq!(view.hand_counts.0, vec![7, 7, 7]);
        let json = serde_json::to_string(&view).expect("view serialises");
        for other in [S0, S1, S2].into_iter().filter(|s| *s != seat) {
            for c in &g.hands[other] {
                assert!(!json.contains(&json_card(*c)), "{seat:?}'s view shows {other:?}'s {c:?}");
            }
        }
    }
    let table = g.view(Viewer::Table);
    assert!(table.hand.is_empty());
    let json = serde_json::to_string(&table).expect("serialises");
    assert!(g.hands.0.iter().flatten().all(|c| !json.contains(&json_card(*c))));
}

#[test]
fn the_log_hides_other_seats_deals() {
    let g = ExtinctionPoint::new(&Setup::default(), 4).expect("valid");
    let dealt = Event::Dealt { seat: S1, count: 7, cards: g.hands[S1].clone() };
    let for_s0 = ExtinctionPoint::redact_event(&dealt, Viewer::Seat(S0)).expect("shown as a count");
    assert_eq!(for_s0, Event::Dealt { seat: S1, count: 7, cards: vec![] });
    assert_eq!(ExtinctionPoint::redact_event(&dealt, Viewer::Table), Some(Event::Dealt { seat: S1, count: 7, cards: vec![] }));
    assert_eq!(ExtinctionPoint::redact_event(&dealt, Viewer::Seat(S1)), Some(dealt.clone()));
}

#[test]
fn determinize_keeps_my_hand_and_everyone_elses_size() {
    let mut g = game(3, Difficulty::Hard);
    assert!(g.add_building(b(9), &[p(10)]));
    deal(&mut g, &[&[p(5), p(6)], &[p(7), p(8)], &[w(3), w(4)]]);
    let view = g.view(Viewer::Seat(S1));
    let mut rng = GameRng::from_seed(1);
    for _ in 0..20 {
        let d = ExtinctionPoint::determinize(&view, &mut rng);
        d.check_invariants().expect("sampled state conserves cards");
        assert_eq!(d.hands[S1], g.hands[S1]);
        assert_eq!(d.hands[S0].len(), 2);
        assert_eq!(d.view(Viewer::Seat(S1)), view);
    }
}

/// Every designed card has a name and a short text of its own.
#[test]
fn every_card_has_a_short_text_and_a_unique_name() {
    use endgames::games::extinction_point::cards::*;
    let mut names: Vec<&str> = Vec::new();
    let mut texts: Vec<&str> = Vec::new();
    for sp in PEOPLE_SPECIALS.iter().chain(&SHIELD_SPECIALS).chain(&WEAPON_SPECIALS) {
        names.push(sp.name);
        texts.push(sp.text);
    }
    for d in &BUILDING_ABILITIES {
        names.push(d.name);
        texts.push(d.text);
    }
    for d in BUNKER.iter().chain([&DEFEAT]) {
        names.push(d.name);
        texts.push(d.text);
    }
    for d in MOTHERSHIP.iter().chain([&VICTORY]) {
        names.push(d.name);
        texts.push(d.text);
    }
    for d in &SABOTAGE {
        names.push(d.name);
        texts.push(d.text);
    }
    assert_eq!(names.len(), 12 + 4 + 15 + 15 + 6);
    for t in &texts {
        assert!(!t.is_empty() && t.len() <= 100, "text too long for a card: {t}");
    }
    let mut sorted = names.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), names.len(), "card names are unique");
}
