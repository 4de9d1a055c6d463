//! Trick play: how likely a lead holds against the Infiltrator, which card to
//! lead, which to follow with, and how loudly to ask to lead.
//!
//! Only the bot seat's own hand and public facts are read. The Infiltrator's
//! face-down pile is used as a set of cards (which numbers are still unseen),
//! never in its order: that set follows from the public discard pile, the
//! trick and the Sabotage cards on BUILDINGs, so it is not a peek.

use crate::engine::Seat;
use crate::games::extinction_point::action::Action;
use crate::games::extinction_point::cards::{BunkerPower, Effect, InfCard, PlayerCard, Suit, Threat, Trigger};
use crate::games::extinction_point::rules::trick_values;
use crate::games::extinction_point::state::{ExtinctionPoint, Signal};

/// A lead that holds this often is signalled "I really want to lead"...
const SURE_LEAD: f64 = 0.85;
/// ... and this often, "I want to lead"; a weaker one steps back.
const FAIR_LEAD: f64 = 0.6;
/// How much a lead in a suit the settlement needs (0 to 1) adds to its chance.
const NEED_BONUS: f64 = 0.25;
/// A small cost per point of a card's keep value, so of two leads as good
/// the one worth less later is played.
const KEEP_COST: f64 = 0.004;
/// The chance to hold when no numbered Infiltrator card is left to reason on.
const UNKNOWN_CHANCE: f64 = 0.5;
/// How much the settlement wants a BUILDING trick while it has none, one,
/// and two or more: the first BUILDINGs are what everything else is built on.
const BUILDING_NEED: [f64; 3] = [1.0, 0.6, 0.4];

/// How much a card is worth keeping for a later trick of this hand (lower
/// is thrown first): its value, or what its ability can still do, on the
/// same 1-13 scale (a Wildcard is worth more than any plain 10).
pub fn keep_value(card: PlayerCard) -> f64 {
    let Some(sp) = card.special() else { return f64::from(card.value) };
    match sp.effect {
        Effect::Wildcard(_) => 10.5,
        Effect::WeakenInfiltrator(_) => 9.0,
        Effect::RallyHighest(_) => 8.0,
        Effect::TiesToPlayers => 6.5,
        Effect::SpareBunker => 7.0,
        Effect::SpareBuildings => 5.0,
        Effect::StrikeMothership(_) => 5.5,
        Effect::ExtraDamage(_) | Effect::ExtraPlacement => 4.5,
        Effect::SwitchLead => 4.0,
        Effect::ClearSabotage | Effect::InfiltratorPlaysLower => 3.5,
    }
}

/// One way to play a card into the trick, and whether the players would
/// then win it.
struct CardMove {
    action: Action,
    card: PlayerCard,
    /// Played as `PlayAndSwitchLead` (the Signal Flare's lead switch).
    switch: bool,
    wins: bool,
}

impl ExtinctionPoint {
    /// The numbered Infiltrator cards that may come up next.
    fn unseen_numbers(&self) -> Vec<(u8, bool)> {
        let pile = if self.infiltrator_deck.iter().any(|c| c.value().is_some()) {
            &self.infiltrator_deck
        } else {
            &self.table.infiltrator_discard
        };
        pile.iter()
            .filter_map(|c| match c {
                InfCard::Number { value, plus } => Some((*value, *plus)),
                InfCard::Sabotage(_) => None,
            })
            .collect()
    }

    /// Chance that a lone player card of effective value `v` holds against
    /// the Infiltrator's next card, given the standing effects and what the
    /// card itself does (`weaken`, `ties` to the players, `decoy`).
    fn hold_chance(&self, v: u8, weaken: u8, ties: bool, decoy: bool) -> f64 {
        let cards = self.unseen_numbers();
        if cards.is_empty() {
            return UNKNOWN_CHANCE;
        }
        let (power, threat) = (self.power(), self.threat());
        let hunter = if let Threat::Hunter(n) = threat { n } else { 0 };
        let jam = if let BunkerPower::Jamming(n) = power { n } else { 0 };
        let favour = ties || power == BunkerPower::TiesToPlayers;
        let against = threat == Threat::Overlord;
        let holds = |&(value, plus): &(u8, bool)| {
            let inf = (value + hunter).saturating_sub(jam + weaken);
            let to_us = if favour != against { favour } else { !plus };
            v > inf || (v == inf && to_us)
        };
        let p = cards.iter().filter(|c| holds(c)).count() as f64 / cards.len() as f64;
        // A Decoy or the Swarm makes the Infiltrator draw two: the lower or the higher.
        let swarm = threat == Threat::Swarm;
        match (decoy, swarm) {
            (true, false) => 1.0 - (1.0 - p) * (1.0 - p),
            (false, true) => p * p,
            _ => p,
        }
    }

    /// Chance that leading `card` wins the trick before anyone follows.
    pub(super) fn lead_chance(&self, card: PlayerCard) -> f64 {
        let (power, threat) = (self.power(), self.threat());
        let effect = card.special().map(|s| (s.trigger, s.effect));
        let mut v = match effect {
            Some((Trigger::InTrick, Effect::Wildcard(n))) => n,
            _ => card.value,
        };
        if let (BunkerPower::Forge(n), Suit::Weapon) = (power, card.suit) {
            v += n
        }
        if let BunkerPower::WarRoom(n) = power {
            v += n
        }
        if let Threat::Dread(n) = threat {
            v = v.saturating_sub(n)
        }
        if let Some((Trigger::InTrick, Effect::RallyHighest(n))) = effect {
            v += n
        }
        let weaken = match effect {
            Some((Trigger::InTrick, Effect::WeakenInfiltrator(n))) => n,
            _ => 0,
        };
        let ties = effect == Some((Trigger::InTrick, Effect::TiesToPlayers));
        let decoy = effect == Some((Trigger::IfFirst, Effect::InfiltratorPlaysLower));
        self.hold_chance(v, weaken, ties, decoy)
    }

    /// How much the settlement wants a trick of `suit`, as a table from 1
    /// (a gun to complete, the first BUILDING) down to 0.2 (a suit nothing
    /// waits for).
    pub(super) fn need(&self, suit: Suit) -> f64 {
        let s = &self.table.settlement;
        let unmanned = s.iter().any(|b| b.count(Suit::Weapon) > b.count(Suit::People));
        let unarmed = s.iter().any(|b| b.count(Suit::People) > b.count(Suit::Weapon));
        match suit {
            Suit::Building => BUILDING_NEED[s.len().min(BUILDING_NEED.len() - 1)],
            Suit::People if unmanned => 1.0,
            Suit::Weapon if unarmed => 1.0,
            Suit::People | Suit::Weapon if !s.is_empty() => 0.6,
            Suit::Shield if s.iter().any(|b| b.shield().is_none() && !b.attached.is_empty()) => 0.8,
            _ => 0.2,
        }
    }

    /// Election: ask loudly with a lead that almost surely holds, quietly
    /// with a fair one, and step back otherwise.
    pub(super) fn signal_choice(&self, seat: Seat) -> Action {
        let strength = self.best_lead_among(&self.hands[seat]).map_or(0.0, |c| self.lead_chance(c));
        let signal = if strength >= SURE_LEAD {
            Signal::ReallyLead
        } else if strength >= FAIR_LEAD {
            Signal::Lead
        } else {
            Signal::RatherNot
        };
        Action::Signal { signal }
    }

    /// A card into the trick. Leading blind: the best lead. Once the
    /// Infiltrator's card is known: the cheapest card that wins the trick;
    /// if the trick is won already or cannot be won, the cheapest card, and
    /// the last player of a lost trick plays a card that softens the attack.
    pub(super) fn play_choice(&self, seat: Seat, legal: &[Action]) -> Action {
        let cards: Vec<PlayerCard> = legal.iter().filter_map(|a| if let Action::Play { card } = a { Some(*card) } else { None }).collect();
        if self.table.trick.infiltrator.is_none() {
            if let Some(card) = self.best_lead_among(&cards) {
                return Action::Play { card };
            }
        }
        let moves = self.card_moves(seat, legal);
        let cheapest = |ok: &dyn Fn(&CardMove) -> bool| {
            moves.iter().filter(|m| ok(m)).min_by(|a, b| keep_value(a.card).total_cmp(&keep_value(b.card))).map(|m| m.action.clone())
        };
        // A won trick is where a won-trick ability pays: play it if it keeps the win.
        if let Some(m) = moves.iter().filter(|m| m.wins).max_by_key(|m| self.won_payoff(m.card)).filter(|m| self.won_payoff(m.card) > 0) {
            return m.action.clone();
        }
        if let Some(a) = cheapest(&|m| m.wins) {
            return a;
        }
        let last = self.table.trick.plays.len() + 1 == self.hands.len();
        if last {
            if let Some(card) = self.softener(&cards) {
                return Action::Play { card };
            }
        }
        let plain = cheapest(&|m| !m.switch && m.card.special().is_none_or(|s| s.trigger != Trigger::IfLost));
        plain.or_else(|| cheapest(&|_| true)).unwrap_or_else(|| legal[0].clone())
    }

    /// Every way to play a card, scored as it is played: a Signal Flare
    /// switches the lead only as `PlayAndSwitchLead`, so each of its two
    /// moves is tried for what it really does.
    fn card_moves(&self, seat: Seat, legal: &[Action]) -> Vec<CardMove> {
        let (power, threat) = (self.power(), self.threat());
        let mut t = self.table.clone();
        let mut moves = Vec::with_capacity(legal.len());
        for a in legal {
            let (card, switch) = match a {
                Action::Play { card } => (*card, false),
                Action::PlayAndSwitchLead { card } => (*card, true),
                _ => continue,
            };
            t.trick.plays.push((seat, card));
            if t.trick.plays.len() == 1 || switch {
                t.trick.lead = Some(card.suit);
            }
            let wins = trick_values(&t, power, threat).players_win();
            t.trick.plays.pop();
            t.trick.lead = self.table.trick.lead;
            moves.push(CardMove { action: a.clone(), card, switch, wins });
        }
        moves
    }

    /// The card to lead blind: likely to hold, in a suit the settlement wants.
    fn best_lead_among(&self, cards: &[PlayerCard]) -> Option<PlayerCard> {
        cards
            .iter()
            .map(|&c| (self.lead_chance(c) * (1.0 + NEED_BONUS * self.need(c.suit)) - KEEP_COST * keep_value(c), c))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, c)| c)
    }

    /// How much a won-trick ability would do now, as a rank (0: nothing; the
    /// highest is played): a Sniper's shot, a Purge with Sabotage to clear,
    /// a Foreman's second placement.
    fn won_payoff(&self, card: PlayerCard) -> u8 {
        let Some(sp) = card.special().filter(|s| s.trigger == Trigger::IfWon) else { return 0 };
        match sp.effect {
            Effect::StrikeMothership(_) => 3,
            Effect::ClearSabotage if self.table.settlement.iter().any(|b| b.sabotage.is_some()) => 2,
            Effect::ExtraPlacement if !self.table.settlement.is_empty() => 1,
            _ => 0,
        }
    }

    /// A lost-trick card worth playing into a lost trick, ranked best
    /// first (3, 2, 1): the Medic spares the Bunker, Blast Doors spare
    /// BUILDINGs worth keeping, Overcharge adds a shot when something fires.
    fn softener(&self, cards: &[PlayerCard]) -> Option<PlayerCard> {
        let unshielded = self.table.settlement.iter().any(|b| b.shield().is_none() && !b.attached.is_empty());
        let fires = self.firepower() > 0;
        cards
            .iter()
            .copied()
            .filter_map(|c| {
                let sp = c.special().filter(|s| s.trigger == Trigger::IfLost)?;
                match sp.effect {
                    Effect::SpareBunker => Some((3, c)),
                    Effect::SpareBuildings if unshielded => Some((2, c)),
                    Effect::ExtraDamage(_) if fires => Some((1, c)),
                    _ => None,
                }
            })
            .max_by_key(|(rank, _)| *rank)
            .map(|(_, c)| c)
    }
}
