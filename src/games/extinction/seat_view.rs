//! What one viewer sees, and the bots' sampling of what they cannot see.
//! (Named `seat_view` because `view/` will be the board.)

use super::cards::{Gene, CROSSING, DEFENSE, ENVIRONMENT, PREDATOR, TOLERANCE};
use super::state::{Extinction, Known, Table};
use crate::engine::{GameRng, PerSeat, Seat, Viewer};
use serde::Serialize;

/// One viewer's game: the public table, the viewer's own six gene cards
/// (none for the table or before the deal), and the size of every
/// face-down pile. What rivals had to show is in `table.known`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub table: Table,
    /// The viewer's gene cards by [`Gene::index`], as card numbers in each deck.
    pub genes: Option<[u8; 6]>,
    pub gene_decks: [usize; 6],
    /// Face-down Environmental Change cards above the seen ones.
    pub env_hidden: usize,
}

impl Extinction {
    pub(crate) fn view_for(&self, viewer: Viewer) -> View {
        let genes = match viewer {
            Viewer::Seat(s) if s.index() < self.seats() => self.genes[s],
            _ => None,
        };
        View {
            viewer,
            table: self.table.clone(),
            genes,
            gene_decks: std::array::from_fn(|g| self.gene_decks[g].len()),
            env_hidden: self.env_hidden.len(),
        }
    }

    /// A full state matching `view`: the unseen gene cards dealt to the
    /// other species (agreeing with everything they had to show) and to the
    /// decks, the unseen Environmental Change cards shuffled; a fresh RNG.
    pub(crate) fn from_view(view: &View, rng: &mut GameRng) -> Extinction {
        let mut fresh = GameRng::from_seed(rng.next_u64());
        let n = view.table.supply.len();
        let me = match view.viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
        };
        let dealt = view.table.round > 0;
        let mut genes = PerSeat::from_fn(n, |s| if Some(s) == me { view.genes } else { None });
        let mut gene_decks: [Vec<u8>; 6] = Default::default();
        for gene in Gene::ALL {
            let g = gene.index();
            let mine = view.genes.map(|c| c[g]);
            let pool: Vec<u8> = (0..gene.size() as u8).filter(|&c| Some(c) != mine).collect();
            let others: Vec<Seat> = if dealt { Seat::all(n).filter(|&s| Some(s) != me).collect() } else { Vec::new() };
            let (picked, rest) = deal_consistent(gene, &pool, &others, &view.table.known, &mut fresh);
            for (s, c) in others.iter().zip(picked) {
                let cards = genes[*s].get_or_insert([0; 6]);
                cards[g] = c;
            }
            gene_decks[g] = rest;
        }
        let mut env_hidden: Vec<u8> =
            (0..ENVIRONMENT.len() as u8).filter(|c| !view.table.env_seen.contains(c) && view.table.env_in_play != Some(*c)).collect();
        fresh.shuffle(&mut env_hidden);
        Extinction { table: view.table.clone(), genes, gene_decks, env_hidden, rng: fresh }
    }
}

/// Does card `card` of deck `gene` agree with what `k` says was shown?
pub fn agrees(gene: Gene, card: u8, k: &Known) -> bool {
    let c = usize::from(card);
    match gene {
        Gene::Predator => k.hunter.is_none_or(|h| PREDATOR[c] == h),
        Gene::Defense => k.resists.iter().all(|h| DEFENSE[c].contains(h)) && k.open_to.iter().all(|h| !DEFENSE[c].contains(h)),
        Gene::Tolerance => k.tolerates.iter().all(|h| TOLERANCE[c].contains(h)) && k.harmed_by.iter().all(|h| !TOLERANCE[c].contains(h)),
        Gene::Crossing => k.crosses.iter().all(|b| CROSSING[c].contains(b)),
        Gene::Reproduction | Gene::HabitatMobility => true,
    }
}

/// Deals one card of `gene` from `pool` to each of `seats`, each agreeing
/// with what that seat had to show (a small backtracking search over a
/// shuffled pool); returns the cards dealt and the rest, shuffled.
fn deal_consistent(gene: Gene, pool: &[u8], seats: &[Seat], known: &PerSeat<Known>, rng: &mut GameRng) -> (Vec<u8>, Vec<u8>) {
    let mut pool = pool.to_vec();
    rng.shuffle(&mut pool);
    let mut taken = vec![false; pool.len()];
    let mut picked = Vec::new();
    if !assign(gene, &pool, seats, known, &mut taken, &mut picked) {
        // Unreachable from a real game (its own deal agrees); deal blindly.
        picked = pool.iter().take(seats.len()).copied().collect();
        taken = (0..pool.len()).map(|i| i < seats.len()).collect();
    }
    let rest: Vec<u8> = pool.iter().zip(&taken).filter(|(_, t)| !**t).map(|(c, _)| *c).collect();
    (picked, rest)
}

fn assign(gene: Gene, pool: &[u8], seats: &[Seat], known: &PerSeat<Known>, taken: &mut [bool], picked: &mut Vec<u8>) -> bool {
    let Some((&seat, more)) = seats.split_first() else { return true };
    for i in 0..pool.len() {
        if !taken[i] && agrees(gene, pool[i], &known[seat]) {
            taken[i] = true;
            picked.push(pool[i]);
            if assign(gene, pool, more, known, taken, picked) {
                return true;
            }
            picked.pop();
            taken[i] = false;
        }
    }
    false
}
