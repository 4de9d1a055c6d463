//! ExtracZon: rulebook scenarios and the shared harness.

mod common;

use endgames::engine::{Game, Seat};
use endgames::games::extraczon::{ExtracZon, Mode, Setup};

fn setups() -> Vec<Setup> {
    vec![
        Setup { players: 1, mode: Mode::Solo },
        Setup { players: 2, mode: Mode::Competitive },
        Setup { players: 3, mode: Mode::Competitive },
        Setup { players: 4, mode: Mode::Competitive },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } },
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 0, 0, 1] } },
        Setup { players: 3, mode: Mode::Teams { team: vec![0, 1, 0] } },
    ]
}

#[test]
fn harness_smoke() {
    let t = std::time::Instant::now();
    let r = common::run_harness::<ExtracZon>(&setups(), 14, 1, 200_000);
    eprintln!("{} games {} steps {:?}", r.games, r.steps, t.elapsed());
    let _ = (Seat(0), ExtracZon::new(&setups()[0], 1).unwrap().seat_count());
}
