//! The Extinction board component: it makes the board's context and lays
//! out its named parts, each a component reading that context:
//! - the step's buttons (`controls::ActionBar`) in the shell's dock, under
//!   the prompt, so they never push the map about;
//! - the turn line, the map (`map_area`) and its key;
//! - the side panel (`side`): species, round, spinner, environment.
//!
//! Most small steps are one tap (a hex for `Pick`, `TakeBack`, `Lift`,
//! `Step`; a button for the rest). The three moves that name two hexes or a
//! hex and a count are chosen over several taps: the board's context
//! (ctx.rs) holds that selection, the `Sel`, for the parts to read.

use super::controls::ActionBar;
use super::ctx::Ctx;
use super::island::Legend;
use super::map_area::MapArea;
use super::side::{SidePanel, TurnLine};
use crate::games::extinction::{Extinction, Phase};
use crate::kit::browser;
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::dock::Dock;
use crate::kit::game_ui::BoardProps;
use yew::prelude::*;

#[component]
pub fn ExtinctionBoard(props: &BoardProps<Extinction>) -> Html {
    let root = use_node_ref();
    let ctx: Ctx = use_board_ctx(props, &root, "[data-legal='true'], .exn-btn-main");
    let changing = matches!(ctx.view.table.phase, Phase::Genes { seat, .. } if ctx.acting == Some(seat));
    use_genes_in_view(&root, changing);
    html! {
        <ContextProvider<Ctx> context={ctx}>
            <Dock><ActionBar /></Dock>
            <div class="exn-root" ref={root}>
                <div class="exn-layout">
                    <div class="exn-a-map">
                        <TurnLine />
                        <MapArea />
                    </div>
                    <div class="exn-a-key"><Legend /></div>
                    <div class="exn-a-side"><SidePanel /></div>
                </div>
            </div>
        </ContextProvider<Ctx>>
    }
}

/// Asked to change genes, the player sees all six cards, not only the first
/// that may change (the one the kit brings into view).
#[hook]
fn use_genes_in_view(root: &NodeRef, changing: bool) {
    let root = root.clone();
    use_effect_with(changing, move |changing| {
        if *changing {
            browser::reveal_first(&root, "[data-testid='exn-own-genes']");
        }
    });
}
