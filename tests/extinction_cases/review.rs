//! The view with everything (`Viewer::All`), which a finished game's review
//! shows: every species' gene cards, the gene decks and the Environmental
//! Change deck in order, a reproduction's room, and every event whole. A
//! seat's view and the table's keep all of it hidden as before.

use endgames::engine::{Game, GameRng, Seat, Viewer};
use endgames::games::extinction::cards::{Gene, ENVIRONMENT};
use endgames::games::extinction::words::{face_down_piles, gene_card};
use endgames::games::extinction::{Event, Extinction, Phase, Setup};

/// A seeded 3-species game of 2 rounds played to its end with random legal
/// moves; every event it made, and the game in its first reproduction.
fn played() -> (Extinction, Vec<Event>, Extinction) {
    let mut g = Extinction::new(&Setup { players: 3, rounds: 2 }, 2026).expect("valid");
    let mut rng = GameRng::from_seed(7);
    let (mut events, mut reproducing) = (Vec::new(), None);
    for _ in 0..100_000 {
        let Some(&seat) = g.to_act().seats().first() else { break };
        let legal = g.legal_actions(seat);
        let action = legal[rng.below(legal.len())].clone();
        events.extend(g.apply(seat, &action).expect("legal"));
        if reproducing.is_none() && matches!(g.table.phase, Phase::Reproduce { .. }) {
            reproducing = Some(g.clone());
        }
    }
    assert!(g.table.outcome.is_some(), "the game reached its end");
    (g, events, reproducing.expect("a species reproduced in two rounds"))
}

#[test]
fn the_view_with_everything_shows_every_hand_and_both_piles_in_order() {
    let (g, _, _) = played();
    let all = g.view(Viewer::All);
    let revealed = all.revealed.as_ref().expect("the view with everything reveals");
    assert_eq!(revealed.genes, g.genes);
    assert_eq!(revealed.gene_decks, g.gene_decks);
    assert_eq!(revealed.env_hidden, g.env_hidden);
    for seat in Seat::all(3) {
        assert!(g.genes[seat].is_some(), "{seat:?} was dealt cards");
        assert_eq!(all.genes_of(seat), g.genes[seat], "{seat:?}'s cards as the board reads them");
    }
    // What the board lists: each deck named, the next card to be drawn first.
    let piles = face_down_piles(&all);
    assert_eq!(piles.len(), 7, "six gene decks and the environment deck");
    for gene in Gene::ALL {
        let (name, cards) = &piles[gene.index()];
        assert_eq!(name, &format!("{} deck", gene.name()));
        let want: Vec<String> = g.gene_decks[gene.index()].iter().rev().map(|&c| gene_card(gene, c)).collect();
        assert_eq!(cards, &want, "{name} top first");
    }
    let (name, cards) = &piles[6];
    assert_eq!(name, "Environmental Change deck");
    assert_eq!(cards.len(), g.env_hidden.len());
    let top = *g.env_hidden.last().expect("cards left after two rounds");
    assert_eq!(cards[0], ENVIRONMENT[usize::from(top)].title(), "the next card to be drawn comes first");
}

#[test]
fn a_seat_and_the_table_see_no_other_seat_secrets_nor_the_piles() {
    let (g, _, _) = played();
    let table = g.view(Viewer::Table);
    assert!(table.revealed.is_none() && table.genes.is_none());
    assert!(face_down_piles(&table).is_empty());
    let own = g.view(Viewer::Seat(Seat(0)));
    assert!(own.revealed.is_none());
    assert!(face_down_piles(&own).is_empty());
    assert_eq!(own.genes_of(Seat(0)), g.genes[Seat(0)]);
    for seat in Seat::all(3) {
        assert_eq!(table.genes_of(seat), None, "the table sees {seat:?}'s cards");
        if seat != Seat(0) {
            assert_eq!(own.genes_of(seat), None, "seat 0 sees {seat:?}'s cards");
        }
    }
    let json = serde_json::to_string(&own).unwrap();
    assert!(!json.contains("revealed"), "a seat's view carries nothing revealed: {json}");
}

#[test]
fn the_view_with_everything_has_a_reproduction_room_and_every_event_whole() {
    let (_, events, g) = played();
    let Phase::Reproduce { seat, .. } = g.table.phase else { unreachable!() };
    assert_eq!(g.view(Viewer::All).nursery, Some(g.room.clone()));
    let rival = Seat((seat.0 + 1) % 3);
    assert_eq!(g.view(Viewer::Seat(rival)).nursery, None, "a rival does not see where newborns may go");
    let dealt: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::GenesDealt { .. })).collect();
    assert_eq!(dealt.len(), 3, "each species was dealt once");
    for e in events.iter().filter(|e| matches!(e, Event::GenesDealt { .. } | Event::GeneChanged { .. } | Event::Newborns { .. })) {
        assert_eq!(Extinction::redact_event(e, Viewer::All).as_ref(), Some(e), "the view with everything hides part of {e:?}");
    }
    for e in dealt {
        let Event::GenesDealt { seat, .. } = e else { unreachable!() };
        let other = Viewer::Seat(Seat((seat.0 + 1) % 3));
        assert!(
            matches!(Extinction::redact_event(e, other), Some(Event::GenesDealt { cards: None, .. })),
            "a rival saw {seat:?}'s cards dealt"
        );
    }
}
