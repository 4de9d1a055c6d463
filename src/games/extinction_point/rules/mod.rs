//! Extinction Point's rules: the [`Game`] implementation, who acts, the
//! legal actions, and the dispatch of each action to the file that plays it.
//!
//! After every action the game runs forward on its own (reveals, sabotage
//! with one option, battles, deals) until a seat must choose something.

mod battle;
mod build;
mod deal;
mod election;
pub(crate) mod modifiers;
mod sabotage;
pub mod setup;
mod trick;

use super::action::Action;
use super::event::Event;
use super::seat_view::View;
use super::state::{ExtinctionPoint, Phase, Setup};
use crate::engine::{check_legal, Game, GameRng, PlayError, Seat, SetupError, ToAct, Viewer};

pub use battle::building_fire;
pub use modifiers::{placement_allowed, storage_limit};
pub use trick::{trick_values, TrickValues};

impl Game for ExtinctionPoint {
    const ID: &'static str = "extinction-point";
    /// 2: a pressed attack is the whole battle; a Bulwark spends its SHIELD to
    /// spare the Bunker; playing a Signal Flare switches the lead only if chosen.
    /// 3: the Regenerator, like the Rally Point, is read when a press begins
    /// (version 2 read it after the pressed attack).
    const RULES_VERSION: u32 = 4;
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        ExtinctionPoint::fresh(setup, seed).map(|(game, _)| game)
    }

    fn new_with_opening(setup: &Setup, seed: u64) -> Result<(Self, Vec<Event>), SetupError> {
        ExtinctionPoint::fresh(setup, seed)
    }

    fn seat_count(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        if let Some(o) = &self.table.outcome {
            return ToAct::Over(o.clone());
        }
        let t = &self.table;
        match &t.phase {
            Phase::Election => ToAct::Many(t.signals.iter().filter(|(_, s)| s.is_none()).map(|(seat, _)| seat).collect()),
            Phase::SabotageLoss { .. } => ToAct::One(t.leader.unwrap_or(t.last_winner)),
            Phase::Play { seat } => ToAct::One(*seat),
            Phase::ClearSabotage { .. } | Phase::Build { .. } | Phase::Press => ToAct::One(t.last_winner),
            Phase::Over => ToAct::Many(Vec::new()),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().seats().contains(&seat) {
            return Vec::new();
        }
        match &self.table.phase {
            Phase::Election => election::signal_actions(),
            Phase::SabotageLoss { building } => self.loss_actions(*building),
            Phase::Play { .. } => self.play_actions(seat),
            Phase::ClearSabotage { .. } => self.clear_actions(),
            Phase::Build { placements } => self.build_actions(*placements),
            Phase::Press => self.press_actions(),
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, PlayError> {
        check_legal(self, seat, action, || self.why_illegal(seat, action))?;
        let mut events = Vec::new();
        self.play_action(seat, action, &mut events);
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.view_for(viewer)
    }

    fn redact_event(event: &Event, viewer: Viewer) -> Option<Event> {
        // Only a deal is secret: its cards are for the seat dealt to (and
        // the view with everything); anyone else reads the count.
        match (event, viewer) {
            (Event::Dealt { seat, .. }, Viewer::Seat(me)) if me == *seat => Some(event.clone()),
            (Event::Dealt { .. }, Viewer::All) => Some(event.clone()),
            (Event::Dealt { seat, count, .. }, Viewer::Seat(_) | Viewer::Table) => {
                Some(Event::Dealt { seat: *seat, count: *count, cards: Vec::new() })
            }
            _ => Some(event.clone()),
        }
    }

    fn determinize(view: &View, rng: &mut GameRng) -> Self {
        super::seat_view::determinize(view, rng)
    }

    fn progress(&self) -> f32 {
        if self.table.outcome.is_some() {
            return 1.0;
        }
        let dealt = self.table.stats.damage_dealt as f32;
        (0.9 * dealt / f32::from(self.table.setup.mothership_health.max(1))).min(0.95)
    }
}

impl ExtinctionPoint {
    fn play_action(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        match action {
            Action::Signal { signal } => self.signal(seat, *signal, events),
            Action::SabotageLoss { card } => self.sabotage_loss(*card, events),
            Action::Play { card } => self.play_card(seat, *card, false, events),
            Action::PlayAndSwitchLead { card } => self.play_card(seat, *card, true, events),
            Action::Place { card, to } => self.place(*card, *to, events),
            Action::MoveStored { card, building } => self.move_stored(*card, *building, events),
            Action::RemoveSabotage { building } => self.remove_sabotage(*building, events),
            Action::FinishBuilding => self.finish_building(events),
            Action::PressAttack => self.press(true, events),
            Action::PressRepair => self.press(false, events),
            Action::PressDecline => self.decline_press(events),
        }
    }

    /// A plain-words reason for refusing `action` (which is not legal now).
    fn why_illegal(&self, seat: Seat, action: &Action) -> String {
        let now = match &self.table.phase {
            Phase::Election => "signal whether you want to lead",
            Phase::SabotageLoss { .. } => "choose which card the sabotaged BUILDING loses",
            Phase::Play { .. } => "play a card into the trick",
            Phase::ClearSabotage { .. } => "choose which Sabotage card to remove",
            Phase::Build { .. } => "build with the won trick, or finish",
            Phase::Press => "attack the Mothership, repair the Bunker, or let the advantage pass",
            Phase::Over => "nothing: the game is over",
        };
        match (action, &self.table.phase) {
            (Action::Play { card }, Phase::Play { .. }) => self.why_not_playable(seat, *card),
            (Action::PlayAndSwitchLead { card }, Phase::Play { .. }) if self.play_actions(seat).contains(&Action::Play { card: *card }) => {
                "only a Signal Flare played after the lead, into a trick led in another suit, can switch the lead".into()
            }
            (Action::PlayAndSwitchLead { card }, Phase::Play { .. }) => self.why_not_playable(seat, *card),
            (Action::Place { .. }, Phase::Build { placements: 0 }) => "this trick's placement is used: move stored cards or finish".into(),
            (Action::Place { .. }, Phase::Build { .. }) => {
                "that card cannot go there: check the trick's suit, the construction rule, one SHIELD per BUILDING and storage room".into()
            }
            (Action::MoveStored { .. }, Phase::Build { .. }) => {
                "that stored card cannot go onto that BUILDING under the construction rule".into()
            }
            (Action::RemoveSabotage { .. }, Phase::Build { .. }) => {
                "removing Sabotage takes the whole trick: only before placing a card, and only from a sabotaged BUILDING".into()
            }
            (Action::PressRepair, Phase::Press) => {
                "the Bunker cannot be repaired now (no supply card, or the Mothership forbids it)".into()
            }
            _ => format!("not now: the move now is to {now}"),
        }
    }
}
