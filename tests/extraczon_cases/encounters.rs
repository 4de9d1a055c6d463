//! Site encounters: draw, Infected, Defense, HP rolls, losing cards, escape, reshuffle.

use crate::support::*;
use endgames::engine::{Game, Seat};
use endgames::games::extraczon::board::SiteId;
use endgames::games::extraczon::cards::{CardId, ZombieId};
use endgames::games::extraczon::{Action, Event, Phase, Place, SiteStatus, Target};

/// Site 4 is the HP 16 Clinic of quadrant 0.
const HP16: SiteId = SiteId(4);

fn at_site(active: Option<CardId>, site: SiteId) -> endgames::games::extraczon::ExtracZon {
    let tactical: Vec<CardId> = active.into_iter().collect();
    let mut g = started(2, &tactical);
    if g.table.phase == Phase::ChooseActive {
        play(&mut g, S0, Action::ChooseActive { card: active });
    }
    g.table.tokens[S0] = Place::Site(site);
    at_draw(&mut g, Target::Site(site));
    g
}

#[test]
fn rulebook_example_hp16_roll14_plus_two_is_contained() {
    assert_eq!(HP16.def().hp, 16);
    let mut g = at_site(Some(HP2[0]), HP16);
    draw(&mut g, &[SURVIVOR[0], SURVIVOR[1]]);
    let ev = roll_hp(&mut g, [5, 4, 3, 2]);
    assert!(ev.contains(&Event::HpRolled { seat: S0, dice: [5, 4, 3, 2], bonus: 2, total: 16, hp: 16, success: true }));
    assert_eq!(g.table.sites[4], SiteStatus::Contained(S0));
    assert_eq!(g.table.contained[S0], vec![ZombieId(4)]);
    let secured = &g.table.secured[S0];
    assert!(secured.contains(&SURVIVOR[0]) && secured.contains(&SURVIVOR[1]) && secured.contains(&HP2[0]));
    assert_eq!(g.table.last_success, Some(S0));
    assert_eq!(g.table.turn, S1, "the turn ends after the encounter");
}

#[test]
fn without_the_bonus_the_same_roll_fails() {
    let mut g = at_site(None, HP16);
    draw(&mut g, &[SURVIVOR[0]]);
    let ev = roll_hp(&mut g, [5, 4, 3, 2]);
    assert!(ev.iter().any(|e| matches!(e, Event::HpRolled { success: false, total: 14, .. })));
    // The one Survivor goes automatically; the next roll is the final one.
    assert!(ev.contains(&Event::CardLost { seat: S0, card: SURVIVOR[0] }));
    assert_eq!(g.table.phase, Phase::RollHp);
}

#[test]
fn the_black_die_sets_how_many_cards_are_drawn() {
    let mut g = at_site(None, HP16);
    g.force_rolls(&[4]);
    let ev = play(&mut g, S0, Action::RollDraw);
    let drawn = ev.iter().filter(|e| matches!(e, Event::CardDrawn { .. })).count();
    let lost_to_infected = ev.iter().filter(|e| matches!(e, Event::InfectedResolved { .. })).count();
    assert_eq!(drawn, 4);
    assert!(g.table.unsecured.len() <= 4 && lost_to_infected <= 4);
}

#[test]
fn a_drawn_hp_bonus_counts_only_while_it_stays_unsecured() {
    // The Infected card takes the HP +2 card (the only card it can take).
    let mut g = at_site(None, HP16);
    let ev = draw(&mut g, &[HP2[1], INFECTED[0]]);
    assert!(ev.contains(&Event::InfectedResolved { seat: S0, infected: INFECTED[0], lost: Some(HP2[1]) }));
    assert_eq!(g.hp_bonus(S0), 0);
    let ev = roll_hp(&mut g, [5, 4, 3, 2]);
    assert!(ev.contains(&Event::Escaped { seat: S0, site: HP16 }), "no cards left: that was the final roll");
    // With a Survivor to give up instead, the player keeps the bonus.
    let mut g = at_site(None, HP16);
    draw(&mut g, &[HP2[1], SURVIVOR[0], INFECTED[0]]);
    assert_eq!(g.table.phase, Phase::ResolveInfected { infected: INFECTED[0] });
    let mut choices = g.legal_actions(S0);
    choices.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(choices, vec![Action::LoseCard { card: SURVIVOR[0] }, Action::LoseCard { card: HP2[1] }]);
    play(&mut g, S0, Action::LoseCard { card: SURVIVOR[0] });
    assert_eq!(g.hp_bonus(S0), 2);
    let ev = roll_hp(&mut g, [5, 4, 3, 2]);
    assert!(ev.iter().any(|e| matches!(e, Event::Contained { .. })));
}

#[test]
fn drawn_and_active_hp_bonuses_stack() {
    let mut g = at_site(Some(HP1), HP16);
    draw(&mut g, &[HP2[0]]);
    assert_eq!(g.hp_bonus(S0), 3);
}

#[test]
fn defense_ignores_one_infected_each_active_and_drawn() {
    let mut g = at_site(Some(DEFENSE[0]), HP16);
    let ev = draw(&mut g, &[INFECTED[0], SURVIVOR[0], INFECTED[1], DEFENSE[1]]);
    let defended: Vec<&Event> = ev.iter().filter(|e| matches!(e, Event::Defended { .. })).collect();
    assert_eq!(defended.len(), 2);
    let mut left = g.table.unsecured.clone();
    left.sort();
    assert_eq!(left, vec![SURVIVOR[0], DEFENSE[1]], "the drawn Defense card stays to be secured");
    assert_eq!(g.table.phase, Phase::RollHp);
}

#[test]
fn one_defense_leaves_the_second_infected_to_take_a_card() {
    let mut g = at_site(None, HP16);
    let ev = draw(&mut g, &[INFECTED[0], SURVIVOR[0], INFECTED[1], DEFENSE[1]]);
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::Defended { .. })).count(), 1);
    // The other Infected takes a card: the choice is the Survivor or the Defense card.
    assert!(matches!(g.table.phase, Phase::ResolveInfected { .. }));
    play(&mut g, S0, Action::LoseCard { card: DEFENSE[1] });
    assert_eq!(g.table.unsecured, vec![SURVIVOR[0]]);
}

#[test]
fn infected_with_nothing_to_take_are_discarded_alone() {
    let mut g = at_site(None, HP16);
    let ev = draw(&mut g, &[INFECTED[0], INFECTED[1]]);
    assert!(ev.contains(&Event::InfectedResolved { seat: S0, infected: INFECTED[1], lost: None }));
    assert!(g.table.unsecured.is_empty());
    assert_eq!(g.table.phase, Phase::RollHp);
    assert!(g.table.discard.contains(&INFECTED[0]) && g.table.discard.contains(&INFECTED[1]));
}

#[test]
fn each_failed_roll_costs_a_card_then_one_final_roll() {
    let mut g = at_site(None, HP16);
    draw(&mut g, &[SURVIVOR[0], SURVIVOR[1]]);
    let mut rolls = 0;
    while g.table.turn == S0 {
        roll_hp(&mut g, [1, 1, 1, 1]);
        rolls += 1;
    }
    assert_eq!(rolls, 3, "two cards lost, then the final roll");
    assert_eq!(g.table.sites[4], SiteStatus::Escaped);
    assert_eq!(g.table.last_failure, Some(S0));
    assert!(g.table.contained[S0].is_empty() && g.table.secured[S0].is_empty());
}

#[test]
fn after_a_failed_roll_the_player_picks_the_card_to_lose() {
    let mut g = at_site(None, HP16);
    draw(&mut g, &[SURVIVOR[0], HP1]);
    roll_hp(&mut g, [1, 1, 1, 1]);
    assert_eq!(g.table.phase, Phase::LoseAfterFail);
    play(&mut g, S0, Action::LoseCard { card: HP1 });
    assert_eq!(g.hp_bonus(S0), 0, "a discarded HP card no longer helps");
    let ev = roll_hp(&mut g, [4, 4, 4, 4]);
    assert!(ev.iter().any(|e| matches!(e, Event::Contained { secured, .. } if secured == &vec![SURVIVOR[0]])));
}

#[test]
fn an_empty_draw_pile_is_rebuilt_from_the_discards() {
    let mut g = at_site(None, HP16);
    g.draw_to_discard();
    g.force_rolls(&[3]);
    let ev = play(&mut g, S0, Action::RollDraw);
    assert!(matches!(ev[1], Event::Reshuffled { cards: 90 }));
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::CardDrawn { .. })).count(), 3);
}

#[test]
fn with_both_piles_empty_the_player_draws_what_there_is() {
    let mut g = at_site(None, HP16);
    // Leave three cards in the draw pile: all other Survivors are secured
    // elsewhere and the other Infected already lie in the Unsecured area.
    let keep = [SURVIVOR[0], SURVIVOR[1], INFECTED[0]];
    for c in CardId::all().filter(|c| !keep.contains(c)) {
        if c.is_infected() {
            g.draw.retain(|d| *d != c);
            g.table.unsecured.push(c);
        } else {
            assert!(g.give_secured(Seat(1), c));
        }
    }
    g.force_rolls(&[5]);
    let ev = play(&mut g, S0, Action::RollDraw);
    assert!(ev.contains(&Event::DrawShort { seat: S0, missing: 2 }));
    assert_eq!(g.draw.len(), 0);
}
