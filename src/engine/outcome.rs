//! How a game ended: a ranking with scores, a team result, or a co-op win or loss.

use super::seat::{PerSeat, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutcomeKind {
    /// Each seat for itself.
    Ranking,
    /// Seats score for their team; `team[seat]` is the team number.
    Teams { team: PerSeat<u8> },
    /// Everyone together against the game.
    Coop { won: bool },
    /// One person against the game, with a grade (e.g. a solo tier).
    Solo { grade: Option<String> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub kind: OutcomeKind,
    /// Final place of each seat, 0 = first. Seats that share a place tied.
    pub place: PerSeat<u8>,
    /// The score each seat (or its team) finished with.
    pub score: PerSeat<i32>,
    /// One line per step of the decision, in plain words: totals, tiebreaks.
    /// The rules do not know the players' names, so they write a seat as
    /// "Player 2" (its number from 1); the end screen puts the name there
    /// (`saves::with_seat_names`).
    pub explanation: Vec<String>,
}

impl Outcome {
    /// The seats in first place.
    pub fn winners(&self) -> Vec<Seat> {
        self.place.iter().filter(|(_, p)| **p == 0).map(|(s, _)| s).collect()
    }

    /// A reward in 0.0..=1.0 for search bots: 1 for first place, 0 for last,
    /// shared when several seats tie for a place.
    pub fn reward(&self, seat: Seat) -> f64 {
        match &self.kind {
            OutcomeKind::Coop { won } => f64::from(u8::from(*won)),
            OutcomeKind::Solo { .. } => {
                // A solo game always ends won; more points is better.
                (f64::from(self.score[seat]) / 120.0).clamp(0.0, 1.0)
            }
            _ => {
                let worst = self.place.0.iter().copied().max().unwrap_or(0);
                if worst == 0 {
                    return 0.5;
                }
                1.0 - f64::from(self.place[seat]) / f64::from(worst)
            }
        }
    }
}
