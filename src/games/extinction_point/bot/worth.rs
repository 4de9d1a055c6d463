//! What the settlement is worth to the players, as one number, and what each
//! building choice (place, move from storage, lose a card to Sabotage, clear
//! Sabotage) would do to it. The bot builds greedily on these figures.
//!
//! The weights say why a card matters: a manned WEAPON deals damage in every
//! battle, a SHIELD keeps its BUILDING (and its crew) through an attack, and a
//! Sabotage card eats a card at the start of every trick until removed.

use crate::games::extinction_point::action::Action;
use crate::games::extinction_point::cards::{BuildingPower, BunkerPower, PlayerCard, SabotagePower, Suit};
use crate::games::extinction_point::rules::building_fire;
use crate::games::extinction_point::state::{Building, Spot};

/// A manned WEAPON: damage in every battle, the settlement's reason to be.
const GUN: f64 = 2.2;
/// A card in Bunker storage: safe, and ready to move onto a BUILDING.
const STORED_CARD: f64 = 0.55;
/// The Armoury Vault firing from storage: most of a gun.
const ARMOURY_GUN: f64 = 1.5;

/// A BUILDING itself: the ground every other card stands on.
const BUILDING: f64 = 1.0;
/// Half a gun: a WEAPON waiting for PEOPLE (counted up to two) or PEOPLE
/// waiting for a WEAPON (up to one): one card from firing.
const WAITING_WEAPON: f64 = 0.9;
const WAITING_WEAPONS_COUNTED: f64 = 2.0;
const WAITING_PEOPLE: f64 = 0.7;
const WAITING_PEOPLE_COUNTED: f64 = 1.0;
/// A SHIELD keeps its BUILDING through an attack: a base, more for each gun
/// it keeps firing, a little for each card it keeps.
const SHIELD: f64 = 0.7;
const SHIELD_PER_GUN: f64 = 0.8;
const SHIELD_PER_CARD: f64 = 0.15;
/// A Sabotage card: a loss, and a card eaten at every trick, so worse the
/// more cards it can eat; Arson eats a second card each time.
const SABOTAGE: f64 = 1.2;
const SABOTAGE_PER_CARD: f64 = 0.9;
const ARSON_FACTOR: f64 = 1.5;

/// One BUILDING with what it carries.
pub fn building_worth(b: &Building, drills: bool) -> f64 {
    let fire = f64::from(building_fire(b, drills));
    let weapons = b.count(Suit::Weapon) as f64;
    let people = b.count(Suit::People) as f64;
    let mut w = BUILDING + GUN * fire;
    w += WAITING_WEAPON * (weapons - fire).clamp(0.0, WAITING_WEAPONS_COUNTED);
    w += WAITING_PEOPLE * (people - fire).clamp(0.0, WAITING_PEOPLE_COUNTED);
    if b.shield().is_some() {
        w += SHIELD + SHIELD_PER_GUN * fire + SHIELD_PER_CARD * b.attached.len() as f64;
    }
    if let Some(sab) = b.sabotage {
        let arson = sab.sabotage().is_some_and(|d| d.power == SabotagePower::Arson);
        w -= SABOTAGE + SABOTAGE_PER_CARD * b.attached.len() as f64 * if arson { ARSON_FACTOR } else { 1.0 };
    }
    w + ability_worth(b.card.building_ability().map(|d| d.power))
}

/// A BUILDING's own ability, on the same scale as its cards (a gun is
/// 2.2): the Bulwark spares the Bunker a point in each attack, the Workshop
/// takes any card, the Lookout keeps Sabotage away; the Turret's gun is
/// already counted as fire.
fn ability_worth(power: Option<BuildingPower>) -> f64 {
    match power {
        Some(BuildingPower::Bulwark) => 1.5,
        Some(BuildingPower::Workshop) => 0.5,
        Some(BuildingPower::Lookout) => 0.4,
        Some(BuildingPower::Turret) | None => 0.0,
    }
}

/// The whole settlement plus Bunker storage.
pub fn settlement_worth(settlement: &[Building], storage: &[PlayerCard], power: BunkerPower) -> f64 {
    let drills = power == BunkerPower::Drills;
    let built: f64 = settlement.iter().map(|b| building_worth(b, drills)).sum();
    let stored = storage.len() as f64 * STORED_CARD;
    let armoury = power == BunkerPower::StorageFires
        && storage.iter().any(|c| c.suit == Suit::Weapon)
        && storage.iter().any(|c| c.suit == Suit::People);
    built + stored + if armoury { ARMOURY_GUN } else { 0.0 }
}

/// The settlement and storage after one building action (other actions leave
/// them as they are). Cheap: only these two piles are copied.
pub fn after(settlement: &[Building], storage: &[PlayerCard], action: &Action) -> (Vec<Building>, Vec<PlayerCard>) {
    let mut s = settlement.to_vec();
    let mut st = storage.to_vec();
    let on = |s: &mut Vec<Building>, b: PlayerCard, card: PlayerCard| {
        if let Some(b) = s.iter_mut().find(|x| x.card == b) {
            b.attached.push(card);
        }
    };
    match *action {
        Action::Place { card, to: Spot::Settlement } => s.push(Building { card, attached: Vec::new(), sabotage: None }),
        Action::Place { card, to: Spot::Building(b) } => on(&mut s, b, card),
        Action::Place { card, to: Spot::Bunker } => st.push(card),
        Action::MoveStored { card, building } => {
            st.retain(|c| *c != card);
            on(&mut s, building, card);
        }
        Action::RemoveSabotage { building } => {
            if let Some(b) = s.iter_mut().find(|x| x.card == building) {
                b.sabotage = None;
            }
        }
        _ => {}
    }
    (s, st)
}

/// The settlement after a sabotaged `building` loses `card`.
pub fn after_loss(settlement: &[Building], building: PlayerCard, card: PlayerCard) -> Vec<Building> {
    let mut s = settlement.to_vec();
    if let Some(b) = s.iter_mut().find(|x| x.card == building) {
        b.attached.retain(|c| *c != card);
    }
    s
}
