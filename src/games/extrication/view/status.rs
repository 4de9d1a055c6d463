//! The strip above the track: the round, the Development card in force with
//! its text (always shown) and what is left face down. It keeps one height
//! through a turn (the turn's buttons are in the dock, `step`), so the track
//! under it never moves while a person taps.

use super::ctx::use_xt_ctx;
use crate::engine::words::count;
use crate::games::extrication::words::round_words;
use crate::games::extrication::View;
use yew::prelude::*;

#[component]
pub fn Status() -> Html {
    let ctx = &use_xt_ctx();
    let v = &*ctx.view;
    html! {
        <div class="xt-status">
            <Development />
            <section class="xt-box xt-round" aria-label="Round and piles">
                <strong>{ round_words(v) }</strong>{ " " }
                <span class="xt-note">{ last_round_words(v) }</span>{ " " }
                <span class="xt-note">{ format!("Face down: {}, {}. Bag: {}.", count(v.ship_pile.len() as i64, "ship", "ships"), count(v.cargo_pile.len() as i64, "tile", "tiles"), count(v.bag.len() as i64, "cube", "cubes")) }</span>
            </section>
        </div>
    }
}

/// When the game ends, as far as anyone can know it.
fn last_round_words(v: &View) -> String {
    match v.final_scramble_depth {
        None => "Final Scramble is turned: scoring follows this round.".into(),
        Some(0) => "Final Scramble is the next Development card.".into(),
        Some(d) => format!("Final Scramble is under {} more.", count(d as i64, "card", "cards")),
    }
}

/// The card in force, by name and text; in round 1 there is none.
#[component]
fn Development() -> Html {
    let t = &use_xt_ctx().view.table;
    let (name, text) = match t.development {
        Some(card) => (card.name().to_string(), card.text().to_string()),
        None => {
            ("No Development card yet".into(), "Round 1 is played by the plain rules; a card is turned before each later round.".into())
        }
    };
    html! {
        <section class="xt-box xt-dev" aria-label="Development card in force" data-testid="xt-development">
            <span class="xt-h">{ "Development in force: " }</span>
            <strong>{ name }</strong>{ ". " }
            <span class="xt-note">{ text }</span>
        </section>
    }
}
