//! Battles: the Mothership's attack after a lost trick, the players' attack
//! when pressing the advantage, and Bunker repairs.
//!
//! The Bunker and Mothership cards face up when a battle starts stay in force
//! to its end; newly exposed cards are shown only after it.
//! A pressed attack is the whole battle, as the rulebook says ("follow the
//! same steps"): the settlement fires at the Mothership, then the Mothership
//! answers: unshielded BUILDINGs fall, SHIELDs are spent and the Bunker is hit.
//! Only lost-trick abilities (Medic, Blast Doors, Overcharge) are missing,
//! since no trick was lost.

use crate::games::extinction_point::action::Action;
use crate::games::extinction_point::cards::{BuildingPower, BunkerPower, Effect, PlayerCard, Suit, Threat, Trigger};
use crate::games::extinction_point::event::{Attacker, Event, Pile};
use crate::games::extinction_point::state::{Building, ExtinctionPoint, Phase};

/// What lost-trick abilities change in the coming attack.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BattleMods {
    pub spare_bunker: bool,
    pub spare_buildings: bool,
    pub extra: u8,
}

/// Manned WEAPONs of one BUILDING: one PEOPLE mans one WEAPON (two with the
/// Drill Hall); a Turret fires one more WEAPON unmanned.
pub fn building_fire(b: &Building, drills: bool) -> u8 {
    let weapons = b.count(Suit::Weapon);
    let crew = b.count(Suit::People) * if drills { 2 } else { 1 };
    let mut manned = weapons.min(crew);
    if weapons > manned && b.card.building_ability().is_some_and(|d| d.power == BuildingPower::Turret) {
        manned += 1;
    }
    manned as u8
}

impl ExtinctionPoint {
    /// Damage the settlement deals in a battle under the active cards.
    pub fn firepower(&self) -> u8 {
        let drills = self.power() == BunkerPower::Drills;
        let mut total: u8 = self.table.settlement.iter().map(|b| building_fire(b, drills)).sum();
        let stored = |s: Suit| self.table.storage.iter().any(|c| c.suit == s);
        if self.power() == BunkerPower::StorageFires && stored(Suit::Weapon) && stored(Suit::People) {
            total += 1;
        }
        total
    }

    /// Damage the settlement's guns deal to the Mothership in a battle
    /// now: manned WEAPONs, with a lost trick's `extra` and the Bunker's
    /// Targeting when anything fires, less 1 under the Armour.
    pub fn battle_damage(&self, extra: u8) -> u8 {
        let fired = self.firepower();
        let mut damage = fired;
        if fired > 0 {
            damage += extra + if let BunkerPower::Targeting(n) = self.power() { n } else { 0 };
        }
        if self.threat() == Threat::Armour {
            damage = damage.saturating_sub(1);
        }
        damage
    }

    /// The players lost the trick: lost-trick abilities, the attack, then
    /// every hand is discarded and a new one dealt.
    pub(super) fn trick_lost(&mut self, events: &mut Vec<Event>) {
        let mut mods = BattleMods::default();
        let lost: Vec<(PlayerCard, Effect)> = self
            .table
            .trick
            .plays
            .iter()
            .filter_map(|&(_, c)| c.special().filter(|s| s.trigger == Trigger::IfLost).map(|s| (c, s.effect)))
            .collect();
        for (card, effect) in lost {
            events.push(Event::Ability { card });
            match effect {
                Effect::SpareBunker => mods.spare_bunker = true,
                Effect::SpareBuildings => mods.spare_buildings = true,
                Effect::ExtraDamage(n) => mods.extra += n,
                _ => {}
            }
        }
        self.battle(Attacker::Mothership, mods, events);
        self.discard_trick(events);
        if self.table.outcome.is_some() {
            return;
        }
        let cards: Vec<PlayerCard> = self.hands.0.iter_mut().flat_map(std::mem::take).collect();
        events.push(Event::HandsDiscarded { cards: cards.clone() });
        self.table.player_discard.extend(cards);
        self.start_hand(events);
    }

    pub(super) fn battle(&mut self, attacker: Attacker, mods: BattleMods, events: &mut Vec<Event>) {
        let (power, threat) = (self.power(), self.threat());
        let (bunker_top, mothership_top) = (self.bunker_top(), self.mothership_top());
        events.push(Event::BattleStarted { attacker, bunker: bunker_top, mothership: mothership_top });
        let damage = self.battle_damage(mods.extra);
        if damage > 0 {
            self.damage_mothership(damage, false, events);
            if self.table.outcome.is_some() {
                return;
            }
        } else {
            // Said, so a table that attacked with no manned WEAPON reads why nothing was hit.
            events.push(Event::NothingHit { fired: self.firepower() });
        }
        self.attack_settlement(power, threat, mods, events);
        if self.table.outcome.is_some() {
            return;
        }
        if self.mothership_top() != mothership_top {
            events.push(Event::MothershipRevealed { card: self.mothership_top() });
        }
        if self.bunker_top() != bunker_top {
            events.push(Event::BunkerRevealed { card: self.bunker_top() });
        }
    }

    /// Steps 3-5 of the Mothership's attack.
    fn attack_settlement(&mut self, power: BunkerPower, threat: Threat, mods: BattleMods, events: &mut Vec<Event>) {
        if !mods.spare_buildings {
            self.destroy_buildings(threat, events);
        }
        if power != BunkerPower::ShieldsHold {
            let mut removed = Vec::new();
            for b in &mut self.table.settlement {
                removed.extend(b.attached.iter().filter(|c| c.suit == Suit::Shield).copied());
                b.attached.retain(|c| c.suit != Suit::Shield);
            }
            if !removed.is_empty() {
                self.table.player_discard.extend(removed.iter().copied());
                events.push(Event::ShieldsRemoved { cards: removed });
            }
        }
        if threat == Threat::Drones {
            for b in &mut self.table.settlement {
                let lowest = b.attached.iter().filter(|c| c.suit == Suit::People).min().copied();
                if let Some(card) = lowest {
                    b.attached.retain(|c| *c != card);
                    self.table.player_discard.push(card);
                    events.push(Event::CardLost { building: b.card, card });
                }
            }
        }
        if threat == Threat::Harvester && !self.table.storage.is_empty() {
            let cards = std::mem::take(&mut self.table.storage);
            self.table.player_discard.extend(cards.iter().copied());
            events.push(Event::StorageLost { cards });
        }
        let mut hit = 1 + if let Threat::Bombardment(n) = threat { n } else { 0 };
        if mods.spare_bunker {
            hit = 0;
        }
        if hit > 0 && self.bulwark_absorbs(events) {
            hit -= 1;
        }
        if hit > 0 {
            self.damage_bunker(hit, events);
        }
    }

    /// A standing Bulwark takes 1 of the Bunker's damage, and doing so spends
    /// its SHIELD even under the Shield Generator (which otherwise keeps
    /// SHIELDs on). Without that cost a shielded Bulwark under the Shield
    /// Generator made the Bunker immune for the rest of the game: the Bulwark
    /// never fell, and the Bunker card only changes when the Bunker is hit.
    fn bulwark_absorbs(&mut self, events: &mut Vec<Event>) -> bool {
        let bulwark = |b: &&mut Building| b.card.building_ability().is_some_and(|d| d.power == BuildingPower::Bulwark);
        let Some(b) = self.table.settlement.iter_mut().find(bulwark) else { return false };
        let shield = b.shield();
        if let Some(shield) = shield {
            b.attached.retain(|c| *c != shield);
            self.table.player_discard.push(shield);
        }
        events.push(Event::BulwarkAbsorbed { building: b.card, shield });
        true
    }

    /// Unshielded BUILDINGs fall (a SHIELD of the Piercer's value or less
    /// does not count); the Orbital Strike also takes the highest one.
    fn destroy_buildings(&mut self, threat: Threat, events: &mut Vec<Event>) {
        let pierce = if let Threat::Piercer(n) = threat { n } else { 0 };
        let strike = (threat == Threat::OrbitalStrike).then(|| self.table.settlement.iter().map(|b| b.card).max()).flatten();
        let (fallen, standing): (Vec<Building>, Vec<Building>) = std::mem::take(&mut self.table.settlement)
            .into_iter()
            .partition(|b| Some(b.card) == strike || b.shield().is_none_or(|s| s.value <= pierce));
        self.table.settlement = standing;
        for b in fallen {
            self.table.stats.buildings_lost += 1;
            events.push(Event::BuildingDestroyed { building: b.card, cards: b.attached.clone() });
            self.table.player_discard.push(b.card);
            self.table.player_discard.extend(b.attached);
            self.table.infiltrator_discard.extend(b.sabotage);
        }
    }

    /// Takes up to `n` cards off the Mothership; VICTORY showing wins at once.
    /// `reveal` shows the new top card now (outside a battle).
    pub(super) fn damage_mothership(&mut self, n: u8, reveal: bool, events: &mut Vec<Event>) {
        let taken = n.min(self.mothership_health());
        for _ in 0..taken {
            if let Some(card) = self.mothership.pop() {
                self.table.mothership_discard.push(card);
            }
        }
        self.table.stats.damage_dealt += u32::from(taken);
        events.push(Event::MothershipDamaged { amount: taken, health: self.mothership_health() });
        if self.mothership_health() == 0 {
            events.push(Event::MothershipRevealed { card: self.mothership_top() });
            self.end_game(true, "the Mothership is destroyed and VICTORY shows", events);
        } else if reveal && taken > 0 {
            events.push(Event::MothershipRevealed { card: self.mothership_top() });
        }
    }

    fn damage_bunker(&mut self, n: u8, events: &mut Vec<Event>) {
        let taken = n.min(self.bunker_health());
        for _ in 0..taken {
            if let Some(card) = self.bunker.pop() {
                self.table.bunker_discard.push(card);
            }
        }
        self.table.stats.damage_taken += u32::from(taken);
        events.push(Event::BunkerDamaged { amount: taken, health: self.bunker_health() });
        if self.bunker_health() == 0 {
            events.push(Event::BunkerRevealed { card: self.bunker_top() });
            self.end_game(false, "the Bunker has fallen and DEFEAT shows", events);
        }
    }

    fn can_repair(&self) -> bool {
        self.threat() != Threat::Regenerator && self.repair_card_left()
    }

    /// A Bunker card to repair with: in the supply, or in its discards.
    fn repair_card_left(&self) -> bool {
        !(self.bunker_supply.is_empty() && self.table.bunker_discard.is_empty())
    }

    /// The rulebook's "may": the players may also let the advantage pass,
    /// which matters when the only press left is an attack (under the
    /// Regenerator or the Rally Point, or with no Bunker card to repair
    /// with) whose answer would cost the Bunker or the game. Until rules
    /// version 4 a single way to press happened without asking.
    pub(super) fn press_actions(&self) -> Vec<Action> {
        let mut out = vec![Action::PressAttack];
        if self.can_repair() && self.power() != BunkerPower::FullPress {
            out.push(Action::PressRepair);
        }
        out.push(Action::PressDecline);
        out
    }

    /// The advantage let pass: the next hand, with nothing else changed.
    pub(super) fn decline_press(&mut self, events: &mut Vec<Event>) {
        events.push(Event::PressDeclined);
        self.table.phase = Phase::Election;
        self.start_hand(events);
    }

    /// The Bunker and Mothership cards face up when the press begins rule the
    /// whole press, as they rule a whole battle: the Rally Point (attack and
    /// repair) and the Regenerator (no repair) are both read before the
    /// attack, so a card the attack exposes or removes changes nothing until
    /// the next press. Rules version 3; version 2 read the Regenerator after
    /// the attack, so shooting it off let a Rally Point repair, and exposing
    /// it cancelled the Rally Point's repair.
    pub(super) fn press(&mut self, attack: bool, events: &mut Vec<Event>) {
        self.table.stats.presses += 1;
        let full = self.power() == BunkerPower::FullPress;
        let regenerator = self.threat() == Threat::Regenerator;
        if attack {
            self.battle(Attacker::Players, BattleMods::default(), events);
        }
        if self.table.outcome.is_some() {
            return;
        }
        if (!attack || full) && !regenerator && self.repair_card_left() {
            self.repair(events);
        }
        self.table.phase = Phase::Election;
        self.start_hand(events);
    }

    /// The Bunker supply's top card goes in second from the bottom, above
    /// DEFEAT. An empty supply is rebuilt from the Bunker discard pile first.
    fn repair(&mut self, events: &mut Vec<Event>) {
        if self.bunker_supply.is_empty() {
            self.bunker_supply = std::mem::take(&mut self.table.bunker_discard);
            self.rng.shuffle(&mut self.bunker_supply);
            events.push(Event::Reshuffled { pile: Pile::BunkerSupply, cards: self.bunker_supply.len() });
        }
        let Some(card) = self.bunker_supply.pop() else {
            events.push(Event::RepairFailed);
            return;
        };
        self.bunker.insert(1, card);
        self.table.stats.repairs += 1;
        events.push(Event::Repaired { health: self.bunker_health() });
    }
}
