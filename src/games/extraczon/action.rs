//! The moves a player makes in ExtracZon. Every die roll is its own action so
//! the dice roll visibly, and every choice names what is chosen.

use super::cards::CardId;
use super::state::Place;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Roll one red die for turn order (first player, or Final Encounter order).
    RollForOrder,
    /// Choose one secured Tactical card to be active this turn, or none.
    ChooseActive { card: Option<CardId> },
    /// Roll the black die for movement.
    RollMovement,
    /// Move the Extractor to a reachable tile or into a Site.
    Move { to: Place },
    /// Nothing is reachable with this roll: stay put; the turn ends.
    Pass,
    /// Roll the four red dice against the Infected Zone underfoot (HP 8).
    RollInfectedZone,
    /// Roll the black die and draw that many ExtracZon cards.
    RollDraw,
    /// Lose this Unsecured card (to an Infected card, or after a failed HP roll).
    LoseCard { card: CardId },
    /// Roll the four red dice against the Zombie.
    RollHp,
}
