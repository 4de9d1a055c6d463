//! The Extrication board component: it makes the board's context (ctx.rs,
//! which holds the chosen item) and lays out the status strip, the action
//! track and the players' mats (and, in a review with everything revealed,
//! the face-down piles in order), which read that context themselves, and the
//! step's buttons, which the shell shows in its dock under the prompt.
//!
//! Choosing an item adds nothing above the track and scrolls nothing: the
//! places it may go appear as buttons in the dock (and the pads on the mat
//! light up), so the chosen item stays where it was tapped and a second tap
//! lands on it again.

use super::ctx::Ctx;
use super::{mats, piles, status, step, track};
use crate::games::extrication::Extrication;
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::game_ui::BoardProps;
use yew::prelude::*;

#[component]
pub fn ExtricationBoard(props: &BoardProps<Extrication>) -> Html {
    let root = use_node_ref();
    // After each move, focus goes to the next control if the pressed one is gone.
    let ctx: Ctx = use_board_ctx(props, &root, "[data-legal='true'], .xt-btn");
    html! {
        <ContextProvider<Ctx> context={ctx}>
            <div class="xt-root" ref={root}>
                <status::Status />
                <track::Track />
                <mats::Mats />
                <piles::Piles />
                <step::StepControls />
            </div>
        </ContextProvider<Ctx>>
    }
}
