//! Migration, competition, predation and barriers.

use super::support::*;
use endgames::engine::{Game, Viewer};
use endgames::games::extinction::cards::{Barrier, Gene, Hunt, CROSSING, DEFENSE, PREDATOR};
use endgames::games::extinction::map::{neighbours, Habitat, HexId};
use endgames::games::extinction::{Action, Cell, Event, Extinction, Phase};

/// Seat 0 migrating with mobility 20 on an empty island from a cube of 4.
fn migrating() -> (Extinction, HexId) {
    let mut g = game(2);
    give(&mut g, S0, Gene::HabitatMobility, habitat_card(20, Habitat::Woodland));
    let (centre, _) = inland(Habitat::Woodland);
    put(&mut g, S0, centre, 4);
    put(&mut g, S1, far_from(centre), 1);
    set_phase(&mut g, Phase::Migrate { seat: S0, spent: 0, lifting: None, group: None });
    (g, centre)
}

/// The hex farthest from `hex`.
pub fn far_from(hex: HexId) -> HexId {
    (0..84u8).max_by_key(|&h| endgames::games::extinction::map::distance(h, hex)).unwrap()
}

/// Steps the group back and forth between its hex and a neighbour `n` times.
fn wander(g: &mut Extinction, start: HexId, n: usize) -> HexId {
    let other = neighbours(start).find(|&h| g.cell(h) == Cell::Empty).unwrap();
    let mut at = start;
    for _ in 0..n {
        at = if at == start { other } else { start };
        act(g, S0, Action::Step { to: at });
    }
    at
}

fn left(g: &Extinction) -> u8 {
    g.mobility_left()
}

#[test]
fn rulebook_example_mobility_twenty_moves_one_twenty_hexes() {
    let (mut g, centre) = migrating();
    act(&mut g, S0, Action::Lift { hex: centre });
    act(&mut g, S0, Action::Size { count: 1 });
    let at = wander(&mut g, centre, 20);
    assert_eq!(left(&g), 0);
    assert!(g.legal_actions(S0).iter().all(|a| !matches!(a, Action::Step { .. })), "no mobility left to step");
    act(&mut g, S0, Action::Settle);
    assert!(g.own(S0, at) >= 1);
}

#[test]
fn rulebook_example_mobility_twenty_moves_two_ten_hexes() {
    let (mut g, centre) = migrating();
    act(&mut g, S0, Action::Lift { hex: centre });
    act(&mut g, S0, Action::Size { count: 2 });
    let at = wander(&mut g, centre, 10);
    assert_eq!(left(&g), 0, "two individuals times ten hexes");
    act(&mut g, S0, Action::Settle);
    assert_eq!(g.own(S0, at), 4);
}

#[test]
fn rulebook_example_mobility_twenty_moves_three_six_hexes_and_one_two() {
    let (mut g, centre) = migrating();
    act(&mut g, S0, Action::Lift { hex: centre });
    act(&mut g, S0, Action::Size { count: 3 });
    let other = neighbours(centre).find(|&h| g.cell(h) == Cell::Empty).unwrap();
    wander(&mut g, centre, 5);
    act(&mut g, S0, Action::Step { to: centre });
    act(&mut g, S0, Action::Settle);
    assert_eq!(left(&g), 2);
    // One more individual, two hexes: a step of 3 would be too far now.
    act(&mut g, S0, Action::Lift { hex: centre });
    assert!(!g.legal_actions(S0).contains(&Action::Size { count: 3 }));
    act(&mut g, S0, Action::Size { count: 1 });
    act(&mut g, S0, Action::Step { to: other });
    let far = neighbours(other).find(|&h| g.cell(h) == Cell::Empty && h != centre).unwrap();
    act(&mut g, S0, Action::Step { to: far });
    let events = act(&mut g, S0, Action::Settle);
    assert!(events.iter().any(|e| matches!(e, Event::Settled { count: 1, .. })));
    // Mobility spent: only Done is left, and the player says it (ending by
    // itself would tell the others the mobility is used up).
    assert_eq!(g.legal_actions(S0), vec![Action::Done], "mobility spent");
    assert!(matches!(g.table.phase, Phase::Migrate { spent: 20, .. }));
    act(&mut g, S0, Action::Done);
    assert_eq!(g.table.phase, Phase::Spin { seat: S1 }, "Done ends the migration");
}

/// Seat 0 crosses rivers only, and `hex` holds a river.
fn river_it_crosses(g: &mut Extinction, hex: HexId) {
    let crossing = card_where(Gene::Crossing, |c| CROSSING[usize::from(c)] == [Barrier::River]);
    give(g, S0, Gene::Crossing, crossing);
    g.table.board[usize::from(hex)] = Cell::Barrier(Barrier::River);
    g.table.barriers_left[Barrier::River.index()] -= 1;
}

#[test]
fn migrants_never_pass_rivals_or_barriers_they_cannot_cross() {
    let (mut g, centre) = migrating();
    let ring: Vec<HexId> = neighbours(centre).collect();
    river_it_crosses(&mut g, ring[2]);
    put(&mut g, S1, ring[0], 1);
    g.table.board[usize::from(ring[1])] = Cell::Barrier(Barrier::Mountain);
    g.table.barriers_left[Barrier::Mountain.index()] -= 1;
    act(&mut g, S0, Action::Lift { hex: centre });
    act(&mut g, S0, Action::Size { count: 1 });
    let steps = g.legal_actions(S0);
    assert!(!steps.contains(&Action::Step { to: ring[0] }), "a rival's hex");
    assert!(!steps.contains(&Action::Step { to: ring[1] }), "a mountain it cannot cross");
    assert!(steps.contains(&Action::Step { to: ring[2] }), "a river it crosses");
    act(&mut g, S0, Action::Step { to: ring[2] });
    assert!(!g.legal_actions(S0).contains(&Action::Settle), "no species stands on a barrier");
    assert!(g.table.known[S0].crosses.contains(&Barrier::River), "crossing it showed the card");
}

/// The migrating group's prompt names Settle here exactly where the step
/// offers it, and says why not elsewhere: it named the button on a barrier
/// and on a full cube, where the dock had none (play-testing, 6 Dec 2026).
#[test]
fn the_prompt_offers_settle_here_only_where_the_group_may_settle() {
    let (mut g, centre) = migrating();
    let ring: Vec<HexId> = neighbours(centre).collect();
    river_it_crosses(&mut g, ring[2]);
    put(&mut g, S0, ring[3], 6);
    assert_eq!(g.cell(ring[4]), Cell::Empty);
    act(&mut g, S0, Action::Lift { hex: centre });
    act(&mut g, S0, Action::Size { count: 1 });
    let mut seen = Vec::new();
    for (to, why) in [
        (None, None),
        (Some(ring[2]), Some("it may cross the barrier but not settle on it")),
        (Some(centre), None),
        (Some(ring[3]), Some("your cube would hold more than 6")),
        (Some(centre), None),
        (Some(ring[4]), None),
    ] {
        if let Some(to) = to {
            act(&mut g, S0, Action::Step { to });
        }
        let text = prompt(&g.view(Viewer::Seat(S0)));
        let may = g.legal_actions(S0).contains(&Action::Settle);
        assert_eq!(text.contains("Settle here"), may, "Settle legal: {may}; the prompt: {text}");
        if let Some(why) = why {
            assert!(text.contains(why), "{text}");
        }
        seen.push(may);
    }
    // Positive control: the walk met both kinds of hex.
    assert_eq!(seen, [false, false, true, false, true, true]);
    // Mobility spent: no step is offered, and the prompt asks for none.
    let Phase::Migrate { spent, .. } = &mut g.table.phase else { unreachable!() };
    let was = std::mem::replace(spent, 20);
    let text = prompt(&g.view(Viewer::Seat(S0)));
    assert!(g.legal_actions(S0).iter().all(|a| !matches!(a, Action::Step { .. })));
    assert!(text.contains("too little mobility left to go further: tap Settle here") && !text.contains("neighbouring"), "{text}");
    if let Phase::Migrate { spent, .. } = &mut g.table.phase {
        *spent = was;
    }
    // With every cube on the island an empty hex takes no group.
    g.table.supply[S0] = 0;
    let text = prompt(&g.view(Viewer::Seat(S0)));
    assert!(!g.legal_actions(S0).contains(&Action::Settle));
    assert!(text.contains("all your cubes are on the island") && !text.contains("Settle here"), "{text}");
}

/// Seat 0 competing: its 6 beside seat 1's 3.
fn competing() -> (Extinction, HexId, HexId) {
    let mut g = game(2);
    let (centre, ring) = inland(Habitat::Woodland);
    put(&mut g, S0, centre, 6);
    put(&mut g, S1, ring[0], 3);
    put(&mut g, S1, 0, 2);
    set_phase(&mut g, Phase::Compete { seat: S0, used: Vec::new() });
    (g, centre, ring[0])
}

#[test]
fn rulebook_example_taking_three_with_six_moves_at_least_four_in() {
    let (mut g, from, to) = competing();
    refused(&g, S0, Action::Compete { from, to, count: 3 });
    let legal = g.legal_actions(S0);
    for count in 4..=6 {
        assert!(legal.contains(&Action::Compete { from, to, count }));
    }
    let events = act(&mut g, S0, Action::Compete { from, to, count: 4 });
    assert!(events.contains(&Event::Competed { seat: S0, from, to, count: 4, rival: S1, lost: 3 }));
    assert_eq!((g.own(S0, from), g.own(S0, to)), (2, 4));
    assert_eq!(g.table.supply[S1], 19, "the rival's cube went back to its owner");
}

#[test]
fn competition_needs_more_than_the_rival_and_uses_each_cube_once() {
    let (mut g, from, to) = competing();
    let (_, ring) = inland(Habitat::Woodland);
    put(&mut g, S1, ring[3], 6);
    assert!(!g.legal_actions(S0).iter().any(|a| matches!(a, Action::Compete { to, .. } if *to == ring[3])), "a 6 is not fewer than 6");
    put(&mut g, S1, ring[3], 1);
    act(&mut g, S0, Action::Compete { from, to, count: 4 });
    assert!(!g.legal_actions(S0).iter().any(|a| matches!(a, Action::Compete { from: f, .. } if *f == from || *f == to)), "used this turn");
}

#[test]
fn competition_reaches_across_a_barrier_the_species_crosses() {
    let mut g = game(2);
    let (centre, ring) = inland(Habitat::Woodland);
    let beyond = neighbours(ring[0]).find(|&h| h != centre && !ring.contains(&h)).unwrap();
    g.table.board[usize::from(ring[0])] = Cell::Barrier(Barrier::Desert);
    g.table.barriers_left[Barrier::Desert.index()] -= 1;
    put(&mut g, S0, centre, 5);
    put(&mut g, S1, beyond, 2);
    set_phase(&mut g, Phase::Compete { seat: S0, used: Vec::new() });
    give(&mut g, S0, Gene::Crossing, card_where(Gene::Crossing, |c| CROSSING[usize::from(c)] == [Barrier::City]));
    assert!(!g.legal_actions(S0).iter().any(|a| matches!(a, Action::Compete { .. })));
    give(&mut g, S0, Gene::Crossing, card_where(Gene::Crossing, |c| CROSSING[usize::from(c)] == [Barrier::Desert]));
    act(&mut g, S0, Action::Compete { from: centre, to: beyond, count: 3 });
    assert_eq!(g.own(S0, beyond), 3);
}

#[test]
fn prey_is_announced_a_defended_rival_shows_the_word_and_one_individual_takes_a_six() {
    let mut g = game(3);
    let (centre, ring) = inland(Habitat::Woodland);
    give(&mut g, S0, Gene::Predator, card_where(Gene::Predator, |c| PREDATOR[usize::from(c)] == Hunt::Swift));
    give(&mut g, S1, Gene::Defense, card_where(Gene::Defense, |c| !DEFENSE[usize::from(c)].contains(&Hunt::Swift)));
    give(&mut g, S2, Gene::Defense, card_where(Gene::Defense, |c| DEFENSE[usize::from(c)].contains(&Hunt::Swift)));
    put(&mut g, S0, centre, 3);
    put(&mut g, S1, ring[0], 6);
    put(&mut g, S2, ring[3], 6);
    set_phase(&mut g, Phase::Compete { seat: S0, used: Vec::new() });
    assert!(!g.legal_actions(S0).iter().any(|a| matches!(a, Action::Prey { .. })), "announce first");
    let events = act(&mut g, S0, Action::Announce);
    assert!(events.contains(&Event::Announced { seat: S0, hunt: Hunt::Swift, resisted: vec![S2], exposed: vec![S1] }));
    assert_eq!(g.table.known[S2].resists, vec![Hunt::Swift], "only the word, as proof");
    assert_eq!(g.table.known[S0].hunter, Some(Hunt::Swift));
    refused(&g, S0, Action::Prey { from: centre, to: ring[3], count: 1 });
    act(&mut g, S0, Action::Prey { from: centre, to: ring[0], count: 1 });
    assert_eq!((g.own(S0, centre), g.own(S0, ring[0])), (2, 1));
}

#[test]
fn a_barrier_cannot_go_on_a_species_last_cube_and_sends_other_cubes_home() {
    let mut g = game(2);
    put(&mut g, S0, 5, 3);
    put(&mut g, S0, 6, 2);
    put(&mut g, S1, 40, 4);
    set_phase(&mut g, Phase::Barrier { seat: S0, pick: None });
    refused(&g, S0, Action::Pick { hex: 40 });
    act(&mut g, S0, Action::Pick { hex: 6 });
    let kinds = g.legal_actions(S0);
    assert_eq!(kinds.len(), 5);
    let events = act(&mut g, S0, Action::Build { barrier: Barrier::City });
    assert!(events.contains(&Event::BarrierPlaced { seat: S0, hex: 6, barrier: Barrier::City, displaced: Some((S0, 2)) }));
    assert_eq!(g.cell(6), Cell::Barrier(Barrier::City));
    assert_eq!(g.table.supply[S0], 19);
    assert_eq!(g.table.barriers_left[Barrier::City.index()], 1);
}

#[test]
fn a_species_preys_only_after_announcing_its_own_predator_type() {
    let mut g = game(3);
    let (centre, ring) = inland(Habitat::Woodland);
    let swift: Vec<u8> = (0..10).filter(|&c| PREDATOR[usize::from(c)] == Hunt::Swift).collect();
    give(&mut g, S0, Gene::Predator, swift[0]);
    give(&mut g, S1, Gene::Predator, swift[1]);
    give(&mut g, S2, Gene::Defense, card_where(Gene::Defense, |c| !DEFENSE[usize::from(c)].contains(&Hunt::Swift)));
    // Seat 1 announced swift earlier and found seat 2 open to it.
    g.table.known[S1].hunter = Some(Hunt::Swift);
    g.table.known[S2].open_to.push(Hunt::Swift);
    put(&mut g, S0, centre, 3);
    put(&mut g, S2, ring[0], 6);
    put(&mut g, S1, far_from(centre), 2);
    set_phase(&mut g, Phase::Compete { seat: S0, used: Vec::new() });
    refused(&g, S0, Action::Prey { from: centre, to: ring[0], count: 1 });
    assert!(g.legal_actions(S0).contains(&Action::Announce), "seat 0 may announce its own type");
    let events = act(&mut g, S0, Action::Announce);
    assert!(events.contains(&Event::Announced { seat: S0, hunt: Hunt::Swift, resisted: vec![], exposed: vec![] }));
    assert_eq!(g.table.known[S0].hunter, Some(Hunt::Swift));
    act(&mut g, S0, Action::Prey { from: centre, to: ring[0], count: 1 });
    assert_eq!(g.own(S0, ring[0]), 1);
}

#[test]
fn a_barrier_crossed_to_compete_or_prey_is_recorded_for_all_to_see() {
    for prey in [false, true] {
        let mut g = game(2);
        let (centre, ring) = inland(Habitat::Woodland);
        let beyond = neighbours(ring[0]).find(|&h| h != centre && !ring.contains(&h) && !neighbours(centre).any(|n| n == h)).unwrap();
        g.table.board[usize::from(ring[0])] = Cell::Barrier(Barrier::Desert);
        g.table.barriers_left[Barrier::Desert.index()] -= 1;
        give(&mut g, S0, Gene::Crossing, card_where(Gene::Crossing, |c| CROSSING[usize::from(c)] == [Barrier::Desert]));
        give(&mut g, S0, Gene::Predator, card_where(Gene::Predator, |c| PREDATOR[usize::from(c)] == Hunt::Swift));
        give(&mut g, S1, Gene::Defense, card_where(Gene::Defense, |c| !DEFENSE[usize::from(c)].contains(&Hunt::Swift)));
        put(&mut g, S0, centre, 5);
        put(&mut g, S1, beyond, 2);
        set_phase(&mut g, Phase::Compete { seat: S0, used: Vec::new() });
        assert!(g.table.known[S0].crosses.is_empty());
        if prey {
            act(&mut g, S0, Action::Announce);
            act(&mut g, S0, Action::Prey { from: centre, to: beyond, count: 1 });
        } else {
            act(&mut g, S0, Action::Compete { from: centre, to: beyond, count: 3 });
        }
        assert_eq!(g.table.known[S0].crosses, vec![Barrier::Desert], "prey: {prey}");
    }
}
