//! What a game says to its players, built in pure Rust.
//!
//! Every game's rules put their log lines and prompts into [`Line`]s: words
//! and seats in order, never a player's name. The shell writes each seat as
//! its player's name when it shows the line, so a player who calls their seat
//! "You", or two players both called "Ana", still read their own instructions,
//! and the words players read are the words the native tests check.

use super::{Game, Line, Seat};

/// The log and the prompt of one game.
pub trait Narrated: Game {
    /// One log line for `event` as the holder of `view` reads it (the event is
    /// already redacted for them, and `view` is their view now, so a line may
    /// name a refugee by the spot it sits in). `None` leaves the event out of
    /// the log (a single tile dealt, a step too small to list).
    fn log_line(event: &Self::Event, view: &Self::View) -> Option<Line>;

    /// Whose turn it is and what they may do now, as the holder of `view`
    /// should read it. When the view's own seat may act, the line starts with
    /// that seat ("Ana: tap Go on a free location ahead."), so several people
    /// sharing a device always see whose instructions these are.
    fn prompt(view: &Self::View) -> Line;

    /// The end screen's first line, when the game can say more than who won
    /// (which side they were on, what decided it). `None` keeps the shell's
    /// own ("Ana wins!", "Ben and Eun win as a team!").
    fn headline(view: &Self::View, outcome: &super::Outcome) -> Option<Line> {
        let _ = (view, outcome);
        None
    }

    /// `action` in words as `seat` (the holder of `view`) would make it,
    /// before it is played ("Ana rolls the dice", "Ana places a species on
    /// hex W14"): for a move none of whose events a log line describes
    /// without revealing something (a roll, a card drawn, a step the log
    /// leaves out). Hints name such moves this way. `None` (the default)
    /// leaves the hint to name it by its place among the legal moves.
    fn action_line(view: &Self::View, seat: Seat, action: &Self::Action) -> Option<Line> {
        let _ = (view, seat, action);
        None
    }

    /// Whether a hint names a move by [`Narrated::action_line`] first, before
    /// the log line its events would write: for a game whose log tells what
    /// happened ("1:00 - Ana questioned the Athlete."), which reads wrong as a
    /// move to make. Most games' log lines say a move as it is made ("Ana
    /// enters the Pharmacy.") and name it best.
    const HINT_BY_ACTION_LINE: bool = false;
}

/// "1 card", "3 cards", "0 cards".
pub fn count(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "Ana", "Ana and Ben", "Ana, Ben and Cleo": the parts joined as a list.
pub fn and_list(items: &[Line]) -> Line {
    let mut out = Line::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out = out.text(if i + 1 == items.len() { " and " } else { ", " });
        }
        out = out.then(item);
    }
    out
}

/// Text a player reads that still carries Rust's debug formatting (braces,
/// `Some(`, paths, quoted strings): the harness refuses it in every log line
/// and prompt. Returns the mark found.
pub fn debug_mark(text: &str) -> Option<&'static str> {
    const MARKS: [&str; 8] = ["{", "}", "Some(", "None", "::", "\"", "_", "[]"];
    MARKS.into_iter().find(|m| text.contains(m))
}

/// Text that came from outside (a field or game named in a damaged file),
/// put in a message a person reads: in quotes, so it never passes for our
/// own words, and cut to a few words, so a file cannot fill the screen.
pub fn quote_input(text: &str) -> String {
    const MAX_CHARS: usize = 40;
    let mut out: String = text.chars().filter(|c| !c.is_control()).take(MAX_CHARS).collect();
    if text.chars().count() > MAX_CHARS {
        out.push('…');
    }
    format!("“{out}”")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    #[test]
    fn counts_and_lists_read_as_english() {
        assert_eq!(count(1u8, "card", "cards"), "1 card");
        assert_eq!(count(0u8, "card", "cards"), "0 cards");
        assert_eq!(count(-1i32, "point", "points"), "-1 points");
        let names = ["Ana", "Ben", "Cleo"];
        let seats: Vec<Line> = (0..3).map(|i| Line::new().seat(Seat(i))).collect();
        let render = |l: &Line| l.render(|s| names[s.index()].to_string());
        assert_eq!(render(&and_list(&seats[..1])), "Ana");
        assert_eq!(render(&and_list(&seats[..2])), "Ana and Ben");
        assert_eq!(render(&and_list(&seats)), "Ana, Ben and Cleo");
    }

    #[test]
    fn text_from_a_file_is_quoted_and_cut_short() {
        assert_eq!(quote_input("chess"), "“chess”");
        assert_eq!(quote_input(&"x".repeat(100_000)), format!("“{}…”", "x".repeat(40)));
        assert_eq!(quote_input("a\nb\u{0}"), "“ab”");
    }

    #[test]
    fn debug_text_is_caught_and_plain_words_pass() {
        assert_eq!(debug_mark("Ana took Some(Cohort)"), Some("Some("));
        assert_eq!(debug_mark("Ana took Ship { id: 3 }"), Some("{"));
        assert_eq!(debug_mark("Ana took a Cohort from location 7."), None);
    }
}
