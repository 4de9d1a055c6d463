//! The board's side part: the species' panels (the viewer's own first, with
//! its gene cards), the round and barrier pieces, the spinner and the
//! Environmental Change card; and the one-line turn summary drawn above the
//! map, so the spin's result is in view on a phone without scrolling. The
//! view with everything adds the face-down decks in order (`FaceDownPiles`).

use super::ctx::use_exn_ctx;
use super::spinner::Spinner;
use super::{species, words};
use crate::engine::words::count;
use crate::games::extinction::cards::SPINNER;
use crate::games::extinction::prompt::{barriers_left, mild_season_turn};
use crate::games::extinction::words::face_down_piles;
use crate::games::extinction::View;
use crate::kit::piles::{FaceDownPiles, Pile};
use yew::prelude::*;

#[function_component]
pub fn SidePanel() -> Html {
    let ctx = use_exn_ctx();
    let view = &ctx.view;
    html! {
        <>
            { species::panels(&ctx) }
            { status(view) }
            <Spinner segment={ctx.view.table.spun} turn_no={view.table.turn_no} />
            { environment(view) }
            <FaceDownPiles piles={piles(view)} />
        </>
    }
}

/// The face-down decks, next card first, in the view with everything only
/// (none otherwise, so `FaceDownPiles` draws nothing).
fn piles(view: &View) -> Vec<Pile> {
    face_down_piles(view)
        .into_iter()
        .map(|(name, cards)| Pile { name, items: cards.into_iter().map(|c| html! { { c } }).collect() })
        .collect()
}

/// One line over the map: the round and this turn's spin (after a mild
/// season, the chosen pair and what is left of the spin).
#[function_component]
pub fn TurnLine() -> Html {
    let ctx = use_exn_ctx();
    let t = &ctx.view.table;
    // After a mild season the spinner beside the map still shows the spin.
    let spin = match (mild_season_turn(t), ctx.view.table.spun) {
        (Some(words), _) => words,
        (None, Some(s)) => {
            let (a, b) = SPINNER[usize::from(s) % SPINNER.len()];
            format!("Spun {}: {}, then {}.", s + 1, a.name(), b.name())
        }
        (None, None) if t.round == 0 => "Founders first; gene cards come after.".to_string(),
        (None, None) => "Not spun yet this turn.".to_string(),
    };
    html! {
        <p class="exn-turn-line" data-testid="exn-turn-line">
            <span class="exn-strong">{ round_words(&ctx.view) }</span>{ " · " }<span>{ spin }</span>
        </p>
    }
}

/// "Round 3 of 12", "Setting up: founders".
fn round_words(view: &View) -> String {
    let t = &view.table;
    if t.round == 0 {
        "Setting up: founders".to_string()
    } else if t.setup.rounds == 0 {
        format!("Round {} (until one species remains)", t.round)
    } else {
        format!("Round {} of {}", t.round, t.setup.last_round())
    }
}

/// The round against the limit, and the barrier pieces still off the island.
fn status(view: &View) -> Html {
    let round = round_words(view);
    html! {
        <section class="exn-box exn-status" aria-label="Round and barriers">
            <p class="exn-strong">{ round }</p>
            <p class="exn-note">{ format!("Barriers left: {}.", barriers_left(&view.table)) }</p>
        </section>
    }
}

/// The Environmental Change card in force (a drought being culled), else the
/// last one drawn (it went under the deck, first of the seen cards), with its text.
fn environment(view: &View) -> Html {
    use crate::games::extinction::cards::ENVIRONMENT;
    let t = &view.table;
    let (head, card) = match (t.env_in_play, t.env_seen.first()) {
        (Some(c), _) => ("Environmental change in force", c),
        (None, Some(c)) => ("Last environmental change", *c),
        (None, None) => {
            return html! {
                <section class="exn-box exn-env" aria-label="Environmental change">
                    <h2 class="exn-h">{ "Environmental change" }</h2>
                    <p class="exn-note">{ format!("None drawn yet; {} in the deck.", count(view.env_hidden as i64, "card", "cards")) }</p>
                </section>
            };
        }
    };
    let card = ENVIRONMENT[usize::from(card) % ENVIRONMENT.len()];
    html! {
        <section class="exn-box exn-env" aria-label="Environmental change" data-testid="exn-env">
            <h2 class="exn-h">{ head }</h2>
            <p class="exn-strong">{ card.title() }</p>
            <p class="exn-note">{ words::env_effect(card) }</p>
        </section>
    }
}
