//! The board component: it makes the board's context (ctx.rs), holding the
//! choice a first tap made, and lays out the clock and the side panels,
//! which read that context themselves.

use super::ctx::Ctx;
use super::{clock, history, panel, secrets};
use crate::games::the_end_is_nigh::Nigh;
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::game_ui::BoardProps;
use yew::prelude::*;

#[function_component]
pub fn NighBoard(props: &BoardProps<Nigh>) -> Html {
    let root = use_node_ref();
    // After a move, keyboard focus goes to the next main button or legal refugee.
    let ctx: Ctx = use_board_ctx(props, &root, ".nigh-btn.main, [data-legal='true'], .nigh-btn");
    html! {
        <ContextProvider<Ctx> context={ctx}>
            <div class="nigh-root" ref={root}>
                <div class="nigh-a-clock"><clock::Clock /></div>
                <div class="nigh-a-side">
                    <panel::Panel />
                    <secrets::Secrets />
                    <history::History />
                </div>
            </div>
        </ContextProvider<Ctx>>
    }
}
