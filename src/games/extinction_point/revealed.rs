//! The face-down piles as the review with everything lists them
//! (`Viewer::All`): each pile's name and its cards, the next to be drawn
//! first. Kept out of the board so a native test reads the same lists.

use super::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard};
use super::seat_view::Hidden;

/// One face-down card of any deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaceDown {
    Player(PlayerCard),
    Inf(InfCard),
    Bunker(BunkerCard),
    Mothership(MothershipCard),
}

/// A pile in the order it will be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileOrder {
    pub name: &'static str,
    /// Top (next drawn) first.
    pub cards: Vec<FaceDown>,
}

impl Hidden {
    /// Every face-down pile, top first: the two draw decks, the cards under
    /// the Bunker's and the Mothership's face-up active cards (DEFEAT and
    /// VICTORY last, at the bottom) and the two set-aside supplies.
    pub fn piles(&self) -> Vec<PileOrder> {
        vec![
            pile("Player deck", &self.player_deck, FaceDown::Player),
            pile("Infiltrator deck", &self.infiltrator_deck, FaceDown::Inf),
            pile("Bunker, under its active card", under_top(&self.bunker), FaceDown::Bunker),
            pile("Bunker supply (repairs)", &self.bunker_supply, FaceDown::Bunker),
            pile("Mothership, under its active card", under_top(&self.mothership), FaceDown::Mothership),
            pile("Mothership cards set aside", &self.mothership_supply, FaceDown::Mothership),
        ]
    }
}

/// A pile stored bottom first (top last), listed top first.
fn pile<T: Copy>(name: &'static str, stored: &[T], face: fn(T) -> FaceDown) -> PileOrder {
    PileOrder { name, cards: stored.iter().rev().map(|&c| face(c)).collect() }
}

/// A deck without its face-up top card (the board shows that one).
fn under_top<T>(deck: &[T]) -> &[T] {
    &deck[..deck.len().saturating_sub(1)]
}
