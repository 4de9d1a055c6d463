//! What one viewer sees. (Named `seat_view` because `view/` is the board.)

use super::cards::{BunkerCard, MothershipCard, PlayerCard};
use super::state::Table;
use crate::engine::sort::sort_small;
use crate::engine::{PerSeat, Viewer};
use serde::Serialize;

/// One viewer's game: the public table, the viewer's own hand (empty for the
/// table), and the size of everything face down.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub table: Table,
    /// The viewer's own hand, sorted; empty for `Viewer::Table`.
    pub hand: Vec<PlayerCard>,
    /// Cards in every seat's hand.
    pub hand_counts: PerSeat<usize>,
    pub player_deck: usize,
    pub infiltrator_deck: usize,
    /// The active (face-up) Bunker card and the Bunker's health (cards above DEFEAT).
    pub bunker_top: BunkerCard,
    pub bunker_health: u8,
    /// The active Mothership card and its health (cards above VICTORY).
    pub mothership_top: MothershipCard,
    pub mothership_health: u8,
    pub bunker_supply: usize,
    pub mothership_supply: usize,
}

impl super::state::ExtinctionPoint {
    /// The game as `viewer` may see it: only their own hand.
    pub(crate) fn view_for(&self, viewer: Viewer) -> View {
        let mut hand = match viewer {
            Viewer::Seat(s) if s.index() < self.hands.len() => self.hands[s].clone(),
            _ => Vec::new(),
        };
        sort_small(&mut hand);
        View {
            viewer,
            table: self.table.clone(),
            hand,
            hand_counts: self.hands.map(|_, h| h.len()),
            player_deck: self.player_deck.len(),
            infiltrator_deck: self.infiltrator_deck.len(),
            bunker_top: self.bunker_top(),
            bunker_health: self.bunker_health(),
            mothership_top: self.mothership_top(),
            mothership_health: self.mothership_health(),
            bunker_supply: self.bunker_supply.len(),
            mothership_supply: self.mothership_supply.len(),
        }
    }
}
