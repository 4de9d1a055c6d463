//! The trick area: the played cards in order with a badge for who played
//! each (the Infiltrator's card second, marked wild with its + or −), the
//! leading suit in words and shape, and who is winning so far. While a hand
//! card is chosen, the whole area is one button: tapping it plays the card.

use super::arrivals::{use_arrivals, Origin};
use super::art::{player_name, Shown};
use super::card_svg::{Card, CardPicture, CardState, SuitIcon};
use super::ctx::{use_ep_ctx, Ctx, Pick};
use super::words;
use crate::engine::Seat;
use crate::games::extinction_point::cards::{InfCard, PlayerCard};
use crate::games::extinction_point::rules::trick_values;
use crate::games::extinction_point::words::unplaceable_reason;
use crate::games::extinction_point::{Action, Phase};
use crate::kit::motion::use_glide_in;
use crate::kit::parts::Button;
use crate::kit::seat_badge::seat_badge;
use yew::prelude::*;

#[component]
pub fn Trick() -> Html {
    let ctx = &use_ep_ctx();
    let t = &ctx.view.table;
    let arrivals = use_arrivals(ctx);
    let drop = drop_card(ctx);
    // Between tricks (the election) the area is empty: leave its room to the choices.
    if t.trick.plays.is_empty() && t.trick.infiltrator.is_none() && drop.is_none() {
        return Html::default();
    }
    // With a card chosen, the cards inside are pictures: the area is the one
    // control (a button may hold no other), and a tap anywhere on it plays.
    let cards = cards(ctx, drop.is_none(), &arrivals);
    let line = heading(ctx, drop);
    match drop {
        None => html! {
            <section class="ep-box ep-trick" aria-label="Trick" data-testid="ep-trick">
                <p class="ep-note">{ line }</p>
                { cards }
            </section>
        },
        Some(card) => html! {
            <section class="ep-box ep-trick ep-drop" aria-label="Trick" data-testid="ep-trick">
                <Button class="ep-drop-btn" legal=true hint={ctx.hinted(&Action::Play { card })} on_press={ctx.act(Action::Play { card })}>
                    <span class="ep-note ep-line">{ line }</span>
                    { cards }
                </Button>
            </section>
        },
    }
}

/// The played cards in order, the Infiltrator's second; `tappable` draws each
/// as its own button, else as a picture. A card new since the last drawing
/// glides in from where `arrivals` says it came from.
fn cards(ctx: &Ctx, tappable: bool, arrivals: &(Vec<(PlayerCard, Origin)>, Option<Origin>)) -> Html {
    let t = &ctx.view.table;
    let building = matches!(t.phase, Phase::Build { .. });
    let hand = ctx.view.hand.len();
    let from = |card: PlayerCard| arrivals.0.iter().find(|(c, _)| *c == card).map(|(_, o)| o.selector(hand));
    let inf_from = arrivals.1.map(|o| o.selector(hand));
    let inf = |c: InfCard| html! { <Arriving key="infiltrator" card="Infiltrator" from={inf_from.clone()}>{ infiltrator(ctx, c, tappable) }</Arriving> };
    let mut items: Vec<Html> = Vec::new();
    for (i, (seat, card)) in t.trick.plays.iter().enumerate() {
        let name = AttrValue::from(player_name(*card));
        items.push(html! { <Arriving key={name.as_str()} card={name.clone()} from={from(*card)}>{ played(ctx, *seat, *card, building, tappable) }</Arriving> });
        if i == 0 {
            items.extend(t.trick.infiltrator.map(inf));
        }
    }
    if t.trick.plays.is_empty() {
        items.extend(t.trick.infiltrator.map(inf));
    }
    if items.is_empty() {
        return html! { <span class="ep-note">{ "No card played yet." }</span> };
    }
    html! { <span class="ep-cards">{ items }</span> }
}

/// The line above the cards: the tap hint, the leading suit and who is ahead.
fn heading(ctx: &Ctx, drop: Option<PlayerCard>) -> Html {
    let lead = ctx.view.table.trick.lead;
    html! {
        <>
            <span class="ep-h">{ "Trick" }</span>
            { " " }
            if let Some(c) = drop {
                <strong class="ep-drop-hint">{ "▶ Tap here to play" }<span class="ep-drop-card">{ format!(" {}", player_name(c)) }</span>
                    if ctx.legal.contains(&Action::PlayAndSwitchLead { card: c }) { { " (the lead stays)" } }
                    // A dot parts it from the lead; a card that leads has none after it.
                    if lead.is_some() { { " · " } }</strong>
            }
            if let Some(s) = lead {
                <span class="ep-lead"><SuitIcon suit={s} /><span class="ep-lead-word">{ "Leading suit: " }</span>{ s.name() }</span>
                { standing(ctx) }
            }
        </>
    }
}

/// A played Player card with its seat's badge. While the winner builds, the
/// cards that may be placed are choosable.
fn played(ctx: &Ctx, seat: Seat, card: PlayerCard, building: bool, tappable: bool) -> Html {
    let placeable = building && ctx.legal.iter().any(|a| matches!(a, Action::Place { card: c, .. } if *c == card));
    let state = match ctx.pick() {
        Some(Pick::Trick(c)) if c == card => CardState::Chosen,
        _ if placeable => CardState::Legal,
        _ => CardState::Plain,
    };
    let who = words::name(&ctx.seats, seat);
    let hint = match (placeable, building) {
        (true, _) => format!("Played by {who}: tap to choose it, then tap where it goes"),
        (false, true) => format!("Played by {who}: it cannot be placed; tap to read why"),
        (false, false) => format!("Played by {who}"),
    };
    let shown = Shown::Player(card);
    let badge = ctx.seats.get(seat.index()).map(|info| seat_badge(info, false, false)).unwrap_or_default();
    let card = if tappable {
        let hinted = placeable && ctx.hint_on(Pick::Trick(card));
        // While building, a card that may not be placed says why when tapped.
        let on_press = if building && !placeable {
            ctx.read_with(shown, unplaceable_reason(&ctx.view, card))
        } else {
            ctx.choose(Pick::Trick(card), placeable)
        };
        html! { <Card card={shown} {state} {hint} {hinted} {on_press} /> }
    } else {
        html! { <CardPicture card={shown} /> }
    };
    html! { <>{ card }{ badge }</> }
}

fn infiltrator(ctx: &Ctx, card: InfCard, tappable: bool) -> Html {
    let shown = Shown::Inf(card);
    let lead = ctx.view.table.trick.lead.map_or(String::new(), |s| format!(", counts as {}", s.name()));
    let card = if tappable {
        html! { <Card card={shown} hint={format!("The Infiltrator's card: wild{lead}")} on_press={ctx.read(shown)} /> }
    } else {
        html! { <CardPicture card={shown} /> }
    };
    html! { <>{ card }<span class="ep-inf-badge">{ "Infiltrator" }</span></> }
}

#[derive(Properties, PartialEq)]
struct ArrivingProps {
    /// Which card it is (`data-card`, for tests: its words change with its
    /// state, this does not).
    card: AttrValue,
    /// Where the card was, when it has just been played: the element it
    /// glides in from (`Origin::selector`).
    from: Option<String>,
    children: Html,
}

/// One played card and its badge; as it first appears after a play, it
/// glides in from where it was (a card already there never moves).
#[component]
fn Arriving(props: &ArrivingProps) -> Html {
    let node = use_node_ref();
    use_glide_in(&node, props.from.clone());
    html! { <span ref={node} class="ep-played" data-card={&props.card}>{ props.children.clone() }</span> }
}

/// Who is ahead so far, by the rules' own reckoning of the trick (abilities
/// and the active Bunker and Mothership cards included).
fn standing(ctx: &Ctx) -> Html {
    let v = &*ctx.view;
    let tv = trick_values(&v.table, v.bunker_top.def().power, v.mothership_top.def().threat);
    let players = tv.best.is_some() && (tv.infiltrator.is_none() || tv.players_win());
    let ahead = match (tv.best, tv.infiltrator) {
        (Some((s, _, n)), _) if players => format!(" · {} ahead with {n}", words::name(&ctx.seats, s)),
        (_, Some(n)) => format!(" · Infiltrator ahead with {n}"),
        _ => return Html::default(),
    };
    let tie = if tv.ties_to_players { "ties go to the players" } else { "ties go to the Infiltrator" };
    html! { <>{ ahead }<span class="ep-ties">{ format!(" ({tie})") }</span></> }
}

fn drop_card(ctx: &Ctx) -> Option<PlayerCard> {
    match ctx.pick() {
        Some(Pick::Hand(c)) if ctx.legal.contains(&Action::Play { card: c }) => Some(c),
        _ => None,
    }
}
