//! The face-down piles in draw order, shown only in the review of a finished
//! game seen with everything revealed (the view is `in_order`).

use super::ctx::use_xt_ctx;
use crate::games::extrication::components::{CubeColour, CubeId, Development};
use crate::games::extrication::words::{a_tile, ship_words};
use crate::games::extrication::View;
use crate::kit::piles::{FaceDownPiles, Pile};
use yew::prelude::*;

#[component]
pub fn Piles() -> Html {
    let ctx = &use_xt_ctx();
    let v = &*ctx.view;
    if !v.in_order {
        return Html::default();
    }
    let text = |s: String| html! { { s } };
    let cube = |c: &CubeId| match c.colour() {
        CubeColour::Fuel => text("Fuel cube".into()),
        CubeColour::Organic => text("Organic cube".into()),
    };
    let piles = vec![
        Pile { name: "Development cards".into(), items: developments(v).into_iter().map(|d| text(d.name().into())).collect() },
        Pile { name: "Ship cards".into(), items: v.ship_pile.iter().map(|s| text(ship_words(*s))).collect() },
        Pile { name: "Cargo tiles".into(), items: v.cargo_pile.iter().map(|t| text(a_tile(t.face()))).collect() },
        Pile { name: "The bag, as it will be drawn".into(), items: v.bag.iter().map(cube).collect() },
    ];
    html! { <FaceDownPiles {piles} /> }
}

/// The Development cards still face down, next first, with Final Scramble
/// at its depth.
fn developments(v: &View) -> Vec<Development> {
    let mut all = v.development_pile.clone();
    if let Some(depth) = v.final_scramble_depth {
        all.insert(depth.min(all.len()), Development::FinalScramble);
    }
    all
}
