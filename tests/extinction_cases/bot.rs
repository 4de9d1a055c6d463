//! The bots' rules of thumb, each in a position where its weight decides
//! (`src/games/extinction/bot/weights.rs`). Normal plays the policy in
//! these phases and never slips, so its choice is the rule's.

use super::support::*;
use endgames::engine::bot::{choose, BotLevel};
use endgames::engine::{Game, GameRng, Seat, Viewer};
use endgames::games::extinction::cards::{Barrier, Gene, CROSSING};
use endgames::games::extinction::map::{neighbours, Habitat, HexId};
use endgames::games::extinction::{Action, Extinction, Phase, Setup};

/// What a Normal bot in `seat` plays, the same under every seed of its
/// tie-breaks (no rule here should be left to chance).
fn bot_plays(g: &Extinction, seat: Seat) -> Action {
    let view = g.view(Viewer::Seat(seat));
    let first = choose::<Extinction>(&view, seat, BotLevel::Normal, &mut GameRng::from_seed(0)).expect("a choice");
    for seed in 1..8 {
        let again = choose::<Extinction>(&view, seat, BotLevel::Normal, &mut GameRng::from_seed(seed)).expect("a choice");
        assert_eq!(again, first, "seed {seed} chose otherwise");
    }
    assert!(g.legal_actions(seat).contains(&first), "{first:?} is legal");
    first
}

/// Founders go in cubes of 2 (`founding::CUBE`), and never next to a rival
/// while other hexes are free (`founding::NEXT_TO_RIVAL`, helped by the
/// count of empty neighbours, which a rival cube lowers too).
#[test]
fn founders_go_in_twos_away_from_rivals() {
    let mut g = Extinction::new(&Setup { players: 2, rounds: 12 }, 11).expect("valid");
    let Phase::Founding { seat, .. } = g.table.phase else { panic!("founding first") };
    let rival = Seat(1 - seat.0);
    for hex in hexes_of(Habitat::Marsh).into_iter().take(10) {
        put(&mut g, rival, hex, 1);
    }
    for i in 0..6 {
        // Founding sites tie often (and one pick in three seeks no company
        // of its own): every seed's pick keeps away from the rival.
        let view = g.view(Viewer::Seat(seat));
        for seed in 0..8 {
            let pick = choose::<Extinction>(&view, seat, BotLevel::Normal, &mut GameRng::from_seed(seed));
            let Some(Action::Pick { hex }) = pick else { panic!("a founder's hex first, not {pick:?}") };
            assert!(!neighbours(hex).any(|n| g.own(rival, n) > 0), "seed {seed}: hex {hex} is next to a rival");
        }
        let Some(Action::Pick { hex }) = choose::<Extinction>(&view, seat, BotLevel::Normal, &mut GameRng::from_seed(i)) else {
            unreachable!()
        };
        act(&mut g, seat, Action::Pick { hex });
        assert_eq!(bot_plays(&g, seat), Action::Put { count: 2 });
        act(&mut g, seat, Action::Put { count: 2 });
    }
}

/// A newborn goes onto the species' 2 rather than its 4, which it would
/// turn into a 5 that scores nothing (`newborns::FOUR_TO_FIVE`).
#[test]
fn a_newborn_feeds_a_two_before_a_four() {
    let mut g = game(2);
    give(&mut g, S0, Gene::HabitatMobility, habitat_card(40, Habitat::Woodland));
    let (centre, ring) = inland(Habitat::Woodland);
    let two = *ring.iter().find(|&&h| g.optimal(S0, h)).expect("a woodland neighbour");
    put(&mut g, S0, centre, 4);
    put(&mut g, S0, two, 2);
    // Rivals everywhere else around, so the 4 and the 2 are the only room.
    for &h in ring.iter().filter(|&&h| h != two) {
        put(&mut g, S1, h, 1);
    }
    for h in neighbours(two).filter(|&h| h != centre && !ring.contains(&h)) {
        put(&mut g, S1, h, 1);
    }
    set_phase(&mut g, Phase::Reproduce { seat: S0, left: 1, pick: None });
    g.room = g.nursery(S0);
    let picks = g.legal_actions(S0);
    assert!(picks.contains(&Action::Pick { hex: centre }) && picks.contains(&Action::Pick { hex: two }), "{picks:?}");
    assert_eq!(bot_plays(&g, S0), Action::Pick { hex: two });
}

/// A drought's cull takes the surplus off a 6 before any individual that
/// scores (`culls::SURPLUS_FIRST`).
#[test]
fn a_cull_takes_the_surplus_of_a_six_first() {
    let mut g = game(2);
    give(&mut g, S0, Gene::HabitatMobility, habitat_card(40, Habitat::Woodland));
    let woods = hexes_of(Habitat::Woodland);
    let lake = hexes_of(Habitat::Lake);
    put(&mut g, S0, woods[0], 3);
    put(&mut g, S0, woods[5], 6);
    put(&mut g, S0, lake[0], 1);
    put(&mut g, S1, lake[6], 3);
    set_phase(&mut g, Phase::Cull { seat: S0, left: 2 });
    assert_eq!(bot_plays(&g, S0), Action::Cull { hex: woods[5], count: 2 });
}

/// A barrier goes on the biggest rival cube (`barriers::RIVAL_CUBE`), of a
/// kind the species crosses (`barriers::CROSSED`), so it blocks only rivals.
#[test]
fn a_barrier_removes_the_biggest_rival_cube_with_a_kind_its_species_crosses() {
    let mut g = game(2);
    let river_only = card_where(Gene::Crossing, |c| CROSSING[usize::from(c)] == [Barrier::River]);
    give(&mut g, S0, Gene::Crossing, river_only);
    let marsh = hexes_of(Habitat::Marsh);
    put(&mut g, S0, hexes_of(Habitat::Lake)[0], 3);
    put(&mut g, S1, marsh[0], 2);
    put(&mut g, S1, marsh[4], 5);
    put(&mut g, S1, marsh[8], 4);
    set_phase(&mut g, Phase::Barrier { seat: S0, pick: None });
    let biggest: HexId = marsh[4];
    assert_eq!(bot_plays(&g, S0), Action::Pick { hex: biggest });
    act(&mut g, S0, Action::Pick { hex: biggest });
    assert_eq!(bot_plays(&g, S0), Action::Build { barrier: Barrier::River });
}
