//! The strip above the track: the round, the Development card in force with
//! its text (always shown), what is left face down, and the acting person's
//! turn controls (leave the track, end the turn, let go of a chosen item)
//! with what their science tableau reaches this turn.

use super::ctx::{Ctx, use_ex_ctx};
use super::words;
use crate::games::extrication::components::{Resource, Science};
use crate::games::extrication::{Action, Stage, View};
use crate::kit::parts::Button;
use yew::prelude::*;

#[component]
pub fn Status() -> Html {
    let ctx = &use_ex_ctx();
    let v = &*ctx.view;
    html! {
        <div class="ex-status">
            <Development />
            <section class="ex-box ex-round" aria-label="Round and piles">
                <strong>{ words::round_words(v) }</strong>{ " " }
                <span class="ex-note">{ last_round_words(v) }</span>{ " " }
                <span class="ex-note">{ format!("Face down: {} ships, {} tiles. Bag: {} cubes.", v.ship_pile.len(), v.cargo_pile.len(), v.bag.len()) }</span>
            </section>
            <TurnControls />
        </div>
    }
}

/// When the game ends, as far as anyone can know it.
fn last_round_words(v: &View) -> String {
    match v.final_scramble_depth {
        None => "Final Scramble is turned: scoring follows this round.".into(),
        Some(0) => "Final Scramble is the next Development card.".into(),
        Some(d) => format!("Final Scramble is under {d} more card{}.", if d == 1 { "" } else { "s" }),
    }
}

/// The card in force, by name and text; in round 1 there is none.
#[component]
fn Development() -> Html {
    let t = &use_ex_ctx().view.table;
    let (name, text) = match t.development {
        Some(card) => (card.name().to_string(), card.text().to_string()),
        None => ("No Development card yet".into(), "Round 1 is played by the plain rules; a card is turned before each later round.".into()),
    };
    html! {
        <section class="ex-box ex-dev" aria-label="Development card in force" data-testid="ex-development">
            <span class="ex-h">{ "Development in force: " }</span>
            <strong>{ name }</strong>{ ". " }
            <span class="ex-note">{ text }</span>
        </section>
    }
}

/// The acting person's buttons, what their tableau reaches and the item
/// they chose; nothing while someone else acts (the prompt says who).
#[component]
fn TurnControls() -> Html {
    let ctx = &use_ex_ctx();
    let t = &ctx.view.table;
    let Some(turn) = t.turn else { return Html::default() };
    let mine = ctx.acting == Some(turn.seat) && !ctx.legal.is_empty();
    if !mine {
        return Html::default();
    }
    let at = match turn.stage {
        Stage::Act { at } => Some(at),
        _ => None,
    };
    let reach = at.map(|at| reach_words(ctx, turn.seat, at)).unwrap_or_default();
    let pick_words = ctx.choice.map(|p| {
        let item = match p.science {
            Some(s) => format!("the {} token", s.name()),
            None => words::one(p.resource).to_string(),
        };
        let whereto = if p.resource == Resource::Science { "Place" } else { "one of your pads" };
        format!("Chosen: {item} from {}. Tap {whereto}, or the item again.", words::location(p.from))
    });
    html! {
        <section class="ex-box ex-turn" aria-label="Turn" data-testid="ex-turn">
            // Once an item is chosen, where it goes matters more than the reach (the track still shows it).
            if !reach.is_empty() && pick_words.is_none() { <span class="ex-note ex-reach-words">{ reach }</span> }
            if let Some(w) = pick_words { <span class="ex-note ex-strong">{ w }</span> }
            <div class="ex-controls">
                    if ctx.choice.is_some() {
                        <Button class="ex-btn" label="Let go" aria_label="Let go of the chosen item" on_press={ctx.choose(None)} />
                    }
                    if ctx.may(Action::Leave) {
                        <Button class="ex-btn" label="Leave the track" on_press={ctx.act(Action::Leave)} />
                    }
                    if ctx.may(Action::EndTurn) {
                        <Button class="ex-btn ex-btn-main" label="End turn" on_press={ctx.act(Action::EndTurn)} />
                    }
            </div>
        </section>
    }
}

/// "Your science tableau reaches behind for Fuel cubes and ahead for
/// ships", for the seat standing at `at`; empty when it reaches nowhere but
/// here. (Which science reaches what is on the track's tags and the mats.)
fn reach_words(ctx: &Ctx, seat: crate::engine::Seat, at: u8) -> String {
    let t = &ctx.view.table;
    let mut behind = Vec::new();
    let mut ahead = Vec::new();
    for science in Science::ALL {
        let r = science.resource();
        let sources = t.sources(seat, at, r);
        let item = words::plural(r).to_string();
        if sources.iter().any(|&l| l < at) {
            behind.push(item.clone());
        }
        if sources.iter().any(|&l| l > at) {
            ahead.push(item);
        }
    }
    let mut parts = Vec::new();
    if !behind.is_empty() {
        parts.push(format!("behind for {}", behind.join(", ")));
    }
    if !ahead.is_empty() {
        parts.push(format!("ahead for {}", ahead.join(", ")));
    }
    if parts.is_empty() {
        return String::new();
    }
    let whose = if ctx.acting == Some(seat) { "Your".to_string() } else { format!("{}'s", words::name(&ctx.seats, seat)) };
    format!("{whose} science tableau reaches {}.", parts.join(" and "))
}
