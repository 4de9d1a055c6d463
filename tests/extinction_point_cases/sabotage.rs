//! Sabotage: the harder Infiltrator decks, placement, card losses on reveal
//! and at the start of each trick, the six extra powers, and removal.

use super::support::*;
use endgames::engine::Game;
use endgames::games::extinction_point::cards::InfCard;
use endgames::games::extinction_point::{Action, Difficulty, Event, Phase, Spot};

fn sab(name: &str) -> InfCard {
    use endgames::games::extinction_point::cards::SABOTAGE;
    InfCard::Sabotage(SABOTAGE.iter().position(|d| d.name == name).expect("known sabotage") as u8)
}

#[test]
fn difficulty_replaces_the_lowest_numbers_with_sabotage() {
    for (d, cut) in [(Difficulty::Beginner, 0u8), (Difficulty::Easy, 1), (Difficulty::Medium, 2), (Difficulty::Hard, 3)] {
        let g = game(2, d);
        let deck = &g.infiltrator_deck;
        assert_eq!(deck.len(), 26, "{d:?}: 26 cards");
        let sabotage = deck.iter().filter(|c| matches!(c, InfCard::Sabotage(_))).count();
        assert_eq!(sabotage, 2 * usize::from(cut), "{d:?}");
        assert!(deck.iter().all(|c| c.value().is_none_or(|v| v > cut)), "{d:?}: lowest numbers gone, both signs");
        assert_eq!(g.table.removed.len(), 2 * usize::from(cut));
    }
}

/// Revealed: onto the BUILDING with most cards, it takes a card (the
/// leader picks when there is a choice), and the Infiltrator reveals again.
#[test]
fn revealed_sabotage_lands_takes_a_card_and_another_card_follows() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(6), &[p(6)]));
    assert!(g.add_building(b(9), &[p(9), w(10)]));
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    let arson = sab("Cut Wires");
    assert!(g.stack_infiltrator(&[arson, inf(5, false)]));
    elect(&mut g, S0);
    let ev = play(&mut g, S0, s(8));
    assert!(ev.contains(&Event::SabotagePlaced { card: arson, building: b(9) }));
    assert_eq!(g.table.phase, Phase::SabotageLoss { building: b(9) });
    assert_eq!(g.legal_actions(S0).len(), 2);
    let ev = act(&mut g, S0, Action::SabotageLoss { card: w(10) });
    assert!(ev.contains(&Event::SabotageTook { building: b(9), card: w(10) }));
    assert!(ev.contains(&Event::InfiltratorRevealed { card: inf(5, false) }));
    assert_eq!(g.table.trick.infiltrator, Some(inf(5, false)));
    assert_eq!(g.table.settlement[1].attached, vec![p(9)]);
    assert_eq!(g.table.phase, Phase::Play { seat: S1 });
}

#[test]
fn sabotage_with_no_building_is_discarded_and_the_next_card_revealed() {
    let mut g = game(2, Difficulty::Easy);
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    let c = sab("Forged Orders");
    assert!(g.stack_infiltrator(&[c, inf(4, false)]));
    elect(&mut g, S0);
    let ev = play(&mut g, S0, s(8));
    assert!(ev.contains(&Event::SabotageWasted { card: c }));
    assert!(g.table.infiltrator_discard.contains(&c));
    assert_eq!(g.table.trick.infiltrator, Some(inf(4, false)));
}

#[test]
fn lookout_cannot_be_sabotaged() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(4), &[p(6), w(6)]));
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    let c = sab("Arson");
    assert!(g.stack_infiltrator(&[c, inf(4, false)]));
    elect(&mut g, S0);
    let ev = play(&mut g, S0, s(8));
    assert!(ev.contains(&Event::SabotageWasted { card: c }));
    assert_eq!(g.table.settlement[0].attached.len(), 2);
}

/// At the start of every Trick phase, a sabotaged BUILDING loses a card; a
/// single card goes without asking.
#[test]
fn start_of_trick_loss_and_single_option_needs_no_tap() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(9), &[p(9)]));
    g.table.settlement[0].sabotage = Some(sab("Rumours"));
    g.infiltrator_deck.retain(|c| *c != sab("Rumours"));
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    let ev = elect(&mut g, S0);
    assert!(ev.contains(&Event::SabotageTook { building: b(9), card: p(9) }));
    assert!(ev.iter().any(|e| matches!(e, Event::Milled { .. })), "Rumours fires at the start of the trick");
    assert_eq!(g.table.phase, Phase::Play { seat: S0 });
}

/// Puts Sabotage card `name` (taken from the deck) on the BUILDING `card`.
fn sabotage_building(
    g: &mut endgames::games::extinction_point::ExtinctionPoint,
    card: endgames::games::extinction_point::cards::PlayerCard,
    name: &str,
) {
    let c = sab(name);
    g.infiltrator_deck.retain(|x| *x != c);
    g.table.settlement.iter_mut().find(|bd| bd.card == card).expect("building").sabotage = Some(c);
}

#[test]
fn night_watch_stops_sabotage_and_saboteurs_double_it() {
    let mut g = game(2, Difficulty::Hard);
    set_bunker(&mut g, "Night Watch");
    assert!(g.add_building(b(9), &[p(9), p(10)]));
    sabotage_building(&mut g, b(9), "Rumours");
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    let ev = elect(&mut g, S0);
    assert!(!ev.iter().any(|e| matches!(e, Event::SabotageTook { .. } | Event::Milled { .. })));

    let mut g = game(2, Difficulty::Hard);
    set_mothership(&mut g, "Saboteurs");
    assert!(g.add_building(b(9), &[p(9), p(10)]));
    sabotage_building(&mut g, b(9), "Rumours");
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    elect(&mut g, S0);
    assert_eq!(g.table.phase, Phase::SabotageLoss { building: b(9) });
    act(&mut g, S0, Action::SabotageLoss { card: p(10) });
    assert!(g.table.settlement[0].attached.is_empty(), "the second loss took the last card");
}

#[test]
fn arson_takes_two_cards() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(9), &[p(9), w(10), s(11)]));
    sabotage_building(&mut g, b(9), "Arson");
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    elect(&mut g, S0);
    act(&mut g, S0, Action::SabotageLoss { card: s(11) });
    act(&mut g, S0, Action::SabotageLoss { card: p(9) });
    assert_eq!(g.table.settlement[0].attached, vec![w(10)]);
    assert_eq!(g.table.phase, Phase::Play { seat: S0 });
}

#[test]
fn burn_stored_powers_hit_their_own_suit() {
    for (name, hit) in [("Cut Wires", w(6)), ("Forged Orders", p(6)), ("Leaky Seals", s(6))] {
        let mut g = game(2, Difficulty::Hard);
        assert!(g.add_building(b(9), &[]));
        sabotage_building(&mut g, b(9), name);
        for c in [w(6), p(6), s(6)] {
            assert!(g.store(c));
        }
        deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
        let ev = elect(&mut g, S0);
        assert!(ev.iter().any(|e| matches!(e, Event::StoredLost { card, .. } if *card == hit)), "{name}");
        assert_eq!(g.table.storage.len(), 2);
        assert!(!g.table.storage.contains(&hit));
    }
}

#[test]
fn blackout_knocks_the_shield_off_the_highest_other_building() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(5), &[s(5)]));
    assert!(g.add_building(b(11), &[s(12)]));
    assert!(g.add_building(b(8), &[]));
    sabotage_building(&mut g, b(8), "Blackout");
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    let ev = elect(&mut g, S0);
    assert!(ev.iter().any(|e| matches!(e, Event::ShieldKnocked { building, card, .. } if *building == b(11) && *card == s(12))));
    assert_eq!(g.table.settlement[0].attached, vec![s(5)]);
}

/// Instead of building, the whole won trick pays to remove a Sabotage card.
#[test]
fn discarding_a_won_trick_removes_sabotage() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(9), &[]));
    sabotage_building(&mut g, b(9), "Rumours");
    deal(&mut g, &[&[p(12), p(5)], &[p(7), p(8)]]);
    let ev = trick(&mut g, S0, &[inf(5, false)], &[p(12), p(7)]);
    assert!(won(&ev));
    let legal = g.legal_actions(S0);
    assert!(legal.contains(&Action::RemoveSabotage { building: b(9) }));
    act(&mut g, S0, Action::Place { card: p(12), to: Spot::Building(b(9)) });
    assert_eq!(g.table.phase, Phase::Election, "one placement used, nothing else to do");
    // Next trick: remove instead of placing.
    let ev = trick(&mut g, S0, &[inf(4, false)], &[p(5), p(8)]);
    assert!(won(&ev));
    let ev = act(&mut g, S1, Action::RemoveSabotage { building: b(9) });
    assert!(ev.iter().any(|e| matches!(e, Event::SabotageRemoved { .. })));
    // (The pressed attack that ends the hand may then knock the BUILDING down.)
    assert!(g.table.settlement.iter().all(|x| x.sabotage.is_none()));
    assert!(g.table.infiltrator_discard.contains(&sab("Rumours")));
}

#[test]
fn purge_removes_sabotage_and_still_builds() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(9), &[]));
    assert!(g.add_building(b(10), &[]));
    sabotage_building(&mut g, b(9), "Rumours");
    sabotage_building(&mut g, b(10), "Arson");
    deal(&mut g, &[&[s(12), p(5)], &[s(4), p(8)]]);
    let ev = trick(&mut g, S0, &[inf(5, false)], &[s(12), s(4)]);
    assert!(ev.contains(&Event::Ability { card: s(4) }));
    assert!(matches!(g.table.phase, Phase::ClearSabotage { .. }));
    act(&mut g, S0, Action::RemoveSabotage { building: b(10) });
    assert!(g.table.settlement[1].sabotage.is_none());
    assert!(is_build(&g));
    assert!(g.legal_actions(S0).contains(&Action::Place { card: s(12), to: Spot::Building(b(9)) }));
}

/// At Beginner there are no Sabotage cards, so a card whose only power acts
/// on Sabotage would be dead text: each of them says it needs Sabotage.
#[test]
fn cards_that_only_act_on_sabotage_say_they_need_it() {
    use endgames::games::extinction_point::cards::{
        BuildingPower, BunkerPower, Effect, Threat, BUILDING_ABILITIES, BUNKER, MOTHERSHIP, PEOPLE_SPECIALS, SHIELD_SPECIALS,
        WEAPON_SPECIALS,
    };
    const NOTE: &str = "Needs Sabotage (Easy and up).";
    let mut checked = 0;
    for sp in PEOPLE_SPECIALS.iter().chain(&SHIELD_SPECIALS).chain(&WEAPON_SPECIALS) {
        if sp.effect == Effect::ClearSabotage {
            assert!(sp.text.ends_with(NOTE), "{}: {}", sp.name, sp.text);
            checked += 1;
        }
    }
    for d in BUILDING_ABILITIES.iter().filter(|d| d.power == BuildingPower::Lookout) {
        assert!(d.text.ends_with(NOTE), "{}: {}", d.name, d.text);
        checked += 1;
    }
    for d in BUNKER.iter().filter(|d| d.power == BunkerPower::Vigilance) {
        assert!(d.text.ends_with(NOTE), "{}: {}", d.name, d.text);
        checked += 1;
    }
    for d in MOTHERSHIP.iter().filter(|d| d.threat == Threat::Saboteurs) {
        assert!(d.text.ends_with(NOTE), "{}: {}", d.name, d.text);
        checked += 1;
    }
    assert_eq!(checked, 4, "Purge, Lookout, Night Watch and Saboteurs");
}

/// A Sabotage card that comes up when every BUILDING is already sabotaged has
/// nowhere to go: it is discarded and the Infiltrator reveals the next card.
#[test]
fn sabotage_with_every_building_already_sabotaged_is_discarded() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(6), &[p(6)]));
    assert!(g.add_building(b(9), &[p(9)]));
    sabotage_building(&mut g, b(6), "Rumours");
    sabotage_building(&mut g, b(9), "Arson");
    set_bunker(&mut g, "Night Watch"); // no start-of-trick losses to tap through
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    let c = sab("Forged Orders");
    assert!(g.stack_infiltrator(&[c, inf(4, false)]));
    elect(&mut g, S0);
    let ev = play(&mut g, S0, s(8));
    assert!(ev.contains(&Event::SabotageWasted { card: c }));
    assert!(g.table.infiltrator_discard.contains(&c));
    assert_eq!(g.table.trick.infiltrator, Some(inf(4, false)));
    assert_eq!(g.table.settlement.iter().map(|x| x.attached.len()).sum::<usize>(), 2, "nothing was taken");
}

/// At the start of a trick every sabotaged BUILDING loses a card, each in turn.
#[test]
fn several_sabotaged_buildings_each_lose_a_card() {
    let mut g = game(2, Difficulty::Hard);
    assert!(g.add_building(b(6), &[p(6)]));
    assert!(g.add_building(b(9), &[w(9)]));
    sabotage_building(&mut g, b(6), "Forged Orders");
    sabotage_building(&mut g, b(9), "Leaky Seals");
    deal(&mut g, &[&[s(8), p(5)], &[s(9), p(7)]]);
    let ev = elect(&mut g, S0);
    assert!(ev.contains(&Event::SabotageTook { building: b(6), card: p(6) }), "{ev:?}");
    assert!(ev.contains(&Event::SabotageTook { building: b(9), card: w(9) }), "{ev:?}");
    assert!(g.table.settlement.iter().all(|x| x.attached.is_empty()));
    assert!(g.table.player_discard.contains(&p(6)) && g.table.player_discard.contains(&w(9)));
}
