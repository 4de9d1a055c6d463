//! The action track: ten locations in a row, each a ship card with its
//! cargo tiles above and its cubes below, the workers standing on it, and
//! while a player stands on the track, which locations their science tableau
//! reaches (behind or ahead). Things a person may take now are buttons
//! (`data-legal`); everything else is a labelled picture.

use super::pieces::{card_words, ShipCard, WorkerMark};
use super::ctx::{Ctx, Pick, use_ex_ctx};
use super::words;
use crate::games::extrication::components::{CubeColour, Resource, Science, TileFace, TRACK_LEN};
use crate::games::extrication::{Action, Location, Stage, Worker};
use crate::kit::parts::Button;
use yew::prelude::*;

#[component]
pub fn Track() -> Html {
    let cols = (0..TRACK_LEN as u8).map(|at| html! { <Spot {at} /> });
    html! {
        <section class="ex-track-box" aria-label="The action track, from the start (1) to the end (10)">
            <ol class="ex-track" data-testid="ex-track">{ for cols }</ol>
        </section>
    }
}

/// Where the acting seat's worker stands and which way a location lies from it.
#[derive(Clone, Copy, PartialEq)]
enum Reach {
    None,
    Here,
    Behind,
    Ahead,
}

/// How location `at` stands to the worker on its turn, and the sciences
/// that reach it (only those whose resource lies there now).
fn reach_of(ctx: &Ctx, at: u8) -> (Reach, Vec<Science>) {
    let t = &ctx.view.table;
    let Some(turn) = t.turn else { return (Reach::None, vec![]) };
    let Stage::Act { at: here } = turn.stage else { return (Reach::None, vec![]) };
    if at == here {
        return (Reach::Here, vec![]);
    }
    let sciences: Vec<Science> =
        Science::ALL.into_iter().filter(|s| t.offers(at, s.resource()) && t.sources(turn.seat, here, s.resource()).contains(&at)).collect();
    match (sciences.is_empty(), at < here) {
        (true, _) => (Reach::None, sciences),
        (false, true) => (Reach::Behind, sciences),
        (false, false) => (Reach::Ahead, sciences),
    }
}

#[derive(Properties, PartialEq)]
struct SpotProps {
    at: u8,
}

/// One location: its number (or the button to move there), the workers on
/// it, the tiles above, the ship, the cubes below, and the reach tag.
#[component]
fn Spot(props: &SpotProps) -> Html {
    let (ctx, at) = (&use_ex_ctx(), props.at);
    let t = &ctx.view.table;
    let loc = &t.track[at as usize];
    let workers: Vec<Html> = t
        .players
        .iter()
        .filter(|(_, p)| p.worker == Worker::At(at))
        .map(|(seat, _)| html! { <WorkerMark seats={ctx.seats.clone()} {seat} /> })
        .collect();
    let mv = Action::Move { to: at };
    let (reach, sciences) = reach_of(ctx, at);
    let class = classes!(
        "ex-loc",
        match reach {
            Reach::Here => Some("ex-here"),
            Reach::Behind => Some("ex-reach ex-behind"),
            Reach::Ahead => Some("ex-reach ex-ahead"),
            Reach::None => None,
        }
    );
    let no = at + 1;
    html! {
        <li {class} aria-label={format!("Location {no}")}>
            <div class="ex-loc-head">
                if ctx.may(mv) {
                    <Button class="ex-move" label={format!("Go {no}")} aria_label={format!("Go {no}: move your worker to location {no}")} legal=true on_press={ctx.act(mv)} />
                } else {
                    <span class="ex-loc-no" aria-hidden="true">{ no }</span>
                    // At most one worker stands here, and a location in reach has no Go
                    // button (the worker has moved): both share the head, not rows of their own.
                    <div class="ex-workers">{ workers }</div>
                    <ReachTag {reach} {sciences} />
                }
            </div>
            <div class="ex-above">{ tiles(ctx, at, loc) }</div>
            <div class="ex-ship-slot">{ ship(ctx, at, loc) }</div>
            <div class="ex-below">{ cubes(ctx, at, loc) }</div>
        </li>
    }
}

#[derive(Properties, PartialEq)]
struct ReachTagProps {
    reach: Reach,
    sciences: Vec<Science>,
}

/// "Here", or an arrow and the sciences that reach this location, in words
/// for a screen reader and as marks on the screen.
#[component]
fn ReachTag(props: &ReachTagProps) -> Html {
    let marks: Vec<&str> = props.sciences.iter().map(|s| words::science_mark(*s)).collect();
    let names: Vec<String> = props.sciences.iter().map(|s| format!("{} by {}", words::plural(s.resource()), s.name())).collect();
    let (text, label) = match props.reach {
        Reach::None => return html! { <span class="ex-reach-tag ex-empty"></span> },
        Reach::Here => ("Here".to_string(), "Your worker stands here".to_string()),
        Reach::Behind => (format!("◀ {}", marks.join(" ")), format!("Within reach behind: {}", names.join(", "))),
        Reach::Ahead => (format!("{} ▶", marks.join(" ")), format!("Within reach ahead: {}", names.join(", "))),
    };
    html! { <span class="ex-reach-tag" role="img" aria-label={label}>{ text }</span> }
}

/// A chip for one kind of item at a location: a button when it may be taken
/// now, else a labelled picture. `count` is how many of it lie there.
fn chip(ctx: &Ctx, item: Pick, class: &'static str, mark: String, label: String, count: usize) -> Html {
    let text = if count > 1 { format!("{mark}×{count}") } else { mark };
    let takeable = !ctx.takes(item).is_empty();
    if takeable {
        let chosen = ctx.choice == Some(item);
        let aria = format!("{text}: take {label} from {}", words::location(item.from));
        html! {
            <Button class={classes!("ex-chip", class, chosen.then_some("ex-chosen"))} label={text} aria_label={aria}
                pressed={chosen} legal=true on_press={ctx.tap_item(item)} />
        }
    } else {
        let aria = if count > 1 { format!("{count} {label}") } else { label };
        html! { <span class={classes!("ex-chip", class)} role="img" aria-label={aria}>{ text }</span> }
    }
}

/// The cargo tiles above a location, grouped by face: Cohorts, then each science.
fn tiles(ctx: &Ctx, at: u8, loc: &Location) -> Html {
    let count = |face: TileFace| loc.tiles.iter().filter(|t| t.face() == face).count();
    let mut out = Vec::new();
    let cohorts = count(TileFace::Cohort);
    if cohorts > 0 {
        let item = Pick { resource: Resource::Cohort, from: at, science: None };
        out.push(chip(ctx, item, "ex-cohort", "Coh".into(), "Citizen Cohort tiles".into(), cohorts));
    }
    for s in Science::ALL {
        let n = count(TileFace::Science(s));
        if n > 0 {
            let item = Pick { resource: Resource::Science, from: at, science: Some(s) };
            let class = science_class(s);
            out.push(chip(ctx, item, class, words::science_mark(s).into(), format!("{} tokens", s.name()), n));
        }
    }
    html! { <>{ out }</> }
}

/// The cubes below a location: Fuel, then Organic.
fn cubes(ctx: &Ctx, at: u8, loc: &Location) -> Html {
    let mut out = Vec::new();
    for (colour, resource, class, mark) in
        [(CubeColour::Fuel, Resource::Fuel, "ex-fuel", "Fuel"), (CubeColour::Organic, Resource::Organic, "ex-organic", "Org")]
    {
        let n = loc.cubes.iter().filter(|c| c.colour() == colour).count();
        if n > 0 {
            let item = Pick { resource, from: at, science: None };
            out.push(chip(ctx, item, class, mark.into(), format!("{} cubes", words::cube_word(colour)), n));
        }
    }
    html! { <>{ out }</> }
}

/// The ship at a location: a card, a button when it may be taken now.
fn ship(ctx: &Ctx, at: u8, loc: &Location) -> Html {
    let Some(ship) = loc.ship else {
        return html! { <span class="ex-no-ship" role="img" aria-label="No ship here">{ "—" }</span> };
    };
    let item = Pick { resource: Resource::Ship, from: at, science: None };
    let (capacity, fuel) = (ctx.view.table.capacity(ship), ctx.view.table.fuel_needed(ship));
    let card = html! { <ShipCard {ship} {capacity} {fuel} /> };
    let shown = card_words(ship, capacity, fuel);
    if ctx.takes(item).is_empty() {
        return html! { <div class="ex-ship-card" role="img" aria-label={format!("{shown}: a ship card")}>{ card }</div> };
    }
    let chosen = ctx.choice == Some(item);
    // The name starts with the card's visible words, as a speech user would say them.
    let aria = format!("{shown}: take this ship from {}", words::location(at));
    html! {
        <Button class={classes!("ex-ship-card", "ex-ship-btn", chosen.then_some("ex-chosen"))} aria_label={aria} pressed={chosen} legal=true on_press={ctx.tap_item(item)}>
            { card }
        </Button>
    }
}

/// The class that colours a science's token (its mark says which it is too).
pub fn science_class(s: Science) -> &'static str {
    match s {
        Science::Astrophysics => "ex-sci-astro",
        Science::Comms => "ex-sci-comms",
        Science::Biology => "ex-sci-bio",
        Science::Robotics => "ex-sci-robo",
        Science::Ai => "ex-sci-ai",
    }
}
