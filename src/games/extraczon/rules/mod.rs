//! ExtracZon's rules: the [`Game`] implementation and the dispatch of each
//! action to the file that plays it.

mod dice;
mod encounter;
mod flow;
pub mod movement;
pub mod scoring;
pub mod setup;
mod turn;

use super::action::Action;
use super::board::SITES;
use super::cards::CardId;
use super::event::Event;
use super::state::{ExtracZon, Phase, Setup, Stage, View};
use crate::engine::{check_legal, check_turn, Game, GameRng, PlayError, Seat, SetupError, ToAct, Viewer};

impl Game for ExtracZon {
    const ID: &'static str = "extraczon";
    const RULES_VERSION: u32 = 1;
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        ExtracZon::fresh(setup, seed).map(|(game, _)| game)
    }

    fn new_with_opening(setup: &Setup, seed: u64) -> Result<(Self, Vec<Event>), SetupError> {
        ExtracZon::fresh(setup, seed)
    }

    fn seat_count(&self) -> usize {
        self.table.tokens.len()
    }

    fn to_act(&self) -> ToAct {
        match &self.table.outcome {
            Some(o) => ToAct::Over(o.clone()),
            None => ToAct::One(self.table.turn),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.table.outcome.is_some() || seat != self.table.turn {
            return Vec::new();
        }
        match &self.table.phase {
            Phase::OrderRoll { .. } => vec![Action::RollForOrder],
            Phase::ChooseActive => std::iter::once(None)
                .chain(self.tactical_choices(seat).into_iter().map(Some))
                .map(|card| Action::ChooseActive { card })
                .collect(),
            Phase::RollMovement => vec![Action::RollMovement],
            Phase::Move { .. } => {
                let moves: Vec<Action> = self.reachable().into_iter().map(|(to, _)| Action::Move { to }).collect();
                if moves.is_empty() {
                    vec![Action::Pass]
                } else {
                    moves
                }
            }
            Phase::InfectedZone => vec![Action::RollInfectedZone],
            Phase::RollDraw => vec![Action::RollDraw],
            Phase::ResolveInfected { .. } | Phase::LoseAfterFail => {
                self.losable().into_iter().map(|card| Action::LoseCard { card }).collect()
            }
            Phase::RollHp => vec![Action::RollHp],
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, PlayError> {
        let is_move = matches!((action, &self.table.phase), (Action::Move { .. }, Phase::Move { .. }));
        if is_move {
            // The one exception to `check_legal`: listing the legal moves
            // searches every path, and `move_to` searches them again to find
            // the route it plays, so a move checks only the turn here and
            // `move_to` refuses an unreachable place itself (one path search,
            // not two, on every move a bot's playout makes).
            check_turn(&self.to_act(), seat)?;
        } else {
            check_legal(self, seat, action, || why_illegal(&self.table.phase, action))?;
        }
        // Every refusal below happens before anything changes.
        let mut events = Vec::new();
        self.play(seat, action, &mut events)?;
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.view_for(viewer)
    }

    fn determinize(view: &View, rng: &mut GameRng) -> Self {
        super::seat_view::determinize(view, rng)
    }

    fn progress(&self) -> f32 {
        let done = self.table.sites.iter().filter(|s| s.is_done()).count() as f32;
        match self.table.stage {
            Stage::Over => 1.0,
            Stage::Sites => 0.9 * done / SITES.len() as f32,
            _ => 0.95,
        }
    }
}

impl ExtracZon {
    fn play(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) -> Result<(), PlayError> {
        match (action, self.table.phase.clone()) {
            (Action::RollForOrder, _) => self.roll_for_order(seat, events),
            (Action::ChooseActive { card }, _) => self.choose_active(seat, *card, events),
            (Action::RollMovement, _) => self.roll_movement(seat, events),
            (Action::Move { to }, Phase::Move { points }) => self.move_to(seat, *to, points, events)?,
            (Action::Pass, _) => self.pass(seat, events),
            (Action::RollInfectedZone, _) => self.roll_infected_zone(seat, events),
            (Action::RollDraw, _) => self.roll_draw(seat, events),
            (Action::LoseCard { card }, _) => self.lose_card(seat, *card, events)?,
            (Action::RollHp, _) => self.roll_hp(seat, events),
            (Action::Move { .. }, _) => return Err(PlayError::Illegal("it is not time to move".into())),
        }
        Ok(())
    }

    /// Secured Tactical cards are the only cards a seat can make active.
    pub fn is_choosable(&self, seat: Seat, card: CardId) -> bool {
        self.tactical_choices(seat).contains(&card)
    }
}

/// A plain-words reason for refusing `action` in `phase`.
fn why_illegal(phase: &Phase, action: &Action) -> String {
    let now = match phase {
        Phase::OrderRoll { .. } => "roll a red die for turn order",
        Phase::ChooseActive => "choose an active Tactical card (or none)",
        Phase::RollMovement => "roll the black die to move",
        Phase::Move { .. } => "move to a reachable place (or pass when none is reachable)",
        Phase::InfectedZone => "roll the red dice against the Infected Zone",
        Phase::RollDraw => "roll the black die to draw cards",
        Phase::ResolveInfected { .. } => "choose an Unsecured Survivor to lose to the Infected card",
        Phase::RollHp => "roll the red dice against the Zombie",
        Phase::LoseAfterFail => "choose an Unsecured Survivor to lose after the failed roll",
        Phase::Over => "nothing: the game is over",
    };
    match action {
        Action::Move { .. } if matches!(phase, Phase::Move { .. }) => "that place cannot be reached with this roll".into(),
        Action::Pass if matches!(phase, Phase::Move { .. }) => "a move is possible, so passing is not allowed".into(),
        Action::ChooseActive { .. } if *phase == Phase::ChooseActive => "that card is not a Tactical card in your Secured pile".into(),
        Action::LoseCard { .. } => format!("that card cannot be lost now; the move now is to {now}"),
        _ => format!("not now: the move now is to {now}"),
    }
}
