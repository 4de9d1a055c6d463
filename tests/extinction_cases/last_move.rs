//! The board rings the hexes the last action changed (`touched_hexes`), so a
//! table sees where a bot's move went. Over seeded random games, every hex
//! whose cell an action changed is among them: a ring never misses a change,
//! whichever rule made it (a placement, a death, a barrier, a competition).

use endgames::engine::{Game, GameRng};
use endgames::games::extinction::event::touched_hexes;
use endgames::games::extinction::map::HexId;
use endgames::games::extinction::{Event, Extinction, Setup};

#[test]
fn every_changed_hex_is_ringed() {
    // Which kinds of change were met, so the check is known to cover them.
    let (mut placed, mut died, mut barriers, mut competed) = (0, 0, 0, 0);
    for seed in 0..40u64 {
        let players = 2 + (seed % 3) as u8;
        let mut g = Extinction::new(&Setup { players, rounds: 3 }, seed).expect("valid");
        let mut rng = GameRng::from_seed(seed + 1000);
        for _ in 0..100_000 {
            let Some(&seat) = g.to_act().seats().first() else { break };
            let legal = g.legal_actions(seat);
            let action = legal[rng.below(legal.len())].clone();
            let before = g.table.board.clone();
            let events = g.apply(seat, &action).expect("legal");
            let touched = touched_hexes(&events);
            for (hex, (was, is)) in before.iter().zip(&g.table.board).enumerate() {
                let hex = hex as HexId;
                assert!(
                    was == is || touched.contains(&hex),
                    "seed {seed}: {action:?} changed hex {hex} ({was:?} to {is:?}) but rings only {touched:?}; events {events:?}"
                );
            }
            for e in &events {
                match e {
                    Event::Placed { .. } => placed += 1,
                    Event::Died { .. } => died += 1,
                    Event::BarrierPlaced { .. } => barriers += 1,
                    Event::Competed { .. } | Event::Preyed { .. } => competed += 1,
                    _ => {}
                }
            }
        }
    }
    eprintln!("placed {placed}, died {died}, barriers {barriers}, competed {competed}");
    assert!(
        placed > 0 && died > 0 && barriers > 0 && competed > 0,
        "kinds of change met: placed {placed}, died {died}, barriers {barriers}, competed {competed}"
    );
}
