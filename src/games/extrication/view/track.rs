//! The action track: ten locations in a row, each a ship card with its
//! cargo tiles above and its cubes below, the workers standing on it, and
//! while a player stands on the track, which locations their science tableau
//! reaches (behind or ahead). Things a person may take now are buttons
//! (`data-legal`); everything else is a labelled picture.

use super::ctx::{use_xt_ctx, Ctx, Pick};
use super::pieces::{card_words, science_label, ShipCard, WorkerMark};
use crate::games::extrication::components::{CubeColour, Resource, Science, TileFace, TRACK_LEN};
use crate::games::extrication::words::{location, plural};
use crate::games::extrication::{Action, Location, Stage, Worker};
use crate::kit::parts::Button;
use yew::prelude::*;

#[component]
pub fn Track() -> Html {
    let ctx = use_xt_ctx();
    let came_from = use_came_from(&ctx);
    let cols = (0..TRACK_LEN as u8).map(|at| html! { <Spot {at} came_from={came_from[at as usize]} /> });
    html! {
        <section class="xt-track-box" aria-label="The action track, from the start (1) to the end (10)">
            <ol class="xt-track" data-testid="xt-track">{ for cols }</ol>
            <p class="xt-key xt-note" data-testid="xt-key">
                { "Above each ship: Cohort tiles and Science tokens (Astro, Comms, Bio, Robot, AI). Below it: Fuel and Organic cubes." }
            </p>
        </section>
    }
}

/// For each location, where the worker now on it stood in the view drawn
/// before this one, when it has just moved from another location (a step
/// forward, an undo or a review's step back): its mark glides over from
/// there. A worker entering from the start or leaving has no column to come
/// from, so it simply appears or goes.
#[hook]
fn use_came_from(ctx: &Ctx) -> Vec<Option<u8>> {
    let last = use_mut_ref(Vec::<Worker>::new);
    let now: Vec<Worker> = ctx.view.table.players.iter().map(|(_, p)| p.worker).collect();
    let mut came_from = vec![None; TRACK_LEN];
    for (seat, worker) in now.iter().enumerate() {
        if let (Worker::At(to), Some(Worker::At(from))) = (worker, last.borrow().get(seat)) {
            if to != from {
                came_from[*to as usize] = Some(*from);
            }
        }
    }
    *last.borrow_mut() = now;
    came_from
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
    /// Where the worker standing here was in the last view, if it just moved.
    came_from: Option<u8>,
}

/// One location: its number (or the button to move there), the workers on
/// it, the tiles above, the ship, the cubes below, and the reach tag.
#[component]
fn Spot(props: &SpotProps) -> Html {
    let (ctx, at) = (&use_xt_ctx(), props.at);
    let t = &ctx.view.table;
    let loc = &t.track[at as usize];
    let workers: Vec<Html> = t
        .players
        .iter()
        .filter(|(_, p)| p.worker == Worker::At(at))
        .map(|(seat, _)| html! { <WorkerMark seats={ctx.seats.clone()} {seat} came_from={props.came_from} /> })
        .collect();
    let mv = Action::Move { to: at };
    let (reach, sciences) = reach_of(ctx, at);
    let class = classes!(
        "xt-loc",
        match reach {
            Reach::Here => Some("xt-here"),
            Reach::Behind => Some("xt-reach xt-behind"),
            Reach::Ahead => Some("xt-reach xt-ahead"),
            Reach::None => None,
        }
    );
    let no = at + 1;
    html! {
        <li {class} aria-label={format!("Location {no}")}>
            <div class="xt-loc-head">
                if ctx.may(mv) {
                    <Button class="xt-move" label={format!("Go {no}")} aria_label={format!("Go {no}: move your worker to location {no}")} legal=true hint={ctx.hinted(&mv)} on_press={ctx.act(mv)} />
                } else {
                    <span class="xt-loc-no" aria-hidden="true">{ no }</span>
                    // At most one worker stands here, and a location in reach has no Go
                    // button (the worker has moved): both share the head, not rows of their own.
                    <div class="xt-workers">{ workers }</div>
                    <ReachTag {reach} {sciences} />
                }
            </div>
            <div class="xt-above">{ tiles(ctx, at, loc) }</div>
            <div class="xt-ship-slot">{ ship(ctx, at, loc) }</div>
            <div class="xt-below">{ cubes(ctx, at, loc) }</div>
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
    let marks: Vec<&str> = props.sciences.iter().map(|s| science_label(*s)).collect();
    let names: Vec<String> = props.sciences.iter().map(|s| format!("{} by {}", plural(s.resource()), s.name())).collect();
    let (text, label) = match props.reach {
        Reach::None => return html! { <span class="xt-reach-tag xt-empty"></span> },
        Reach::Here => ("Here".to_string(), "Your worker stands here".to_string()),
        Reach::Behind => (format!("◀ {}", marks.join(" ")), format!("Within reach behind: {}", names.join(", "))),
        Reach::Ahead => (format!("{} ▶", marks.join(" ")), format!("Within reach ahead: {}", names.join(", "))),
    };
    html! { <span class="xt-reach-tag" role="img" aria-label={label}>{ text }</span> }
}

/// A chip for one kind of item at a location: a button when it may be taken
/// now, else a labelled picture that says why when tapped. `count` is how
/// many of it lie there; the count may wrap under the word, never the word.
fn chip(ctx: &Ctx, item: Pick, class: &'static str, mark: &str, label: String, count: usize) -> Html {
    let text = if count > 1 { format!("{mark} ×{count}") } else { mark.to_string() };
    if ctx.takes(item).is_empty() {
        let aria = if count > 1 { format!("{count} {label}") } else { label };
        return html! { <span class={classes!("xt-chip", class)} role="img" aria-label={aria} onclick={ctx.refuse_item(item)}>{ text }</span> };
    }
    let chosen = ctx.choice == Some(item);
    let aria = format!("{text}: take {label} from {}", location(item.from));
    html! {
        <Button class={classes!("xt-chip", class, chosen.then_some("xt-chosen"))} label={text} aria_label={aria}
            pressed={chosen} legal=true hint={ctx.hints_item(item)} on_press={ctx.tap_item(item)} />
    }
}

/// The cargo tiles above a location, grouped by face: Cohorts, then each science.
fn tiles(ctx: &Ctx, at: u8, loc: &Location) -> Html {
    let count = |face: TileFace| loc.tiles.iter().filter(|t| t.face() == face).count();
    let mut out = Vec::new();
    let cohorts = count(TileFace::Cohort);
    if cohorts > 0 {
        let item = Pick { resource: Resource::Cohort, from: at, science: None };
        out.push(chip(ctx, item, "xt-cohort", "Cohort", "Citizen Cohort tiles".into(), cohorts));
    }
    for s in Science::ALL {
        let n = count(TileFace::Science(s));
        if n > 0 {
            let item = Pick { resource: Resource::Science, from: at, science: Some(s) };
            let class = science_class(s);
            out.push(chip(ctx, item, class, science_label(s), format!("{} tokens", s.name()), n));
        }
    }
    html! { <>{ out }</> }
}

/// The cubes below a location: Fuel, then Organic.
fn cubes(ctx: &Ctx, at: u8, loc: &Location) -> Html {
    let mut out = Vec::new();
    for (colour, resource, class, mark) in
        [(CubeColour::Fuel, Resource::Fuel, "xt-fuel", "Fuel"), (CubeColour::Organic, Resource::Organic, "xt-organic", "Organic")]
    {
        let n = loc.cubes.iter().filter(|c| c.colour() == colour).count();
        if n > 0 {
            let item = Pick { resource, from: at, science: None };
            out.push(chip(ctx, item, class, mark, format!("{mark} cubes"), n));
        }
    }
    html! { <>{ out }</> }
}

/// The ship at a location: a card, a button when it may be taken now.
fn ship(ctx: &Ctx, at: u8, loc: &Location) -> Html {
    let Some(ship) = loc.ship else {
        return html! { <span class="xt-no-ship" role="img" aria-label="No ship here">{ "—" }</span> };
    };
    let item = Pick { resource: Resource::Ship, from: at, science: None };
    let (capacity, fuel) = (ctx.view.table.capacity(ship), ctx.view.table.fuel_needed(ship));
    let card = html! { <ShipCard {ship} {capacity} {fuel} /> };
    let shown = card_words(ship, capacity, fuel);
    if ctx.takes(item).is_empty() {
        let why = ctx.refuse_item(item);
        return html! { <div class="xt-ship-card" role="img" aria-label={format!("{shown}: a ship card")} onclick={why}>{ card }</div> };
    }
    let chosen = ctx.choice == Some(item);
    // The name starts with the card's visible words, as a speech user would say them.
    let aria = format!("{shown}: take this ship from {}", location(at));
    html! {
        <Button class={classes!("xt-ship-card", "xt-ship-btn", chosen.then_some("xt-chosen"))} aria_label={aria} pressed={chosen} legal=true hint={ctx.hints_item(item)} on_press={ctx.tap_item(item)}>
            { card }
        </Button>
    }
}

/// The class that colours a science's token (its mark says which it is too).
pub fn science_class(s: Science) -> &'static str {
    match s {
        Science::Astrophysics => "xt-sci-astro",
        Science::Comms => "xt-sci-comms",
        Science::Biology => "xt-sci-bio",
        Science::Robotics => "xt-sci-robo",
        Science::Ai => "xt-sci-ai",
    }
}
