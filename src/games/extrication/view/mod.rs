//! Extrication in the browser: the board and the words and pictures the
//! shell asks every game for ([`GameUi`]).
//!
//! - `table`: the board component and its one piece of state, the item
//!   chosen on the track (tap to choose, tap a pad or the tableau to place);
//!   it lays out `status` (round, Development card, turn controls), `track`
//!   (the ten locations) and `mats` (each player's pads, tableau and
//!   Population track); `pieces` draws a ship card and a worker; `piles`
//!   lists the face-down piles in order in a review with everything revealed.
//! - `step`: the step's buttons (Launch, Leave the track, End turn, where a
//!   chosen item goes), drawn in the shell's dock under the prompt.
//!
//! The prompt and the log lines are the rules' own (`prompt.rs`, `log.rs`,
//! pure and tested natively); here they are only written with the names.
//! - `rules_text`, `cover`, `result`: how to play, the home cover, the end.
//!
//! Everything built from the game is `html!`; buttons are `kit::parts::Button`.
//! Only the cover and the rules' fixed prose are static markup.
//!
//! Nothing is hidden between players (only the face-down piles and the bag,
//! which no one sees), so there is no curtain.

mod cover;
mod ctx;
mod mats;
mod pieces;
mod piles;
mod result;
mod rules_text;
mod status;
mod step;
mod table;
mod track;

use super::{Extrication, Setup, View};
use crate::engine::Outcome;
use crate::kit::figure::Figure;
use crate::kit::game_ui::{BoardProps, GameUi, OptionSpec};
use crate::saves::SeatInfo;
use yew::prelude::*;

impl GameUi for Extrication {
    const HIDES_INFORMATION: bool = false;

    fn options(_seats: usize) -> Vec<OptionSpec> {
        Vec::new()
    }

    fn make_setup(seats: usize, _choices: &[usize]) -> Setup {
        // An out-of-range table is passed on as is: `Game::new` refuses it with a reason.
        Setup { players: u8::try_from(seats).unwrap_or(u8::MAX) }
    }

    fn board(props: &BoardProps<Self>) -> Html {
        html! { <table::ExtricationBoard ..props.clone() /> }
    }

    fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
        rules_text::how_to_play(pictures)
    }

    fn figures() -> &'static [&'static Figure<Self>] {
        &crate::games::extrication::figures::ALL
    }

    fn cover() -> Html {
        cover::cover()
    }

    fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
        result::result(view, outcome, seats)
    }
}
