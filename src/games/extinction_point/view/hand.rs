//! The viewer's own hand, and only theirs: the view holds no other hand,
//! so nothing else can reach the page. Playable cards are raised with a
//! dashed edge; the others are faded and say why when tapped.

use super::art::{player_name, Shown};
use super::card_svg::{Card, CardState};
use super::ctx::{Ctx, Pick, use_ep_ctx};
use super::words;
use crate::engine::Viewer;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::Action;
use crate::kit::parts::Button;
use yew::prelude::*;

#[component]
pub fn Hand() -> Html {
    let ctx = &use_ep_ctx();
    let v = &*ctx.view;
    let Viewer::Seat(me) = v.viewer else {
        return Html::default();
    };
    let playing = ctx.legal.iter().any(|a| matches!(a, Action::Play { .. }));
    let cards = v.hand.iter().map(|&c| {
        let legal = ctx.legal.contains(&Action::Play { card: c });
        let state = match ctx.pick() {
            Some(Pick::Hand(p)) if p == c => CardState::Chosen,
            _ if legal => CardState::Legal,
            _ if playing => CardState::Dimmed,
            _ => CardState::Plain,
        };
        let (hint, on_press) = if legal {
            ("Playable: tap to choose, tap again to play", ctx.choose(Pick::Hand(c), true))
        } else {
            let why = words::why_not_playable(v, &ctx.seats, c, ctx.acting.is_some());
            ("", ctx.read_with(Shown::Player(c), why))
        };
        html! { <Card card={Shown::Player(c)} {state} {hint} {on_press} /> }
    });
    let title = format!("Your hand, {}: {} cards", words::name(&ctx.seats, me), v.hand.len());
    // A hand that cannot play now is drawn smaller (ep-idle), leaving room for the choices.
    let class = if playing { "ep-box ep-hand" } else { "ep-box ep-hand ep-idle" };
    html! {
        <section {class} aria-label={title.clone()} data-testid="ep-hand">
            <div class="ep-hand-head">
                <h2>{ title }<span class="ep-hint">{ " · tap any card to read it" }</span></h2>
                if let Some(Pick::Hand(c)) = ctx.pick() {
                    { confirm(ctx, c) }
                }
            </div>
            if v.hand.is_empty() {
                <p class="ep-note">{ "No cards in hand." }</p>
            } else {
                <div class="ep-cards">{ for cards }</div>
            }
        </section>
    }
}

/// The button that plays the chosen card. A Signal Flare played after the
/// lead may also switch the lead to WEAPON: then this button is that choice,
/// and a tap on the trick plays it with the lead unchanged (both say which).
fn confirm(ctx: &Ctx, card: PlayerCard) -> Html {
    let switch = Action::PlayAndSwitchLead { card };
    if ctx.legal.contains(&switch) {
        return html! {
            <Button class="ep-btn ep-btn-main" testid="ep-switch-lead" label={format!("Play {}: WEAPON leads", player_name(card))} on_press={ctx.act(switch)} />
        };
    }
    html! { <Button class="ep-btn ep-btn-main" label={format!("Confirm: play {}", player_name(card))} on_press={ctx.act(Action::Play { card })} /> }
}
