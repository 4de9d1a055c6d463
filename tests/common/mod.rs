//! The shared harness every game runs: seeded random playouts to the end,
//! checked at every step against the engine contract.
//!
//! What it proves, for each game and set-up it is given:
//! - no panic, and the game ends within `max_steps`;
//! - every legal action applies (checked on a sample of them at each step);
//! - actions that are not legal, or not this seat's, are refused and change nothing;
//! - the game's invariants (card conservation) hold after every action;
//! - a seat's view does not change when what it cannot see is dealt again
//!   (`shuffle_hidden`, whose result must pass the invariants too), and
//!   `determinize` builds a state whose view matches;
//! - the view with everything (`Viewer::All`, for reviews) holds every
//!   seat's view and what no seat knows: the game rebuilt from it alone
//!   shows every viewer the same, and any hidden card dealt again shows in it;
//! - clones are equal, and the record replays to the identical state, also
//!   after a JSON round trip.
#![allow(dead_code)]

pub mod records;
pub mod words;

use endgames::engine::bot::{random_action, BotHooks};
use endgames::engine::{Audited, Game, GameRecord, GameRng, Seat, ToAct, Viewer};

pub struct HarnessReport {
    pub games: usize,
    pub steps: usize,
    pub outcomes_checked: usize,
}

/// Plays `games` random games, cycling through `setups`, seeds from `seed0`.
pub fn run_harness<G: BotHooks + Audited>(setups: &[G::Setup], games: usize, seed0: u64, max_steps: usize) -> HarnessReport {
    let mut steps = 0;
    let mut outcomes_checked = 0;
    let mut seen_actions: Vec<G::Action> = Vec::new();
    for i in 0..games {
        let setup = &setups[i % setups.len()];
        let seed = seed0.wrapping_add(i as u64);
        let mut record = GameRecord::<G>::new(setup.clone(), seed);
        let (game, n) = play_checked(&mut record, max_steps, &mut seen_actions, i < 40, &mut pick_random);
        steps += n;
        if check_record(&record, &game) {
            outcomes_checked += 1;
        }
    }
    HarnessReport { games, steps, outcomes_checked }
}

/// The random player every harness game uses: any legal move, uniformly.
pub fn pick_random<G: Game>(game: &G, seat: Seat, rng: &mut GameRng) -> G::Action {
    random_action(game, seat, rng).expect("legal action exists")
}

/// After a game: the record replays to exactly the state played, also after
/// a JSON round trip, and a finished game's outcome covers every seat.
/// Returns whether the game is over.
pub fn check_record<G: Game>(record: &GameRecord<G>, played: &G) -> bool {
    let seed = record.seed;
    let game = record.replay().unwrap_or_else(|e| panic!("seed {seed}: replay failed: {e}"));
    assert_eq!(&game, played, "seed {seed}: the record replays to another state than the one played");
    let json = serde_json::to_string(record).expect("record serialises");
    let back: GameRecord<G> = serde_json::from_str(&json).expect("record parses");
    assert_eq!(&back, record, "seed {seed}: record JSON round trip");
    assert_eq!(back.replay().expect("replays"), game, "seed {seed}: replay after JSON differs");
    if let ToAct::Over(outcome) = game.to_act() {
        assert_eq!(outcome.place.len(), game.seat_count(), "seed {seed}: outcome covers every seat");
        return true;
    }
    false
}

/// One seeded game from `record`'s set-up and seed (its actions must be
/// empty), each move chosen by `pick`, checked at every step; the moves are
/// pushed onto `record` as they are made, so a caller that catches a panic
/// still holds the moves that led to it. `thorough` also tries every legal
/// action at each step. Returns the final state and the number of moves.
pub fn play_checked<G: BotHooks + Audited>(
    record: &mut GameRecord<G>,
    max_steps: usize,
    seen: &mut Vec<G::Action>,
    thorough: bool,
    pick: &mut impl FnMut(&G, Seat, &mut GameRng) -> G::Action,
) -> (G, usize) {
    let seed = record.seed;
    let game = G::new(&record.setup, seed).unwrap_or_else(|e| panic!("seed {seed}: set-up refused: {e}"));
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    play_from(game, record, &mut rng, max_steps, seen, thorough, pick)
}

/// Plays `game` (the state `record` replays to) on to the end with the checks
/// of [`play_checked`]; used for a game opened from outside, too.
pub fn play_from<G: BotHooks + Audited>(
    mut game: G,
    record: &mut GameRecord<G>,
    rng: &mut GameRng,
    max_steps: usize,
    seen: &mut Vec<G::Action>,
    thorough: bool,
    pick: &mut impl FnMut(&G, Seat, &mut GameRng) -> G::Action,
) -> (G, usize) {
    let seed = record.seed;
    game.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: at set-up: {e}"));
    for step in 0..max_steps {
        let to_act = game.to_act();
        if to_act.is_over() {
            assert!(game.legal_actions(Seat(0)).is_empty(), "seed {seed}: actions after the end");
            return (game, step);
        }
        let seats = to_act.seats();
        assert!(!seats.is_empty(), "seed {seed} step {step}: nobody to act");
        let seat = seats[rng.below(seats.len())];
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "seed {seed} step {step}: {seat:?} must act but has no legal action");
        check_refusals(&game, seat, &legal, seen, seed);
        if thorough || step % 8 == 0 {
            check_views(&game, rng, seed);
        }
        if thorough {
            for a in &legal {
                let mut probe = game.clone();
                probe.apply(seat, a).unwrap_or_else(|e| panic!("seed {seed} step {step}: legal {a:?} refused: {e}"));
            }
        }
        for a in legal.iter().take(4) {
            if !seen.contains(a) && seen.len() < 400 {
                seen.push(a.clone());
            }
        }
        let action = pick(&game, seat, rng);
        let before = game.clone();
        assert_eq!(before, game, "clones are equal");
        record.push(&game, seat, &action).unwrap_or_else(|e| panic!("seed {seed} step {step}: {action:?} not recordable: {e}"));
        game.apply(seat, &action).unwrap_or_else(|e| panic!("seed {seed} step {step}: {action:?} refused: {e}"));
        game.check_invariants().unwrap_or_else(|e| panic!("seed {seed} step {step} after {action:?}: {e}"));
    }
    panic!("seed {seed}: game did not end within {max_steps} steps");
}

/// Actions that are not legal now, and any action by a seat that may not act,
/// are refused and leave the state exactly as it was.
fn check_refusals<G: Game>(game: &G, seat: Seat, legal: &[G::Action], seen: &[G::Action], seed: u64) {
    for a in seen.iter().filter(|a| !legal.contains(a)).take(6) {
        let mut probe = game.clone();
        assert!(probe.apply(seat, a).is_err(), "seed {seed}: illegal {a:?} was accepted");
        assert_eq!(&probe, game, "seed {seed}: a refused action changed the state");
    }
    let seats = game.to_act().seats();
    for other in Seat::all(game.seat_count()).filter(|s| !seats.contains(s)) {
        assert!(game.legal_actions(other).is_empty(), "seed {seed}: {other:?} has actions out of turn");
        let mut probe = game.clone();
        assert!(probe.apply(other, &legal[0]).is_err(), "seed {seed}: {other:?} acted out of turn");
        assert_eq!(&probe, game, "seed {seed}: an out-of-turn action changed the state");
    }
}

/// A view does not depend on what its viewer cannot see, and determinize
/// honours the view.
///
/// `shuffle_hidden` must deal again everything the viewer cannot see (the
/// other seats' hidden cards, consistent with what they had to show) and
/// work out again whatever the state keeps that follows from those cards;
/// the shuffled state must still be a valid game. A view field (or a
/// prompt built from the view) that depends on another seat's hidden cards
/// then changes, and the check names the first place it differs.
fn check_views<G: Audited>(game: &G, rng: &mut GameRng, seed: u64) {
    let viewers = Seat::all(game.seat_count()).map(Viewer::Seat).chain(std::iter::once(Viewer::Table));
    for viewer in viewers {
        let view = game.view(viewer);
        let mut shuffled = game.clone();
        shuffled.shuffle_hidden(viewer, rng);
        shuffled.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: {viewer:?}'s hidden cards dealt again break the game: {e}"));
        let after = shuffled.view(viewer);
        if after != view {
            panic!(
                "seed {seed}: {viewer:?}'s view changed when hidden cards moved: {}",
                first_difference(&format!("{view:?}"), &format!("{after:?}"))
            );
        }
        if let Viewer::Seat(_) = viewer {
            let sample = G::determinize(&view, rng);
            assert_eq!(sample.view(viewer), view, "seed {seed}: determinize does not match {viewer:?}'s view");
            sample.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: determinized state broken: {e}"));
        }
        // What this viewer could not see, dealt again, shows in the view
        // with everything: it holds what no seat knows too.
        if shuffled != *game && shuffled.view(Viewer::All) == game.view(Viewer::All) {
            panic!("seed {seed}: the view with everything missed a change to what {viewer:?} cannot see");
        }
    }
    check_view_of_all(game, rng, seed);
}

/// The view with everything (the review of a finished game) is the union of
/// every seat's view plus what no seat knows: nothing is hidden from it, and
/// the game rebuilt from it alone shows every viewer what the game does.
fn check_view_of_all<G: Audited>(game: &G, rng: &mut GameRng, seed: u64) {
    let all = game.view(Viewer::All);
    let mut shuffled = game.clone();
    shuffled.shuffle_hidden(Viewer::All, rng);
    assert!(shuffled == *game, "seed {seed}: shuffle_hidden moved something the view with everything sees");
    let rebuilt = G::determinize(&all, rng);
    rebuilt.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: the game rebuilt from the view with everything is broken: {e}"));
    let viewers = Seat::all(game.seat_count()).map(Viewer::Seat).chain([Viewer::Table, Viewer::All]);
    for viewer in viewers {
        let (want, got) = (game.view(viewer), rebuilt.view(viewer));
        if want != got {
            panic!(
                "seed {seed}: the view with everything misses part of {viewer:?}'s view: {}",
                first_difference(&format!("{want:?}"), &format!("{got:?}"))
            );
        }
    }
}

/// Where two `Debug` texts first part, with a little context either side.
fn first_difference(before: &str, after: &str) -> String {
    let at = before.bytes().zip(after.bytes()).position(|(a, b)| a != b).unwrap_or(before.len().min(after.len()));
    let from = before[..at].char_indices().rev().nth(80).map_or(0, |(i, _)| i);
    let show = |t: &str| t[from..].chars().take(160).collect::<String>();
    format!("before ...{}... after ...{}...", show(before), show(after))
}
