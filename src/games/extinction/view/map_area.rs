//! The board's map part: the island in its window (a phone's close-up or
//! whole-island view), with what a tap on each hex does now. A tap on a
//! marked hex plays its move or makes its choice; a tap on any other hex,
//! while this player may act, says in one line why it does nothing
//! (`prompt::hex_refusal`, through the board context).

use super::ctx::{use_exn_ctx, Ctx, Sel};
use super::island::Island;
use super::map_window::MapWindow;
use super::taps::{chosen_hexes, hex_taps, leads_to_hint, verb, HexTap};
use crate::games::extinction::event::touched_hexes;
use crate::games::extinction::map::HexId;
use crate::games::extinction::prompt::hex_refusal;
use crate::games::extinction::Phase;
use std::rc::Rc;
use yew::prelude::*;

#[function_component]
pub fn MapArea() -> Html {
    let ctx: Ctx = use_exn_ctx();
    // A phone's whole-island view (see `map_window`).
    let whole = use_state(|| false);
    let view = ctx.view.clone();
    let taps = hex_taps(&ctx.legal, ctx.choice);
    let on_hex = {
        let (taps, ctx) = (taps.clone(), ctx.clone());
        Callback::from(move |hex: HexId| match taps.iter().find(|(h, _)| *h == hex).map(|(_, t)| t.clone()) {
            Some(HexTap::Act(a)) => ctx.play(a),
            Some(HexTap::Select(s)) => ctx.set_choice(s),
            None if !ctx.legal.is_empty() => {
                let from = match ctx.choice {
                    Sel::From(from) => Some(from),
                    _ => None,
                };
                ctx.refuse(hex_refusal(&ctx.view, hex, from))
            }
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
    let chosen = Rc::new(chosen_hexes(&view, ctx.choice));
    let (touched, touched_by) = use_touched(&ctx);
    // The hex whose tap plays the hinted move or takes its next step.
    let hinted = ctx.hint.as_deref().and_then(|h| taps.iter().find(|(_, t)| leads_to_hint(t, ctx.choice, h)).map(|(hex, _)| *hex));
    html! {
        <MapWindow whole={*whole} {on_whole} {targets}>
            <Island view={view.clone()} seats={ctx.seats.clone()} legal={legal_hexes} {chosen}
                {spent} {group} {hinted} {touched} {touched_by} {on_hex} live={!*whole} acting={!ctx.legal.is_empty()} />
        </MapWindow>
    }
}

/// The hexes the last action changed, and a number that moves on with each
/// new action. The board context hands over a new list of events per action
/// (and the same one between), so the list it last saw, held here, tells a
/// new action from a redraw; holding it also keeps its address from being
/// reused by the next list.
#[hook]
fn use_touched(ctx: &Ctx) -> (Rc<Vec<HexId>>, u32) {
    let seen = use_mut_ref(|| (ctx.recent.clone(), 0u32, Rc::new(touched_hexes(&ctx.recent))));
    let mut seen = seen.borrow_mut();
    if !Rc::ptr_eq(&seen.0, &ctx.recent) {
        *seen = (ctx.recent.clone(), seen.1.wrapping_add(1), Rc::new(touched_hexes(&ctx.recent)));
    }
    (seen.2.clone(), seen.1)
}
