//! The step in hand, for the player who may act: keep an identity, pick
//! which trait to look at, claim, swap, confirm a vote or a tie, or make an
//! identity's choices. Others read who is doing what.
//!
//! The claim shows what the claimant saw and offers exactly the two claims
//! the game has; a trait that binds the claim leaves one of them disabled,
//! with the reason, on the claimant's screen only.

use super::ctx::{Choice, Ctx, use_nigh_ctx};
use super::words::{cap, card, identity_line, power_steps, refugee, secret_of};
use crate::games::the_end_is_nigh::{Action, Phase, Pos};
use crate::kit::parts::Button;
use yew::prelude::*;

#[function_component]
pub fn Panel() -> Html {
    let ctx = &use_nigh_ctx();
    // On a phone the clock fills the board and this panel sits below it:
    // each new step of the person's turn (a phase, or a first tap's choice)
    // brings its buttons into view. A panel taller than the screen is
    // brought in by its bottom edge, so the first live button is then
    // brought in too (a no-op when it shows already).
    let here = use_node_ref();
    let acting = ctx.acting.is_some() && !ctx.legal.is_empty();
    use_effect_with((std::mem::discriminant(&ctx.view.phase), ctx.choice.clone(), acting), {
        let here = here.clone();
        move |(_, _, acting)| {
            if let (true, Some(panel)) = (*acting, here.cast::<web_sys::Element>()) {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                panel.scroll_into_view_with_scroll_into_view_options(&options);
                if let Ok(Some(button)) = panel.query_selector("button:not([disabled])") {
                    button.scroll_into_view_with_scroll_into_view_options(&options);
                }
            }
        }
    });
    let body = if ctx.acting.is_none() || ctx.legal.is_empty() {
        html! { <p class="nigh-note">{ super::words::prompt(&ctx.view, &ctx.seats) }</p> }
    } else if ctx.choice.power.is_some() {
        power_choices(ctx)
    } else {
        match &ctx.view.phase {
            Phase::ChooseIdentity => keep_identity(ctx),
            Phase::Question => question(ctx),
            Phase::Claim { .. } => claim(ctx),
            Phase::Swap => swap(ctx),
            Phase::Vote => vote(ctx),
            Phase::Tie { .. } => tie(ctx),
            Phase::Over => html! {},
        }
    };
    html! {
        <section ref={here} class="nigh-box nigh-panel" aria-label="Your move" data-testid="nigh-panel">
            <h2>{ "Now" }</h2>
            { body }
        </section>
    }
}

/// Set-up: the two identities dealt, each with its text and a Keep button.
fn keep_identity(ctx: &Ctx) -> Html {
    let offers = ctx.legal_where(|a| matches!(a, Action::KeepIdentity { .. }));
    let cards = offers.into_iter().filter_map(|a| match a {
        Action::KeepIdentity { identity } => Some(html! {
            <div class="nigh-identity">
                <p>{ identity_line(identity) }</p>
                <Button class="nigh-btn" label={format!("Keep the {}", identity.name())} on_press={ctx.act(a.clone())} />
            </div>
        }),
        _ => None,
    });
    html! {
        <div data-secret={secret_of(&ctx.view)}>
            <p class="nigh-note">{ "You were dealt two identities. Keep one for the whole game: you may use it once, on your own turn, and it is revealed when you do. The other is discarded unseen." }</p>
            { for cards }
        </div>
    }
}

/// Questioning: pick a refugee on the clock, then which trait to look at.
fn question(ctx: &Ctx) -> Html {
    let Some(spot) = ctx.choice.spot else {
        return html! { <p class="nigh-note">{ "Tap a refugee on the clock to question them (an exhausted one cannot be questioned)." }</p> };
    };
    let v = &ctx.view;
    let bend = v.places[usize::from(spot)].refugee.card().text;
    let slots = ctx.legal_where(|a| matches!(a, Action::Question { spot: s, .. } if *s == spot));
    let both = slots.len() == 1;
    let buttons = slots.into_iter().filter_map(|a| match a {
        Action::Question { slot, .. } => {
            let label = if both { format!("Question {}", refugee(v, spot)) } else { format!("Look at the {} trait", super::words::side(v, Pos::new(spot, slot))) };
            Some(html! { <Button class="nigh-btn" {label} on_press={ctx.act(a.clone())} /> })
        }
        _ => None,
    });
    html! {
        <>
            <p class="nigh-note">{ format!("{}: {bend}", refugee(v, spot)) }</p>
            <div class="nigh-row">
                { for buttons }
                <Button class="nigh-btn quiet" label="Pick another" on_press={ctx.choose(Choice::default())} />
            </div>
        </>
    }
}

/// The claim: what the claimant saw (their secret), then the two claims.
fn claim(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let Some(q) = v.turn.questioned else { return html! {} };
    let seen: Vec<String> = v
        .turn
        .looked
        .iter()
        .map(|at| {
            let now = v.looks.iter().rev().find(|l| l.from == *at && Some(l.seat) == v.seat()).map(|l| (l.at, l.trait_));
            match now {
                Some((_, Some(t))) => format!("{}: {}", super::words::side(v, *at), t.name()),
                _ => format!("{}: not shown to you", super::words::side(v, *at)),
            }
        })
        .collect();
    let options = ctx.legal_where(|a| matches!(a, Action::Claim { .. }));
    let button = |cultist: bool| {
        let action = Action::Claim { cultist };
        let legal = options.contains(&action);
        let label = if cultist { format!("{} is a cultist", cap(&refugee(v, q))) } else { format!("{} is not a cultist", cap(&refugee(v, q))) };
        html! { <Button class="nigh-btn" {label} on_press={ctx.act(action)} disabled={!legal} /> }
    };
    let bound = options.len() == 1;
    html! {
        <>
            <p class="nigh-note" data-secret={secret_of(v)}>{ format!("You saw {}.", seen.join("; ")) }</p>
            <div class="nigh-row">{ button(true) }{ button(false) }</div>
            if bound {
                <p class="nigh-note" data-secret={secret_of(v)}>{ "A trait you saw binds this claim: only one of the two is open to you. Nobody else is told." }</p>
            }
        </>
    }
}

/// The Conman's or the Undergrad's swap: one button per card it may take.
fn swap(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let buttons = ctx.legal.iter().map(|a| {
        let label = match a {
            Action::Swap { with } => format!("Swap with {}", card(v, *with)),
            _ => "Keep the cards where they are".to_string(),
        };
        html! { <Button class="nigh-btn" {label} on_press={ctx.act(a.clone())} /> }
    });
    html! { <div class="nigh-row nigh-list">{ for buttons }</div> }
}

/// The vote: the refugee picked on the clock and a Confirm; or the crossed
/// marker of the two-player clock.
fn vote(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    if ctx.legal.contains(&Action::DropMarker) {
        return html! { <Button class="nigh-btn" label={format!("Take marker {} out of the game", v.hour)} on_press={ctx.act(Action::DropMarker)} /> };
    }
    let spots = ctx.legal_where(|a| matches!(a, Action::Vote { .. }));
    let only = if spots.len() == 1 { " Something binds your vote: only one refugee is open to it." } else { "" };
    let intro = format!("Tap the refugee to put exile marker {} above.{only}", v.hour);
    let confirm = ctx.choice.spot.filter(|s| spots.contains(&Action::Vote { spot: *s })).map(|spot| {
        let label = format!("Confirm: marker {} above {}", v.hour, refugee(v, spot));
        html! { <Button class="nigh-btn main" {label} on_press={ctx.act(Action::Vote { spot })} /> }
    });
    html! {
        <>
            <p class="nigh-note" data-secret={(!only.is_empty()).then(|| secret_of(v)).flatten()}>{ intro }</p>
            { for confirm }
        </>
    }
}

/// A tied removal: the refugee picked and a Confirm.
fn tie(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let confirm = ctx.choice.spot.filter(|s| ctx.legal.contains(&Action::Remove { spot: *s })).map(|spot| {
        let label = format!("Confirm: {} leaves the bunker", refugee(v, spot));
        html! { <Button class="nigh-btn main" {label} on_press={ctx.act(Action::Remove { spot })} /> }
    });
    html! {
        <>
            <p class="nigh-note">{ "The tied refugees are marked on the clock: tap the one who leaves." }</p>
            { for confirm }
        </>
    }
}

/// An identity's choices, in one or two steps.
fn power_choices(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let uses: Vec<(Action, String, Option<String>)> = ctx
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Use { power } => {
                let (first, second) = power_steps(power, v, &ctx.seats);
                Some((a.clone(), first, second))
            }
            _ => None,
        })
        .collect();
    let back = html! { <Button class="nigh-btn quiet" label="Not now" on_press={ctx.choose(Choice::default())} /> };
    let buttons: Vec<Html> = match &ctx.choice.power {
        Some(Some(first)) => uses
            .iter()
            .filter(|(_, f, _)| f == first)
            .map(|(a, _, second)| html! { <Button class="nigh-btn" label={second.clone().unwrap_or_default()} on_press={ctx.act(a.clone())} /> })
            .collect(),
        _ => {
            let mut firsts: Vec<&(Action, String, Option<String>)> = Vec::new();
            for u in &uses {
                if !firsts.iter().any(|f| f.1 == u.1) {
                    firsts.push(u);
                }
            }
            firsts
                .into_iter()
                .map(|(a, first, second)| {
                    let press = if second.is_some() { ctx.choose(Choice { spot: None, power: Some(Some(first.clone())) }) } else { ctx.act(a.clone()) };
                    html! { <Button class="nigh-btn" label={first.clone()} on_press={press} /> }
                })
                .collect()
        }
    };
    let heading = v.kept.map(identity_line).unwrap_or_default();
    html! {
        <div data-secret={secret_of(v)}>
            <p class="nigh-note">{ heading }</p>
            <div class="nigh-row nigh-list">{ for buttons }{ back }</div>
        </div>
    }
}
