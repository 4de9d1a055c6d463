//! Step 1 of a turn: question a refugee, under its card's rules, and claim.
//!
//! Ruling priority (the rulebook's): identity text beats refugee text, which
//! beats trait text. So a Psychic sees both of the Scientist's traits, and a
//! Lawyer is bound by no Jerk, Charmer, Whistleblower or Celebrity.

use super::super::action::Action;
use super::super::cards::{Bend, Binding, Identity, Placement};
use super::super::event::Event;
use super::super::state::{Entry, Nigh, Phase, Pos, Sighting};
use crate::engine::Seat;

impl Nigh {
    fn uses(&self, identity: Identity) -> bool {
        self.turn.identity == Some(identity)
    }

    /// May the refugee at `spot` be questioned now?
    pub(crate) fn can_question(&self, spot: u8) -> bool {
        let place = &self.places[usize::from(spot)];
        place.present && (self.exhausted != Some(spot) || self.uses(Identity::Detective))
    }

    /// The slots a question may point at: one listed slot when the look
    /// covers both cards (the Child, a Psychic) or only the top one can be
    /// seen (the Scientist).
    pub fn question_slots(&self, spot: u8) -> &'static [u8] {
        let bend = self.places[usize::from(spot)].refugee.bend();
        if self.uses(Identity::Psychic) || bend == Bend::ShowsBoth || bend == Bend::HidesOne {
            &[0]
        } else {
            &[0, 1]
        }
    }

    pub(crate) fn question_actions(&self, out: &mut Vec<Action>) {
        for spot in 0..self.places.len() as u8 {
            if self.can_question(spot) {
                for &slot in self.question_slots(spot) {
                    out.push(Action::Question { spot, slot });
                }
            }
        }
    }

    pub(crate) fn question(&mut self, spot: u8, slot: u8, events: &mut Vec<Event>) {
        let seat = self.active();
        let hour = self.hour;
        self.history.push(Entry::Questioned { hour, seat, spot });
        events.push(Event::Questioned { seat, spot, hour });
        let bend = self.places[usize::from(spot)].refugee.bend();
        let psychic = self.uses(Identity::Psychic);
        let looker = if bend == Bend::OtherEyes && !psychic { self.next_seat() } else { seat };
        let looks: Vec<Pos> =
            if psychic || bend == Bend::ShowsBoth { vec![Pos::new(spot, 0), Pos::new(spot, 1)] } else { vec![Pos::new(spot, slot)] };
        self.turn.first_look = self.sightings.len();
        for &at in &looks {
            self.sightings.push(Sighting { hour, seat: looker, from: at, at, by_question: true });
            events.push(Event::Saw { seat: looker, at, trait_: Some(self.trait_at(at)), picked_by: (looker != seat).then_some(seat) });
        }
        self.turn.questioned = Some(spot);
        self.turn.chosen = Some(Pos::new(spot, slot));
        self.turn.looked = looks;
        self.turn.claimant = Some(looker);
        self.turn.jerk_armed = self.places[usize::from(spot)].markers.is_empty();
        if bend == Bend::Shuffles {
            // The Geezer's stack is turned over once he has been questioned.
            self.swap_cards(Pos::new(spot, 0), Pos::new(spot, 1));
        }
        self.phase = Phase::Claim { claimant: looker };
    }

    /// Whether `seat`'s claim or vote is free of card text this turn (a Lawyer's).
    pub(crate) fn unbound(&self, seat: Seat) -> bool {
        self.uses(Identity::Lawyer) && seat == self.active()
    }

    /// The bindings of the traits the claimant saw this turn, as read at the question.
    pub(crate) fn seen_bindings(&self) -> Vec<Binding> {
        let n = self.turn.looked.len();
        self.sightings[self.turn.first_look..self.turn.first_look + n].iter().map(|s| self.trait_at(s.at).binding()).collect()
    }

    /// The claims `claimant` may make: both, unless a seen trait binds it
    /// (Jerk on a refugee without markers: "cultist"; Charmer: "not a
    /// cultist"; both at once cancel out).
    pub(crate) fn claim_options(&self, claimant: Seat) -> Vec<bool> {
        if self.unbound(claimant) {
            return vec![false, true];
        }
        let b = self.seen_bindings();
        let accuse = self.turn.jerk_armed && b.contains(&Binding::ForcesAccusation);
        let defend = b.contains(&Binding::ForcesDefence);
        match (accuse, defend) {
            (true, false) => vec![true],
            (false, true) => vec![false],
            _ => vec![false, true],
        }
    }

    pub(crate) fn claim(&mut self, seat: Seat, cultist: bool, events: &mut Vec<Event>) {
        let spot = self.turn.questioned.expect("a claim follows a question");
        self.history.push(Entry::Claimed { hour: self.hour, seat, spot, cultist });
        events.push(Event::Claimed { seat, spot, cultist });
        self.phase = if self.swap_targets().is_empty() { Phase::Vote } else { Phase::Swap };
    }

    /// The card the questioned refugee gives up in its swap, if its card asks for one.
    fn swap_source(&self) -> Option<(Pos, Bend)> {
        let chosen = self.turn.chosen?;
        match self.places[usize::from(chosen.spot)].refugee.bend() {
            Bend::SwapsSeen => Some((chosen, Bend::SwapsSeen)),
            Bend::SwapsUnseen => Some((Pos::new(chosen.spot, 1 - chosen.slot), Bend::SwapsUnseen)),
            _ => None,
        }
    }

    /// Cards a swap may take: of present, non-exhausted refugees other than
    /// the questioned one (the Undergrad: directly adjacent ones only); a
    /// stacked refugee offers only its top card.
    pub(crate) fn swap_targets(&self) -> Vec<Pos> {
        let Some((from, bend)) = self.swap_source() else { return Vec::new() };
        let spots: Vec<u8> = match bend {
            Bend::SwapsUnseen => self.adjacent(from.spot),
            _ => self.present_spots(),
        };
        let mut out = Vec::new();
        for s in spots.into_iter().filter(|s| *s != from.spot && self.exhausted != Some(*s)) {
            out.extend(self.reachable(s));
        }
        out
    }

    /// The cards of the refugee at `spot` that a swap may take.
    pub(crate) fn reachable(&self, spot: u8) -> Vec<Pos> {
        match self.places[usize::from(spot)].refugee.placement() {
            Placement::SideBySide => vec![Pos::new(spot, 0), Pos::new(spot, 1)],
            Placement::Stacked => vec![Pos::new(spot, 0)],
        }
    }

    pub(crate) fn swap_actions(&self) -> Vec<Action> {
        let mut v: Vec<Action> = self.swap_targets().into_iter().map(|with| Action::Swap { with }).collect();
        let optional = matches!(self.swap_source(), Some((_, Bend::SwapsUnseen))) || self.unbound(self.active());
        if optional {
            v.push(Action::NoSwap);
        }
        v
    }

    pub(crate) fn swap(&mut self, with: Option<Pos>, events: &mut Vec<Event>) {
        if let (Some(with), Some((from, _))) = (with, self.swap_source()) {
            self.swap_cards(from, with);
            self.history.push(Entry::Swapped { hour: self.hour, a: from, b: with });
            events.push(Event::Swapped { a: from, b: with });
        }
        self.phase = Phase::Vote;
    }

    /// Exchanges two face-down cards; every look follows its card.
    pub(crate) fn swap_cards(&mut self, a: Pos, b: Pos) {
        let ta = self.trait_at(a);
        let tb = self.trait_at(b);
        self.places[usize::from(a.spot)].traits[usize::from(a.slot)] = tb;
        self.places[usize::from(b.spot)].traits[usize::from(b.slot)] = ta;
        for s in &mut self.sightings {
            if s.at == a {
                s.at = b;
            } else if s.at == b {
                s.at = a;
            }
        }
    }
}
