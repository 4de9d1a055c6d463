//! The End Is Nigh in the browser: the board and the words and pictures the
//! shell asks every game for ([`GameUi`]).
//!
//! - `table`: the board component (its one piece of state is the choice a
//!   first tap made, `ctx`) laying out `clock` (the doomsday clock and the
//!   refugees around it; `arrivals` glides a voted or moved marker in),
//!   `step` (the step in hand's buttons, shown in the
//!   shell's dock under the prompt: keep an identity, question, claim, swap,
//!   vote, break a tie, use the identity), `secrets` (the viewer's own
//!   allegiance, identity and notebook), `everyone` (every seat's secrets
//!   and the face-down piles, in a review with everything revealed) and
//!   `history` (the public claims and votes).
//! - `words`: the names of choices and seats; the prompt and the log lines
//!   are the rules' own (`Narrated`, in `prompt.rs` and `log.rs`), rendered
//!   here with the players' names.
//! - `rules_text`, `cover`, `result`: how to play, the home cover, the end's story.
//!
//! The game hides allegiances, identities and what each seat saw, so the
//! shell curtains the board between two humans. The board draws only what
//! the view holds, and the view holds only the viewer's own secrets (all of
//! them only in the view with everything, `Viewer::All`, of a review); every
//! element that shows one carries `data-secret` with its seat's number, so
//! the browser tests can tell the viewer's own secrets from a leak.

mod arrivals;
mod clock;
mod cover;
mod ctx;
mod everyone;
mod history;
mod powers;
mod result;
mod rules_text;
mod secrets;
mod step;
mod table;
mod words;

use super::{Nigh, Setup, View};
use crate::engine::Outcome;
use crate::kit::figure::Figure;
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

    fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
        rules_text::how_to_play(pictures)
    }

    fn figures() -> &'static [&'static Figure<Self>] {
        &crate::games::the_end_is_nigh::figures::ALL
    }

    fn cover() -> Html {
        cover::cover()
    }

    fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
        result::result(view, outcome, seats)
    }
}
