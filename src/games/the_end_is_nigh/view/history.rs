//! The public record, one line per hour: who questioned whom, what they
//! claimed, where their marker went, identities revealed, swaps and
//! removals. Everything here every player watched happen, so it stays on
//! the board at the end: the table reads it back beside the revealed cards
//! once the end screen is closed (it once went, leaving half the board empty).

use super::ctx::{use_nigh_ctx, Ctx};
use super::words::{card, refugee};
use crate::games::the_end_is_nigh::Entry;
use yew::prelude::*;

#[function_component]
pub fn History() -> Html {
    let ctx = &use_nigh_ctx();
    let v = &ctx.view;
    let mut hours: Vec<(u8, Vec<String>)> = Vec::new();
    for e in &v.history {
        let (hour, words) = entry_words(ctx, e);
        match hours.last_mut() {
            Some((h, list)) if *h == hour => list.push(words),
            _ => hours.push((hour, vec![words])),
        }
    }
    let rows = hours.iter().rev().map(|(h, list)| {
        html! { <li><strong>{ format!("{h}:00 ") }</strong>{ list.join(" ") }</li> }
    });
    html! {
        <section class="nigh-box nigh-history" aria-label="Claims and votes" data-testid="nigh-history">
            <h2>{ "Claims and votes" }</h2>
            if hours.is_empty() {
                <p class="nigh-note">{ "No refugee has been questioned yet." }</p>
            } else {
                // It scrolls when long, so the keyboard can reach and scroll it too.
                <ol tabindex="0" aria-label="Claims and votes by hour, newest first">{ for rows }</ol>
            }
        </section>
    }
}

/// One public entry in words, with its hour.
fn entry_words(ctx: &Ctx, e: &Entry) -> (u8, String) {
    let v = &ctx.view;
    match e {
        Entry::Questioned { hour, seat, spot } => (*hour, format!("{} questioned {}.", ctx.name(*seat), refugee(v, *spot))),
        Entry::Claimed { hour, seat, spot, cultist } => {
            let what = if *cultist { "IS a cultist" } else { "is NOT a cultist" };
            (*hour, format!("{} claims {} {what}.", ctx.name(*seat), refugee(v, *spot)))
        }
        Entry::Swapped { hour, a, b } => (*hour, format!("Swapped {} with {}.", card(v, *a), card(v, *b))),
        Entry::Voted { hour, seat, spot, marker } => (*hour, format!("{} voted {} (marker {marker}).", ctx.name(*seat), refugee(v, *spot))),
        Entry::MarkerOut { hour, marker } => (*hour, format!("Marker {marker} left the game unused.")),
        Entry::IdentityUsed { hour, seat, identity } => (*hour, format!("{} revealed the {}.", ctx.name(*seat), identity.name())),
        Entry::MarkerMoved { hour, marker, from, to: Some(to) } => {
            (*hour, format!("Marker {marker} moved from {} to {}.", refugee(v, *from), refugee(v, *to)))
        }
        Entry::MarkerMoved { hour, marker, from, to: None } => {
            (*hour, format!("Marker {marker} taken off {} and out of the game.", refugee(v, *from)))
        }
        Entry::Removed { hour, spot, chooser } => {
            let by = chooser.map(|c| format!(" ({} broke the tie)", ctx.name(c))).unwrap_or_default();
            (*hour, format!("{} was turned away{by}.", super::words::cap(&refugee(v, *spot))))
        }
    }
}
