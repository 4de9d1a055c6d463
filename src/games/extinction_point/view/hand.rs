//! The viewer's own hand, and only theirs: the view holds no other hand,
//! so nothing else can reach the page. Playable cards are raised with a
//! dashed edge; the others are faded and say why when tapped.

use super::art::{player_name, Shown};
use super::card_svg::{card_button, CardState};
use super::markup;
use super::parts::{div, section};
use super::table::{Ctx, Pick};
use super::words;
use crate::engine::Viewer;
use crate::games::extinction_point::Action;
use crate::kit::markup::{static_markup, Esc};
use yew::prelude::*;

pub fn hand(ctx: &Ctx) -> Html {
    let v = ctx.view;
    let Viewer::Seat(me) = v.viewer else {
        return Html::default();
    };
    let playing = ctx.legal.iter().any(|a| matches!(a, Action::Play { .. }));
    let cards: Vec<Html> = v
        .hand
        .iter()
        .map(|&c| {
            let legal = ctx.legal.contains(&Action::Play { card: c });
            let state = match ctx.pick {
                Some(Pick::Hand(p)) if p == c => CardState::Chosen,
                _ if legal => CardState::Legal,
                _ if playing => CardState::Dimmed,
                _ => CardState::Plain,
            };
            let (extra, tap) = if legal {
                ("Playable: tap to choose, tap again to play", ctx.choose(Pick::Hand(c), true))
            } else {
                let why = words::why_not_playable(v, ctx.seats, c, ctx.acting.is_some());
                ("", ctx.read_with(Shown::Player(c), why))
            };
            card_button(Shown::Player(c), state, extra, tap)
        })
        .collect();
    let confirm = match ctx.pick {
        Some(Pick::Hand(c)) => {
            ctx.button(Action::Play { card: c }, "ep-btn ep-btn-main", false, format!("Confirm: play {}", player_name(c)))
        }
        _ => Html::default(),
    };
    let title = format!("Your hand, {}: {} cards", words::name(ctx.seats, me), v.hand.len());
    let heading = markup(format_args!(r#"<h3>{}<span class="ep-hint"> · tap any card to read it</span></h3>"#, Esc(&title)));
    let body = if v.hand.is_empty() { static_markup(r#"<p class="ep-note">No cards in hand.</p>"#) } else { div("ep-cards", cards) };
    // A hand that cannot play now is drawn smaller (ep-idle), leaving room for the choices.
    let class = if playing { "ep-box ep-hand" } else { "ep-box ep-hand ep-idle" };
    section(class, title.into(), None, Some("ep-hand"), vec![div("ep-hand-head", vec![heading, confirm]), body])
}
