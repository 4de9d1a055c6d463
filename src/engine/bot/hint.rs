//! Hints: what the Normal bot would play for a seat, asked from that seat's
//! own view only, with the reasons its search can give.
//!
//! A hint never reads the real state: it takes the seat's view, asks the
//! game's rules of thumb ([`BotHooks::policy_move`]) and otherwise runs the
//! same search a Normal bot runs, which samples what the seat cannot see
//! ([`crate::engine::Game::determinize`]). So with the same seed a hint is the same whatever
//! the other seats hold (tests/hints.rs), and it cannot leak their secrets.
//!
//! The browser runs the search in slices ([`start`], then [`Search::run`]
//! and [`finish`]); tests and benchmarks call [`hint`] in one go.

use super::{BotHooks, BotLevel, Ranked, Search};
use crate::engine::{GameEvent, GameRng, Line, Narrated, Part, Seat, Viewer};

/// The level a hint asks: the bot most players meet, quick enough on a page.
pub const HINT_LEVEL: BotLevel = BotLevel::Normal;

/// How many of the search's choices a hint names: the best and the one or
/// two after it, enough to show how close the call was.
pub const HINT_CHOICES: usize = 3;

/// What the bot would play, and why.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint<A> {
    /// The only legal move.
    Only(A),
    /// The game's rules of thumb choose it, with no search.
    RuleOfThumb(A),
    /// The search's top choices, best first (at least one).
    Searched(Vec<Ranked<A>>),
}

impl<A> Hint<A> {
    /// The move hinted.
    pub fn action(&self) -> &A {
        match self {
            Hint::Only(a) | Hint::RuleOfThumb(a) => a,
            Hint::Searched(choices) => &choices[0].action,
        }
    }
}

/// Starts a hint for `seat` from `view`: the hint at once when no search is
/// needed, or the search to run (in slices) and hand to [`finish`].
pub fn start<G: BotHooks>(view: &G::View, seat: Seat, seed: u64) -> Result<Hint<G::Action>, Search<G>> {
    if let Some(action) = super::policy_move::<G>(view, seat, HINT_LEVEL, &mut GameRng::from_seed(seed)) {
        return Ok(Hint::RuleOfThumb(action));
    }
    Err(Search::new(view.clone(), seat, HINT_LEVEL, seed))
}

/// The hint from a finished (or stopped) search; None when the seat has no move.
pub fn finish<G: BotHooks>(search: &Search<G>) -> Option<Hint<G::Action>> {
    if let Some(action) = search.quick() {
        return Some(Hint::Only(action.clone()));
    }
    let mut ranking = search.ranking();
    ranking.truncate(HINT_CHOICES);
    (!ranking.is_empty()).then_some(Hint::Searched(ranking))
}

/// The hint for `seat` in one go, from its view only (a pure function of
/// the view, the seat and the seed).
pub fn hint<G: BotHooks>(view: &G::View, seat: Seat, seed: u64) -> Option<Hint<G::Action>> {
    match start::<G>(view, seat, seed) {
        Ok(hint) => Some(hint),
        Err(mut search) => {
            search.run(usize::MAX);
            finish(&search)
        }
    }
}

/// The hint in words for the holder of `view` ("Ana moves to the Pharmacy:
/// won 62 % of its 250 playouts; next best: Ana waits, 48 % of 90."), each
/// move described by the game's own log line for it ([`describe`]) or its
/// words for the move ([`name_move`]).
pub fn words<G: Narrated>(view: &G::View, seat: Seat, hint: &Hint<G::Action>, seed: u64) -> Line {
    let mut rng = GameRng::from_seed(seed);
    let mut say = |action: &G::Action| name_move::<G>(view, seat, action, &mut rng).unwrap_or_else(|| by_place::<G>(view, seat, action));
    match hint {
        Hint::Only(a) => match name_move::<G>(view, seat, a, &mut rng) {
            Some(line) => line.text(": the only move."),
            None => Line::new().seat(seat).text(" has only one move: the marked one."),
        },
        Hint::RuleOfThumb(a) => say(a).text(": the bot's rules of thumb choose this."),
        Hint::Searched(choices) => {
            let names = apart::<G>(view, seat, choices, choices.iter().map(|c| say(&c.action)).collect());
            let best = &choices[0];
            let mut line = names[0].clone().text(format!(": won {} % of its {} playouts", percent(best.mean), best.visits));
            // A choice that reads as one before it (two copies of a card,
            // two squares by one site) is no other choice to the player.
            let others = (1..choices.len()).filter(|&i| !names[..i].contains(&names[i]));
            for (k, i) in others.enumerate() {
                line = line.text(if k == 0 { "; next best: " } else { "; then " });
                line = line.then(&names[i]).text(format!(", {} % of {}", percent(choices[i].mean), choices[i].visits));
            }
            line.text(".")
        }
    }
}

/// The choices' `names`, told apart: two moves whose log lines read alike
/// (two traits of one refugee questioned, a flare played either way) are
/// named by the game's words for the moves ([`Narrated::action_line`]),
/// where it has them.
fn apart<G: Narrated>(view: &G::View, seat: Seat, choices: &[Ranked<G::Action>], names: Vec<Line>) -> Vec<Line> {
    let alike = |i: usize| names.iter().filter(|n| **n == names[i]).count() > 1;
    let own = |i: usize| G::action_line(view, seat, &choices[i].action).map(without_full_stop);
    (0..names.len()).map(|i| if alike(i) { own(i) } else { None }.unwrap_or_else(|| names[i].clone())).collect()
}

/// `action` in words: the game's own log line for it ([`describe`]), else
/// the game's words for the move itself ([`Narrated::action_line`]), or
/// those first for a game whose log tells what happened
/// ([`Narrated::HINT_BY_ACTION_LINE`]). None when neither says it (a hint
/// then names it by its place).
pub fn name_move<G: Narrated>(view: &G::View, seat: Seat, action: &G::Action, rng: &mut GameRng) -> Option<Line> {
    let own = || G::action_line(view, seat, action).map(without_full_stop);
    if G::HINT_BY_ACTION_LINE {
        return own().or_else(|| describe::<G>(view, seat, action, rng));
    }
    describe::<G>(view, seat, action, rng).or_else(own)
}

/// A move no log line describes, named by its place among the seat's legal
/// moves ("Ana: the marked move (3 of 22)"); the board marks it where it can.
fn by_place<G: Narrated>(view: &G::View, seat: Seat, action: &G::Action) -> Line {
    let legal = G::determinize(view, &mut GameRng::from_seed(0)).legal_actions(seat);
    let place = legal.iter().position(|a| a == action).map_or(0, |i| i + 1);
    Line::new().seat(seat).text(format!(": the marked move ({place} of {})", legal.len()))
}

/// A share of wins as whole percent (whole numbers keep the float printer
/// out of the download).
fn percent(mean: f64) -> u32 {
    (mean.clamp(0.0, 1.0) * 100.0).round() as u32
}

/// `action` in the game's own words, without its final full stop: it is
/// played on a copy of the game sampled from `view` (so nothing hidden from
/// `seat` is read), and the first of its events before anything is revealed
/// (a card drawn or a die rolled in a sample is not the one that will be,
/// nor is what follows from it) that has a log line gives the words. None
/// when no such line describes it.
pub fn describe<G: Narrated>(view: &G::View, seat: Seat, action: &G::Action, rng: &mut GameRng) -> Option<Line> {
    let mut game = G::determinize(view, rng);
    let events = game.apply(seat, action).ok()?;
    let after = game.view(Viewer::Seat(seat));
    events
        .iter()
        .take_while(|e| !e.reveals())
        .filter_map(|e| G::redact_event(e, Viewer::Seat(seat)))
        .find_map(|e| G::log_line(&e, &after))
        .map(without_full_stop)
}

/// The line with its last full stop taken off, so it can run on.
fn without_full_stop(mut line: Line) -> Line {
    if let Some(Part::Text(last)) = line.0.last_mut() {
        if let Some(cut) = last.strip_suffix('.') {
            *last = cut.to_string();
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_read_as_whole_percent() {
        assert_eq!((percent(0.0), percent(0.625), percent(1.2)), (0, 63, 100));
    }

    #[test]
    fn a_line_loses_only_its_last_full_stop() {
        let line = without_full_stop(Line::new().seat(Seat(0)).text(" waits at the Mall."));
        assert_eq!(line.to_string(), "Player 1 waits at the Mall");
        assert_eq!(without_full_stop(Line::new().seat(Seat(1))).to_string(), "Player 2");
    }
}
