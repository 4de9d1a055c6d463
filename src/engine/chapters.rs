//! A game's own units of time and its running figures, read from its state:
//! the review jumps by round or hand (whatever the game calls it), and the
//! end screen and the review chart the score, health or population at the
//! end of each one.
//!
//! Pure Rust, read from the whole state, so the same numbers are tested
//! natively and shown in the page. Both methods default to `None`: a game
//! with no rounds, or nothing that runs as a score, keeps them.

use super::{Game, Line, Seat};

/// Which round, hand or hour a position is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chapter {
    /// The game's word: "Round", "Hand", "Hour", "Turn".
    pub word: &'static str,
    /// From 1; 0 is the set-up before the first one.
    pub number: u32,
}

impl Chapter {
    /// "Round 3", or "Set-up" before round 1.
    pub fn label(&self) -> String {
        match self.number {
            0 => "Set-up".to_string(),
            n => format!("{} {n}", self.word),
        }
    }
}

/// The running figures of one position: one value per series.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tallies {
    /// What is counted: "Prestige", "Health", "Individuals on the island".
    pub name: &'static str,
    pub series: Vec<Tally>,
}

/// One series' value now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Whose figure: a seat, a team or a side ("the Mothership").
    pub label: Line,
    /// The seat whose colour and shape draw it: its own, a team's first
    /// member's; `None` for a side.
    pub seat: Option<Seat>,
    pub value: i32,
}

impl Tally {
    /// A seat's own figure.
    pub fn of_seat(seat: Seat, value: i32) -> Self {
        Tally { label: Line::new().seat(seat), seat: Some(seat), value }
    }

    /// A side's figure, named in our words.
    pub fn named(name: &str, value: i32) -> Self {
        Tally { label: Line::new().text(name), seat: None, value }
    }

    /// A team's figure: "Team A: Ana and Cleo", drawn in its first member's
    /// colour and shape. Colours of their own would be some other seat's,
    /// and read as that player's line.
    pub fn team(name: &str, members: &[Seat], value: i32) -> Self {
        let mut label = Line::new().text(format!("{name}: "));
        for (i, &s) in members.iter().enumerate() {
            if i > 0 {
                label = label.text(if i + 1 == members.len() { " and " } else { ", " });
            }
            label = label.seat(s);
        }
        Tally { label, seat: members.first().copied(), value }
    }
}

/// A game's rounds and running figures; see the module's doc.
pub trait Chaptered: Game {
    /// The round (hand, hour) this position is in, when the game has them.
    fn chapter(&self) -> Option<Chapter> {
        None
    }

    /// The running score, health or population now, when the game has one.
    /// The same series in the same order at every position of a game.
    fn tallies(&self) -> Option<Tallies> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chapter_is_named_with_the_games_word() {
        assert_eq!(Chapter { word: "Hand", number: 3 }.label(), "Hand 3");
        assert_eq!(Chapter { word: "Round", number: 0 }.label(), "Set-up");
    }
}
