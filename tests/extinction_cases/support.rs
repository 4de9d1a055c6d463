//! Shared helpers for the Extinction scenarios: a game past its set-up with
//! an empty board, cubes and gene cards laid out by hand, the Environmental
//! Change deck stacked, and actions played with conservation checked.
#![allow(dead_code)]

use endgames::engine::{Audited, Game, Narrated, Seat};
use endgames::games::extinction::cards::{EnvCard, Gene, ENVIRONMENT, HABITAT_MOBILITY, REPRODUCTION};
use endgames::games::extinction::log::event_line;
use endgames::games::extinction::map::{habitat, neighbours, Habitat, HexId, HEX_COUNT};
use endgames::games::extinction::{Action, Cell, Event, Extinction, Phase, Setup, View};

pub const S0: Seat = Seat(0);
pub const S1: Seat = Seat(1);
pub const S2: Seat = Seat(2);

/// A game of `players` just after the set-up: genes dealt, the board
/// empty, seat 0 about to spin in round 1.
pub fn game(players: u8) -> Extinction {
    let mut g = Extinction::new(&Setup { players, rounds: 12 }, 11).expect("valid");
    for s in Seat::all(usize::from(players)) {
        let cards: [u8; 6] = std::array::from_fn(|i| g.gene_decks[i].pop().unwrap());
        g.genes[s] = Some(cards);
    }
    g.table.first = S0;
    g.table.round = 1;
    g.table.turn_no = 1;
    g.table.phase = Phase::Spin { seat: S0 };
    g
}

/// Gives `seat` card `card` of `gene`, swapping it with whoever holds it.
pub fn give(g: &mut Extinction, seat: Seat, gene: Gene, card: u8) {
    let i = gene.index();
    let mine = g.genes[seat].unwrap()[i];
    if mine == card {
        return;
    }
    if let Some(pos) = g.gene_decks[i].iter().position(|&c| c == card) {
        g.gene_decks[i][pos] = mine;
    } else {
        let other = Seat::all(g.seats()).find(|&s| g.genes[s].is_some_and(|c| c[i] == card)).unwrap();
        g.genes[other].as_mut().unwrap()[i] = mine;
    }
    g.genes[seat].as_mut().unwrap()[i] = card;
}

/// The card of `gene` that satisfies `pred`.
pub fn card_where(gene: Gene, pred: impl Fn(u8) -> bool) -> u8 {
    (0..gene.size() as u8).find(|&c| pred(c)).unwrap_or_else(|| panic!("no {gene:?} card fits"))
}

pub fn rate_card(tenths: u8) -> u8 {
    card_where(Gene::Reproduction, |c| REPRODUCTION[usize::from(c)] == tenths)
}

/// The Habitat & Mobility card of this mobility whose first habitat is `h`.
pub fn habitat_card(mobility: u8, h: Habitat) -> u8 {
    card_where(Gene::HabitatMobility, |c| {
        let card = HABITAT_MOBILITY[usize::from(c)];
        card.mobility == mobility && card.optimal[0] == h
    })
}

/// Puts a cube of `count` for `seat` on `hex` (from its supply).
pub fn put(g: &mut Extinction, seat: Seat, hex: HexId, count: u8) {
    if let Cell::Cube { seat: s, .. } = g.cell(hex) {
        g.table.supply[s] += 1;
    }
    g.table.board[usize::from(hex)] = Cell::Cube { seat, count };
    g.table.supply[seat] -= 1;
}

/// Hexes of `h` in board order.
pub fn hexes_of(h: Habitat) -> Vec<HexId> {
    (0..HEX_COUNT as HexId).filter(|&x| habitat(x) == h).collect()
}

/// A hex of `h` with all six neighbours on the island, and those neighbours.
pub fn inland(h: Habitat) -> (HexId, Vec<HexId>) {
    let hex = hexes_of(h).into_iter().find(|&x| neighbours(x).count() == 6).unwrap_or_else(|| panic!("no inland {h:?}"));
    (hex, neighbours(hex).collect())
}

/// Puts `card` on top of the Environmental Change deck.
pub fn stack_env(g: &mut Extinction, card: EnvCard) {
    let id = ENVIRONMENT.iter().position(|c| *c == card).unwrap() as u8;
    g.env_hidden.retain(|&c| c != id);
    g.table.env_seen.retain(|&c| c != id);
    g.env_hidden.push(id);
}

/// Plays `action` for `seat`, checking the invariants after it.
pub fn act(g: &mut Extinction, seat: Seat, action: Action) -> Vec<Event> {
    let events = g.apply(seat, &action).unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    g.check_invariants().unwrap_or_else(|e| panic!("after {action:?}: {e}"));
    events
}

/// Asserts `action` is refused and changes nothing.
pub fn refused(g: &Extinction, seat: Seat, action: Action) {
    let mut probe = g.clone();
    assert!(probe.apply(seat, &action).is_err(), "{action:?} was accepted");
    assert_eq!(&probe, g);
}

/// Starts `seat`'s action `phase` with nothing left of the turn after it.
pub fn set_phase(g: &mut Extinction, phase: Phase) {
    g.table.plan.clear();
    g.table.phase = phase;
}

/// The log line of `event` with each seat written by `names`.
pub fn describe(event: &Event, names: &[String]) -> String {
    event_line(event).render(|s| names[s.index()].clone())
}

/// The prompt with seats as "Player N".
pub fn prompt(view: &View) -> String {
    <Extinction as Narrated>::prompt(view).to_string()
}
