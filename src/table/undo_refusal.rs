//! Why Undo does nothing now, in words a player can act on.
//!
//! A greyed Undo said why only in its hover title, which a touch screen
//! never shows. So Undo stays tappable when it may not be used, marked
//! `aria-disabled`, and a tap puts these words in the refusal line.

use crate::engine::Seat;
use crate::saves::{seat_name, SeatInfo};

/// Why nobody may take back a move now; `None` when Undo may be used.
///
/// - `last_actor`: the seat of the record's last action, if any;
/// - `undo_seat`: the human the seating lets press Undo (`Seating::undo_seat`);
/// - `may_undo`: whether the undo rule lets that seat take its move back;
/// - `holder`: who tapped in on the curtain last, if anyone.
pub fn undo_refusal(
    last_actor: Option<Seat>,
    undo_seat: Option<Seat>,
    may_undo: bool,
    holder: Option<Seat>,
    seats: &[SeatInfo],
) -> Option<String> {
    let name = |s: Seat| seat_name(seats, s);
    let Some(last) = last_actor else {
        return Some("Nothing to take back yet: nobody has moved.".into());
    };
    match undo_seat {
        Some(_) if may_undo => None,
        // The seat's own move, below the undo floor.
        Some(seat) => Some(format!(
            "{}'s last move stands: a move can be taken back only until it brings something new to light (a card, a roll, a vote) or another player moves.",
            name(seat)
        )),
        None if !seats.get(last.index()).is_some_and(SeatInfo::is_human) => {
            Some(format!("The last move was {}'s, a bot's: only a player's own last move can be taken back.", name(last)))
        }
        // A human's move, but the next player has tapped in since.
        None => Some(match holder.filter(|h| *h != last) {
            Some(h) => format!("{}'s move stands: {} has taken the tablet since.", name(last), name(h)),
            None => format!("{}'s move stands: the tablet has passed on since.", name(last)),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::{Controller, SeatColour, SeatShape};

    fn seats() -> Vec<SeatInfo> {
        let seat = |i: usize, name: &str, controller| SeatInfo {
            name: name.into(),
            colour: SeatColour::ALL[i],
            shape: SeatShape::ALL[i],
            controller,
        };
        vec![seat(0, "Ann", Controller::Human), seat(1, "Ben", Controller::Human), seat(2, "Cog", Controller::Bot(Default::default()))]
    }

    const ANN: Seat = Seat(0);
    const BEN: Seat = Seat(1);
    const COG: Seat = Seat(2);

    #[test]
    fn no_words_when_undo_may_be_used() {
        assert_eq!(undo_refusal(Some(ANN), Some(ANN), true, Some(ANN), &seats()), None);
    }

    #[test]
    fn every_refusal_says_why() {
        let s = seats();
        let why = |last, undo, may, holder| undo_refusal(last, undo, may, holder, &s).expect("a refusal");
        assert!(why(None, None, false, None).starts_with("Nothing to take back yet"));
        assert!(why(Some(ANN), Some(ANN), false, Some(ANN)).starts_with("Ann's last move stands: a move can be taken back only until"));
        assert!(why(Some(COG), None, false, Some(ANN)).contains("Cog's, a bot's"));
        assert_eq!(why(Some(ANN), None, false, Some(BEN)), "Ann's move stands: Ben has taken the tablet since.");
        assert_eq!(why(Some(ANN), None, false, None), "Ann's move stands: the tablet has passed on since.");
    }
}
