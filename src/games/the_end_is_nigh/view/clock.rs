//! The doomsday clock and the six refugees around it, laid out as the table
//! is: 10, 12 and 2 o'clock above the clock face, 8, 6 and 4 below it. A
//! refugee who left the bunker leaves a gap in its place, so the ones on
//! either side are visibly not neighbours any more. In a review with
//! everything revealed every card is face up, a removed refugee's too.

use super::arrivals::{use_marker_arrivals, MarkerFrom};
use super::ctx::{use_nigh_ctx, Choice, Ctx};
use super::powers;
use super::words::{card, refugee, secret_of, side, spot_hour, the_refugee};
use crate::engine::words::and_list;
use crate::engine::{Line, Viewer};
use crate::games::the_end_is_nigh::cards::Bend;
use crate::games::the_end_is_nigh::cards::{is_red, HOURS, SPOT_HOURS};
use crate::games::the_end_is_nigh::{Action, Phase, Pos};
use crate::kit::motion::use_glide_in;
use crate::kit::parts::Button;
use yew::prelude::*;

/// The spots in the order the grid reads them, top row then bottom row.
const TOP: [u8; 3] = [5, 0, 1];
const BOTTOM: [u8; 3] = [4, 3, 2];

#[function_component]
pub fn Clock() -> Html {
    let ctx = &use_nigh_ctx();
    let row = |spots: [u8; 3]| spots.map(|spot| html! { <RefugeeCard {spot} /> });
    html! {
        <div class="nigh-clock" role="group" aria-label="The refugees around the doomsday clock">
            { for row(TOP) }
            <div class="nigh-face-cell">{ face(ctx) }</div>
            { for row(BOTTOM) }
        </div>
    }
}

/// The twelve exile markers around the face: red ones (6 and 12) are
/// diamonds, the rest circles; a placed marker is hollow, one out of the
/// game is crossed, the hour's marker has a thick ring and the hand.
///
/// Every marker is drawn at 12 o'clock and turned to its hour by SVG
/// (`hour_turn`), as the hand is: the face needs no trigonometry of its own.
fn face(ctx: &Ctx) -> Html {
    let v = &ctx.view;
    let over = matches!(v.phase, Phase::Over);
    let placed: Vec<u8> = v.places.iter().flat_map(|p| p.markers.iter().copied()).collect();
    let markers = (1..=HOURS).map(|h| {
        let now = !over && h == v.hour;
        let spent = v.spent_markers.contains(&h);
        let state = if spent {
            "spent"
        } else if placed.contains(&h) {
            "placed"
        } else if now {
            "now"
        } else {
            "waiting"
        };
        let class = classes!("nigh-mk", state, is_red(h).then_some("red"));
        // Sized for "10" to "12" at a phone's larger type, squeezed a little
        // below; the hour's thick ring is drawn outside the marker, behind
        // it, so it takes none of the room inside (the figures had run onto
        // the outline).
        let (shape, ring) = if is_red(h) {
            let shape = html! { <polygon points="100,5 119,24 100,43 81,24" /> };
            (shape, html! { <polygon class="nigh-now-ring" points="100,1.5 122.5,24 100,46.5 77.5,24" /> })
        } else {
            let shape = html! { <circle cx="100" cy="24" r="15.5" /> };
            (shape, html! { <circle class="nigh-now-ring" cx="100" cy="24" r="19" /> })
        };
        let cross = spent.then(|| html! { <path class="nigh-cross" d="M90 14L110 34M110 14L90 34" /> });
        let figures = h.to_string();
        let squeeze = (figures.len() > 1).then_some("23");
        html! {
            <g {class} transform={marker_turn(h)} data-marker={h.to_string()}>
                if now { { ring } }
                { shape }
                <text x="100" y="30" text-anchor="middle" textLength={squeeze} lengthAdjust={squeeze.map(|_| "spacingAndGlyphs")}>
                    { figures }
                </text>
                { for cross }
            </g>
        }
    });
    let hand = (!over).then(|| {
        html! { <line class="nigh-hand" x1="100" y1="100" x2="100" y2="45" transform={hour_turn(v.hour)} /> }
    });
    let label = if over {
        "The doomsday clock: midnight has struck.".to_string()
    } else {
        format!("The doomsday clock at {}:00: exile marker {} is next. Red markers (6 and 12) turn a refugee away.", v.hour, v.hour)
    };
    let centre = if over { "Over".to_string() } else { format!("{}:00", v.hour) };
    html! {
        <svg class="nigh-face" viewBox="0 0 200 200" role="img" aria-label={label}>
            <circle class="nigh-dial" cx="100" cy="100" r="96" />
            { hand }
            // Wide enough for "12:00" and "Over" at a phone's larger type
            // (at 26 they ran over its edge by a pixel or two).
            <circle class="nigh-hub" cx="100" cy="100" r="36" />
            <text class="nigh-centre" x="100" y="107" text-anchor="middle">{ centre }</text>
            { for markers }
        </svg>
    }
}

/// How far the hand or a marker turns from 12 o'clock to `hour`, in degrees.
fn degrees(hour: u8) -> u16 {
    u16::from(hour) * 30
}

/// Turns what is drawn at 12 o'clock round the face's centre to `hour`.
fn hour_turn(hour: u8) -> String {
    format!("rotate({} 100 100)", degrees(hour))
}

/// Carries a marker drawn at 12 o'clock (centred on 100,24) to `hour` and
/// turns it back upright there, so its number and diamond read level.
fn marker_turn(hour: u8) -> String {
    format!("{} rotate(-{} 100 24)", hour_turn(hour), degrees(hour))
}

#[derive(Properties, PartialEq)]
struct CardProps {
    spot: u8,
}

/// The one action a tap on this refugee leads to, if it leads to any:
/// questioning, voting on, or turning away this refugee.
fn spot_actions(ctx: &Ctx, spot: u8) -> Vec<Action> {
    ctx.legal_where(|a| match a {
        Action::Question { spot: s, .. } | Action::Vote { spot: s } | Action::Remove { spot: s } => *s == spot,
        _ => false,
    })
}

#[function_component]
fn RefugeeCard(props: &CardProps) -> Html {
    let ctx = &use_nigh_ctx();
    let spot = props.spot;
    let v = &ctx.view;
    let place = &v.places[usize::from(spot)];
    let arrivals = use_marker_arrivals(ctx, spot);
    let name = place.refugee.name();
    if !place.present {
        return html! {
            <div class={classes!("nigh-refugee", "nigh-gap", format!("nigh-s{spot}"))}>
                <span class="nigh-ref-head"><span class="nigh-ref-name">{ "Gap" }</span>{ hour_mark(spot) }</span>
                <span class="nigh-gap-note">{ format!("The {name} was turned away.") }</span>
                // The review with everything shows the cards nobody turned up.
                if v.viewer == Viewer::All { { traits(ctx, spot) } }
                { markers(&place.markers, &arrivals) }
            </div>
        };
    }
    let actions = spot_actions(ctx, spot);
    let picked = ctx.choice.spot() == Some(spot);
    let status = status_words(ctx, spot);
    let body = html! {
        <>
            <span class="nigh-ref-head"><span class="nigh-ref-name">{ name }</span>{ hour_mark(spot) }</span>
            <span class="nigh-ref-bend">{ place.refugee.card().text.split(':').next().unwrap_or_default() }</span>
            { traits(ctx, spot) }
            { markers(&place.markers, &arrivals) }
            if !status.is_empty() { <span class="nigh-status">{ status }</span> }
        </>
    };
    let class = classes!("nigh-refugee", format!("nigh-s{spot}"), (v.exhausted == Some(spot)).then_some("tired"));
    let acting = ctx.acting.is_some() && !ctx.legal.is_empty();
    // In a swap, or for an identity that picks cards, the trait cards are
    // the targets, so the refugee stays a plain card (a button may not hold
    // buttons).
    if !acting || matches!(v.phase, Phase::Swap) || powers::picks_cards(ctx) {
        return html! { <div {class}>{ body }</div> };
    }
    if let Some(t) = powers::refugee_target(ctx, spot) {
        return html! {
            <Button class={classes!(class, "nigh-tap")} aria_label={t.label} on_press={t.press} legal=true pressed={t.picked} hint={t.hint}>{ body }</Button>
        };
    }
    if actions.is_empty() {
        // Not a move now: a tap says why, in one line.
        let why = why_not(ctx, spot);
        return html! { <Button class={classes!(class, "nigh-tap")} piece=true on_press={ctx.refusal(why)}>{ body }</Button> };
    }
    // Chosen with a trait to pick: the traits are the targets (the prompt
    // says "then a trait", and a player taps the card they mean), as are
    // the dock's buttons. "Pick another" in the dock lets go.
    if offers_traits(ctx, spot) {
        return html! { <div {class} data-chosen="true">{ body }</div> };
    }
    // A second tap on the chosen refugee plays its move when it has only one.
    let (press, hint) = match (picked, actions.as_slice()) {
        (true, [only]) => (ctx.act(only.clone()), ctx.hinted(only)),
        _ => (ctx.choose(Choice::Refugee(spot)), ctx.hint_starts(|h| actions.contains(h))),
    };
    html! {
        <Button class={classes!(class, "nigh-tap")} on_press={press} legal=true pressed={picked} {hint}>{ body }</Button>
    }
}

/// Why a tap on the refugee at `spot` does nothing now, for the player who
/// may act (their own screen only, so a binding trait may be mentioned, never named).
fn why_not(ctx: &Ctx, spot: u8) -> String {
    let v = &ctx.view;
    let this = the_refugee(v, spot);
    match &v.phase {
        Phase::ChooseIdentity => "First keep one of your two identities, with the buttons under the prompt.".into(),
        Phase::Question if v.exhausted == Some(spot) => format!("{this} is exhausted (questioned last turn): question another refugee."),
        Phase::Question => format!("{this} cannot be questioned now."),
        Phase::Claim { .. } => "First make your claim, with the buttons under the prompt.".into(),
        Phase::Vote if ctx.legal.contains(&Action::DropMarker) => {
            format!("Marker {} is crossed out: take it out of the game with the button under the prompt.", v.hour)
        }
        Phase::Vote => {
            let open: Vec<u8> = ctx.legal.iter().filter_map(|a| if let Action::Vote { spot } = a { Some(*spot) } else { None }).collect();
            let questioned = v.turn.questioned == Some(spot);
            if v.preached.is_some_and(|p| p != spot) && open.len() == 1 {
                format!("The Preacher's word: your vote must go on {}.", refugee(v, open[0]))
            } else if questioned && v.places[usize::from(spot)].refugee.bend() == Bend::Charms {
                format!("{this}'s card: you questioned her, so you may not vote to exile her this turn.")
            } else if open.len() == 1 {
                format!("Something binds your vote this turn: it can only go on {}.", refugee(v, open[0]))
            } else {
                format!("Your vote cannot go on {} this turn: a trait you saw forbids it.", refugee(v, spot))
            }
        }
        Phase::Tie { spots, .. } => {
            let names: Vec<Line> = spots.iter().map(|s| Line::new().text(refugee(v, *s))).collect();
            format!("Only the tied refugees can leave: {}.", and_list(&names))
        }
        Phase::Swap | Phase::Over => String::new(),
    }
}

/// Exhausted, questioned this turn, marked for a preacher's vote: in words.
fn status_words(ctx: &Ctx, spot: u8) -> String {
    let v = &ctx.view;
    let mut words = Vec::new();
    if v.exhausted == Some(spot) {
        words.push("Exhausted");
    }
    if v.turn.questioned == Some(spot) && !matches!(v.phase, Phase::Question | Phase::Over) {
        words.push("Questioned now");
    }
    if v.preached == Some(spot) {
        words.push("Preached against");
    }
    words.join(" · ")
}

/// The two face-down traits, side by side or stacked; a card the viewer
/// has seen shows its name (and is marked as the viewer's secret). In a
/// swap, each card that may be taken is a button: tap it, then Confirm.
fn traits(ctx: &Ctx, spot: u8) -> Html {
    let v = &ctx.view;
    let place = &v.places[usize::from(spot)];
    let stacked = matches!(place.refugee.placement(), crate::games::the_end_is_nigh::cards::Placement::Stacked);
    let over = matches!(v.phase, Phase::Over);
    let slots = (0..2u8).map(|slot| {
        let at = Pos::new(spot, slot);
        let where_ = side(v, at);
        let face = match place.traits[usize::from(slot)] {
            Some(t) => {
                let secret = if over { None } else { secret_of(v) };
                html! {
                    <span class="nigh-trait known" data-secret={secret}>
                        <span class="visually-hidden">{ format!("{where_} trait: ") }</span>{ breakable(t.name()) }
                    </span>
                }
            }
            None => html! {
                <span class="nigh-trait hidden"><span aria-hidden="true">{ "?" }</span><span class="visually-hidden">{ format!("{where_} trait face down") }</span></span>
            },
        };
        let swap = Action::Swap { with: at };
        let target = if ctx.legal.contains(&swap) {
            let picked = ctx.choice == Choice::Card(at);
            let hint = ctx.hinted(&swap);
            let press = if picked { ctx.act(swap) } else { ctx.choose(Choice::Card(at)) };
            Some(powers::Target { label: format!("Swap with {}", card(v, at)), press, picked, hint })
        } else {
            question_target(ctx, at).or_else(|| powers::card_target(ctx, at))
        };
        let Some(t) = target else { return face };
        html! {
            <Button class="nigh-card-tap" aria_label={t.label} on_press={t.press} legal=true pressed={t.picked} hint={t.hint}>{ face }</Button>
        }
    });
    html! { <span class={classes!("nigh-traits", if stacked { "stacked" } else { "side" })}>{ for slots }</span> }
}

/// Whether the refugee at `spot` is chosen and there is a choice of trait to
/// look at (with one trait only, the refugee's own second tap questions it).
fn offers_traits(ctx: &Ctx, spot: u8) -> bool {
    let asks = |a: &Action| matches!(a, Action::Question { spot: s, .. } if *s == spot);
    ctx.choice.spot() == Some(spot) && ctx.legal.iter().filter(|a| asks(a)).count() > 1
}

/// The trait at `at` as the second tap of a question, once its refugee
/// offers its traits.
fn question_target(ctx: &Ctx, at: Pos) -> Option<powers::Target> {
    let v = &ctx.view;
    let ask = Action::Question { spot: at.spot, slot: at.slot };
    if !offers_traits(ctx, at.spot) || !ctx.legal.contains(&ask) {
        return None;
    }
    let label = if v.places[usize::from(at.spot)].refugee.bend() == Bend::OtherEyes {
        format!("Pick {} for the next player to look at", card(v, at))
    } else {
        format!("Look at {}", card(v, at))
    };
    Some(powers::Target { label, hint: ctx.hinted(&ask), press: ctx.act(ask), picked: false })
}

/// The exile markers above a refugee, by number; red ones say so. One that
/// has just arrived glides in from where `arrivals` says it was.
fn markers(list: &[u8], arrivals: &[(u8, MarkerFrom)]) -> Html {
    if list.is_empty() {
        return html! { <span class="nigh-markers none">{ "No markers" }</span> };
    }
    let badges = list.iter().map(|&marker| {
        let from = arrivals.iter().find(|(m, _)| *m == marker).map(|(_, f)| *f);
        html! { <MarkerBadge key={marker} {marker} {from} /> }
    });
    html! {
        <span class="nigh-markers">
            <span class="visually-hidden">{ format!("{} exile marker{}: ", list.len(), if list.len() == 1 { "" } else { "s" }) }</span>
            { for badges }
        </span>
    }
}

#[derive(Properties, PartialEq)]
struct MarkerBadgeProps {
    marker: u8,
    /// Where it was, when it has just come here.
    from: Option<MarkerFrom>,
}

/// One exile marker above a refugee: as it first appears after a vote or a
/// move, it glides in (a marker already there never moves).
#[function_component]
fn MarkerBadge(props: &MarkerBadgeProps) -> Html {
    let node = use_node_ref();
    use_glide_in(&node, props.from.map(|f| f.selector(props.marker)));
    let red = is_red(props.marker);
    html! {
        <span ref={node} class={classes!("nigh-badge", red.then_some("red"))} data-marker={props.marker.to_string()}>
            { props.marker.to_string() }
            if red { <span class="visually-hidden">{ " (red)" }</span> }
        </span>
    }
}

/// A trait's name with a soft hyphen where the one longer than some cards
/// may break: "Whistleblower" needs 93 px at a phone's size, more than a
/// card has at 320 px. Elsewhere a name too long for half a card takes a
/// line of its own (the stylesheet), so the others never break.
fn breakable(name: &str) -> String {
    const BREAKS: [(&str, &str); 1] = [("Whistleblower", "Whistle\u{ad}blower")];
    BREAKS.iter().fold(name.to_string(), |name, (word, broken)| name.replacen(word, broken, 1))
}

/// The hour a refugee sits at, in a ring as the clock face draws it; a
/// screen reader says "6:00". As words, "Undergrad 10:00" took two lines
/// at 390 px and on both tablets, and its traits sat lower than its
/// neighbours'.
fn hour_mark(spot: u8) -> Html {
    let hour = SPOT_HOURS[usize::from(spot) % SPOT_HOURS.len()];
    html! {
        <span class="nigh-ref-hour">
            <span class="visually-hidden">{ spot_hour(spot) }</span>
            <span class="nigh-hour-ring" aria-hidden="true">{ hour }</span>
        </span>
    }
}
