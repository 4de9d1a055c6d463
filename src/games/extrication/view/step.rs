//! The step's buttons, shown by the shell in its dock under the prompt
//! (`kit::dock`): in the side panel on a landscape tablet, at the bottom of
//! the screen on a phone, so they are in view wherever the board is
//! scrolled.
//!
//! With nothing chosen: Launch for each ready ship, Leave the track, End
//! turn (the main button), and what the person's tableau reaches. With an
//! item chosen: what it is and the places it may go ("Dock on small pad",
//! "Load onto large pad", "Place on Comms") as the main buttons, Let go, and
//! End turn as a plain button, so the main button never ends a turn while
//! something is in hand.

use super::ctx::{use_xt_ctx, Ctx, Pick};
use crate::engine::Seat;
use crate::games::extrication::components::{Resource, Science};
use crate::games::extrication::words::{location, one, pad_name, plural};
use crate::games::extrication::{Action, Pad, Stage, Turn};
use crate::kit::dock::Dock;
use crate::kit::parts::Button;
use yew::prelude::*;

#[component]
pub fn StepControls() -> Html {
    let ctx = &use_xt_ctx();
    let Some(turn) = ctx.view.table.turn else { return Html::default() };
    if ctx.acting != Some(turn.seat) || ctx.legal.is_empty() {
        return Html::default();
    }
    let body = match ctx.choice {
        Some(pick) => chosen(ctx, pick),
        None => plain(ctx, turn),
    };
    html! {
        <Dock>
            <div class="xt-step" data-testid="xt-step">{ body }</div>
        </Dock>
    }
}

/// An item in hand: where it may go, Let go, and End turn (not the main button).
fn chosen(ctx: &Ctx, pick: Pick) -> Html {
    let ship = ctx.view.table.track[usize::from(pick.from)].ship.filter(|_| pick.resource == Resource::Ship);
    let item = match (pick.science, ship) {
        (Some(s), _) => format!("the {} token", s.name()),
        (None, Some(ship)) => format!("the {}", ship.kind().name),
        (None, None) => one(pick.resource).to_string(),
    };
    let places = ctx.takes(pick).into_iter().map(|act| {
        let label = place_label(act);
        html! { <Button class="xt-btn xt-btn-main" label={label} hint={ctx.hinted(&act)} on_press={ctx.act(act)} /> }
    });
    html! {
        <>
            <p class="xt-step-words">{ format!("Chosen: {item} from {}.", location(pick.from)) }</p>
            <div class="xt-controls">
                { for places }
                <Button class="xt-btn" label="Let go" aria_label="Let go of the chosen item" on_press={ctx.choose(None)} />
                { launches(ctx, "xt-btn") }
                if ctx.may(Action::EndTurn) {
                    <Button class="xt-btn" label="End turn" hint={ctx.hinted(&Action::EndTurn)} on_press={ctx.act(Action::EndTurn)} />
                }
            </div>
        </>
    }
}

/// The words of the button that puts the chosen item in one place.
fn place_label(act: Action) -> String {
    match act {
        Action::TakeShip { pad, .. } => format!("Dock on {}", pad_name(pad)),
        Action::TakeCohort { pad, .. } | Action::TakeOrganic { pad, .. } | Action::TakeFuel { pad, .. } => {
            format!("Load onto {}", pad_name(pad))
        }
        Action::TakeScience { science, .. } => format!("Place on {}", science.name()),
        _ => String::new(),
    }
}

/// Nothing in hand: Launch, Leave the track, End turn, and the reach.
fn plain(ctx: &Ctx, turn: Turn) -> Html {
    let reach = match turn.stage {
        Stage::Act { at } => reach_words(ctx, turn.seat, at),
        _ => String::new(),
    };
    html! {
        <>
            if !reach.is_empty() { <p class="xt-step-words xt-note">{ reach }</p> }
            <div class="xt-controls">
                { launches(ctx, "xt-btn xt-btn-launch") }
                if ctx.may(Action::Leave) {
                    <Button class="xt-btn" label="Leave the track" hint={ctx.hinted(&Action::Leave)} on_press={ctx.act(Action::Leave)} />
                }
                if ctx.may(Action::EndTurn) {
                    <Button class="xt-btn xt-btn-main" label="End turn" hint={ctx.hinted(&Action::EndTurn)} on_press={ctx.act(Action::EndTurn)} />
                }
            </div>
        </>
    }
}

/// A Launch button for each ready ship (plain while an item is in hand).
/// Two ready ships of one kind (a Skiff on each pad) are told apart by their
/// pads: two buttons both reading "Launch the Skiff" left the player to guess.
fn launches(ctx: &Ctx, class: &'static str) -> Html {
    let Some(seat) = ctx.acting else { return Html::default() };
    let player = &ctx.view.table.players[seat];
    let ready: Vec<(Action, Pad, &str)> = ctx
        .legal_where(|a| matches!(a, Action::Launch { .. }))
        .into_iter()
        .filter_map(|act| match act {
            Action::Launch { pad } => Some((act, pad, player.pad(pad).map_or("ship", |d| d.ship.kind().name))),
            _ => None,
        })
        .collect();
    let twins = |ship: &str| ready.iter().filter(|(_, _, s)| *s == ship).count() > 1;
    let buttons = ready.iter().map(|&(act, pad, ship)| {
        let aria = format!("Launch the {ship} on your {}", pad_name(pad));
        let label = if twins(ship) { format!("Launch the {ship} ({})", pad_name(pad)) } else { format!("Launch the {ship}") };
        html! { <Button {class} {label} aria_label={aria} hint={ctx.hinted(&act)} on_press={ctx.act(act)} /> }
    });
    html! { <>{ for buttons }</> }
}

/// "Ana's science tableau reaches behind for Fuel cubes and ahead for
/// ships", for the seat standing at `at`; empty when it reaches nowhere but
/// here. (Which science reaches what is on the track's tags and the mats.)
fn reach_words(ctx: &Ctx, seat: Seat, at: u8) -> String {
    let t = &ctx.view.table;
    let (mut behind, mut ahead) = (Vec::new(), Vec::new());
    for science in Science::ALL {
        let r = science.resource();
        let sources = t.sources(seat, at, r);
        if sources.iter().any(|&l| l < at) {
            behind.push(plural(r));
        }
        if sources.iter().any(|&l| l > at) {
            ahead.push(plural(r));
        }
    }
    let mut parts = Vec::new();
    if !behind.is_empty() {
        parts.push(format!("behind for {}", behind.join(", ")));
    }
    if !ahead.is_empty() {
        parts.push(format!("ahead for {}", ahead.join(", ")));
    }
    if parts.is_empty() {
        return String::new();
    }
    format!("{}'s science tableau reaches {}.", ctx.name(seat), parts.join(" and "))
}
