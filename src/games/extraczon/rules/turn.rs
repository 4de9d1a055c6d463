//! A turn on the streets: the active Tactical card, the Movement roll, the
//! move itself and Infected Zones.

use super::super::board::{cell, Cell};
use super::super::cards::{Bonus, CardId};
use super::super::event::Event;
use super::super::state::{ExtracZon, Phase, Place, Roll, Stage, Target};
use super::movement::destinations;
use crate::engine::{PlayError, Seat};

impl ExtracZon {
    /// Starts `seat`'s turn in whatever stage the game is in.
    pub(crate) fn begin_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let t = &mut self.table;
        t.turn = seat;
        t.turns += 1;
        t.active[seat] = None;
        events.push(Event::TurnStarted { seat });
        let final_encounter = matches!(t.stage, Stage::Final { .. });
        if t.stage != Stage::Sites {
            t.encounter = Some(Target::Apex);
            events.push(Event::EncounterStarted { seat, target: Target::Apex });
        }
        let has_tactical = t.secured[seat].iter().any(|c| c.is_tactical());
        t.phase = match (has_tactical && !final_encounter, &t.stage) {
            (true, _) => Phase::ChooseActive,
            (false, Stage::Sites) => Phase::RollMovement,
            (false, _) => Phase::RollDraw,
        };
    }

    /// The secured Tactical cards `seat` may make active.
    pub(crate) fn tactical_choices(&self, seat: Seat) -> Vec<CardId> {
        self.table.secured[seat].iter().copied().filter(|c| c.is_tactical()).collect()
    }

    pub(crate) fn choose_active(&mut self, seat: Seat, card: Option<CardId>, events: &mut Vec<Event>) {
        self.table.active[seat] = card;
        events.push(Event::ActiveChosen { seat, card });
        self.table.phase = if self.table.stage == Stage::Sites { Phase::RollMovement } else { Phase::RollDraw };
    }

    /// The active card's bonus for `seat`, when one is active (never in the Final Encounter).
    pub(crate) fn active_bonus(&self, seat: Seat) -> Option<Bonus> {
        if matches!(self.table.stage, Stage::Final { .. }) {
            return None;
        }
        self.table.active[seat].and_then(CardId::bonus)
    }

    pub(crate) fn roll_movement(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let die = self.roll(6);
        let bonus = match self.active_bonus(seat) {
            Some(Bonus::Movement(n)) => n,
            _ => 0,
        };
        self.table.last_roll = Some(Roll::Movement { seat, die, bonus });
        events.push(Event::MovementRolled { seat, die, bonus });
        self.table.phase = Phase::Move { points: die + bonus };
    }

    pub(crate) fn move_to(&mut self, seat: Seat, to: Place, points: u8, events: &mut Vec<Event>) -> Result<(), PlayError> {
        let Some((_, route)) = destinations(&self.table, seat, points).into_iter().find(|(p, _)| *p == to) else {
            return Err(PlayError::Illegal("that place cannot be reached with this roll".into()));
        };
        let from = self.table.tokens[seat];
        self.table.tokens[seat] = to;
        events.push(Event::Moved { seat, from, to, route });
        match to {
            Place::Site(site) => {
                self.table.encounter = Some(Target::Site(site));
                events.push(Event::EncounterStarted { seat, target: Target::Site(site) });
                self.table.phase = Phase::RollDraw;
            }
            Place::Tile(p) if cell(p) == Cell::InfectedZone => self.table.phase = Phase::InfectedZone,
            Place::Tile(_) => self.end_turn(seat, events),
        }
        Ok(())
    }

    pub(crate) fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) {
        events.push(Event::Passed { seat });
        self.end_turn(seat, events);
    }

    /// Four red dice against HP 8: meet it and roll the black die again.
    pub(crate) fn roll_infected_zone(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let dice = self.roll_four();
        let total: u8 = dice.iter().sum();
        let cleared = total >= super::super::board::INFECTED_HP;
        self.table.last_roll = Some(Roll::Infected { seat, dice });
        events.push(Event::InfectedZoneRolled { seat, dice, total, cleared });
        if cleared {
            self.table.phase = Phase::RollMovement;
        } else {
            self.end_turn(seat, events);
        }
    }
}
