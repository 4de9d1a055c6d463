//! Extinction's rounds and each species' population, for the review's jumps
//! and the chart.
//!
//! The chart counts every individual on the island, which is what rises and
//! falls round by round; the time limit's score counts only cubes showing 1
//! to 4, and the end screen gives both.

use super::state::Extinction;
use crate::engine::chapters::{Chapter, Chaptered, Tallies, Tally};
use crate::engine::Seat;

impl Chaptered for Extinction {
    /// Round 0 is the founding (the chapter's label says "Set-up").
    fn chapter(&self) -> Option<Chapter> {
        Some(Chapter { word: "Round", number: u32::from(self.table.round) })
    }

    fn tallies(&self) -> Option<Tallies> {
        let series = Seat::all(self.seats()).map(|s| Tally::of_seat(s, i32::from(self.population(s)))).collect();
        Some(Tallies { name: "Individuals on the island", series })
    }
}
