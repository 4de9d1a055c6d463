//! The moves of The End Is Nigh. Every choice names what is chosen.

use super::cards::Identity;
use super::state::Pos;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Set-up: keep this one of your two identities; the other is discarded face down.
    KeepIdentity { identity: Identity },
    /// Question the refugee at `spot` by looking at (or, for the Hermit, pointing at) trait `slot`.
    Question { spot: u8, slot: u8 },
    /// Say whether the questioned refugee is a cultist (the only claim there is).
    Claim { cultist: bool },
    /// The Conman's or Undergrad's swap: the questioned refugee's card goes to `with`.
    Swap { with: Pos },
    /// The Undergrad's swap is optional: keep the cards where they are.
    NoSwap,
    /// Place this hour's exile marker above the refugee at `spot`.
    Vote { spot: u8 },
    /// Two players, a crossed marker: take it out of the game (no vote this turn).
    DropMarker,
    /// A tied removal: the refugee at `spot` leaves the bunker.
    Remove { spot: u8 },
    /// Use your identity (once per game; it is revealed).
    Use { power: Power },
}

/// An identity's use, with its choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Power {
    Detective,
    Psychic,
    Lawyer,
    Coach,
    Insider { at: Pos },
    Spy { of: Seat },
    Auditor,
    Eavesdropper,
    Quartermaster { a: Pos, b: Pos },
    Mayor { from: u8, to: u8 },
    Bouncer { from: u8 },
    Preacher,
}

impl Power {
    pub fn identity(&self) -> Identity {
        match self {
            Power::Detective => Identity::Detective,
            Power::Psychic => Identity::Psychic,
            Power::Lawyer => Identity::Lawyer,
            Power::Coach => Identity::Coach,
            Power::Insider { .. } => Identity::Insider,
            Power::Spy { .. } => Identity::Spy,
            Power::Auditor => Identity::Auditor,
            Power::Eavesdropper => Identity::Eavesdropper,
            Power::Quartermaster { .. } => Identity::Quartermaster,
            Power::Mayor { .. } => Identity::Mayor,
            Power::Bouncer { .. } => Identity::Bouncer,
            Power::Preacher => Identity::Preacher,
        }
    }
}
