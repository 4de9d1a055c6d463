//! The board's shared context, in a file of its own so that every part of
//! the board reads it without importing the board that renders the parts.
//! Its game-specific piece is the [`Pick`]: the item chosen on the track by
//! a first tap (a ship, a Cohort, a cube, a Science token at one location),
//! waiting for a second tap on where it goes (a Launch Pad, or the tableau).
//! Tapping the chosen item again finishes the move when it has only one
//! place to go. A pick that is still legal after a move stays chosen, so
//! loading Cohorts one by one is one tap each on the pad.

use crate::engine::Viewer;
use crate::games::extrication::components::{Pad, Resource};
use crate::games::extrication::{Action, Extrication};
use crate::kit::board_ctx::{self, BoardCtx, HalfChoice};
use yew::prelude::*;

/// An item on the track chosen by a first tap: what it is and where it lies
/// (and which science, for a token). The rules' own type, so the board asks
/// them why an item may not be taken.
pub use crate::games::extrication::rules::why_not::Item as Pick;

impl Pick {
    /// The item an action takes, if it takes one.
    pub fn of(action: &Action) -> Option<Pick> {
        let item = |resource, from| Some(Pick { resource, from, science: None });
        match *action {
            Action::TakeShip { from, .. } => item(Resource::Ship, from),
            Action::TakeCohort { from, .. } => item(Resource::Cohort, from),
            Action::TakeOrganic { from, .. } => item(Resource::Organic, from),
            Action::TakeFuel { from, .. } => item(Resource::Fuel, from),
            Action::TakeScience { from, science } => Some(Pick { resource: Resource::Science, from, science: Some(science) }),
            _ => None,
        }
    }

    /// The pad an action puts this item on (None for a Science token).
    pub fn pad_of(action: &Action) -> Option<Pad> {
        match *action {
            Action::TakeShip { pad, .. }
            | Action::TakeCohort { pad, .. }
            | Action::TakeOrganic { pad, .. }
            | Action::TakeFuel { pad, .. } => Some(pad),
            _ => None,
        }
    }
}

/// A chosen item stays chosen in a new position while it may still be taken.
impl HalfChoice<Action> for Option<Pick> {
    fn still_leads_to(&self, action: &Action) -> bool {
        self.is_some() && Pick::of(action) == *self
    }
}

/// What every part of the board reads: the view, the legal moves of the
/// human who may act here, and the pick (`choice`).
pub type Ctx = BoardCtx<Extrication, Option<Pick>>;

/// The context of the board this part is drawn in.
#[hook]
pub fn use_xt_ctx() -> Ctx {
    board_ctx::use_ctx()
}

impl Ctx {
    /// The legal actions that take `item`.
    pub fn takes(&self, item: Pick) -> Vec<Action> {
        self.legal.iter().copied().filter(|a| Pick::of(a) == Some(item)).collect()
    }

    /// A tap on an item of the track: the first chooses it, a second plays
    /// its one move (or lets go of it when it could go to either pad).
    pub fn tap_item(&self, item: Pick) -> Callback<()> {
        if self.choice != Some(item) {
            return self.choose(Some(item));
        }
        match self.takes(item).as_slice() {
            [only] => self.act(*only),
            _ => self.choose(None),
        }
    }

    /// True when the hint on screen takes `item` (its first tap).
    pub fn hints_item(&self, item: Pick) -> bool {
        self.hint_starts(|a| Pick::of(a) == Some(item))
    }

    /// The move that puts the chosen item on `pad`, if it may go there.
    pub fn onto_pad(&self, pad: Pad) -> Option<Action> {
        let pick = self.choice?;
        self.takes(pick).into_iter().find(|a| Pick::pad_of(a) == Some(pad))
    }

    /// The move that puts the chosen Science token on the tableau.
    pub fn onto_tableau(&self) -> Option<Action> {
        let pick = self.choice.filter(|p| p.resource == Resource::Science)?;
        self.takes(pick).into_iter().next()
    }

    /// A tap on `item` when no legal move takes it: says why, in one line.
    pub fn refuse_item(&self, item: Pick) -> Callback<MouseEvent> {
        let why = match self.view.viewer {
            Viewer::Seat(seat) => self.view.table.why_not_take(seat, item),
            Viewer::Table => "Nothing here is yours to take: the players are all bots.".to_string(),
            Viewer::All => "This is a look back at a finished game: nothing here can be taken.".to_string(),
        };
        self.tap_refusal(why)
    }

    /// A mouse or touch tap on a picture (no button: keyboard users reach
    /// only the legal ones) that says `why` it does nothing.
    pub fn tap_refusal(&self, why: String) -> Callback<MouseEvent> {
        let refuse = self.refusal(why);
        Callback::from(move |_| refuse.emit(()))
    }

    /// Why a tap on the acting person's `pad` does nothing now (it is no
    /// target): the chosen item may not go there, or nothing is chosen yet.
    pub fn pad_refusal(&self, pad: Pad) -> Option<String> {
        let seat = self.acting?;
        match self.choice {
            Some(pick) => Some(self.view.table.why_not_onto(seat, pick, pad)),
            None if self.legal.iter().any(|a| Pick::pad_of(a).is_some()) => {
                Some("Choose what to take on the track first, then tap the pad it goes on.".into())
            }
            None => None,
        }
    }

    pub fn may(&self, act: Action) -> bool {
        self.legal.contains(&act)
    }
}
