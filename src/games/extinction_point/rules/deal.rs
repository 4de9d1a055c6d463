//! Hands: dealing seven cards, the rounds of a hand, drawing from face-down
//! piles that rebuild themselves from their discards.

use crate::engine::sort::sort_small;
use crate::engine::words::count;
use crate::engine::{Line, Outcome, OutcomeKind, PerSeat, Seat};
use crate::games::extinction_point::cards::{InfCard, PlayerCard};
use crate::games::extinction_point::event::{Event, Pile};
use crate::games::extinction_point::state::{ExtinctionPoint, Phase, Trick};

pub const HAND_SIZE: usize = 7;

impl ExtinctionPoint {
    /// Top card of the Player deck, reshuffling the discard pile when empty.
    pub(crate) fn draw_player(&mut self, events: &mut Vec<Event>) -> Option<PlayerCard> {
        if self.player_deck.is_empty() && !self.table.player_discard.is_empty() {
            self.player_deck = std::mem::take(&mut self.table.player_discard);
            self.rng.shuffle(&mut self.player_deck);
            events.push(Event::Reshuffled { pile: Pile::Player, cards: self.player_deck.len() });
        }
        self.player_deck.pop()
    }

    /// Top card of the Infiltrator deck, reshuffling its discard pile when empty.
    pub(crate) fn draw_infiltrator(&mut self, events: &mut Vec<Event>) -> Option<InfCard> {
        if self.infiltrator_deck.is_empty() && !self.table.infiltrator_discard.is_empty() {
            self.infiltrator_deck = std::mem::take(&mut self.table.infiltrator_discard);
            self.rng.shuffle(&mut self.infiltrator_deck);
            events.push(Event::Reshuffled { pile: Pile::Infiltrator, cards: self.infiltrator_deck.len() });
        }
        self.infiltrator_deck.pop()
    }

    /// Deals a new hand of seven to everyone, then opens the first election.
    /// Should the settlement hold so many cards that the piles cannot give
    /// everyone one card, the game is lost (see the docs; it needs 40+ cards
    /// built and kept).
    pub(crate) fn start_hand(&mut self, events: &mut Vec<Event>) {
        let n = self.hands.len();
        let available = self.player_deck.len() + self.table.player_discard.len();
        let each = HAND_SIZE.min(available / n);
        self.table.hand_no += 1;
        self.table.stats.hands_dealt += 1;
        events.push(Event::HandStarted { hand_no: self.table.hand_no });
        if each == 0 {
            self.end_game(false, "no cards were left to deal a new hand", events);
            return;
        }
        let mut dealt: PerSeat<Vec<PlayerCard>> = PerSeat::from_fn(n, |_| Vec::new());
        for _ in 0..each {
            for seat in Seat::all(n) {
                if let Some(card) = self.draw_player(events) {
                    dealt[seat].push(card);
                }
            }
        }
        for (seat, mut cards) in dealt.0.into_iter().enumerate() {
            sort_small(&mut cards);
            let seat = Seat(seat as u8);
            events.push(Event::Dealt { seat, count: cards.len() as u8, cards: cards.clone() });
            self.hands[seat] = cards;
        }
        self.table.round = 0;
        self.start_round(events);
    }

    /// A new round: the election opens.
    pub(crate) fn start_round(&mut self, events: &mut Vec<Event>) {
        let t = &mut self.table;
        t.round += 1;
        t.signals = PerSeat::from_fn(self.hands.len(), |_| None);
        t.leader = None;
        t.trick = Trick::default();
        t.phase = Phase::Election;
        events.push(Event::ElectionStarted { round: t.round });
    }

    /// The trick is over and built from: clear it, then the next round, or
    /// Pressing the Advantage when the hand is played out.
    pub(crate) fn end_round(&mut self, events: &mut Vec<Event>) {
        self.discard_trick(events);
        if self.table.outcome.is_some() {
            return;
        }
        if self.hands.0.iter().all(|h| h.is_empty()) {
            self.table.phase = Phase::Press;
        } else {
            self.start_round(events);
        }
    }

    /// Player cards still in the trick go to the Player discard pile, the
    /// Infiltrator's card to its own.
    pub(crate) fn discard_trick(&mut self, events: &mut Vec<Event>) {
        let trick = std::mem::take(&mut self.table.trick);
        let cards: Vec<PlayerCard> = trick.plays.iter().map(|(_, c)| *c).collect();
        if !cards.is_empty() {
            events.push(Event::TrickDiscarded { cards: cards.clone() });
        }
        self.table.player_discard.extend(cards);
        self.table.infiltrator_discard.extend(trick.infiltrator);
        self.table.infiltrator_discard.extend(trick.candidates);
    }

    /// Ends the game for everyone, with the story of it.
    pub(crate) fn end_game(&mut self, won: bool, why: &str, events: &mut Vec<Event>) {
        let n = self.hands.len();
        let s = &self.table.stats;
        let mut explanation = vec![Line::from(format!("{}: {why}.", if won { "Victory" } else { "Defeat" }))];
        explanation.push(Line::from(format!(
            "{} dealt; {} won, {} lost ({} went our way, {} the Infiltrator's).",
            count(s.hands_dealt, "hand", "hands"),
            count(s.tricks_won, "trick", "tricks"),
            s.tricks_lost,
            count(s.ties_won, "tie", "ties"),
            s.ties_lost
        )));
        explanation.push(Line::from(format!("The Mothership took {} damage; the Bunker took {}.", s.damage_dealt, s.damage_taken)));
        explanation.push(Line::from(format!(
            "{} built, {} destroyed; {} planted; {} of the advantage, {}.",
            count(s.buildings_built, "BUILDING", "BUILDINGs"),
            s.buildings_lost,
            count(s.sabotage_placed, "Sabotage card", "Sabotage cards"),
            count(s.presses, "press", "presses"),
            count(s.repairs, "repair", "repairs")
        )));
        let score = s.damage_dealt as i32;
        self.table.outcome = Some(Outcome {
            kind: OutcomeKind::Coop { won },
            place: PerSeat::from_fn(n, |_| if won { 0 } else { 1 }),
            score: PerSeat::from_fn(n, |_| score),
            explanation,
        });
        self.table.phase = Phase::Over;
        events.push(Event::GameOver { won });
    }
}
