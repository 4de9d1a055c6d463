//! Setting up: the track of ten small ships with a cargo tile above and a
//! cube below each, the piles shuffled face down, Final Scramble placed at
//! its designed depth, and a random turn order (the app's stand-in for
//! "youngest first").

use super::super::components::{CubeId, Development, ShipId, TileId, DEVELOPMENTS, FINAL_SCRAMBLE_DEPTH, STARTING_SHIPS, TRACK_LEN};
use super::super::state::{Extrication, Hidden, Location, Player, Setup, Stage, Table, Turn};
use crate::engine::{GameRng, PerSeat, Seat, SetupError};

impl Extrication {
    pub(crate) fn fresh(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        if !(2..=4).contains(&setup.players) {
            return Err(SetupError(format!("Extrication is for 2 to 4 players, not {}.", setup.players)));
        }
        let mut rng = GameRng::from_seed(seed);
        let mut starting: Vec<ShipId> = ShipId::all().take(STARTING_SHIPS).collect();
        rng.shuffle(&mut starting);
        let mut ships: Vec<ShipId> = ShipId::all().skip(STARTING_SHIPS).collect();
        rng.shuffle(&mut ships);
        let mut cargo: Vec<TileId> = TileId::all().collect();
        rng.shuffle(&mut cargo);
        let mut bag: Vec<CubeId> = CubeId::all().collect();
        rng.shuffle(&mut bag);
        let developments = development_pile(&mut rng);
        let n = setup.players as usize;
        let mut order: Vec<Seat> = Seat::all(n).collect();
        rng.shuffle(&mut order);
        let track: [Location; TRACK_LEN] = std::array::from_fn(|i| Location {
            ship: Some(starting[i]),
            tiles: cargo.pop().into_iter().collect(),
            cubes: bag.pop().into_iter().collect(),
        });
        let table = Table {
            setup: setup.clone(),
            round: 1,
            track,
            players: PerSeat::from_fn(n, |_| Player::new()),
            turn: Some(Turn { seat: order[0], stage: Stage::Move }),
            order,
            leaving: Vec::new(),
            development: None,
            past_developments: Vec::new(),
            final_round: false,
            discard: Vec::new(),
            outcome: None,
        };
        Ok(Extrication { table, hidden: Hidden { ships, cargo, bag, developments }, rng })
    }
}

/// The shuffled Development cards with Final Scramble under the top
/// [`FINAL_SCRAMBLE_DEPTH`] (the pile is drawn from its end).
fn development_pile(rng: &mut GameRng) -> Vec<Development> {
    let mut pile = DEVELOPMENTS.to_vec();
    rng.shuffle(&mut pile);
    pile.insert(pile.len() - FINAL_SCRAMBLE_DEPTH, Development::FinalScramble);
    pile
}
