//! Invariants and the hidden-information check ([`Audited`]): every trait,
//! allegiance, identity, refugee card and exile marker is in exactly one
//! place at every step, and `shuffle_hidden` re-deals what a viewer cannot
//! see (`hidden.rs`).

use super::cards::{allegiance_cards, Identity, Refugee, HOURS, TRAIT_DECK};
use super::state::{Nigh, Phase};
use crate::engine::{Audited, GameRng, Stock, Viewer};

impl Audited for Nigh {
    fn check_invariants(&self) -> Result<(), String> {
        self.traits_conserved()?;
        self.allegiances_conserved()?;
        self.identities_conserved()?;
        let mut refugees = Stock::new("refugee");
        refugees.add("the clock", self.places.iter().map(|p| &p.refugee)).add("the box", &self.boxed);
        refugees.matches(&Refugee::ALL)?;
        self.markers_conserved()?;
        let removed = self.places.iter().filter(|p| !p.present).count();
        if removed > 2 || (removed == 2) != self.outcome.is_some() {
            return Err(format!("{removed} refugees removed at hour {}", self.hour));
        }
        if self.sightings.iter().any(|s| s.at.spot as usize >= self.places.len() || s.at.slot > 1) {
            return Err("a look points at no card".into());
        }
        Ok(())
    }

    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        self.shuffle_traits(viewer, rng);
        self.shuffle_allegiances(viewer, rng);
        self.shuffle_identities(viewer, rng);
    }
}

impl Nigh {
    fn traits_conserved(&self) -> Result<(), String> {
        let mut traits = Stock::new("trait");
        for p in &self.places {
            traits.add(p.refugee.name(), &p.traits);
        }
        traits.matches(&TRAIT_DECK)
    }

    fn allegiances_conserved(&self) -> Result<(), String> {
        let mut cards = Stock::new("allegiance card");
        for (seat, held) in self.allegiance.iter() {
            cards.add(format!("seat {}", seat.index() + 1), held);
        }
        cards.add("set aside", [&self.aside]).add("the deck", &self.allegiance_deck);
        cards.matches(&allegiance_cards(self.seats()))
    }

    fn identities_conserved(&self) -> Result<(), String> {
        let mut cards = Stock::new("identity");
        for (seat, offer) in self.offers.iter() {
            cards.add(format!("seat {}", seat.index() + 1), offer);
        }
        cards.add("the box", &self.identity_box);
        cards.matches(&Identity::ALL)
    }

    /// Markers above refugees, out of the game, or still on the clock (this
    /// hour's too, until a removal or the end has taken it).
    fn markers_conserved(&self) -> Result<(), String> {
        let taken = matches!(self.phase, Phase::Tie { .. } | Phase::Over);
        let on_clock: Vec<u8> = (1..=HOURS).filter(|m| *m > self.hour || (*m == self.hour && !taken)).collect();
        let mut markers = Stock::new("exile marker");
        for p in &self.places {
            markers.add(p.refugee.name(), &p.markers);
        }
        markers.add("out of the game", &self.spent_markers).add("the clock", &on_clock);
        markers.matches(&(1..=HOURS).collect::<Vec<_>>())
    }
}
