//! The viewer's own secrets: their allegiance, the identity they kept
//! (and whether it can be used now: identities are easy to forget, so the
//! prompt says so too and the step's buttons offer it), and
//! their private notebook of every trait they saw and every allegiance they
//! learned. Drawn only for a seat's own view; the whole section carries
//! `data-secret` with the seat's number.

use super::ctx::{use_nigh_ctx, Ctx};
use super::words::{card, identity_line, secret_of};
use crate::games::the_end_is_nigh::cards::Allegiance;
use crate::games::the_end_is_nigh::state::Intel;
use crate::games::the_end_is_nigh::{LookView, Phase, View};
use yew::prelude::*;

#[function_component]
pub fn Secrets() -> Html {
    let ctx = &use_nigh_ctx();
    let v = &ctx.view;
    let Some(me) = v.seat() else { return html! {} };
    if matches!(v.phase, Phase::Over) {
        return html! {};
    }
    let fanatic = v.allegiance.contains(&Allegiance::Fanatic);
    let side = if fanatic {
        "You are a fanatic: you win if a cultist gets into the bunker. Lie when it helps."
    } else {
        "You are a civilian: you win if no cultist gets into the bunker."
    };
    let cards = if v.allegiance.len() > 1 { format!(" Your cards: {}.", super::words::allegiances(&v.allegiance)) } else { String::new() };
    html! {
        <section class="nigh-box nigh-secrets" aria-label={format!("Only for {}", ctx.name(me))} data-secret={secret_of(v)} data-testid="nigh-secrets">
            <h2>{ format!("Only for {}", ctx.name(me)) }</h2>
            <p class={classes!("nigh-allegiance", if fanatic { "fanatic" } else { "civilian" })}>{ side }{ cards }</p>
            { identity(ctx) }
            { notebook(ctx) }
        </section>
    }
}

/// The kept identity and whether it is spent; its Use button is with the
/// step's buttons under the prompt, and this card says the same as the
/// prompt's reminder (both read `View::identity_usable`).
fn identity(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let Some(kept) = v.kept else { return html! {} };
    let used = v.seat().is_some_and(|me| v.revealed_identities.0.get(me.index()).is_some_and(Option::is_some));
    let when = match (used, v.identity_usable) {
        (true, _) => "Used: everyone has seen it.",
        (false, true) => "You can use it now: its button is with your step's buttons.",
        (false, false) => "Not usable at this moment.",
    };
    html! {
        <div class={classes!("nigh-identity", v.identity_usable.then_some("ready"))}>
            <p><strong>{ "Your identity: " }</strong>{ identity_line(kept) }</p>
            <p class="nigh-note">{ when }</p>
        </div>
    }
}

/// Every look of the viewer (with where the card lies now, swaps followed)
/// and every allegiance learned, in a closed box the player opens.
fn notebook(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let looks = v.notebook();
    let lines = looks.iter().map(|l| html! { <li>{ look_words(v, l) }</li> });
    let intel = v.intel.iter().map(|i| html! { <li>{ intel_words(ctx, i) }</li> });
    let count = looks.len() + v.intel.len();
    html! {
        <details class="nigh-notebook">
            // Not "notebook": the shell's notes, which the player writes, sit
            // beside it as "Ben's notes", and two notebooks read as one thing.
            <summary>{ format!("What you have seen ({count})") }</summary>
            if count == 0 {
                <p class="nigh-note">{ "Nothing seen yet." }</p>
            } else {
                <ul>{ for lines }{ for intel }</ul>
            }
        </details>
    }
}

/// One look as its looker's notebook tells it: when, which card, what it
/// was, and where the card lies now if a swap moved it.
pub(super) fn look_words(v: &View, l: &LookView) -> String {
    let what = l.trait_.map(|t| t.name()).unwrap_or("?");
    let moved = if l.at != l.from { format!(" (now {})", card(v, l.at)) } else { String::new() };
    format!("{}:00 — {}: {what}{moved}", l.hour, card(v, l.from))
}

/// One allegiance learned through an identity, in words.
pub(super) fn intel_words(ctx: &Ctx, i: &Intel) -> String {
    let whose = i.of.map_or_else(|| "The card set aside".to_string(), |s| format!("{}'s allegiance", ctx.name(s)));
    format!("{whose}: {}", super::words::allegiances(&i.cards))
}
