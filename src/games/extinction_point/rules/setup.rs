//! Set-up: checking the new-game choices, building the decks, the first deal.

use crate::engine::{GameRng, PerSeat, Seat, SetupError};
use crate::games::extinction_point::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard, MAX_HEALTH, SABOTAGE};
use crate::games::extinction_point::event::Event;
use crate::games::extinction_point::state::{Difficulty, ExtinctionPoint, Phase, Setup, Stats, Table, Trick};

/// The Infiltrator cards of a difficulty: numbers 1-13 with + and -, minus the
/// removed lowest numbers, plus the same count of Sabotage cards.
pub fn infiltrator_cards(d: Difficulty) -> (Vec<InfCard>, Vec<InfCard>) {
    let cut = d.removed_numbers();
    let mut kept = Vec::new();
    let mut removed = Vec::new();
    for value in 1..=13u8 {
        for plus in [true, false] {
            let card = InfCard::Number { value, plus };
            if value <= cut {
                removed.push(card)
            } else {
                kept.push(card)
            }
        }
    }
    kept.extend((0..d.sabotage_cards().min(SABOTAGE.len() as u8)).map(InfCard::Sabotage));
    (kept, removed)
}

fn check(setup: &Setup) -> Result<(), SetupError> {
    if !(2..=4).contains(&setup.players) {
        return Err(SetupError(format!("Extinction Point needs 2 to 4 players, not {}", setup.players)));
    }
    for (what, h) in [("Bunker", setup.bunker_health), ("Mothership", setup.mothership_health)] {
        if !(1..=MAX_HEALTH).contains(&h) {
            return Err(SetupError(format!("the {what} needs a health of 1 to {MAX_HEALTH}, not {h}")));
        }
    }
    Ok(())
}

impl ExtinctionPoint {
    /// The game ready for its first election, and the events of the first
    /// deal (the log's first lines).
    pub(crate) fn fresh(setup: &Setup, seed: u64) -> Result<(Self, Vec<Event>), SetupError> {
        check(setup)?;
        let n = usize::from(setup.players);
        let mut rng = GameRng::from_seed(seed);
        let mut player_deck: Vec<PlayerCard> = PlayerCard::all().collect();
        rng.shuffle(&mut player_deck);
        let (mut infiltrator_deck, removed) = infiltrator_cards(setup.difficulty);
        rng.shuffle(&mut infiltrator_deck);
        let mut mothership_supply: Vec<MothershipCard> = MothershipCard::supply().collect();
        rng.shuffle(&mut mothership_supply);
        let mut bunker_supply: Vec<BunkerCard> = BunkerCard::supply().collect();
        rng.shuffle(&mut bunker_supply);
        let mut mothership = vec![MothershipCard::VICTORY];
        mothership.extend(mothership_supply.drain(mothership_supply.len() - usize::from(setup.mothership_health)..));
        let mut bunker = vec![BunkerCard::DEFEAT];
        bunker.extend(bunker_supply.drain(bunker_supply.len() - usize::from(setup.bunker_health)..));
        let table = Table {
            setup: setup.clone(),
            phase: Phase::Election,
            hand_no: 0,
            round: 0,
            signals: PerSeat::from_fn(n, |_| None),
            leader: None,
            last_winner: Seat(0),
            trick: Trick::default(),
            losses: Vec::new(),
            settlement: Vec::new(),
            storage: Vec::new(),
            player_discard: Vec::new(),
            infiltrator_discard: Vec::new(),
            bunker_discard: Vec::new(),
            mothership_discard: Vec::new(),
            removed,
            stats: Stats::default(),
            outcome: None,
        };
        let mut game = ExtinctionPoint {
            table,
            hands: PerSeat::from_fn(n, |_| Vec::new()),
            player_deck,
            infiltrator_deck,
            bunker,
            mothership,
            bunker_supply,
            mothership_supply,
            rng,
        };
        let mut events = Vec::new();
        game.start_hand(&mut events);
        Ok((game, events))
    }
}
