//! The policy's answers where a search would loop for ever (the relocation
//! round) or where nothing is to be done (every level declines).

use super::*;
use crate::engine::{Game, Viewer};
use crate::games::extinction::cards::Gene;
use crate::games::extinction::map::HexId;
use crate::games::extinction::state::Cell;
use crate::games::extinction::Setup;

#[test]
fn a_bot_ends_the_relocation_round_at_once() {
    let mut g = Extinction::new(&Setup { players: 4, rounds: 2 }, 7).unwrap();
    let mut rng = GameRng::from_seed(1);
    let mut relocations = 0;
    while g.table.round == 0 {
        let seat = g.table.phase.seat().unwrap();
        let ready = matches!(g.table.phase, Phase::Founding { relocating: true, left: 0, pick: None, .. });
        let action = Extinction::policy_move(&g.view(Viewer::Seat(seat)), seat, BotLevel::Normal, &mut rng)
            .expect("the policy places founders at every level");
        if ready {
            assert_eq!(action, Action::Done);
            relocations += 1;
        }
        assert!(g.legal_actions(seat).contains(&action));
        g.apply(seat, &action).unwrap();
    }
    assert_eq!(relocations, 4, "each seat said Done once");
}

/// Migration and competition are offered even with nothing to do (a
/// skip would show the species' cards); every level then declines.
#[test]
fn a_bot_with_nothing_to_move_or_take_declines() {
    use crate::games::extinction::cards::HABITAT_MOBILITY;
    use crate::games::extinction::map::{distance, HEX_COUNT};
    let mut g = Extinction::new(&Setup { players: 2, rounds: 12 }, 7).unwrap();
    for s in Seat::all(2) {
        g.genes[s] = Some(std::array::from_fn(|i| g.gene_decks[i].pop().unwrap()));
    }
    // Seat 0 has mobility 0 and a rival at the far end of the island.
    let still = (0..HABITAT_MOBILITY.len() as u8).find(|&c| HABITAT_MOBILITY[usize::from(c)].mobility == 0).unwrap();
    let hm = Gene::HabitatMobility.index();
    if let Some(pos) = g.gene_decks[hm].iter().position(|&c| c == still) {
        g.gene_decks[hm][pos] = g.genes[Seat(0)].unwrap()[hm];
    } else {
        g.genes[Seat(1)].as_mut().unwrap()[hm] = g.genes[Seat(0)].unwrap()[hm];
    }
    g.genes[Seat(0)].as_mut().unwrap()[hm] = still;
    let far = (0..HEX_COUNT as HexId).max_by_key(|&h| distance(0, h)).unwrap();
    g.table.board[0] = Cell::Cube { seat: Seat(0), count: 3 };
    g.table.board[usize::from(far)] = Cell::Cube { seat: Seat(1), count: 3 };
    g.table.supply[Seat(0)] -= 1;
    g.table.supply[Seat(1)] -= 1;
    g.table.round = 1;
    for phase in
        [Phase::Migrate { seat: Seat(0), spent: 0, lifting: None, group: None }, Phase::Compete { seat: Seat(0), used: Vec::new() }]
    {
        g.table.phase = phase.clone();
        assert_eq!(g.legal_actions(Seat(0)), vec![Action::Done], "{phase:?}");
        for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
            let mut rng = GameRng::from_seed(3);
            let action = crate::engine::bot::choose::<Extinction>(&g.view(Viewer::Seat(Seat(0))), Seat(0), level, &mut rng);
            assert_eq!(action, Some(Action::Done), "{level:?} in {phase:?}");
        }
    }
}
