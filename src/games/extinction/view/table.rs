//! The Extinction board component: the island, the spinner, the buttons and
//! the species' panels, built from `BoardProps`.
//!
//! Most small steps are one tap (a hex for `Pick`, `TakeBack`, `Lift`,
//! `Step`; a button for the rest). The three moves that name two hexes or a
//! hex and a count are chosen over several taps: the board's context
//! (ctx.rs) holds that selection, the [`Sel`], for the parts to read.

use super::controls::ActionBar;
use super::ctx::{Ctx, Sel};
use super::island::{legend, Island};
use super::map_window::MapWindow;
use super::spinner::{segment_of, Spinner};
use super::{species, words};
use crate::games::extinction::map::HexId;
use crate::games::extinction::{Action, Event, Extinction, Phase, View};
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::game_ui::BoardProps;
use std::rc::Rc;
use yew::prelude::*;

/// What a tap on a hex does now.
#[derive(Clone, Debug, PartialEq)]
enum HexTap {
    Act(Action),
    Select(Sel),
}

/// Every hex a tap does something on, and what, given the selection.
fn hex_taps(legal: &[Action], sel: Sel) -> Vec<(HexId, HexTap)> {
    let mut out: Vec<(HexId, HexTap)> = Vec::new();
    let mut add = |hex: HexId, tap: HexTap| {
        if !out.iter().any(|(h, _)| *h == hex) {
            out.push((hex, tap));
        }
    };
    for act in legal {
        match act {
            Action::Pick { hex } | Action::TakeBack { hex } | Action::Lift { hex } => add(*hex, HexTap::Act(act.clone())),
            Action::Step { to } => add(*to, HexTap::Act(act.clone())),
            Action::Cull { hex, .. } => add(*hex, HexTap::Select(Sel::Cull(*hex))),
            Action::Compete { from, to, .. } | Action::Prey { from, to, .. } => match sel {
                Sel::From(f) | Sel::Target(f, _) if f == *from => add(*to, HexTap::Select(Sel::Target(*from, *to))),
                _ => add(*from, HexTap::Select(Sel::From(*from))),
            },
            _ => {}
        }
    }
    // With a cube chosen, its targets come first; the other cubes stay
    // tappable (to choose another), the chosen one is tapped to let go.
    if let Sel::From(f) | Sel::Target(f, _) = sel {
        for act in legal {
            if let Action::Compete { from, .. } | Action::Prey { from, .. } = act {
                if *from != f {
                    add(*from, HexTap::Select(Sel::From(*from)));
                }
            }
        }
        add(f, HexTap::Select(Sel::None));
    }
    out
}

/// What a tap on a hex does, in the words that begin its spoken name.
fn verb(tap: &HexTap) -> &'static str {
    match tap {
        HexTap::Act(Action::Pick { .. }) => "Choose",
        HexTap::Act(Action::TakeBack { .. }) => "Take back",
        HexTap::Act(Action::Lift { .. }) => "Lift a group from",
        HexTap::Act(Action::Step { .. }) => "Move the group to",
        HexTap::Act(_) => "Tap",
        HexTap::Select(Sel::Cull(_)) => "Remove from",
        HexTap::Select(Sel::From(_)) => "Compete or prey from",
        HexTap::Select(Sel::Target(..)) => "Move into",
        HexTap::Select(Sel::None) => "Let go of",
    }
}

/// The hexes to outline as chosen: the selection, the picked hex, the group.
fn chosen_hexes(view: &View, sel: Sel) -> Vec<HexId> {
    let mut out = match sel {
        Sel::None => vec![],
        Sel::Cull(h) | Sel::From(h) => vec![h],
        Sel::Target(a, b) => vec![a, b],
    };
    match &view.table.phase {
        Phase::Founding { pick: Some(h), .. } | Phase::Reproduce { pick: Some(h), .. } | Phase::Barrier { pick: Some(h), .. } => out.push(*h),
        Phase::Migrate { lifting: Some(h), .. } => out.push(*h),
        Phase::Migrate { group: Some(g), .. } => out.push(g.at),
        _ => {}
    }
    out
}

#[component]
pub fn ExnBoard(props: &BoardProps<Extinction>) -> Html {
    // A phone's whole-island view (see `map_window`).
    let whole = use_state(|| false);
    let root = use_node_ref();
    let ctx: Ctx = use_board_ctx(props, &root, ".exn-btn-main, [data-legal='true']");
    let view = props.view.clone();
    let legal = ctx.legal.clone();
    let current = ctx.choice;
    let taps = hex_taps(&legal, current);
    let on_hex = {
        let (taps, ctx) = (taps.clone(), ctx.clone());
        Callback::from(move |hex: HexId| match taps.iter().find(|(h, _)| *h == hex).map(|(_, t)| t.clone()) {
            Some(HexTap::Act(a)) => ctx.play(a),
            Some(HexTap::Select(s)) => ctx.set_choice(s),
            None => {}
        })
    };
    let on_whole = {
        let whole = whole.clone();
        Callback::from(move |w| whole.set(w))
    };
    let targets: Vec<HexId> = taps.iter().map(|(h, _)| *h).collect();
    let legal_hexes: Rc<Vec<(HexId, &'static str)>> = Rc::new(taps.iter().map(|(h, t)| (*h, verb(t))).collect());
    let spent: Rc<Vec<HexId>> = Rc::new(match &view.table.phase {
        Phase::Compete { used, .. } => used.clone(),
        _ => vec![],
    });
    let group = match &view.table.phase {
        Phase::Migrate { seat, group: Some(g), .. } => Some((g.at, g.size, *seat)),
        _ => None,
    };
    let recent_spin = props.recent.iter().find_map(|e| if let Event::Spun { segment, .. } = e { Some(*segment) } else { None });
    let segment = segment_of(view.table.spun, recent_spin);
    html! {
        <ContextProvider<Ctx> context={ctx}>
        <div class="exn-root" ref={root}>
            <div class="exn-layout">
                <div class="exn-a-map">
                    <MapWindow whole={*whole} {on_whole} {targets}>
                        <Island view={view.clone()} seats={props.seats.clone()} legal={legal_hexes} chosen={Rc::new(chosen_hexes(&view, current))}
                            {spent} {group} {on_hex} live={!*whole} />
                    </MapWindow>
                </div>
                <div class="exn-a-actions">
                    <ActionBar />
                </div>
                <div class="exn-a-side">
                    { status(&view) }
                    <Spinner {segment} turn_no={view.table.turn_no} />
                    { environment(&view) }
                    { species::panels(&view, &props.seats) }
                    { legend(&view, &props.seats) }
                </div>
            </div>
        </div>
        </ContextProvider<Ctx>>
    }
}

/// The round against the limit, and the barrier pieces still off the island.
fn status(view: &View) -> Html {
    let t = &view.table;
    let round = if t.round == 0 {
        "Setting up: founders".to_string()
    } else if t.setup.rounds == 0 {
        format!("Round {} (until one species remains)", t.round)
    } else {
        format!("Round {} of {}", t.round, t.setup.last_round())
    };
    html! {
        <section class="exn-box exn-status" aria-label="Round and barriers">
            <p class="exn-strong">{ round }</p>
            <p class="exn-note">{ format!("Barriers left: {}.", words::barriers_left(t)) }</p>
        </section>
    }
}

/// The Environmental Change card in force (a drought being culled), else the
/// last one drawn (it went under the deck, first of the seen cards), with its text.
fn environment(view: &View) -> Html {
    use crate::games::extinction::cards::ENVIRONMENT;
    let t = &view.table;
    let (head, card) = match (t.env_in_play, t.env_seen.first()) {
        (Some(c), _) => ("Environmental change in force", c),
        (None, Some(c)) => ("Last environmental change", *c),
        (None, None) => {
            return html! {
                <section class="exn-box exn-env" aria-label="Environmental change">
                    <h2 class="exn-h">{ "Environmental change" }</h2>
                    <p class="exn-note">{ format!("None drawn yet; {} cards in the deck.", view.env_hidden) }</p>
                </section>
            };
        }
    };
    let card = ENVIRONMENT[usize::from(card) % ENVIRONMENT.len()];
    html! {
        <section class="exn-box exn-env" aria-label="Environmental change" data-testid="exn-env">
            <h2 class="exn-h">{ head }</h2>
            <p class="exn-strong">{ card.title() }</p>
            <p class="exn-note">{ words::env_effect(card) }</p>
        </section>
    }
}
