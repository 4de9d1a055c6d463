//! The top strip: the Mothership (active threat, health), the Bunker
//! (active card, construction rule, health, storage slots) and the decks.
//! Only the cards and the storage target are controls; the rest is markup text.

use super::art::{parameter_words, player_name, Shown};
use super::card_svg::{card_button, small, suit_icon, CardState};
use super::parts::section;
use super::table::{Ctx, Pick};
use super::words;
use crate::games::extinction_point::cards::Suit;
use crate::games::extinction_point::{Action, Spot};
use crate::kit::markup::{static_markup, Esc, Markup};
use yew::prelude::*;

pub fn mothership(ctx: &Ctx) -> Html {
    let v = ctx.view;
    let d = v.mothership_top.def();
    let label = format!("Mothership: health {}, active threat {}", v.mothership_health, d.name);
    active_card(ctx, Shown::Mothership(v.mothership_top), "ep-box ep-foe", label, stat("Mothership", v.mothership_health, "ep-pip", d.text))
}

pub fn bunker(ctx: &Ctx) -> Html {
    let v = ctx.view;
    let d = v.bunker_top.def();
    let label = format!("Bunker: health {}, active card {}", v.bunker_health, d.name);
    let rule = format!("Build: {}", parameter_words(d.parameter));
    active_card(ctx, Shown::Bunker(v.bunker_top), "ep-box ep-bunker", label, stat("Bunker", v.bunker_health, "ep-pip ep-pip-bunker", &rule))
}

/// The Mothership's or the Bunker's face-up card (tap to read it) beside its stat.
fn active_card(ctx: &Ctx, card: Shown, class: &'static str, label: String, stat: Html) -> Html {
    section(class, label.into(), None, None, vec![card_button(card, CardState::Plain, "", ctx.read(card)), stat])
}

/// Name, health as a number and as pips (the pips alone would be colour and
/// count only), and the active card's rule in short.
fn stat(name: &str, health: u8, pip_class: &str, rule: &str) -> Html {
    let mut m = Markup::new();
    m.add(format_args!(
        r#"<div class="ep-stat"><span>{name}</span><strong>Health {health}</strong><span class="ep-pips" aria-hidden="true">"#
    ));
    for _ in 0..health {
        m.add(format_args!(r#"<span class="{pip_class}"></span>"#));
    }
    m.add(format_args!(r#"</span><span class="ep-note">{}</span></div>"#, Esc(rule)));
    m.into_html()
}

/// The three storage slots (PEOPLE, WEAPON, SHIELD). A stored card that may
/// move onto a BUILDING is a choosable card; the slots are a target while a
/// card of the won trick that may be stored is chosen.
pub fn storage(ctx: &Ctx) -> Html {
    let mut items = vec![static_markup(r#"<span class="ep-slots-title">Storage</span>"#)];
    for suit in [Suit::People, Suit::Weapon, Suit::Shield] {
        slot(ctx, suit, &mut items);
    }
    if let Some(Pick::Trick(c)) = ctx.pick {
        let act = Action::Place { card: c, to: Spot::Bunker };
        if ctx.legal.contains(&act) {
            items.push(ctx.button(act, "ep-btn ep-btn-main", true, format!("Store {} in the Bunker", player_name(c))));
        }
    }
    section("ep-box ep-slots", "Bunker storage".into(), Some("group"), None, items)
}

/// One suit's slot: its stored cards, or its shape when empty.
fn slot(ctx: &Ctx, suit: Suit, items: &mut Vec<Html>) {
    let mut empty = true;
    for c in ctx.view.table.storage.iter().copied().filter(|c| c.suit == suit) {
        empty = false;
        let movable = ctx.legal.iter().any(|a| matches!(a, Action::MoveStored { card, .. } if *card == c));
        let state = match ctx.pick {
            Some(Pick::Stored(p)) if p == c => CardState::Chosen,
            _ if movable => CardState::Legal,
            _ => CardState::Plain,
        };
        let extra = if movable { "Stored in the Bunker: tap, then tap a BUILDING to move it there" } else { "Stored in the Bunker" };
        items.push(small(card_button(Shown::Player(c), state, extra, ctx.choose(Pick::Stored(c), movable))));
    }
    if empty {
        let mut m = Markup::new();
        m.add(format_args!(r#"<span class="ep-slot" role="img" aria-label="{} storage: empty">"#, suit.name()));
        suit_icon(&mut m, suit);
        m.add(format_args!(r#"<span class="ep-slot-word">{}</span></span>"#, suit.name()));
        items.push(m.into_html());
    }
}

/// Deck counts, the hand and round, and every seat's cards in hand (names
/// are typed by players, so they go through `Esc`).
pub fn decks(ctx: &Ctx) -> Html {
    let v = ctx.view;
    let t = &v.table;
    let mut m = Markup::new();
    m.add(format_args!(
        r#"<section class="ep-box ep-stat ep-decks" aria-label="Decks and hands"><span>Hand {} · round {} of 7 · </span><span>Decks: Player {} · Infiltrator {}</span><span class="ep-discards">Discards: Player {} · Infiltrator {}</span><span class="ep-hands">Cards in hand: "#,
        t.hand_no,
        t.round,
        v.player_deck,
        v.infiltrator_deck,
        t.player_discard.len(),
        t.infiltrator_discard.len()
    ));
    for (i, (seat, n)) in v.hand_counts.iter().enumerate() {
        let sep = if i == 0 { "" } else { " · " };
        m.add(format_args!("{sep}{} {n}", Esc(&words::name(ctx.seats, seat))));
    }
    m.put("</span></section>");
    m.into_html()
}
