//! The Activity phase after a won trick: won-trick abilities in turn order,
//! then the winner builds (or discards the trick to remove Sabotage).
//!
//! Readings: only cards whose printed suit is the trick's leading suit may be
//! placed; one card per won trick (two with the Foreman or the Drafting
//! Room); stored cards may move onto BUILDINGs any number of times while the
//! winner builds; removing Sabotage is allowed only before placing anything.

use super::modifiers::{placement_allowed, storage_limit};
use crate::games::extinction_point::action::Action;
use crate::games::extinction_point::cards::{BunkerPower, Effect, PlayerCard, Suit, Threat};
use crate::games::extinction_point::event::Event;
use crate::games::extinction_point::state::{Building, ExtinctionPoint, Phase, Spot};

impl ExtinctionPoint {
    /// Won-trick abilities in play order; a Purge with several sabotaged
    /// BUILDINGs pauses for the winner's choice.
    pub(super) fn won_abilities(&mut self, mut cards: Vec<PlayerCard>, events: &mut Vec<Event>) {
        while !cards.is_empty() {
            let card = cards.remove(0);
            let Some(sp) = card.special() else { continue };
            events.push(Event::Ability { card });
            match sp.effect {
                Effect::StrikeMothership(n) => {
                    self.damage_mothership(n, true, events);
                    if self.table.outcome.is_some() {
                        return;
                    }
                }
                Effect::ClearSabotage => {
                    let targets = self.sabotaged();
                    if targets.len() > 1 {
                        self.table.phase = Phase::ClearSabotage { rest: cards };
                        return;
                    }
                    if let Some(&b) = targets.first() {
                        self.unsabotage(b, events);
                    }
                }
                _ => {}
            }
        }
        self.begin_build(events);
    }

    pub(super) fn clear_actions(&self) -> Vec<Action> {
        self.sabotaged().into_iter().map(|building| Action::RemoveSabotage { building }).collect()
    }

    fn begin_build(&mut self, events: &mut Vec<Event>) {
        let foreman = self.table.trick.plays.iter().any(|(_, c)| c.special().is_some_and(|s| s.effect == Effect::ExtraPlacement));
        let drafting = self.power() == BunkerPower::ExtraPlacement;
        self.table.phase = Phase::Build { placements: 1 + u8::from(foreman) + u8::from(drafting) };
        self.after_build_step(events);
    }

    /// Nothing left to choose: the trick is discarded and play goes on.
    fn after_build_step(&mut self, events: &mut Vec<Event>) {
        if let Phase::Build { placements } = self.table.phase {
            if self.build_actions(placements) == [Action::FinishBuilding] {
                self.end_round(events);
            }
        }
    }

    fn untouched_trick(&self) -> bool {
        self.table.trick.plays.len() == self.hands.len()
    }

    fn storage_has_room(&self, suit: Suit) -> bool {
        suit != Suit::Building
            && self.threat() != Threat::Disruptor
            && self.table.storage.iter().filter(|c| c.suit == suit).count() < storage_limit(self.power())
    }

    pub(super) fn build_actions(&self, placements: u8) -> Vec<Action> {
        let t = &self.table;
        let parameter = self.parameter();
        let mut out = Vec::new();
        if placements > 0 {
            for &(_, card) in t.trick.plays.iter().filter(|(_, c)| Some(c.suit) == t.trick.lead) {
                if card.suit == Suit::Building {
                    out.push(Action::Place { card, to: Spot::Settlement });
                    continue;
                }
                for b in t.settlement.iter().filter(|b| placement_allowed(card, b, parameter)) {
                    out.push(Action::Place { card, to: Spot::Building(b.card) });
                }
                if self.storage_has_room(card.suit) {
                    out.push(Action::Place { card, to: Spot::Bunker });
                }
            }
        }
        for &card in &t.storage {
            for b in t.settlement.iter().filter(|b| placement_allowed(card, b, parameter)) {
                out.push(Action::MoveStored { card, building: b.card });
            }
        }
        if self.untouched_trick() {
            out.extend(self.sabotaged().into_iter().map(|building| Action::RemoveSabotage { building }));
        }
        out.push(Action::FinishBuilding);
        out
    }

    pub(super) fn place(&mut self, card: PlayerCard, to: Spot, events: &mut Vec<Event>) {
        self.table.trick.plays.retain(|(_, c)| *c != card);
        match to {
            Spot::Settlement => {
                self.table.settlement.push(Building { card, attached: Vec::new(), sabotage: None });
                self.table.stats.buildings_built += 1;
            }
            Spot::Building(b) => {
                if let Some(b) = self.building_mut(b) {
                    b.attached.push(card);
                }
            }
            Spot::Bunker => self.table.storage.push(card),
        }
        events.push(Event::Placed { card, to });
        if let Phase::Build { placements } = &mut self.table.phase {
            *placements = placements.saturating_sub(1);
        }
        self.after_build_step(events);
    }

    pub(super) fn move_stored(&mut self, card: PlayerCard, building: PlayerCard, events: &mut Vec<Event>) {
        self.table.storage.retain(|c| *c != card);
        if let Some(b) = self.building_mut(building) {
            b.attached.push(card);
        }
        events.push(Event::MovedStored { card, building });
        self.after_build_step(events);
    }

    /// In the Build phase: the whole trick pays for it. After a Purge: free.
    pub(super) fn remove_sabotage(&mut self, building: PlayerCard, events: &mut Vec<Event>) {
        self.unsabotage(building, events);
        match std::mem::replace(&mut self.table.phase, Phase::Election) {
            Phase::ClearSabotage { rest } => self.won_abilities(rest, events),
            _ => self.end_round(events),
        }
    }

    pub(super) fn finish_building(&mut self, events: &mut Vec<Event>) {
        self.end_round(events);
    }
}
