//! Building after a won trick: what may be placed where, Bunker storage,
//! moving stored cards, one SHIELD per BUILDING, extra placements.

use super::support::*;
use endgames::engine::Game;
use endgames::engine::{Narrated, Viewer};
use endgames::games::extinction_point::{Action, ExtinctionPoint, Phase, Spot};

#[test]
fn a_won_building_trick_builds_a_building() {
    let mut g = two();
    deal(&mut g, &[&[b(12), p(5)], &[b(7), p(8)]]);
    let ev = trick(&mut g, S0, &[inf(9, false)], &[b(12), b(7)]);
    assert!(won(&ev));
    let legal = g.legal_actions(S0);
    assert!(legal.contains(&Action::Place { card: b(12), to: Spot::Settlement }));
    assert!(legal.contains(&Action::Place { card: b(7), to: Spot::Settlement }), "any card of the trick's suit");
    act(&mut g, S0, Action::Place { card: b(7), to: Spot::Settlement });
    assert_eq!(g.table.settlement.len(), 1);
    assert!(g.table.player_discard.contains(&b(12)), "the rest of the trick is discarded");
    assert_eq!(g.table.phase, Phase::Election);
}

#[test]
fn only_cards_of_the_leading_suit_may_be_placed() {
    let mut g = two();
    assert!(g.add_building(b(9), &[]));
    deal(&mut g, &[&[p(12), p(5)], &[w(13), b(8)]]);
    let ev = trick(&mut g, S0, &[inf(9, false)], &[p(12), w(13)]);
    assert!(won(&ev));
    let legal = g.legal_actions(S0);
    assert!(!legal.iter().any(|a| matches!(a, Action::Place { card, .. } if *card == w(13))));
}

#[test]
fn bunker_storage_holds_one_of_each_kind() {
    let mut g = two();
    assert!(g.store(p(3)));
    deal(&mut g, &[&[p(12), w(12)], &[p(7), w(7)]]);
    let ev = trick(&mut g, S0, &[inf(9, false)], &[p(12), p(7)]);
    assert!(won(&ev));
    // A PEOPLE is already stored and there is no BUILDING: nothing fits.
    assert_eq!(g.table.phase, Phase::Election);
    assert_eq!(g.table.storage, vec![p(3)]);
    let ev = trick(&mut g, S0, &[inf(9, false)], &[w(12), w(7)]);
    assert!(won(&ev));
    // Last cards of the hand: the store is the last choice, then the hand ends.
    act(&mut g, S0, Action::Place { card: w(12), to: Spot::Bunker });
    assert_eq!(g.table.storage.len(), 2);
}

#[test]
fn supply_cache_stores_two_and_disruptor_none() {
    let mut g = two();
    set_bunker(&mut g, "Supply Cache");
    assert!(g.store(p(3)));
    deal(&mut g, &[&[p(12), w(12)], &[p(7), w(7)]]);
    trick(&mut g, S0, &[inf(9, false)], &[p(12), p(7)]);
    assert!(g.legal_actions(S0).contains(&Action::Place { card: p(12), to: Spot::Bunker }));

    let mut g = two();
    set_mothership(&mut g, "Disruptor");
    deal(&mut g, &[&[p(12), w(12)], &[p(7), w(7)]]);
    trick(&mut g, S0, &[inf(9, false)], &[p(12), p(7)]);
    assert!(!g.legal_actions(S0).iter().any(|a| matches!(a, Action::Place { to: Spot::Bunker, .. })));
}

/// Nothing fits (no BUILDING, storage full): the trick is discarded at once.
#[test]
fn when_nothing_fits_the_trick_is_discarded() {
    let mut g = two();
    assert!(g.store(s(3)));
    deal(&mut g, &[&[s(12), w(12)], &[s(7), w(7)]]);
    let ev = trick(&mut g, S0, &[inf(9, false)], &[s(12), s(7)]);
    assert!(won(&ev));
    assert!(ev.iter().any(|e| matches!(e, endgames::games::extinction_point::Event::TrickDiscarded { .. })));
    assert_eq!(g.table.phase, Phase::Election);
}

#[test]
fn one_shield_per_building() {
    let mut g = two();
    assert!(g.add_building(b(9), &[s(10)]));
    assert!(g.add_building(b(2), &[]));
    deal(&mut g, &[&[s(12), w(12)], &[s(7), w(7)]]);
    trick(&mut g, S0, &[inf(9, false)], &[s(12), s(7)]);
    let legal = g.legal_actions(S0);
    assert!(!legal.contains(&Action::Place { card: s(12), to: Spot::Building(b(9)) }));
    assert!(legal.contains(&Action::Place { card: s(12), to: Spot::Bunker }));
    assert!(legal.contains(&Action::Place { card: s(12), to: Spot::Building(b(2)) }));
    let why = refused(&g, S0, Action::Place { card: s(12), to: Spot::Building(b(9)) });
    assert!(why.contains("one SHIELD"), "{why}");
    act(&mut g, S0, Action::Place { card: s(12), to: Spot::Bunker });
    let why = refused(&g, S0, Action::Place { card: s(7), to: Spot::Bunker });
    assert!(why.contains("placement is used"), "{why}");
    act(&mut g, S0, Action::MoveStored { card: s(12), building: b(2) });
    assert_eq!(g.table.phase, Phase::Election);
}

#[test]
fn stored_cards_move_onto_buildings_while_building() {
    let mut g = two();
    set_bunker(&mut g, "Command Post"); // at least
    assert!(g.add_building(b(9), &[]));
    assert!(g.store(w(11)));
    assert!(g.store(p(5)));
    deal(&mut g, &[&[p(12), w(6)], &[p(7), w(7)]]);
    trick(&mut g, S0, &[inf(9, false)], &[p(12), p(7)]);
    let legal = g.legal_actions(S0);
    assert!(legal.contains(&Action::MoveStored { card: w(11), building: b(9) }));
    assert!(!legal.contains(&Action::MoveStored { card: p(5), building: b(9) }), "5 is below 9");
    act(&mut g, S0, Action::MoveStored { card: w(11), building: b(9) });
    act(&mut g, S0, Action::Place { card: p(12), to: Spot::Building(b(9)) });
    assert!(g.table.settlement[0].operational());
    assert_eq!(g.table.storage, vec![p(5)]);
}

#[test]
fn workshop_ignores_the_construction_rule() {
    let mut g = two();
    set_bunker(&mut g, "Supply Cache"); // at most
    assert!(g.add_building(b(3), &[]));
    deal(&mut g, &[&[p(12), w(6)], &[p(7), w(7)]]);
    trick(&mut g, S0, &[inf(9, false)], &[p(12), p(7)]);
    assert!(g.legal_actions(S0).contains(&Action::Place { card: p(12), to: Spot::Building(b(3)) }));
}

#[test]
fn foreman_and_drafting_room_allow_a_second_placement() {
    for (bk, foreman) in [("Drafting Room", false), ("Armoury Vault", true)] {
        let mut g = two();
        set_bunker(&mut g, bk);
        assert!(g.add_building(b(9), &[]));
        let second = if foreman { p(4) } else { p(10) };
        deal(&mut g, &[&[p(12), w(6)], &[second, w(7)]]);
        trick(&mut g, S0, &[inf(3, false)], &[p(12), second]);
        act(&mut g, S0, Action::Place { card: p(12), to: Spot::Building(b(9)) });
        assert!(is_build(&g), "{bk}: a second placement is open");
        act(&mut g, S0, Action::Place { card: second, to: Spot::Building(b(9)) });
        assert_eq!(g.table.settlement[0].attached.len(), 2, "{bk}");
    }
}

/// With the trick's one placement used and a stored card that may still go
/// onto a BUILDING, the step stays open: the prompt says the placements are
/// used and what is left, never "place up to 0 cards" from the trick.
#[test]
fn with_the_placements_used_the_prompt_offers_the_stored_cards_and_finishing() {
    let mut g = two();
    set_bunker(&mut g, "Command Post");
    assert!(g.add_building(b(9), &[]));
    assert!(g.store(w(11)));
    deal(&mut g, &[&[p(12), w(6)], &[p(7), w(7)]]);
    trick(&mut g, S0, &[inf(9, false)], &[p(12), p(7)]);
    act(&mut g, S0, Action::Place { card: p(12), to: Spot::Building(b(9)) });
    assert!(matches!(g.table.phase, Phase::Build { placements: 0 }), "{:?}", g.table.phase);
    assert!(g.legal_actions(S0).contains(&Action::MoveStored { card: w(11), building: b(9) }));
    let words = |v| ExtinctionPoint::prompt(&g.view(Viewer::Seat(v))).0.iter().map(|p| format!("{p:?}")).collect::<String>();
    let own = words(S0);
    assert!(own.contains("placements are used") && own.contains("stored card") && own.contains("Finish building"), "{own}");
    assert!(!own.contains("up to 0"), "{own}");
    assert!(words(S1).contains("may move stored cards"), "{}", words(S1));
}

/// Every card of the trick that may not be placed says why, and none that
/// may be placed has a reason: the reason agrees with the legal moves, in
/// every Build step of 300 seeded random games.
#[test]
fn an_unplaceable_card_of_the_trick_says_why_and_a_placeable_one_does_not() {
    use endgames::engine::{GameRng, ToAct};
    use endgames::games::extinction_point::words::unplaceable_reason;
    use endgames::games::extinction_point::Setup;
    let (mut silent, mut said) = (0, 0);
    for seed in 0..300 {
        let mut g = ExtinctionPoint::new(&Setup { players: 2 + (seed % 3) as u8, ..Setup::default() }, seed).expect("set-up");
        let mut rng = GameRng::from_seed(seed ^ 0x5eed);
        for _ in 0..400 {
            let seat = match g.to_act() {
                ToAct::One(s) => s,
                ToAct::Many(seats) => seats[0],
                _ => break,
            };
            if let Phase::Build { .. } = g.table.phase {
                let view = g.view(Viewer::Seat(seat));
                let legal = g.legal_actions(seat);
                for &(_, card) in &g.table.trick.plays {
                    let placeable = legal.iter().any(|a| matches!(a, Action::Place { card: c, .. } if *c == card));
                    let why = unplaceable_reason(&view, card);
                    assert_eq!(why.is_empty(), placeable, "seed {seed}: {card:?} placeable {placeable}, reason {why:?}");
                    if placeable {
                        silent += 1
                    } else {
                        said += 1
                    }
                }
            }
            let legal = g.legal_actions(seat);
            let a = legal[rng.below(legal.len())].clone();
            g.apply(seat, &a).expect("a legal move");
        }
    }
    assert!(silent > 100 && said > 100, "both kinds met: {silent} placeable, {said} not");
}
