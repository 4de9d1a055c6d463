//! The board's shared context, in a file of its own so that every part of
//! the board reads it without importing the board that renders the parts.
//! Its one game-specific piece is the [`Choice`] a first tap made; a second
//! tap (a slot, a Confirm, an identity's second choice) plays the whole
//! action.

use crate::games::the_end_is_nigh::{Action, Nigh, Pos};
use crate::kit::board_ctx::{self, BoardCtx, HalfChoice};
use yew::prelude::*;

/// What a first tap chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Choice {
    #[default]
    Nothing,
    /// A refugee on the clock: to question, vote on, or turn away.
    Refugee(u8),
    /// A trait card for the Conman's or the Undergrad's swap.
    Card(Pos),
    /// Using the identity: its choices are open (`None`), or the first of
    /// two is made.
    Identity(Option<FirstPick>),
}

/// The first of an identity's two choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstPick {
    /// The Quartermaster's first card.
    Card(Pos),
    /// The Mayor's refugee to move a marker off.
    MarkerOff(u8),
}

impl Choice {
    /// The refugee chosen, if a refugee is.
    pub fn spot(self) -> Option<u8> {
        match self {
            Choice::Refugee(s) => Some(s),
            _ => None,
        }
    }
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
