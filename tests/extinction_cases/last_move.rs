//! The board rings the hexes the last action changed (`touched_hexes`), so a
//! table sees where a bot's move went. Over seeded random games, every hex
//! whose cell an action changed is among them: a ring never misses a change,
//! whichever rule made it (a placement, a death, a barrier, a competition),
//! and the move's log lines name every hex it rings.

use endgames::engine::{Game, GameRng};
use endgames::games::extinction::event::touched_hexes;
use endgames::games::extinction::log::event_line;
use endgames::games::extinction::map::{hex_name, HexId};
use endgames::games::extinction::{Event, Extinction, Setup};

#[test]
fn every_changed_hex_is_ringed() {
    // Which kinds of change were met, so the check is known to cover them.
    let (mut placed, mut died, mut barriers, mut competed) = (0, 0, 0, 0);
    for seed in 0..40u64 {
        let players = 2 + (seed % 3) as u8;
        let mut g = Extinction::new(&Setup { players, rounds: 3 }, seed).expect("valid");
        let mut rng = GameRng::from_seed(seed + 1000);
        for _ in 0..100_000 {
            let Some(&seat) = g.to_act().seats().first() else { break };
            let legal = g.legal_actions(seat);
            let action = legal[rng.below(legal.len())].clone();
            let before = g.table.board.clone();
            let events = g.apply(seat, &action).expect("legal");
            let touched = touched_hexes(&events);
            // The log names each ringed hex, so a ring says nothing the log does not.
            let said: String = events.iter().map(|e| event_line(e).render(|s| format!("P{}", s.index()))).collect();
            for &hex in &touched {
                assert!(
                    said.contains(&format!("{} ", hex_name(hex)))
                        || said.contains(&format!("{}.", hex_name(hex)))
                        || said.contains(&format!("{},", hex_name(hex))),
                    "seed {seed}: {action:?} rings {} but its lines do not name it: {said}",
                    hex_name(hex)
                );
            }
            for (hex, (was, is)) in before.iter().zip(&g.table.board).enumerate() {
                let hex = hex as HexId;
                assert!(
                    was == is || touched.contains(&hex),
                    "seed {seed}: {action:?} changed hex {hex} ({was:?} to {is:?}) but rings only {touched:?}; events {events:?}"
                );
            }
            for e in &events {
                match e {
                    Event::Placed { .. } => placed += 1,
                    Event::Died { .. } => died += 1,
                    Event::BarrierPlaced { .. } => barriers += 1,
                    Event::Competed { .. } | Event::Preyed { .. } => competed += 1,
                    _ => {}
                }
            }
        }
    }
    eprintln!("placed {placed}, died {died}, barriers {barriers}, competed {competed}");
    assert!(
        placed > 0 && died > 0 && barriers > 0 && competed > 0,
        "kinds of change met: placed {placed}, died {died}, barriers {barriers}, competed {competed}"
    );
}

/// The play screen marks the last move the log names. Picking a hex, sizing
/// a group or a Done with nothing to say are moves of their own that tell
/// nothing: the rings of the move before them stay (the browser test met a
/// placement left unringed once its player picked the next hex). An undo
/// brings back the rings the screen showed before the move it takes back,
/// and a reload the same ones.
#[test]
fn a_step_that_says_nothing_keeps_the_last_moves_rings() {
    use endgames::engine::bot::BotLevel;
    use endgames::saves::{Controller, SeatColour, SeatInfo, SeatShape};
    use endgames::table::session::{Session, SessionAction};
    use std::rc::Rc;

    let seats: Vec<SeatInfo> = (0..2)
        .map(|i| SeatInfo {
            name: format!("P{i}"),
            colour: SeatColour::ALL[i],
            shape: SeatShape::ALL[i],
            controller: Controller::Bot(BotLevel::Easy),
        })
        .collect();
    let (mut quiet, mut undone) = (0, 0);
    for seed in 0..6u64 {
        let mut s =
            Session::<Extinction>::start(format!("g{seed}"), seats.clone(), Setup { players: 2, rounds: 2 }, seed, 0).expect("starts");
        let mut rng = GameRng::from_seed(seed + 77);
        // What the screen showed after each move, to compare an undo with.
        let mut shown: Vec<Rc<Vec<Event>>> = vec![s.recent.clone()];
        for _ in 0..3_000 {
            let Some(&seat) = s.game.to_act().seats().first() else { break };
            let legal = s.game.legal_actions(seat);
            let action = legal[rng.below(legal.len())].clone();
            let (before, logged) = (s.recent.clone(), s.log.len());
            s.apply(SessionAction::Play { seat, action: action.clone(), at: s.record.actions.len() });
            assert_eq!(s.refusal, None, "seed {seed}: {action:?} refused");
            let said: Vec<Event> = s.log[logged..].to_vec();
            if said.is_empty() {
                quiet += 1;
                assert!(Rc::ptr_eq(&before, &s.recent), "seed {seed}: {action:?} said nothing but changed the last move's events");
            } else {
                assert_eq!(*s.recent, said, "seed {seed}: the last move's events are not what {action:?} said");
            }
            shown.push(s.recent.clone());
            if rng.below(10) == 0 && s.can_undo(seat) {
                s.apply(SessionAction::Undo { seat });
                shown.pop();
                let expected = shown.last().expect("the start stays");
                assert_eq!(
                    s.recent, *expected,
                    "seed {seed}: after the undo of {action:?} the screen shows another last move than before it"
                );
                undone += 1;
            }
            let back = Session::<Extinction>::open(&s.to_save(1)).expect("reopens");
            assert_eq!(back.recent, s.recent, "seed {seed}: a reload after {action:?} shows another last move");
        }
    }
    eprintln!("quiet steps {quiet}, undos {undone}");
    assert!(quiet > 20 && undone > 20, "quiet steps met {quiet}, undos {undone}");
}
