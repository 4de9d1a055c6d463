//! The review with everything revealed (`Viewer::All`): every seat's
//! secrets and the piles in order, at every step of a finished game; and
//! the positive control, that a seat's and the table's views still hold
//! none of another seat's secrets.

use super::*;
use endgames::engine::bot::random_action;
use endgames::engine::{GameRng, Viewer};

/// Plays a seeded random game of `players` to its end, calling `check`
/// before every move and once at the end.
fn play_out(players: u8, seed: u64, mut check: impl FnMut(&Nigh)) -> Nigh {
    let mut g = Nigh::new(&Setup { players }, seed).unwrap();
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..400 {
        check(&g);
        let Some(&seat) = g.to_act().seats().first() else { break };
        let a = random_action(&g, seat, &mut rng).expect("a legal action");
        g.apply(seat, &a).unwrap();
    }
    assert!(g.outcome.is_some(), "{players} players, seed {seed}: the game ends");
    g
}

/// Every card of the game, face up in the view with everything.
fn all_view_holds_everything(g: &Nigh) {
    let v = g.view(Viewer::All);
    let all = v.everything.as_ref().expect("the view with everything holds every seat's secrets");
    assert_eq!(all.allegiance, g.allegiance);
    assert_eq!(all.aside, g.aside);
    assert_eq!(all.allegiance_deck, g.allegiance_deck, "the deck in order");
    assert_eq!(all.offers, g.offers);
    assert_eq!(all.kept, g.kept);
    assert_eq!(all.identity_box, g.identity_box);
    assert_eq!(all.intel, g.intel);
    for (p, place) in v.places.iter().zip(&g.places) {
        assert_eq!(p.traits, place.traits.map(Some), "every trait face up, a removed refugee's too");
    }
    for (l, s) in v.looks.iter().zip(&g.sightings) {
        assert_eq!(l.trait_, Some(g.trait_at(s.at)), "every look's trait");
    }
    assert_eq!(v.looks.len(), g.sightings.len());
}

/// A seat's view holds its own secrets only; the table's none.
fn others_see_no_secrets(g: &Nigh) {
    let table = g.view(Viewer::Table);
    assert!(table.everything.is_none());
    assert!(table.allegiance.is_empty() && table.offer.is_none() && table.intel.is_empty());
    for seat in Seat::all(g.seats()) {
        let v = g.view(Viewer::Seat(seat));
        assert!(v.everything.is_none(), "{seat:?}'s view holds no other seat's cards");
        assert_eq!(v.allegiance, g.allegiance[seat]);
        assert_eq!(v.offer, Some(g.offers[seat]));
        assert_eq!(v.intel, g.intel[seat]);
        for (l, s) in v.looks.iter().zip(&g.sightings) {
            let turned_up = g.outcome.is_some() && g.places[usize::from(s.at.spot)].present;
            if s.seat != seat && !turned_up {
                assert_eq!(l.trait_, None, "{seat:?} reads another seat's look");
            }
        }
    }
    // A removed refugee's cards stay face down to the table, even at the end.
    for (spot, place) in g.places.iter().enumerate().filter(|(_, p)| !p.present) {
        assert_eq!(table.places[spot].traits, [None, None], "the table reads spot {spot}'s discarded cards");
        assert!(g.view(Viewer::All).places[spot].traits.iter().all(Option::is_some), "{:?}", place.refugee);
    }
}

#[test]
fn the_review_with_everything_shows_every_secret_at_every_step() {
    for players in 2..=6u8 {
        for seed in 0..4u64 {
            let g = play_out(players, 500 + seed, |g| {
                all_view_holds_everything(g);
                others_see_no_secrets(g);
            });
            let removed = g.places.iter().filter(|p| !p.present).count();
            assert_eq!(removed, 2, "two refugees were turned away, so their hidden cards were checked");
        }
    }
}

#[test]
fn the_view_with_everything_reads_every_event_in_full() {
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    let events = play(&mut g, Action::Question { spot: 0, slot: 0 });
    let saw = events.iter().find(|e| matches!(e, Event::Saw { .. })).expect("a look");
    assert_eq!(Nigh::redact_event(saw, Viewer::All).as_ref(), Some(saw));
    // The control: the table reads the look without its trait.
    assert_ne!(Nigh::redact_event(saw, Viewer::Table).as_ref(), Some(saw));
}

#[test]
fn the_allegiance_pile_lists_the_next_card_dealt_first() {
    // Two players: each is dealt a second card after 6:00, from the deck.
    for seed in 0..6u64 {
        let mut pile = None;
        let g = play_out(2, 900 + seed, |g| {
            if g.hour == 1 {
                pile = g.view(Viewer::All).everything.map(|a| a.deck_top_first());
            }
        });
        let pile = pile.expect("the game had a first hour");
        let dealt: Vec<Allegiance> = Seat::all(2).map(|s| g.allegiance[s][1]).collect();
        assert_eq!(pile[..2], dealt[..], "seed {seed}: the pile's first cards are the ones dealt, in order");
    }
}

#[test]
fn the_game_rebuilt_from_the_view_with_everything_is_the_game() {
    let mut rng = GameRng::from_seed(3);
    play_out(3, 77, |g| {
        let mut rebuilt = Nigh::determinize(&g.view(Viewer::All), &mut rng);
        rebuilt.rng = g.rng.clone();
        assert_eq!(&rebuilt, g, "nothing sampled: the rebuilt game is the game, card for card");
    });
}
