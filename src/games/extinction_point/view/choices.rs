//! The choices that are not "play a card": the election's three signals
//! (and the signals given so far, which are public), which card a sabotaged
//! BUILDING loses, which Sabotage card to remove, finishing a build, and
//! pressing the advantage. Each choice is one big button or card; the
//! buttons are the step's controls, shown in the shell's dock under the
//! prompt, and the cards stay on the board.

use super::art::{inf_card_name, player_name, Shown};
use super::card_svg::{Card, CardState};
use super::ctx::{use_ep_ctx, Ctx};
use super::words;
use crate::games::extinction_point::cards::{PlayerCard, Threat};
use crate::games::extinction_point::words::{build_note, signal_words};
use crate::games::extinction_point::{Action, Phase, Signal};
use crate::kit::dock::Dock;
use crate::kit::parts::Button;
use yew::prelude::*;

#[component]
pub fn Choices() -> Html {
    let ctx = &use_ep_ctx();
    let body = match &ctx.view.table.phase {
        Phase::Election => election(ctx),
        Phase::SabotageLoss { building } => sabotage_loss(ctx, *building),
        Phase::ClearSabotage { .. } => remove_sabotage(ctx, "Purge: tap a sabotaged BUILDING's button to remove its Sabotage card."),
        Phase::Build { placements } => build(ctx, *placements),
        Phase::Press => press(ctx),
        Phase::Play { .. } | Phase::Over => return Html::default(),
    };
    html! { <section class="ep-box ep-controls-box" aria-label="Choices">{ body }</section> }
}

fn election(ctx: &Ctx) -> Html {
    let may_signal = ctx.legal.iter().any(|a| matches!(a, Action::Signal { .. }));
    let buttons = [Signal::ReallyLead, Signal::Lead, Signal::RatherNot]
        .map(|signal| html! { <Button class="ep-btn" label={signal_words(signal)} hint={ctx.hinted(&Action::Signal { signal })} on_press={ctx.act(Action::Signal { signal })} /> });
    html! {
        <>
            <h2>{ "Election: who leads this trick?" }</h2>
            <Signals />
            if may_signal { <Dock><div class="ep-controls">{ for buttons }</div></Dock> }
        </>
    }
}

/// The signals given so far, one per seat; the seat that leads is marked
/// with a tick as well as a colour.
#[component]
fn Signals() -> Html {
    let ctx = &use_ep_ctx();
    let t = &ctx.view.table;
    let items = t.signals.iter().map(|(seat, s)| {
        let said = match s {
            None => "not yet",
            Some(Signal::ReallyLead) => "really wants to lead",
            Some(Signal::Lead) => "wants to lead",
            Some(Signal::RatherNot) => "would rather not",
        };
        let class = if t.leader == Some(seat) { "ep-mark ep-mark-ok" } else { "ep-mark" };
        html! { <li {class}>{ format!("{}: {said}", words::name(&ctx.seats, seat)) }</li> }
    });
    html! { <ul class="ep-signals" aria-label="Signals given">{ for items }</ul> }
}

/// The cards on the sabotaged BUILDING, each a one-tap choice.
fn sabotage_loss(ctx: &Ctx, building: PlayerCard) -> Html {
    let name = player_name(building);
    let heading = html! { <h2>{ format!("Sabotage: {name} loses a card") }</h2> };
    if ctx.legal.is_empty() {
        return html! { <>{ heading }<p class="ep-note">{ "Waiting for the leader's choice." }</p></> };
    }
    let hint: AttrValue = format!("Tap: {name} loses this card").into();
    let cards = ctx.legal.iter().filter_map(|a| match a {
        Action::SabotageLoss { card } => Some(html! {
            <Card card={Shown::Player(*card)} state={CardState::Legal} hint={hint.clone()} hinted={ctx.hinted(a)} on_press={ctx.act(a.clone())} />
        }),
        _ => None,
    });
    html! { <>{ heading }<div class="ep-cards">{ for cards }</div></> }
}

/// One button per sabotaged BUILDING that may be cleared, under `hint`.
fn remove_sabotage(ctx: &Ctx, hint: &'static str) -> Html {
    let buttons: Vec<Html> = ctx
        .legal
        .iter()
        .filter_map(|a| {
            let Action::RemoveSabotage { building } = a else { return None };
            let on = ctx.view.table.settlement.iter().find(|x| x.card == *building).and_then(|x| x.sabotage);
            let what = on.map_or("Sabotage".to_string(), inf_card_name);
            let label = format!("Remove {what} from {}", player_name(*building));
            Some(html! { <Button class="ep-btn" {label} hint={ctx.hinted(a)} on_press={ctx.act(a.clone())} /> })
        })
        .collect();
    if buttons.is_empty() {
        return Html::default();
    }
    html! { <><p class="ep-note">{ hint }</p><Dock><div class="ep-controls">{ buttons }</div></Dock></> }
}

fn build(ctx: &Ctx, placements: u8) -> Html {
    if ctx.legal.is_empty() {
        return html! { <p class="ep-note">{ "The trick's winner is building." }</p> };
    }
    // Empty exactly when no card of the trick or of storage may be placed.
    let note = build_note(&ctx.legal);
    let any_place = !note.is_empty();
    // With nothing to place, finishing is the step's main control.
    let (finish, class) = if any_place {
        ("Finish building (discard the rest)", "ep-btn")
    } else {
        ("Nothing fits: discard the trick", "ep-btn ep-btn-main")
    };
    html! {
        <>
            <h2>{ format!("Build: {placements} placement{} left", if placements == 1 { "" } else { "s" }) }</h2>
            if any_place { <p class="ep-note">{ note }</p> }
            { remove_sabotage(ctx, "Or give up the whole trick to remove a Sabotage card:") }
            <Dock><div class="ep-controls"><Button {class} label={finish} hint={ctx.hinted(&Action::FinishBuilding)} on_press={ctx.act(Action::FinishBuilding)} /></div></Dock>
        </>
    }
}

/// The press buttons. An attack is a whole battle, so its label and the note
/// under it say the Mothership strikes back.
const ATTACK_LABEL: &str = "Attack the Mothership (it strikes back)";
const ATTACK_SILENT_LABEL: &str = "Attack with no gun that fires (it strikes back)";
const ATTACK_NOTE: &str = "An attack is a whole battle: your guns fire, then the Mothership answers. BUILDINGs without a SHIELD fall, SHIELDs are used up and the Bunker takes its damage, so attack only if the Bunker can take the hit or the guns finish the Mothership.";
/// The note a phone's box shows, where it hides the others: this one is
/// what keeps a table from losing the game on a tap.
const ATTACK_NOTE_SHORT: &str = "The Mothership strikes back: BUILDINGs without a SHIELD fall and the Bunker takes the hit.";

const DECLINE_LABEL: &str = "Neither: deal the next hand";

/// What an attack would do to the Mothership now.
fn guns_words(ctx: &Ctx) -> String {
    let armour = ctx.view.mothership_top.def().threat == Threat::Armour;
    match ctx.view.guns {
        0 if armour => "Our guns would do no damage now: the Armour stops a single manned WEAPON.".into(),
        0 => "Our guns would do no damage now: no BUILDING has a manned WEAPON.".into(),
        n => format!("Our guns would deal {n} damage now."),
    }
}

fn press(ctx: &Ctx) -> Html {
    // An attack with no manned WEAPON only draws the Mothership's answer:
    // the button says so, not just the log after the tap.
    let attack_label = if ctx.view.guns == 0 { ATTACK_SILENT_LABEL } else { ATTACK_LABEL };
    let choices = [(Action::PressAttack, attack_label), (Action::PressRepair, "Repair the Bunker"), (Action::PressDecline, DECLINE_LABEL)];
    let buttons: Vec<Html> = choices
        .into_iter()
        .filter(|(act, _)| ctx.legal.contains(act))
        .map(|(act, label)| html! { <Button class="ep-btn ep-btn-main" {label} hint={ctx.hinted(&act)} on_press={ctx.act(act)} /> })
        .collect();
    let attack = ctx.legal.contains(&Action::PressAttack);
    html! {
        <>
            <h2>{ "Pressing the advantage" }</h2>
            if buttons.is_empty() { <p class="ep-note">{ "The trick's winner is choosing." }</p> }
            if attack {
                <p class="ep-note ep-guns" data-testid="ep-guns">{ guns_words(ctx) }</p>
                <p class="ep-note">{ ATTACK_NOTE }</p>
                <p class="ep-note-short">{ ATTACK_NOTE_SHORT }</p>
            }
            <Dock><div class="ep-controls">{ buttons }</div></Dock>
        </>
    }
}
