//! Scenario tests, one file per part of the rules, and the helpers that
//! arrange a table for them (refugees, traits and allegiances put where a
//! scenario needs them, with every card still in exactly one place).

mod bots;
mod clock;
mod identities;
mod refugees;
mod review;
mod secrecy;
mod turn;
mod words;

use endgames::engine::{Audited, Game, Seat, ToAct};
use endgames::games::the_end_is_nigh::cards::{Allegiance, Binding, Identity, Refugee, Trait, TRAIT_DECK};
use endgames::games::the_end_is_nigh::{Action, Event, Nigh, Phase, Setup};

/// A game of `players` with every identity kept (the first of each pair),
/// seat 0 to play first, at 1:00.
pub fn table(players: u8) -> Nigh {
    let mut g = Nigh::new(&Setup { players }, 7).expect("valid");
    for s in Seat::all(usize::from(players)) {
        let identity = g.offers[s][0];
        g.apply(s, &Action::KeepIdentity { identity }).expect("keep");
    }
    g.first = Seat(0);
    assert_eq!(g.phase, Phase::Question);
    g
}

/// Puts these refugees around the clock (spot 0 at 12:00, clockwise); the
/// other two go to the box.
pub fn refugees(g: &mut Nigh, order: [Refugee; 6]) {
    for (p, r) in g.places.iter_mut().zip(order) {
        p.refugee = r;
    }
    g.boxed = Refugee::ALL.iter().copied().filter(|r| !order.contains(r)).collect();
    g.check_invariants().expect("refugees arranged");
}

/// Deals `want` (spot, slot, trait) where asked and the rest of the deck,
/// plain cards first, elsewhere.
pub fn traits(g: &mut Nigh, want: &[(u8, u8, Trait)]) {
    let mut rest: Vec<Trait> = TRAIT_DECK.to_vec();
    for (_, _, t) in want {
        let i = rest.iter().position(|r| r == t).expect("the deck has it");
        rest.remove(i);
    }
    // Plain cards first, so the scenario's own cards are the only effects in reach.
    rest.sort_by_key(|t| std::cmp::Reverse(t.binding() == Binding::Plain));
    rest.reverse();
    for spot in 0..6u8 {
        for slot in 0..2u8 {
            let t = want.iter().find(|(s, l, _)| *s == spot && *l == slot).map(|w| w.2).unwrap_or_else(|| rest.pop().expect("12 cards"));
            g.places[usize::from(spot)].traits[usize::from(slot)] = t;
        }
    }
    g.check_invariants().expect("traits dealt");
}

/// Gives `seat` a fanatic card (swapping with whoever or wherever holds one).
pub fn make_fanatic(g: &mut Nigh, seat: Seat) {
    if g.is_fanatic(seat) {
        return;
    }
    let mine = g.allegiance[seat][0];
    if g.aside == Allegiance::Fanatic {
        g.aside = mine;
    } else if let Some(i) = g.allegiance_deck.iter().position(|c| *c == Allegiance::Fanatic) {
        g.allegiance_deck[i] = mine;
    } else {
        let other = Seat::all(g.seats()).find(|s| g.is_fanatic(*s)).expect("a fanatic card somewhere");
        let i = g.allegiance[other].iter().position(|c| *c == Allegiance::Fanatic).unwrap();
        g.allegiance[other][i] = mine;
    }
    g.allegiance[seat][0] = Allegiance::Fanatic;
    g.check_invariants().expect("allegiances");
}

/// Makes every seat a civilian (the fanatic cards go aside or to the deck).
pub fn all_civilians(g: &mut Nigh) {
    for s in Seat::all(g.seats()) {
        while g.is_fanatic(s) {
            let i = g.allegiance[s].iter().position(|c| *c == Allegiance::Fanatic).unwrap();
            if g.aside == Allegiance::Civilian {
                g.aside = Allegiance::Fanatic;
            } else if let Some(j) = g.allegiance_deck.iter().position(|c| *c == Allegiance::Civilian) {
                g.allegiance_deck[j] = Allegiance::Fanatic;
            } else {
                let other = Seat::all(g.seats()).find(|o| !g.is_fanatic(*o) && *o != s).unwrap();
                g.allegiance[other][0] = Allegiance::Fanatic;
            }
            g.allegiance[s][i] = Allegiance::Civilian;
        }
    }
    g.check_invariants().expect("allegiances");
}

/// Gives `seat` this identity as its kept one (swapping it in from wherever it is).
pub fn give_identity(g: &mut Nigh, seat: Seat, identity: Identity) {
    let k = usize::from(g.kept[seat].unwrap());
    let current = g.offers[seat][k];
    if let Some(i) = g.identity_box.iter().position(|x| *x == identity) {
        g.identity_box[i] = current;
    } else {
        'outer: for s in Seat::all(g.seats()) {
            for j in 0..2 {
                if g.offers[s][j] == identity {
                    g.offers[s][j] = current;
                    break 'outer;
                }
            }
        }
    }
    g.offers[seat][k] = identity;
    g.identity_box.sort();
    g.check_invariants().expect("identities");
}

/// Who must act now (exactly one seat).
pub fn actor(g: &Nigh) -> Seat {
    match g.to_act() {
        ToAct::One(s) => s,
        other => panic!("expected one seat to act, got {other:?}"),
    }
}

/// Plays `action` for whoever must act; panics with the reason if refused.
pub fn play(g: &mut Nigh, action: Action) -> Vec<Event> {
    let seat = actor(g);
    g.apply(seat, &action).unwrap_or_else(|e| panic!("{action:?} by {seat:?} refused: {e}"))
}

/// The legal actions of whoever must act.
pub fn legal(g: &Nigh) -> Vec<Action> {
    g.legal_actions(actor(g))
}

/// One whole turn: question `spot` (slot 0), make the first legal claim,
/// skip or make the first swap, vote `vote` (or drop a crossed marker).
pub fn turn(g: &mut Nigh, spot: u8, vote: u8) -> Vec<Event> {
    let mut events = play(g, Action::Question { spot, slot: 0 });
    let claim = legal(g)[0].clone();
    events.extend(play(g, claim));
    if g.phase == Phase::Swap {
        let a = legal(g).into_iter().find(|a| *a == Action::NoSwap).unwrap_or_else(|| legal(g)[0].clone());
        events.extend(play(g, a));
    }
    if legal(g).contains(&Action::DropMarker) {
        events.extend(play(g, Action::DropMarker));
    } else {
        events.extend(play(g, Action::Vote { spot: vote }));
    }
    events
}

/// The plain refugee order most scenarios use: no swaps, no redirected looks.
pub const PLAIN: [Refugee; 6] =
    [Refugee::Athlete, Refugee::Child, Refugee::Geezer, Refugee::Scientist, Refugee::Celebrity, Refugee::Hermit];

/// The vote actions among the legal ones (identity uses left out).
pub fn votes(g: &Nigh) -> Vec<Action> {
    legal(g).into_iter().filter(|a| matches!(a, Action::Vote { .. } | Action::DropMarker)).collect()
}
