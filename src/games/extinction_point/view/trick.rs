//! The trick area: the played cards in order with a badge for who played
//! each (the Infiltrator's card second, marked wild with its + or −), the
//! leading suit in words and shape, and who is winning so far. While a hand
//! card is chosen, the whole area is a target: tapping it plays the card.

use super::art::{art, player_name, Shown};
use super::table::{Ctx, Pick};
use super::card_svg::{card_button, suit_shape, CardState};
use super::words;
use crate::engine::Seat;
use crate::games::extinction_point::cards::{InfCard, PlayerCard};
use crate::games::extinction_point::rules::trick_values;
use crate::games::extinction_point::{Action, Phase};
use crate::ui::components::seat_badge::seat_badge;
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
    // Between tricks (the election) the area is empty: leave its room to the choices.
    if items.is_empty() && drop_card(ctx).is_none() {
        return Html::default();
    }
    let drop = drop_card(ctx);
    let lead = t.trick.lead.map(|s| {
        html! {
            <span class="ep-lead">
                <svg viewBox="0 0 12 12" width="16" height="16" aria-hidden="true">{ suit_shape(s, 12) }</svg>
                <span class="ep-lead-word">{ "Leading suit: " }</span>{ s.name() }
            </span>
        }
    });
    let hint = drop.map(|c| {
        html! { <strong class="ep-drop-hint">{ "▶ Tap here to play" }<span class="ep-drop-card">{ format!(" {}", player_name(c)) }</span>{ " · " }</strong> }
    });
    let body = html! {
        <>
            <p class="ep-note"><span class="ep-h">{ "Trick" }</span>{ " " }{ for hint }{ for lead }{ standing(ctx) }</p>
            if items.is_empty() {
                <p class="ep-note">{ "No card played yet." }</p>
            } else {
                <div class="ep-cards">{ for items }</div>
            }
        </>
    };
    match drop {
        Some(c) => {
            let onclick = ctx.act(Action::Play { card: c });
            let play = ctx.act0(Action::Play { card: c });
            let onkeydown = Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    play.emit(());
                }
            });
            html! {
                <section class="ep-box ep-trick ep-drop" role="button" tabindex="0" data-legal="true"
                    aria-label={format!("Trick: tap to play {}", player_name(c))} {onclick} {onkeydown}>
                    { body }
                </section>
            }
        }
        None => html! { <section class="ep-box ep-trick" aria-label="Trick" data-testid="ep-trick">{ body }</section> },
    }
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
    let badge = ctx.seats.get(seat.index()).cloned().map(|info| seat_badge(&info, false, false));
    html! {
        <div class="ep-played">
            { card_button(&art(Shown::Player(card)), state, &extra, ctx.choose(Pick::Trick(card), placeable)) }
            { for badge }
        </div>
    }
}

fn infiltrator(ctx: &Ctx, card: InfCard) -> Html {
    let lead = ctx.view.table.trick.lead.map_or(String::new(), |s| format!(", counts as {}", s.name()));
    html! {
        <div class="ep-played">
            { card_button(&art(Shown::Inf(card)), CardState::Plain, &format!("The Infiltrator's card: wild{lead}"), ctx.read(Shown::Inf(card))) }
            <span class="ep-inf-badge">{ "Infiltrator" }</span>
        </div>
    }
}

/// Who is ahead so far, by the rules' own reckoning of the trick (abilities
/// and the active Bunker and Mothership cards included).
fn standing(ctx: &Ctx) -> Html {
    let v = ctx.view;
    if v.table.trick.lead.is_none() {
        return Html::default();
    }
    let tv = trick_values(&v.table, v.bunker_top.def().power, v.mothership_top.def().threat);
    let players = tv.best.is_some() && (tv.infiltrator.is_none() || tv.players_win());
    let text = match (tv.best, tv.infiltrator) {
        (Some((s, _, n)), _) if players => format!("{} ahead with {n}", words::name(ctx.seats, s)),
        (_, Some(n)) => format!("Infiltrator ahead with {n}"),
        _ => return Html::default(),
    };
    let tie = if tv.ties_to_players { "ties go to the players" } else { "ties go to the Infiltrator" };
    html! { <>{ format!(" · {text}") }<span class="ep-ties">{ format!(" ({tie})") }</span></> }
}

fn drop_card(ctx: &Ctx) -> Option<PlayerCard> {
    match ctx.pick {
        Some(Pick::Hand(c)) if ctx.legal.contains(&Action::Play { card: c }) => Some(c),
        _ => None,
    }
}
