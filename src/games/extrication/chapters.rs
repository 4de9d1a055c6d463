//! Extrication's rounds and each player's prestige, for the review's jumps
//! and the chart.

use super::rules::scoring::scores;
use super::state::Extrication;
use crate::engine::chapters::{Chapter, Chaptered, Tallies, Tally};

impl Chaptered for Extrication {
    fn chapter(&self) -> Option<Chapter> {
        Some(Chapter { word: "Round", number: u32::from(self.table.round) })
    }

    /// Prestige as the end would score it now (the most-supported bonus
    /// included), so the last round's figures are the final score.
    fn tallies(&self) -> Option<Tallies> {
        let series = scores(&self.table.players).iter().map(|(seat, s)| Tally::of_seat(seat, s.total)).collect();
        Some(Tallies { name: "Prestige", series })
    }
}
