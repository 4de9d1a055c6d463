//! Set-up checks, refusals, hidden information, conservation, and the harness.

use crate::common;
use crate::support::*;
use endgames::engine::{Audited, Game, GameEvent, GameRng, PlayError, Viewer};
use endgames::games::extraczon::cards::CardId;
use endgames::games::extraczon::{Action, Event, ExtracZon, Mode, Setup};

fn all_setups() -> Vec<Setup> {
    vec![
        Setup { players: 1, mode: Mode::Solo },
        Setup { players: 2, mode: Mode::Competitive },
        Setup { players: 3, mode: Mode::Competitive },
        Setup { players: 4, mode: Mode::Competitive },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 0, 0, 1] } },
        Setup { players: 3, mode: Mode::Teams { team: vec![0, 1, 0] } },
    ]
}

#[test]
fn set_ups_outside_the_rules_are_refused() {
    let bad = [
        Setup { players: 0, mode: Mode::Competitive },
        Setup { players: 5, mode: Mode::Competitive },
        Setup { players: 2, mode: Mode::Solo },
        Setup { players: 1, mode: Mode::Competitive },
        Setup { players: 2, mode: Mode::Teams { team: vec![0, 1] } },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 0, 0, 0] } },
        Setup { players: 3, mode: Mode::Teams { team: vec![0, 1] } },
        Setup { players: 3, mode: Mode::Teams { team: vec![0, 1, 2] } },
    ];
    for s in bad {
        assert!(ExtracZon::new(&s, 1).is_err(), "{s:?} accepted");
    }
    for s in all_setups() {
        assert!(ExtracZon::new(&s, 1).is_ok(), "{s:?} refused");
    }
}

#[test]
fn the_first_player_is_the_highest_roll_and_ties_roll_again() {
    let mut g = ExtracZon::new(&setup(3), 1).expect("valid");
    g.force_rolls(&[4, 6, 6, 3, 5]);
    for s in [S0, S1, S2] {
        play(&mut g, s, Action::RollForOrder);
    }
    assert_eq!(g.table.turn, S1, "seats 1 and 2 tied on 6 and roll again, seat 1 first");
    let ev = play(&mut g, S1, Action::RollForOrder);
    assert!(!ev.iter().any(|e| matches!(e, Event::FirstPlayer { .. })));
    let ev = play(&mut g, S2, Action::RollForOrder);
    assert!(ev.iter().any(|e| matches!(e, Event::FirstPlayer { seat, .. } if *seat == S2)));
    assert_eq!(g.table.turn, S2);
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut g = started(2, &[]);
    let before = g.clone();
    assert!(matches!(g.apply(S0, &Action::RollHp), Err(PlayError::Illegal(_))));
    assert!(matches!(g.apply(S1, &Action::RollMovement), Err(PlayError::NotYourTurn { .. })));
    g.force_rolls(&[1]);
    let mut rolled = g.clone();
    rolled.apply(S0, &Action::RollMovement).expect("legal");
    let snapshot = rolled.clone();
    let far = Action::Move { to: tile(10, 2) };
    assert!(matches!(rolled.apply(S0, &far), Err(PlayError::Illegal(_))));
    assert_eq!(rolled, snapshot);
    assert!(matches!(rolled.apply(S0, &Action::Pass), Err(PlayError::Illegal(_))), "pass only when stuck");
    assert_eq!(g.table, before.table);
}

#[test]
fn conservation_is_checked_and_a_broken_pile_is_caught() {
    let mut g = started(2, &[]);
    g.check_invariants().expect("fresh game is whole");
    g.table.discard.push(g.draw[0]);
    assert!(g.check_invariants().is_err(), "a duplicated card must be caught");
    let mut g = started(2, &[]);
    g.draw.pop();
    assert!(g.check_invariants().is_err(), "a lost card must be caught");
}

#[test]
fn the_view_hides_only_the_draw_order_and_determinize_matches_it() {
    let g = started(2, &[]);
    let view = g.view(Viewer::Seat(S0));
    assert_eq!(view.draw_count, 90);
    assert_eq!(view, g.view(Viewer::Table));
    let mut rng = GameRng::from_seed(5);
    let sample = ExtracZon::determinize(&view, &mut rng);
    assert_eq!(sample.view(Viewer::Seat(S0)), view);
    sample.check_invariants().expect("sample is whole");
    let json = serde_json::to_string(&view).expect("view serialises");
    assert!(!json.contains("rng"));
}

#[test]
fn every_roll_and_draw_reveals() {
    assert!(Event::CardDrawn { seat: S0, card: CardId(0) }.reveals());
    assert!(Event::MovementRolled { seat: S0, die: 1, bonus: 0 }.reveals());
    assert!(!Event::TurnEnded { seat: S0 }.reveals());
}

/// 2,100 uniformly random games (300 per set-up), in two halves so the two
/// test threads share the work.
fn harness_half(seed0: u64) {
    let t = std::time::Instant::now();
    let r = common::run_harness::<ExtracZon>(&all_setups(), 1050, seed0, 100_000);
    eprintln!("extraczon harness from seed {seed0}: {} games, {} steps, {:?}", r.games, r.steps, t.elapsed());
    assert_eq!(r.outcomes_checked, r.games, "every game reached an outcome");
}

#[test]
fn harness_random_games_first_half() {
    harness_half(1);
}

#[test]
fn harness_random_games_second_half() {
    harness_half(1_000_001);
}

#[test]
fn nonsense_actions_are_refused_without_panicking() {
    use endgames::games::extraczon::board::{Pos, SiteId};
    use endgames::games::extraczon::Place;
    let mut g = started(2, &[]);
    g.force_rolls(&[3]);
    play(&mut g, S0, Action::RollMovement);
    let snapshot = g.clone();
    let nonsense = [
        Action::Move { to: Place::Tile(Pos::new(250, 250)) },
        Action::Move { to: Place::Site(SiteId(200)) },
        Action::Move { to: Place::Tile(Pos::new(0, 0)) },
        Action::LoseCard { card: CardId(255) },
        Action::ChooseActive { card: Some(CardId(255)) },
        Action::RollForOrder,
    ];
    for a in nonsense {
        assert!(matches!(g.apply(S0, &a), Err(PlayError::Illegal(_))), "{a:?} accepted");
        assert_eq!(g, snapshot);
    }
    let mut bad = Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1, 1] } };
    assert!(ExtracZon::new(&bad, 1).is_err());
    bad.mode = Mode::Teams { team: vec![] };
    assert!(ExtracZon::new(&bad, 1).is_err());
}
