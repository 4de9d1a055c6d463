//! Extinction Point in the browser: the board and the words and pictures the
//! shell asks every game for ([`GameUi`]).
//!
//! - `table`: the board component (the two-tap choice and the reading panel) that
//!   lays out `status` (Mothership, Bunker, decks), `settlement`, `trick`,
//!   `choices` (election, sabotage, build, press) and `hand`.
//! - `card_svg` draws one card; `art` says what each card shows.
//! - `parts`: the few `html!` elements (wrappers, boxes, buttons) the board
//!   is built from.
//! - `words`: prompt and reasons; log lines come from the rules' `log`.
//! - `rules_text`, `cover`, `result`: how to play, the home cover, the end.
//!
//! For a small download, what nobody taps (card faces, stacks, headings,
//! notes, the rules page) is written as markup text with `ui::markup`; only
//! controls are yew elements, each kind written once in `parts`.
//!
//! The game hides every hand, so the shell curtains the board between two
//! humans; the board only ever draws `View::hand`, the viewer's own.

mod art;
mod card_svg;
mod choices;
mod cover;
mod hand;
mod parts;
mod result;
mod rules_text;
mod settlement;
mod status;
mod table;
mod trick;
mod words;

use super::{Difficulty, Event, ExtinctionPoint, Setup, View};
use crate::engine::Outcome;
use crate::kit::game_ui::{BoardProps, GameUi, OptionSpec};
use crate::kit::markup::Markup;
use crate::saves::SeatInfo;
use std::fmt;
use yew::prelude::*;

/// One formatted piece of display-only markup as yew nodes (see `ui::markup`:
/// text costs the download far less than an `html!` element).
fn markup(piece: fmt::Arguments) -> Html {
    let mut m = Markup::new();
    m.add(piece);
    m.into_html()
}

/// Health choices in the order listed; the first (the rulebook's 5) is the default.
const HEALTH: [u8; 10] = [5, 1, 2, 3, 4, 6, 7, 8, 9, 10];
const HEALTH_LABELS: [&str; 10] =
    ["5 cards (standard)", "1 card", "2 cards", "3 cards", "4 cards", "6 cards", "7 cards", "8 cards", "9 cards", "10 cards"];

fn health_choices(help: &'static str) -> Vec<(&'static str, &'static str)> {
    HEALTH_LABELS.iter().map(|l| (*l, help)).collect()
}

impl GameUi for ExtinctionPoint {
    const HIDES_INFORMATION: bool = true;

    fn options(seats: usize) -> Vec<OptionSpec> {
        // Four players lose few tricks (the Infiltrator plays one card against
        // four), so the standard 5/5 is nearly always won there; the suggestion
        // is measured (docs/games/extinction-point.md, Balance), the default kept.
        let four = seats == 4;
        vec![
            OptionSpec {
                key: "difficulty",
                label: "Infiltrator",
                choices: vec![
                    ("Beginner", "No Sabotage cards: the Infiltrator plays only numbers, 1 to 13."),
                    ("Easy", "Its two 1s become 2 Sabotage cards that raid your BUILDINGs."),
                    ("Medium", "Its 1s and 2s become 4 Sabotage cards."),
                    ("Hard", "Its 1s, 2s and 3s become 6 Sabotage cards."),
                ],
            },
            OptionSpec {
                key: "bunker",
                label: "Bunker health",
                choices: health_choices(if four {
                    "Cards above DEFEAT: each point of damage removes one. Four players win nearly every game at 5 and 5: for a real fight try Bunker 3 and Mothership 7."
                } else {
                    "Cards above DEFEAT: each point of damage to the Bunker removes one."
                }),
            },
            OptionSpec {
                key: "mothership",
                label: "Mothership health",
                choices: health_choices(if four {
                    "Cards above VICTORY: each point of damage you deal removes one. With four players, 7 (and Bunker 3) plays about as hard as 5 and 5 does for fewer."
                } else {
                    "Cards above VICTORY: each point of damage you deal removes one."
                }),
            },
        ]
    }

    fn make_setup(seats: usize, choices: &[usize]) -> Setup {
        let pick = |k: usize| choices.get(k).copied().unwrap_or(0);
        Setup {
            // An out-of-range table is passed on as is: `Game::new` refuses it with a reason.
            players: u8::try_from(seats).unwrap_or(u8::MAX),
            difficulty: Difficulty::ALL.get(pick(0)).copied().unwrap_or_default(),
            bunker_health: HEALTH.get(pick(1)).copied().unwrap_or(5),
            mothership_health: HEALTH.get(pick(2)).copied().unwrap_or(5),
        }
    }

    fn board(props: &BoardProps<Self>) -> Html {
        html! { <table::EpBoard ..props.clone() /> }
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
