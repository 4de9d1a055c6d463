//! The viewer's own secrets: their allegiance, the identity they kept
//! (with a clear button to use it whenever the rules allow: identities are
//! easy to forget, so the button is offered, and the prompt says so), and
//! their private notebook of every trait they saw and every allegiance they
//! learned. Drawn only for a seat's own view; the whole section carries
//! `data-secret` with the seat's number.

use super::ctx::{Choice, Ctx, use_nigh_ctx};
use super::words::{card, identity_line, secret_of};
use crate::games::the_end_is_nigh::cards::Allegiance;
use crate::games::the_end_is_nigh::{Action, Phase};
use crate::kit::parts::Button;
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
    let cards = if v.allegiance.len() > 1 {
        let names: Vec<&str> = v.allegiance.iter().map(|a| if *a == Allegiance::Fanatic { "fanatic" } else { "civilian" }).collect();
        format!(" Your cards: {}.", names.join(", "))
    } else {
        String::new()
    };
    html! {
        <section class="nigh-box nigh-secrets" aria-label={format!("Only for {}", ctx.name(me))} data-secret={secret_of(v)} data-testid="nigh-secrets">
            <h2>{ format!("Only for {}", ctx.name(me)) }</h2>
            <p class={classes!("nigh-allegiance", if fanatic { "fanatic" } else { "civilian" })}>{ side }{ cards }</p>
            { identity(ctx) }
            { notebook(ctx) }
        </section>
    }
}

/// The kept identity, whether it is spent, and its Use button when legal.
fn identity(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let Some(kept) = v.kept else { return html! {} };
    let used = v.seat().is_some_and(|me| v.revealed_identities.0.get(me.index()).is_some_and(Option::is_some));
    let uses: Vec<Action> = ctx.legal_where(|a| matches!(a, Action::Use { .. }));
    let when = match (used, uses.is_empty()) {
        (true, _) => "Used: everyone has seen it.",
        (false, false) => "You can use it now.",
        (false, true) => "Not usable at this moment.",
    };
    // One way to use it: the button does it; otherwise the panel first
    // asks whom or what.
    let press = match uses.as_slice() {
        [only @ Action::Use { power }] if super::words::power_steps(power, v, &ctx.seats).1.is_none() => ctx.act(only.clone()),
        _ => ctx.choose(Choice { spot: None, power: Some(None) }),
    };
    html! {
        <div class={classes!("nigh-identity", (!uses.is_empty()).then_some("ready"))}>
            <p><strong>{ "Your identity: " }</strong>{ identity_line(kept) }</p>
            <p class="nigh-note">{ when }</p>
            if !uses.is_empty() && ctx.choice.power.is_none() {
                <Button class="nigh-btn main" label={format!("Use the {}", kept.name())} on_press={press} legal=true />
            }
        </div>
    }
}

/// Every look of the viewer (with where the card lies now, swaps followed)
/// and every allegiance learned, in a closed box the player opens.
fn notebook(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let looks = v.notebook();
    let lines = looks.iter().map(|l| {
        let what = l.trait_.map(|t| t.name()).unwrap_or("?");
        let moved = if l.at != l.from { format!(" (now {})", card(v, l.at)) } else { String::new() };
        html! { <li>{ format!("{}:00 — {}: {what}{moved}", l.hour, card(v, l.from)) }</li> }
    });
    let intel = v.intel.iter().map(|i| {
        let whose = i.of.map_or_else(|| "The card set aside".to_string(), |s| format!("{}'s allegiance", ctx.name(s)));
        let cards: Vec<&str> = i.cards.iter().map(|a| if *a == Allegiance::Fanatic { "fanatic" } else { "civilian" }).collect();
        html! { <li>{ format!("{whose}: {}", cards.join(", ")) }</li> }
    });
    let count = looks.len() + v.intel.len();
    html! {
        <details class="nigh-notebook">
            <summary>{ format!("Your notebook ({count} note{})", if count == 1 { "" } else { "s" }) }</summary>
            if count == 0 {
                <p class="nigh-note">{ "Nothing seen yet." }</p>
            } else {
                <ul>{ for lines }{ for intel }</ul>
            }
        </details>
    }
}
