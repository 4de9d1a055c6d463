//! The audit: card conservation, Zombies and tokens where they may be, and
//! what is hidden (only the draw pile's order).

use super::board::SITES;
use super::cards::{CardId, ZombieId, ZOMBIE_COUNT};
use super::state::{ExtracZon, Place, SiteStatus};
use crate::engine::{Audited, GameRng, Stock, Viewer};

impl Audited for ExtracZon {
    fn check_invariants(&self) -> Result<(), String> {
        self.check_cards()?;
        self.check_zombies()?;
        self.check_tokens()
    }

    /// Only the draw pile's order is hidden, from every viewer alike.
    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        if viewer == Viewer::All {
            return;
        }
        rng.shuffle(&mut self.draw);
    }
}

impl ExtracZon {
    /// Every one of the 90 cards is in exactly one place, and each active card
    /// is a Tactical card in its owner's Secured pile.
    fn check_cards(&self) -> Result<(), String> {
        let t = &self.table;
        let mut stock = Stock::new("card");
        stock.add("draw pile", &self.draw).add("discard pile", &t.discard).add("Unsecured area", &t.unsecured);
        for (seat, pile) in t.secured.iter() {
            stock.add(format!("seat {}'s Secured pile", seat.0 + 1), pile);
        }
        stock.matches(&CardId::all().collect::<Vec<_>>())?;
        if t.secured.iter().any(|(_, pile)| pile.iter().any(|c| c.is_infected())) {
            return Err("an Infected card is in a Secured pile".into());
        }
        for (seat, active) in t.active.iter() {
            if let Some(card) = active {
                if !card.is_tactical() || !t.secured[seat].contains(card) {
                    return Err(format!("seat {}'s active card {} is not a secured Tactical card", seat.0, card.0));
                }
            }
        }
        if t.encounter.is_none() && !t.unsecured.is_empty() {
            return Err("cards lie Unsecured outside an encounter".into());
        }
        Ok(())
    }

    /// Every Zombie is on its Site (present or escaped), at the centre (the
    /// Apex) or in exactly one Contained pile that matches its Site.
    fn check_zombies(&self) -> Result<(), String> {
        let t = &self.table;
        let mut holders = [None; ZOMBIE_COUNT];
        for (seat, pile) in t.contained.iter() {
            for z in pile {
                let slot = holders.get_mut(usize::from(z.0)).ok_or(format!("unknown Zombie {}", z.0))?;
                if slot.is_some() {
                    return Err(format!("Zombie {} is contained twice", z.0));
                }
                *slot = Some(seat);
            }
        }
        if t.sites.len() != SITES.len() {
            return Err("the board does not have 24 Sites".into());
        }
        for (i, status) in t.sites.iter().enumerate() {
            let held = holders[i];
            let ok = match status {
                SiteStatus::Contained(s) => held == Some(*s),
                _ => held.is_none(),
            };
            if !ok {
                return Err(format!("Zombie {i} ({}) is not where its Site says", ZombieId(i as u8).hp()));
            }
        }
        Ok(())
    }

    /// No two tokens share a tile or a Site, and tokens stand only where walking is allowed.
    fn check_tokens(&self) -> Result<(), String> {
        let tokens = &self.table.tokens.0;
        for (i, a) in tokens.iter().enumerate() {
            if tokens[..i].contains(a) {
                return Err(format!("two tokens share {a:?}"));
            }
            if let Place::Tile(p) = a {
                if !super::board::cell(*p).walkable() {
                    return Err(format!("a token stands inside a building at {p:?}"));
                }
            }
        }
        Ok(())
    }
}
