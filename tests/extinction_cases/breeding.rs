//! Reproduction: rate times individuals in optimal habitats, rounded; onto
//! those cubes or next to them; as many as fit; boxed in fills to 6.

use super::support::*;
use endgames::engine::Game;
use endgames::games::extinction::cards::Act;
use endgames::games::extinction::cards::Gene;
use endgames::games::extinction::map::{habitat, Habitat};
use endgames::games::extinction::rules::newborns;
use endgames::games::extinction::{Action, Cell, Event, Phase};

#[test]
fn rulebook_example_six_tenths_of_thirteen_gives_eight() {
    assert_eq!(newborns(13, 6), 8, "7.8 rounds to 8");
    assert_eq!(newborns(15, 3), 5, "4.5 rounds up to 5");
    let mut g = game(2);
    give(&mut g, S0, Gene::Reproduction, rate_card(6));
    give(&mut g, S0, Gene::HabitatMobility, habitat_card(40, Habitat::Woodland));
    let woods = hexes_of(Habitat::Woodland);
    put(&mut g, S0, woods[0], 4);
    put(&mut g, S0, woods[1], 5);
    put(&mut g, S0, woods[2], 4);
    put(&mut g, S1, hexes_of(Habitat::Lake)[3], 1);
    let marsh = hexes_of(Habitat::Marsh)[0];
    put(&mut g, S0, marsh, 6); // not optimal: no newborns from it
    assert_eq!(g.parents(S0), 13);
    set_phase(&mut g, Phase::Genes { seat: S0 });
    g.table.plan = vec![Act::Reproduce];
    let events = act(&mut g, S0, Action::Done);
    let born = events.iter().find_map(|e| match e {
        Event::Newborns { newborns, parents, .. } => Some((*newborns, *parents)),
        _ => None,
    });
    assert_eq!(born, Some((8, Some(13))), "0.6 x 13 = 7.8, rounded to 8");
    assert!(matches!(g.table.phase, Phase::Reproduce { left: 8, .. }));
}

#[test]
fn newborns_go_on_or_next_to_optimal_cubes_and_all_that_fit_must_be_placed() {
    let mut g = game(2);
    give(&mut g, S0, Gene::Reproduction, rate_card(10));
    give(&mut g, S0, Gene::HabitatMobility, habitat_card(40, Habitat::Woodland));
    let (centre, ring) = inland(Habitat::Woodland);
    put(&mut g, S0, centre, 3);
    g.table.plan = vec![Act::Reproduce];
    set_phase(&mut g, Phase::Genes { seat: S0 });
    g.table.plan = vec![Act::Reproduce];
    act(&mut g, S0, Action::Done);
    assert!(matches!(g.table.phase, Phase::Reproduce { left: 3, .. }));
    let picks = g.legal_actions(S0);
    assert_eq!(picks.len(), 7, "the cube and its six neighbours");
    assert!(!picks.contains(&Action::Done), "newborns cannot be left out");
    act(&mut g, S0, Action::Pick { hex: ring[2] });
    act(&mut g, S0, Action::Put { count: 2 });
    act(&mut g, S0, Action::Pick { hex: centre });
    act(&mut g, S0, Action::Put { count: 1 });
    assert_eq!((g.own(S0, centre), g.own(S0, ring[2])), (4, 2));
    assert_eq!(g.table.phase, Phase::Spin { seat: S1 }, "the turn passes once all are placed");
}

#[test]
fn a_boxed_in_species_fills_every_hex_it_can_to_six() {
    let mut g = game(2);
    give(&mut g, S0, Gene::Reproduction, rate_card(16));
    give(&mut g, S0, Gene::HabitatMobility, habitat_card(40, Habitat::Woodland));
    let (centre, ring) = inland(Habitat::Woodland);
    put(&mut g, S0, centre, 5);
    for (i, &h) in ring.iter().enumerate() {
        if i < 5 {
            put(&mut g, S1, h, 1);
        } else {
            put(&mut g, S0, h, 2);
        }
    }
    // 5 (+2 if the sixth hex is woodland) parents at 1.6: more than the 5 of room.
    set_phase(&mut g, Phase::Genes { seat: S0 });
    g.table.plan = vec![Act::Reproduce];
    let events = act(&mut g, S0, Action::Done);
    assert!(events.iter().any(|e| matches!(e, Event::FilledUp { .. })), "{events:?}");
    assert_eq!((g.own(S0, centre), g.own(S0, ring[5])), (6, 6));
}

/// Boxed in with fewer cubes than empty hexes beside its breeding cubes:
/// "as many new animals as he can", but which hexes take the last cubes is
/// the player's to choose (until rules version 3 the board's order chose).
/// Its own cube is filled at once; then the placing step, for the newborns
/// the spare cube holds.
#[test]
fn a_boxed_in_species_short_of_cubes_chooses_where_its_last_cubes_go() {
    let mut g = game(2);
    give(&mut g, S0, Gene::Reproduction, rate_card(16));
    give(&mut g, S0, Gene::HabitatMobility, habitat_card(40, Habitat::Woodland));
    let (centre, ring) = inland(Habitat::Woodland);
    put(&mut g, S0, centre, 5);
    // 19 cubes away from the woodland and its ring: one left in the supply.
    let away: Vec<u8> = (0..84u8).filter(|&h| habitat(h) != Habitat::Woodland && h != centre && !ring.contains(&h)).take(19).collect();
    for &h in &away[..18] {
        put(&mut g, S0, h, 1);
    }
    put(&mut g, S1, away[18], 1);
    assert_eq!(g.table.supply[S0], 1);
    set_phase(&mut g, Phase::Genes { seat: S0 });
    g.table.plan = vec![Act::Reproduce];
    // 5 parents at 1.6: 8 newborns, room for 1 on the centre and 6 on one empty hex.
    let events = act(&mut g, S0, Action::Done);
    assert!(events.contains(&Event::FilledUp { seat: S0, hexes: vec![centre] }), "its own cube first: {events:?}");
    assert_eq!(g.table.phase, Phase::Reproduce { seat: S0, left: 6, pick: None });
    let mut empty: Vec<u8> = ring.iter().copied().filter(|&h| g.cell(h) == Cell::Empty).collect();
    empty.sort_unstable();
    let picks: Vec<Action> = empty.into_iter().map(|hex| Action::Pick { hex }).collect();
    assert_eq!(picks.len(), 6);
    assert_eq!(g.legal_actions(S0), picks, "any of the six empty hexes");
    // The last of them, not the first in board order.
    act(&mut g, S0, picks[5].clone());
    act(&mut g, S0, Action::Put { count: 6 });
    let Action::Pick { hex: chosen } = picks[5] else { unreachable!() };
    assert_eq!(g.own(S0, chosen), 6);
    assert_eq!(g.table.supply[S0], 0);
    assert_eq!(g.table.phase, Phase::Spin { seat: S1 }, "all the room is used: the turn passes");
}
