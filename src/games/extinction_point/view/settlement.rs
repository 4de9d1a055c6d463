//! The settlement: one stack per BUILDING with its PEOPLE, WEAPON and SHIELD
//! cards tucked behind (drawn as tabs beside it with shape and count or
//! value), and marks in words for operational, manned weapons and sabotage.
//! A stack is a tap target while a chosen card may go onto it.

use super::art::{art, inf_card_name, player_name, suit_class, Shown};
use super::card_svg::{band_shape, small, Card, CardFace};
use super::ctx::{use_ep_ctx, Ctx, Pick};
use crate::games::extinction_point::cards::{BunkerPower, Suit};
use crate::games::extinction_point::rules::building_fire;
use crate::games::extinction_point::{Action, Building, Phase, Spot};
use crate::kit::parts::Button;
use yew::prelude::*;

/// How far the tabs stick out to the right of the card, in card units: room
/// for a suit shape and a count at 12 units, which reads at 10 px even on a
/// phone's cards. Beside the card rather than below it, a stack is as tall as
/// a card whatever it holds (the settlement scrolls sideways on a phone).
const TAB_ROOM: usize = 29;

#[component]
pub fn Settlement() -> Html {
    let ctx = &use_ep_ctx();
    let t = &ctx.view.table;
    let new_building = new_building_target(ctx);
    let n = t.settlement.len();
    // On a phone the heading gives way once BUILDINGs speak for themselves.
    let heading = format!("Settlement: {n} BUILDING{}", if n == 1 { "" } else { "s" });
    let fire_drills = ctx.view.bunker_top.def().power == BunkerPower::Drills;
    let stacks = t.settlement.iter().map(|b| {
        // WEAPONs that would fire in a battle now, counted by the rules themselves.
        let manned = usize::from(building_fire(b, fire_drills));
        let losing = matches!(t.phase, Phase::SabotageLoss { building } if building == b.card);
        let (on_press, target, hint) = match target_action(ctx, b) {
            Some(act) => (ctx.act(act.clone()), true, ctx.hinted(&act)),
            None => (ctx.read(Shown::Player(b.card)), false, false),
        };
        html! { <Stack building={b.clone()} {manned} {losing} {target} {hint} {on_press} /> }
    });
    html! {
        <section class="ep-box ep-settlement" aria-label="Settlement">
            <h2 class={(n > 0).then_some("ep-h-built")}>{ heading }</h2>
            if n == 0 && new_building.is_none() {
                <p class="ep-note">{ "No BUILDINGs yet. Win a BUILDING trick to build one." }</p>
            }
            <div class="ep-cards">{ for stacks }{ new_building }</div>
        </section>
    }
}

/// The dashed "new BUILDING" spot, while a BUILDING card of the trick is chosen.
fn new_building_target(ctx: &Ctx) -> Option<Html> {
    let Some(Pick::Trick(c)) = ctx.pick() else { return None };
    let act = Action::Place { card: c, to: Spot::Settlement };
    let label = format!("Build {} here", player_name(c));
    ctx.legal.contains(&act).then(
        || html! { <Button class="ep-btn ep-btn-main ep-target" {label} legal=true hint={ctx.hinted(&act)} on_press={ctx.act(act)} /> },
    )
}

/// The action that puts the chosen card onto `b`, if legal.
fn target_action(ctx: &Ctx, b: &Building) -> Option<Action> {
    let act = match ctx.pick()? {
        Pick::Trick(card) => Action::Place { card, to: Spot::Building(b.card) },
        Pick::Stored(card) => Action::MoveStored { card, building: b.card },
        Pick::Hand(_) => return None,
    };
    ctx.legal.contains(&act).then_some(act)
}

#[derive(Properties, PartialEq)]
struct StackProps {
    building: Building,
    /// WEAPONs that would fire in a battle now.
    manned: usize,
    /// The BUILDING is losing a card to Sabotage (the leader picks which).
    losing: bool,
    /// A chosen card may go onto it: the press puts it there.
    target: bool,
    /// A hint on screen names putting the chosen card here.
    hint: bool,
    /// Puts the chosen card here, or reads the BUILDING.
    on_press: Callback<()>,
}

/// One BUILDING: its stack as a button named in words (as a `Card` is), and its marks under it.
#[component]
fn Stack(props: &StackProps) -> Html {
    let b = &props.building;
    let (class, extra) = if props.target {
        ("ep-card-btn ep-target", ": tap to put the chosen card here")
    } else {
        ("ep-card-btn", ": tap to read it and its cards")
    };
    let label = format!("{}{extra}", stack_label(b, props.manned));
    html! {
        <div class={if props.losing { "ep-building ep-losing" } else { "ep-building" }}>
            <Button {class} legal={props.target} piece=true hint={props.hint} on_press={props.on_press.clone()}>
                <span class="visually-hidden">{ label }</span>
                { stack_svg(b) }
            </Button>
            { marks(b, props.manned) }
        </div>
    }
}

/// The BUILDING card with what is tucked behind it peeking out on the right
/// as tabs in the suits' colours and shapes: how many PEOPLE and WEAPONs, and
/// the SHIELD's value. One tab per suit keeps a big stack small; every card
/// is listed in the stack's label and in the reading panel.
fn stack_svg(b: &Building) -> Html {
    let counts = [Suit::People, Suit::Weapon].into_iter().filter(|s| b.count(*s) > 0).map(|s| (s, format!("×{}", b.count(s))));
    let tabs: Vec<(Suit, String)> = counts.chain(b.shield().map(|c| (Suit::Shield, c.value.to_string()))).collect();
    let width = if tabs.is_empty() { 44 } else { 44 + TAB_ROOM };
    let a = art(Shown::Player(b.card));
    html! {
        <svg class="ep-stack" viewBox={format!("-2 -2 {width} 60")} style={format!("width: calc(var(--ep-card-h) * {width} / 60)")} aria-hidden="true">
            { for tabs.iter().enumerate().map(|(i, (suit, text))| tab(*suit, text, 2 + 18 * i)) }
            <g class={a.tone}><CardFace art={a} /></g>
        </svg>
    }
}

/// One tab, its left end under the card: the suit's colour and shape, and a count or value.
fn tab(suit: Suit, text: &str, y: usize) -> Html {
    html! {
        <g class={suit_class(suit)} transform={format!("translate(34 {y})")}>
            <rect class="ep-band ep-tab" x="0" y="0" width="35" height="16" rx="2" />
            { band_shape(suit, 7, 4) }
            // Clear of the shape and the rounded end ("×1" had touched it); a
            // count of ten or more is squeezed to the same room.
            <text class="ep-tab-value" x="25" y="12.5" text-anchor="middle" font-size="12"
                textLength={(text.chars().count() > 2).then_some("18")} lengthAdjust={(text.chars().count() > 2).then_some("spacingAndGlyphs")}>
                { text.to_string() }
            </text>
        </g>
    }
}

/// Short words under the stack: its stack label says it all in full, and the
/// SHIELD already shows on its tab.
fn marks(b: &Building, manned: usize) -> Html {
    html! {
        <div class="ep-marks">
            if b.operational() || manned > 0 {
                <span class="ep-mark ep-mark-ok">{ format!("✓ {manned} manned") }</span>
            } else {
                <span class="ep-mark">{ "idle" }</span>
            }
            if let Some(s) = b.sabotage {
                <span class="ep-mark ep-mark-bad">{ format!("✗ {}", inf_card_name(s)) }</span>
            }
        </div>
    }
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
        parts.push(format!("Sabotaged by {}.", inf_card_name(s)));
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
    let items = shown.into_iter().map(|s| small(html! { <Card card={s} hint="On this BUILDING: tap to read" on_press={ctx.read(s)} /> }));
    html! { <div class="ep-cards" role="group" aria-label={format!("Cards on {}", player_name(c))}>{ for items }</div> }
}
