//! ExtracZon's rounds and running score, for the review's jumps and the chart.
//!
//! The rulebook has no rounds, only turns in seat order; a round here is one
//! turn for each seat, counted from the first turn (the order roll belongs
//! to round 1). Alone, a round is a turn, and is called one.

use super::state::{ExtracZon, Mode};
use crate::engine::chapters::{Chapter, Chaptered, Tallies, Tally};
use crate::engine::Seat;

impl Chaptered for ExtracZon {
    fn chapter(&self) -> Option<Chapter> {
        let t = &self.table;
        let n = t.tokens.len().max(1) as u32;
        let word = if n == 1 { "Turn" } else { "Round" };
        Some(Chapter { word, number: t.turns.max(1).div_ceil(n) })
    }

    /// Each party's points as the end scores them: secured cards plus
    /// contained Zombies (a team's together).
    fn tallies(&self) -> Option<Tallies> {
        let t = &self.table;
        let points = |seats: &mut dyn Iterator<Item = Seat>| seats.map(|s| (t.secured[s].len() + t.contained[s].len()) as i32).sum::<i32>();
        let n = t.tokens.len();
        let series = match &t.setup.mode {
            Mode::Teams { team } => (0..2u8)
                .map(|k| {
                    let members: Vec<Seat> = Seat::all(n).filter(|s| team.get(s.index()) == Some(&k)).collect();
                    Tally::team(["Team A", "Team B"][usize::from(k)], &members, points(&mut members.iter().copied()))
                })
                .collect(),
            _ => Seat::all(n).map(|s| Tally::of_seat(s, points(&mut std::iter::once(s)))).collect(),
        };
        Some(Tallies { name: "Points", series })
    }
}
