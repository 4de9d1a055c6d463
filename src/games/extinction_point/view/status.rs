//! The top strip: the Mothership (active threat, health), the Bunker
//! (active card, construction rule, health, storage slots) and the decks.
//! The cards and the storage target are controls; the rest is words.

use super::art::{parameter_words, player_name, Shown};
use super::card_svg::{small, Card, CardState, SuitIcon};
use super::ctx::{Ctx, Pick};
use super::words;
use crate::games::extinction_point::cards::Suit;
use crate::games::extinction_point::{Action, Spot};
use crate::kit::dock::Dock;
use crate::kit::parts::Button;
use yew::prelude::*;

pub fn mothership(ctx: &Ctx) -> Html {
    let v = &*ctx.view;
    let d = v.mothership_top.def();
    let card = Shown::Mothership(v.mothership_top);
    html! {
        <section class="ep-box ep-foe" aria-label={format!("Mothership: health {}, active threat {}", v.mothership_health, d.name)}>
            <Card {card} on_press={ctx.read(card)} />
            <Stat name="Mothership" card={d.name} health={v.mothership_health} pip_class="ep-pip" rule={d.text} />
        </section>
    }
}

pub fn bunker(ctx: &Ctx) -> Html {
    let v = &*ctx.view;
    let d = v.bunker_top.def();
    let card = Shown::Bunker(v.bunker_top);
    html! {
        <section class="ep-box ep-bunker" aria-label={format!("Bunker: health {}, active card {}", v.bunker_health, d.name)}>
            <Card {card} on_press={ctx.read(card)} />
            <Stat name="Bunker" card={d.name} health={v.bunker_health} pip_class="ep-pip ep-pip-bunker" rule={sentence(parameter_words(d.parameter))} />
        </section>
    }
}

/// "Cards on a BUILDING must be …": the rule as a sentence of its own.
fn sentence(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect::<String>() + ".")
}

#[derive(Properties, PartialEq)]
struct StatProps {
    name: AttrValue,
    /// The active card's name (the threat, the Bunker card): on a narrow
    /// screen the card's picture is too small to carry it, and it is what
    /// changes every trick's odds.
    card: AttrValue,
    health: u8,
    /// The class of each pip (the Mothership's and the Bunker's differ in shape as well as colour).
    pip_class: AttrValue,
    /// The active card's rule, in short.
    rule: AttrValue,
}

/// Name, the active card's name, health as a number and as pips (the pips
/// alone would be colour and count only), and the active card's rule in short.
#[component]
fn Stat(props: &StatProps) -> Html {
    let pips = (0..props.health).map(|_| html! { <span class={props.pip_class.clone()}></span> });
    html! {
        <div class="ep-stat">
            <span>{ props.name.clone() }</span>
            <span class="ep-stat-card">{ props.card.clone() }</span>
            <strong>{ format!("Health {}", props.health) }</strong>
            <span class="ep-pips" aria-hidden="true">{ for pips }</span>
            <span class="ep-note">{ props.rule.clone() }</span>
        </div>
    }
}

/// The three storage slots (PEOPLE, WEAPON, SHIELD). A stored card that may
/// move onto a BUILDING is a choosable card. While a card of the won trick
/// that may be stored is chosen, its Store button is a step control, docked
/// under the prompt: in the status it took a row of its own, and on a phone
/// pushed the hand out of view.
pub fn storage(ctx: &Ctx) -> Html {
    let store = match ctx.pick() {
        Some(Pick::Trick(c)) => Some((c, Action::Place { card: c, to: Spot::Bunker })).filter(|(_, act)| ctx.legal.contains(act)),
        _ => None,
    };
    html! {
        <section class="ep-box ep-slots" aria-label="Bunker storage" role="group">
            <span class="ep-slots-title">{ "Storage" }</span>
            { for [Suit::People, Suit::Weapon, Suit::Shield].map(|suit| slot(ctx, suit)) }
            if let Some((c, act)) = store {
                <Dock><div class="ep-controls">
                    <Button class="ep-btn ep-btn-main" label={format!("Store {} in the Bunker", player_name(c))} legal=true hint={ctx.hinted(&act)} on_press={ctx.act(act)} />
                </div></Dock>
            }
        </section>
    }
}

/// One suit's slot: its stored cards, or its shape when empty.
fn slot(ctx: &Ctx, suit: Suit) -> Html {
    let stored: Vec<Html> = ctx
        .view
        .table
        .storage
        .iter()
        .copied()
        .filter(|c| c.suit == suit)
        .map(|c| {
            let movable = ctx.legal.iter().any(|a| matches!(a, Action::MoveStored { card, .. } if *card == c));
            let state = match ctx.pick() {
                Some(Pick::Stored(p)) if p == c => CardState::Chosen,
                _ if movable => CardState::Legal,
                _ => CardState::Plain,
            };
            let hint = if movable { "Stored in the Bunker: tap, then tap a BUILDING to move it there" } else { "Stored in the Bunker" };
            let hinted = movable && ctx.hint_on(Pick::Stored(c));
            small(html! { <Card card={Shown::Player(c)} {state} {hint} {hinted} on_press={ctx.choose(Pick::Stored(c), movable)} /> })
        })
        .collect();
    if !stored.is_empty() {
        return html! { <>{ stored }</> };
    }
    html! {
        <span class="ep-slot" role="img" aria-label={format!("{} storage: empty", suit.name())}>
            <SuitIcon {suit} />
            <span class="ep-slot-word">{ suit.name() }</span>
        </span>
    }
}

/// Deck counts, the hand and round, and every seat's cards in hand.
pub fn decks(ctx: &Ctx) -> Html {
    let v = &*ctx.view;
    let t = &v.table;
    // A no-break space ties each count to its name, so a narrow status wraps
    // between pairs ("Player 38"), never inside one.
    let hands: Vec<String> = v.hand_counts.iter().map(|(seat, n)| format!("{}\u{a0}{n}", words::name(&ctx.seats, seat))).collect();
    html! {
        <section class="ep-box ep-stat ep-decks" aria-label="Decks and hands">
            <span>{ format!("Hand\u{a0}{} · round\u{a0}{}\u{a0}of\u{a0}7", t.hand_no, t.round) }</span>
            <span>{ format!("Decks: Player\u{a0}{} · Infiltrator\u{a0}{}", v.player_deck, v.infiltrator_deck) }</span>
            <span class="ep-discards">{ format!("Discards: Player\u{a0}{} · Infiltrator\u{a0}{}", t.player_discard.len(), t.infiltrator_discard.len()) }</span>
            <span class="ep-hands">{ format!("Cards in hand: {}", hands.join(" · ")) }</span>
        </section>
    }
}
