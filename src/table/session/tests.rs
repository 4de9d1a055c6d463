//! The session's tests: reopening, refusals, stale moves and moves on a step
//! taken in any order, the undo rule, hints, notes and damaged records.

use super::*;
use crate::engine::bot::BotLevel;
use crate::engine::GameRng;
use crate::games::extraczon::{Action, ExtracZon, Mode, Setup};
use crate::saves::{Controller, SeatColour, SeatShape};

fn seats(n: usize) -> Vec<SeatInfo> {
    (0..n)
        .map(|i| SeatInfo {
            name: format!("P{i}"),
            colour: SeatColour::ALL[i],
            shape: SeatShape::ALL[i],
            controller: if i == 0 { Controller::Human } else { Controller::Bot(BotLevel::Easy) },
        })
        .collect()
}

fn new_session(seed: u64) -> Session<ExtracZon> {
    let setup = Setup { players: 2, mode: Mode::Competitive };
    Session::start("t1".into(), seats(2), setup, seed, 1000).expect("a valid table starts")
}

/// Plays `n` seeded random legal actions through the session.
fn play_random(s: &mut Session<ExtracZon>, n: usize, rng: &mut GameRng) {
    for _ in 0..n {
        let Some(&seat) = s.game.to_act().seats().first() else { return };
        let legal = s.game.legal_actions(seat);
        let action = legal[rng.below(legal.len())].clone();
        let at = s.record.actions.len();
        s.apply(SessionAction::Play { seat, action, at });
        assert_eq!(s.refusal, None, "a legal action was refused");
    }
}

#[test]
fn hints_are_counted_per_seat_saved_and_never_move_the_game() {
    let mut s = new_session(5);
    assert_eq!(s.hints, Hints::default(), "a table starts with hints as its screen set them");
    let seat = s.game.to_act().seats()[0];
    let action = s.game.legal_actions(seat)[0].clone();
    let hinted = |at| SessionAction::Hinted { seat, action: action.clone(), words: "P0 waits.".into(), at };
    s.apply(hinted(0));
    assert_eq!((s.hints.taken_by(seat), s.revision), (0, 0), "with hints off, a hint is neither shown nor counted");
    s = s.with_hints(true);
    let (game, record) = (s.game.clone(), s.record.clone());
    s.apply(hinted(0));
    s.apply(hinted(0));
    s.apply(hinted(3));
    assert_eq!(s.hints.taken_by(seat), 2, "a hint for a position since left is not counted");
    assert_eq!((&s.game, &s.record), (&game, &record), "a hint never plays");
    assert_eq!(s.hint_for(seat).map(|h| h.words.as_str()), Some("P0 waits."));

    let json = serde_json::to_string(&s.to_save(2000)).unwrap();
    let back = Session::<ExtracZon>::open(&serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!((back.hints.on, back.hints.taken_by(seat)), (true, 2));
    assert!(back.hint_for(seat).is_none(), "the hint on screen is not saved");

    // A move takes the hint off the screen; turning hints off too.
    s.apply(SessionAction::Play { seat, action: action.clone(), at: 0 });
    assert!(s.hint_for(seat).is_none());
    s.apply(SessionAction::SetHints { on: false });
    assert!(!s.hints.on);
    // Saves from before hints have none, and a plain table writes no field.
    assert!(!serde_json::to_string(&new_session(3).to_save(2000)).unwrap().contains("hints"));
}

#[test]
fn hints_start_on_only_at_a_table_with_one_human() {
    let mut table = seats(3);
    assert!(Hints::for_table(&table).on);
    table[2].controller = Controller::Human;
    assert!(!Hints::for_table(&table).on);
    table.iter_mut().for_each(|s| s.controller = Controller::Bot(BotLevel::Normal));
    assert!(!Hints::for_table(&table).on);
}

#[test]
fn each_seats_notes_are_saved_and_reopened_apart_from_the_game() {
    let mut s = new_session(3);
    let game_before = s.game.clone();
    s.apply(SessionAction::Note { seat: Seat(1), text: "Ben bluffs on the Hermit".into() });
    assert_eq!(s.revision, 1, "a note is a change worth saving");
    s.apply(SessionAction::Note { seat: Seat(1), text: "Ben bluffs on the Hermit".into() });
    assert_eq!(s.revision, 1, "the same text again is no change");
    s.apply(SessionAction::Note { seat: Seat(7), text: "nobody sits here".into() });
    assert_eq!(s.revision, 1, "a seat that is not at the table writes nothing");
    assert_eq!(s.game, game_before, "notes are not moves");
    assert_eq!((s.note(Seat(0)), s.note(Seat(1))), ("", "Ben bluffs on the Hermit"));

    let save = s.to_save(2000);
    let json = serde_json::to_string(&save).unwrap();
    let back = Session::<ExtracZon>::open(&serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(back.note(Seat(1)), "Ben bluffs on the Hermit");
    assert_eq!(back.note(Seat(0)), "");

    // A save without notes writes no field, so saves from before read the same.
    let plain = new_session(3).to_save(2000);
    assert!(!serde_json::to_string(&plain).unwrap().contains("notes"));
    // Too long a note is cut, not refused.
    s.apply(SessionAction::Note { seat: Seat(0), text: "x".repeat(NOTE_LIMIT + 10) });
    assert_eq!(s.note(Seat(0)).chars().count(), NOTE_LIMIT);
}

#[test]
fn a_bad_table_is_refused_in_words() {
    let setup = Setup { players: 2, mode: Mode::Competitive };
    let err = Session::<ExtracZon>::start("x".into(), seats(3), setup, 1, 0).unwrap_err();
    assert!(err.0.contains("3 were set up"), "{err}");
    let setup = Setup { players: 5, mode: Mode::Competitive };
    assert!(Session::<ExtracZon>::start("x".into(), seats(5), setup, 1, 0).is_err(), "ExtracZon seats at most 4");
}

/// A save whose seat list lost a seat (the browser probe of damaged saves
/// found "it lists 1 players") is refused in words that count right.
#[test]
fn two_seats_with_one_name_are_refused_in_words() {
    let setup = Setup { players: 3, mode: Mode::Competitive };
    let mut table = seats(3);
    table[2].name = " p0 ".into();
    let why = Session::<ExtracZon>::start("t".into(), table.clone(), setup.clone(), 1, 0).map(|_| ()).expect_err("refused").to_string();
    assert!(why.contains("two seats are both called p0"), "{why}");
    table[2].name = "P2".into();
    assert!(Session::<ExtracZon>::start("t".into(), table, setup, 1, 0).is_ok(), "three names of their own start");
}

#[test]
fn a_save_whose_seats_do_not_match_its_game_is_refused_in_words() {
    let mut save = new_session(4).to_save(0);
    save.seats.truncate(1);
    assert_eq!(Session::<ExtracZon>::open(&save).unwrap_err(), "it lists 1 player for a game of 2");
    save.seats = seats(3);
    assert_eq!(Session::<ExtracZon>::open(&save).unwrap_err(), "it lists 3 players for a game of 2");
}

#[test]
fn a_save_reopens_to_the_same_game_log_and_last_events() {
    let mut s = new_session(11);
    play_random(&mut s, 60, &mut GameRng::from_seed(3));
    assert_eq!(s.revision, s.record.actions.len() as u64);
    let text = serde_json::to_string(&s.to_save(2000)).unwrap();
    let save = crate::saves::parse_save(&text).unwrap();
    let back = Session::<ExtracZon>::open(&save).unwrap();
    assert_eq!(back.game, s.game);
    assert_eq!(back.log, s.log);
    assert_eq!(back.recent, s.recent, "the board shows the same last action after a reload");
    assert_eq!(back.record, s.record);
    assert_eq!(back.undo, s.undo);
    assert_eq!(back.revision, 0, "opening is not a change worth saving");
    assert_eq!((save.created_ms, save.updated_ms), (1000, 2000));
}

/// The first deal is the log's first lines, however the game is reached:
/// started, reopened, taken back to the start, restarted.
#[test]
fn the_set_up_s_first_deal_opens_the_log() {
    use crate::games::extinction_point::{Event as Ep, ExtinctionPoint};
    let dealt = |s: &Session<ExtinctionPoint>| -> Vec<Ep> {
        let mut deal = vec![Ep::HandStarted { hand_no: 1 }];
        for seat in Seat::all(2) {
            let cards = s.game.hands[seat].clone();
            deal.push(Ep::Dealt { seat, count: cards.len() as u8, cards });
        }
        deal
    };
    let starts_with_the_deal = |s: &Session<ExtinctionPoint>, when: &str| {
        let deal = dealt(s);
        assert!(s.log.len() >= deal.len() && s.log[..deal.len()] == deal[..], "{when}: the log starts {:?}", &s.log[..3.min(s.log.len())]);
        assert!(deal.iter().skip(1).all(|e| matches!(e, Ep::Dealt { cards, .. } if !cards.is_empty())), "{when}: a hand of cards each");
    };
    let mut s = Session::<ExtinctionPoint>::start("ep".into(), seats(2), Default::default(), 8, 1000).unwrap();
    starts_with_the_deal(&s, "started");
    assert!(s.recent.is_empty(), "no move has been made, so the board marks none");

    let seat = s.game.to_act().seats()[0];
    let action = s.game.legal_actions(seat)[0].clone();
    s.apply(SessionAction::Play { seat, action, at: 0 });
    assert!(s.can_undo(seat), "the first signal is a quiet move");
    s.apply(SessionAction::Undo { seat });
    assert_eq!(s.record.actions.len(), 0);
    starts_with_the_deal(&s, "taken back to the start");

    let save = crate::saves::parse_save(&serde_json::to_string(&s.to_save(2000)).unwrap()).unwrap();
    let back = Session::<ExtinctionPoint>::open(&save).unwrap();
    assert_eq!(back.log, s.log, "reopened");

    let before = s.game.hands.clone();
    s.apply(SessionAction::Restart { seed: 9 });
    assert_ne!(s.game.hands, before, "a restart deals again");
    starts_with_the_deal(&s, "restarted");

    // A game whose set-up tells nothing keeps an empty log.
    assert!(new_session(11).log.is_empty(), "ExtracZon for two begins with no events");
}

#[test]
fn a_refused_or_stale_action_changes_nothing() {
    let mut s = new_session(5);
    let before = s.clone();
    // Seat 1 may not act first.
    s.apply(SessionAction::Play { seat: Seat(1), action: Action::RollForOrder, at: 0 });
    assert!(s.refusal.as_deref().is_some_and(|r| r.starts_with(char::is_uppercase)), "{:?}", s.refusal);
    assert_eq!((&s.game, &s.record, s.revision), (&before.game, &before.record, before.revision));
    s.apply(SessionAction::DismissRefusal);
    assert_eq!(s.refusal, None);
    // An action decided for another position (at = 3) is dropped silently.
    let seat = s.game.to_act().seats()[0];
    let action = s.game.legal_actions(seat)[0].clone();
    s.apply(SessionAction::Play { seat, action, at: 3 });
    assert_eq!((&s.game, s.revision), (&before.game, before.revision));
}

#[test]
fn a_tap_on_a_step_taken_in_any_order_survives_another_seat_acting_first() {
    use crate::games::the_end_is_nigh::{Action as NighAction, Nigh, Setup as NighSetup};
    let mut s: Session<Nigh> = Session::start("t2".into(), seats(4), NighSetup { players: 4 }, 7, 1000).expect("a valid table starts");
    assert_eq!(s.game.to_act().seats(), vec![Seat(0), Seat(1), Seat(2), Seat(3)], "every seat keeps an identity, in any order");
    let keep = |s: &Session<Nigh>, seat: Seat| {
        s.game.legal_actions(seat).into_iter().find(|a| matches!(a, NighAction::KeepIdentity { .. })).expect("an identity to keep")
    };
    // The player's tap was decided at 0; a bot's keep landed first.
    let (mine, bots) = (keep(&s, Seat(0)), keep(&s, Seat(1)));
    s.apply(SessionAction::Play { seat: Seat(1), action: bots, at: 0 });
    // So is a hint asked for it then (hints are on at a table of one human).
    s = s.with_hints(true);
    s.apply(SessionAction::Hinted { seat: Seat(0), action: mine.clone(), words: "Keep it.".into(), at: 0 });
    assert_eq!(s.hint_for(Seat(0)).map(|h| h.words.as_str()), Some("Keep it."), "the hint still holds");
    let third = keep(&s, Seat(3));
    s.apply(SessionAction::Play { seat: Seat(3), action: third, at: 1 });
    assert_eq!(s.hint_for(Seat(0)).map(|h| h.words.as_str()), Some("Keep it."), "another bot's keep leaves it on screen");
    s.apply(SessionAction::Play { seat: Seat(0), action: mine.clone(), at: 0 });
    assert_eq!(s.refusal, None);
    let by: Vec<Seat> = s.record.actions.iter().map(|(seat, _)| *seat).collect();
    assert_eq!(by, vec![Seat(1), Seat(3), Seat(0)], "the player's keep is played, not dropped");
    assert_eq!(s.hint_for(Seat(0)), None, "the hinted seat's own move ends its hint");
    // A repeat of the same tap (a double tap) means nothing more: the seat has acted.
    let before = s.clone();
    s.apply(SessionAction::Play { seat: Seat(0), action: mine, at: 0 });
    assert_eq!((&s.record, s.revision, &s.refusal), (&before.record, before.revision, &before.refusal));
    // A move decided for a position not reached yet is dropped too.
    let last = keep(&s, Seat(2));
    s.apply(SessionAction::Play { seat: Seat(2), action: last.clone(), at: 5 });
    assert_eq!((&s.record, s.revision), (&before.record, before.revision));
    s.apply(SessionAction::Play { seat: Seat(2), action: last, at: 1 });
    assert_eq!(s.record.actions.len(), 4, "the last seat's keep, decided after the first, is played");
    assert!(!matches!(s.game.to_act(), ToAct::Many(_)), "all kept: the game moves on");
}

#[test]
fn a_stale_move_on_a_turn_of_one_seat_is_still_dropped() {
    let mut s = new_session(11);
    let mut rng = GameRng::from_seed(3);
    // Up to a turn that has just passed: the last move was another seat's.
    let seat = loop {
        play_random(&mut s, 1, &mut rng);
        let to_act = s.game.to_act();
        let last = s.record.actions.last().map(|(by, _)| *by);
        if let ToAct::One(seat) = to_act {
            if last.is_some_and(|by| by != seat) {
                break seat;
            }
        }
        assert!(s.record.actions.len() < 200, "no turn passed in 200 moves");
    };
    let action = s.game.legal_actions(seat)[0].clone();
    let before = s.clone();
    // Decided before the other seat's move, on a turn only one seat takes:
    // the board it was tapped on is gone.
    let at = s.record.actions.len() - 1;
    s.apply(SessionAction::Play { seat, action, at });
    assert_eq!((&s.record, s.revision), (&before.record, before.revision));
}

#[test]
fn quiet_own_moves_can_be_taken_back_and_reveals_cannot() {
    let mut rng = GameRng::from_seed(9);
    let mut s = new_session(21);
    let mut undone = 0;
    let mut refused = 0;
    for _ in 0..400 {
        let Some(&seat) = s.game.to_act().seats().first() else { break };
        let before = s.clone();
        play_random(&mut s, 1, &mut rng);
        let revealed = s.recent.iter().any(crate::engine::GameEvent::reveals);
        assert_eq!(s.can_undo(seat), !revealed, "undo is open exactly when nothing was revealed");
        if s.can_undo(seat) && rng.below(2) == 0 {
            s.apply(SessionAction::Undo { seat });
            assert_eq!((&s.game, &s.log, &s.record), (&before.game, &before.log, &before.record));
            assert_eq!(s.revision, before.revision + 2, "undo is a change to save");
            undone += 1;
        } else if !s.can_undo(seat) {
            let kept = s.clone();
            s.apply(SessionAction::Undo { seat });
            assert!(s.refusal.is_some());
            assert_eq!((&s.game, &s.record, s.revision), (&kept.game, &kept.record, kept.revision));
            refused += 1;
        }
    }
    assert!(undone > 0 && refused > 0, "both cases happened ({undone} undone, {refused} refused)");
}

#[test]
fn another_seat_acting_settles_earlier_moves_even_after_an_undo() {
    // Hand-built: seat 0's quiet action, then seat 1's; seat 1 takes its own
    // back; seat 0's stays settled because seat 1 had acted after it.
    let mut s = new_session(4);
    let mut rng = GameRng::from_seed(1);
    for _ in 0..2000 {
        let Some(&seat) = s.game.to_act().seats().first() else { break };
        play_random(&mut s, 1, &mut rng);
        let n = s.record.actions.len();
        if n >= 2 && s.record.actions[n - 2].0 != seat && s.can_undo(seat) {
            let other = s.record.actions[n - 2].0;
            s.apply(SessionAction::Undo { seat });
            assert!(!s.can_undo(other), "the earlier seat's action is settled");
            return;
        }
    }
    panic!("no position with a quiet action right after another seat's");
}

/// Found by the fuzz (tests/fuzz.rs): the record's reading errors once
/// showed serde's own words ("invalid type: map, expected struct
/// GameRecord"), a record naming seat 255 panicked while explaining
/// itself, and a game's name from the file was shown whole.
#[test]
fn a_damaged_record_is_told_in_a_person_s_words() {
    let mut s = new_session(8);
    play_random(&mut s, 4, &mut GameRng::from_seed(2));
    let mut save = s.to_save(0);
    let good: serde_json::Value = serde_json::from_str(save.record.json()).unwrap();
    let mut open_with = |record: serde_json::Value| {
        save.record = RawRecord::from_json(record.to_string()).unwrap();
        Session::<ExtracZon>::open(&save).unwrap_err()
    };
    let err = open_with(serde_json::json!([1, 2]));
    assert!(err.starts_with("its game record cannot be read (a part holds the wrong kind of value, at line 1"), "{err}");
    let mut wrong = good.clone();
    wrong["actions"][0][1] = serde_json::json!({"Fly": {}});
    let err = open_with(wrong);
    assert!(err.contains("it names “Fly”, which this version does not know"), "{err}");
    // Found by the damaged-saves browser test: serde_json calls a move with
    // a part too many "trailing characters", which read as text not JSON.
    let mut long = good.clone();
    long["actions"][0].as_array_mut().unwrap().push(serde_json::json!(0));
    let err = open_with(long);
    assert!(err.starts_with("its game record cannot be read (a list holds more parts than it should, at line 1"), "{err}");
    let mut far = good.clone();
    far["actions"][0][0] = serde_json::json!(255);
    assert_eq!(open_with(far), "move 1 of the record cannot be played (it is not seat 256's turn), so the game stops before it");
    let mut other = good;
    other["game"] = serde_json::json!(format!("chess}}{}", "x".repeat(500)));
    let err = open_with(other);
    assert_eq!(err, format!("it is a save of another game (“chess}}{}…”)", "x".repeat(34)));
}

#[test]
fn a_damaged_record_is_explained_and_restart_deals_afresh() {
    let mut s = new_session(8);
    play_random(&mut s, 10, &mut GameRng::from_seed(2));
    let mut save = s.to_save(0);
    let mut record: serde_json::Value = serde_json::from_str(save.record.json()).unwrap();
    // Seat 1 may not act at the start, so any move of theirs stops the replay there.
    record["actions"].as_array_mut().unwrap().insert(0, serde_json::json!([1, "RollForOrder"]));
    save.record = RawRecord::from_json(record.to_string()).unwrap();
    let err = Session::<ExtracZon>::open(&save).unwrap_err();
    assert!(err.starts_with("move 1 of the record cannot be played (it is not seat 2's turn)"), "{err}");
    // A move that is readable but not legal at its moment stops the replay at that move.
    let mut late: serde_json::Value = serde_json::from_str(s.to_save(0).record.json()).unwrap();
    late["actions"].as_array_mut().unwrap().push(serde_json::json!([0, {"LoseCard": {"card": 89}}]));
    save.record = RawRecord::from_json(late.to_string()).unwrap();
    let err = Session::<ExtracZon>::open(&save).unwrap_err();
    assert!(err.starts_with("move 11 of the record cannot be played"), "{err}");
    // A record of the earlier format (moves as numbers) or an earlier rules
    // version is named as such, never replayed into a different game.
    let old = r#"{"format":2,"game":"extraczon","setup":{"players":2,"mode":"Competitive"},"seed":8,"actions":[[0,0]]}"#;
    save.record = RawRecord::from_json(old.into()).unwrap();
    let err = Session::<ExtracZon>::open(&save).unwrap_err();
    assert_eq!(err, "it was made with an earlier version of ExtracZon's rules; it can be exported but not continued");
    let mut earlier: serde_json::Value = serde_json::from_str(s.to_save(0).record.json()).unwrap();
    earlier["rules"] = serde_json::json!(ExtracZon::RULES_VERSION - 1);
    save.record = RawRecord::from_json(earlier.to_string()).unwrap();
    assert!(Session::<ExtracZon>::open(&save).unwrap_err().contains("earlier version of ExtracZon's rules"));
    save.record = RawRecord::from_json(r#"{"nonsense": true}"#.into()).unwrap();
    assert!(Session::<ExtracZon>::open(&save).unwrap_err().contains("game record cannot be read"));

    let revision = s.revision;
    s.apply(SessionAction::Restart { seed: 77 });
    assert_eq!((s.record.seed, s.record.actions.len(), s.log.len()), (77, 0, 0));
    assert_eq!(s.game, ExtracZon::new(&s.record.setup, 77).unwrap());
    assert_eq!(s.revision, revision + 1);
}
