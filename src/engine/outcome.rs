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
    /// The rules do not know the players' names, so a line refers to a seat
    /// as a [`Part::Seat`], and the end screen writes the player's name there.
    pub explanation: Vec<Line>,
}

/// One piece of an explanation line: our words, or a seat that the screen
/// names (so a player called "Player 1" is never confused with seat 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Part {
    Text(String),
    Seat(Seat),
}

/// One line of an outcome's explanation, built as words and seats in order:
/// `Line::new().seat(s).text(": 13 secured cards + 6 contained Zombies = 19")`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line(pub Vec<Part>);

impl Line {
    pub fn new() -> Self {
        Line(Vec::new())
    }

    /// Appends words.
    pub fn text(mut self, words: impl Into<String>) -> Self {
        self.0.push(Part::Text(words.into()));
        self
    }

    /// Appends a seat, to be written as its player's name.
    pub fn seat(mut self, seat: Seat) -> Self {
        self.0.push(Part::Seat(seat));
        self
    }

    /// Appends every part of `other` (a team's or a seat's label).
    pub fn then(mut self, other: &Line) -> Self {
        self.0.extend(other.0.iter().cloned());
        self
    }

    /// The line as text, each seat written by `name`.
    pub fn render(&self, name: impl Fn(Seat) -> String) -> String {
        self.0.iter().fold(String::new(), |mut out, part| {
            match part {
                Part::Text(words) => out.push_str(words),
                Part::Seat(seat) => out.push_str(&name(*seat)),
            }
            out
        })
    }
}

/// For logs, tests and bug reports: seats as "Player 2" (the end screen
/// writes names instead, through [`Line::render`]).
impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(|seat| format!("Player {}", seat.0 + 1)))
    }
}

impl From<String> for Line {
    fn from(words: String) -> Self {
        Line::new().text(words)
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_names_its_seats_however_the_players_are_called() {
        let line = Line::new().seat(Seat(1)).text(" beats ").seat(Seat(0)).text(".");
        let names = ["Player 2", "Ana"];
        assert_eq!(line.render(|s| names[s.index()].to_string()), "Ana beats Player 2.");
        assert_eq!(Line::from("Team A wins.".to_string()).render(|_| unreachable!()), "Team A wins.");
    }
}
