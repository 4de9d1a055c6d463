//! The Apex Encounter, scoring, tiebreaks, the Final Encounter, solo tiers, teams.

use crate::support::*;
use endgames::engine::{Game, OutcomeKind, PerSeat, Seat};
use endgames::games::extraczon::board::SiteId;
use endgames::games::extraczon::cards::{CardId, ZombieId, APEX};
use endgames::games::extraczon::{Action, Event, ExtracZon, Mode, Phase, Place, Setup, SiteStatus, Stage, Target};

/// Every Site but `open` is done (escaped); seat 0 stands in `open`, drawing.
fn last_site(players: u8, open: SiteId) -> ExtracZon {
    let mut g = started(players, &[]);
    for (i, s) in g.table.sites.iter_mut().enumerate() {
        if i != usize::from(open.0) {
            *s = SiteStatus::Escaped;
        }
    }
    g.table.tokens[S0] = Place::Site(open);
    at_draw(&mut g, Target::Site(open));
    g
}

#[test]
fn the_apex_waits_for_all_24_sites_then_starts_with_the_last_winner() {
    let mut g = last_site(3, SiteId(0));
    g.table.last_success = Some(S2);
    draw(&mut g, &[SURVIVOR[0]]);
    assert_eq!(g.table.stage, Stage::Sites);
    let ev = roll_hp(&mut g, [4, 4, 4, 4]);
    assert!(ev.contains(&Event::ApexBegins { first: S0 }), "seat 0 just won the last Site");
    assert_eq!(g.table.stage, Stage::Apex);
    assert_eq!(g.table.encounter, Some(Target::Apex));
    assert_eq!((g.table.turn, &g.table.phase), (S0, &Phase::RollDraw));
}

#[test]
fn after_a_failure_the_apex_starts_with_the_most_recent_success() {
    let mut g = last_site(3, SiteId(0));
    g.table.last_success = Some(S2);
    draw(&mut g, &[INFECTED[0]]);
    let ev = roll_hp(&mut g, [1, 1, 1, 1]);
    assert!(ev.contains(&Event::ApexBegins { first: S2 }));
}

#[test]
fn with_no_success_at_all_the_last_failure_starts() {
    let mut g = last_site(3, SiteId(0));
    draw(&mut g, &[INFECTED[0]]);
    let ev = roll_hp(&mut g, [1, 1, 1, 1]);
    assert!(ev.contains(&Event::ApexBegins { first: S0 }));
}

fn apex_stage(setup: Setup) -> ExtracZon {
    let mut g = ExtracZon::new(&setup, 3).expect("valid");
    for s in g.table.sites.iter_mut() {
        *s = SiteStatus::Escaped;
    }
    g.table.stage = Stage::Apex;
    g.table.turn = S0;
    at_draw(&mut g, Target::Apex);
    g
}

#[test]
fn a_failed_apex_turn_passes_clockwise() {
    let mut g = apex_stage(setup(3));
    draw(&mut g, &[INFECTED[0]]);
    let ev = roll_hp(&mut g, [6, 6, 5, 1]);
    assert!(ev.contains(&Event::ApexHeld { seat: S0 }));
    assert_eq!((g.table.turn, &g.table.phase), (S1, &Phase::RollDraw));
}

#[test]
fn solo_retries_the_apex_with_a_new_draw_and_grades_the_tier() {
    let mut g = apex_stage(setup(1));
    draw(&mut g, &[INFECTED[0]]);
    roll_hp(&mut g, [1, 1, 1, 1]);
    assert_eq!((g.table.turn, &g.table.phase), (S0, &Phase::RollDraw), "solo player tries again next turn");
    // 50 secured cards and 14 Site Zombies, then the Apex: 15 Zombies = LEGEND.
    for c in (0..50).map(CardId) {
        assert!(g.give_secured(S0, c));
    }
    for i in 0..14 {
        g.table.sites[i] = SiteStatus::Contained(S0);
        g.table.contained[S0].push(ZombieId(i as u8));
    }
    draw(&mut g, &[INFECTED[0]]);
    roll_hp(&mut g, [6, 6, 6, 1]);
    let outcome = g.to_act().outcome().cloned().expect("over");
    assert_eq!(outcome.kind, OutcomeKind::Solo { grade: Some("LEGEND".into()) });
    assert_eq!(outcome.score, PerSeat(vec![65]));
}

/// Gives `seat` `cards` secured cards (from `from` up) and `zombies` Site Zombies (from `z0`).
fn holdings(g: &mut ExtracZon, seat: Seat, from: u8, cards: u8, z0: u8, zombies: u8) {
    for c in from..from + cards {
        assert!(g.give_secured(seat, CardId(c)));
    }
    for z in z0..z0 + zombies {
        g.table.sites[usize::from(z)] = SiteStatus::Contained(seat);
        g.table.contained[seat].push(ZombieId(z));
    }
}

/// Seat 0 contains the Apex now and the game is scored.
fn seat0_takes_apex(g: &mut ExtracZon) -> Vec<Event> {
    draw(g, &[INFECTED[0]]);
    roll_hp(g, [6, 6, 6, 6])
}

#[test]
fn the_highest_total_wins() {
    let mut g = apex_stage(setup(2));
    holdings(&mut g, S0, 0, 5, 0, 1);
    holdings(&mut g, S1, 10, 10, 1, 2);
    seat0_takes_apex(&mut g);
    let o = g.to_act().outcome().cloned().expect("over");
    assert_eq!(o.score, PerSeat(vec![7, 12]));
    assert_eq!(o.winners(), vec![S1]);
}

#[test]
fn a_tied_total_goes_to_the_most_zombies() {
    let mut g = apex_stage(setup(2));
    holdings(&mut g, S0, 0, 9, 0, 3); // 9 + 3 + Apex = 13, 4 Zombies
    holdings(&mut g, S1, 20, 8, 3, 5); // 8 + 5 = 13, 5 Zombies
    seat0_takes_apex(&mut g);
    let o = g.to_act().outcome().cloned().expect("over");
    assert_eq!(o.winners(), vec![S1]);
    assert!(o.explanation.iter().any(|l| l.to_string().contains("most contained Zombies")), "{:?}", o.explanation);
}

#[test]
fn then_the_apex_holder_wins() {
    let mut g = apex_stage(setup(2));
    holdings(&mut g, S0, 0, 10, 0, 2); // 10 + 2 + Apex = 13, 3 Zombies
    holdings(&mut g, S1, 20, 10, 2, 3); // 10 + 3 = 13, 3 Zombies
    seat0_takes_apex(&mut g);
    let o = g.to_act().outcome().cloned().expect("over");
    assert_eq!(o.winners(), vec![S0]);
    assert!(o.explanation.iter().any(|l| l.to_string().contains("holder of the Apex")));
}

#[test]
fn a_tie_without_the_apex_goes_to_a_final_encounter_with_bonuses_off() {
    let mut g = apex_stage(setup(3));
    holdings(&mut g, S0, 0, 4, 0, 0); // 4 + Apex = 5: third
    holdings(&mut g, S1, 10, 8, 1, 2); // 10, 2 Zombies
    holdings(&mut g, S2, 20, 8, 3, 2); // 10, 2 Zombies
    assert!(g.give_secured(S1, HP2[0]) && g.give_secured(S2, HP2[1]));
    g.table.secured[S1].retain(|c| c.0 != 17);
    g.table.discard.push(CardId(17));
    g.table.secured[S2].retain(|c| c.0 != 27);
    g.table.discard.push(CardId(27));
    let ev = seat0_takes_apex(&mut g);
    assert!(ev.contains(&Event::FinalEncounterBegins { seats: vec![S1, S2] }));
    assert!(!g.table.contained[S0].contains(&APEX), "the Apex goes back to the centre");
    // Order roll: seat 2 rolls higher and starts; no Tactical card may be chosen.
    g.force_rolls(&[2, 5]);
    play(&mut g, S1, Action::RollForOrder);
    play(&mut g, S2, Action::RollForOrder);
    assert_eq!((g.table.turn, &g.table.phase), (S2, &Phase::RollDraw));
    draw(&mut g, &[CardId(60)]);
    assert_eq!(g.hp_bonus(S2), 0, "drawn bonuses are off too");
    roll_hp(&mut g, [6, 6, 5, 1]); // 18 < 19: loses the card
    roll_hp(&mut g, [6, 6, 5, 1]); // final roll fails
    assert_eq!(g.table.turn, S1, "seat 0 is not in the Final Encounter");
    draw(&mut g, &[INFECTED[0]]);
    roll_hp(&mut g, [6, 6, 6, 1]);
    let o = g.to_act().outcome().cloned().expect("over");
    assert_eq!(o.winners(), vec![S1]);
    assert!(o.explanation.iter().any(|l| l.to_string().contains("Final Encounter")));
}

#[test]
fn teams_score_their_combined_totals() {
    let setup = Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } };
    let mut g = apex_stage(setup);
    holdings(&mut g, S0, 0, 3, 0, 1);
    holdings(&mut g, Seat(2), 10, 3, 1, 1);
    holdings(&mut g, S1, 20, 6, 2, 1);
    holdings(&mut g, Seat(3), 30, 1, 3, 0);
    seat0_takes_apex(&mut g);
    let o = g.to_act().outcome().cloned().expect("over");
    assert_eq!(o.score, PerSeat(vec![9, 8, 9, 8]));
    assert_eq!(o.winners(), vec![S0, Seat(2)]);
    assert!(matches!(o.kind, OutcomeKind::Teams { .. }));
}
