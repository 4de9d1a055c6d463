//! The End Is Nigh in the browser: the board and the words and pictures the
//! shell asks every game for ([`GameUi`]).
//!
//! - `board`: the board component (its one piece of state is the refugee or
//!   identity choice a first tap made) laying out `clock` (the doomsday
//!   clock and the refugees around it), `panel` (the step in hand: keep an
//!   identity, question, claim, swap, vote, break a tie), `secrets` (the
//!   viewer's own allegiance, identity and notebook) and `history` (the
//!   public claims and votes).
//! - `words`: the prompt and the names of cards and choices; log lines come
//!   from the rules' `log`, given the reader's view (`describe_in`).
//! - `rules_text`, `cover`, `result`: how to play, the home cover, the end's story.
//!
//! The game hides allegiances, identities and what each seat saw, so the
//! shell curtains the board between two humans. The board draws only what
//! the view holds, and the view holds only the viewer's own secrets; every
//! element that shows one carries `data-secret` with its seat's number, so
//! the browser tests can tell the viewer's own secrets from a leak.

mod table;
mod ctx;
mod clock;
mod cover;
mod history;
mod panel;
mod result;
mod rules_text;
mod secrets;
mod words;

use super::{Event, Nigh, Setup, View};
use crate::engine::Outcome;
use crate::kit::game_ui::{BoardProps, GameUi, OptionSpec};
use crate::saves::SeatInfo;
use yew::prelude::*;

impl GameUi for Nigh {
    const HIDES_INFORMATION: bool = true;

    fn options(_seats: usize) -> Vec<OptionSpec> {
        Vec::new()
    }

    fn make_setup(seats: usize, _choices: &[usize]) -> Setup {
        // An out-of-range table is passed on as is: `Game::new` refuses it with a reason.
        Setup { players: u8::try_from(seats).unwrap_or(u8::MAX) }
    }

    fn board(props: &BoardProps<Self>) -> Html {
        html! { <table::NighBoard ..props.clone() /> }
    }

    fn prompt(view: &View, seats: &[SeatInfo]) -> String {
        words::prompt(view, seats)
    }

    /// Without a view the refugees cannot be named; the shell asks
    /// `describe_in`, so this is only a fallback that says who acted.
    fn describe(event: &Event, seats: &[SeatInfo]) -> String {
        words::bare_event(event, seats)
    }

    fn describe_in(event: &Event, view: &View, seats: &[SeatInfo]) -> String {
        match super::log::describe(event, view) {
            Some(line) => line.render(|s| words::name(seats, s)),
            None => String::new(),
        }
    }

    fn how_to_play() -> Html {
        rules_text::how_to_play()
    }

    fn cover() -> Html {
        cover::cover()
    }

    fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
        result::result(view, outcome, seats)
    }
}
