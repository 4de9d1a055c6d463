//! Sabotage: placing a revealed Sabotage card, the card losses it causes,
//! its extra power, and taking it off again.
//!
//! Reading: the Infiltrator picks the BUILDING (it is the enemy's card): the
//! unsabotaged BUILDING with the most cards on it, the highest value on a tie.
//! The players pick which card is lost (the leader of the trick chooses).

use crate::games::extinction_point::action::Action;
use crate::games::extinction_point::cards::{BuildingPower, InfCard, PlayerCard, SabotagePower, Suit};
use crate::games::extinction_point::event::Event;
use crate::games::extinction_point::state::{ExtinctionPoint, Phase};

impl ExtinctionPoint {
    /// A revealed Sabotage card goes onto a BUILDING, or is wasted.
    pub(super) fn place_sabotage(&mut self, card: InfCard, events: &mut Vec<Event>) {
        let target = self
            .table
            .settlement
            .iter()
            .filter(|b| b.sabotage.is_none() && b.card.building_ability().is_none_or(|d| d.power != BuildingPower::Lookout))
            .max_by_key(|b| (b.attached.len(), b.card.value))
            .map(|b| b.card);
        let Some(building) = target else {
            self.table.infiltrator_discard.push(card);
            events.push(Event::SabotageWasted { card });
            return;
        };
        if let Some(b) = self.building_mut(building) {
            b.sabotage = Some(card);
        }
        self.table.stats.sabotage_placed += 1;
        events.push(Event::SabotagePlaced { card, building });
        self.queue_losses(building, card, 1);
        self.fire_sabotage(card, building, events);
    }

    /// `per` card losses for this BUILDING, one more with Arson.
    pub(super) fn queue_losses(&mut self, building: PlayerCard, sab: InfCard, per: usize) {
        let arson = sab.sabotage().is_some_and(|d| d.power == SabotagePower::Arson);
        let n = per + usize::from(arson);
        self.table.losses.extend(std::iter::repeat_n(building, n));
    }

    /// A Sabotage card's extra power (Arson's is its extra loss).
    pub(super) fn fire_sabotage(&mut self, sab: InfCard, building: PlayerCard, events: &mut Vec<Event>) {
        let Some(def) = sab.sabotage() else { return };
        match def.power {
            SabotagePower::BurnStored(suit) => {
                if let Some(i) = self.table.storage.iter().position(|c| c.suit == suit) {
                    let card = self.table.storage.remove(i);
                    self.table.player_discard.push(card);
                    events.push(Event::StoredLost { card, by: sab });
                }
            }
            SabotagePower::Rumours => {
                if let Some(card) = self.draw_player(events) {
                    self.table.player_discard.push(card);
                    events.push(Event::Milled { card, by: sab });
                }
            }
            SabotagePower::Blackout => {
                let target = self
                    .table
                    .settlement
                    .iter()
                    .filter(|b| b.card != building && b.shield().is_some())
                    .max_by_key(|b| b.card.value)
                    .map(|b| b.card);
                if let Some(b) = target {
                    let card = self.detach_shield(b);
                    if let Some(card) = card {
                        events.push(Event::ShieldKnocked { building: b, card, by: sab });
                    }
                }
            }
            SabotagePower::Arson => {}
        }
    }

    fn detach_shield(&mut self, building: PlayerCard) -> Option<PlayerCard> {
        let b = self.building_mut(building)?;
        let i = b.attached.iter().position(|c| c.suit == Suit::Shield)?;
        let card = b.attached.remove(i);
        self.table.player_discard.push(card);
        Some(card)
    }

    /// The cards a sabotaged BUILDING could lose now.
    pub(super) fn loss_options(&self, building: PlayerCard) -> Vec<PlayerCard> {
        self.table.settlement.iter().find(|b| b.card == building).map(|b| b.attached.clone()).unwrap_or_default()
    }

    pub(super) fn loss_actions(&self, building: PlayerCard) -> Vec<Action> {
        self.loss_options(building).into_iter().map(|card| Action::SabotageLoss { card }).collect()
    }

    /// The front owed loss takes `card` off `building`.
    pub(super) fn take_loss(&mut self, building: PlayerCard, card: PlayerCard, events: &mut Vec<Event>) {
        if let Some(b) = self.building_mut(building) {
            b.attached.retain(|c| *c != card);
        }
        self.table.player_discard.push(card);
        self.table.losses.remove(0);
        events.push(Event::SabotageTook { building, card });
    }

    pub(super) fn sabotage_loss(&mut self, card: PlayerCard, events: &mut Vec<Event>) {
        if let Phase::SabotageLoss { building } = self.table.phase {
            self.take_loss(building, card, events);
            self.continue_trick(events);
        }
    }

    /// Takes the Sabotage card off `building` to the Infiltrator discard pile.
    pub(super) fn unsabotage(&mut self, building: PlayerCard, events: &mut Vec<Event>) {
        let Some(b) = self.building_mut(building) else { return };
        if let Some(card) = b.sabotage.take() {
            self.table.infiltrator_discard.push(card);
            events.push(Event::SabotageRemoved { building, card });
        }
    }

    pub(super) fn sabotaged(&self) -> Vec<PlayerCard> {
        self.table.settlement.iter().filter(|b| b.sabotage.is_some()).map(|b| b.card).collect()
    }

    pub(crate) fn building_mut(&mut self, card: PlayerCard) -> Option<&mut crate::games::extinction_point::state::Building> {
        self.table.settlement.iter_mut().find(|b| b.card == card)
    }
}
