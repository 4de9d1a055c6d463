//! The choices that are not "play a card": the election's three signals
//! (and the signals given so far, which are public), which card a sabotaged
//! BUILDING loses, which Sabotage card to remove, finishing a build, and
//! pressing the advantage. Each choice is one big button or card.

use super::art::{art, inf_name, player_name, Shown};
use super::table::Ctx;
use super::card_svg::{card_button, CardState};
use super::words;
use crate::games::extinction_point::log::signal_words;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::{Action, Phase, Signal};
use yew::prelude::*;

pub fn choices(ctx: &Ctx) -> Html {
    let phase = &ctx.view.table.phase;
    let body = match phase {
        Phase::Election => election(ctx),
        Phase::SabotageLoss { building } => sabotage_loss(ctx, *building),
        Phase::ClearSabotage { .. } => remove_sabotage(ctx, "Purge: tap a sabotaged BUILDING's button to remove its Sabotage card."),
        Phase::Build { .. } => build(ctx),
        Phase::Press => press(ctx),
        Phase::Play { .. } | Phase::Over => return Html::default(),
    };
    html! { <section class="ep-box ep-controls-box" aria-label="Choices">{ body }</section> }
}

fn button(ctx: &Ctx, act: Action, text: String, main: bool) -> Html {
    html! {
        <button type="button" class={classes!("ep-btn", main.then_some("ep-btn-main"))} onclick={ctx.act(act)}>{ text }</button>
    }
}

fn election(ctx: &Ctx) -> Html {
    let t = &ctx.view.table;
    let given: Html = t
        .signals
        .iter()
        .map(|(seat, s)| {
            let said = match s {
                None => "not yet",
                Some(Signal::ReallyLead) => "really wants to lead",
                Some(Signal::Lead) => "wants to lead",
                Some(Signal::RatherNot) => "would rather not",
            };
            let chosen = t.leader == Some(seat);
            html! { <span class={classes!("ep-mark", chosen.then_some("ep-mark-ok"))}>{ format!("{}: {said}", words::name(ctx.seats, seat)) }</span> }
        })
        .collect();
    let can = ctx.legal.iter().any(|a| matches!(a, Action::Signal { .. }));
    html! {
        <>
            <h3>{ "Election: who leads this trick?" }</h3>
            <div class="ep-signals" aria-label="Signals given">{ given }</div>
            if can {
                <div class="ep-controls">
                    { button(ctx, Action::Signal { signal: Signal::ReallyLead }, signal_words(Signal::ReallyLead).into(), false) }
                    { button(ctx, Action::Signal { signal: Signal::Lead }, signal_words(Signal::Lead).into(), false) }
                    { button(ctx, Action::Signal { signal: Signal::RatherNot }, signal_words(Signal::RatherNot).into(), false) }
                </div>
            }
        </>
    }
}

/// The cards on the sabotaged BUILDING, each a one-tap choice.
fn sabotage_loss(ctx: &Ctx, building: PlayerCard) -> Html {
    let cards: Html = ctx
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::SabotageLoss { card } => Some(*card),
            _ => None,
        })
        .map(|c| card_button(&art(Shown::Player(c)), CardState::Legal, &format!("Tap: {} loses this card", player_name(building)), ctx.act0(Action::SabotageLoss { card: c })))
        .collect();
    html! {
        <>
            <h3>{ format!("Sabotage: {} loses a card", player_name(building)) }</h3>
            if ctx.legal.is_empty() {
                <p class="ep-note">{ "Waiting for the leader's choice." }</p>
            } else {
                <div class="ep-cards">{ cards }</div>
            }
        </>
    }
}

/// One button per sabotaged BUILDING that may be cleared.
fn remove_sabotage(ctx: &Ctx, hint: &str) -> Html {
    let buttons: Vec<Html> = ctx
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::RemoveSabotage { building } => Some(*building),
            _ => None,
        })
        .map(|b| {
            let on = ctx.view.table.settlement.iter().find(|x| x.card == b).and_then(|x| x.sabotage);
            let what = on.map_or("Sabotage".to_string(), inf_name);
            button(ctx, Action::RemoveSabotage { building: b }, format!("Remove {what} from {}", player_name(b)), false)
        })
        .collect();
    if buttons.is_empty() {
        return Html::default();
    }
    html! {
        <>
            <p class="ep-note">{ hint.to_string() }</p>
            <div class="ep-controls">{ for buttons }</div>
        </>
    }
}

fn build(ctx: &Ctx) -> Html {
    let Phase::Build { placements } = ctx.view.table.phase else { return Html::default() };
    if ctx.legal.is_empty() {
        return html! { <p class="ep-note">{ "The trick's winner is building." }</p> };
    }
    let any_place = ctx.legal.iter().any(|a| matches!(a, Action::Place { .. } | Action::MoveStored { .. }));
    let finish = if any_place { "Finish building (discard the rest)" } else { "Nothing fits: discard the trick" };
    html! {
        <>
            <h3>{ format!("Build: {placements} placement{} left", if placements == 1 { "" } else { "s" }) }</h3>
            if any_place {
                <p class="ep-note">{ "Tap a card of the trick (or a stored card), then tap where it goes: a BUILDING, the new BUILDING spot or the Bunker's storage." }</p>
            }
            { remove_sabotage(ctx, "Or give up the whole trick to remove a Sabotage card:") }
            <div class="ep-controls">{ button(ctx, Action::FinishBuilding, finish.into(), !any_place) }</div>
        </>
    }
}

fn press(ctx: &Ctx) -> Html {
    let attack = ctx.legal.contains(&Action::PressAttack);
    let repair = ctx.legal.contains(&Action::PressRepair);
    html! {
        <>
            <h3>{ "Pressing the advantage" }</h3>
            if !attack && !repair {
                <p class="ep-note">{ "The trick's winner is choosing." }</p>
            }
            <div class="ep-controls">
                if attack { { button(ctx, Action::PressAttack, "Attack the Mothership".into(), true) } }
                if repair { { button(ctx, Action::PressRepair, "Repair the Bunker".into(), true) } }
            </div>
        </>
    }
}
