//! What happened, in order: the log and the animations are built from these.

use super::board::SiteId;
use super::cards::{CardId, ZombieId};
use super::state::{OrderPurpose, Place, Route, Target};
use crate::engine::{GameEvent, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A seat rolled one red die for turn order.
    OrderRolled { seat: Seat, die: u8, purpose: OrderPurpose },
    /// Several seats tied on the highest order roll and roll again.
    OrderTied { seats: Vec<Seat> },
    /// This seat goes first.
    FirstPlayer { seat: Seat, purpose: OrderPurpose },
    /// A seat's turn began.
    TurnStarted { seat: Seat },
    /// The seat chose its active Tactical card for the turn (or none).
    ActiveChosen { seat: Seat, card: Option<CardId> },
    /// The black die for movement, plus the Movement bonus.
    MovementRolled { seat: Seat, die: u8, bonus: u8 },
    /// The token moved along `route`.
    Moved { seat: Seat, from: Place, to: Place, route: Route },
    /// Nothing was reachable: the token stayed.
    Passed { seat: Seat },
    /// Four red dice against an Infected Zone (HP 8).
    InfectedZoneRolled { seat: Seat, dice: [u8; 4], total: u8, cleared: bool },
    /// The encounter began.
    EncounterStarted { seat: Seat, target: Target },
    /// The black die for how many cards to draw.
    DrawRolled { seat: Seat, die: u8 },
    /// The discard pile was shuffled into a new draw pile.
    Reshuffled { cards: usize },
    /// A card was drawn face up into the Unsecured area.
    CardDrawn { seat: Seat, card: CardId },
    /// Both piles were empty: fewer cards were drawn than the die asked for.
    DrawShort { seat: Seat, missing: u8 },
    /// A Defense bonus (from `by`) ignored an Infected card, which is discarded.
    Defended { seat: Seat, by: CardId, infected: CardId },
    /// An Infected card was discarded, taking `lost` with it (if any was left).
    InfectedResolved { seat: Seat, infected: CardId, lost: Option<CardId> },
    /// Four red dice plus bonuses against a Zombie.
    HpRolled { seat: Seat, dice: [u8; 4], bonus: u8, total: u8, hp: u8, success: bool },
    /// A card lost after a failed HP roll.
    CardLost { seat: Seat, card: CardId },
    /// Success: the Zombie is contained and these cards secured.
    Contained { seat: Seat, zombie: ZombieId, secured: Vec<CardId> },
    /// Failure at a Site: the Zombie escaped.
    Escaped { seat: Seat, site: SiteId },
    /// Failure against the Apex: the seat's Apex turn ends.
    ApexHeld { seat: Seat },
    /// All 24 Sites are done: the Apex Encounter begins with `first`.
    ApexBegins { first: Seat },
    /// Tie for first: the Apex returns to the centre for a Final Encounter.
    FinalEncounterBegins { seats: Vec<Seat> },
    /// A seat's turn ended.
    TurnEnded { seat: Seat },
    /// The game ended.
    GameOver,
}

impl GameEvent for Event {
    fn reveals(&self) -> bool {
        matches!(
            self,
            Event::OrderRolled { .. }
                | Event::MovementRolled { .. }
                | Event::InfectedZoneRolled { .. }
                | Event::DrawRolled { .. }
                | Event::CardDrawn { .. }
                | Event::Reshuffled { .. }
                | Event::HpRolled { .. }
        )
    }
}
