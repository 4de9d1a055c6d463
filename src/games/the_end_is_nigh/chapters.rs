//! The End Is Nigh's hours, for the review's jumps. Nothing runs as a score
//! (the end is decided by who is left in the bunker), so there is no chart.

use super::state::Nigh;
use crate::engine::chapters::{Chapter, Chaptered};

impl Chaptered for Nigh {
    /// The hour on the clock: each hour is one player's turn with the marker.
    fn chapter(&self) -> Option<Chapter> {
        Some(Chapter { word: "Hour", number: u32::from(self.hour) })
    }
}
