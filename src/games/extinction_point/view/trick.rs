//! The trick area: the played cards in order with a badge for who played
//! each (the Infiltrator's card second, marked wild with its + or −), the
//! leading suit in words and shape, and who is winning so far. While a hand
//! card is chosen, the whole area is a target: tapping it plays the card.

use super::art::{player_name, Shown};
use super::card_svg::{card_button, suit_icon, CardState};
use super::parts::div;
use super::table::{Ctx, Pick};
use super::words;
use crate::engine::Seat;
use crate::games::extinction_point::cards::{InfCard, PlayerCard};
use crate::games::extinction_point::rules::trick_values;
use crate::games::extinction_point::{Action, Phase};
use crate::kit::markup::{static_markup, Esc, Markup};
use crate::kit::seat_badge::seat_badge;
use yew::prelude::*;

pub fn trick(ctx: &Ctx) -> Html {
    let t = &ctx.view.table;
    let building = matches!(t.phase, Phase::Build { .. });
    let mut items: Vec<Html> = Vec::new();
    for (i, (seat, card)) in t.trick.plays.iter().enumerate() {
        items.push(played(ctx, *seat, *card, building));
        if i == 0 {
            items.extend(t.trick.infiltrator.map(|c| infiltrator(ctx, c)));
        }
    }
    if t.trick.plays.is_empty() {
        items.extend(t.trick.infiltrator.map(|c| infiltrator(ctx, c)));
    }
    let drop = drop_card(ctx);
    // Between tricks (the election) the area is empty: leave its room to the choices.
    if items.is_empty() && drop.is_none() {
        return Html::default();
    }
    let mut text = heading(ctx, drop);
    let cards = if items.is_empty() {
        text.put(r#"<p class="ep-note">No card played yet.</p>"#);
        Html::default()
    } else {
        div("ep-cards", items)
    };
    // With a card chosen the section itself is the target (a role="button"
    // that keys work on too); otherwise it is a plain labelled region.
    let play = drop.map(|card| Action::Play { card });
    html! {
        <section class={if drop.is_some() { "ep-box ep-trick ep-drop" } else { "ep-box ep-trick" }}
            role={drop.map(|_| "button")} tabindex={drop.map(|_| "0")} data-legal={drop.map(|_| "true")}
            aria-label={drop.map_or_else(|| "Trick".to_string(), |c| format!("Trick: tap to play {}", player_name(c)))}
            data-testid={drop.is_none().then_some("ep-trick")}
            onclick={play.clone().map(|a| ctx.act(a))} onkeydown={play.map(|a| ctx.act_key(a))}>
            { text.into_html() }
            { cards }
        </section>
    }
}

/// The line above the cards: the tap hint, the leading suit and who is ahead.
fn heading(ctx: &Ctx, drop: Option<PlayerCard>) -> Markup {
    let mut m = Markup::new();
    m.put(r#"<p class="ep-note"><span class="ep-h">Trick</span> "#);
    if let Some(c) = drop {
        m.add(format_args!(
            r#"<strong class="ep-drop-hint">▶ Tap here to play<span class="ep-drop-card"> {}</span> · </strong>"#,
            player_name(c)
        ));
    }
    if let Some(s) = ctx.view.table.trick.lead {
        m.put(r#"<span class="ep-lead">"#);
        suit_icon(&mut m, s);
        m.add(format_args!(r#"<span class="ep-lead-word">Leading suit: </span>{}</span>"#, s.name()));
        standing(ctx, &mut m);
    }
    m.put("</p>");
    m
}

/// A played Player card with its seat's badge. While the winner builds, the
/// cards that may be placed are choosable.
fn played(ctx: &Ctx, seat: Seat, card: PlayerCard, building: bool) -> Html {
    let placeable = building && ctx.legal.iter().any(|a| matches!(a, Action::Place { card: c, .. } if *c == card));
    let state = match ctx.pick {
        Some(Pick::Trick(c)) if c == card => CardState::Chosen,
        _ if placeable => CardState::Legal,
        _ => CardState::Plain,
    };
    let who = words::name(ctx.seats, seat);
    let extra = if placeable { format!("Played by {who}: tap to choose it, then tap where it goes") } else { format!("Played by {who}") };
    let badge = ctx.seats.get(seat.index()).map(|info| seat_badge(info, false, false)).unwrap_or_default();
    in_trick(card_button(Shown::Player(card), state, &extra, ctx.choose(Pick::Trick(card), placeable)), badge)
}

fn infiltrator(ctx: &Ctx, card: InfCard) -> Html {
    let lead = ctx.view.table.trick.lead.map_or(String::new(), |s| format!(", counts as {}", s.name()));
    let button =
        card_button(Shown::Inf(card), CardState::Plain, &format!("The Infiltrator's card: wild{lead}"), ctx.read(Shown::Inf(card)));
    in_trick(button, static_markup(r#"<span class="ep-inf-badge">Infiltrator</span>"#))
}

/// A card of the trick above the badge of who played it.
fn in_trick(card: Html, badge: Html) -> Html {
    div("ep-played", vec![card, badge])
}

/// Who is ahead so far, by the rules' own reckoning of the trick (abilities
/// and the active Bunker and Mothership cards included).
fn standing(ctx: &Ctx, m: &mut Markup) {
    let v = ctx.view;
    let tv = trick_values(&v.table, v.bunker_top.def().power, v.mothership_top.def().threat);
    let players = tv.best.is_some() && (tv.infiltrator.is_none() || tv.players_win());
    match (tv.best, tv.infiltrator) {
        (Some((s, _, n)), _) if players => m.add(format_args!(" · {} ahead with {n}", Esc(&words::name(ctx.seats, s)))),
        (_, Some(n)) => m.add(format_args!(" · Infiltrator ahead with {n}")),
        _ => return,
    };
    let tie = if tv.ties_to_players { "ties go to the players" } else { "ties go to the Infiltrator" };
    m.add(format_args!(r#"<span class="ep-ties"> ({tie})</span>"#));
}

fn drop_card(ctx: &Ctx) -> Option<PlayerCard> {
    match ctx.pick {
        Some(Pick::Hand(c)) if ctx.legal.contains(&Action::Play { card: c }) => Some(c),
        _ => None,
    }
}
