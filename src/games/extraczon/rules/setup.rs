//! Checking a set-up and laying out the table.

use super::super::board::{start, SITES};
use super::super::cards::CardId;
use super::super::event::Event;
use super::super::state::{ExtracZon, Mode, OrderPurpose, Phase, Place, Setup, SiteStatus, Stage, Table};
use crate::engine::{GameRng, PerSeat, Seat, SetupError};

/// Which quadrant (Safe House colour) each seat plays from. Two players sit
/// in opposite corners so neither starts next to the other.
pub fn homes(players: usize) -> Vec<u8> {
    match players {
        1 => vec![0],
        2 => vec![0, 2],
        3 => vec![0, 1, 2],
        _ => vec![0, 1, 2, 3],
    }
}

/// Refuses set-ups the rulebook does not allow, in plain words.
pub fn validate(setup: &Setup) -> Result<(), SetupError> {
    let n = setup.players;
    if !(1..=4).contains(&n) {
        return Err(SetupError(format!("ExtracZon is for 1 to 4 players, not {n}")));
    }
    match &setup.mode {
        Mode::Solo if n != 1 => Err(SetupError("solo mode is for exactly one player".into())),
        Mode::Competitive if n == 1 => Err(SetupError("one player plays solo mode".into())),
        Mode::Teams { team } => validate_teams(n, team),
        _ => Ok(()),
    }
}

fn validate_teams(n: u8, team: &[u8]) -> Result<(), SetupError> {
    if team.len() != usize::from(n) {
        return Err(SetupError(format!("a team is needed for each of the {n} seats")));
    }
    if team.iter().any(|&t| t > 1) {
        return Err(SetupError("teams are numbered 0 and 1".into()));
    }
    let a = team.iter().filter(|&&t| t == 0).count();
    let b = team.len() - a;
    let (big, small) = (a.max(b), a.min(b));
    match (n, big, small) {
        (4, 2, 2) | (4, 3, 1) | (3, 2, 1) => Ok(()),
        _ => Err(SetupError(format!("team play is 2 v 2 or 3 v 1 at four seats and 2 v 1 at three, not {big} v {small}"))),
    }
}

impl ExtracZon {
    /// A fresh game: tokens on START, Zombies on their Sites, the 90 cards
    /// shuffled face down, then the order roll (skipped in solo).
    /// The game before its first move, and the events of its set-up: a solo
    /// game's first turn has begun (the log's first line), a larger one
    /// starts with no events.
    pub(crate) fn fresh(setup: &Setup, seed: u64) -> Result<(ExtracZon, Vec<Event>), SetupError> {
        validate(setup)?;
        let n = usize::from(setup.players);
        let home = PerSeat(homes(n));
        let mut rng = GameRng::from_seed(seed);
        let mut draw: Vec<CardId> = CardId::all().collect();
        rng.shuffle(&mut draw);
        let table = Table {
            setup: setup.clone(),
            stage: Stage::Sites,
            phase: Phase::OrderRoll { purpose: OrderPurpose::FirstPlayer, contenders: Seat::all(n).collect(), rolls: Vec::new() },
            turn: Seat(0),
            tokens: home.map(|_, &q| Place::Tile(start(q))),
            home,
            active: PerSeat::from_fn(n, |_| None),
            secured: PerSeat::from_fn(n, |_| Vec::new()),
            contained: PerSeat::from_fn(n, |_| Vec::new()),
            sites: vec![SiteStatus::Present; SITES.len()],
            encounter: None,
            unsecured: Vec::new(),
            discard: Vec::new(),
            last_roll: None,
            last_success: None,
            last_failure: None,
            turns: 0,
            outcome: None,
        };
        let mut game = ExtracZon { table, draw, rng, forced: Vec::new() };
        let mut events = Vec::new();
        if n == 1 {
            game.begin_turn(Seat(0), &mut events);
        }
        Ok((game, events))
    }
}
