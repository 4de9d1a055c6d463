//! Extinction Point in the browser: the board and the words and pictures the
//! shell asks every game for ([`GameUi`]).
//!
//! - `table`: the board component (the two-tap choice and the reading panel) that
//!   lays out `status` (Mothership, Bunker, decks), `settlement`, `trick`,
//!   `choices` (election, sabotage, build, press) and `hand`, or, in the
//!   review with everything, `revealed` (every hand, the face-down piles).
//! - `arrivals`: where a card just played into the trick glides in from.
//! - `card_svg` draws one card (the `Card` button, its face); `art` says
//!   what each card shows.
//! - `words`: why a card cannot be played; the prompt and the log lines
//!   are the rules' own (`prompt`, `log`).
//! - `rules_text`, `cover`, `result`: how to play, the home cover, the end.
//!
//! Everything built from the game is `html!`; buttons are `kit::parts::Button`.
//! Only the cover and the rules' fixed prose are static markup.
//!
//! The game hides every hand, so the shell curtains the board between two
//! humans; the board only ever draws `View::hand`, the viewer's own, except
//! in a finished game's review with everything (`View::everything`). Each
//! hand drawn carries `data-secret` with its seat's number, so the browser
//! tests can tell the viewer's own hand from a leak.

mod arrivals;
mod art;
mod card_svg;
mod choices;
mod cover;
mod ctx;
mod hand;
mod result;
mod revealed;
mod rules_text;
mod settlement;
mod status;
mod table;
mod trick;
mod words;

use super::state::RULEBOOK_HEALTH;
use super::{Difficulty, ExtinctionPoint, Setup, View};
use crate::engine::Outcome;
use crate::kit::figure::Figure;
use crate::kit::game_ui::{BoardProps, GameUi, OptionSpec};
use crate::saves::SeatInfo;
use yew::prelude::*;

/// Custom health choices in the order listed (the rulebook's 5 first).
const HEALTH: [u8; 10] = [5, 1, 2, 3, 4, 6, 7, 8, 9, 10];
const HEALTH_LABELS: [&str; 10] =
    ["5 cards (the rulebook's)", "1 card", "2 cards", "3 cards", "4 cards", "6 cards", "7 cards", "8 cards", "9 cards", "10 cards"];

fn health_choices(help: &'static str) -> Vec<(&'static str, &'static str)> {
    HEALTH_LABELS.iter().map(|l| (*l, help)).collect()
}

/// The "Set-up" choices, in order: balanced (the default), the rulebook's, custom.
const BALANCED: usize = 0;
const RULEBOOK: usize = 1;
const CUSTOM: usize = 2;

impl GameUi for ExtinctionPoint {
    const HIDES_INFORMATION: bool = true;

    fn options(_seats: usize) -> Vec<OptionSpec> {
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
                only_when: None,
            },
            OptionSpec {
                key: "setup",
                label: "Set-up",
                choices: vec![
                    (
                        "Balanced for the table",
                        "Bunker and Mothership health set by the difficulty and the number of players, so each difficulty wins about as often with 2, 3 or 4 players (the How to play page has the table).",
                    ),
                    (
                        "The rulebook's: 5 and 5",
                        "Bunker 5 and Mothership 5 at any table size, as printed. More players win more tricks, so it gets easier as the table grows.",
                    ),
                    ("Custom", "Choose the Bunker's and the Mothership's health below."),
                ],
                only_when: None,
            },
            OptionSpec {
                key: "bunker",
                label: "Bunker health",
                choices: health_choices("The Bunker deck starts with this many cards: you all lose when it runs down to DEFEAT."),
                only_when: Some(("setup", CUSTOM)),
            },
            OptionSpec {
                key: "mothership",
                label: "Mothership health",
                choices: health_choices("The Mothership deck starts with this many cards: you all win when it runs down to VICTORY."),
                only_when: Some(("setup", CUSTOM)),
            },
        ]
    }

    fn make_setup(seats: usize, choices: &[usize]) -> Setup {
        let pick = |k: usize| choices.get(k).copied().unwrap_or(0);
        // An out-of-range table is passed on as is: `Game::new` refuses it with a reason.
        let players = u8::try_from(seats).unwrap_or(u8::MAX);
        let difficulty = Difficulty::ALL.get(pick(0)).copied().unwrap_or_default();
        let (bunker_health, mothership_health) = match pick(1) {
            BALANCED => difficulty.balanced_health(players),
            RULEBOOK => RULEBOOK_HEALTH,
            _ => (HEALTH.get(pick(2)).copied().unwrap_or(5), HEALTH.get(pick(3)).copied().unwrap_or(5)),
        };
        Setup { players, difficulty, bunker_health, mothership_health }
    }

    fn board(props: &BoardProps<Self>) -> Html {
        html! { <table::EpBoard ..props.clone() /> }
    }

    fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
        rules_text::how_to_play(pictures)
    }

    fn figures() -> &'static [&'static Figure<Self>] {
        &crate::games::extinction_point::figures::ALL
    }

    fn cover() -> Html {
        cover::cover()
    }

    fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
        result::result(view, outcome, seats)
    }
}
