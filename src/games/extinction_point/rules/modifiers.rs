//! The standing effects: the active Bunker card, the active Mothership card
//! and the BUILDINGs' settlement powers, asked for by the rules.

use crate::games::extinction_point::cards::{BuildingPower, BunkerCard, BunkerPower, MothershipCard, Parameter, PlayerCard, Suit, Threat};
use crate::games::extinction_point::state::{Building, ExtinctionPoint};

impl ExtinctionPoint {
    /// The face-up Bunker card.
    pub fn bunker_top(&self) -> BunkerCard {
        self.bunker.last().copied().unwrap_or(BunkerCard::DEFEAT)
    }

    /// The face-up Mothership card.
    pub fn mothership_top(&self) -> MothershipCard {
        self.mothership.last().copied().unwrap_or(MothershipCard::VICTORY)
    }

    /// Cards above DEFEAT.
    pub fn bunker_health(&self) -> u8 {
        self.bunker.len().saturating_sub(1) as u8
    }

    /// Cards above VICTORY.
    pub fn mothership_health(&self) -> u8 {
        self.mothership.len().saturating_sub(1) as u8
    }

    pub(crate) fn power(&self) -> BunkerPower {
        self.bunker_top().def().power
    }

    pub(crate) fn threat(&self) -> Threat {
        self.mothership_top().def().threat
    }

    pub(crate) fn parameter(&self) -> Parameter {
        self.bunker_top().def().parameter
    }
}

/// How many cards of one suit Bunker storage may hold under `power`.
pub fn storage_limit(power: BunkerPower) -> usize {
    if power == BunkerPower::DeepStorage {
        2
    } else {
        1
    }
}

/// Whether `card` (PEOPLE, WEAPON or SHIELD) may go onto `building` under
/// the construction rule `parameter`: its value against the BUILDING's, one
/// SHIELD per BUILDING, and the Workshop's exemption.
pub fn placement_allowed(card: PlayerCard, building: &Building, parameter: Parameter) -> bool {
    if card.suit == Suit::Building {
        return false;
    }
    if card.suit == Suit::Shield && building.shield().is_some() {
        return false;
    }
    let workshop = building.card.building_ability().is_some_and(|d| d.power == BuildingPower::Workshop);
    workshop || parameter.allows(card.value, building.card.value)
}
