//! The review with everything revealed (`Viewer::All`): a finished game's
//! every hand and face-down pile, in order, and still nothing of the kind in
//! a seat's or the table's view.

use endgames::engine::{Game, GameRng, Seat, ToAct, Viewer};
use endgames::games::extinction_point::cards::PlayerCard;
use endgames::games::extinction_point::revealed::FaceDown;
use endgames::games::extinction_point::{Event, ExtinctionPoint, Setup};

/// A seeded 3-player game played by random legal moves to its end.
fn finished_game(seed: u64) -> ExtinctionPoint {
    let mut g = ExtinctionPoint::new(&Setup { players: 3, ..Setup::default() }, seed).expect("valid set-up");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..20_000 {
        let seat = match g.to_act() {
            ToAct::One(s) => s,
            ToAct::Many(seats) => seats[0],
            ToAct::Over(_) => return g,
        };
        let legal = g.legal_actions(seat);
        let action = rng.pick(&legal).expect("a seat to act has a move").clone();
        g.apply(seat, &action).expect("legal");
    }
    panic!("seed {seed}: the game did not end");
}

/// The first seeded finished game in which some hand still holds cards, so
/// the check below has secrets to find (and miss).
fn finished_with_cards_in_hand() -> ExtinctionPoint {
    (1..200).map(finished_game).find(|g| g.hands.0.iter().any(|h| !h.is_empty())).expect("a game ends mid-hand")
}

fn json_card(c: PlayerCard) -> String {
    serde_json::to_string(&c).expect("serialises")
}

#[test]
fn the_view_with_everything_shows_every_hand_and_pile_in_order() {
    let g = finished_with_cards_in_hand();
    let all = g.view(Viewer::All);
    let everything = all.everything.as_ref().expect("the view with everything holds the hidden cards");
    assert_eq!(everything.hands, g.hands, "every seat's hand, card for card");
    assert_eq!(everything.player_deck, g.player_deck);
    assert_eq!(everything.infiltrator_deck, g.infiltrator_deck);
    assert_eq!((&everything.bunker, &everything.bunker_supply), (&g.bunker, &g.bunker_supply));
    assert_eq!((&everything.mothership, &everything.mothership_supply), (&g.mothership, &g.mothership_supply));
    assert!(all.hand.is_empty(), "no seat is looking, so there is no 'your hand'");

    // What the board lists: each pile top (next drawn) first.
    let piles = everything.piles();
    let names: Vec<&str> = piles.iter().map(|p| p.name).collect();
    assert_eq!(names.len(), 6, "{names:?}");
    let player: Vec<FaceDown> = g.player_deck.iter().rev().map(|&c| FaceDown::Player(c)).collect();
    assert_eq!(piles[0].cards, player, "the Player deck, top first");
    assert_eq!(piles[1].cards.first(), g.infiltrator_deck.last().map(|&c| FaceDown::Inf(c)).as_ref());
    assert_eq!(piles[1].cards.len(), g.infiltrator_deck.len());
    // Under the Bunker's face-up card, down to DEFEAT at the bottom.
    let under: Vec<FaceDown> = g.bunker[..g.bunker.len() - 1].iter().rev().map(|&c| FaceDown::Bunker(c)).collect();
    assert_eq!(piles[2].cards, under);
    assert_eq!(piles[4].cards.last(), Some(&FaceDown::Mothership(g.mothership[0])), "VICTORY lies at the bottom");
    assert_eq!(piles[3].cards.len(), g.bunker_supply.len());
    assert_eq!(piles[5].cards.len(), g.mothership_supply.len());
}

/// Positive control: the same finished game seen by the table or by one
/// seat holds no other seat's cards and no pile order.
#[test]
fn a_seat_and_the_table_still_see_no_other_hand_once_the_game_is_over() {
    let g = finished_with_cards_in_hand();
    let n = g.seat_count();
    for viewer in Seat::all(n).map(Viewer::Seat).chain([Viewer::Table]) {
        let view = g.view(viewer);
        assert!(view.everything.is_none(), "{viewer:?} sees the face-down piles");
        let json = serde_json::to_string(&view).expect("serialises");
        for (seat, hand) in g.hands.iter().filter(|(s, _)| viewer != Viewer::Seat(*s)) {
            for c in hand {
                assert!(!json.contains(&json_card(*c)), "{viewer:?} sees {seat:?}'s {c:?}");
            }
        }
    }
    // And the view with everything does hold them, in the same words.
    let json = serde_json::to_string(&g.view(Viewer::All)).expect("serialises");
    assert!(g.hands.0.iter().flatten().all(|c| json.contains(&json_card(*c))));
}

/// The log of a review with everything names every seat's dealt cards; a
/// seat's log still reads only a count for the others.
#[test]
fn the_view_with_everything_reads_every_deal() {
    let g = ExtinctionPoint::new(&Setup { players: 2, ..Setup::default() }, 4).expect("valid");
    let dealt = Event::Dealt { seat: Seat(1), count: 7, cards: g.hands[Seat(1)].clone() };
    assert_eq!(ExtinctionPoint::redact_event(&dealt, Viewer::All), Some(dealt.clone()));
    assert_eq!(ExtinctionPoint::redact_event(&dealt, Viewer::Seat(Seat(1))), Some(dealt.clone()));
    for other in [Viewer::Seat(Seat(0)), Viewer::Table] {
        let hidden = ExtinctionPoint::redact_event(&dealt, other).expect("shown as a count");
        assert!(matches!(hidden, Event::Dealt { count: 7, ref cards, .. } if cards.is_empty()), "{other:?}: {hidden:?}");
    }
}
