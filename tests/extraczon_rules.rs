//! More ExtracZon rulebook scenarios: the corners of the rules that
//! docs/games/extraczon.md names as readings (Fast Travel limits, jumps onto
//! Infected Zones, blocked Site exits, bonuses on a second Movement roll,
//! Defense cards lost to the Infected, the Final Encounter taking the Apex
//! back, team tiebreaks, solo tier thresholds). Positions are laid out
//! directly and dice are forced; every step checks card conservation.

use endgames::engine::{Audited, Game, OutcomeKind, Seat};
use endgames::games::extraczon::board::{Pos, SiteId};
use endgames::games::extraczon::cards::{CardId, ZombieId, APEX};
use endgames::games::extraczon::rules::scoring::{standing, Standing};
use endgames::games::extraczon::{Action, Event, ExtracZon, Mode, Phase, Place, Setup, SiteStatus, Stage, Target};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);
// Card ids by kind (cards.rs): Survivors 0..54, then HP+1 x4 (54..58),
// HP+2 x3 (58..61), Move+1 x4 (61..65), Move+2 x3 (65..68), Defense x4 (68..72),
// Infected 72..90.
const HP1: CardId = CardId(54);
const HP2: CardId = CardId(58);
const MOVE2: CardId = CardId(65);
const DEFENSE: CardId = CardId(68);
const INFECTED: [CardId; 2] = [CardId(72), CardId(73)];

fn survivor(i: u8) -> CardId {
    CardId(i)
}

fn tile(x: u8, y: u8) -> Place {
    Place::Tile(Pos::new(x, y))
}

/// A game whose order roll seat 0 won.
fn started(setup: Setup) -> ExtracZon {
    let n = setup.players;
    let mut g = ExtracZon::new(&setup, 11).expect("valid set-up");
    if n > 1 {
        let mut rolls = vec![6];
        rolls.extend(std::iter::repeat_n(1, usize::from(n) - 1));
        g.force_rolls(&rolls);
        for s in 0..n {
            play(&mut g, Seat(s), Action::RollForOrder);
        }
    }
    assert_eq!(g.table.turn, S0);
    g
}

fn two() -> ExtracZon {
    started(Setup { players: 2, mode: Mode::Competitive })
}

fn play(g: &mut ExtracZon, seat: Seat, a: Action) -> Vec<Event> {
    let ev = g.apply(seat, &a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
    g.check_invariants().unwrap_or_else(|e| panic!("after {a:?}: {e}"));
    ev
}

fn roll_move(g: &mut ExtracZon, die: u8) -> Vec<Place> {
    g.force_rolls(&[die]);
    play(g, g.table.turn, Action::RollMovement);
    g.reachable().into_iter().map(|(p, _)| p).collect()
}

/// Draws exactly `cards` into the running encounter (black die forced).
fn draw(g: &mut ExtracZon, cards: &[CardId]) -> Vec<Event> {
    assert!(g.stack_draw(cards), "cards available to stack");
    g.force_rolls(&[cards.len() as u8]);
    play(g, g.table.turn, Action::RollDraw)
}

fn roll_hp(g: &mut ExtracZon, dice: [u8; 4]) -> Vec<Event> {
    g.force_rolls(&dice);
    play(g, g.table.turn, Action::RollHp)
}

/// Moves `zombie`'s card into `seat`'s Contained pile the way a won encounter would.
fn give_zombie(g: &mut ExtracZon, seat: Seat, site: u8) {
    g.table.sites[usize::from(site)] = SiteStatus::Contained(seat);
    g.table.contained[seat].push(ZombieId(site));
}

#[test]
fn fast_travel_needs_a_free_exit_tile() {
    let mut g = two();
    g.table.tokens[S0] = tile(2, 4); // north-west station's door
    g.table.tokens[S1] = tile(14, 2); // north-east station's door
    let reach = roll_move(&mut g, 1);
    assert!(reach.contains(&tile(16, 14)) && reach.contains(&tile(4, 16)), "free stations are one point away: {reach:?}");
    assert!(!reach.contains(&tile(14, 2)), "an occupied exit tile cannot be used");
    assert!(!reach.iter().any(|p| matches!(p, Place::Tile(t) if t.y <= 3 && t.x >= 13)), "nothing beyond the blocked exit");
}

#[test]
fn fast_travel_is_used_once_per_roll() {
    let mut g = two();
    g.table.tokens[S0] = tile(2, 4);
    g.table.tokens[S1] = tile(16, 17);
    let reach = roll_move(&mut g, 2);
    // Two stations in a row would reach another station's door with exactly 2 points.
    for door in [tile(14, 2), tile(16, 14), tile(4, 16)] {
        assert!(!reach.contains(&door), "{door:?} would need two trips");
    }
    assert!(reach.contains(&tile(13, 2)) && reach.contains(&tile(15, 2)), "one trip then one step: {reach:?}");
}

#[test]
fn a_jump_that_lands_on_an_infected_zone_stops_there() {
    let mut g = two();
    g.table.tokens[S0] = tile(3, 2);
    g.table.tokens[S1] = tile(4, 2); // on the Pharmacy door, with the zone at (5, 2) beyond
    let reach = roll_move(&mut g, 5);
    assert!(reach.contains(&tile(5, 2)), "jump onto the zone with points to spare: {reach:?}");
    let ev = play(&mut g, S0, Action::Move { to: tile(5, 2) });
    let cost = ev.iter().find_map(|e| match e {
        Event::Moved { route, .. } => Some(route.cost),
        _ => None,
    });
    assert_eq!(cost, Some(2), "one token jumped costs 2");
    assert_eq!(g.table.phase, Phase::InfectedZone);
}

#[test]
fn a_token_cannot_leave_a_site_whose_door_is_taken() {
    let mut g = two();
    g.table.sites[0] = SiteStatus::Escaped;
    g.table.tokens[S0] = Place::Site(SiteId(0));
    g.table.tokens[S1] = tile(4, 2); // the Pharmacy's only door
    roll_move(&mut g, 3);
    assert_eq!(g.legal_actions(S0), vec![Action::Pass]);
    let ev = play(&mut g, S0, Action::Pass);
    assert!(ev.contains(&Event::Passed { seat: S0 }));
    assert_eq!(g.table.tokens[S0], Place::Site(SiteId(0)));
    assert_eq!(g.table.turn, S1);
}

#[test]
fn the_movement_bonus_counts_again_after_an_infected_zone() {
    let mut g = ExtracZon::new(&Setup { players: 2, mode: Mode::Competitive }, 11).expect("valid");
    assert!(g.give_secured(S0, MOVE2));
    g.force_rolls(&[6, 1]);
    play(&mut g, S0, Action::RollForOrder);
    play(&mut g, S1, Action::RollForOrder);
    assert_eq!(g.table.phase, Phase::ChooseActive);
    play(&mut g, S0, Action::ChooseActive { card: Some(MOVE2) });
    g.table.tokens[S0] = tile(3, 2);
    let reach = roll_move(&mut g, 1);
    assert!(reach.contains(&tile(5, 2)), "1 + 2 points reach the zone two steps away");
    play(&mut g, S0, Action::Move { to: tile(5, 2) });
    g.force_rolls(&[2, 2, 2, 2]);
    let ev = play(&mut g, S0, Action::RollInfectedZone);
    assert!(ev.iter().any(|e| matches!(e, Event::InfectedZoneRolled { total: 8, cleared: true, .. })), "8 meets HP 8");
    g.force_rolls(&[3]);
    let ev = play(&mut g, S0, Action::RollMovement);
    assert!(ev.contains(&Event::MovementRolled { seat: S0, die: 3, bonus: 2 }));
    assert_eq!(g.table.phase, Phase::Move { points: 5 });
}

#[test]
fn a_drawn_defense_card_still_works_when_an_infected_card_takes_it() {
    let mut g = two();
    g.table.sites[0] = SiteStatus::Present;
    g.table.tokens[S0] = Place::Site(SiteId(0));
    g.table.encounter = Some(Target::Site(SiteId(0)));
    g.table.phase = Phase::RollDraw;
    let ev = draw(&mut g, &[DEFENSE, INFECTED[0], INFECTED[1]]);
    assert!(ev.iter().any(|e| matches!(e, Event::Defended { by, .. } if *by == DEFENSE)), "the Medic ignores one");
    assert!(
        ev.iter().any(|e| matches!(e, Event::InfectedResolved { lost: Some(c), .. } if *c == DEFENSE)),
        "the other Infected card takes the Medic, the only card left"
    );
    assert!(g.table.unsecured.is_empty());
    assert_eq!(g.table.phase, Phase::RollHp);
    // With nothing left the first HP roll is the final one.
    let ev = roll_hp(&mut g, [1, 2, 3, 4]);
    assert!(ev.contains(&Event::Escaped { seat: S0, site: SiteId(0) }));
}

/// Three players; seats 0 and 1 tie on 4 cards each and seat 2 is about to
/// contain the Apex with an empty hand.
fn three_way_apex() -> ExtracZon {
    let mut g = started(Setup { players: 3, mode: Mode::Competitive });
    for s in g.table.sites.iter_mut() {
        *s = SiteStatus::Escaped;
    }
    for i in 0..3 {
        assert!(g.give_secured(S0, survivor(i)));
        assert!(g.give_secured(S1, survivor(10 + i)));
    }
    assert!(g.give_secured(S0, survivor(3)));
    // Seat 1's fourth card is Tactical: it may not be made active in the Final Encounter.
    assert!(g.give_secured(S1, HP2));
    g.table.stage = Stage::Apex;
    g.table.turn = S2;
    g.table.encounter = Some(Target::Apex);
    g.table.phase = Phase::RollDraw;
    g
}

#[test]
fn the_final_encounter_takes_the_apex_back_and_runs_with_bonuses_off() {
    let mut g = three_way_apex();
    draw(&mut g, &[INFECTED[0]]);
    let ev = roll_hp(&mut g, [6, 6, 6, 6]);
    assert!(ev.contains(&Event::FinalEncounterBegins { seats: vec![S0, S1] }), "{ev:?}");
    assert!(!g.table.contained[S2].contains(&APEX), "the Apex goes back to the centre");
    assert!(matches!(g.table.stage, Stage::Final { .. }));
    g.force_rolls(&[2, 5]);
    play(&mut g, S0, Action::RollForOrder);
    play(&mut g, S1, Action::RollForOrder);
    assert_eq!((g.table.turn, &g.table.phase), (S1, &Phase::RollDraw), "no active card in the Final Encounter");
    draw(&mut g, &[HP1]);
    let ev = roll_hp(&mut g, [4, 4, 5, 5]);
    assert!(
        ev.iter().any(|e| matches!(e, Event::HpRolled { bonus: 0, total: 18, success: false, .. })),
        "a drawn HP card adds nothing in the Final Encounter"
    );
    let ev = roll_hp(&mut g, [6, 6, 6, 6]);
    assert!(ev.contains(&Event::GameOver));
    let outcome = g.to_act().outcome().cloned().expect("over");
    assert_eq!(outcome.winners(), vec![S1]);
    assert_eq!((outcome.place[S0], outcome.place[S2]), (1, 2));
    assert_eq!(outcome.score[S2], 0, "seat 2 no longer holds the Apex");
    assert!(outcome.explanation.iter().any(|l| l.to_string().contains("Final Encounter")), "{:?}", outcome.explanation);
}

#[test]
fn teams_break_ties_on_team_zombies_before_the_apex() {
    let setup = Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } };
    let mut g = started(setup);
    for s in g.table.sites.iter_mut() {
        *s = SiteStatus::Escaped;
    }
    // Team 0 (seats 0, 2): 2 Site Zombies + 1 card = 3. Team 1 (seats 1, 3): 2 cards + the Apex = 3.
    give_zombie(&mut g, S0, 0);
    give_zombie(&mut g, S2, 1);
    assert!(g.give_secured(S2, survivor(0)));
    assert!(g.give_secured(S1, survivor(1)));
    assert!(g.give_secured(Seat(3), survivor(2)));
    g.table.stage = Stage::Apex;
    g.table.turn = S1;
    g.table.encounter = Some(Target::Apex);
    g.table.phase = Phase::RollDraw;
    draw(&mut g, &[INFECTED[0]]);
    roll_hp(&mut g, [6, 6, 6, 6]);
    let outcome = g.to_act().outcome().cloned().expect("over: two teams never need a Final Encounter");
    assert!(matches!(outcome.kind, OutcomeKind::Teams { .. }));
    assert_eq!(outcome.score.0, vec![3, 3, 3, 3], "every seat shows its team's total");
    assert_eq!(outcome.winners(), vec![S0, S2], "2 Zombies beat 1, Apex or not");
}

fn solo_table(cards: u8, zombies: u8) -> ExtracZon {
    let mut g = ExtracZon::new(&Setup { players: 1, mode: Mode::Solo }, 5).expect("valid");
    for i in 0..cards {
        assert!(g.give_secured(S0, CardId(i)));
    }
    for z in 0..zombies.min(24) {
        give_zombie(&mut g, S0, z);
    }
    if zombies > 24 {
        g.table.contained[S0].push(APEX);
    }
    g
}

fn grade(cards: u8, zombies: u8) -> Option<String> {
    match standing(&solo_table(cards, zombies).table, false) {
        Standing::Decided(o) => match o.kind {
            OutcomeKind::Solo { grade } => grade,
            k => panic!("solo scored as {k:?}"),
        },
        Standing::TieForFirst(_) => panic!("a solo game cannot tie"),
    }
}

#[test]
fn solo_tiers_need_both_thresholds() {
    assert_eq!(grade(45, 13).as_deref(), Some("EPIC"));
    assert_eq!(grade(44, 25), None, "44 cards is short of EPIC whatever the Zombies");
    assert_eq!(grade(72, 12), None, "12 Zombies is short of EPIC whatever the cards");
    assert_eq!(grade(50, 15).as_deref(), Some("LEGEND"));
    assert_eq!(grade(60, 18).as_deref(), Some("BRUTAL"), "IMPOSSIBLE needs 19 Zombies");
    assert_eq!(grade(60, 19).as_deref(), Some("IMPOSSIBLE"));
}
