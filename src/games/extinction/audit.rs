//! `Audited`: every cube, barrier and card is in exactly one place at every
//! step (counted with `engine::Stock`), what rivals had to show is true, and
//! what a viewer cannot see can be dealt again (`seat_view::determinize`).

use super::cards::{Barrier, Gene, BARRIERS_PER_KIND, CUBES, ENVIRONMENT, FOUNDERS};
use super::map::HEX_COUNT;
use super::seat_view::agrees;
use super::state::{Cell, Extinction, Phase};
use crate::engine::{Audited, GameRng, Seat, Stock, Viewer};

impl Audited for Extinction {
    fn check_invariants(&self) -> Result<(), String> {
        self.check_cubes()?;
        self.check_barriers()?;
        self.check_cards()?;
        self.check_known()?;
        self.check_phase()
    }

    /// Everything `viewer` cannot see is dealt again from its view: the
    /// other species' gene cards and the gene decks (agreeing with what was
    /// shown and with the action under way), the unseen environment cards;
    /// what follows from a rival's cards (its mobility left, its
    /// reproduction's room) follows from the new ones. Only the RNG stays.
    /// The view with everything hides nothing, so nothing moves for it.
    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        if viewer == Viewer::All {
            return;
        }
        let view = self.view_for(viewer);
        let keep = self.rng.clone();
        *self = super::seat_view::determinize(&view, rng);
        self.rng = keep;
    }
}

impl Extinction {
    /// Every species' 20 cubes are on the island or in its supply, each
    /// showing 1 to 6; extinct species have none out; founders add up to 30.
    fn check_cubes(&self) -> Result<(), String> {
        let t = &self.table;
        if t.board.len() != HEX_COUNT {
            return Err(format!("the board has {} hexes", t.board.len()));
        }
        let seats: Vec<Seat> = Seat::all(self.seats()).collect();
        let mut cubes = Stock::new("cube of");
        for (i, cell) in t.board.iter().enumerate() {
            if let Cell::Cube { seat, .. } = cell {
                cubes.add(format!("hex {i}"), [seat]);
            }
        }
        for &seat in &seats {
            cubes.add(format!("{seat:?}'s supply"), &vec![seat; usize::from(t.supply[seat])]);
        }
        let all: Vec<Seat> = seats.iter().flat_map(|&s| std::iter::repeat_n(s, usize::from(CUBES))).collect();
        cubes.matches(&all)?;
        if let Some(seat) = seats.iter().find(|&&s| !self.alive(s) && t.supply[s] < CUBES) {
            return Err(format!("extinct {seat:?} still has cubes"));
        }
        if t.board.iter().any(|c| matches!(c, Cell::Cube { count, .. } if !(1..=6).contains(count))) {
            return Err("a cube shows a number outside 1 to 6".into());
        }
        if let Phase::Founding { seat, left, .. } = t.phase {
            let placed = self.population(seat) + u16::from(left);
            if placed != u16::from(FOUNDERS) {
                return Err(format!("{seat:?}'s founders count {placed}, not 30"));
            }
        }
        Ok(())
    }

    /// Each kind's barriers are on the island or in the box.
    fn check_barriers(&self) -> Result<(), String> {
        let mut barriers = Stock::new("barrier");
        for (i, cell) in self.table.board.iter().enumerate() {
            if let Cell::Barrier(b) = cell {
                barriers.add(format!("hex {i}"), [b]);
            }
        }
        for b in Barrier::ALL {
            barriers.add("the box", &vec![b; usize::from(self.table.barriers_left[b.index()])]);
        }
        let all: Vec<Barrier> = Barrier::ALL.iter().flat_map(|&b| std::iter::repeat_n(b, usize::from(BARRIERS_PER_KIND))).collect();
        barriers.matches(&all)
    }

    /// Every gene card in its deck or one hand; every Environmental Change
    /// card face down, seen or in force.
    fn check_cards(&self) -> Result<(), String> {
        for gene in Gene::ALL {
            let g = gene.index();
            let mut cards = Stock::new(gene.name());
            cards.add("its deck", &self.gene_decks[g]);
            for (seat, hand) in self.genes.iter() {
                cards.add(format!("{seat:?}'s hand"), hand.iter().map(|c| &c[g]));
            }
            let all: Vec<u8> = (0..gene.size() as u8).collect();
            cards.matches(&all)?;
            if self.table.under[g].len() > self.gene_decks[g].len() {
                return Err(format!("{} cards known under a deck of {}", self.table.under[g].len(), self.gene_decks[g].len()));
            }
        }
        if self.table.held_known.0.len() != self.seats() {
            return Err(format!("who knows the hands is kept for {} seats of {}", self.table.held_known.0.len(), self.seats()));
        }
        let all: Vec<u8> = (0..ENVIRONMENT.len() as u8).collect();
        Stock::new("Environmental Change card")
            .add("the deck", &self.env_hidden)
            .add("the seen cards", &self.table.env_seen)
            .add("play", &self.table.env_in_play)
            .matches(&all)
    }

    /// A migration spends no more than the mobility; a reproduction's room
    /// exists only while it is placed.
    fn check_phase(&self) -> Result<(), String> {
        match self.table.phase {
            Phase::Migrate { seat, spent, .. } if spent > self.mobility(seat) => {
                Err(format!("{seat:?} spent {spent} mobility of {}", self.mobility(seat)))
            }
            Phase::Reproduce { .. } if self.room.is_empty() => Err("a reproduction with no room".into()),
            Phase::Reproduce { .. } => Ok(()),
            _ if !self.room.is_empty() => Err("a reproduction's room outside a reproduction".into()),
            _ => Ok(()),
        }
    }

    /// Everything a species had to show is true of the cards it holds.
    fn check_known(&self) -> Result<(), String> {
        for (seat, k) in self.table.known.iter() {
            let Some(cards) = self.genes[seat] else { continue };
            for gene in Gene::ALL {
                if !agrees(gene, cards[gene.index()], k) {
                    return Err(format!("{seat:?}'s {gene:?} card disagrees with what it showed"));
                }
            }
            let (habitat, rate) = (cards[Gene::HabitatMobility.index()], cards[Gene::Reproduction.index()]);
            if !k.breeding.allows(usize::from(habitat), usize::from(rate)) {
                return Err(format!("{seat:?}'s habitat and reproduction cards disagree with the newborns it had"));
            }
        }
        Ok(())
    }
}
