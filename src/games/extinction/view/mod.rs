//! Extinction in the browser: the board and the words and pictures the
//! shell asks every game for ([`GameUi`]).
//!
//! - `board`: the board component, which makes the context (`ctx`, with
//!   the two-tap selection for culls and captures) and lays out its parts:
//!   `controls` (the step's buttons, in the shell's dock), `map_area` (the
//!   map: `taps` says what each hex does, `island` draws it and its key,
//!   `map_window` is a phone's close-up and whole-island view) and `side`
//!   (`species` panels, the `spinner`, the round and environment).
//! - `words`: the board's own sentences; the prompt and the log lines are
//!   the rules' (`extinction::prompt`, `extinction::log`).
//! - `rules_text`, `cover`, `result`: how to play, the home cover, the end.
//!
//! Everything built from the game is `html!`; buttons are `kit::parts::Button`.
//! Gene cards are secret, so the shell curtains the board between two humans;
//! the board draws only `View::genes`, the viewer's own six, except in the
//! view with everything (a finished game's review), which reveals them all.

mod controls;
mod cover;
mod ctx;
mod island;
mod map_area;
mod map_window;
mod result;
mod rules_text;
mod side;
mod species;
mod spinner;
mod table;
mod taps;
mod words;

use super::{Extinction, Setup, View, DEFAULT_ROUNDS};
use crate::engine::Outcome;
use crate::kit::figure::Figure;
use crate::kit::game_ui::{BoardProps, GameUi, OptionSpec};
use crate::saves::SeatInfo;
use yew::prelude::*;

/// The round limits offered, in the order listed; the first is the default.
/// 0 plays until one species remains.
const ROUNDS: [u8; 8] = [DEFAULT_ROUNDS, 2, 3, 6, 9, 18, 24, 0];
const ROUND_CHOICES: [(&str, &str); 8] = [
    ("12 rounds", "About half an hour with bots; the score counts individuals on cubes showing 1 to 4."),
    ("2 rounds", "A very short game, to learn the moves."),
    ("3 rounds", "A quick game."),
    ("6 rounds", "A short game."),
    ("9 rounds", "A little shorter than standard."),
    ("18 rounds", "A long game: more time for extinctions."),
    ("24 rounds", "A very long game."),
    ("Until one species remains", "No time limit (the game still stops after 99 rounds)."),
];

impl GameUi for Extinction {
    const HIDES_INFORMATION: bool = true;

    fn options(_seats: usize) -> Vec<OptionSpec> {
        vec![OptionSpec { key: "rounds", label: "Time limit", choices: ROUND_CHOICES.to_vec(), only_when: None }]
    }

    fn make_setup(seats: usize, choices: &[usize]) -> Setup {
        let pick = choices.first().copied().unwrap_or(0);
        // An out-of-range table is passed on as is: `Game::new` refuses it with a reason.
        Setup { players: u8::try_from(seats).unwrap_or(u8::MAX), rounds: ROUNDS.get(pick).copied().unwrap_or(DEFAULT_ROUNDS) }
    }

    fn board(props: &BoardProps<Self>) -> Html {
        html! { <table::ExtinctionBoard ..props.clone() /> }
    }

    fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
        rules_text::how_to_play(pictures)
    }

    fn figures() -> &'static [&'static Figure<Self>] {
        &crate::games::extinction::figures::ALL
    }

    fn cover() -> Html {
        cover::cover()
    }

    fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
        result::result(view, outcome, seats)
    }
}
