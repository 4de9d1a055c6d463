//! The moves of Extinction: every big choice is a run of small steps (pick a
//! hex, then its number; lift a group, then step it hex by hex), so a person
//! taps them and a bot searches them one at a time.

use super::cards::{Act, Barrier, Gene};
use super::map::HexId;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Founding or reproducing: choose the hex the next individuals go on
    /// (then [`Action::Put`] says how many). Placing a barrier: choose its hex.
    Pick { hex: HexId },
    /// Put this many individuals on the picked hex.
    Put { count: u8 },
    /// Relocating founders: take your cube on this hex back into hand.
    TakeBack { hex: HexId },
    /// Finish the relocation, the migration, the competition or the gene change.
    Done,
    /// Spin the spinner to start your turn.
    Spin,
    /// Draw the top Environmental Change card.
    Draw,
    /// Drought or cold wave: remove this many of your individuals from this hex.
    Cull { hex: HexId, count: u8 },
    /// Mild season: take this pair of the spinner.
    ChoosePair { first: Act, second: Act },
    /// Put a barrier of this kind on the picked hex.
    Build { barrier: Barrier },
    /// Migrating: take a group from your cube on this hex (then [`Action::Size`]).
    Lift { hex: HexId },
    /// How many individuals the lifted group holds.
    Size { count: u8 },
    /// Move the group one hex on, to this neighbour (or across a barrier you cross).
    Step { to: HexId },
    /// Let the group settle where it stands.
    Settle,
    /// Compete: move `count` individuals from `from` into the rival hex `to`,
    /// more than the rival had there.
    Compete { from: HexId, to: HexId, count: u8 },
    /// Announce your predator type; rivals within reach show whether they resist it.
    Announce,
    /// Prey on an undefended rival: move `count` individuals from `from` into `to`.
    Prey { from: HexId, to: HexId, count: u8 },
    /// Change this gene card: yours goes under its deck, you draw the top card.
    ChangeGene { gene: Gene },
}
