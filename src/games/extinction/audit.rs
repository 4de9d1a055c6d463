//! Conservation and hidden-information checks: every cube, barrier and card
//! is in exactly one place at every step, and what rivals had to show is true.

use super::cards::{Barrier, Gene, BARRIERS_PER_KIND, CUBES, ENVIRONMENT, FOUNDERS};
use super::map::HEX_COUNT;
use super::seat_view::agrees;
use super::state::{Cell, Extinction, Phase};
use crate::engine::{Audited, GameRng, Seat, Viewer};

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
    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let view = self.view_for(viewer);
        let keep = self.rng.clone();
        *self = Extinction::from_view(&view, rng);
        self.rng = keep;
    }
}

impl Extinction {
    fn check_cubes(&self) -> Result<(), String> {
        let t = &self.table;
        if t.board.len() != HEX_COUNT {
            return Err(format!("the board has {} hexes", t.board.len()));
        }
        for seat in Seat::all(self.seats()) {
            let on_board = t.board.iter().filter(|c| matches!(c, Cell::Cube { seat: s, .. } if *s == seat)).count();
            if on_board + usize::from(t.supply[seat]) != usize::from(CUBES) {
                return Err(format!("{seat:?} has {on_board} cubes on the board and {} off it", t.supply[seat]));
            }
            if !self.alive(seat) && on_board > 0 {
                return Err(format!("extinct {seat:?} still has cubes"));
            }
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

    fn check_barriers(&self) -> Result<(), String> {
        for b in Barrier::ALL {
            let placed = self.table.board.iter().filter(|c| **c == Cell::Barrier(b)).count();
            if placed + usize::from(self.table.barriers_left[b.index()]) != usize::from(BARRIERS_PER_KIND) {
                return Err(format!("{b:?}: {placed} on the board and {} in the box", self.table.barriers_left[b.index()]));
            }
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), String> {
        for gene in Gene::ALL {
            let g = gene.index();
            let mut seen = vec![0u8; gene.size()];
            for &c in self.gene_decks[g].iter().chain(self.genes.0.iter().flatten().map(|cards| &cards[g])) {
                *seen.get_mut(usize::from(c)).ok_or(format!("{gene:?}: unknown card {c}"))? += 1;
            }
            if let Some(c) = seen.iter().position(|&n| n != 1) {
                return Err(format!("{gene:?} card {c} is in {} places", seen[c]));
            }
        }
        let mut seen = [0u8; ENVIRONMENT.len()];
        for &c in self.env_hidden.iter().chain(&self.table.env_seen).chain(&self.table.env_in_play) {
            seen[usize::from(c)] += 1;
        }
        match seen.iter().position(|&n| n != 1) {
            Some(c) => Err(format!("Environmental Change card {c} is in {} places", seen[c])),
            None => Ok(()),
        }
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
        }
        Ok(())
    }
}
