//! Who is looking at the screen and who may act, worked out from the game,
//! the seats and the pass-and-play curtain.
//!
//! - A human seat acts on the board only while nobody else's view is shown.
//! - When the game hides information and play passes from one human to
//!   another, the curtain goes up until the next human taps "ready".
//! - While bots play, the screen keeps the view of the last human who held it.
//! - Undo pressed on the hand-over screen takes the move back behind the
//!   curtain: the curtain stays up, now for the seat whose move it was
//!   ("hand it back"), since the tablet may already be in the next hands.
//! - A move that ends the turn and showed its player something alone (a
//!   card drawn) leaves their board in view, without moves, for a last look
//!   before the curtain: they hide it themselves once they have seen it.

use crate::engine::{Seat, ToAct, Viewer};
use crate::saves::{Controller, SeatInfo};

#[derive(Clone, Debug, PartialEq)]
pub struct Seating {
    /// A human seat that must act now, if any.
    pub human_to_act: Option<Seat>,
    /// A bot seat that must act now, if any (the first one, for simultaneous turns).
    pub bot_to_act: Option<Seat>,
    /// The curtain is up for this seat: the board must not be rendered.
    pub curtain_for: Option<Seat>,
    /// Whose eyes the screen is for.
    pub viewer: Viewer,
    /// The human who may act on the board right now.
    pub acting: Option<Seat>,
    /// The human who may press Undo (their own last action), if any.
    pub undo_seat: Option<Seat>,
    /// The holder whose move just handed the turn on and showed them
    /// something alone: their board stays in view (without moves) until
    /// they hide it; `curtain_for` is the curtain that then comes up.
    pub last_look: Option<Seat>,
}

/// Who has the tablet, as far as the screen knows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hands {
    /// The human who last lifted the curtain (who holds the tablet).
    pub holder: Option<Seat>,
    /// A move of this seat was taken back behind the curtain: the tablet
    /// must go back to them, and nobody holds it until they tap in.
    pub returning: Option<Seat>,
    /// The holder has had their last look and hidden their game.
    pub hidden: bool,
}

impl Hands {
    /// `seat` tapped in on the curtain.
    pub fn lifted_by(seat: Seat) -> Hands {
        Hands { holder: Some(seat), returning: None, hidden: false }
    }

    /// `seat`'s move was taken back while the curtain was up.
    pub fn back_to(seat: Seat) -> Hands {
        Hands { holder: None, returning: Some(seat), hidden: false }
    }

    /// `seat`, still holding the tablet, hid their game after a last look.
    pub fn hidden_by(seat: Seat) -> Hands {
        Hands { holder: Some(seat), returning: None, hidden: true }
    }
}

/// Who sees and acts now. `news`: the latest move of the holder (the human
/// who last lifted the curtain) showed them something the table does not
/// see, and no other human has moved since (`Session::news_for`).
pub fn seating(to_act: &ToAct, seats: &[SeatInfo], hands: Hands, last_actor: Option<Seat>, hides: bool, news: bool) -> Seating {
    let Hands { holder, returning, hidden } = hands;
    let is_human = |s: &Seat| seats.get(s.index()).is_some_and(SeatInfo::is_human);
    let humans: Vec<Seat> = Seat::all(seats.len()).filter(is_human).collect();
    let movers = to_act.seats();
    // When several humans may act at once (a vote), the one holding the
    // tablet goes first, so it is passed once per person, not back and forth;
    // after a move taken back on the curtain, the seat it goes back to.
    let first = |s: Option<Seat>| s.filter(|h| movers.contains(h) && is_human(h));
    let human_to_act = first(holder).or(first(returning)).or_else(|| movers.iter().copied().find(is_human));
    let bot_to_act = movers.iter().copied().find(|s| matches!(seats.get(s.index()).map(|i| i.controller), Some(Controller::Bot(_))));
    // With one human (or none) there is nobody to hide anything from.
    let curtained = hides && humans.len() > 1;
    let (curtain_for, view_seat) = if curtained {
        (human_to_act.filter(|h| Some(*h) != holder), holder)
    } else {
        (None, human_to_act.or(holder).or(humans.first().copied()))
    };
    let viewer = match (curtain_for, view_seat) {
        (None, Some(s)) => Viewer::Seat(s),
        _ => Viewer::Table,
    };
    let acting = if curtain_for.is_none() { human_to_act } else { None };
    // Undo belongs to whoever made the last action; when the game hides
    // anything, only while they still hold the tablet (the next player has
    // not lifted the curtain yet). Pressed on the curtain, the screen hands
    // the tablet back (`Hands::back_to`), so it shows nobody else's view.
    // A screen that knows of no hands at all (just reloaded or opened) has
    // seen nobody tap in since that move, so it is offered there too: a
    // reload on the hand-over screen took the chance away.
    let fresh = holder.is_none() && returning.is_none();
    let undo_seat = last_actor.filter(is_human).filter(|s| !curtained || holder == Some(*s) || fresh);
    // Only for the holder: after a reload or a hand-back nobody is known to
    // hold the tablet, and the log keeps what the move showed.
    let last_look = holder.filter(|_| news && !hidden && curtain_for.is_some());
    Seating { human_to_act, bot_to_act, curtain_for, viewer, acting, undo_seat, last_look }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bot::BotLevel;
    use crate::saves::{SeatColour, SeatShape};

    fn table(kinds: &[bool]) -> Vec<SeatInfo> {
        kinds
            .iter()
            .enumerate()
            .map(|(i, human)| SeatInfo {
                name: format!("P{i}"),
                colour: SeatColour::ALL[i],
                shape: SeatShape::ALL[i],
                controller: if *human { Controller::Human } else { Controller::Bot(BotLevel::Normal) },
            })
            .collect()
    }

    const A: Seat = Seat(0);
    const B: Seat = Seat(1);
    const BOT: Seat = Seat(2);

    #[test]
    fn one_human_never_sees_a_curtain_and_keeps_their_view_during_bot_turns() {
        let seats = table(&[true, false]);
        let mine = seating(&ToAct::One(A), &seats, Hands::default(), None, true, false);
        assert_eq!((mine.curtain_for, mine.viewer, mine.acting), (None, Viewer::Seat(A), Some(A)));
        let bots = seating(&ToAct::One(B), &seats, Hands::default(), Some(A), true, false);
        assert_eq!((bots.viewer, bots.acting, bots.bot_to_act), (Viewer::Seat(A), None, Some(B)));
        assert_eq!(bots.undo_seat, Some(A), "the human may still take back their move");
    }

    #[test]
    fn hidden_information_curtains_every_hand_over_between_humans() {
        let seats = table(&[true, true, false]);
        // Fresh game: whoever holds the tablet first must say who they are.
        let start = seating(&ToAct::One(A), &seats, Hands::default(), None, true, false);
        assert_eq!((start.curtain_for, start.viewer, start.acting), (Some(A), Viewer::Table, None));
        // A lifted the curtain and plays.
        let a = seating(&ToAct::One(A), &seats, Hands::lifted_by(A), None, true, false);
        assert_eq!((a.curtain_for, a.viewer, a.acting), (None, Viewer::Seat(A), Some(A)));
        // The bot plays: A's view stays, nobody acts on the board.
        let bot = seating(&ToAct::One(BOT), &seats, Hands::lifted_by(A), Some(A), true, false);
        assert_eq!((bot.curtain_for, bot.viewer, bot.acting), (None, Viewer::Seat(A), None));
        // B's turn: the curtain goes up, nothing of A's is shown, and A may still undo
        // (the tablet has not changed hands yet).
        let pass = seating(&ToAct::One(B), &seats, Hands::lifted_by(A), Some(A), true, false);
        assert_eq!((pass.curtain_for, pass.viewer, pass.acting, pass.undo_seat), (Some(B), Viewer::Table, None, Some(A)));
        // Once B holds it, A's moves are not B's to take back.
        let b = seating(&ToAct::One(B), &seats, Hands::lifted_by(B), Some(A), true, false);
        assert_eq!((b.curtain_for, b.viewer, b.acting, b.undo_seat), (None, Viewer::Seat(B), Some(B), None));
    }

    #[test]
    fn a_reloaded_hand_over_screen_still_offers_the_last_mover_undo() {
        let seats = table(&[true, true]);
        // Reloaded on B's curtain: nobody has tapped in since A's move.
        let reloaded = seating(&ToAct::One(B), &seats, Hands::default(), Some(A), true, false);
        assert_eq!((reloaded.curtain_for, reloaded.viewer, reloaded.undo_seat), (Some(B), Viewer::Table, Some(A)));
        // Taken back on the curtain, the tablet goes back to A: no second Undo there.
        let back = seating(&ToAct::One(A), &seats, Hands::back_to(A), Some(A), true, false);
        assert_eq!((back.curtain_for, back.undo_seat), (Some(A), None));
    }

    #[test]
    fn a_move_taken_back_on_the_curtain_goes_back_behind_it() {
        let seats = table(&[true, true, false]);
        // A moved; the curtain is up for B and A may still take the move back.
        let pass = seating(&ToAct::One(B), &seats, Hands::lifted_by(A), Some(A), true, false);
        assert_eq!((pass.curtain_for, pass.undo_seat), (Some(B), Some(A)));
        // Taken back: it is A's turn again, but the curtain stays up, for A,
        // since the tablet may already be in B's hands; no more undo there.
        let back = seating(&ToAct::One(A), &seats, Hands::back_to(A), None, true, false);
        assert_eq!((back.curtain_for, back.viewer, back.acting, back.undo_seat), (Some(A), Viewer::Table, None, None));
        // Positive control: had the screen kept A as holder, A's view would show at once.
        let leak = seating(&ToAct::One(A), &seats, Hands::lifted_by(A), None, true, false);
        assert_eq!((leak.curtain_for, leak.viewer), (None, Viewer::Seat(A)));
        // In a vote, the curtain is for the seat the move goes back to, not
        // the first human in seat order.
        let vote = seating(&ToAct::Many(vec![A, B]), &seats, Hands::back_to(B), Some(A), true, false);
        assert_eq!(vote.curtain_for, Some(B));
        let vote = seating(&ToAct::Many(vec![A, B]), &seats, Hands::default(), Some(A), true, false);
        assert_eq!(vote.curtain_for, Some(A), "without a hand-back the first human goes first");
    }

    #[test]
    fn in_a_vote_the_human_holding_the_tablet_goes_first() {
        let seats = table(&[true, true, false]);
        // B holds the tablet when a vote opens for everyone: B acts, no curtain.
        let vote = seating(&ToAct::Many(vec![A, B, BOT]), &seats, Hands::lifted_by(B), Some(B), true, false);
        assert_eq!((vote.curtain_for, vote.viewer, vote.acting), (None, Viewer::Seat(B), Some(B)));
        // Once B has voted, the curtain goes up for A.
        let next = seating(&ToAct::Many(vec![A, BOT]), &seats, Hands::lifted_by(B), Some(B), true, false);
        assert_eq!((next.curtain_for, next.acting), (Some(A), None));
    }

    #[test]
    fn a_move_that_showed_its_player_something_keeps_their_board_for_a_last_look() {
        let seats = table(&[true, true, false]);
        // A drew a card as the turn passed to B: A still holds the tablet.
        let look = seating(&ToAct::One(B), &seats, Hands::lifted_by(A), Some(A), true, true);
        assert_eq!((look.last_look, look.curtain_for, look.viewer, look.acting), (Some(A), Some(B), Viewer::Table, None));
        assert_eq!(look.undo_seat, Some(A), "the move may still be taken back from the last look");
        // Hidden: the curtain alone, for B.
        let hidden = seating(&ToAct::One(B), &seats, Hands::hidden_by(A), Some(A), true, true);
        assert_eq!((hidden.last_look, hidden.curtain_for), (None, Some(B)));
        // Positive control: a move that showed nothing goes straight to the curtain.
        let plain = seating(&ToAct::One(B), &seats, Hands::lifted_by(A), Some(A), true, false);
        assert_eq!((plain.last_look, plain.curtain_for), (None, Some(B)));
        // A bot moved after A, and A still holds the tablet: A looks first.
        let after_bot = seating(&ToAct::One(B), &seats, Hands::lifted_by(A), Some(BOT), true, true);
        assert_eq!((after_bot.last_look, after_bot.undo_seat), (Some(A), None));
        // Nobody known to hold the tablet (a reload), or a move taken back on
        // the curtain: no look at anyone's game.
        for hands in [Hands::default(), Hands::back_to(A)] {
            assert_eq!(seating(&ToAct::One(B), &seats, hands, Some(A), true, true).last_look, None, "{hands:?}");
        }
        // The turn stays with A (no hand-over): A's board, A to act, no last look needed.
        let still = seating(&ToAct::One(A), &seats, Hands::lifted_by(A), Some(A), true, true);
        assert_eq!((still.last_look, still.acting), (None, Some(A)));
    }

    #[test]
    fn open_games_need_no_curtain() {
        let seats = table(&[true, true]);
        let b = seating(&ToAct::One(B), &seats, Hands::default(), Some(A), false, false);
        assert_eq!((b.curtain_for, b.viewer, b.acting, b.undo_seat), (None, Viewer::Seat(B), Some(B), Some(A)));
    }

    #[test]
    fn a_table_of_bots_is_watched_from_the_table() {
        let seats = table(&[false, false]);
        let s = seating(&ToAct::Many(vec![A, B]), &seats, Hands::default(), Some(A), true, false);
        assert_eq!((s.viewer, s.acting, s.bot_to_act, s.undo_seat), (Viewer::Table, None, Some(A), None));
    }
}
