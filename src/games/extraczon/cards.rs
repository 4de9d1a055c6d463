//! The ExtracZon cards: 90 ExtracZon cards and 25 Zombie cards, as const data.
//!
//! Counts are the rulebook's (54 Survivor, 18 Tactical Survivor, 18 Infected
//! Survivor; Zombies 4 each of HP 12..=17 plus the Apex at 19). The rulebook
//! does not say how the 18 Tactical cards split over their five bonuses; this
//! project's split (documented in docs/games/extraczon.md) is:
//! HP +1 x4, HP +2 x3, Movement +1 x4, Movement +2 x3, Defense x4.
//! Names are flavour only.

use super::board::{SiteId, APEX_HP, SITES};
use serde::{Deserialize, Serialize};

/// One of the 90 ExtracZon cards, 0..90.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u8);

/// What a Tactical Survivor card gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bonus {
    /// Adds this much to HP rolls.
    Hp(u8),
    /// Adds this much to Movement rolls.
    Movement(u8),
    /// Ignores (and discards) one Infected Survivor card.
    Defense,
}

/// The three kinds of ExtracZon card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardKind {
    Survivor,
    Tactical(Bonus),
    Infected,
}

/// One card as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    pub kind: CardKind,
    /// Flavour name.
    pub name: &'static str,
    /// Flavour role (survivors) or a short effect text (tactical, infected).
    pub role: &'static str,
}

pub const CARD_COUNT: usize = 90;
pub const SURVIVORS: usize = 54;
pub const TACTICALS: usize = 18;
pub const INFECTEDS: usize = 18;

/// Survivor flavour: 18 names, each printed three times (54 cards).
const SURVIVOR_FLAVOUR: [(&str, &str); 18] = [
    ("Mara", "nurse"),
    ("Dev", "mechanic"),
    ("Ines", "teacher"),
    ("Olu", "farmer"),
    ("Rosa", "courier"),
    ("Tomas", "chef"),
    ("Wen", "student"),
    ("Kofi", "electrician"),
    ("Lena", "pilot"),
    ("Sami", "plumber"),
    ("Ada", "chemist"),
    ("Yuri", "bus driver"),
    ("Noor", "paramedic"),
    ("Pavel", "carpenter"),
    ("June", "librarian"),
    ("Emeka", "firefighter"),
    ("Hana", "radio operator"),
    ("Bram", "baker"),
];

/// The Tactical split: (bonus, how many, name, effect text).
pub const TACTICAL_SPLIT: [(Bonus, usize, &str, &str); 5] = [
    (Bonus::Hp(1), 4, "Marksman", "HP +1"),
    (Bonus::Hp(2), 3, "Heavy Gunner", "HP +2"),
    (Bonus::Movement(1), 4, "Scout", "Movement +1"),
    (Bonus::Movement(2), 3, "Driver", "Movement +2"),
    (Bonus::Defense, 4, "Medic", "Defense: ignore one Infected"),
];

const fn build_cards() -> [CardDef; CARD_COUNT] {
    let mut out = [CardDef { kind: CardKind::Infected, name: "Infected Survivor", role: "lose a card" }; CARD_COUNT];
    let mut i = 0;
    while i < SURVIVORS {
        let (name, role) = SURVIVOR_FLAVOUR[i % 18];
        out[i] = CardDef { kind: CardKind::Survivor, name, role };
        i += 1;
    }
    let mut t = 0;
    while t < TACTICAL_SPLIT.len() {
        let (bonus, n, name, role) = TACTICAL_SPLIT[t];
        let mut k = 0;
        while k < n {
            out[i] = CardDef { kind: CardKind::Tactical(bonus), name, role };
            i += 1;
            k += 1;
        }
        t += 1;
    }
    out
}

/// All 90 ExtracZon cards: ids 0..54 Survivors, 54..72 Tactical, 72..90 Infected.
pub const CARDS: [CardDef; CARD_COUNT] = build_cards();

impl CardId {
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARD_COUNT as u8).map(CardId)
    }

    /// The printed card (ids out of range read as an Infected card; a valid
    /// game never holds one).
    pub fn def(self) -> &'static CardDef {
        &CARDS[(self.0 as usize).min(CARD_COUNT - 1)]
    }

    pub fn kind(self) -> CardKind {
        self.def().kind
    }

    pub fn is_infected(self) -> bool {
        self.kind() == CardKind::Infected
    }

    /// Survivor or Tactical: a card that can be secured (and lost).
    pub fn is_securable(self) -> bool {
        !self.is_infected()
    }

    pub fn bonus(self) -> Option<Bonus> {
        match self.kind() {
            CardKind::Tactical(b) => Some(b),
            _ => None,
        }
    }

    pub fn is_tactical(self) -> bool {
        self.bonus().is_some()
    }
}

/// One of the 25 Zombie cards: 0..24 start on Site of the same number, 24 is the Apex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ZombieId(pub u8);

pub const ZOMBIE_COUNT: usize = 25;
pub const APEX: ZombieId = ZombieId(24);

impl ZombieId {
    pub fn all() -> impl Iterator<Item = ZombieId> {
        (0..ZOMBIE_COUNT as u8).map(ZombieId)
    }

    pub fn hp(self) -> u8 {
        match self.site() {
            Some(s) => s.def().hp,
            None => APEX_HP,
        }
    }

    pub fn is_apex(self) -> bool {
        self == APEX
    }

    /// The Site this Zombie card starts on (none for the Apex).
    pub fn site(self) -> Option<SiteId> {
        (usize::from(self.0) < SITES.len()).then_some(SiteId(self.0))
    }

    pub fn of_site(site: SiteId) -> ZombieId {
        ZombieId(site.0)
    }
}
