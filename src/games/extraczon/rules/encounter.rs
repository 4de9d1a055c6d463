//! Site and Apex encounters: draw, resolve the Infected, roll HP, secure or lose.

use super::super::cards::{Bonus, CardId, ZombieId, APEX};
use super::super::event::Event;
use super::super::state::{ExtracZon, Phase, Roll, SiteStatus, Stage, Target};
use crate::engine::{PlayError, Seat};

impl ExtracZon {
    /// Drawn HP and Defense cards work only outside the Final Encounter.
    fn drawn_bonuses_on(&self) -> bool {
        !matches!(self.table.stage, Stage::Final { .. })
    }

    /// HP bonus now: the active card plus drawn HP cards still Unsecured.
    pub fn hp_bonus(&self, seat: Seat) -> u8 {
        let active = match self.active_bonus(seat) {
            Some(Bonus::Hp(n)) => n,
            _ => 0,
        };
        let drawn: u8 = if self.drawn_bonuses_on() {
            self.table
                .unsecured
                .iter()
                .filter_map(|c| match c.bonus() {
                    Some(Bonus::Hp(n)) => Some(n),
                    _ => None,
                })
                .sum()
        } else {
            0
        };
        active + drawn
    }

    /// The Zombie of the running encounter and its HP.
    pub(crate) fn target_zombie(&self) -> ZombieId {
        match self.table.encounter {
            Some(Target::Site(site)) => ZombieId::of_site(site),
            _ => APEX,
        }
    }

    pub(crate) fn roll_draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let die = self.roll(6);
        self.table.last_roll = Some(Roll::Draw { seat, die });
        events.push(Event::DrawRolled { seat, die });
        self.draw_cards(seat, die, events);
        self.use_defense(seat, events);
        self.resolve_infected(seat, events);
    }

    /// Every Defense effect (active card, then drawn Defense cards) ignores
    /// one Infected card, which is discarded.
    fn use_defense(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let mut sources: Vec<CardId> = Vec::new();
        if let (Some(Bonus::Defense), Some(card)) = (self.active_bonus(seat), self.table.active[seat]) {
            sources.push(card);
        }
        if self.drawn_bonuses_on() {
            sources.extend(self.table.unsecured.iter().copied().filter(|c| c.bonus() == Some(Bonus::Defense)));
        }
        for by in sources {
            let Some(i) = self.table.unsecured.iter().position(|c| c.is_infected()) else { break };
            let infected = self.table.unsecured.remove(i);
            self.discard(infected);
            events.push(Event::Defended { seat, by, infected });
        }
    }

    /// Unsecured cards that can be lost (Survivor and Tactical).
    pub(crate) fn losable(&self) -> Vec<CardId> {
        self.table.unsecured.iter().copied().filter(|c| c.is_securable()).collect()
    }

    /// When every losable card is the same kind the choice changes nothing,
    /// so the first is taken without asking.
    fn automatic_loss(&self) -> Option<CardId> {
        let cards = self.losable();
        let first = *cards.first()?;
        cards.iter().all(|c| c.kind() == first.kind()).then_some(first)
    }

    /// Each remaining Infected card goes, taking one losable card with it;
    /// stops to ask when the choice matters. Then the HP roll.
    pub(crate) fn resolve_infected(&mut self, seat: Seat, events: &mut Vec<Event>) {
        while let Some(i) = self.table.unsecured.iter().position(|c| c.is_infected()) {
            let infected = self.table.unsecured[i];
            let lost = match (self.losable().is_empty(), self.automatic_loss()) {
                (true, _) => None,
                (false, Some(card)) => Some(card),
                (false, None) => {
                    self.table.phase = Phase::ResolveInfected { infected };
                    return;
                }
            };
            self.lose_to_infected(seat, infected, lost, events);
        }
        self.table.phase = Phase::RollHp;
    }

    fn lose_to_infected(&mut self, seat: Seat, infected: CardId, lost: Option<CardId>, events: &mut Vec<Event>) {
        self.table.unsecured.retain(|c| *c != infected && Some(*c) != lost);
        self.discard(infected);
        if let Some(card) = lost {
            self.discard(card);
        }
        events.push(Event::InfectedResolved { seat, infected, lost });
    }

    /// The player's chosen card goes with an Infected card, or after a failed roll.
    pub(crate) fn lose_card(&mut self, seat: Seat, card: CardId, events: &mut Vec<Event>) -> Result<(), PlayError> {
        if !self.losable().contains(&card) {
            return Err(PlayError::Illegal("that card is not a Survivor in the Unsecured area".into()));
        }
        match self.table.phase {
            Phase::ResolveInfected { infected } => {
                self.lose_to_infected(seat, infected, Some(card), events);
                self.resolve_infected(seat, events);
            }
            _ => {
                self.table.unsecured.retain(|c| *c != card);
                self.discard(card);
                events.push(Event::CardLost { seat, card });
                self.table.phase = Phase::RollHp;
            }
        }
        Ok(())
    }

    pub(crate) fn roll_hp(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let dice = self.roll_four();
        let bonus = self.hp_bonus(seat);
        let zombie = self.target_zombie();
        let hp = zombie.hp();
        let total = dice.iter().sum::<u8>() + bonus;
        let success = total >= hp;
        self.table.last_roll = Some(Roll::Hp { seat, dice, bonus, hp });
        events.push(Event::HpRolled { seat, dice, bonus, total, hp, success });
        if success {
            self.contain(seat, zombie, events);
        } else if self.losable().is_empty() {
            self.fail(seat, events);
        } else if let Some(card) = self.automatic_loss() {
            self.table.unsecured.retain(|c| *c != card);
            self.discard(card);
            events.push(Event::CardLost { seat, card });
        } else {
            self.table.phase = Phase::LoseAfterFail;
        }
    }

    /// Success: secure every Unsecured card and take the Zombie.
    fn contain(&mut self, seat: Seat, zombie: ZombieId, events: &mut Vec<Event>) {
        let secured = std::mem::take(&mut self.table.unsecured);
        self.table.secured[seat].extend(secured.iter().copied());
        self.table.contained[seat].push(zombie);
        if let Some(site) = zombie.site() {
            self.table.sites[usize::from(site.0)] = SiteStatus::Contained(seat);
            self.table.last_success = Some(seat);
        }
        events.push(Event::Contained { seat, zombie, secured });
        self.end_turn(seat, events);
    }

    /// The final roll failed: a Site's Zombie escapes; the Apex stays for the next seat.
    fn fail(&mut self, seat: Seat, events: &mut Vec<Event>) {
        match self.table.encounter {
            Some(Target::Site(site)) => {
                self.table.sites[usize::from(site.0)] = SiteStatus::Escaped;
                self.table.last_failure = Some(seat);
                events.push(Event::Escaped { seat, site });
            }
            _ => events.push(Event::ApexHeld { seat }),
        }
        self.end_turn(seat, events);
    }
}
