//! Extrication's rules: the [`Game`] implementation, who acts, and the
//! dispatch of each action to the file that plays it.
//!
//! - [`setup`]: the deal;
//! - [`reach`]: what the worker's location (and the science tableau's
//!   reach) offers, and the rule-bending numbers of the Development in force;
//! - [`legal`]: the legal actions of each stage of a turn;
//! - [`turn`]: moving, leaving and who moves next;
//! - [`take`]: the ONE thing done at a location, an item at a time;
//! - [`launch`]: launching a ship;
//! - [`round`]: between rounds, and the end;
//! - [`scoring`]: prestige, every tiebreak and the explanation;
//! - [`why_not`]: why a tap on the track does nothing now.

mod launch;
pub mod legal;
pub mod reach;
mod round;
pub mod scoring;
pub mod setup;
mod take;
mod turn;
pub mod why_not;

use super::action::Action;
use super::components::ROUNDS;
use super::event::Event;
use super::seat_view::{self, View};
use super::state::{Extrication, Setup};
use crate::engine::{check_legal, Game, GameRng, PlayError, Seat, SetupError, ToAct, Viewer};

impl Game for Extrication {
    const ID: &'static str = "extrication";
    const RULES_VERSION: u32 = 3;
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        Extrication::fresh(setup, seed)
    }

    fn seat_count(&self) -> usize {
        self.table.players.len()
    }

    fn to_act(&self) -> ToAct {
        if let Some(o) = &self.table.outcome {
            return ToAct::Over(o.clone());
        }
        match self.table.turn {
            Some(t) => ToAct::One(t.seat),
            None => ToAct::Many(Vec::new()),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        match self.table.turn {
            Some(t) if t.seat == seat && self.table.outcome.is_none() => self.table.actions_now(t),
            _ => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, PlayError> {
        check_legal(&*self, seat, action, || self.why_illegal(seat, action))?;
        let mut events = Vec::new();
        match *action {
            Action::Move { to } => self.move_worker(seat, to, &mut events),
            Action::Leave => self.leave(seat, &mut events),
            Action::TakeShip { from, pad } => self.take_ship(seat, from, pad, &mut events),
            Action::TakeCohort { from, pad } => self.take_cohort(seat, from, pad, &mut events),
            Action::TakeOrganic { from, pad } => self.take_cube(seat, from, pad, super::components::CubeColour::Organic, &mut events),
            Action::TakeFuel { from, pad } => self.take_cube(seat, from, pad, super::components::CubeColour::Fuel, &mut events),
            Action::TakeScience { from, science } => self.take_science(seat, from, science, &mut events),
            Action::Launch { pad } => self.launch(seat, pad, &mut events),
            Action::EndTurn => self.end_turn(seat, &mut events),
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.view_for(viewer)
    }

    fn determinize(view: &View, rng: &mut GameRng) -> Self {
        seat_view::determinize(view, rng)
    }

    fn progress(&self) -> f32 {
        if self.table.outcome.is_some() {
            return 1.0;
        }
        let done = f32::from(self.table.round.saturating_sub(1));
        (done / f32::from(ROUNDS)).min(0.95)
    }
}
