//! The Mothership's attack after a lost trick, in the rulebook's order, with
//! every ability that changes it; then the new hand.

use super::support::*;
use endgames::engine::{Game, OutcomeKind, ToAct};
use endgames::games::extinction_point::log::line;
use endgames::games::extinction_point::{Attacker, Event, ExtinctionPoint, Phase};

/// Loses a PEOPLE trick: leader PEOPLE 5, follower `follow`, Infiltrator 13+.
fn lose(g: &mut ExtinctionPoint, follow: endgames::games::extinction_point::cards::PlayerCard) -> Vec<Event> {
    deal(g, &[&[p(5), p(6)], &[follow, p(8)]]);
    let ev = trick(g, S0, &[inf(13, true)], &[p(5), follow]);
    assert!(lost(&ev));
    ev
}

#[test]
fn unshielded_buildings_fall_and_shields_are_spent() {
    let mut g = two();
    assert!(g.add_building(b(9), &[s(10), w(11)]));
    assert!(g.add_building(b(8), &[w(9), p(9)]));
    let ev = lose(&mut g, p(7));
    assert!(ev.iter().any(|e| matches!(e, Event::BuildingDestroyed { building, .. } if *building == b(8))));
    assert!(ev.iter().any(|e| matches!(e, Event::ShieldsRemoved { cards } if cards == &vec![s(10)])));
    assert_eq!(g.table.settlement.len(), 1);
    assert_eq!(g.table.settlement[0].attached, vec![w(11)]);
    assert!(g.table.player_discard.contains(&b(8)) && g.table.player_discard.contains(&w(9)));
    assert_eq!(bunker_damage(&ev), 1);
    assert_eq!(mothership_damage(&ev), 1, "the operational BUILDING fired before it fell");
}

/// The order: damage to the Mothership first (VICTORY wins at once, before
/// anything is destroyed), DEFEAT last.
#[test]
fn victory_shows_at_once_before_the_bunker_is_hit() {
    let setup =
        endgames::games::extinction_point::Setup { players: 2, bunker_health: 1, mothership_health: 1, difficulty: Default::default() };
    let mut g = ExtinctionPoint::new(&setup, 5).expect("valid");
    assert!(g.add_building(b(9), &[w(10), p(11)]));
    let ev = lose(&mut g, p(7));
    assert!(ev.contains(&Event::GameOver { won: true }));
    assert!(!ev.iter().any(|e| matches!(e, Event::BuildingDestroyed { .. } | Event::BunkerDamaged { .. })));
    match g.to_act() {
        ToAct::Over(o) => {
            assert_eq!(o.kind, OutcomeKind::Coop { won: true });
            let told: Vec<String> = o.explanation.iter().map(|l| l.to_string()).collect();
            assert!(told.iter().any(|l| l.starts_with("1 hand dealt; 0 tricks won, 1 lost")), "{told:?}");
        }
        other => panic!("game should be over, not {other:?}"),
    }
    assert!(g.legal_actions(S0).is_empty());
}

#[test]
fn defeat_shows_when_the_bunker_runs_out() {
    let setup =
        endgames::games::extinction_point::Setup { players: 2, bunker_health: 1, mothership_health: 5, difficulty: Default::default() };
    let mut g = ExtinctionPoint::new(&setup, 5).expect("valid");
    let ev = lose(&mut g, p(7));
    assert!(ev.contains(&Event::GameOver { won: false }));
    assert!(matches!(g.to_act(), ToAct::Over(o) if o.kind == OutcomeKind::Coop { won: false }));
}

/// The cards active when the battle starts rule all of it: Bombardment is
/// knocked off by the damage step, yet the Bunker still takes its 2.
#[test]
fn the_battle_uses_the_cards_active_at_its_start() {
    let mut g = two();
    set_mothership(&mut g, "Bombardment");
    assert!(g.add_building(b(9), &[w(10), p(11), s(12)]));
    let ev = lose(&mut g, p(7));
    assert!(ev.iter().any(|e| matches!(e, Event::BattleStarted { attacker: Attacker::Mothership, .. })));
    assert_eq!(mothership_damage(&ev), 1);
    assert_eq!(bunker_damage(&ev), 2);
    let revealed = ev.iter().position(|e| matches!(e, Event::MothershipRevealed { .. })).expect("new top shown");
    let hit = ev.iter().position(|e| matches!(e, Event::BunkerDamaged { .. })).expect("bunker hit");
    assert!(revealed > hit, "the new Mothership card is shown only after the battle");
}

#[test]
fn hands_are_discarded_and_dealt_again_without_reshuffling_the_infiltrator() {
    let mut g = two();
    let inf_deck = g.infiltrator_deck.len();
    let ev = lose(&mut g, p(7));
    assert!(ev.iter().any(|e| matches!(e, Event::HandsDiscarded { cards } if cards.contains(&p(6)) && cards.contains(&p(8)))));
    assert!(ev.iter().any(|e| matches!(e, Event::HandStarted { hand_no: 2 })));
    assert_eq!(g.hands[S0].len(), 7);
    assert_eq!(g.hands[S1].len(), 7);
    assert_eq!(g.infiltrator_deck.len(), inf_deck - 1, "one card used, no reshuffle");
    assert!(!ev.iter().any(|e| matches!(e, Event::Reshuffled { .. })));
    assert_eq!(g.table.phase, Phase::Election);
}

#[test]
fn medic_spares_the_bunker_blast_doors_the_buildings_overcharge_adds_damage() {
    let mut g = two();
    let ev = lose(&mut g, p(2));
    assert!(ev.contains(&Event::Ability { card: p(2) }));
    assert_eq!(bunker_damage(&ev), 0);

    let mut g = two();
    assert!(g.add_building(b(9), &[]));
    let ev = lose(&mut g, s(2));
    assert!(!ev.iter().any(|e| matches!(e, Event::BuildingDestroyed { .. })));
    assert_eq!(g.table.settlement.len(), 1);

    let mut g = two();
    assert!(g.add_building(b(9), &[w(10), p(10)]));
    let ev = lose(&mut g, w(3));
    assert_eq!(mothership_damage(&ev), 2);
    let mut g = two();
    let ev = lose(&mut g, w(3));
    assert_eq!(mothership_damage(&ev), 0, "Overcharge adds only when a weapon fires");
}

#[test]
fn bunker_cards_in_battle() {
    // Targeting Room: +1 when anything fires. Drill Hall: one PEOPLE mans two.
    // Armoury Vault: a stored WEAPON with stored PEOPLE fires. Shield Generator: shields stay.
    let mut g = two();
    set_bunker(&mut g, "Targeting Room");
    assert!(g.add_building(b(9), &[w(10), p(10), s(13)]));
    assert_eq!(mothership_damage(&lose(&mut g, p(7))), 2);

    let mut g = two();
    set_bunker(&mut g, "Drill Hall");
    assert!(g.add_building(b(9), &[w(10), w(11), p(10), s(13)]));
    assert_eq!(mothership_damage(&lose(&mut g, p(7))), 2);

    let mut g = two();
    assert!(g.store(w(10)) && g.store(p(10)));
    assert_eq!(mothership_damage(&lose(&mut g, p(7))), 1);

    let mut g = two();
    set_bunker(&mut g, "Shield Generator");
    assert!(g.add_building(b(9), &[s(13)]));
    let ev = lose(&mut g, p(7));
    assert!(!ev.iter().any(|e| matches!(e, Event::ShieldsRemoved { .. })));
    assert_eq!(g.table.settlement[0].attached, vec![s(13)]);
}

#[test]
fn building_powers_in_battle() {
    // Turret fires one WEAPON unmanned; Bulwark takes 1 off the Bunker's damage if it stands.
    let mut g = two();
    assert!(g.add_building(b(2), &[w(10), s(12)]));
    assert_eq!(mothership_damage(&lose(&mut g, p(7))), 1);

    let mut g = two();
    assert!(g.add_building(b(1), &[s(12)]));
    let ev = lose(&mut g, p(7));
    assert_eq!(bunker_damage(&ev), 0);
    assert!(g.table.settlement[0].attached.is_empty(), "the Bulwark spent its SHIELD");
    let mut g = two();
    assert!(g.add_building(b(1), &[]));
    assert_eq!(bunker_damage(&lose(&mut g, p(7))), 1, "an unshielded Bulwark falls first");
}

#[test]
fn a_shielded_bulwark_under_the_shield_generator_spares_the_bunker_once() {
    // The lock this breaks: SHIELDs stay under the Shield Generator, and the
    // Bunker card only changes when the Bunker is hit, so a Bulwark that
    // always spared it made the Bunker immune for the rest of the game.
    let mut g = two();
    set_bunker(&mut g, "Shield Generator");
    assert!(g.add_building(b(1), &[s(12)]));
    assert!(g.add_building(b(9), &[s(13)]));
    let health = g.bunker_health();
    let ev = lose(&mut g, p(7));
    assert_eq!(bunker_damage(&ev), 0, "the first attack is absorbed");
    assert!(g.table.player_discard.contains(&s(12)), "the Bulwark's SHIELD is spent");
    assert_eq!(g.table.settlement.iter().find(|x| x.card == b(9)).map(|x| x.attached.clone()), Some(vec![s(13)]), "other SHIELDs stay");
    let ev = lose(&mut g, p(9));
    assert!(ev.iter().any(|e| matches!(e, Event::BuildingDestroyed { building, .. } if *building == b(1))));
    assert_eq!((bunker_damage(&ev), g.bunker_health()), (1, health - 1), "the second attack reaches the Bunker");
}

#[test]
fn medic_keeps_the_bulwarks_shield() {
    let mut g = two();
    set_bunker(&mut g, "Shield Generator");
    assert!(g.add_building(b(1), &[s(12)]));
    let medic = p(2); // PEOPLE 2: Medic
    let ev = lose(&mut g, medic);
    assert_eq!(bunker_damage(&ev), 0);
    assert_eq!(g.table.settlement[0].attached, vec![s(12)], "nothing reached the Bulwark to spend");
}

#[test]
fn mothership_threats_in_battle() {
    let mut g = two();
    set_mothership(&mut g, "Armour");
    assert!(g.add_building(b(9), &[w(10), p(10), s(13)]));
    assert_eq!(mothership_damage(&lose(&mut g, p(7))), 0);

    let mut g = two();
    set_mothership(&mut g, "Piercer");
    assert!(g.add_building(b(9), &[s(5)]));
    assert!(g.add_building(b(8), &[s(6)]));
    let ev = lose(&mut g, p(7));
    assert_eq!(g.table.settlement.iter().map(|x| x.card).collect::<Vec<_>>(), vec![b(8)]);
    assert!(ev.iter().any(|e| matches!(e, Event::BuildingDestroyed { building, .. } if *building == b(9))));

    let mut g = two();
    set_mothership(&mut g, "Orbital Strike");
    assert!(g.add_building(b(9), &[s(10)]));
    assert!(g.add_building(b(8), &[s(6)]));
    lose(&mut g, p(7));
    assert_eq!(g.table.settlement.iter().map(|x| x.card).collect::<Vec<_>>(), vec![b(8)]);

    let mut g = two();
    set_mothership(&mut g, "Drones");
    assert!(g.add_building(b(9), &[s(10), p(3), p(11)]));
    lose(&mut g, p(7));
    assert_eq!(g.table.settlement[0].attached, vec![p(11)]);

    let mut g = two();
    set_mothership(&mut g, "Harvester");
    assert!(g.store(w(10)) && g.store(s(4)));
    let ev = lose(&mut g, p(7));
    assert!(ev.iter().any(|e| matches!(e, Event::StorageLost { .. })));
    assert!(g.table.storage.is_empty());
}

/// Stored cards survive an attack untouched.
#[test]
fn storage_is_neither_destroyed_nor_firing() {
    let mut g = two();
    assert!(g.store(w(10)) && g.store(s(4)));
    set_bunker(&mut g, "Command Post");
    let ev = lose(&mut g, p(7));
    assert_eq!(mothership_damage(&ev), 0);
    assert_eq!(g.table.storage.len(), 2);
}

/// A player's card outranks a standing threat: Blast Doors saves even the
/// BUILDING the Orbital Strike aims at.
#[test]
fn blast_doors_outrank_the_orbital_strike() {
    let mut g = two();
    set_mothership(&mut g, "Orbital Strike");
    assert!(g.add_building(b(9), &[s(10)]));
    lose(&mut g, s(2));
    assert_eq!(g.table.settlement.len(), 1);
}

/// With nearly every Player card built into the settlement, a new hand
/// cannot be dealt: the game ends as a loss and says why.
#[test]
fn no_cards_left_to_deal_loses() {
    use endgames::games::extinction_point::cards::PlayerCard;
    let mut g = two();
    // The Disruptor lets the press repair instead of attacking: a pressed
    // attack is a whole battle, whose spent SHIELDs would refill the pool.
    set_mothership(&mut g, "Disruptor");
    deal(&mut g, &[&[p(12)], &[p(7)]]);
    // Thirteen BUILDINGs, a SHIELD on each; PEOPLE on one, WEAPONs on another (so nothing fires).
    let people: Vec<PlayerCard> = (1..=13).map(p).filter(|c| ![p(12), p(7)].contains(c)).collect();
    let weapons: Vec<PlayerCard> = (1..=13).map(w).collect();
    for v in 1..=13 {
        let mut on = vec![s(v)];
        match v {
            13 => on.extend(&people),
            12 => on.extend(&weapons),
            _ => {}
        }
        assert!(g.add_building(b(v), &on));
    }
    let ev = trick(&mut g, S0, &[inf(3, false)], &[p(12), p(7)]);
    assert!(won(&ev));
    let mut ev = act(
        &mut g,
        S0,
        endgames::games::extinction_point::Action::Place { card: p(12), to: endgames::games::extinction_point::Spot::Building(b(13)) },
    );
    if g.table.phase == Phase::Press {
        ev.extend(act(&mut g, S0, endgames::games::extinction_point::Action::PressRepair));
    }
    assert!(ev.contains(&Event::GameOver { won: false }));
    match g.to_act() {
        ToAct::Over(o) => assert!(o.explanation[0].to_string().contains("no cards were left to deal")),
        other => panic!("over, not {other:?}"),
    }
}

/// When the Player deck and its discards cannot give everyone seven cards,
/// everyone gets the same smaller hand: as many as the pool allows.
#[test]
fn a_short_pool_deals_equal_shorter_hands() {
    let mut g = game(3, endgames::games::extinction_point::Difficulty::Beginner);
    set_bunker(&mut g, "Shield Generator");
    deal(&mut g, &[&[p(12)], &[p(7)], &[p(9)]]);
    // Most of the deck built into shielded BUILDINGs that nothing fires from.
    let people: Vec<_> = (1..=13).map(p).filter(|c| ![p(12), p(7), p(9)].contains(c)).collect();
    for v in 1..=13 {
        let mut on = vec![s(v)];
        if v == 13 {
            on.extend(&people);
        }
        assert!(g.add_building(b(v), &on));
    }
    let pool = g.player_deck.len() + g.table.player_discard.len();
    assert!(pool < 21, "{pool} cards left: fewer than seven each");
    let ev = trick(&mut g, S0, &[inf(3, false)], &[p(12), p(7), p(9)]);
    assert!(won(&ev));
    let mut ev = act(&mut g, S0, endgames::games::extinction_point::Action::FinishBuilding);
    if g.table.phase == Phase::Press {
        ev.extend(act(&mut g, S0, endgames::games::extinction_point::Action::PressAttack));
    }
    assert!(ev.iter().any(|e| matches!(e, Event::HandStarted { hand_no: 2 })));
    let sizes: Vec<usize> = g.hands.0.iter().map(Vec::len).collect();
    let rest = g.player_deck.len() + g.table.player_discard.len();
    assert!(sizes.iter().all(|n| *n == sizes[0] && *n < 7 && *n > 0), "{sizes:?}");
    assert!(rest < 3, "as many as the pool allows: {rest} left over for three players");
}

/// A SHIELD kept in Bunker storage protects no BUILDING and not the Bunker.
#[test]
fn a_stored_shield_leaves_the_bunker_exposed() {
    let mut g = two();
    assert!(g.store(s(11)));
    let health = g.bunker_health();
    let ev = lose(&mut g, p(7));
    assert_eq!((bunker_damage(&ev), g.bunker_health()), (1, health - 1));
    assert!(g.table.storage.contains(&s(11)), "storage is not hit (no Harvester)");
}

/// A lost trick discards what was played; the rest of the Infiltrator deck
/// keeps its order for the next trick.
#[test]
fn the_infiltrator_deck_keeps_its_order_after_a_lost_trick() {
    let mut g = two();
    assert!(g.stack_infiltrator(&[inf(13, true), inf(6, false), inf(2, true)]));
    deal(&mut g, &[&[p(5), p(6)], &[p(7), p(8)]]);
    elect(&mut g, S0);
    play(&mut g, S0, p(5));
    let ev = play(&mut g, S1, p(7));
    assert!(lost(&ev));
    let next: Vec<_> = g.infiltrator_deck.iter().rev().take(2).copied().collect();
    assert_eq!(next, vec![inf(6, false), inf(2, true)], "the next two cards, in order");
}

#[test]
fn the_log_names_the_bulwark_that_absorbs_the_hit() {
    let describe = |e: &Event| line(e).render(|s| ["Ana", "Ben"][s.index()].to_string());
    // Its SHIELD is spent with the others before the Bunker's hit.
    let mut g = two();
    assert!(g.add_building(b(1), &[s(12)]));
    let ev = lose(&mut g, p(7));
    assert_eq!(bunker_damage(&ev), 0);
    let lines: Vec<String> = ev.iter().map(describe).collect();
    assert!(lines.iter().any(|l| l == "BUILDING 1 (Bulwark) takes 1 of the Bunker's damage."), "no line names the Bulwark: {lines:#?}");
    // Under the Shield Generator the Bulwark spends its own SHIELD to do it.
    let mut g = two();
    set_bunker(&mut g, "Shield Generator");
    assert!(g.add_building(b(1), &[s(12)]));
    let ev = lose(&mut g, p(7));
    assert_eq!(bunker_damage(&ev), 0);
    let lines: Vec<String> = ev.iter().map(describe).collect();
    assert!(
        lines.iter().any(|l| l == "BUILDING 1 (Bulwark) takes 1 of the Bunker's damage and spends its SHIELD 12."),
        "no line names the Bulwark and its SHIELD: {lines:#?}"
    );
}
