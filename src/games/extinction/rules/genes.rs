//! Changing genes: one to four decks a turn, each once; the old card goes
//! under its deck before the new one is drawn from the top. The limits are
//! the turn's: after a mild season a turn may hold two change-genes actions,
//! and the second offers only what the first left (nothing but Done after
//! four changes).

use crate::engine::Seat;
use crate::games::extinction::action::Action;
use crate::games::extinction::cards::Gene;
use crate::games::extinction::event::Event;
use crate::games::extinction::state::{Breeding, Extinction, Knowers, Known, Phase};

/// Most decks changed in one turn.
pub const MAX_CHANGES: usize = 4;

impl Extinction {
    pub(crate) fn gene_actions(&self) -> Vec<Action> {
        let Phase::Genes { .. } = &self.table.phase else { return Vec::new() };
        let changed = &self.table.genes_changed;
        let mut out: Vec<Action> = Vec::new();
        if changed.len() < MAX_CHANGES {
            out.extend(Gene::ALL.into_iter().filter(|g| !changed.contains(g)).map(|gene| Action::ChangeGene { gene }));
        }
        out.push(Action::Done);
        out
    }

    pub(crate) fn change_gene(&mut self, seat: Seat, gene: Gene, events: &mut Vec<Event>) {
        let g = gene.index();
        let Some(mut cards) = self.genes[seat] else { return };
        let old = cards[g];
        self.gene_decks[g].insert(0, old);
        let under = &mut self.table.under[g];
        under.insert(0, self.table.held_known[seat][g].with(seat));
        let new = self.gene_decks[g].pop().expect("a gene deck is never empty");
        // The top card's knowers (if it was put under) now know who holds it.
        let known_by = if under.len() > self.gene_decks[g].len() { under.pop().unwrap_or(Knowers::NONE) } else { Knowers::NONE };
        self.table.held_known[seat][g] = known_by;
        cards[g] = new;
        self.genes[seat] = Some(cards);
        forget(&mut self.table.known[seat], gene);
        events.push(Event::GeneChanged { seat, gene, old: Some(old), new: Some(new) });
        self.table.genes_changed.push(gene);
        if self.table.genes_changed.len() >= MAX_CHANGES {
            self.next_act(events);
        }
    }
}

/// What was known of a card no longer holds once it is changed.
fn forget(k: &mut Known, gene: Gene) {
    match gene {
        Gene::Predator => k.hunter = None,
        Gene::Defense => {
            k.resists.clear();
            k.open_to.clear();
        }
        Gene::Tolerance => {
            k.tolerates.clear();
            k.harmed_by.clear();
        }
        Gene::Crossing => k.crosses.clear(),
        Gene::Reproduction => k.breeding = Breeding::default(),
        Gene::HabitatMobility => {
            k.breeding = Breeding::default();
            k.moved = 0;
        }
    }
}
