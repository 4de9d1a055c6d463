//! The settlement: one stack per BUILDING with its PEOPLE, WEAPON and SHIELD
//! cards tucked behind (drawn as slivers with shape and value), and marks in
//! words for operational, manned weapons, shield and sabotage. A stack is a
//! tap target while a chosen card may go onto it.

use super::art::{art, inf_name, player_name, Shown};
use super::table::{Ctx, Pick};
use super::card_svg::{band_shape, card_button, card_face, suit_class, CardState};
use crate::games::extinction_point::cards::{BuildingPower, BunkerPower, Suit};
use crate::games::extinction_point::{Action, Building, Phase, Spot};
use yew::prelude::*;

/// WEAPONs that would fire in a battle now, by the printed rules and the
/// Turret and Drill Hall powers (a display aid; the rules decide damage).
pub fn manned(b: &Building, bunker: BunkerPower) -> usize {
    let weapons = b.count(Suit::Weapon);
    let crew = b.count(Suit::People) * if bunker == BunkerPower::Drills { 2 } else { 1 };
    let turret = b.card.building_ability().is_some_and(|d| d.power == BuildingPower::Turret);
    let free = usize::from(turret && weapons > crew);
    weapons.min(crew) + free
}

pub fn settlement(ctx: &Ctx) -> Html {
    let t = &ctx.view.table;
    let new_building = new_building_target(ctx);
    let stacks: Html = t.settlement.iter().map(|b| stack(ctx, b)).collect();
    html! {
        <section class="ep-box ep-settlement" aria-label="Settlement">
            <h3 class={classes!((!t.settlement.is_empty()).then_some("ep-h-built"))}>
                { format!("Settlement: {} BUILDING{}", t.settlement.len(), if t.settlement.len() == 1 { "" } else { "s" }) }
            </h3>
            if t.settlement.is_empty() && new_building.is_none() {
                <p class="ep-note">{ "No BUILDINGs yet. Win a BUILDING trick to build one." }</p>
            }
            <div class="ep-cards">{ stacks }{ for new_building }</div>
        </section>
    }
}

/// The dashed "new BUILDING" spot, while a BUILDING card of the trick is chosen.
fn new_building_target(ctx: &Ctx) -> Option<Html> {
    let Some(Pick::Trick(c)) = ctx.pick else { return None };
    let act = Action::Place { card: c, to: Spot::Settlement };
    ctx.legal.contains(&act).then(|| {
        html! {
            <button type="button" role="button" class="ep-btn ep-btn-main ep-target" data-legal="true" onclick={ctx.act(act)}>
                { format!("Build {} here", player_name(c)) }
            </button>
        }
    })
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
    let bunker = ctx.view.bunker_top.def().power;
    let n = manned(b, bunker);
    let marks = marks(b, n);
    let label = stack_label(b, n);
    let target = target_action(ctx, b);
    let tap = match &target {
        Some(act) => ctx.act0(act.clone()),
        None => ctx.read(Shown::Player(b.card)),
    };
    let onclick = tap.reform(|_: MouseEvent| ());
    let (class, legal, extra) = match &target {
        Some(_) => ("ep-card-btn ep-target", Some("true"), ": tap to put the chosen card here"),
        None => ("ep-card-btn", None, ": tap to read it and its cards"),
    };
    let loss_choice = matches!(ctx.view.table.phase, Phase::SabotageLoss { building } if building == b.card);
    html! {
        <div class={classes!("ep-building", loss_choice.then_some("ep-losing"))}>
            <button type="button" role="button" {class} aria-label={format!("{label}{extra}")} data-legal={legal} {onclick}>
                { stack_svg(b) }
            </button>
            <div class="ep-marks">{ marks }</div>
        </div>
    }
}

/// The BUILDING card with what is tucked behind it peeking out below as
/// tabs in the suits' colours and shapes: how many PEOPLE and WEAPONs, and the
/// SHIELD's value. One tab per suit keeps a big stack short; every card is
/// listed in the stack's label and in the reading panel.
fn stack_svg(b: &Building) -> Html {
    let tabs: Vec<(Suit, String)> = [Suit::People, Suit::Weapon]
        .into_iter()
        .filter(|s| b.count(*s) > 0)
        .map(|s| (s, format!("×{}", b.count(s))))
        .chain(b.shield().map(|c| (Suit::Shield, c.value.to_string())))
        .collect();
    let rows = (tabs.len() as u32).div_ceil(2);
    let height = 60 + 11 * rows;
    // Later rows are drawn first so each row lies on top of the one below it.
    let drawn: Html = tabs.iter().enumerate().rev().map(|(i, (s, text))| tab(*s, text, 20 * (i as u32 % 2), 50 + 11 * (i as u32 / 2))).collect();
    let a = art(Shown::Player(b.card));
    html! {
        <svg class="ep-stack" viewBox={format!("-2 -2 44 {height}")} style={format!("height: calc(var(--ep-card-h) * {height} / 60)")}
            aria-hidden="true">
            { drawn }
            <g class={a.tone}>{ card_face(&a) }</g>
        </svg>
    }
}

/// One tab: the suit's colour and shape, and a count or value.
fn tab(suit: Suit, text: &str, x: u32, y: u32) -> Html {
    html! {
        <g class={suit_class(suit)} transform={format!("translate({x} {y})")}>
            <rect class="ep-band ep-tab" x="0" y="0" width="20" height="16" rx="2" />
            <g class="ep-band-shape" transform="translate(1 7)">{ band_shape(suit) }</g>
            <text class="ep-tab-value" x="14" y="14" text-anchor="middle" font-size="7">{ text.to_string() }</text>
        </g>
    }
}

fn marks(b: &Building, manned: usize) -> Html {
    let mut out = Vec::new();
    // Short words: the stack's label says it all in full, and the SHIELD
    // already shows on its tab.
    if b.operational() || manned > 0 {
        out.push(html! { <span class="ep-mark ep-mark-ok">{ format!("✓ {manned} manned") }</span> });
    } else {
        out.push(html! { <span class="ep-mark">{ "idle" }</span> });
    }
    if let Some(s) = b.sabotage {
        out.push(html! { <span class="ep-mark ep-mark-bad">{ format!("✗ {}", inf_name(s)) }</span> });
    }
    out.into_iter().collect()
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
    parts.push(if manned > 0 { format!("Operational: {manned} manned WEAPON{}.", if manned == 1 { "" } else { "s" }) } else { "Not operational.".into() });
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
        return html! { <p>{ "Nothing is tucked behind it." }</p> };
    }
    let items: Html = shown
        .into_iter()
        .map(|s| html! { <span class="ep-small">{ card_button(&art(s), CardState::Plain, "On this BUILDING: tap to read", ctx.read(s)) }</span> })
        .collect();
    html! { <div class="ep-cards" role="group" aria-label={format!("Cards on {}", player_name(c))}>{ items }</div> }
}
