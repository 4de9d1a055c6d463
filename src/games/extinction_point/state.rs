//! The Extinction Point state: the public [`Table`] (the bulk of every view)
//! and the hidden parts (hands, face-down decks, the RNG) beside it.

use super::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard, Suit};
use crate::engine::{GameRng, Outcome, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// How many Sabotage cards replace the lowest Infiltrator numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(into = "String", try_from = "String")]
pub enum Difficulty {
    /// No Sabotage cards.
    #[default]
    Beginner,
    /// The 1s replaced by 2 Sabotage cards.
    Easy,
    /// The 1s and 2s replaced by 4.
    Medium,
    /// The 1s, 2s and 3s replaced by 6.
    Hard,
}

crate::stored_by_name!(Difficulty);

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [Difficulty::Beginner, Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// Infiltrator numbers removed (each with + and -): 0 to 3.
    pub fn removed_numbers(self) -> u8 {
        self as u8
    }

    pub fn sabotage_cards(self) -> u8 {
        2 * self.removed_numbers()
    }

    /// The Bunker and Mothership health that make this difficulty play about
    /// as hard at 2, 3 and 4 players (the Infiltrator plays one card against
    /// every player's, so more players win more tricks and need a weaker
    /// Bunker and a stronger Mothership). Chosen from the sweep in
    /// docs/games/extinction-point.md, Balance; the new-game screen's default.
    pub fn balanced_health(self, players: u8) -> (u8, u8) {
        let size = usize::from(players.clamp(2, 4) - 2);
        BALANCED_HEALTH[self as usize][size]
    }

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Beginner => "Beginner",
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
        }
    }
}

/// (Bunker, Mothership) health per difficulty (rows, Beginner to Hard) and
/// table size (columns: 2, 3, 4 players).
const BALANCED_HEALTH: [[(u8, u8); 3]; 4] =
    [[(5, 5), (3, 5), (3, 9)], [(4, 4), (3, 7), (3, 10)], [(4, 4), (4, 9), (2, 6)], [(4, 4), (3, 8), (2, 8)]];

/// The rulebook's own health for both, at any table size.
pub const RULEBOOK_HEALTH: (u8, u8) = (5, 5);

/// The new-game choices (untrusted: `Game::new` checks them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2 to 4, all on one team.
    pub players: u8,
    /// Bunker cards above DEFEAT, 1 to 10 (5 by default).
    pub bunker_health: u8,
    /// Mothership cards above VICTORY, 1 to 10 (5 by default).
    pub mothership_health: u8,
    pub difficulty: Difficulty,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { players: 2, bunker_health: 5, mothership_health: 5, difficulty: Difficulty::Beginner }
    }
}

/// The only table talk the app allows in the Election phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Signal {
    /// "I would rather not lead."
    RatherNot,
    /// "I want to lead."
    Lead,
    /// "I really want to lead."
    ReallyLead,
}

/// A BUILDING in the settlement and what is tucked behind it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Building {
    pub card: PlayerCard,
    /// PEOPLE, WEAPON and SHIELD cards on it, in the order they came.
    pub attached: Vec<PlayerCard>,
    /// The Sabotage card on it, if sabotaged.
    pub sabotage: Option<InfCard>,
}

impl Building {
    pub fn count(&self, suit: Suit) -> usize {
        self.attached.iter().filter(|c| c.suit == suit).count()
    }

    pub fn shield(&self) -> Option<PlayerCard> {
        self.attached.iter().copied().find(|c| c.suit == Suit::Shield)
    }

    /// At least one WEAPON and one PEOPLE.
    pub fn operational(&self) -> bool {
        self.count(Suit::Weapon) > 0 && self.count(Suit::People) > 0
    }
}

/// Where a card from a won trick goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// A BUILDING card into the settlement as a new BUILDING.
    Settlement,
    /// Onto the BUILDING whose card this is.
    Building(PlayerCard),
    /// Into Bunker storage.
    Bunker,
}

/// The trick on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Trick {
    /// The leading suit, once the leader has played (a Signal Flare may change it).
    pub lead: Option<Suit>,
    /// Player cards in the order played.
    pub plays: Vec<(Seat, PlayerCard)>,
    /// The Infiltrator's numbered card, once decided.
    pub infiltrator: Option<InfCard>,
    /// Numbered cards turned up so far when the Infiltrator must pick one of
    /// two (Decoy, Swarm); empty otherwise.
    pub candidates: Vec<InfCard>,
}

/// What the table is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Every seat signals whether it wants to lead (any order).
    Election,
    /// The leader chooses which card the sabotaged `building` loses.
    SabotageLoss { building: PlayerCard },
    /// `seat` plays a card into the trick.
    Play { seat: Seat },
    /// A Purge card: the trick's winner removes a Sabotage card of their
    /// choice; `rest` are the won-trick abilities still to resolve after it.
    ClearSabotage { rest: Vec<PlayerCard> },
    /// The trick's winner builds: `placements` cards may still go from the
    /// trick into the settlement or storage.
    Build { placements: u8 },
    /// A whole hand was played without a loss: attack or repair.
    Press,
    /// The game has ended.
    Over,
}

/// Counters for the end-of-game story.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Stats {
    pub hands_dealt: u32,
    pub tricks_won: u32,
    pub tricks_lost: u32,
    pub ties_won: u32,
    pub ties_lost: u32,
    pub damage_dealt: u32,
    pub damage_taken: u32,
    pub buildings_built: u32,
    pub buildings_lost: u32,
    pub sabotage_placed: u32,
    pub presses: u32,
    pub repairs: u32,
}

/// Everything public on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub setup: Setup,
    pub phase: Phase,
    /// Hands dealt so far (1 for the first hand).
    pub hand_no: u32,
    /// Round within the hand, 1 to 7.
    pub round: u8,
    /// This round's signals (public once made).
    pub signals: PerSeat<Option<Signal>>,
    /// The elected leader of the current trick.
    pub leader: Option<Seat>,
    /// Winner of the latest trick the players won (breaks election ties, has
    /// the final say); seat 0 before any.
    pub last_winner: Seat,
    pub trick: Trick,
    /// Sabotaged BUILDINGs still owed a card loss this trick (front first).
    pub losses: Vec<PlayerCard>,
    pub settlement: Vec<Building>,
    /// Bunker storage (at most one of each of WEAPON, SHIELD, PEOPLE, or two
    /// with the Supply Cache).
    pub storage: Vec<PlayerCard>,
    /// Face-up discard piles, oldest first.
    pub player_discard: Vec<PlayerCard>,
    pub infiltrator_discard: Vec<InfCard>,
    pub bunker_discard: Vec<BunkerCard>,
    pub mothership_discard: Vec<MothershipCard>,
    /// Infiltrator numbers taken out at set-up (out of the game).
    pub removed: Vec<InfCard>,
    pub stats: Stats,
    pub outcome: Option<Outcome>,
}

/// The whole game. Fields are public so scenario tests can lay out a
/// position; a live game only changes through `Game::apply`.
#[derive(Clone, Debug, PartialEq)]
pub struct ExtinctionPoint {
    pub table: Table,
    pub hands: PerSeat<Vec<PlayerCard>>,
    /// Face-down piles; the last element is the top card.
    pub player_deck: Vec<PlayerCard>,
    pub infiltrator_deck: Vec<InfCard>,
    /// Bunker deck: DEFEAT first (bottom), the active card last (top, face up).
    pub bunker: Vec<BunkerCard>,
    /// Mothership deck: VICTORY first (bottom), the active card last (top, face up).
    pub mothership: Vec<MothershipCard>,
    /// Set-aside supplies (face down); repairs take the top of the Bunker's.
    pub bunker_supply: Vec<BunkerCard>,
    pub mothership_supply: Vec<MothershipCard>,
    pub(crate) rng: GameRng,
}
