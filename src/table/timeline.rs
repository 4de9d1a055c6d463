//! Every position of a recorded game, for the review: the game before any
//! move and after each one, who moved, and what each move did.
//!
//! Built once when a review opens (a few hundred moves replay in
//! milliseconds), so stepping or dragging the timeline only picks a position.
//! The game's rounds (or hands, or hours) and its running figures at the end
//! of each are worked out in the same replay ([`Chronicle`]).

use crate::engine::chapters::{Chapter, Chaptered, Tallies};
use crate::engine::{GameRecord, RecordError, Seat};

pub struct Timeline<G: Chaptered> {
    /// `positions[k]` is the game after the first `k` moves.
    positions: Vec<G>,
    /// The set-up's events, before move 1 (a first deal).
    opening: Vec<G::Event>,
    /// Who made each move, and the events it caused.
    moves: Vec<(Seat, Vec<G::Event>)>,
    chronicle: Chronicle,
}

impl<G: Chaptered> Timeline<G> {
    /// Replays `record` (each move checked as any replay checks it).
    pub fn of(record: &GameRecord<G>) -> Result<Self, RecordError> {
        let (first, opening) = G::new_with_opening(&record.setup, record.seed).map_err(RecordError::BadSetup)?;
        let mut chronicle = Chronicle::default();
        chronicle.see(0, &first);
        let mut positions = vec![first];
        let mut moves = Vec::new();
        record.replay_seeing(record.actions.len(), |i, seat, game, events| {
            chronicle.see(i + 1, game);
            positions.push(game.clone());
            moves.push((seat, events));
        })?;
        if let Some(last) = positions.last() {
            chronicle.end(last);
        }
        Ok(Timeline { positions, opening, moves, chronicle })
    }

    /// The game's rounds and figures, as worked out in the replay.
    pub fn chronicle(&self) -> &Chronicle {
        &self.chronicle
    }

    /// The start of the first chapter after position `k` (or the end).
    pub fn next_chapter(&self, k: usize) -> usize {
        self.chronicle.next_after(k).unwrap_or(self.len())
    }

    /// The start of the last chapter before position `k` (or 0).
    pub fn previous_chapter(&self, k: usize) -> usize {
        self.chronicle.previous_before(k)
    }

    /// The number of moves; positions run from 0 to this.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The game after the first `k` moves (the last position past the end).
    pub fn at(&self, k: usize) -> &G {
        &self.positions[k.min(self.len())]
    }

    /// Who made move `k` (1-based: the move that led to position `k`).
    pub fn mover(&self, k: usize) -> Option<Seat> {
        k.checked_sub(1).and_then(|i| self.moves.get(i)).map(|(s, _)| *s)
    }

    /// The events of the latest move up to `k` that had any, as the play
    /// screen holds them at position `k` (see `Session::recent`).
    pub fn recent(&self, k: usize) -> &[G::Event] {
        self.moves.iter().take(k).rev().map(|(_, e)| e.as_slice()).find(|e| !e.is_empty()).unwrap_or(&[])
    }

    /// Every event up to position `k`, with its move's number (1-based; the
    /// set-up's are numbered 0, the start).
    pub fn events_until(&self, k: usize) -> impl Iterator<Item = (usize, &G::Event)> {
        let opening = self.opening.iter().map(|e| (0, e));
        opening.chain(self.moves.iter().take(k).enumerate().flat_map(|(i, (_, events))| events.iter().map(move |e| (i + 1, e))))
    }

    /// Whether a turn starts at position `p`: the start, or the next move
    /// is made by another seat than the one before it.
    fn turn_starts_at(&self, p: usize) -> bool {
        p == 0 || (p < self.len() && self.mover(p) != self.mover(p + 1))
    }

    /// The first position after `k` where a turn starts (or the end).
    pub fn next_turn(&self, k: usize) -> usize {
        (k + 1..self.len()).find(|&p| self.turn_starts_at(p)).unwrap_or(self.len())
    }

    /// The last position before `k` where a turn starts (or 0).
    pub fn previous_turn(&self, k: usize) -> usize {
        (0..k.min(self.len() + 1)).rev().find(|&p| self.turn_starts_at(p)).unwrap_or(0)
    }
}

/// Where each chapter (round, hand, hour) of a game starts, and the game's
/// running figures at the end of each, for the review's jumps and the chart.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chronicle {
    /// Positions where a chapter starts, increasing (the first is 0 in
    /// every game here); empty when the game has no chapters.
    pub starts: Vec<usize>,
    /// The chapter starting at each of `starts`.
    pub chapters: Vec<Chapter>,
    /// The figures at the end of each chapter (the position where the next
    /// one starts, or the last), when the game has any; else empty.
    pub tallies: Vec<Tallies>,
    /// The figures before the first move, when the game has any: where the
    /// chart's lines start.
    pub start: Option<Tallies>,
}

impl Chronicle {
    /// Notes position `k` (seen in order from 0). Where a chapter starts,
    /// the figures are the previous chapter's end: the move that closed it
    /// has scored.
    fn see<G: Chaptered>(&mut self, k: usize, game: &G) {
        let Some(chapter) = game.chapter() else { return };
        if k == 0 {
            self.start = game.tallies();
        }
        if self.chapters.last() == Some(&chapter) {
            return;
        }
        if !self.chapters.is_empty() {
            self.tallies.extend(game.tallies());
        }
        self.starts.push(k);
        self.chapters.push(chapter);
    }

    /// The last position: the last chapter's figures.
    fn end<G: Chaptered>(&mut self, game: &G) {
        if !self.chapters.is_empty() {
            self.tallies.extend(game.tallies());
        }
    }

    /// The start of the first chapter after position `k`, if any.
    pub fn next_after(&self, k: usize) -> Option<usize> {
        self.starts.iter().copied().find(|&p| p > k)
    }

    /// The start of the last chapter before position `k` (or 0).
    pub fn previous_before(&self, k: usize) -> usize {
        self.starts.iter().copied().rev().find(|&p| p < k).unwrap_or(0)
    }

    /// The index of the chapter position `k` is in.
    pub fn index_at(&self, k: usize) -> Option<usize> {
        self.starts.iter().rposition(|&p| p <= k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bot::random_action;
    use crate::engine::{Game, GameRng};
    use crate::games::extraczon::{ExtracZon, Mode, Setup};

    fn recorded(moves: usize) -> GameRecord<ExtracZon> {
        let setup = Setup { players: 2, mode: Mode::Competitive };
        let mut game = ExtracZon::new(&setup, 11).unwrap();
        let mut record = GameRecord::new(setup, 11);
        let mut rng = GameRng::from_seed(3);
        for _ in 0..moves {
            let Some(&seat) = game.to_act().seats().first() else { break };
            let action = random_action(&game, seat, &mut rng).unwrap();
            record.push(&game, seat, &action).unwrap();
            game.apply(seat, &action).unwrap();
        }
        record
    }

    #[test]
    fn chapters_start_where_the_games_round_changes() {
        let record = recorded(400);
        let t = Timeline::of(&record).unwrap();
        let c = t.chronicle();
        assert!(c.starts.len() > 2, "400 moves of ExtracZon run over several rounds: {:?}", c.starts);
        assert_eq!(c.starts[0], 0);
        for (i, &p) in c.starts.iter().enumerate() {
            assert_eq!(t.at(p).chapter(), Some(c.chapters[i]), "chapter {i} starts at {p}");
            if p > 0 {
                assert_ne!(t.at(p - 1).chapter(), t.at(p).chapter(), "the round changes at {p}");
                assert_eq!(t.previous_chapter(t.next_chapter(p - 1)), c.starts[i - 1], "previous_chapter undoes next_chapter at {p}");
            }
            let end = c.starts.get(i + 1).copied().unwrap_or(t.len());
            assert_eq!(c.tallies[i], t.at(end).tallies().unwrap(), "chapter {i}'s figures are those at its end");
        }
        assert_eq!(t.next_chapter(*c.starts.last().unwrap()), t.len());
    }

    #[test]
    fn every_position_is_the_game_after_that_many_moves() {
        let record = recorded(40);
        let t = Timeline::of(&record).unwrap();
        assert_eq!(t.len(), 40);
        for k in [0, 1, 17, 40] {
            assert_eq!(*t.at(k), record.replay_with(k, |_, _, _| {}).unwrap(), "position {k}");
        }
        assert_eq!(t.mover(0), None);
        assert_eq!(t.mover(1), Some(record.actions[0].0));
        assert_eq!(t.events_until(40).count(), t.moves.iter().map(|(_, e)| e.len()).sum::<usize>());
    }

    #[test]
    fn the_set_up_s_events_come_first_numbered_as_the_start() {
        use crate::games::extraczon::Event;
        let setup = Setup { players: 1, mode: Mode::Solo };
        let game = ExtracZon::new(&setup, 4).unwrap();
        let mut record = GameRecord::new(setup, 4);
        let action = game.legal_actions(Seat(0))[0].clone();
        record.push(&game, Seat(0), &action).unwrap();
        let t = Timeline::of(&record).unwrap();
        let at_start: Vec<_> = t.events_until(0).collect();
        assert_eq!(at_start.first(), Some(&(0, &Event::TurnStarted { seat: Seat(0) })), "a solo game's first turn: {at_start:?}");
        assert!(at_start.iter().all(|(m, _)| *m == 0));
        assert!(t.events_until(1).skip(at_start.len()).all(|(m, _)| m == 1), "then the first move's");
    }

    #[test]
    fn turns_are_runs_of_moves_by_one_seat() {
        let t = Timeline::of(&recorded(60)).unwrap();
        let mut k = 0;
        let mut starts = vec![0];
        while k < t.len() {
            k = t.next_turn(k);
            starts.push(k);
        }
        for pair in starts.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert!(b > a, "next_turn moves on: {starts:?}");
            assert!((a + 1..=b).all(|j| t.mover(j) == t.mover(a + 1)), "one seat moves from {a} to {b}");
            if b < t.len() {
                assert_ne!(t.mover(b + 1), t.mover(b), "the turn ends where another seat moves");
            }
            assert_eq!(t.previous_turn(b), a, "previous_turn undoes next_turn at {b}");
        }
    }
}
