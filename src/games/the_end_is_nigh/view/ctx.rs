//! The board's shared context, in a file of its own so that every part of
//! the board reads it without importing the board that renders the parts.
//! Its one game-specific piece is the [`Choice`] a first tap made: the
//! refugee picked (to question, vote on, or turn away) or the step reached
//! in using an identity. A second tap (a slot, a Confirm, an identity's
//! second choice) plays the whole action.

use crate::games::the_end_is_nigh::Nigh;
use crate::games::the_end_is_nigh::Action;
use crate::kit::board_ctx::{self, BoardCtx, HalfChoice};
use yew::prelude::*;

/// What a first tap chose.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The refugee picked on the clock.
    pub spot: Option<u8>,
    /// Using an identity: `Some(None)` while its first choice is open,
    /// `Some(Some(words))` once the first of two choices is made.
    pub power: Option<Option<String>>,
}

/// A new position always starts with nothing chosen.
impl HalfChoice<Action> for Choice {}

/// What every part of the board reads.
pub type Ctx = BoardCtx<Nigh, Choice>;

/// The context of the board this part is drawn in.
#[hook]
pub fn use_nigh_ctx() -> Ctx {
    board_ctx::use_ctx()
}
