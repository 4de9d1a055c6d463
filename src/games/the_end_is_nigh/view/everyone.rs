//! The review with everything revealed (`Viewer::All`, a finished game's
//! review only): every seat's secrets under its player's name (allegiance
//! cards, the two identities dealt and which was kept, every trait it
//! looked at and every allegiance it learned) and the face-down piles in
//! order (the two-player allegiance deck, the card set aside, the
//! identities nobody was dealt). A seat's board and the table's never draw
//! it: their views carry no `everything`. Each seat's block carries
//! `data-secret` with that seat's number, as every secret on the board does.

use super::ctx::{use_nigh_ctx, Ctx};
use super::secrets::{intel_words, look_words};
use super::words::{allegiances, cap};
use crate::engine::Seat;
use crate::games::the_end_is_nigh::cards::Allegiance;
use crate::games::the_end_is_nigh::seat_view::Everything;
use crate::kit::piles::{FaceDownPiles, Pile};
use yew::prelude::*;

#[function_component]
pub fn Everyone() -> Html {
    let ctx = &use_nigh_ctx();
    let Some(all) = &ctx.view.everything else { return html! {} };
    let seats = all.allegiance.seats().map(|s| seat_secrets(ctx, all, s));
    html! {
        <section class="nigh-box nigh-everyone" aria-label="Every player's secrets" data-testid="nigh-everyone">
            <h2>{ "Every player's secrets" }</h2>
            <ul class="nigh-seat-list">{ for seats }</ul>
            <FaceDownPiles piles={piles(ctx, all)} />
        </section>
    }
}

/// One seat's secrets, labelled with its player's name.
fn seat_secrets(ctx: &Ctx, all: &Everything, seat: Seat) -> Html {
    let v = &ctx.view;
    let name = ctx.name(seat);
    let cards = &all.allegiance[seat];
    let fanatic = cards.contains(&Allegiance::Fanatic);
    let side = if fanatic { "Fanatic" } else { "Civilian" };
    let held = if cards.len() > 1 { format!(" (cards: {})", allegiances(cards)) } else { String::new() };
    let looks: Vec<Html> = v.looks.iter().filter(|l| l.seat == seat).map(|l| html! { <li>{ look_words(v, l) }</li> }).collect();
    let learned = all.intel[seat].iter().map(|i| html! { <li>{ intel_words(ctx, i) }</li> });
    let notes = looks.len() + all.intel[seat].len();
    html! {
        <li class="nigh-seat-secrets" aria-label={format!("{name}'s secrets")} data-testid="nigh-seat-secrets" data-secret={seat.index().to_string()}>
            <h3>{ name.clone() }</h3>
            <p class={classes!("nigh-allegiance", if fanatic { "fanatic" } else { "civilian" })}>{ format!("{side}{held}") }</p>
            <p class="nigh-sub">{ "Identities dealt" }</p>
            <ul class="nigh-dealt" aria-label={format!("{name}'s identities")}>
                { for (0..2u8).map(|i| identity_item(all, seat, i)) }
            </ul>
            <p class="nigh-sub">{ "Saw" }</p>
            if notes == 0 {
                <p class="nigh-note">{ "Nothing." }</p>
            } else {
                <ul class="nigh-seen" aria-label={format!("What {name} saw")}>{ for looks }{ for learned }</ul>
            }
        </li>
    }
}

/// One of a seat's two dealt identities: kept (and whether used) or
/// discarded, in words, with the card's text for the kept one.
fn identity_item(all: &Everything, seat: Seat, i: u8) -> Html {
    let identity = all.offers[seat][usize::from(i)];
    let kept = all.kept[seat] == Some(i);
    let status = match (kept, all.used[seat], all.kept[seat].is_some()) {
        (true, true, _) => "kept, used",
        (true, false, _) => "kept, never used",
        (false, _, true) => "discarded",
        (false, _, false) => "not chosen yet",
    };
    html! {
        <li class={classes!("nigh-dealt-card", kept.then_some("kept"))}>
            <strong>{ identity.name() }</strong>{ format!(" ({status})") }
            if kept { <span class="nigh-dealt-text">{ format!(": {}", identity.text()) }</span> }
        </li>
    }
}

/// The face-down piles, the next card to be dealt first.
fn piles(ctx: &Ctx, all: &Everything) -> Vec<Pile> {
    let mut piles = Vec::new();
    if ctx.view.players == 2 {
        let items = all.deck_top_first().into_iter().map(allegiance_item).collect();
        piles.push(Pile { name: "Allegiance deck (dealt after 6:00)".into(), items });
    }
    piles.push(Pile { name: "Allegiance card set aside".into(), items: vec![allegiance_item(all.aside)] });
    let items = all.identity_box.iter().map(|i| html! { <span>{ i.name() }</span> }).collect();
    piles.push(Pile { name: "Identities nobody was dealt".into(), items });
    piles
}

fn allegiance_item(card: Allegiance) -> Html {
    let class = if card == Allegiance::Fanatic { "fanatic" } else { "civilian" };
    html! { <span class={classes!("nigh-allegiance", class)}>{ cap(card.name()) }</span> }
}
