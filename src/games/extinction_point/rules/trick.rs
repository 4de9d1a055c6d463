//! The Trick phase: sabotage first, the leader plays, the Infiltrator plays
//! second from its deck, the others follow clockwise; then the winner.

use crate::engine::sort::sort_small_by;
use crate::engine::Seat;
use crate::games::extinction_point::action::Action;
use crate::games::extinction_point::cards::{BunkerPower, Effect, InfCard, PlayerCard, Suit, Threat, Trigger};
use crate::games::extinction_point::event::Event;
use crate::games::extinction_point::state::{ExtinctionPoint, Phase, Table};
use serde::Serialize;

/// How the trick on the table scores (public: the board shows it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickValues {
    /// Each player card and what it counts for (None: not of the leading suit).
    pub players: Vec<(Seat, PlayerCard, Option<u8>)>,
    /// The Infiltrator's value after abilities, if its card is down.
    pub infiltrator: Option<u8>,
    /// The best player card of the leading suit (earliest on a tie).
    pub best: Option<(Seat, PlayerCard, u8)>,
    /// Who takes a tie with the Infiltrator.
    pub ties_to_players: bool,
}

impl TrickValues {
    /// True when the players take the trick (only meaningful once complete).
    pub fn players_win(&self) -> bool {
        let inf = self.infiltrator.unwrap_or(0);
        self.best.is_some_and(|(_, _, b)| b > inf || (b == inf && self.ties_to_players))
    }
}

fn effects_in(t: &Table, trigger: Trigger) -> impl Iterator<Item = (Seat, PlayerCard, Effect)> + '_ {
    t.trick.plays.iter().filter_map(move |&(seat, c)| c.special().filter(|s| s.trigger == trigger).map(|s| (seat, c, s.effect)))
}

/// The values of the trick under the active Bunker `power` and Mothership `threat`.
pub fn trick_values(t: &Table, power: BunkerPower, threat: Threat) -> TrickValues {
    let lead = t.trick.lead;
    let in_trick: Vec<Effect> = effects_in(t, Trigger::InTrick).map(|(_, _, e)| e).collect();
    let mut players: Vec<(Seat, PlayerCard, Option<u8>)> = t
        .trick
        .plays
        .iter()
        .enumerate()
        .map(|(i, &(seat, card))| {
            let wild = card.special().filter(|s| s.trigger == Trigger::InTrick).and_then(|s| match s.effect {
                Effect::Wildcard(v) => Some(v),
                _ => None,
            });
            let counts = wild.is_some() || Some(card.suit) == lead;
            let mut v = wild.unwrap_or(card.value);
            if let (BunkerPower::Forge(n), Suit::Weapon) = (power, card.suit) {
                v += n
            }
            if i == 0 {
                if let BunkerPower::WarRoom(n) = power {
                    v += n
                }
                if let Threat::Dread(n) = threat {
                    v = v.saturating_sub(n)
                }
            }
            (seat, card, counts.then_some(v))
        })
        .collect();
    let rally: u8 = in_trick.iter().map(|e| if let Effect::RallyHighest(n) = e { *n } else { 0 }).sum();
    let top = players.iter().enumerate().filter_map(|(i, p)| p.2.map(|v| (v, i))).max_by_key(|&(v, i)| (v, std::cmp::Reverse(i)));
    if let Some((_, i)) = top {
        players[i].2 = players[i].2.map(|v| v + rally);
    }
    let best =
        players.iter().filter_map(|&(s, c, v)| v.map(|v| (s, c, v))).fold(None, |acc: Option<(Seat, PlayerCard, u8)>, x| match acc {
            Some(a) if a.2 >= x.2 => Some(a),
            _ => Some(x),
        });
    let weaken: u8 = in_trick.iter().map(|e| if let Effect::WeakenInfiltrator(n) = e { *n } else { 0 }).sum();
    let mut infiltrator = t.trick.infiltrator.and_then(InfCard::value);
    if let Some(v) = infiltrator.as_mut() {
        if let Threat::Hunter(n) = threat {
            *v += n
        }
        if let BunkerPower::Jamming(n) = power {
            *v = v.saturating_sub(n)
        }
        *v = v.saturating_sub(weaken);
    }
    let favour = in_trick.contains(&Effect::TiesToPlayers) || power == BunkerPower::TiesToPlayers;
    let against = threat == Threat::Overlord;
    let plus = matches!(t.trick.infiltrator, Some(InfCard::Number { plus: true, .. }));
    let ties_to_players = if favour != against { favour } else { !plus };
    TrickValues { players, infiltrator, best, ties_to_players }
}

impl ExtinctionPoint {
    /// Start of the Trick phase: every sabotaged BUILDING owes its losses and
    /// fires its Sabotage power (unless the Night Watch is active).
    pub(super) fn start_trick(&mut self, events: &mut Vec<Event>) {
        self.table.losses.clear();
        self.table.trick = Default::default();
        if self.power() != BunkerPower::Vigilance {
            let per = if self.threat() == Threat::Saboteurs { 2 } else { 1 };
            let sabotaged: Vec<(PlayerCard, InfCard)> =
                self.table.settlement.iter().filter_map(|b| b.sabotage.map(|s| (b.card, s))).collect();
            for (building, sab) in sabotaged {
                self.queue_losses(building, sab, per);
                self.fire_sabotage(sab, building, events);
            }
        }
        self.continue_trick(events);
    }

    /// Runs the trick forward until a seat must choose or the trick is decided.
    pub(super) fn continue_trick(&mut self, events: &mut Vec<Event>) {
        loop {
            if self.table.outcome.is_some() {
                return;
            }
            if let Some(&building) = self.table.losses.first() {
                let options = self.loss_options(building);
                match options.len() {
                    0 => {
                        self.table.losses.remove(0);
                    }
                    1 => self.take_loss(building, options[0], events),
                    _ => {
                        self.table.phase = Phase::SabotageLoss { building };
                        return;
                    }
                }
                continue;
            }
            if self.infiltrator_due() {
                self.reveal_step(events);
                continue;
            }
            match self.next_player() {
                Some(seat) => self.table.phase = Phase::Play { seat },
                None => self.resolve_trick(events),
            }
            return;
        }
    }

    fn infiltrator_due(&self) -> bool {
        let t = &self.table.trick;
        t.infiltrator.is_none() && (!t.plays.is_empty() || self.power() == BunkerPower::Lookout)
    }

    /// The next seat clockwise from the leader that has not played.
    fn next_player(&self) -> Option<Seat> {
        let n = self.hands.len();
        let leader = self.table.leader?;
        (0..n).map(|k| Seat(((leader.index() + k) % n) as u8)).find(|s| self.table.trick.plays.iter().all(|(p, _)| p != s))
    }

    /// Turns up one Infiltrator card: a Sabotage card goes onto a BUILDING
    /// (and another card follows); a number becomes its play, or one of two
    /// candidates when a Decoy or the Swarm is in force.
    fn reveal_step(&mut self, events: &mut Vec<Event>) {
        let Some(card) = self.draw_infiltrator(events) else { return };
        events.push(Event::InfiltratorRevealed { card });
        if let InfCard::Sabotage(_) = card {
            self.place_sabotage(card, events);
            return;
        }
        let decoy =
            self.table.trick.plays.first().and_then(|(_, c)| c.special()).is_some_and(|s| s.effect == Effect::InfiltratorPlaysLower);
        let swarm = self.threat() == Threat::Swarm;
        let trick = &mut self.table.trick;
        trick.candidates.push(card);
        let needed = if decoy != swarm { 2 } else { 1 };
        if trick.candidates.len() < needed {
            return;
        }
        let key = |c: &InfCard| match c {
            InfCard::Number { value, plus } => (*value, *plus),
            InfCard::Sabotage(_) => (0, false),
        };
        let mut cands = std::mem::take(&mut trick.candidates);
        sort_small_by(&mut cands, |a, b| key(a) < key(b));
        let chosen = if decoy && !swarm { cands.remove(0) } else { cands.pop().unwrap_or(card) };
        trick.infiltrator = Some(chosen);
        for other in cands {
            events.push(Event::InfiltratorDiscarded { card: other });
            self.table.infiltrator_discard.push(other);
        }
    }

    /// The cards `seat` may play now: any card to lead; otherwise the leading
    /// suit if held, unless the card or a Bunker card frees it.
    /// A Signal Flare played into a trick led in another suit may also switch
    /// the lead (the player's choice: at two players a forced switch could
    /// throw away the partner's winning card).
    pub(super) fn play_actions(&self, seat: Seat) -> Vec<Action> {
        let hand = &self.hands[seat];
        let mut out = Vec::new();
        for &card in hand.iter().filter(|c| self.may_play(seat, **c)) {
            out.push(Action::Play { card });
            let flare = card.special().is_some_and(|sp| sp.effect == Effect::SwitchLead);
            if flare && self.table.trick.lead.is_some_and(|lead| lead != card.suit) {
                out.push(Action::PlayAndSwitchLead { card });
            }
        }
        out
    }

    fn may_play(&self, seat: Seat, card: PlayerCard) -> bool {
        let hand = &self.hands[seat];
        let Some(lead) = self.table.trick.lead else { return hand.contains(&card) };
        let free = self.power() == BunkerPower::OpenCouncil || (card.ignores_suit() && self.threat() != Threat::Interference);
        hand.contains(&card) && (card.suit == lead || free || hand.iter().all(|c| c.suit != lead))
    }

    pub(super) fn why_not_playable(&self, seat: Seat, card: PlayerCard) -> String {
        match self.table.trick.lead {
            _ if !self.hands[seat].contains(&card) => "that card is not in your hand".into(),
            Some(lead) if card.ignores_suit() => format!(
                "the active Mothership card (Interference) makes cards 1-4 follow suit: you hold a {} card, so play one",
                lead.name()
            ),
            Some(lead) => format!("you hold a {} card, so you must follow suit and play one", lead.name()),
            None => "that card cannot be played now".into(),
        }
    }

    pub(super) fn play_card(&mut self, seat: Seat, card: PlayerCard, switch_lead: bool, events: &mut Vec<Event>) {
        self.hands[seat].retain(|c| *c != card);
        let first = self.table.trick.plays.is_empty();
        self.table.trick.plays.push((seat, card));
        events.push(Event::Played { seat, card });
        if first {
            self.table.trick.lead = Some(card.suit);
        }
        if let Some(sp) = card.special() {
            match (sp.trigger, sp.effect) {
                (Trigger::IfFirst, _) if first && self.table.trick.infiltrator.is_none() => events.push(Event::Ability { card }),
                (Trigger::WhenPlayed, Effect::SwitchLead) if switch_lead && self.table.trick.lead != Some(card.suit) => {
                    self.table.trick.lead = Some(card.suit);
                    events.push(Event::Ability { card });
                    events.push(Event::LeadSwitched { suit: card.suit, by: card });
                }
                _ => {}
            }
        }
        self.continue_trick(events);
    }

    /// Every card is down: in-trick abilities, then the winner.
    fn resolve_trick(&mut self, events: &mut Vec<Event>) {
        let in_trick: Vec<PlayerCard> = effects_in(&self.table, Trigger::InTrick).map(|(_, c, _)| c).collect();
        events.extend(in_trick.into_iter().map(|card| Event::Ability { card }));
        let values = trick_values(&self.table, self.power(), self.threat());
        let inf = values.infiltrator.unwrap_or(0);
        let tie = values.best.is_some_and(|b| b.2 == inf);
        if values.players_win() {
            let Some((seat, card, value)) = values.best else { return };
            let s = &mut self.table.stats;
            s.tricks_won += 1;
            s.ties_won += u32::from(tie);
            self.table.last_winner = seat;
            events.push(Event::TrickWon { seat, card, value, infiltrator: inf, tie });
            let won: Vec<PlayerCard> = effects_in(&self.table, Trigger::IfWon).map(|(_, c, _)| c).collect();
            self.won_abilities(won, events);
        } else {
            let s = &mut self.table.stats;
            s.tricks_lost += 1;
            s.ties_lost += u32::from(tie);
            events.push(Event::TrickLost { infiltrator: inf, best: values.best.map(|b| b.2), tie });
            self.trick_lost(events);
        }
    }
}
