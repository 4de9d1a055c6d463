//! The moves of Extinction Point. Every choice names what is chosen.

use super::cards::PlayerCard;
use super::state::{Signal, Spot};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Election: say how much you want to lead this trick.
    Signal { signal: Signal },
    /// The leader picks which card a sabotaged BUILDING loses.
    SabotageLoss { card: PlayerCard },
    /// Play a card from your hand into the trick.
    Play { card: PlayerCard },
    /// Play a Signal Flare and make its suit (WEAPON) the leading suit; playing
    /// it with `Play` leaves the lead as it is.
    PlayAndSwitchLead { card: PlayerCard },
    /// Put a card of the won trick into the settlement or Bunker storage.
    Place { card: PlayerCard, to: Spot },
    /// Move a stored card from the Bunker onto a BUILDING.
    MoveStored { card: PlayerCard, building: PlayerCard },
    /// Discard the whole won trick to remove the Sabotage card from this
    /// BUILDING (or, after a Purge card, remove it for free).
    RemoveSabotage { building: PlayerCard },
    /// Stop building; what is left of the trick is discarded.
    FinishBuilding,
    /// Pressing the Advantage: attack the Mothership.
    PressAttack,
    /// Pressing the Advantage: repair the Bunker.
    PressRepair,
    /// Pressing the Advantage is a right, not a duty: neither attack nor
    /// repair, and the next hand is dealt (rules version 4).
    PressDecline,
}
