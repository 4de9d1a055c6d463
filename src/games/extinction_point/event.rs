//! What happened, in order: the log and the animations are built from these.

use super::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard, Suit};
use super::state::{Signal, Spot};
use crate::engine::{GameEvent, Seat};
use serde::{Deserialize, Serialize};

/// Which face-down pile was rebuilt from its discards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pile {
    Player,
    Infiltrator,
    BunkerSupply,
}

/// Who is attacking in a battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Attacker {
    /// The Infiltrator won a trick.
    Mothership,
    /// The players pressed the advantage.
    Players,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A new hand begins (`hand_no` counts from 1).
    HandStarted {
        hand_no: u32,
    },
    /// `seat` was dealt `count` cards; `cards` is empty for anyone else's eyes.
    Dealt {
        seat: Seat,
        count: u8,
        cards: Vec<PlayerCard>,
    },
    /// A face-down pile was shuffled back together from its discard pile.
    Reshuffled {
        pile: Pile,
        cards: usize,
    },
    /// An election began for round `round`.
    ElectionStarted {
        round: u8,
    },
    Signalled {
        seat: Seat,
        signal: Signal,
    },
    /// `seat` leads; `tied` when the signal was tied and seat order decided.
    LeaderChosen {
        seat: Seat,
        tied: bool,
    },
    /// A sabotaged BUILDING lost a card to its Sabotage.
    SabotageTook {
        building: PlayerCard,
        card: PlayerCard,
    },
    /// A Sabotage card's extra power discarded a stored card.
    StoredLost {
        card: PlayerCard,
        by: InfCard,
    },
    /// A Sabotage card's extra power discarded the Player deck's top card.
    Milled {
        card: PlayerCard,
        by: InfCard,
    },
    /// A Sabotage card's extra power knocked a SHIELD off a BUILDING.
    ShieldKnocked {
        building: PlayerCard,
        card: PlayerCard,
        by: InfCard,
    },
    Played {
        seat: Seat,
        card: PlayerCard,
    },
    /// A Signal Flare changed the leading suit.
    LeadSwitched {
        suit: Suit,
        by: PlayerCard,
    },
    /// The Infiltrator turned up its top card.
    InfiltratorRevealed {
        card: InfCard,
    },
    /// The Sabotage card went onto this BUILDING.
    SabotagePlaced {
        card: InfCard,
        building: PlayerCard,
    },
    /// No BUILDING could take the Sabotage card: discarded.
    SabotageWasted {
        card: InfCard,
    },
    /// A second Infiltrator card (Decoy, Swarm) set aside to its discard pile.
    InfiltratorDiscarded {
        card: InfCard,
    },
    /// A Player card's ability took effect.
    Ability {
        card: PlayerCard,
    },
    /// The players won the trick: `seat` played the best card, worth `value`
    /// against the Infiltrator's `infiltrator`; `tie` when equal (a minus card
    /// or an ability gave it to the players).
    TrickWon {
        seat: Seat,
        card: PlayerCard,
        value: u8,
        infiltrator: u8,
        tie: bool,
    },
    /// The Infiltrator won; `best` is the players' best value of the leading
    /// suit (if any), `tie` when equal (a plus card or a threat).
    TrickLost {
        infiltrator: u8,
        best: Option<u8>,
        tie: bool,
    },
    Placed {
        card: PlayerCard,
        to: Spot,
    },
    MovedStored {
        card: PlayerCard,
        building: PlayerCard,
    },
    /// A Sabotage card was taken off this BUILDING.
    SabotageRemoved {
        building: PlayerCard,
        card: InfCard,
    },
    /// The rest of the trick went to the discard piles.
    TrickDiscarded {
        cards: Vec<PlayerCard>,
    },
    /// A battle begins with these active cards (they stay active throughout).
    BattleStarted {
        attacker: Attacker,
        bunker: BunkerCard,
        mothership: MothershipCard,
    },
    /// Damage to the Mothership; `health` is what is left above VICTORY.
    MothershipDamaged {
        amount: u8,
        health: u8,
    },
    /// A BUILDING was destroyed with its cards.
    BuildingDestroyed {
        building: PlayerCard,
        cards: Vec<PlayerCard>,
    },
    /// SHIELDs removed after the attack.
    ShieldsRemoved {
        cards: Vec<PlayerCard>,
    },
    /// A standing Bulwark took 1 of the Bunker's damage, spending its SHIELD
    /// (if it had one: Blast Doors can keep an unshielded Bulwark standing).
    BulwarkAbsorbed {
        building: PlayerCard,
        shield: Option<PlayerCard>,
    },
    /// A card taken off a BUILDING by a threat (Drones).
    CardLost {
        building: PlayerCard,
        card: PlayerCard,
    },
    /// Bunker storage emptied (Harvester).
    StorageLost {
        cards: Vec<PlayerCard>,
    },
    /// Damage to the Bunker; `health` is what is left above DEFEAT.
    BunkerDamaged {
        amount: u8,
        health: u8,
    },
    /// A new Bunker card is active.
    BunkerRevealed {
        card: BunkerCard,
    },
    /// A new Mothership card is active.
    MothershipRevealed {
        card: MothershipCard,
    },
    /// Every hand went to the discard pile (face up).
    HandsDiscarded {
        cards: Vec<PlayerCard>,
    },
    /// A Bunker supply card went in second from the bottom.
    Repaired {
        health: u8,
    },
    /// Nothing to repair with: the supply and its discards are empty.
    RepairFailed,
    /// The settlement's guns did the Mothership no damage in a battle:
    /// `fired` manned WEAPONs (none, or one stopped by the Armour).
    NothingHit {
        fired: u8,
    },
    /// Pressing the advantage was declined: neither attack nor repair.
    PressDeclined,
    /// The game ended.
    GameOver {
        won: bool,
    },
}

impl GameEvent for Event {
    fn reveals(&self) -> bool {
        matches!(
            self,
            Event::Dealt { .. }
                | Event::Reshuffled { .. }
                | Event::InfiltratorRevealed { .. }
                | Event::Milled { .. }
                | Event::BunkerRevealed { .. }
                | Event::MothershipRevealed { .. }
                | Event::Repaired { .. }
        )
    }
}
