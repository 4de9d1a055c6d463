//! The board component: it makes the board's context (ctx.rs), holding the
//! choice a first tap made, and lays out the clock and the side panels,
//! which read that context themselves (the viewer's own secrets, or in a
//! review with everything revealed every seat's); the step's buttons go to the shell's
//! dock under the prompt (step.rs).

use super::ctx::Ctx;
use super::{clock, everyone, history, secrets, step};
use crate::games::the_end_is_nigh::Nigh;
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::game_ui::BoardProps;
use yew::prelude::*;

#[function_component]
pub fn NighBoard(props: &BoardProps<Nigh>) -> Html {
    let root = use_node_ref();
    // After a move, keyboard focus goes to the first legal refugee or card
    // (the step's buttons are in the dock, outside this board).
    let ctx: Ctx = use_board_ctx(props, &root, "[data-legal='true'], .nigh-btn");
    html! {
        <ContextProvider<Ctx> context={ctx}>
            <div class="nigh-root" ref={root}>
                <div class="nigh-a-clock"><clock::Clock /></div>
                <step::Step />
                <div class="nigh-a-side">
                    <secrets::Secrets />
                    <everyone::Everyone />
                    <history::History />
                </div>
            </div>
        </ContextProvider<Ctx>>
    }
}
