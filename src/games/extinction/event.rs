//! What happened, in order: the log and the animations are built from these.

use super::cards::{Act, Barrier, EnvCard, Gene, Hunt};
use super::map::HexId;
use crate::engine::{GameEvent, Seat};
use serde::{Deserialize, Serialize};

/// Why an action of the spinner had nothing to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Skip {
    /// No individuals in optimal habitats, or no room next to them.
    NoNewborns,
    /// Mobility 0, or no group can move (rules version 1 only: since
    /// version 2 migration is always offered, as this told others a card).
    CannotMove,
    /// No rival within reach (rules version 1 only, as `CannotMove`).
    NoRivals,
    /// Every barrier is on the board.
    NoBarriers,
    /// Every hex that could take a barrier is taken.
    NoHex,
    /// Four gene cards have changed this turn already (a second
    /// change-genes action after a mild season; rules version 3).
    FourGenesChanged,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// `seat` put `count` individuals on `hex`, whose cube now shows `shows`.
    Placed {
        seat: Seat,
        hex: HexId,
        count: u8,
        shows: u8,
    },
    /// `seat` took its founder cube of `count` back into hand.
    TookBack {
        seat: Seat,
        hex: HexId,
        count: u8,
    },
    /// Every species drew one card of each gene deck; `cards` only for its own eyes.
    GenesDealt {
        seat: Seat,
        cards: Option<[u8; 6]>,
    },
    /// A round began (after the set-up, round 1).
    RoundStarted {
        round: u16,
    },
    /// The spinner stopped on segment `segment` (0 to 11).
    Spun {
        seat: Seat,
        segment: u8,
        first: Act,
        second: Act,
    },
    /// An action of the pair had nothing to do.
    Skipped {
        seat: Seat,
        act: Act,
        why: Skip,
    },
    /// Reproduction: `parents` individuals in optimal habitats at rate
    /// `rate` tenths give `newborns`; `room` of them fit. Parents and rate
    /// are for the species' own eyes (they would show its genes).
    Newborns {
        seat: Seat,
        parents: Option<u16>,
        rate: Option<u8>,
        newborns: u16,
        room: u16,
    },
    /// Boxed in: every hex that could take newborns was filled to 6.
    FilledUp {
        seat: Seat,
        hexes: Vec<HexId>,
    },
    /// `seat` drew this Environmental Change card.
    EnvDrawn {
        seat: Seat,
        card: EnvCard,
    },
    /// A species was spared by its tolerance.
    Tolerated {
        seat: Seat,
    },
    /// The card drawn harmed no species: none lived where it strikes (a
    /// drawn card with no line after it read as if the log had stopped).
    Unharmed,
    /// `count` individuals of `seat` died on `hex`.
    Died {
        seat: Seat,
        hex: HexId,
        count: u8,
    },
    /// A drought or cold wave: `seat` must remove `count` individuals.
    CullDue {
        seat: Seat,
        count: u8,
    },
    /// Mild season: the pair chosen.
    PairChosen {
        seat: Seat,
        first: Act,
        second: Act,
    },
    /// A barrier went up; `displaced` is the cube sent back to its owner.
    BarrierPlaced {
        seat: Seat,
        hex: HexId,
        barrier: Barrier,
        displaced: Option<(Seat, u8)>,
    },
    /// A group of `count` left `hex`.
    Lifted {
        seat: Seat,
        hex: HexId,
        count: u8,
    },
    /// The group moved one hex.
    Stepped {
        seat: Seat,
        to: HexId,
    },
    /// The group settled on `hex`, whose cube now shows `shows`.
    Settled {
        seat: Seat,
        hex: HexId,
        count: u8,
        shows: u8,
    },
    /// `seat` took `to` from `rival` (who had `lost` there) with `count` individuals.
    Competed {
        seat: Seat,
        from: HexId,
        to: HexId,
        count: u8,
        rival: Seat,
        lost: u8,
    },
    /// `seat` announced `hunt`; `resisted` showed the word as proof, `exposed` did not.
    Announced {
        seat: Seat,
        hunt: Hunt,
        resisted: Vec<Seat>,
        exposed: Vec<Seat>,
    },
    Preyed {
        seat: Seat,
        from: HexId,
        to: HexId,
        count: u8,
        rival: Seat,
        lost: u8,
    },
    /// `seat` changed a gene card; the cards only for its own eyes.
    GeneChanged {
        seat: Seat,
        gene: Gene,
        old: Option<u8>,
        new: Option<u8>,
    },
    /// The species has no cubes left: it is extinct and its player is out.
    Extinct {
        seat: Seat,
    },
    /// The game ended.
    GameOver,
}

impl GameEvent for Event {
    fn reveals(&self) -> bool {
        matches!(
            self,
            Event::GenesDealt { .. } | Event::Spun { .. } | Event::EnvDrawn { .. } | Event::Announced { .. } | Event::GeneChanged { .. }
        )
    }
}

/// The hexes an action's events changed, each once, in the order met: the
/// board rings them until the next action, so a table sees where the last
/// move went (a bot's placements, a cold wave's deaths) without reading the
/// log. A migrating group's steps name the hex it stands on.
pub fn touched_hexes(events: &[Event]) -> Vec<HexId> {
    let mut touched: Vec<HexId> = Vec::new();
    for e in events {
        let hexes: &[HexId] = match e {
            Event::Placed { hex, .. }
            | Event::TookBack { hex, .. }
            | Event::Died { hex, .. }
            | Event::BarrierPlaced { hex, .. }
            | Event::Lifted { hex, .. }
            | Event::Settled { hex, .. } => std::slice::from_ref(hex),
            Event::Stepped { to, .. } => std::slice::from_ref(to),
            Event::Competed { from, to, .. } | Event::Preyed { from, to, .. } => &[*from, *to],
            Event::FilledUp { hexes, .. } => hexes,
            _ => &[],
        };
        for &h in hexes {
            if !touched.contains(&h) {
                touched.push(h);
            }
        }
    }
    touched
}
