//! Extinction Point's heuristics for the generic search bot.
//!
//! The playout policy (what the Easy level plays, and what Normal and Hard
//! play out with) reads only the acting seat's hand and the public table:
//! - Election: signal by the best lead in hand (a card that almost surely
//!   holds against the Infiltrator asks loudly to lead);
//! - Trick: lead the card most likely to hold, in a suit the settlement
//!   needs; follow with the cheapest card that wins, throw the cheapest card
//!   when the trick is won already or cannot be won, and soften a lost
//!   trick's attack (Medic, Blast Doors, Overcharge) as its last player;
//! - Activity: build greedily by what the settlement is worth (BUILDINGs
//!   first, then PEOPLE and WEAPONs that man guns, SHIELDs over cards worth
//!   keeping), clear Sabotage that eats a loaded BUILDING, give up the least
//!   useful card to Sabotage, and press the advantage by attacking when the
//!   guns can hurt, repairing when the Bunker is low, nothing fires, or the
//!   Mothership's answering hit would destroy the Bunker.
//!
//! `evaluate` is shared by every seat (co-operative): the Bunker's health
//! against the Mothership's, the settlement's firepower and worth.

mod tricks;
pub mod worth;

use super::action::Action;
use super::cards::{BunkerPower, Threat};
use super::state::{ExtinctionPoint, Phase};
use crate::engine::bot::{BotHooks, BotLevel};
use crate::engine::{Game, GameRng, Seat};
use worth::{after, after_loss, settlement_worth};

/// Playout moves before the position is scored: about one trick at a full
/// table, so a Normal decision fits the browser's time budget.
const PLAYOUT_DEPTH: usize = 12;

impl ExtinctionPoint {
    fn worth_now(&self) -> f64 {
        settlement_worth(&self.table.settlement, &self.table.storage, self.power())
    }

    /// The legal action whose resulting settlement is worth most; ties keep
    /// the earlier action (`FinishBuilding` comes last, so it only wins
    /// when nothing helps).
    fn best_build(&self, legal: &[Action]) -> Action {
        let (s, st, power) = (&self.table.settlement, &self.table.storage, self.power());
        let base = self.worth_now();
        let mut best = (0.0, legal[legal.len() - 1].clone());
        for a in legal {
            let gain = match a {
                Action::FinishBuilding => 0.0,
                _ => {
                    let (s2, st2) = after(s, st, a);
                    settlement_worth(&s2, &st2, power) - base
                }
            };
            if gain > best.0 + EQUAL_WITHIN {
                best = (gain, a.clone());
            }
        }
        best.1
    }

    /// The card a sabotaged `building` can best spare.
    fn best_loss(&self, building: super::cards::PlayerCard, legal: &[Action]) -> Action {
        let power = self.power();
        let score = |a: &Action| match a {
            Action::SabotageLoss { card } => {
                settlement_worth(&after_loss(&self.table.settlement, building, *card), &self.table.storage, power)
            }
            _ => f64::MIN,
        };
        pick_max(legal, score)
    }

    /// Damage a pressed attack would deal now.
    fn press_damage(&self) -> u8 {
        let fired = self.firepower();
        let mut d = fired;
        if fired > 0 {
            if let BunkerPower::Targeting(n) = self.power() {
                d += n;
            }
        }
        // The Armour threat takes 1 off every attack (as rules/battle.rs).
        if self.threat() == Threat::Armour {
            d.saturating_sub(1)
        } else {
            d
        }
    }

    /// What a pressed attack would end in, played out on a copy: `Some(true)`
    /// if it destroys the Mothership, `Some(false)` if the Mothership's answer
    /// (unshielded BUILDINGs fall, the Bunker is hit, less a standing Bulwark's
    /// share, more under Bombardment) destroys the Bunker, `None` otherwise.
    fn attack_ends_game(&self) -> Option<bool> {
        let mut g = self.clone();
        g.apply(self.table.last_winner, &Action::PressAttack).ok()?;
        if g.mothership_health() == 0 {
            Some(true)
        } else if g.bunker_health() == 0 {
            Some(false)
        } else {
            None
        }
    }

    fn press_choice(&self, legal: &[Action]) -> Action {
        let damage = self.press_damage();
        let ends = self.attack_ends_game();
        let attack = match ends {
            Some(won) => won,
            None => damage >= PRESS_DAMAGE_WORTH_IT || (damage == 1 && self.bunker_health() >= PRESS_SAFE_BUNKER),
        };
        let want = if attack { Action::PressAttack } else { Action::PressRepair };
        if legal.contains(&want) {
            want
        } else if self.power() == BunkerPower::FullPress && ends != Some(false) {
            // The Rally Point's press repairs what its answer costs the Bunker.
            Action::PressAttack
        } else {
            // No repair to make: an attack not worth its answer is let pass.
            Action::PressDecline
        }
    }
}

// The weights of the bot's judgement. Tuned by hand on the benches
// (benches/extinction_point.rs: win rates per difficulty and table size);
// changing one changes how the bots play.

/// Press with an attack that deals at least this much damage...
const PRESS_DAMAGE_WORTH_IT: u8 = 2;
/// ... or with 1 damage when the Bunker has this much health to take the answer.
const PRESS_SAFE_BUNKER: u8 = 3;
/// A point of Mothership health against one of the Bunker's: the Mothership
/// must be worn down, so its health weighs more than the Bunker's 1.
const MOTHERSHIP_WEIGHT: f64 = 1.4;
/// A point of firepower: nearly a point of damage in every coming battle.
const FIRE_WEIGHT: f64 = 0.9;
/// The settlement's worth (bot/worth.rs), in points of health.
const SETTLEMENT_WEIGHT: f64 = 0.25;
/// How wide a lead in points moves the score from 0.5 towards 0 or 1.
const SPREAD: f64 = 2.5;
/// Gains closer than this are equal (the earlier action wins), so float
/// noise in a sum never decides a build.
const EQUAL_WITHIN: f64 = 1e-9;

fn pick_max(legal: &[Action], score: impl Fn(&Action) -> f64) -> Action {
    let mut best = (f64::MIN, &legal[0]);
    for a in legal {
        let s = score(a);
        if s > best.0 {
            best = (s, a);
        }
    }
    best.1.clone()
}

impl BotHooks for ExtinctionPoint {
    fn playout_action(&self, seat: Seat, legal: &[Action], _rng: &mut GameRng) -> Action {
        if legal.len() == 1 {
            return legal[0].clone();
        }
        let choice = match &self.table.phase {
            Phase::Election => self.signal_choice(seat),
            Phase::Play { .. } => self.play_choice(seat, legal),
            Phase::SabotageLoss { building } => self.best_loss(*building, legal),
            Phase::ClearSabotage { .. } | Phase::Build { .. } => self.best_build(legal),
            Phase::Press => self.press_choice(legal),
            Phase::Over => legal[0].clone(),
        };
        if legal.contains(&choice) {
            choice
        } else {
            legal[0].clone()
        }
    }

    /// The same for every seat: Bunker health against Mothership health,
    /// plus the guns and the settlement that will fight the next battles.
    fn evaluate(&self, _seat: Seat) -> f64 {
        let b = f64::from(self.bunker_health());
        let m = f64::from(self.mothership_health());
        let fire = f64::from(self.firepower());
        let x = b - MOTHERSHIP_WEIGHT * m + FIRE_WEIGHT * fire + SETTLEMENT_WEIGHT * self.worth_now();
        // The logistic curve: 0.5 when even, towards 1 with the lead.
        1.0 / (1.0 + (-x / SPREAD).exp())
    }

    fn playout_depth(_level: BotLevel) -> usize {
        PLAYOUT_DEPTH
    }
}
