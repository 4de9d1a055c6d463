//! Hints, for every game: a hint reads only the asking seat's view, so it is
//! the same whatever the other seats hold; the move it names is legal; and
//! its words are the game's own, with no Debug text.
//!
//! The positive control: dealing again what the TABLE cannot see (the asking
//! seat's own hand included) changes some hint, so the first assertion would
//! catch a hint that read what its seat cannot see.

#[path = "common/titles.rs"]
mod titles;

use endgames::engine::bot::hint::{self, Hint};
use endgames::engine::bot::{random_action, BotHooks, Search};
use endgames::engine::words::debug_mark;
use endgames::engine::{Audited, Game, GameRng, Narrated, Seat, ToAct, Viewer};
use endgames::games::extinction::Extinction;
use endgames::games::extinction_point::ExtinctionPoint;
use endgames::games::extraczon::ExtracZon;
use endgames::games::extrication::Extrication;
use endgames::games::the_end_is_nigh::Nigh;
use titles::Title;

/// Hints asked per game: enough positions to meet hidden cards that matter,
/// few enough for a Normal search each (three per position).
const POSITIONS: usize = 8;

/// What one game's positions showed.
#[derive(Default)]
struct Seen {
    /// Positions where the table sees less than the asking seat (hidden cards).
    hidden: usize,
    /// Positions where dealing the table's unknowns again changed the hint.
    changed: usize,
}

/// Walks random games of `G` and checks a hint every few moves.
fn check<G: Title + Narrated>() -> Seen {
    let mut seen = Seen::default();
    let setups = G::setups();
    let mut asked = 0;
    for (n, setup) in setups.iter().enumerate().cycle().take(4 * setups.len()) {
        let seed = 7_000 + n as u64;
        let mut game = G::new(setup, seed).expect("set-up");
        let mut rng = GameRng::from_seed(seed);
        // Spread the hints over the game: ask every `every` moves.
        let every = 3 + rng.below(9);
        for step in 0..G::MAX_STEPS {
            let seat = match game.to_act() {
                ToAct::Over(_) => break,
                to_act => to_act.seats()[0],
            };
            if step % every == every - 1 {
                check_position(&game, seat, rng.next_u64(), &mut seen);
                asked += 1;
                if asked == POSITIONS {
                    return seen;
                }
            }
            let action = random_action(&game, seat, &mut rng).expect("a seat to act has a move");
            game.apply(seat, &action).expect("random moves are legal");
        }
    }
    seen
}

fn check_position<G: BotHooks + Audited + Narrated>(game: &G, seat: Seat, seed: u64, seen: &mut Seen) {
    let view = game.view(Viewer::Seat(seat));
    let hint = hint::hint::<G>(&view, seat, seed).expect("a seat to act gets a hint");
    assert!(game.legal_actions(seat).contains(hint.action()), "{}: the hinted move is not legal: {hint:?}", G::ID);
    if let Hint::Searched(choices) = &hint {
        assert!(choices.len() <= hint::HINT_CHOICES && choices.windows(2).all(|w| w[0].visits >= w[1].visits));
        // The hint is the move the Normal bot itself plays from this view.
        let mut bot = Search::<G>::new(view.clone(), seat, hint::HINT_LEVEL, seed);
        bot.run(usize::MAX);
        assert_eq!(bot.best().as_ref(), Some(&choices[0].action), "{}: the hint is not the bot's choice", G::ID);
    }
    let words = hint::words::<G>(&view, seat, &hint, seed).to_string();
    eprintln!("{}: {words}", G::ID);
    assert!(words.len() > 3 && debug_mark(&words).is_none(), "{}: the hint reads {words:?}", G::ID);
    assert!(!words.contains("the marked"), "{}: the hint names a move only by its place: {words:?}", G::ID);

    // Other seats' hidden cards dealt again: the same hint, in the same words.
    let mut other = game.clone();
    other.shuffle_hidden(Viewer::Seat(seat), &mut GameRng::from_seed(seed ^ 1));
    let other_view = other.view(Viewer::Seat(seat));
    assert_eq!(hint::hint::<G>(&other_view, seat, seed), Some(hint.clone()), "{}: the hint read another seat's cards", G::ID);
    assert_eq!(hint::words::<G>(&other_view, seat, &hint, seed).to_string(), words);

    // The control: what the table cannot see (this seat's own cards too) dealt again.
    let mut redealt = game.clone();
    redealt.shuffle_hidden(Viewer::Table, &mut GameRng::from_seed(seed ^ 2));
    let redealt_view = redealt.view(Viewer::Seat(seat));
    if redealt_view != view {
        seen.hidden += 1;
        if hint::hint::<G>(&redealt_view, seat, seed) != Some(hint) {
            seen.changed += 1;
        }
    }
}

/// Runs [`check`] for `G`; where the asking seat held secrets, redealing
/// them must change some hint.
fn run<G: Title + Narrated>() -> Seen {
    let seen = check::<G>();
    eprintln!("{}: {} of {} positions with secrets changed their hint when redealt", G::ID, seen.changed, seen.hidden);
    if seen.hidden > 0 {
        assert!(seen.changed > 0, "{}: no hint changed when its seat's own cards did, so the test proves nothing", G::ID);
    }
    seen
}

/// For the games where a seat holds secrets: the control must have met some.
fn run_with_secrets<G: Title + Narrated>() {
    assert!(run::<G>().hidden > 0, "{}: no position held a secret, so the control never ran", G::ID);
}

#[test]
fn extraczon_hints_read_only_their_seats_view() {
    let _ = run::<ExtracZon>();
}

#[test]
fn extrication_hints_read_only_their_seats_view() {
    let _ = run::<Extrication>();
}

#[test]
fn the_end_is_nigh_hints_read_only_their_seats_view() {
    run_with_secrets::<Nigh>();
}

#[test]
fn extinction_point_hints_read_only_their_seats_view() {
    run_with_secrets::<ExtinctionPoint>();
}

#[test]
fn extinction_hints_read_only_their_seats_view() {
    let _ = run::<Extinction>();
}

/// Seeded random games per set-up, and positions checked in each.
const WORDED_GAMES: usize = 2;
const WORDED_POSITIONS: usize = 40;

/// Every move a hint may name has words of its own ([`hint::name_move`]:
/// the game's log line for it, or its words for the move), so no hint reads
/// "the marked move (3 of 22)", which says nothing where the board marks
/// nothing. Checked for every legal move of the seat to act, at positions
/// spread over seeded random games of every set-up; returns how many moves
/// were checked and, if any had no words, which.
fn every_move_in_words<G: Title + Narrated>() -> (usize, String) {
    let (mut checked, mut missing) = (0, Vec::new());
    let setups = G::setups();
    for (n, setup) in setups.iter().enumerate().cycle().take(WORDED_GAMES * setups.len()) {
        let seed = 9_100 + n as u64;
        let mut game = G::new(setup, seed).expect("set-up");
        let mut rng = GameRng::from_seed(seed);
        // Spread the positions over the whole game.
        let every = 1 + rng.below(6);
        let mut positions = 0;
        for step in 0..G::MAX_STEPS {
            let seat = match game.to_act() {
                ToAct::Over(_) => break,
                to_act => to_act.seats()[0],
            };
            if step % every == 0 && positions < WORDED_POSITIONS {
                positions += 1;
                let view = game.view(Viewer::Seat(seat));
                for action in game.legal_actions(seat) {
                    checked += 1;
                    match hint::name_move::<G>(&view, seat, &action, &mut GameRng::from_seed(seed)) {
                        Some(line) => assert!(debug_mark(&line.to_string()).is_none(), "{}: {action:?} reads {line}", G::ID),
                        None => missing.push(format!("{action:?}")),
                    }
                }
            }
            let action = random_action(&game, seat, &mut rng).expect("a seat to act has a move");
            game.apply(seat, &action).expect("random moves are legal");
        }
    }
    let count = missing.len();
    missing.sort();
    missing.dedup();
    (checked, if count == 0 { String::new() } else { format!("{}: {count} of {checked} moves have no words: {missing:?}", G::ID) })
}

#[test]
fn every_move_a_hint_may_name_has_words() {
    let seen = [
        every_move_in_words::<ExtracZon>(),
        every_move_in_words::<Extrication>(),
        every_move_in_words::<Nigh>(),
        every_move_in_words::<ExtinctionPoint>(),
        every_move_in_words::<Extinction>(),
    ];
    eprintln!("moves put in words, per game: {:?}", seen.iter().map(|(n, _)| n).collect::<Vec<_>>());
    let missing: Vec<&str> = seen.iter().map(|(_, m)| m.as_str()).filter(|m| !m.is_empty()).collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The first position of seeded random games of `G` where the seat to act
/// has two legal moves `pair` picks out, with that seat and the pair.
fn find_pair<G: Title>(pair: impl Fn(&[G::Action]) -> Option<(G::Action, G::Action)>) -> (G, Seat, G::Action, G::Action) {
    for (n, setup) in G::setups().iter().enumerate().cycle().take(40) {
        let mut game = G::new(setup, 5_000 + n as u64).expect("set-up");
        let mut rng = GameRng::from_seed(n as u64);
        while let Some(seat) = game.to_act().seats().first().copied() {
            if let Some((a, b)) = pair(&game.legal_actions(seat)) {
                return (game, seat, a, b);
            }
            let action = random_action(&game, seat, &mut rng).expect("a move");
            game.apply(seat, &action).expect("legal");
        }
    }
    panic!("{}: no position with such a pair of moves", G::ID);
}

/// A hint's choices that the log tells alike read apart: `a` first, `b` next best.
fn words_of_pair<G: Title + Narrated>(game: &G, seat: Seat, a: G::Action, b: G::Action) -> String {
    let ranked = |action, visits| endgames::engine::bot::Ranked { action, visits, mean: 0.5 };
    let hint = Hint::Searched(vec![ranked(a, 60), ranked(b, 40)]);
    hint::words::<G>(&game.view(Viewer::Seat(seat)), seat, &hint, 1).to_string()
}

#[test]
fn two_moves_the_log_tells_alike_are_named_apart() {
    use endgames::games::extinction_point::Action as EpAction;
    use endgames::games::the_end_is_nigh::Action as NighAction;
    // Two traits of one refugee: the log says only who was questioned.
    let (game, seat, a, b) = find_pair::<Nigh>(|legal| {
        legal.iter().find_map(|a| match a {
            NighAction::Question { spot, slot: 0 } => {
                Some((a.clone(), NighAction::Question { spot: *spot, slot: 1 })).filter(|(_, b)| legal.contains(b))
            }
            _ => None,
        })
    });
    let words = words_of_pair(&game, seat, a, b);
    let (best, next) = words.split_once("; next best: ").expect("two choices");
    let (best, next) = (best.split(": won").next(), next.rsplit_once(", ").map(|(name, _)| name));
    assert_ne!(best, next, "the two questions read alike: {words}");
    // A Signal Flare played with the lead as it is, or making WEAPON lead.
    let (game, seat, a, b) = find_pair::<ExtinctionPoint>(|legal| {
        legal.iter().find_map(|a| match a {
            EpAction::PlayAndSwitchLead { card } => Some((EpAction::Play { card: *card }, a.clone())),
            _ => None,
        })
    });
    let words = words_of_pair(&game, seat, a, b);
    assert!(words.contains("the lead unchanged") && words.contains("makes WEAPON lead"), "the flare's two plays read alike: {words}");
}

/// Two moves that read alike even in the game's own words for them (two
/// copies of one Tactical card made active) are one choice to a player:
/// the line names it once, with no "next best" in the same words (a QA pass
/// read "Me makes Heavy Gunner (HP +2) active …; next best: Me makes Heavy
/// Gunner (HP +2) active").
#[test]
fn a_hint_never_offers_the_same_words_twice() {
    use endgames::games::extraczon::Action as XzAction;
    let copies = |legal: &[XzAction]| {
        legal.iter().enumerate().find_map(|(i, a)| match a {
            XzAction::ChooseActive { card: Some(c) } => legal[i + 1..]
                .iter()
                .find(|b| matches!(b, XzAction::ChooseActive { card: Some(d) } if d != c && d.def().name == c.def().name))
                .map(|b| (a.clone(), b.clone())),
            _ => None,
        })
    };
    let (game, seat, a, b) = find_pair::<ExtracZon>(copies);
    let words = words_of_pair(&game, seat, a, b);
    assert!(words.contains(" active") && !words.contains("next best"), "{words}");
    // Positive control: a third, other move is still offered after it.
    let other =
        game.legal_actions(seat).into_iter().find(|x| !matches!(x, XzAction::ChooseActive { card: Some(_) })).expect("another move");
    let (a, b) = copies(&game.legal_actions(seat)).expect("the copies");
    let ranked = |action, visits| endgames::engine::bot::Ranked { action, visits, mean: 0.5 };
    let hint = Hint::Searched(vec![ranked(a, 60), ranked(b, 50), ranked(other, 40)]);
    let words = hint::words::<ExtracZon>(&game.view(Viewer::Seat(seat)), seat, &hint, 1).to_string();
    assert_eq!(words.matches("next best").count() + words.matches("; then").count(), 1, "{words}");
}

/// A hint is a move to make: The End Is Nigh's log tells the night as it
/// went ("1:00 - Ana questioned the Athlete."), and a hint that borrowed it
/// read "Hint: 1:00 - Ana questioned the Athlete: won 67 %". Its hints say
/// the move in the present, with the card to look at.
#[test]
fn a_nigh_hint_says_the_move_to_make_not_what_happened() {
    use endgames::games::the_end_is_nigh::Action as NighAction;
    let (game, seat, a, b) = find_pair::<Nigh>(|legal| {
        let mut questions = legal.iter().filter(|a| matches!(a, NighAction::Question { .. }));
        Some((questions.next()?.clone(), questions.next()?.clone()))
    });
    let words = words_of_pair(&game, seat, a, b);
    assert!(words.starts_with("Player ") && words.contains(" questions the ") && words.contains(", looking at "), "{words}");
    assert!(!words.contains(":00 - ") && !words.contains(" questioned "), "{words}");
}
