//! The ExtracZon state and what a viewer sees of it.
//!
//! Everything on the table is public in ExtracZon except the order of the
//! face-down draw pile, so the state is split in two: [`Table`] (public, the
//! bulk of the [`View`]) and the hidden draw order plus the RNG.

use super::board::{Pos, SiteId};
use super::cards::{CardId, ZombieId};
use crate::engine::{GameRng, Outcome, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// How the table plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// One player alone, graded by the solo tiers.
    Solo,
    /// Every seat for itself.
    Competitive,
    /// Two teams; `team[seat]` is 0 or 1. 2 v 2 or 3 v 1 at four seats, 2 v 1 at three.
    Teams { team: Vec<u8> },
}

/// The new-game choices (untrusted: [`crate::engine::Game::new`] checks them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 1 to 4.
    pub players: u8,
    pub mode: Mode,
}

/// Where an Extractor token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// On a street tile.
    Tile(Pos),
    /// Inside an ExtracZon Site (entered through its door).
    Site(SiteId),
}

/// One leg of a move, for the log and for drawing the route.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// One tile orthogonally (1 point).
    Walk { to: Pos },
    /// Over a line of tokens onto the empty tile beyond (2 points per token).
    Jump { over: Vec<Seat>, to: Pos },
    /// From one Fast Travel door to another quadrant's (1 point).
    FastTravel { from: u8, to: u8, exit: Pos },
    /// Into a Site through its door (1 point; ends the move).
    Enter { site: SiteId },
    /// Out of a Site onto its door (1 point).
    Exit { site: SiteId, to: Pos },
}

/// A whole move: its legs and the points they cost.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Route {
    pub steps: Vec<Step>,
    pub cost: u8,
}

/// The state of one Site's Zombie card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SiteStatus {
    /// The Zombie waits; the Site may be entered.
    Present,
    /// Contained by this seat (the card is in its Contained pile).
    Contained(Seat),
    /// The Zombie escaped (card flipped, stays on the Site, scores for nobody).
    Escaped,
}

impl SiteStatus {
    pub fn is_done(self) -> bool {
        self != SiteStatus::Present
    }
}

/// What an encounter is against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    Site(SiteId),
    Apex,
}

/// Which part of the game is running.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// Players roam the board and raid Sites.
    Sites,
    /// All 24 Sites are done: everyone takes turns against the Apex Zombie.
    Apex,
    /// Tie for first with no Apex holder among them: these seats fight the
    /// Apex again with every Tactical bonus off.
    Final { contenders: Vec<Seat> },
    /// The game has ended.
    Over,
}

/// Why seats are rolling a red die for order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OrderPurpose {
    /// Who takes the first turn of the game.
    FirstPlayer,
    /// Who starts the Final Encounter.
    FinalEncounter,
}

/// What the player to act must do next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Each contender rolls one red die (highest, i.e. closest to 6, wins;
    /// ties roll again). `rolls` holds this round's results so far.
    OrderRoll { purpose: OrderPurpose, contenders: Vec<Seat>, rolls: Vec<(Seat, u8)> },
    /// Start of turn: choose a secured Tactical card to be active, or none.
    ChooseActive,
    /// Roll the black die to move.
    RollMovement,
    /// Move with `points` Movement points (or Pass when nothing is reachable).
    Move { points: u8 },
    /// Standing on an Infected Zone: roll the four red dice against HP 8.
    InfectedZone,
    /// Encounter: roll the black die to draw that many cards.
    RollDraw,
    /// An Infected card in the Unsecured area takes a card with it: choose which.
    ResolveInfected { infected: CardId },
    /// Roll the four red dice against the Zombie.
    RollHp,
    /// The HP roll failed: choose an Unsecured card to lose, then roll again.
    LoseAfterFail,
    /// The game has ended.
    Over,
}

/// The latest dice on the table, for drawing them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Roll {
    /// One red die for turn order.
    Order { seat: Seat, die: u8 },
    /// The black die for movement, plus the active Movement bonus.
    Movement { seat: Seat, die: u8, bonus: u8 },
    /// Four red dice against an Infected Zone.
    Infected { seat: Seat, dice: [u8; 4] },
    /// The black die for how many cards to draw.
    Draw { seat: Seat, die: u8 },
    /// Four red dice plus HP bonuses against a Zombie of `hp`.
    Hp { seat: Seat, dice: [u8; 4], bonus: u8, hp: u8 },
}

/// Everything on the table. All of it is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub setup: Setup,
    pub stage: Stage,
    pub phase: Phase,
    /// Whose turn it is (during an order roll: the seat to roll next).
    pub turn: Seat,
    /// Quadrant (and Safe House colour) of each seat.
    pub home: PerSeat<u8>,
    /// Where each Extractor stands.
    pub tokens: PerSeat<Place>,
    /// The Tactical card each seat chose at the start of its latest turn.
    pub active: PerSeat<Option<CardId>>,
    /// Secured Survivors pile (Survivor and Tactical cards) of each seat.
    pub secured: PerSeat<Vec<CardId>>,
    /// Contained Zombies pile of each seat.
    pub contained: PerSeat<Vec<ZombieId>>,
    /// The Zombie of each of the 24 Sites.
    pub sites: Vec<SiteStatus>,
    /// The running encounter, if any.
    pub encounter: Option<Target>,
    /// Cards drawn this encounter and not yet secured or discarded.
    pub unsecured: Vec<CardId>,
    /// The discard pile, oldest first (face up).
    pub discard: Vec<CardId>,
    /// The latest roll.
    pub last_roll: Option<Roll>,
    /// The seat with the most recent successful Site encounter.
    pub last_success: Option<Seat>,
    /// The seat with the most recent failed Site encounter.
    pub last_failure: Option<Seat>,
    /// Turns started so far (for progress).
    pub turns: u32,
    /// Set when the game is over.
    pub outcome: Option<Outcome>,
}

/// The full game. Fields are public so scenario tests can lay out a position;
/// a live game only ever changes through `Game::apply`.
#[derive(Clone, Debug, PartialEq)]
pub struct ExtracZon {
    pub table: Table,
    /// The face-down draw pile; the last element is the top card.
    pub draw: Vec<CardId>,
    pub(crate) rng: GameRng,
    /// Dice values to use before the RNG, for scenario tests only (no save
    /// or record can set them). Consumed from the front.
    pub(crate) forced: Vec<u8>,
}

/// What a viewer sees: the whole table and the size of the draw pile. The
/// draw pile's order is hidden from everyone, so every seat and the table
/// see the same; only the view with everything (a finished game's review)
/// holds the order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub table: Table,
    pub draw_count: usize,
    /// The draw pile, top card first: `Some` only for [`crate::engine::Viewer::All`].
    pub draw_order: Option<Vec<CardId>>,
}
