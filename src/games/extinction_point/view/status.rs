//! The top strip: the Mothership (active threat, health), the Bunker
//! (active card, construction rule, health, storage slots) and the decks.

use super::art::{art, parameter_words, player_name, Shown};
use super::table::{Ctx, Pick};
use super::card_svg::{card_button, suit_shape, CardState};
use crate::games::extinction_point::cards::Suit;
use crate::games::extinction_point::{Action, Spot};
use yew::prelude::*;

/// Health as pips and as a number (the pips alone would be colour and count only).
fn health(n: u8, bunker: bool) -> Html {
    let pips: Html = (0..n).map(|_| html! { <span class={classes!("ep-pip", bunker.then_some("ep-pip-bunker"))}></span> }).collect();
    html! {
        <>
            <strong>{ format!("Health {n}") }</strong>
            <span class="ep-pips" aria-hidden="true">{ pips }</span>
        </>
    }
}

pub fn mothership(ctx: &Ctx) -> Html {
    let v = ctx.view;
    let card = Shown::Mothership(v.mothership_top);
    html! {
        <section class="ep-box ep-foe" aria-label={format!("Mothership: health {}, active threat {}", v.mothership_health, v.mothership_top.def().name)}>
            { card_button(&art(card), CardState::Plain, "", ctx.read(card)) }
            <div class="ep-stat">
                <span>{ "Mothership" }</span>
                { health(v.mothership_health, false) }
                <span class="ep-note">{ v.mothership_top.def().text }</span>
            </div>
        </section>
    }
}

pub fn bunker(ctx: &Ctx) -> Html {
    let v = ctx.view;
    let card = Shown::Bunker(v.bunker_top);
    let d = v.bunker_top.def();
    html! {
        <section class="ep-box ep-bunker" aria-label={format!("Bunker: health {}, active card {}", v.bunker_health, d.name)}>
            { card_button(&art(card), CardState::Plain, "", ctx.read(card)) }
            <div class="ep-stat">
                <span>{ "Bunker" }</span>
                { health(v.bunker_health, true) }
                <span class="ep-note">{ format!("Build: {}", parameter_words(d.parameter)) }</span>
            </div>
        </section>
    }
}

/// The three storage slots (PEOPLE, WEAPON, SHIELD). A stored card that may
/// move onto a BUILDING is a choosable card; the slots are a target while a
/// card of the won trick that may be stored is chosen.
pub fn storage(ctx: &Ctx) -> Html {
    let v = ctx.view;
    let stores_pick = matches!(ctx.pick, Some(Pick::Trick(c)) if ctx.legal.contains(&Action::Place { card: c, to: Spot::Bunker }));
    let slots: Html = [Suit::People, Suit::Weapon, Suit::Shield]
        .into_iter()
        .map(|suit| {
            let stored: Vec<_> = v.table.storage.iter().copied().filter(|c| c.suit == suit).collect();
            if stored.is_empty() {
                return html! {
                    <span class="ep-slot" role="img" aria-label={format!("{} storage: empty", suit.name())}>
                        <svg viewBox="0 0 12 12" width="16" height="16" aria-hidden="true">{ suit_shape(suit, 12) }</svg>
                        <span class="ep-slot-word">{ suit.name() }</span>
                    </span>
                };
            }
            stored
                .into_iter()
                .map(|c| {
                    let movable = ctx.legal.iter().any(|a| matches!(a, Action::MoveStored { card, .. } if *card == c));
                    let state = match ctx.pick {
                        Some(Pick::Stored(p)) if p == c => CardState::Chosen,
                        _ if movable => CardState::Legal,
                        _ => CardState::Plain,
                    };
                    let extra = if movable { "Stored in the Bunker: tap, then tap a BUILDING to move it there" } else { "Stored in the Bunker" };
                    html! { <span class="ep-small">{ card_button(&art(Shown::Player(c)), state, extra, ctx.choose(Pick::Stored(c), movable)) }</span> }
                })
                .collect::<Html>()
        })
        .collect();
    let target = stores_pick.then(|| {
        let Some(Pick::Trick(c)) = ctx.pick else { return Html::default() };
        let act = Action::Place { card: c, to: Spot::Bunker };
        html! {
            <button type="button" role="button" class="ep-btn ep-btn-main" data-legal="true" onclick={ctx.act(act)}>
                { format!("Store {} in the Bunker", player_name(c)) }
            </button>
        }
    });
    html! {
        <section class="ep-box ep-slots" role="group" aria-label="Bunker storage">
            <span class="ep-slots-title">{ "Storage" }</span>{ slots }{ for target }
        </section>
    }
}

/// Deck counts, the hand and round, and every seat's cards in hand.
pub fn decks(ctx: &Ctx) -> Html {
    let v = ctx.view;
    let t = &v.table;
    let hands: Vec<String> = v.hand_counts.iter().map(|(s, n)| format!("{} {n}", super::words::name(ctx.seats, s))).collect();
    html! {
        <section class="ep-box ep-stat ep-decks" aria-label="Decks and hands">
            <span>{ format!("Hand {} · round {} of 7 · ", t.hand_no, t.round) }</span>
            <span>{ format!("Decks: Player {} · Infiltrator {}", v.player_deck, v.infiltrator_deck) }</span>
            <span class="ep-discards">{ format!("Discards: Player {} · Infiltrator {}", t.player_discard.len(), t.infiltrator_discard.len()) }</span>
            <span class="ep-hands">{ format!("Cards in hand: {}", hands.join(" · ")) }</span>
        </section>
    }
}
