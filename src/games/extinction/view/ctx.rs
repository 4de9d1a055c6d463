//! The board's shared context, in a file of its own so that the parts of the
//! board read it without importing the board that renders them. Its
//! game-specific piece is the [`Sel`]: three moves name two hexes or a hex
//! and a count in one action, and for them the first taps choose a cube (a
//! cull: your cube, then how many; a competition or predation: your cube,
//! then the rival's hex, then how many). A new position starts with nothing
//! chosen.

use crate::games::extinction::map::HexId;
use crate::games::extinction::{Action, Extinction};
use crate::kit::board_ctx::{self, BoardCtx, HalfChoice};
use yew::prelude::*;

/// What the first taps of a two-tap move chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sel {
    #[default]
    None,
    /// Your cube to remove individuals from (drought, cold wave).
    Cull(HexId),
    /// Your cube to compete or prey from.
    From(HexId),
    /// Your cube and the rival hex: the counts are on the buttons.
    Target(HexId, HexId),
}

/// A new position always starts with nothing chosen.
impl HalfChoice<Action> for Sel {}

/// What every part of the board reads.
pub type Ctx = BoardCtx<Extinction, Sel>;

/// The context of the board this part is drawn in.
#[hook]
pub fn use_exn_ctx() -> Ctx {
    board_ctx::use_ctx()
}
