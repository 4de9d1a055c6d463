//! The moves of Extrication. A turn is a few small steps (move, then take
//! one item at a time, then end), so a person taps once per step and a bot
//! searches a narrow tree. Locations are numbered 0-9 from the start.

use super::components::{Pad, Science};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Move your worker forward to this free location.
    Move { to: u8 },
    /// Leave the track: you are done for this round (and set your place in the next round's order).
    Leave,
    /// Take the ship at `from` onto your free `pad`.
    TakeShip { from: u8, pad: Pad },
    /// Load one Citizen Cohort from `from` onto the ship on `pad`.
    TakeCohort { from: u8, pad: Pad },
    /// Load one Organic cube from `from` onto the ship on `pad`.
    TakeOrganic { from: u8, pad: Pad },
    /// Put one Fuel cube from `from` into the tanks of the ship on `pad`.
    TakeFuel { from: u8, pad: Pad },
    /// Take one `science` token from `from` onto its lowest free tableau space.
    TakeScience { from: u8, science: Science },
    /// Launch the ship on `pad` (it needs its fuel and at least one Cohort).
    Launch { pad: Pad },
    /// End your turn.
    EndTurn,
}
