//! The step in hand, for the player who may act, shown in the shell's dock
//! right under the prompt (`kit::dock`): keep an identity, pick which trait
//! to look at, claim, confirm a swap, a vote or a tie, or make an
//! identity's choices; and what an identity just showed its holder, where
//! they are looking. Board targets (refugees, trait cards) stay on the clock.
//!
//! The claim shows what the claimant saw and offers exactly the two claims
//! the game has; a trait that binds the claim leaves one of them disabled,
//! with the reason, on the claimant's screen only.

use super::ctx::{use_nigh_ctx, Choice, Ctx};
use super::powers;
use super::words::{cap, card, identity_line, name, power_button, refugee, secret_of, side, the_refugee};
use crate::games::the_end_is_nigh::cards::{Allegiance, Identity};
use crate::games::the_end_is_nigh::{Action, Phase, Power, View};
use crate::kit::dock::Dock;
use crate::kit::parts::Button;
use yew::prelude::*;

#[function_component]
pub fn Step() -> Html {
    let ctx = &use_nigh_ctx();
    if ctx.acting.is_none() || ctx.legal.is_empty() {
        return html! {};
    }
    html! { <Dock><StepBody /></Dock> }
}

/// The dock's content (the dock's own effect gives its first button the
/// focus when no clock target has it).
#[function_component]
fn StepBody() -> Html {
    let ctx = &use_nigh_ctx();
    let body = match (&ctx.choice, &ctx.view.phase) {
        (Choice::Identity(_), _) => power_choices(ctx),
        (_, Phase::ChooseIdentity) => keep_identity(ctx),
        (_, Phase::Question) => question(ctx),
        (_, Phase::Claim { .. }) => claim(ctx),
        (_, Phase::Swap) => swap(ctx),
        (_, Phase::Vote) => vote(ctx),
        (_, Phase::Tie { .. }) => tie(ctx),
        (_, Phase::Over) => html! {},
    };
    html! {
        <div class="nigh-step" data-testid="nigh-step">
            { identity_result(ctx) }
            { body }
        </div>
    }
}

/// Set-up: the two identities dealt, each with its text and a Keep button.
fn keep_identity(ctx: &Ctx) -> Html {
    let offers = ctx.legal_where(|a| matches!(a, Action::KeepIdentity { .. }));
    let cards = offers.into_iter().filter_map(|a| match a {
        // The card's text inside its Keep button: two buttons say it all,
        // short enough for a phone's dock.
        Action::KeepIdentity { identity } => Some(html! {
            <Button class="nigh-btn nigh-keep" label={format!("Keep the {}", identity.name())} hint={ctx.hinted(&a)} on_press={ctx.act(a.clone())}>
                <span class="nigh-keep-text">{ identity.text() }</span>
            </Button>
        }),
        _ => None,
    });
    html! { <div class="nigh-row nigh-list" data-secret={secret_of(&ctx.view)}>{ for cards }</div> }
}

/// Questioning: once a refugee is tapped, which trait to look at; before
/// that, only the identity's Use button when it can be used.
fn question(ctx: &Ctx) -> Html {
    let Some(spot) = ctx.choice.spot() else { return use_button(ctx) };
    let v = &ctx.view;
    let bend = v.places[usize::from(spot)].refugee.card().text;
    let slots = ctx.legal_where(|a| matches!(a, Action::Question { spot: s, .. } if *s == spot));
    let one = slots.len() == 1;
    let buttons = slots.into_iter().filter_map(|a| match a {
        Action::Question { slot, .. } => {
            let label = if one {
                format!("Question {}", refugee(v, spot))
            } else {
                // Short, so both sides and "Pick another" share a row on a phone.
                cap(&format!("{} trait", side(v, crate::games::the_end_is_nigh::Pos::new(spot, slot))))
            };
            Some(html! { <Button class="nigh-btn main" {label} hint={ctx.hinted(&a)} on_press={ctx.act(a.clone())} /> })
        }
        _ => None,
    });
    html! {
        <>
            <p class="nigh-note">{ format!("{}: {bend}", the_refugee(v, spot)) }</p>
            <div class="nigh-row">
                { for buttons }
                <Button class="nigh-btn quiet" label="Pick another" on_press={ctx.choose(Choice::Nothing)} />
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
            let now = v.looks.iter().rev().find(|l| l.from == *at && Some(l.seat) == v.seat()).and_then(|l| l.trait_);
            match now {
                Some(t) => format!("{}: {}", side(v, *at), t.name()),
                None => format!("{}: not shown to you", side(v, *at)),
            }
        })
        .collect();
    let options = ctx.legal_where(|a| matches!(a, Action::Claim { .. }));
    let button = |cultist: bool| {
        let action = Action::Claim { cultist };
        let legal = options.contains(&action);
        let label = if cultist { format!("{} is a cultist", the_refugee(v, q)) } else { format!("{} is not a cultist", the_refugee(v, q)) };
        html! { <Button class="nigh-btn" {label} hint={ctx.hinted(&action)} on_press={ctx.act(action)} disabled={!legal} /> }
    };
    let bound = options.len() == 1;
    html! {
        <>
            <p class="nigh-note" data-secret={secret_of(v)}>{ format!("You saw {}.", seen.join("; ")) }</p>
            // On a phone the player's own box is under the clock, off the
            // screen: which side they are on decides whether to tell the truth.
            <p class="nigh-note nigh-claim-side" data-secret={secret_of(v)}>{ claim_side(v) }</p>
            <div class="nigh-row">{ button(true) }{ button(false) }</div>
            if bound {
                <p class="nigh-note" data-secret={secret_of(v)}>{ "A trait you saw binds this claim: only one of the two is open to you. Nobody else is told." }</p>
            }
        </>
    }
}

/// The claimant's side, in a line.
fn claim_side(v: &View) -> &'static str {
    if v.allegiance.contains(&Allegiance::Fanatic) {
        "You are a fanatic: help a cultist into the bunker; lie when it helps."
    } else {
        "You are a civilian: keep the cultists out of the bunker."
    }
}

/// The swap: the card to take is tapped on the clock; here its Confirm,
/// and "keep the cards" when the swap is optional.
fn swap(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let confirm = match ctx.choice {
        Choice::Card(with) if ctx.legal.contains(&Action::Swap { with }) => {
            let label = format!("Confirm: swap with {}", card(v, with));
            html! { <Button class="nigh-btn main" {label} hint={ctx.hinted(&Action::Swap { with })} on_press={ctx.act(Action::Swap { with })} /> }
        }
        _ => html! { <p class="nigh-note">{ "The cards that may take part are marked on the clock." }</p> },
    };
    let keep = ctx.legal.contains(&Action::NoSwap).then(|| {
        html! { <Button class="nigh-btn" label="Keep the cards where they are" hint={ctx.hinted(&Action::NoSwap)} on_press={ctx.act(Action::NoSwap)} /> }
    });
    html! { <div class="nigh-row">{ confirm }{ for keep }</div> }
}

/// The vote: the refugee picked on the clock and a Confirm; or the crossed
/// marker of the two-player clock.
fn vote(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    if ctx.legal.contains(&Action::DropMarker) {
        return html! { <Button class="nigh-btn main" label={format!("Take marker {} out of the game", v.hour)} hint={ctx.hinted(&Action::DropMarker)} on_press={ctx.act(Action::DropMarker)} /> };
    }
    let spots = ctx.legal_where(|a| matches!(a, Action::Vote { .. }));
    let bound = (spots.len() == 1).then(|| {
        html! { <p class="nigh-note" data-secret={secret_of(v)}>{ "Something binds your vote: only one refugee is open to it." }</p> }
    });
    let confirm = ctx.choice.spot().filter(|s| spots.contains(&Action::Vote { spot: *s })).map(|spot| {
        let label = format!("Confirm: marker {} above {}", v.hour, refugee(v, spot));
        html! { <Button class="nigh-btn main" {label} hint={ctx.hinted(&Action::Vote { spot })} on_press={ctx.act(Action::Vote { spot })} /> }
    });
    html! { <>{ for bound }<div class="nigh-row">{ for confirm }{ use_button(ctx) }</div></> }
}

/// A tied removal: the refugee picked and a Confirm.
fn tie(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let confirm = ctx.choice.spot().filter(|s| ctx.legal.contains(&Action::Remove { spot: *s })).map(|spot| {
        let label = format!("Confirm: {} leaves the bunker", refugee(v, spot));
        html! { <Button class="nigh-btn main" {label} hint={ctx.hinted(&Action::Remove { spot })} on_press={ctx.act(Action::Remove { spot })} /> }
    });
    html! { <>{ for confirm }</> }
}

/// "Use the Psychic" when the kept identity may be used now: in one tap
/// when it asks nothing more, else it opens its choices here.
fn use_button(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let (Some(kept), true) = (v.kept, v.identity_usable) else { return html! {} };
    let uses = ctx.legal_where(|a| matches!(a, Action::Use { .. }));
    let press = match uses.as_slice() {
        [only @ Action::Use { power }] if !asks_whom(power) => ctx.act(only.clone()),
        _ => ctx.choose(Choice::Identity(None)),
    };
    // Every use of the identity starts here.
    let hint = ctx.hint_starts(|h| matches!(h, Action::Use { .. }));
    html! { <Button class="nigh-btn" label={format!("Use the {}", kept.name())} on_press={press} {hint} /> }
}

/// An identity whose choice is a target (a card, a seat, a refugee): even a
/// single target is shown as one before it is used.
fn asks_whom(power: &Power) -> bool {
    powers::on_board(power) || matches!(power, Power::Spy { .. })
}

/// An identity's choices: those on the clock are tapped there (powers.rs)
/// and this says which; the rest (a seat to spy on, a use that asks
/// nothing) are buttons here.
fn power_choices(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let buttons = ctx.legal.iter().filter_map(|a| match a {
        Action::Use { power } if !powers::on_board(power) => {
            Some(html! { <Button class="nigh-btn" label={power_button(power, &ctx.seats)} hint={ctx.hinted(a)} on_press={ctx.act(a.clone())} /> })
        }
        _ => None,
    });
    let back = html! { <Button class="nigh-btn quiet" label="Not now" on_press={ctx.choose(Choice::Nothing)} /> };
    let heading = v.kept.map(identity_line).unwrap_or_default();
    html! {
        <div data-secret={secret_of(v)}>
            <p class="nigh-note">{ heading }</p>
            if let Some(tap) = powers::what_to_tap(ctx) { <p class="nigh-note nigh-tap-hint">{ tap }</p> }
            <div class="nigh-row nigh-list">{ for buttons }{ back }</div>
        </div>
    }
}

/// What the identity used this turn showed its holder (a Spy's or an
/// Auditor's allegiance, an Insider's or an Eavesdropper's traits), kept in
/// view for the rest of the turn; the notebook keeps it for good.
fn identity_result(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let (Some(me), Some(used)) = (v.seat(), v.turn.identity) else { return html! {} };
    if me != v.active {
        return html! {};
    }
    let found: Vec<String> = match used {
        Identity::Spy | Identity::Auditor => v
            .intel
            .last()
            .map(|i| {
                let whose = i.of.map_or_else(|| "The card set aside".to_string(), |s| format!("{}'s allegiance", name(&ctx.seats, s)));
                format!("{whose}: {}.", super::words::allegiances(&i.cards))
            })
            .into_iter()
            .collect(),
        Identity::Insider | Identity::Eavesdropper => v
            .notebook()
            .iter()
            .filter(|l| l.hour == v.hour && !l.by_question)
            .map(|l| format!("{}: {}.", super::words::cap(&card(v, l.at)), l.trait_.map_or("?", |t| t.name())))
            .collect(),
        _ => Vec::new(),
    };
    if found.is_empty() {
        return html! {};
    }
    html! {
        <div class="nigh-found" data-secret={secret_of(v)} data-testid="nigh-found">
            <p><strong>{ format!("The {} shows you:", used.name()) }</strong></p>
            { for found.into_iter().map(|f| html! { <p>{ f }</p> }) }
        </div>
    }
}
