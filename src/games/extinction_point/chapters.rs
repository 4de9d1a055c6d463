//! Extinction Point's hands and the two healths, for the review's jumps and
//! the chart: the settlement's Bunker against the Mothership, hand by hand.

use super::state::ExtinctionPoint;
use crate::engine::chapters::{Chapter, Chaptered, Tallies, Tally};

impl Chaptered for ExtinctionPoint {
    fn chapter(&self) -> Option<Chapter> {
        Some(Chapter { word: "Hand", number: self.table.hand_no })
    }

    /// Cards above DEFEAT and above VICTORY: what the table reads on the decks.
    fn tallies(&self) -> Option<Tallies> {
        let series =
            vec![Tally::named("Bunker", i32::from(self.bunker_health())), Tally::named("Mothership", i32::from(self.mothership_health()))];
        Some(Tallies { name: "Health", series })
    }
}
