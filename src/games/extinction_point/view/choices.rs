//! The choices that are not "play a card": the election's three signals
//! (and the signals given so far, which are public), which card a sabotaged
//! BUILDING loses, which Sabotage card to remove, finishing a build, and
//! pressing the advantage. Each choice is one big button or card; headings
//! and notes are markup text.

use super::art::{inf_name, player_name, Shown};
use super::card_svg::{card_button, CardState};
use super::markup;
use super::parts::{div, section};
use super::table::Ctx;
use super::words;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::log::signal_words;
use crate::games::extinction_point::{Action, Phase, Signal};
use crate::kit::markup::{static_markup, Esc, Markup};
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
    section("ep-box ep-controls-box", "Choices".into(), None, None, body)
}

fn election(ctx: &Ctx) -> Vec<Html> {
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
    let mut out = vec![m.into_html()];
    if ctx.legal.iter().any(|a| matches!(a, Action::Signal { .. })) {
        let signals = [Signal::ReallyLead, Signal::Lead, Signal::RatherNot];
        out.push(div(
            "ep-controls",
            signals.map(|signal| ctx.button(Action::Signal { signal }, "ep-btn", false, signal_words(signal).into())).into(),
        ));
    }
    out
}

/// The cards on the sabotaged BUILDING, each a one-tap choice.
fn sabotage_loss(ctx: &Ctx, building: PlayerCard) -> Vec<Html> {
    let name = player_name(building);
    let heading = markup(format_args!("<h3>Sabotage: {name} loses a card</h3>"));
    if ctx.legal.is_empty() {
        return vec![heading, static_markup(r#"<p class="ep-note">Waiting for the leader's choice.</p>"#)];
    }
    let extra = format!("Tap: {name} loses this card");
    let mut cards = Vec::new();
    for a in ctx.legal {
        if let Action::SabotageLoss { card } = a {
            cards.push(card_button(Shown::Player(*card), CardState::Legal, &extra, ctx.act(a.clone())));
        }
    }
    vec![heading, div("ep-cards", cards)]
}

/// One button per sabotaged BUILDING that may be cleared, under `hint`.
fn remove_sabotage(ctx: &Ctx, hint: &str) -> Vec<Html> {
    let mut buttons = Vec::new();
    for a in ctx.legal {
        if let Action::RemoveSabotage { building } = a {
            let on = ctx.view.table.settlement.iter().find(|x| x.card == *building).and_then(|x| x.sabotage);
            let what = on.map_or("Sabotage".to_string(), inf_name);
            buttons.push(ctx.button(a.clone(), "ep-btn", false, format!("Remove {what} from {}", player_name(*building))));
        }
    }
    if buttons.is_empty() {
        return Vec::new();
    }
    vec![markup(format_args!(r#"<p class="ep-note">{hint}</p>"#)), div("ep-controls", buttons)]
}

fn build(ctx: &Ctx, placements: u8) -> Vec<Html> {
    if ctx.legal.is_empty() {
        return vec![static_markup(r#"<p class="ep-note">The trick's winner is building.</p>"#)];
    }
    let any_place = ctx.legal.iter().any(|a| matches!(a, Action::Place { .. } | Action::MoveStored { .. }));
    let mut m = Markup::new();
    m.add(format_args!("<h3>Build: {placements} placement{} left</h3>", if placements == 1 { "" } else { "s" }));
    if any_place {
        m.put(r#"<p class="ep-note">Tap a card of the trick (or a stored card), then tap where it goes: a BUILDING, the new BUILDING spot or the Bunker's storage.</p>"#);
    }
    let mut out = vec![m.into_html()];
    out.extend(remove_sabotage(ctx, "Or give up the whole trick to remove a Sabotage card:"));
    // With nothing to place, finishing is the step's main control.
    let (finish, class) = if any_place {
        ("Finish building (discard the rest)", "ep-btn")
    } else {
        ("Nothing fits: discard the trick", "ep-btn ep-btn-main")
    };
    out.push(div("ep-controls", vec![ctx.button(Action::FinishBuilding, class, false, finish.into())]));
    out
}

fn press(ctx: &Ctx) -> Vec<Html> {
    let mut buttons = Vec::new();
    if ctx.legal.contains(&Action::PressAttack) {
        buttons.push(ctx.button(Action::PressAttack, "ep-btn ep-btn-main", false, "Attack the Mothership".into()));
    }
    if ctx.legal.contains(&Action::PressRepair) {
        buttons.push(ctx.button(Action::PressRepair, "ep-btn ep-btn-main", false, "Repair the Bunker".into()));
    }
    let text = if buttons.is_empty() {
        static_markup(r#"<h3>Pressing the advantage</h3><p class="ep-note">The trick's winner is choosing.</p>"#)
    } else {
        static_markup("<h3>Pressing the advantage</h3>")
    };
    vec![text, div("ep-controls", buttons)]
}
