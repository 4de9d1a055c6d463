//! Everything beside the map: the latest dice, the Unsecured cards, the
//! action buttons (with the secured Tactical cards to tap) and one panel per
//! seat. The action bar and the Unsecured cards read the board's context;
//! the dice and the seat panels are plain functions of the view.

use super::ctx::{use_xz_ctx, Chosen, Ctx};
use super::words;
use crate::engine::words::count;
use crate::engine::GameEvent;
use crate::games::extraczon::cards::{Bonus, CardId, CardKind};
use crate::games::extraczon::{Action, Event, Mode, Phase, Place, Roll, Stage, View};
use crate::kit::card::{Card, CardLook, CardTone};
use crate::kit::die::{Die, DieTone};
use crate::kit::keys::KeyGroup;
use crate::kit::num::num;
use crate::kit::parts::{bind, Button};
use crate::kit::seat_badge::seat_badge;
use crate::saves::SeatInfo;
use std::fmt::Write;
use std::slice;
use yew::prelude::*;

/// How a card of this game looks in the shared card frame.
pub fn card_look(c: CardId, x: f64, y: f64, w: f64, h: f64) -> CardLook {
    let d = c.def();
    let (tone, kind, figure, detail) = match d.kind {
        CardKind::Survivor => (CardTone::Friend, "Survivor", "☺".to_string(), d.role.to_string()),
        CardKind::Tactical(b) => {
            let fig = match b {
                Bonus::Hp(n) | Bonus::Movement(n) => format!("+{n}"),
                Bonus::Defense => "DEF".to_string(),
            };
            let detail = match b {
                Bonus::Hp(_) => "HP rolls",
                Bonus::Movement(_) => "movement",
                Bonus::Defense => "stops 1 Infected",
            };
            (CardTone::Boost, "Tactical", fig, detail.to_string())
        }
        CardKind::Infected => (CardTone::Harm, "Infected", "☣".to_string(), "takes a card".to_string()),
    };
    CardLook {
        x,
        y,
        w,
        h,
        tone,
        kind: kind.to_string(),
        title: d.name.to_string(),
        detail,
        figure: Some(figure),
        label: words::card(c),
        selected: false,
        dimmed: false,
    }
}

/// One card of a row, its own small SVG, drawn 76 CSS px wide (the
/// stylesheet's `.xz-card`: two to a row in the narrow column beside the
/// map, and a comfortable target); `pick` makes it tappable, `extra` is
/// added to its spoken label, `marked` draws it raised (e.g. the Infected
/// card being resolved).
fn card(c: CardId, pick: Option<Callback<()>>, extra: &str, marked: bool, hint: bool) -> Html {
    let mut look = card_look(c, 0.0, 0.0, 30.0, 44.0);
    look.selected = marked;
    look.label.push_str(extra);
    // The 30 x 44 card with a unit round it (the stylesheet's aspect-ratio
    // for .xz-card is the same 32 / 46; its outline and shadow may overflow).
    html! {
        <svg class="xz-card" viewBox="-1 -1 32 46">
            <Card {look} on_pick={pick} min_text={CARD_MIN_TEXT} {hint} />
        </svg>
    }
}

/// The smallest words on a card, in its units: 32 units are drawn 76 CSS px
/// wide, so this is 10.1 px.
const CARD_MIN_TEXT: f64 = 4.25;

/// Cards in a wrapping row, named for screen readers by `label`.
fn card_row(cards: Vec<Html>, label: &'static str) -> Html {
    html! { <div class="xz-card-row" role="group" aria-label={label}>{ for cards }</div> }
}

/// The Unsecured area: the cards of the running encounter. When a card must
/// be lost, each candidate is a tap target that loses it.
#[function_component]
pub fn Unsecured() -> Html {
    let ctx = use_xz_ctx();
    // Cards just drawn are brought into view with the step's targets (the
    // kit's `dock::TO_SHOW`, once the dock has taken its room): on a phone
    // they sat under the map, half cut off, while the roll for them was
    // asked (and in a tablet's column, below its fold).
    let drawn = ctx.recent.iter().any(|e| matches!(e, Event::CardDrawn { .. }));
    let view = &*ctx.view;
    let t = &view.table;
    if t.encounter.is_none() && t.unsecured.is_empty() {
        return Html::default();
    }
    let resolving = match t.phase {
        Phase::ResolveInfected { infected } => Some(infected),
        _ => None,
    };
    let mut cards = Vec::new();
    for c in &t.unsecured {
        let act = Action::LoseCard { card: *c };
        let hint = ctx.hinted(&act);
        let pick = ctx.legal.contains(&act).then(|| ctx.act(act));
        let marked = resolving == Some(*c);
        let extra = if pick.is_some() {
            ": tap to lose this card"
        } else if marked {
            ": this Infected Survivor takes one card with it"
        } else {
            ""
        };
        cards.push(card(*c, pick, extra, marked, hint));
    }
    let aim = t.encounter.map(words::target).unwrap_or_default();
    let bonus = hp_bonus(view);
    html! {
        <section class="xz-unsecured" aria-label="Unsecured cards" data-reveal={drawn.then_some("true")}>
            <h3>{ format!("Unsecured cards: {}", aim) }</h3>
            if cards.is_empty() {
                { note("No cards drawn yet.".into()) }
            } else {
                { card_row(cards, "Unsecured cards") }
            }
            if bonus > 0 {
                { note(format!("HP bonus on the next roll: +{bonus}").into()) }
            }
        </section>
    }
}

/// HP bonus the seat to act has now: its active HP card plus drawn HP cards
/// still Unsecured; none in the Final Encounter (the rules' own reading).
pub fn hp_bonus(view: &View) -> u8 {
    let t = &view.table;
    if matches!(t.stage, Stage::Final { .. }) {
        return 0;
    }
    let active = match t.active[t.turn].and_then(CardId::bonus) {
        Some(Bonus::Hp(n)) => n,
        _ => 0,
    };
    let drawn: u8 = t
        .unsecured
        .iter()
        .filter_map(|c| match c.bonus() {
            Some(Bonus::Hp(n)) => Some(n),
            _ => None,
        })
        .sum();
    active + drawn
}

/// When the last of `dice` dice stops tumbling, in ms: the stylesheet's
/// tumble (650 ms, each die 70 ms after the one before; static/screens.css).
/// The roll's words wait for it, so the table reads the dice first.
fn landing_ms(dice: usize) -> usize {
    650 + 70 * dice.saturating_sub(1)
}

/// Whether the latest move (`recent`) rolled dice, so they tumble: a card
/// drawn or a reshuffle reveals too, with no dice.
pub fn rolled(recent: &[Event]) -> bool {
    recent.iter().any(|e| e.reveals() && !matches!(e, Event::CardDrawn { .. } | Event::Reshuffled { .. }))
}

/// When the latest move's dice have all landed, in ms; 0 if it rolled none.
pub fn landing(view: &View, recent: &[Event]) -> u32 {
    match &view.table.last_roll {
        Some(roll) if rolled(recent) => landing_ms(faces(roll).len()) as u32,
        _ => 0,
    }
}

/// The dice of a roll, as they lie.
fn faces(roll: &Roll) -> &[u8] {
    match roll {
        Roll::Order { die, .. } | Roll::Movement { die, .. } | Roll::Draw { die, .. } => slice::from_ref(die),
        Roll::Infected { dice, .. } | Roll::Hp { dice, .. } => dice,
    }
}

/// The dice of the latest roll, tumbling when `rolling`, with the sum in words.
pub fn dice(view: &View, seats: &[SeatInfo], rolling: bool, key: usize) -> Html {
    let Some(roll) = &view.table.last_roll else {
        return html! { <section class="xz-dice" aria-label="Dice">{ note("No dice rolled yet.".into()) }</section> };
    };
    // Every die of one roll has the same colour.
    let (seat, tone) = match roll {
        Roll::Movement { seat, .. } | Roll::Draw { seat, .. } => (*seat, DieTone::Black),
        Roll::Order { seat, .. } | Roll::Infected { seat, .. } | Roll::Hp { seat, .. } => (*seat, DieTone::Red),
    };
    let faces = faces(roll);
    let size = 20.0;
    let width = faces.len() as f64 * (size + 4.0) + 4.0;
    let mut drawn = Vec::new();
    let mut aria = String::from("Dice: ");
    for (i, value) in faces.iter().enumerate() {
        let x = 4.0 + i as f64 * (size + 4.0);
        drawn.push(html! { <Die value={*value} {tone} {x} y={4.0} {size} {rolling} /> });
        let comma = if i == 0 { "" } else { ", " };
        let _ = write!(aria, "{comma}{} {value}", tone.name());
    }
    // "rolled": the roll stays up into the next player's turn, where "Ben: 2
    // movement points" read as the points the next player has now.
    let text = format!("{} rolled {}", words::name(seats, seat), words::roll(roll));
    // While seats roll for order, every roll of this round stays in view.
    let order_round = match &view.table.phase {
        Phase::OrderRoll { rolls, .. } if !rolls.is_empty() => {
            let mut line = String::from("Order rolls so far: ");
            for (i, (s, d)) in rolls.iter().enumerate() {
                let comma = if i == 0 { "" } else { ", " };
                let _ = write!(line, "{comma}{} {d}", words::name(seats, *s));
            }
            Some(line)
        }
        _ => None,
    };
    html! {
        <section class="xz-dice" aria-label="Latest roll">
            <svg key={key.to_string()} class="xz-dice-svg" viewBox={format!("0 0 {} 28", num(width))}
                style={format!("aspect-ratio: {} / 28", num(width))} role="img" aria-label={aria}>
                { for drawn }
            </svg>
            <p key={format!("{key}-words")} class={classes!("xz-roll-text", rolling.then_some("xz-roll-text-landing"))}
                style={rolling.then(|| format!("animation-delay: {}ms", landing_ms(faces.len())))} aria-live="polite">{ text }</p>
            if let Some(line) = order_round { { note(line.into()) } }
        </section>
    }
}

/// The big buttons for every action that is not a place on the map or a
/// card, and the Confirm of a chosen place.
#[function_component]
pub fn ActionBar() -> Html {
    let ctx = use_xz_ctx();
    let (view, legal) = (&*ctx.view, &ctx.legal[..]);
    let t = &view.table;
    let target_hp = match t.encounter {
        Some(crate::games::extraczon::Target::Site(s)) => s.def().hp,
        Some(crate::games::extraczon::Target::Apex) => crate::games::extraczon::board::APEX_HP,
        None => 0,
    };
    let act_button = |act: Action, text: String, class: &'static str| button(text, class, ctx.hinted(&act), ctx.act(act));
    let mut buttons: Vec<Html> = Vec::new();
    for act in legal {
        let b = match act {
            Action::RollForOrder => act_button(act.clone(), "Roll a red die for turn order".into(), MAIN),
            Action::RollMovement => {
                let extra = match t.active[t.turn].and_then(CardId::bonus) {
                    Some(Bonus::Movement(n)) if !matches!(t.stage, Stage::Final { .. }) => format!(" (+{n})"),
                    _ => String::new(),
                };
                act_button(act.clone(), format!("Roll the black die to move{extra}"), MAIN)
            }
            Action::RollInfectedZone => act_button(act.clone(), "Roll the red dice (HP 8)".into(), MAIN),
            Action::RollDraw => act_button(act.clone(), "Roll the black die to draw cards".into(), MAIN),
            Action::RollHp => {
                let text = match hp_bonus(view) {
                    0 => format!("Roll the red dice (HP {target_hp})"),
                    b => format!("Roll the red dice +{b} (HP {target_hp})"),
                };
                act_button(act.clone(), text, MAIN)
            }
            Action::Pass => act_button(act.clone(), "Pass: nowhere to move".into(), MAIN),
            Action::ChooseActive { card: None } => act_button(act.clone(), "No active card this turn".into(), PLAIN),
            _ => continue,
        };
        buttons.push(b);
    }
    if let Some(p) = ctx.chosen() {
        // Short on screen (the map shows the place and its route); whole
        // for a screen reader, starting with the words on screen.
        let aria = format!("Confirm the move {}", words::destination(view, p));
        let hint = ctx.hinted(&Action::Move { to: p });
        let confirm =
            html! { <Button class={MAIN} label="Confirm the move" aria_label={aria} {hint} on_press={ctx.act(Action::Move { to: p })} /> };
        buttons.insert(0, confirm);
        buttons.push(button("Choose again".into(), PLAIN, false, ctx.choose(Chosen(None))));
    }
    html! {
        <div class="xz-actions" role="group" aria-label="Actions">
            { for buttons }
            { tactical_choice(&ctx) }
        </div>
    }
}

/// A line of help or state beside the controls.
fn note(text: AttrValue) -> Html {
    html! { <p class="xz-note">{ text }</p> }
}

/// The classes of a main (accented) and a plain action button.
const MAIN: &str = "xz-btn xz-btn-main";
const PLAIN: &str = "xz-btn";

/// One action button; `hint` marks the move a hint names.
fn button(label: String, class: &'static str, hint: bool, on_press: Callback<()>) -> Html {
    html! { <Button {class} {label} {hint} {on_press} /> }
}

/// The secured Tactical cards as cards to tap, one per kind of bonus (copies
/// of the same card work the same, so the count is shown instead).
fn tactical_choice(ctx: &Ctx) -> Html {
    // Each legal choice of a card, with its bonus.
    let choices = || {
        ctx.legal.iter().filter_map(|a| match a {
            Action::ChooseActive { card: Some(c) } => c.bonus().map(|b| (b, *c)),
            _ => None,
        })
    };
    let mut cards = Vec::new();
    for (i, (bonus, c)) in choices().enumerate() {
        // The first card of each bonus stands for all its copies.
        if choices().take(i).any(|(b, _)| b == bonus) {
            continue;
        }
        let held = choices().filter(|(b, _)| *b == bonus).count();
        let pick = ctx.act(Action::ChooseActive { card: Some(c) });
        // A hint may name any copy: the one shown stands for them all.
        let hint = ctx.hint_starts(|a| matches!(a, Action::ChooseActive { card: Some(h) } if h.bonus() == Some(bonus)));
        cards.push(card(c, Some(pick), &format!(" (you hold {held}): tap to make it active"), false, hint));
    }
    if cards.is_empty() {
        return Html::default();
    }
    // No line of its own above the cards: the prompt right over the dock says
    // to tap one, and on a phone that line cost the map its height.
    html! {
        <div class="xz-tactical-choice">
            <KeyGroup class="xz-card-row" label="Secured Tactical cards">{ for cards }</KeyGroup>
        </div>
    }
}

/// The places a move can end on, as buttons: every target, also those the
/// zoomed map leaves out; shown open when the map is too small to tap.
pub fn destination_list(
    view: &View,
    moves: &[Place],
    selected: Option<Place>,
    hinted: Option<Place>,
    open: bool,
    on_tap: &Callback<Place>,
) -> Html {
    if moves.is_empty() {
        return Html::default();
    }
    let items: Html = moves
        .iter()
        .map(|p| {
            let p = *p;
            let chosen = selected == Some(p);
            let class = classes!("xz-dest", chosen.then_some("xz-dest-chosen"));
            html! {
                <li><Button {class} label={words::move_label(view, p)} pressed={Some(chosen)} hint={hinted == Some(p)} on_press={bind(on_tap, p)} /></li>
            }
        })
        .collect();
    html! {
        <details class="xz-dest-list" {open}>
            <summary>{ format!("{} to move to (list)", count(moves.len() as i64, "place", "places")) }</summary>
            <ul>{ items }</ul>
        </details>
    }
}

/// One panel per seat: secured pile, Tactical cards, Zombies, active card.
pub fn seat_panels(view: &View, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let items: Html = t
        .tokens
        .iter()
        .map(|(s, _)| {
            let secured = &t.secured[s];
            let tactical = secured.iter().filter(|c| c.is_tactical()).count();
            let zombies = t.contained[s].len();
            let to_play = s == t.turn && t.outcome.is_none();
            let active = match t.active[s] {
                Some(c) if to_play => Some(words::card(c)),
                _ => None,
            };
            let team = match &t.setup.mode {
                Mode::Teams { team } => team.get(s.index()).map(|k| format!("Team {}", ["A", "B"][usize::from(*k).min(1)])),
                _ => None,
            };
            let badge = seats.get(s.index()).map(|info| seat_badge(info, to_play, true));
            let class = if to_play { "xz-seat xz-seat-turn" } else { "xz-seat" };
            html! {
                <li {class}>
                    { for badge }
                    if let Some(team) = team { <span class="xz-team">{ team }</span> }
                    { stats(format!("Secured {} ({tactical} Tactical) · Zombies {zombies} · Total {}", secured.len(), secured.len() + zombies)) }
                    if let Some(active) = active { { stats(format!("Active: {active}")) } }
                </li>
            }
        })
        .collect();
    html! { <ul class="xz-seats" aria-label="Players">{ items }</ul> }
}

/// A line of a seat panel's figures.
fn stats(text: String) -> Html {
    html! { <span class="xz-stats">{ text }</span> }
}
