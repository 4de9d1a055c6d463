//! The board's shared context, in a file of its own so that the parts of the
//! board read it without importing the board that renders them. Its
//! game-specific piece is the chosen destination: the first tap on a target
//! chooses it and draws the route, a second tap (or Confirm) sends the Move.
//! A new position starts with nothing chosen.

use crate::games::extraczon::{Action, ExtracZon, Place};
use crate::kit::board_ctx::{self, BoardCtx, HalfChoice};
use yew::prelude::*;

/// A place chosen on the map, waiting for its Confirm.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chosen(pub Option<Place>);

/// A new position always starts with nothing chosen.
impl HalfChoice<Action> for Chosen {}

/// What every part of the board reads.
pub type Ctx = BoardCtx<ExtracZon, Chosen>;

/// The context of the board this part is drawn in.
#[hook]
pub fn use_xz_ctx() -> Ctx {
    board_ctx::use_ctx()
}

impl Ctx {
    /// The places the acting player may move to.
    pub fn moves(&self) -> Vec<Place> {
        self.legal.iter().filter_map(|a| if let Action::Move { to } = a { Some(*to) } else { None }).collect()
    }

    /// The chosen place, while it is still a legal move.
    pub fn chosen(&self) -> Option<Place> {
        self.choice.0.filter(|p| self.legal.contains(&Action::Move { to: *p }))
    }

    /// The place a hint on screen moves to, if it names a move.
    pub fn hinted_place(&self) -> Option<Place> {
        match self.hint.as_deref() {
            Some(Action::Move { to }) => Some(*to),
            _ => None,
        }
    }
}
