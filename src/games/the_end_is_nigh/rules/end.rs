//! The end, after the second removal: the traits of the refugees still in
//! the bunker are turned up one at a time, then the allegiances; the
//! civilians win when no cultist got in.

use super::super::cards::{trait_names, Allegiance, Trait};
use super::super::claims::{claims_made, ClaimMade};
use super::super::event::Event;
use super::super::state::{Nigh, Phase, Pos};
use crate::engine::{Line, Outcome, OutcomeKind, PerSeat, Seat};

/// Team numbers in the outcome.
pub const CIVILIANS: u8 = 0;
pub const FANATICS: u8 = 1;

impl Nigh {
    pub(crate) fn finish(&mut self, events: &mut Vec<Event>) {
        for spot in self.present_spots() {
            for slot in 0..2 {
                let at = Pos::new(spot, slot);
                events.push(Event::TraitRevealed { at, trait_: self.trait_at(at) });
            }
        }
        for seat in Seat::all(self.seats()) {
            events.push(Event::AllegianceRevealed { seat, cards: self.allegiance[seat].clone() });
        }
        let civilians_win = self.cultists_inside().is_empty();
        events.push(Event::GameOver { civilians_win });
        self.outcome = Some(self.outcome_now(civilians_win));
        self.phase = Phase::Over;
    }

    /// Refugees in the bunker whose Cultist is not tamed by a Pet Dog.
    pub fn cultists_inside(&self) -> Vec<u8> {
        self.present_spots().into_iter().filter(|s| self.harbours_cultist(*s)).collect()
    }

    /// The outcome, not yet explained: `apply` explains it
    /// ([`Nigh::explain_outcome`]); the search, which reads only the
    /// score, leaves it so (the words cost more than the rest of a playout).
    fn outcome_now(&self, civilians_win: bool) -> Outcome {
        let n = self.seats();
        let team = PerSeat::from_fn(n, |s| if self.is_fanatic(s) { FANATICS } else { CIVILIANS });
        let winners = if civilians_win { CIVILIANS } else { FANATICS };
        let won = PerSeat::from_fn(n, |s| team[s] == winners);
        // The losers are second even when nobody is first: with the fanatic
        // card set aside, a cult that gets in wins for nobody at the table.
        let place = PerSeat::from_fn(n, |s| u8::from(!won[s]));
        let score = PerSeat::from_fn(n, |s| i32::from(won[s]));
        Outcome { kind: OutcomeKind::Teams { team }, place, score, explanation: Vec::new() }
    }

    /// Puts the words into a game's outcome once it has ended.
    pub(crate) fn explain_outcome(&mut self) {
        let lines = self.explain(self.cultists_inside().is_empty());
        if let Some(o) = &mut self.outcome {
            o.explanation = lines;
        }
    }

    fn explain(&self, civilians_win: bool) -> Vec<Line> {
        let mut lines = Vec::new();
        let inside = self.cultists_inside();
        if civilians_win {
            lines.push(Line::new().text("No cultist got into the bunker: the civilians win."));
        } else {
            let names: Vec<&str> = inside.iter().map(|s| self.places[usize::from(*s)].refugee.name()).collect();
            lines.push(Line::new().text(format!("A cultist got into the bunker ({}): the fanatics win.", names.join(", "))));
        }
        for spot in self.present_spots() {
            let p = &self.places[usize::from(spot)];
            let tamed = p.traits.contains(&Trait::Cultist) && p.traits.contains(&Trait::PetDog);
            let note = if tamed { " (the Pet Dog keeps the Cultist harmless)" } else { "" };
            lines.push(Line::new().text(format!("{}: {}{note}.", p.refugee.name(), trait_names(&p.traits))));
        }
        for seat in Seat::all(self.seats()) {
            let side = if self.is_fanatic(seat) { " was a fanatic." } else { " was a civilian." };
            lines.push(Line::new().seat(seat).text(side));
        }
        // Judged as the table can see it: a claim about a card that left with
        // a removed refugee is never turned up, so it is never called a lie here.
        for c in self.claims_as_the_table_sees().into_iter().filter(ClaimMade::is_lie) {
            let name = self.places[usize::from(c.spot)].refugee.name();
            let claim = if c.said { "a cultist" } else { "not a cultist" };
            lines.push(Line::new().seat(c.seat).text(format!(" lied: said the {name} is {claim} after seeing {}.", trait_names(&c.saw))));
        }
        if self.allegiance.0.iter().all(|c| !c.contains(&Allegiance::Fanatic)) {
            lines.push(Line::new().text("No fanatic was at the table: the fanatic card was set aside."));
        }
        lines
    }

    /// Every claim with what its claimant saw of that refugee on that turn
    /// and whether the rules forced it: the whole truth, for the bots'
    /// sampling and the bench (never shown to the table).
    pub fn claims_with_sightings(&self) -> Vec<ClaimMade> {
        claims_made(&self.history, |hour, seat, spot| self.saw_for_claim(hour, seat, spot))
    }

    /// The cards `seat` looked at when it questioned the refugee at `spot`
    /// at `hour`, as they are, and whether each look was the questioning's.
    fn saw_for_claim(&self, hour: u8, seat: Seat, spot: u8) -> Vec<(Option<Trait>, bool)> {
        let mine = self.sightings.iter().filter(|s| s.hour == hour && s.seat == seat && s.from.spot == spot);
        mine.map(|s| (Some(self.trait_at(s.at)), s.by_question)).collect()
    }

    /// The claims as the table may judge them at the end: a look whose card
    /// now lies on a removed refugee stays unknown (its traits were
    /// discarded face down), so such a claim is left unjudged.
    pub fn claims_as_the_table_sees(&self) -> Vec<ClaimMade> {
        claims_made(&self.history, |hour, seat, spot| {
            let mine = self.sightings.iter().filter(|s| s.hour == hour && s.seat == seat && s.from.spot == spot);
            mine.map(|s| (self.places[usize::from(s.at.spot)].present.then(|| self.trait_at(s.at)), s.by_question)).collect()
        })
    }
}
