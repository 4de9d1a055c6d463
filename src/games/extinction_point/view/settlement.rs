//! The settlement: one stack per BUILDING with its PEOPLE, WEAPON and SHIELD
//! cards tucked behind (drawn as slivers with shape and value), and marks in
//! words for operational, manned weapons, shield and sabotage. A stack is a
//! tap target while a chosen card may go onto it. The drawings and marks are
//! markup text; the stacks' buttons stay `html!`.

use super::art::{art, inf_name, player_name, Shown};
use super::card_svg::{band_shape, card_button, card_face, small, suit_class, CardState};
use super::parts::{button, div, section, ButtonAttrs};
use super::table::{Ctx, Pick};
use crate::games::extinction_point::cards::{BunkerPower, Suit};
use crate::games::extinction_point::rules::building_fire;
use crate::games::extinction_point::{Action, Building, Phase, Spot};
use crate::kit::markup::{static_markup, Esc, Markup};
use yew::prelude::*;

pub fn settlement(ctx: &Ctx) -> Html {
    let t = &ctx.view.table;
    let new_building = new_building_target(ctx);
    let n = t.settlement.len();
    // On a phone the heading gives way once BUILDINGs speak for themselves.
    let mut head = Markup::new();
    head.add(format_args!(
        "<h3{}>Settlement: {n} BUILDING{}</h3>",
        if n == 0 { "" } else { r#" class="ep-h-built""# },
        if n == 1 { "" } else { "s" }
    ));
    if n == 0 && new_building.is_none() {
        head.put(r#"<p class="ep-note">No BUILDINGs yet. Win a BUILDING trick to build one.</p>"#);
    }
    let mut stacks: Vec<Html> = t.settlement.iter().map(|b| stack(ctx, b)).collect();
    stacks.extend(new_building);
    section("ep-box ep-settlement", "Settlement".into(), None, None, vec![head.into_html(), div("ep-cards", stacks)])
}

/// The dashed "new BUILDING" spot, while a BUILDING card of the trick is chosen.
fn new_building_target(ctx: &Ctx) -> Option<Html> {
    let Some(Pick::Trick(c)) = ctx.pick else { return None };
    let act = Action::Place { card: c, to: Spot::Settlement };
    let text = format!("Build {} here", player_name(c));
    ctx.legal.contains(&act).then(|| ctx.button(act, "ep-btn ep-btn-main ep-target", true, text))
}

/// The action that puts the chosen card onto `b`, if legal.
fn target_action(ctx: &Ctx, b: &Building) -> Option<Action> {
    let act = match ctx.pick? {
        Pick::Trick(card) => Action::Place { card, to: Spot::Building(b.card) },
        Pick::Stored(card) => Action::MoveStored { card, building: b.card },
        Pick::Hand(_) => return None,
    };
    ctx.legal.contains(&act).then_some(act)
}

fn stack(ctx: &Ctx, b: &Building) -> Html {
    // WEAPONs that would fire in a battle now, counted by the rules themselves.
    let n = usize::from(building_fire(b, ctx.view.bunker_top.def().power == BunkerPower::Drills));
    let label = stack_label(b, n);
    let (onclick, class, legal, extra) = match target_action(ctx, b) {
        Some(act) => (ctx.act(act), "ep-card-btn ep-target", Some("true"), ": tap to put the chosen card here"),
        None => (ctx.read(Shown::Player(b.card)), "ep-card-btn", None, ": tap to read it and its cards"),
    };
    let loss_choice = matches!(ctx.view.table.phase, Phase::SabotageLoss { building } if building == b.card);
    let attrs = ButtonAttrs { role: Some("button"), label: Some(format!("{label}{extra}")), legal, ..ButtonAttrs::default() };
    let parts = vec![button(class, attrs, onclick, stack_svg(b)), marks(b, n)];
    div(if loss_choice { "ep-building ep-losing" } else { "ep-building" }, parts)
}

/// The BUILDING card with what is tucked behind it peeking out below as
/// tabs in the suits' colours and shapes: how many PEOPLE and WEAPONs, and the
/// SHIELD's value. One tab per suit keeps a big stack short; every card is
/// listed in the stack's label and in the reading panel.
fn stack_svg(b: &Building) -> Html {
    let counts = [Suit::People, Suit::Weapon].into_iter().filter(|s| b.count(*s) > 0).map(|s| (s, format!("×{}", b.count(s))));
    let tabs: Vec<(Suit, String)> = counts.chain(b.shield().map(|c| (Suit::Shield, c.value.to_string()))).collect();
    let height = 60 + 11 * tabs.len().div_ceil(2);
    let mut m = Markup::new();
    m.add(format_args!(
        r#"<svg class="ep-stack" viewBox="-2 -2 44 {height}" style="height: calc(var(--ep-card-h) * {height} / 60)" aria-hidden="true">"#
    ));
    // Later rows are drawn first so each row lies on top of the one below it.
    for (i, (suit, text)) in tabs.iter().enumerate().rev() {
        tab(&mut m, *suit, text, 20 * (i % 2), 50 + 11 * (i / 2));
    }
    let a = art(Shown::Player(b.card));
    m.add(format_args!(r#"<g class="{}">"#, a.tone));
    card_face(&mut m, &a);
    m.put("</g></svg>");
    m.into_html()
}

/// One tab: the suit's colour and shape, and a count or value.
fn tab(m: &mut Markup, suit: Suit, text: &str, x: usize, y: usize) {
    m.add(format_args!(
        r#"<g class="{}" transform="translate({x} {y})"><rect class="ep-band ep-tab" x="0" y="0" width="20" height="16" rx="2"/><g class="ep-band-shape" transform="translate(1 7)">"#,
        suit_class(suit)
    ));
    band_shape(m, suit);
    m.add(format_args!(r#"</g><text class="ep-tab-value" x="14" y="14" text-anchor="middle" font-size="7">{text}</text></g>"#));
}

/// Short words under the stack: its stack label says it all in full, and the
/// SHIELD already shows on its tab.
fn marks(b: &Building, manned: usize) -> Html {
    let mut m = Markup::new();
    m.put(r#"<div class="ep-marks">"#);
    if b.operational() || manned > 0 {
        m.add(format_args!(r#"<span class="ep-mark ep-mark-ok">✓ {manned} manned</span>"#));
    } else {
        m.put(r#"<span class="ep-mark">idle</span>"#);
    }
    if let Some(s) = b.sabotage {
        m.add(format_args!(r#"<span class="ep-mark ep-mark-bad">✗ {}</span>"#, Esc(&inf_name(s))));
    }
    m.put("</div>");
    m.into_html()
}

/// The whole stack in words.
fn stack_label(b: &Building, manned: usize) -> String {
    let mut parts = vec![art(Shown::Player(b.card)).label];
    if b.attached.is_empty() {
        parts.push("Nothing tucked behind it.".into());
    } else {
        let names: Vec<String> = b.attached.iter().map(|c| player_name(*c)).collect();
        parts.push(format!("With {}.", names.join(", ")));
    }
    parts.push(if manned > 0 {
        format!("Operational: {manned} manned WEAPON{}.", if manned == 1 { "" } else { "s" })
    } else {
        "Not operational.".into()
    });
    parts.push(if b.shield().is_some() { "Shielded.".into() } else { "No shield.".into() });
    if let Some(s) = b.sabotage {
        parts.push(format!("Sabotaged by {}.", inf_name(s)));
    }
    parts.join(" ")
}

/// For a BUILDING in the reading panel: its tucked cards and its Sabotage
/// card, each a button to read in turn (the stack itself stays compact).
pub fn building_cards(ctx: &Ctx, card: Shown) -> Html {
    let Shown::Player(c) = card else { return Html::default() };
    let Some(b) = ctx.view.table.settlement.iter().find(|b| b.card == c) else { return Html::default() };
    let mut shown: Vec<Shown> = b.attached.iter().map(|c| Shown::Player(*c)).collect();
    shown.extend(b.sabotage.map(Shown::Inf));
    if shown.is_empty() {
        return static_markup("<p>Nothing is tucked behind it.</p>");
    }
    let items: Vec<Html> =
        shown.into_iter().map(|s| small(card_button(s, CardState::Plain, "On this BUILDING: tap to read", ctx.read(s)))).collect();
    html! { <div class="ep-cards" role="group" aria-label={format!("Cards on {}", player_name(c))}>{ items }</div> }
}
