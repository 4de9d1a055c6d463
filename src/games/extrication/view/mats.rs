//! Each player's mat, all in view at once (nothing is hidden between
//! players): the worker's place, the two Launch Pads with their ships, cargo
//! and fuel against capacity, the science tableau and its reach, and the
//! Population track with the prestige it would score now. On the acting
//! person's mat the pads and the tableau become targets while an item is
//! chosen, and a ship that may launch says so (its Launch button is in the
//! dock, with the turn's other buttons).

use super::ctx::{use_xt_ctx, Ctx};
use super::pieces::{science_label, ShipCard};
use super::track::science_class;
use crate::engine::words::count;
use crate::engine::Seat;
use crate::games::extrication::components::{Pad, Science, Size, TABLEAU_DEPTH};
use crate::games::extrication::rules::scoring::scores;
use crate::games::extrication::words::{location, plural, ship_words};
use crate::games::extrication::{Action, Docked, Player, Worker};
use crate::kit::parts::Button;
use crate::kit::seat_badge::seat_badge;
use yew::prelude::*;

#[component]
pub fn Mats() -> Html {
    let ctx = &use_xt_ctx();
    let t = &ctx.view.table;
    let prestige = scores(&t.players);
    // The viewer's own mat first: its pads are where a chosen item goes.
    let own = ctx.view.viewer.seat();
    let mut order: Vec<Seat> = t.players.seats().collect();
    order.sort_by_key(|s| Some(*s) != own);
    let mats = order.into_iter().map(|seat| mat(ctx, seat, &t.players[seat], prestige[seat].total));
    html! { <div class={classes!("xt-mats", format!("xt-mats-{}", t.players.len()))}>{ for mats }</div> }
}

fn worker_words(ctx: &Ctx, seat: Seat, p: &Player) -> String {
    match p.worker {
        Worker::Start => "At the start".into(),
        Worker::At(at) => format!("On {}", location(at)),
        Worker::Left => {
            let place = ctx.view.table.leaving.iter().position(|s| *s == seat).unwrap_or(0);
            format!("Left: {} next round", ["1st", "2nd", "3rd", "4th"].get(place).copied().unwrap_or("later"))
        }
    }
}

fn mat(ctx: &Ctx, seat: Seat, p: &Player, prestige: i32) -> Html {
    let t = &ctx.view.table;
    let active = t.turn.is_some_and(|turn| turn.seat == seat);
    let mine = ctx.acting == Some(seat);
    let name = ctx.name(seat);
    let badge = ctx.seats.get(seat.index()).map(|info| seat_badge(info, active, true)).unwrap_or_default();
    html! {
        <section class={classes!("xt-box", "xt-mat", active.then_some("xt-active"))} aria-label={format!("{name}'s mat")} data-testid={format!("xt-mat-{}", seat.0)}>
            <div class="xt-mat-head">
                { badge }
                // On the track, the track's column already shows the worker
                // with its name: a four-mat tablet keeps this line for screen
                // readers only (extrication.css), so the table fits the screen.
                <span class={classes!("xt-note", matches!(p.worker, Worker::At(_)).then_some("xt-on-track"))}>
                    { worker_words(ctx, seat, p) }
                </span>
            </div>
            <div class="xt-pads">
                { for Pad::ALL.map(|pad| pad_box(ctx, p, pad, mine)) }
            </div>
            { tableau(ctx, p, mine) }
            { population(p, prestige) }
        </section>
    }
}

/// One Launch Pad: empty (and what it takes), or its ship with cargo and
/// fuel against capacity; for the acting person, a target while the chosen
/// item may go there, else a reason when tapped.
fn pad_box(ctx: &Ctx, p: &Player, pad: Pad, mine: bool) -> Html {
    let title = match pad {
        Pad::Small => "Small pad",
        Pad::Large => "Large pad",
    };
    let body = match p.pad(pad) {
        None => empty_pad(pad),
        Some(d) => docked(ctx, d, pad),
    };
    match if mine { ctx.onto_pad(pad) } else { None } {
        Some(act) => pad_target(ctx, act, title, p.pad(pad).is_some(), body),
        None => pad_group(ctx, p, pad, mine, title, body),
    }
}

fn empty_pad(pad: Pad) -> Html {
    let takes = match pad {
        Pad::Small => "takes a small ship",
        Pad::Large => "takes any ship",
    };
    html! { <span class="xt-note">{ format!("Empty: {takes}") }</span> }
}

/// A pad that may take the chosen item is itself the button (a separate
/// one under it would push four players' mats off a tablet's screen). Its
/// name is its words, in reading order: "Dock here, Small pad, Empty: ...".
fn pad_target(ctx: &Ctx, act: Action, title: &'static str, holds_ship: bool, body: Html) -> Html {
    let words = if holds_ship { "Load here" } else { "Dock here" };
    html! {
        <Button class="xt-pad xt-target" legal=true hint={ctx.hinted(&act)} on_press={ctx.act(act)}>
            <span class="xt-pad-title"><span class="xt-target-words">{ words }</span><span class="xt-h">{ title }</span></span>
            { body }
        </Button>
    }
}

/// A pad that is no target: a labelled group (the ship card is drawn for
/// the eye; the group's name says which ship it is). A tap on one of the
/// person's own pads says why it does nothing.
fn pad_group(ctx: &Ctx, p: &Player, pad: Pad, mine: bool, title: &'static str, body: Html) -> Html {
    let label = match p.pad(pad) {
        Some(d) => format!("{title}: {}", ship_words(d.ship)),
        None => title.to_string(),
    };
    let onclick = (if mine { ctx.pad_refusal(pad) } else { None }).map(|why| ctx.tap_refusal(why));
    html! {
        <div class="xt-pad" role="group" aria-label={label} {onclick}>
            <span class="xt-pad-title">
                <span class="xt-h">{ title }</span>
                if mine && ctx.may(Action::Launch { pad }) {
                    <span class="xt-ready">{ "Ready to launch" }</span>
                }
            </span>
            { body }
        </div>
    }
}

/// A docked ship: its card, its cargo spaces (C for a Cohort, O for an
/// Organic cube, empty boxes free) and its fuel against what it needs.
fn docked(ctx: &Ctx, d: &Docked, pad: Pad) -> Html {
    // The size is news only when the ship is not the pad's own size.
    let show_size = !matches!((pad, d.ship.kind().size), (Pad::Small, Size::Small) | (Pad::Large, Size::Large));
    let t = &ctx.view.table;
    let (capacity, need) = (t.capacity(d.ship), t.fuel_needed(d.ship));
    let spaces = capacity.max(d.cargo());
    let slot = |i: usize| {
        let (class, mark) = if i < d.cohorts.len() {
            ("xt-slot xt-cohort", "C")
        } else if i < d.cargo() {
            ("xt-slot xt-organic", "O")
        } else {
            ("xt-slot", "")
        };
        html! { <span {class}>{ mark }</span> }
    };
    let tank = |i: usize| html! { <span class={classes!("xt-tank", (i < d.fuel.len()).then_some("xt-full"))}></span> };
    let cargo = format!(
        "Cargo {} of {capacity}: {}, {}",
        d.cargo(),
        count(d.cohorts.len() as i64, "Cohort", "Cohorts"),
        count(d.organics.len() as i64, "Organic cube", "Organic cubes")
    );
    let fuel = format!("Fuel {} of {need}", d.fuel.len());
    html! {
        <>
            <ShipCard ship={d.ship} {capacity} fuel={need} show_size={show_size} />
            <span class="xt-load">
                <span class="xt-slots" role="img" aria-label={cargo}>
                    { for (0..spaces).map(slot) }
                    <span class="xt-note" aria-hidden="true">{ format!("{}/{capacity}", d.cargo()) }</span>
                </span>
                <span class="xt-tanks" role="img" aria-label={fuel}>
                    { for (0..need.max(d.fuel.len())).map(tank) }
                    <span class="xt-note" aria-hidden="true">{ format!("Fuel {}/{need}", d.fuel.len()) }</span>
                </span>
            </span>
        </>
    }
}

/// The science tableau: two spaces per science, and how far each reaches
/// (1st tile behind, 2nd ahead). While a token is chosen, its science's
/// space is a target on the acting person's tableau.
fn tableau(ctx: &Ctx, p: &Player, mine: bool) -> Html {
    let target = if mine { ctx.onto_tableau() } else { None };
    let cell = |s: Science| {
        let n = p.tiles_of(s);
        // No reach draws nothing: the arrows' presence is the cue, not a colour.
        let reach = match n {
            0 => "",
            1 => "◀",
            _ => "◀ ▶",
        };
        let filled = (0..TABLEAU_DEPTH).map(|i| html! { <span class={classes!("xt-space", (i < n).then_some("xt-filled"))}></span> });
        let here = target.is_some_and(|a| matches!(a, Action::TakeScience { science, .. } if science == s));
        let reach_words = ["no reach", "reaches behind", "reaches behind and ahead"][n.min(2)];
        let label = format!("{}: {n} of {TABLEAU_DEPTH} tiles, {reach_words} for {}", s.name(), plural(s.resource()));
        html! {
            <li class={classes!("xt-sci", science_class(s), here.then_some("xt-place"))}>
                <span class="xt-sci-cell" role="img" aria-label={label}>
                    <span class="xt-sci-mark" aria-hidden="true">{ science_label(s) }</span>
                    <span class="xt-spaces" aria-hidden="true">{ for filled }</span>
                    <span class="xt-sci-reach" aria-hidden="true">{ reach }</span>
                </span>
            </li>
        }
    };
    // The chosen token has one place, its science's column: the button under
    // the row says which, and that column is outlined.
    let place = target.and_then(|act| match act {
        Action::TakeScience { science, .. } => Some((act, science)),
        _ => None,
    });
    html! {
        <div class="xt-tableau-box">
            <ul class="xt-tableau" aria-label="Science tableau">{ for Science::ALL.map(cell) }</ul>
            if let Some((act, science)) = place {
                <Button class="xt-btn xt-btn-target" label={format!("Place on {}", science.name())} aria_label={format!("Place on {}: put the token on your tableau", science.name())} legal=true hint={ctx.hinted(&act)} on_press={ctx.act(act)} />
            }
        </div>
    }
}

/// The prestige it would score now, then the Population track in words:
/// Cohorts launched against the organic value, how many of them it
/// supports, the ships launched, and the full science sets (the tableau's
/// other score line).
fn population(p: &Player, prestige: i32) -> Html {
    let cohorts = p.cohort_value();
    let supported = cohorts.min(p.organic_value);
    let sets = p.full_sets();
    let words =
        format!("Saved {cohorts} · organic {} · supported {supported} · launched {} · sets {sets}", p.organic_value, p.launched.len(),);
    html! {
        <div class="xt-pop">
            <span class="xt-note"><strong class="xt-prestige">{ format!("Prestige {prestige}") }</strong>{ " · " }{ words }</span>
        </div>
    }
}
