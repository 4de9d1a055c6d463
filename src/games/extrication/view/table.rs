//! The Extrication board component: it makes the board's context (ctx.rs,
//! which holds the chosen item) and lays out the status strip, the action
//! track and the players' mats, which read that context themselves.

use super::ctx::Ctx;
use super::{mats, status, track};
use crate::games::extrication::Extrication;
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::game_ui::BoardProps;
use yew::prelude::*;

#[component]
pub fn ExBoard(props: &BoardProps<Extrication>) -> Html {
    let root = use_node_ref();
    // After each move, focus goes to the next control if the pressed one is gone.
    let ctx: Ctx = use_board_ctx(props, &root, "[data-legal='true'], .ex-btn");
    {
        // A chosen item: bring the first place it may go into view (on a
        // crowded table the mats are below the track).
        let root = root.clone();
        use_effect_with(ctx.choice, move |chosen| {
            if chosen.is_some() {
                show_first_target(&root);
            }
        });
    }
    html! {
        <ContextProvider<Ctx> context={ctx}>
            <div class="ex-root" ref={root}>
                <status::Status />
                <track::Track />
                <mats::Mats />
            </div>
        </ContextProvider<Ctx>>
    }
}

/// Scrolls the board so that the first target of a chosen item shows.
fn show_first_target(root: &NodeRef) {
    let Some(el) = root.cast::<web_sys::Element>() else { return };
    if let Ok(Some(target)) = el.query_selector(".ex-target, .ex-sci .ex-btn-target") {
        target.scroll_into_view_with_bool(false);
    }
}
