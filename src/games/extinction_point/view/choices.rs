//! The choices that are not "play a card": the election's three signals
//! (and the signals given so far, which are public), which card a sabotaged
//! BUILDING loses, which Sabotage card to remove, finishing a build, and
//! pressing the advantage. Each choice is one big button or card; headings
//! and notes are markup text.

use super::art::{art, inf_name, player_name, Shown};
use super::card_svg::{card_button, row, CardState};
use super::markup;
use super::table::Ctx;
use super::words;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::log::signal_words;
use crate::games::extinction_point::{Action, Phase, Signal};
use crate::ui::markup::{static_markup, Esc, Markup};
use yew::prelude::*;

pub fn choices(ctx: &Ctx) -> Html {
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

/// A row of choice buttons.
fn controls(buttons: Html) -> Html {
    html! { <div class="ep-controls">{ buttons }</div> }
}

fn election(ctx: &Ctx) -> Html {
    let t = &ctx.view.table;
    let mut m = Markup::new();
    m.put(r#"<h3>Election: who leads this trick?</h3><div class="ep-signals" aria-label="Signals given">"#);
    for (seat, s) in t.signals.iter() {
        let said = match s {
            None => "not yet",
            Some(Signal::ReallyLead) => "really wants to lead",
            Some(Signal::Lead) => "wants to lead",
            Some(Signal::RatherNot) => "would rather not",
        };
        let class = if t.leader == Some(seat) { "ep-mark ep-mark-ok" } else { "ep-mark" };
        m.add(format_args!(r#"<span class="{class}">{}: {said}</span>"#, Esc(&words::name(ctx.seats, seat))));
    }
    m.put("</div>");
    let can = ctx.legal.iter().any(|a| matches!(a, Action::Signal { .. }));
    let buttons = can.then(|| {
        let signals = [Signal::ReallyLead, Signal::Lead, Signal::RatherNot].into_iter();
        controls(signals.map(|signal| ctx.button(Action::Signal { signal }, "ep-btn", false, signal_words(signal).into())).collect())
    });
    html! { <>{ m.into_html() }{ for buttons }</> }
}

/// The cards on the sabotaged BUILDING, each a one-tap choice.
fn sabotage_loss(ctx: &Ctx, building: PlayerCard) -> Html {
    let name = player_name(building);
    let heading = markup(format_args!("<h3>Sabotage: {name} loses a card</h3>"));
    if ctx.legal.is_empty() {
        return html! { <>{ heading }{ static_markup(r#"<p class="ep-note">Waiting for the leader's choice.</p>"#) }</> };
    }
    let extra = format!("Tap: {name} loses this card");
    let cards: Html = ctx
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::SabotageLoss { card } => Some(*card),
            _ => None,
        })
        .map(|c| card_button(&art(Shown::Player(c)), CardState::Legal, &extra, ctx.act(Action::SabotageLoss { card: c })))
        .collect();
    html! { <>{ heading }{ row(cards) }</> }
}

/// One button per sabotaged BUILDING that may be cleared, under `hint`.
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
            ctx.button(Action::RemoveSabotage { building: b }, "ep-btn", false, format!("Remove {what} from {}", player_name(b)))
        })
        .collect();
    if buttons.is_empty() {
        return Html::default();
    }
    html! { <>{ markup(format_args!(r#"<p class="ep-note">{hint}</p>"#)) }{ controls(buttons.into_iter().collect()) }</> }
}

fn build(ctx: &Ctx, placements: u8) -> Html {
    if ctx.legal.is_empty() {
        return static_markup(r#"<p class="ep-note">The trick's winner is building.</p>"#);
    }
    let any_place = ctx.legal.iter().any(|a| matches!(a, Action::Place { .. } | Action::MoveStored { .. }));
    let mut m = Markup::new();
    m.add(format_args!("<h3>Build: {placements} placement{} left</h3>", if placements == 1 { "" } else { "s" }));
    if any_place {
        m.put(r#"<p class="ep-note">Tap a card of the trick (or a stored card), then tap where it goes: a BUILDING, the new BUILDING spot or the Bunker's storage.</p>"#);
    }
    // With nothing to place, finishing is the step's main control.
    let (finish, class) = if any_place { ("Finish building (discard the rest)", "ep-btn") } else { ("Nothing fits: discard the trick", "ep-btn ep-btn-main") };
    html! {
        <>
            { m.into_html() }
            { remove_sabotage(ctx, "Or give up the whole trick to remove a Sabotage card:") }
            { controls(ctx.button(Action::FinishBuilding, class, false, finish.into())) }
        </>
    }
}

fn press(ctx: &Ctx) -> Html {
    let attack = ctx.legal.contains(&Action::PressAttack);
    let repair = ctx.legal.contains(&Action::PressRepair);
    let text = if attack || repair {
        static_markup("<h3>Pressing the advantage</h3>")
    } else {
        static_markup(r#"<h3>Pressing the advantage</h3><p class="ep-note">The trick's winner is choosing.</p>"#)
    };
    let buttons = [(attack, Action::PressAttack, "Attack the Mothership"), (repair, Action::PressRepair, "Repair the Bunker")]
        .into_iter()
        .filter(|(legal, ..)| *legal)
        .map(|(_, act, words)| ctx.button(act, "ep-btn ep-btn-main", false, words.into()))
        .collect();
    html! { <>{ text }{ controls(buttons) }</> }
}
