//! Extinction in the browser: the board and the words and pictures the
//! shell asks every game for ([`GameUi`]).
//!
//! - `table`: the board component (the two-tap selection for culls and
//!   captures) that lays out `island` (the SVG map and its key) in
//!   `map_window` (a phone's close-up and whole-island view), `spinner`,
//!   `controls` (every button) and `species` (one panel per species).
//! - `words`: the prompt with its budget and the board's sentences; log
//!   lines come from the rules' `log`.
//! - `rules_text`, `cover`, `result`: how to play, the home cover, the end.
//!
//! Everything built from the game is `html!`; buttons are `kit::parts::Button`.
//! Gene cards are secret, so the shell curtains the board between two humans;
//! the board draws only `View::genes`, the viewer's own six.

mod controls;
mod ctx;
mod cover;
mod island;
mod map_window;
mod result;
mod rules_text;
mod species;
mod spinner;
mod table;
mod words;

use super::{Event, Extinction, Setup, View, DEFAULT_ROUNDS};
use crate::engine::Outcome;
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
        vec![OptionSpec { key: "rounds", label: "Time limit", choices: ROUND_CHOICES.to_vec() }]
    }

    fn make_setup(seats: usize, choices: &[usize]) -> Setup {
        let pick = choices.first().copied().unwrap_or(0);
        // An out-of-range table is passed on as is: `Game::new` refuses it with a reason.
        Setup { players: u8::try_from(seats).unwrap_or(u8::MAX), rounds: ROUNDS.get(pick).copied().unwrap_or(DEFAULT_ROUNDS) }
    }

    fn board(props: &BoardProps<Self>) -> Html {
        html! { <table::ExnBoard ..props.clone() /> }
    }

    fn prompt(view: &View, seats: &[SeatInfo]) -> String {
        words::prompt(view, seats)
    }

    fn describe(event: &Event, seats: &[SeatInfo]) -> String {
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        super::log::describe(event, &names)
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
