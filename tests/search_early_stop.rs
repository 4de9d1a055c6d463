//! The search stops once its most visited move cannot be overtaken by the
//! iterations left. That must save time only: at every position of seeded
//! games of three different games (hidden hands, secret roles, perfect
//! information) the early-stopping search picks exactly the move the search
//! that spends its whole budget picks, and it really does stop early somewhere.

use endgames::engine::bot::{random_action, BotHooks, BotLevel, Search};
use endgames::engine::{Game, GameRng, ToAct, Viewer};
use endgames::games::extinction_point::{self, ExtinctionPoint};
use endgames::games::extrication::{self, Extrication};
use endgames::games::the_end_is_nigh::{self, Nigh};

/// Walks a random game and compares both searches every `every` moves;
/// returns how many decisions stopped before the budget.
fn compare<G: BotHooks>(mut game: G, seed: u64, every: usize) -> usize {
    let mut rng = GameRng::from_seed(seed);
    let mut stopped_early = 0;
    for step in 0..2_000 {
        let seat = match game.to_act() {
            ToAct::Over(_) => break,
            to_act => to_act.seats()[0],
        };
        if step % every == 0 {
            let view = game.view(Viewer::Seat(seat));
            let search_seed = rng.next_u64();
            let mut early = Search::<G>::new(view.clone(), seat, BotLevel::Normal, search_seed);
            let mut full = Search::<G>::new(view, seat, BotLevel::Normal, search_seed).full_budget();
            early.run(usize::MAX);
            full.run(usize::MAX);
            assert_eq!(early.best(), full.best(), "seed {seed}, step {step}: stopping early changed the choice");
            if early.iterations_done() < full.iterations_done() {
                stopped_early += 1;
            }
        }
        let action = random_action(&game, seat, &mut rng).expect("a seat to act has a move");
        game.apply(seat, &action).expect("random moves are legal");
    }
    stopped_early
}

#[test]
fn stopping_early_never_changes_the_choice() {
    let mut stopped = 0;
    for seed in 0..3 {
        let setup = extinction_point::Setup { players: 2 + seed as u8, ..Default::default() };
        stopped += compare(ExtinctionPoint::new(&setup, seed).expect("set-up"), seed, 7);
        let setup = the_end_is_nigh::Setup { players: 3 + seed as u8 };
        stopped += compare(Nigh::new(&setup, seed).expect("set-up"), seed, 5);
        let setup = extrication::Setup { players: 2 + seed as u8 };
        stopped += compare(Extrication::new(&setup, seed).expect("set-up"), seed, 9);
    }
    assert!(stopped > 0, "no decision stopped early, so the test proved nothing");
}
