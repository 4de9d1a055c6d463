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
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::browser;
use crate::kit::dock::Dock;
use crate::kit::game_ui::BoardProps;
use crate::kit::parts::Button;
use yew::prelude::*;

#[component]
pub fn ExtinctionBoard(props: &BoardProps<Extinction>) -> Html {
    let root = use_node_ref();
    let ctx: Ctx = use_board_ctx(props, &root, "[data-legal='true'], .exn-btn-main");
    let changing = matches!(ctx.view.table.phase, Phase::Genes { seat, .. } if ctx.acting == Some(seat));
    let shown = use_phone_part(changing);
    use_genes_in_view(&root, changing);
    html! {
        <ContextProvider<Ctx> context={ctx}>
            <Dock><ActionBar /></Dock>
            <div class={classes!("exn-root", shown.part.class())} ref={root}>
                <PartTabs shown={shown.part} on_show={shown.on_show} />
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

/// The board's three parts on a phone, one at a time, each filling the
/// board: the island (a close-up that pans), the species with their gene
/// cards, and the map key. One part at a time keeps a single box scrolling
/// (a panning map inside a scrolling column is hard to move on a phone).
/// Wider screens show all three and no tabs (the stylesheet).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Island,
    Species,
    Key,
}

impl Part {
    const ALL: [Part; 3] = [Part::Island, Part::Species, Part::Key];

    fn label(self) -> &'static str {
        match self {
            Part::Island => "Island",
            Part::Species => "Species & genes",
            Part::Key => "Map key",
        }
    }

    fn class(self) -> &'static str {
        match self {
            Part::Island => "exn-show-island",
            Part::Species => "exn-show-species",
            Part::Key => "exn-show-key",
        }
    }
}

struct Shown {
    part: Part,
    on_show: Callback<Part>,
}

/// The part shown: the player's pick, until the step changes between
/// changing genes (the species part, where the gene cards are) and the
/// rest (the island, where the hexes to tap are).
#[hook]
fn use_phone_part(changing: bool) -> Shown {
    let picked = use_state(|| None::<Part>);
    {
        let picked = picked.clone();
        use_effect_with(changing, move |_| picked.set(None));
    }
    let auto = if changing { Part::Species } else { Part::Island };
    let on_show = {
        let picked = picked.clone();
        Callback::from(move |p: Part| picked.set(Some(p)))
    };
    Shown { part: picked.unwrap_or(auto), on_show }
}

#[derive(Properties, PartialEq)]
struct PartTabsProps {
    shown: Part,
    on_show: Callback<Part>,
}

/// The phone's tabs over the board (hidden on wider screens).
#[component]
fn PartTabs(p: &PartTabsProps) -> Html {
    let tabs = Part::ALL.map(|part| {
        let on_press = p.on_show.reform(move |()| part);
        html! {
            <Button class="exn-tab" label={part.label()} pressed={p.shown == part} {on_press} testid={format!("exn-tab-{}", part.class())} />
        }
    });
    html! { <nav class="exn-tabs" aria-label="Parts of the board">{ for tabs }</nav> }
}
