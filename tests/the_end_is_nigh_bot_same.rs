//! The End Is Nigh's search bots decide exactly as they did before their
//! speed-ups: seeded games played by Normal bots, and Hard decisions at
//! positions from them, hash every chosen move and every root ranking (the
//! visits and the exact bits of each mean reward) into constants recorded
//! from the code before the optimisation. A change that alters one random
//! draw, its order or one floating-point result changes a hash. The beliefs
//! a playout reads from the game are checked against the view's, step by step.

use endgames::engine::bot::{policy_move, random_action, BotHooks, BotLevel, Search};
use endgames::engine::{Game, GameRng, Seat, ToAct, Viewer};
use endgames::games::the_end_is_nigh::bot::Beliefs;
use endgames::games::the_end_is_nigh::{Action, Nigh, Setup};

/// FNV-1a, so the constants do not depend on std's hasher.
struct Fnv(u64);

impl Fnv {
    fn add(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3);
        }
    }
}

/// One bot decision as `engine::bot::choose` makes it, hashing the move and
/// the search's ranking.
fn decide(game: &Nigh, seat: Seat, level: BotLevel, rng: &mut GameRng, hash: &mut Fnv) -> Action {
    let view = game.view(Viewer::Seat(seat));
    if let Some(action) = policy_move::<Nigh>(&view, seat, level, rng) {
        hash.add(format!("policy {action:?};").as_bytes());
        return action;
    }
    let mut search = Search::<Nigh>::new(view, seat, level, rng.next_u64());
    search.run(usize::MAX);
    for r in search.ranking() {
        hash.add(format!("{:?} {} {:x};", r.action, r.visits, r.mean.to_bits()).as_bytes());
    }
    let action = search.best().expect("a seat to act has a move");
    hash.add(format!("best {action:?};").as_bytes());
    action
}

/// Plays a seeded game with every seat at `level`, stopping after `moves`
/// decisions or at the end; returns the hash and the game as it stands.
fn play(players: u8, seed: u64, level: BotLevel, moves: usize) -> (u64, Nigh) {
    let mut game = Nigh::new(&Setup { players }, seed).expect("valid set-up");
    let mut rng = GameRng::from_seed(seed ^ 0x5a3e);
    let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
    for _ in 0..moves {
        let seat = match game.to_act() {
            ToAct::Over(_) => break,
            to_act => to_act.seats()[0],
        };
        let action = decide(&game, seat, level, &mut rng, &mut hash);
        game.apply(seat, &action).expect("chosen moves are legal");
    }
    (hash.0, game)
}

/// Whole games of Normal bots at every table size, four seeds each. The
/// two-player hashes were recorded again for rules version 4, which offers
/// the Preacher only before a placed marker (a rules change, not a bot's).
const NORMAL_GAMES: [(u8, u64, u64); 20] = [
    (2, 1, 0x0abac3fcc5272518),
    (3, 2, 0x5d57e278a0f6f9ef),
    (4, 3, 0xe730abcf610b12d2),
    (5, 4, 0x1434a581dd3af764),
    (6, 5, 0x1a8dbfb0845088b8),
    (2, 6, 0xcaa90fcc6f7c6baa),
    (3, 7, 0x71abfa4f5279dc7b),
    (4, 8, 0x87e5d12249e726aa),
    (5, 9, 0x8ddb8bc0e0b879c2),
    (6, 10, 0x6423510fb41936cf),
    (2, 11, 0x9b9b9a638838d968),
    (3, 12, 0x3df20fb812313961),
    (4, 13, 0x1524fb8eaf1ecb74),
    (5, 14, 0x8cf9a2647c5ce03a),
    (6, 15, 0x6e7c15bf39d33a65),
    (2, 16, 0xae75d5242bff76d5),
    (3, 17, 0x389a3540449fe944),
    (4, 18, 0xb8dfbf8411ec8b29),
    (5, 19, 0xa5126af1a20591fe),
    (6, 20, 0xf24cce12d050aeca),
];

#[test]
fn normal_bots_play_the_recorded_games() {
    let mut found = Vec::new();
    for (players, seed, _) in NORMAL_GAMES {
        let (hash, game) = play(players, seed, BotLevel::Normal, 1_000);
        assert!(game.to_act().outcome().is_some(), "{players} players, seed {seed}: the game ended");
        found.push((players, seed, hash));
    }
    // Printed so a deliberate change of the bots can record new constants.
    println!("{found:x?}");
    for ((players, seed, want), (_, _, hash)) in NORMAL_GAMES.iter().zip(&found) {
        assert_eq!(*want, *hash, "{players} players, seed {seed}: a Normal bot decided differently");
    }
}

/// Hard decisions: a few moves into seeded Normal games, one Hard search each.
const HARD_DECISIONS: [(u8, u64, usize, u64); 5] = [
    (3, 21, 4, 0x731261f86fa0afc4),
    (4, 22, 9, 0x5c69bcf7a86c7984),
    (5, 23, 14, 0x845581dcecd2dd66),
    (4, 24, 20, 0xbee48b94230dedda),
    (6, 25, 30, 0xe2183afb409d32b0),
];

#[test]
fn hard_bots_make_the_recorded_decisions() {
    let mut found = Vec::new();
    for (players, seed, moves, _) in HARD_DECISIONS {
        let (_, game) = play(players, seed, BotLevel::Easy, moves);
        let seat = game.to_act().seats()[0];
        let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
        let mut rng = GameRng::from_seed(seed);
        decide(&game, seat, BotLevel::Hard, &mut rng, &mut hash);
        found.push(hash.0);
    }
    // Printed so a deliberate change of the bots can record new constants.
    println!("{found:x?}");
    for ((players, seed, _, want), hash) in HARD_DECISIONS.iter().zip(&found) {
        assert_eq!(*want, *hash, "{players} players, seed {seed}: a Hard bot decided differently");
    }
}

/// A playout reads a seat's beliefs straight from the game; they must be
/// the very beliefs its view gives (Debug prints each f64 exactly), at
/// every step of seeded Easy games, for every seat, the end included.
#[test]
fn beliefs_from_the_game_are_the_beliefs_from_the_view() {
    for (players, seed) in [(2u8, 31u64), (3, 32), (4, 33), (5, 34), (6, 35)] {
        let mut game = Nigh::new(&Setup { players }, seed).expect("valid set-up");
        let mut rng = GameRng::from_seed(seed);
        loop {
            for seat in Seat::all(usize::from(players)) {
                let from_view = Beliefs::of(&game.view(Viewer::Seat(seat)));
                let from_game = Beliefs::of_seat(&game, seat);
                assert_eq!(format!("{from_view:?}"), format!("{from_game:?}"), "{players} players, seed {seed}, {seat:?}");
            }
            let seat = match game.to_act() {
                ToAct::Over(_) => break,
                to_act => to_act.seats()[0],
            };
            let action = decide(&game, seat, BotLevel::Easy, &mut rng, &mut Fnv(0));
            game.apply(seat, &action).expect("chosen moves are legal");
        }
    }
}

/// The search samples through `BotHooks::sampler`, prepared once per
/// decision; each of its samples must be `determinize`'s game from the same
/// RNG, drawing the same numbers, also when dealt into a game an earlier
/// sample played out (here a few random moves on, so its lists have grown).
#[test]
fn the_sampler_gives_the_games_determinize_gives() {
    for (players, seed) in [(2u8, 41u64), (3, 42), (4, 43), (5, 44), (6, 45)] {
        let mut game = Nigh::new(&Setup { players }, seed).expect("valid set-up");
        let mut rng = GameRng::from_seed(seed);
        loop {
            for viewer in Seat::all(usize::from(players)).map(Viewer::Seat).chain([Viewer::All]) {
                let view = game.view(viewer);
                let mut sampler = Nigh::sampler(&view);
                let mut used: Option<Nigh> = None;
                for draw in 0..4u64 {
                    let mut theirs = GameRng::from_seed(seed * 100 + draw);
                    let mut ours = theirs.clone();
                    let want = Nigh::determinize(&view, &mut theirs);
                    let mut got = sampler(&mut ours, used.take());
                    assert_eq!(got, want, "{players} players, seed {seed}, {viewer:?}, draw {draw}");
                    assert_eq!(ours.next_u64(), theirs.next_u64(), "the same numbers drawn");
                    for _ in 0..draw * 3 {
                        let Some(seat) = got.to_act().seats().first().copied() else { break };
                        let action = random_action(&got, seat, &mut ours).expect("a seat to act has a move");
                        got.apply(seat, &action).expect("legal");
                    }
                    used = Some(got);
                }
            }
            let seat = match game.to_act() {
                ToAct::Over(_) => break,
                to_act => to_act.seats()[0],
            };
            let action = decide(&game, seat, BotLevel::Easy, &mut rng, &mut Fnv(0));
            game.apply(seat, &action).expect("chosen moves are legal");
        }
    }
}
