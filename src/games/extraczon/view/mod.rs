//! ExtracZon in the browser: the SVG board and its controls, and the words
//! and pictures the shell asks every game for ([`GameUi`]).
//!
//! - `board_svg`, `sites`, `targets`: the map, the buildings and the legal
//!   move targets, in one SVG that scales to its box; `map`: that SVG with
//!   its zoom setting, `zoom`: the window's geometry.
//! - `table`: the board component: it makes the context (`ctx`) and lays
//!   out the map, the step's controls (in the dock) and `controls` (dice,
//!   Unsecured cards, seat panels).
//! - `words`: the board's labels (the prompt and the log are the rules'
//!   own `prompt` and `log`); `rules_text`, `cover`,
//!   `result`: the how-to-play page, the home cover and the end screen.

mod board_svg;
mod controls;
mod cover;
mod ctx;
mod map;
mod result;
mod rules_text;
mod sites;
mod svg;
mod table;
mod targets;
pub mod words;
mod zoom;

use super::{Event, ExtracZon, Mode, Setup, View};
use crate::engine::Outcome;
use crate::kit::figure::Figure;
use crate::kit::game_ui::{BoardProps, GameUi, OptionSpec};
use crate::saves::SeatInfo;
use yew::prelude::*;

/// A mode choice: label, help, teams by seat.
type ModeChoice = (&'static str, &'static str, Option<&'static [u8]>);

/// The mode choices of each table size (data, not code: a smaller download).
fn modes(seats: usize) -> &'static [ModeChoice] {
    match seats {
        1 => &[("Solo", "Clear all 24 Sites and the Apex alone; your haul sets your tier.", None)],
        2 => &[("Competitive", "Each player for themselves.", None)],
        3 => &[
            ("Competitive", "Each player for themselves.", None),
            ("Teams 2 v 1", "Seats 1 and 2 against seat 3; team totals decide.", Some(&[0, 0, 1])),
        ],
        _ => &[
            ("Competitive", "Each player for themselves.", None),
            ("Teams 2 v 2", "Seats 1 and 3 against seats 2 and 4 (partners in opposite corners).", Some(&[0, 1, 0, 1])),
            ("Teams 3 v 1", "Seats 1 to 3 against seat 4.", Some(&[0, 0, 0, 1])),
        ],
    }
}

impl GameUi for ExtracZon {
    const HIDES_INFORMATION: bool = false;

    fn options(seats: usize) -> Vec<OptionSpec> {
        let choices = modes(seats).iter().map(|(label, help, _)| (*label, *help)).collect();
        vec![OptionSpec { key: "mode", label: "Mode", choices, only_when: None }]
    }

    fn make_setup(seats: usize, choices: &[usize]) -> Setup {
        let pick = choices.first().copied().unwrap_or(0);
        let all = modes(seats);
        let team = all.get(pick).or(all.first()).and_then(|(_, _, team)| team.map(<[u8]>::to_vec));
        let mode = match (seats, team) {
            (1, _) => Mode::Solo,
            (_, Some(team)) => Mode::Teams { team },
            (_, None) => Mode::Competitive,
        };
        // An out-of-range table size is passed on as is: `Game::new` refuses it with a reason.
        Setup { players: u8::try_from(seats).unwrap_or(u8::MAX), mode }
    }

    fn board(props: &BoardProps<Self>) -> Html {
        html! { <table::XzBoard ..props.clone() /> }
    }

    fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
        rules_text::how_to_play(pictures)
    }

    fn figures() -> &'static [&'static Figure<Self>] {
        &crate::games::extraczon::figures::ALL
    }

    fn cover() -> Html {
        cover::cover()
    }

    fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
        result::result(view, outcome, seats)
    }

    fn reveal_wait_ms(view: &View, recent: &[Event]) -> u32 {
        controls::landing(view, recent)
    }
}
