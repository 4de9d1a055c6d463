//! The hand-over on the play screen: whose board is in view or the curtain
//! instead, the last look before it, and the line that says what to do.
//! All of it follows from `Seating` (who may see and act) and `Hands` (who
//! holds the tablet), so the play screen only wires them together.

use crate::engine::{Seat, ToAct, Viewer};
use crate::kit::parts::set_to;
use crate::saves::{seat_name, SeatInfo};
use crate::table::seating::{Hands, Seating};
use crate::ui::components::curtain::{Curtain, LastLook};
use crate::ui::live::{Live, Step};
use std::rc::Rc;
use yew::prelude::*;

/// The board's place: the board as the viewer may see it, or the curtain
/// (nothing of the board is drawn behind it).
pub(super) fn board_or_curtain(
    live: &dyn Live,
    seats: &[SeatInfo],
    at: &Seating,
    hands: &UseStateHandle<Hands>,
    on_step: &Callback<Step>,
    focus: &NodeRef,
) -> Html {
    match (at.last_look, at.curtain_for) {
        // Their own board, with no moves: the turn is over.
        (Some(holder), _) => live.board(Viewer::Seat(holder), None, on_step),
        (None, Some(next)) => html! {
            <Curtain name={seat_name(seats, next)} returning={hands.returning == Some(next)}
                on_ready={set_to(hands, Hands::lifted_by(next))} focus={focus.clone()} />
        },
        (None, None) => live.board(at.viewer, at.acting, on_step),
    }
}

/// The box over the board on the last look: what the move showed its player
/// alone, and the button that hides their game before the curtain.
pub(super) fn last_look_box(
    seats: &[SeatInfo],
    at: &Seating,
    hands: &UseStateHandle<Hands>,
    news: Rc<Vec<String>>,
    focus: NodeRef,
) -> Html {
    match (at.last_look, at.curtain_for) {
        (Some(holder), Some(next)) => html! {
            <LastLook name={seat_name(seats, holder)} next={seat_name(seats, next)} {news}
                on_hide={set_to(hands, Hands::hidden_by(holder))} {focus} />
        },
        _ => Html::default(),
    }
}

/// What the holder's latest move showed them alone, once the turn has gone
/// to someone else (the last look before the curtain); empty otherwise.
pub(super) fn last_look_news(live: &dyn Live, hands: Hands, to_act: &ToAct) -> Vec<String> {
    match hands.holder {
        Some(holder) if !hands.hidden && !to_act.seats().contains(&holder) => live.news(holder),
        _ => Vec::new(),
    }
}

/// The line over the board: who the tablet goes to, or what the viewer is to do.
pub(super) fn turn_prompt(live: &dyn Live, seats: &[SeatInfo], at: &Seating, hands: Hands, bot_at_work: Option<Seat>) -> String {
    let name = |seat| seat_name(seats, seat);
    match at.curtain_for {
        Some(next) if at.last_look.is_some() => {
            format!("Your turn is over. Look, then hide your game and pass the tablet to {}.", name(next))
        }
        Some(next) if hands.returning == Some(next) => format!("Hand the tablet back to {}.", name(next)),
        Some(next) => format!("Pass the tablet to {}.", name(next)),
        // Only a bot may move: the game's words are an instruction to that
        // seat ("Ben: tap an empty hex"), which reads as one to whoever holds
        // the tablet. Whose turn it is says it; the line under it says the
        // bot is at work.
        None => match (at.human_to_act, bot_at_work) {
            (None, Some(bot)) => format!("{}'s turn (a bot).", name(bot)),
            _ => live.prompt(at.viewer),
        },
    }
}
