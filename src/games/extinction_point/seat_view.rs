//! What one viewer sees, and a full game rebuilt from that for the search
//! bots. (Named `seat_view` because `view/` is the board.)

use super::cards::{BunkerCard, InfCard, MothershipCard, PlayerCard};
use super::rules::setup::infiltrator_cards;
use super::state::{ExtinctionPoint, Table};
use crate::engine::sort::sort_small;
use crate::engine::{GameRng, PerSeat, Viewer};
use serde::Serialize;

/// One viewer's game: the public table, the viewer's own hand (empty for the
/// table), and the size of everything face down; for `Viewer::All` (the
/// review of a finished game) everything face down as well.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub table: Table,
    /// The viewer's own hand, sorted; empty for `Viewer::Table`.
    pub hand: Vec<PlayerCard>,
    /// Cards in every seat's hand.
    pub hand_counts: PerSeat<usize>,
    pub player_deck: usize,
    pub infiltrator_deck: usize,
    /// The active (face-up) Bunker card and the Bunker's health (cards above DEFEAT).
    pub bunker_top: BunkerCard,
    pub bunker_health: u8,
    /// The active Mothership card and its health (cards above VICTORY).
    pub mothership_top: MothershipCard,
    pub mothership_health: u8,
    pub bunker_supply: usize,
    pub mothership_supply: usize,
    /// Damage the settlement's guns would deal in a battle now, before any
    /// lost trick's ability (`battle_damage`): the press offers an attack
    /// that may do nothing, and says so.
    pub guns: u8,
    /// Every hand and every face-down pile in order: `Some` only for
    /// `Viewer::All`, which no seat ever gets in play.
    pub everything: Option<Hidden>,
}

/// What no seat sees, as the state holds it (same order), so the game is
/// rebuilt from it exactly. Piles list their top (next drawn) card last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hidden {
    pub hands: PerSeat<Vec<PlayerCard>>,
    pub player_deck: Vec<PlayerCard>,
    pub infiltrator_deck: Vec<InfCard>,
    /// DEFEAT first, the face-up active card last.
    pub bunker: Vec<BunkerCard>,
    /// VICTORY first, the face-up active card last.
    pub mothership: Vec<MothershipCard>,
    pub bunker_supply: Vec<BunkerCard>,
    pub mothership_supply: Vec<MothershipCard>,
}

impl super::state::ExtinctionPoint {
    /// The game as `viewer` may see it: a seat only its own hand, the table
    /// no hand, and `All` everything (`hand` stays empty: no seat is looking).
    pub(crate) fn view_for(&self, viewer: Viewer) -> View {
        let mut hand = match viewer {
            Viewer::Seat(s) if s.index() < self.hands.len() => self.hands[s].clone(),
            Viewer::Seat(_) | Viewer::Table | Viewer::All => Vec::new(),
        };
        let everything = (viewer == Viewer::All).then(|| Hidden {
            hands: self.hands.clone(),
            player_deck: self.player_deck.clone(),
            infiltrator_deck: self.infiltrator_deck.clone(),
            bunker: self.bunker.clone(),
            mothership: self.mothership.clone(),
            bunker_supply: self.bunker_supply.clone(),
            mothership_supply: self.mothership_supply.clone(),
        });
        sort_small(&mut hand);
        View {
            viewer,
            table: self.table.clone(),
            hand,
            hand_counts: self.hands.map(|_, h| h.len()),
            player_deck: self.player_deck.len(),
            infiltrator_deck: self.infiltrator_deck.len(),
            bunker_top: self.bunker_top(),
            bunker_health: self.bunker_health(),
            mothership_top: self.mothership_top(),
            mothership_health: self.mothership_health(),
            bunker_supply: self.bunker_supply.len(),
            mothership_supply: self.mothership_supply.len(),
            guns: self.battle_damage(0),
            everything,
        }
    }
}

/// A full state matching `view`: the unseen Player cards are dealt to the
/// other hands (same sizes) and the deck; unseen Infiltrator, Bunker and
/// Mothership cards fill their face-down piles; the RNG is fresh. The view
/// with everything is taken as it is: nothing is left to sample.
pub(crate) fn determinize(view: &View, rng: &mut GameRng) -> ExtinctionPoint {
    let t = &view.table;
    let mut fresh = GameRng::from_seed(rng.next_u64());
    let me = match (view.viewer, &view.everything) {
        (_, Some(all)) => return rebuilt(t, all, fresh),
        (Viewer::Seat(s), None) => Some(s),
        (Viewer::Table | Viewer::All, None) => None,
    };
    let mut seen: Vec<PlayerCard> = view.hand.clone();
    seen.extend(t.player_discard.iter().copied());
    seen.extend(t.trick.plays.iter().map(|(_, c)| *c));
    seen.extend(t.storage.iter().copied());
    for b in &t.settlement {
        seen.push(b.card);
        seen.extend(b.attached.iter().copied());
    }
    let mut pool: Vec<PlayerCard> = PlayerCard::all().filter(|c| !seen.contains(c)).collect();
    fresh.shuffle(&mut pool);
    let hands = PerSeat::from_fn(view.hand_counts.len(), |s| {
        if Some(s) == me {
            return view.hand.clone();
        }
        let n = view.hand_counts[s].min(pool.len());
        let mut h = pool.split_off(pool.len() - n);
        sort_small(&mut h);
        h
    });
    // The cards taken out by the difficulty are known to all, so never sampled.
    let (kept, _) = infiltrator_cards(t.setup.difficulty);
    let inf_seen: Vec<InfCard> = t
        .infiltrator_discard
        .iter()
        .copied()
        .chain(t.trick.infiltrator)
        .chain(t.trick.candidates.iter().copied())
        .chain(t.settlement.iter().filter_map(|b| b.sabotage))
        .collect();
    let mut infiltrator_deck: Vec<InfCard> = kept.into_iter().filter(|c| !inf_seen.contains(c)).collect();
    fresh.shuffle(&mut infiltrator_deck);
    let (bunker, bunker_supply) = sample_deck(
        BunkerCard::DEFEAT,
        view.bunker_top,
        view.bunker_health,
        BunkerCard::supply().filter(|c| !t.bunker_discard.contains(c)),
        &mut fresh,
    );
    let (mothership, mothership_supply) = sample_deck(
        MothershipCard::VICTORY,
        view.mothership_top,
        view.mothership_health,
        MothershipCard::supply().filter(|c| !t.mothership_discard.contains(c)),
        &mut fresh,
    );
    ExtinctionPoint {
        table: t.clone(),
        hands,
        player_deck: pool,
        infiltrator_deck,
        bunker,
        mothership,
        bunker_supply,
        mothership_supply,
        rng: fresh,
    }
}

/// The game exactly as the view with everything shows it.
fn rebuilt(table: &Table, all: &Hidden, rng: GameRng) -> ExtinctionPoint {
    ExtinctionPoint {
        table: table.clone(),
        hands: all.hands.clone(),
        player_deck: all.player_deck.clone(),
        infiltrator_deck: all.infiltrator_deck.clone(),
        bunker: all.bunker.clone(),
        mothership: all.mothership.clone(),
        bunker_supply: all.bunker_supply.clone(),
        mothership_supply: all.mothership_supply.clone(),
        rng,
    }
}

/// A deck of `health` cards above `bottom` with `top` face up, the face-down
/// middle drawn at random from `unseen` (the rest is the supply).
fn sample_deck<T: Copy + PartialEq>(bottom: T, top: T, health: u8, unseen: impl Iterator<Item = T>, rng: &mut GameRng) -> (Vec<T>, Vec<T>) {
    let mut pool: Vec<T> = unseen.filter(|c| *c != top).collect();
    rng.shuffle(&mut pool);
    let mut deck = vec![bottom];
    if health > 0 {
        let k = usize::from(health - 1).min(pool.len());
        deck.extend(pool.drain(..k));
        deck.push(top);
    }
    (deck, pool)
}
