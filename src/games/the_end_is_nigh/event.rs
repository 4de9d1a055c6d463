//! What happened, in order. Secret events carry their secret only for the
//! seat that may know it; `redact_event` strips it for everyone else.

use super::cards::{Allegiance, Identity, Trait};
use super::state::Pos;
use crate::engine::{GameEvent, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// Two players, after the 6:00 removal: `seat` was dealt its second
    /// allegiance card and now holds `cards` (empty for other eyes). The
    /// set-up's deals are no events: a game's log starts at its first move.
    AllegianceDealt {
        seat: Seat,
        cards: Vec<Allegiance>,
    },
    /// `seat` kept one identity (`None` for other eyes).
    IdentityKept {
        seat: Seat,
        kept: Option<Identity>,
    },
    /// `seat` questioned the refugee at `spot`.
    Questioned {
        seat: Seat,
        spot: u8,
        hour: u8,
    },
    /// `seat` looked at the trait at `at` (`trait_` is `None` for other eyes).
    /// `picked_by` is the questioner who chose that card for `seat` to see
    /// (the Hermit shows his trait to the next player); `None` for a look
    /// of one's own.
    Saw {
        seat: Seat,
        at: Pos,
        trait_: Option<Trait>,
        picked_by: Option<Seat>,
    },
    Claimed {
        seat: Seat,
        spot: u8,
        cultist: bool,
    },
    Swapped {
        a: Pos,
        b: Pos,
    },
    Voted {
        seat: Seat,
        spot: u8,
        marker: u8,
    },
    /// Two players: a crossed marker left the game.
    MarkerOut {
        marker: u8,
    },
    /// `seat` revealed and used an identity.
    IdentityUsed {
        seat: Seat,
        identity: Identity,
    },
    /// A Mayor or Bouncer moved a marker (`to: None`: out of the game).
    MarkerMoved {
        marker: u8,
        from: u8,
        to: Option<u8>,
    },
    /// `seat` learned allegiance cards (`of: None`: the one set aside); empty for other eyes.
    LearnedAllegiance {
        seat: Seat,
        of: Option<Seat>,
        cards: Vec<Allegiance>,
    },
    /// A removal is tied; `chooser` decides among `spots`.
    TieToBreak {
        chooser: Seat,
        spots: Vec<u8>,
    },
    /// The refugee at `spot` left the bunker, its traits unseen.
    Removed {
        spot: u8,
    },
    /// The refugee just questioned is exhausted (`None`: nobody, the Athlete or a Coach).
    Exhausted {
        spot: Option<u8>,
    },
    /// End: one remaining trait is turned face up.
    TraitRevealed {
        at: Pos,
        trait_: Trait,
    },
    /// End: `seat`'s allegiance cards are turned face up.
    AllegianceRevealed {
        seat: Seat,
        cards: Vec<Allegiance>,
    },
    /// `civilians_win` when no cultist got into the bunker.
    GameOver {
        civilians_win: bool,
    },
}

impl GameEvent for Event {
    /// A look at a trait, an allegiance learned or dealt, a claim (seen by
    /// the whole table) and the end's reveals settle the game: undo never
    /// goes back past them, so nobody un-sees a trait or takes back a claim.
    fn reveals(&self) -> bool {
        matches!(
            self,
            Event::AllegianceDealt { .. }
                | Event::Saw { .. }
                | Event::Claimed { .. }
                | Event::LearnedAllegiance { .. }
                | Event::IdentityUsed { .. }
                | Event::Removed { .. }
                | Event::TraitRevealed { .. }
                | Event::AllegianceRevealed { .. }
                | Event::GameOver { .. }
        )
    }
}

impl Event {
    /// The event as `viewer` may see it (see `Game::redact_event`).
    pub fn redacted_for(&self, viewer: crate::engine::Viewer) -> Option<Event> {
        use crate::engine::Viewer;
        // The view with everything reads every event in full.
        let mine = |seat: &Seat| match viewer {
            Viewer::Seat(me) => me == *seat,
            Viewer::All => true,
            Viewer::Table => false,
        };
        Some(match self {
            Event::AllegianceDealt { seat, .. } if !mine(seat) => Event::AllegianceDealt { seat: *seat, cards: Vec::new() },
            Event::IdentityKept { seat, .. } if !mine(seat) => Event::IdentityKept { seat: *seat, kept: None },
            Event::Saw { seat, at, picked_by, .. } if !mine(seat) => {
                Event::Saw { seat: *seat, at: *at, trait_: None, picked_by: *picked_by }
            }
            Event::LearnedAllegiance { seat, of, .. } if !mine(seat) => {
                Event::LearnedAllegiance { seat: *seat, of: *of, cards: Vec::new() }
            }
            other => other.clone(),
        })
    }
}
