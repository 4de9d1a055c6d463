//! What the soak and the fuzz need to know of each title: the set-ups its
//! random games cycle through (those its own harness test runs), one set-up
//! per table size for the all-bot games, and how many moves a game may take
//! before the harness calls it endless. Included by tests/soak.rs and
//! tests/fuzz.rs only, so the games' own tests do not compile it.

#![allow(dead_code)] // each test file that includes this uses a part of it

use endgames::engine::bot::BotHooks;
use endgames::engine::Audited;
use endgames::games::extinction::{self, Extinction};
use endgames::games::extinction_point::{self, Difficulty, ExtinctionPoint};
use endgames::games::extraczon::{self, ExtracZon, Mode};
use endgames::games::extrication::{self, Extrication};
use endgames::games::the_end_is_nigh::{self, Nigh};

pub trait Title: BotHooks + Audited + 'static {
    /// Every set-up the random games cycle through.
    fn setups() -> Vec<Self::Setup>;
    /// One set-up for each table size the game seats (for the bot games).
    fn tables() -> Vec<Self::Setup>;
    /// A game that takes more moves than this is a failure (it never ends).
    const MAX_STEPS: usize;

    /// The game's slug as the printed figures name it (`extinction_point`).
    fn figure_name() -> String {
        Self::ID.replace('-', "_")
    }
}

impl Title for ExtracZon {
    fn setups() -> Vec<Self::Setup> {
        use extraczon::Setup;
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
    fn tables() -> Vec<Self::Setup> {
        let mut tables = vec![extraczon::Setup { players: 1, mode: Mode::Solo }];
        tables.extend((2..=4).map(|players| extraczon::Setup { players, mode: Mode::Competitive }));
        tables
    }
    const MAX_STEPS: usize = 100_000;
}

impl Title for ExtinctionPoint {
    fn setups() -> Vec<Self::Setup> {
        let mut out = Vec::new();
        for players in 2..=4 {
            for difficulty in Difficulty::ALL {
                out.push(extinction_point::Setup { players, bunker_health: 5, mothership_health: 5, difficulty });
            }
            // The extreme healths, as the game's own harness plays them.
            out.push(extinction_point::Setup { players, bunker_health: 1, mothership_health: 10, difficulty: Difficulty::Hard });
            out.push(extinction_point::Setup { players, bunker_health: 10, mothership_health: 1, difficulty: Difficulty::Easy });
        }
        out
    }
    fn tables() -> Vec<Self::Setup> {
        (2..=4).map(|players| extinction_point::Setup { players, difficulty: Difficulty::Medium, ..Default::default() }).collect()
    }
    const MAX_STEPS: usize = 40_000;
}

impl Title for Nigh {
    fn setups() -> Vec<Self::Setup> {
        Self::tables()
    }
    fn tables() -> Vec<Self::Setup> {
        (2..=6).map(|players| the_end_is_nigh::Setup { players }).collect()
    }
    const MAX_STEPS: usize = 400;
}

impl Title for Extrication {
    fn setups() -> Vec<Self::Setup> {
        Self::tables()
    }
    fn tables() -> Vec<Self::Setup> {
        (2..=4).map(|players| extrication::Setup { players }).collect()
    }
    const MAX_STEPS: usize = 20_000;
}

impl Title for Extinction {
    fn setups() -> Vec<Self::Setup> {
        let mut out: Vec<_> = (2..=4).map(|players| extinction::Setup { players, rounds: 12 }).collect();
        // A short game and one played until a single species is left.
        out.extend((2..=4).map(|players| extinction::Setup { players, rounds: 1 }));
        out.push(extinction::Setup { players: 3, rounds: 0 });
        out
    }
    fn tables() -> Vec<Self::Setup> {
        (2..=4).map(|players| extinction::Setup { players, rounds: 12 }).collect()
    }
    const MAX_STEPS: usize = 2_000_000;
}
