//! The Extinction Point cards as const data: the 52 Player cards, the
//! Infiltrator deck (numbers 1-13 with + and -, and six Sabotage cards), the
//! Bunker deck over DEFEAT and the Mothership deck over VICTORY.
//!
//! The rulebook gives the counts and the kinds of ability but prints no card
//! texts: every ability, name and construction parameter below is designed by
//! this project (see docs/games/extinction-point.md). Effects are data; the
//! rules read them through the small enums here, so a true card list could
//! replace these tables without touching the rules.

use serde::{Deserialize, Serialize};

/// The four suits of the Player deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Building,
    People,
    Shield,
    Weapon,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Building, Suit::People, Suit::Shield, Suit::Weapon];

    pub fn name(self) -> &'static str {
        match self {
            Suit::Building => "BUILDING",
            Suit::People => "PEOPLE",
            Suit::Shield => "SHIELD",
            Suit::Weapon => "WEAPON",
        }
    }
}

/// One of the 52 Player cards: a suit and a value 1-13.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerCard {
    pub suit: Suit,
    pub value: u8,
}

pub const PLAYER_CARDS: usize = 52;

impl PlayerCard {
    pub const fn new(suit: Suit, value: u8) -> PlayerCard {
        PlayerCard { suit, value }
    }

    /// All 52 cards, suit by suit, 1 to 13.
    pub fn all() -> impl Iterator<Item = PlayerCard> {
        Suit::ALL.into_iter().flat_map(|s| (1..=13).map(move |v| PlayerCard::new(s, v)))
    }

    /// 0..52, for counting.
    pub fn index(self) -> usize {
        (self.suit as usize) * 13 + usize::from(self.value.saturating_sub(1))
    }

    /// The triggered ability of a PEOPLE, SHIELD or WEAPON card 1-4.
    pub fn special(self) -> Option<&'static Special> {
        if self.value > 4 {
            return None;
        }
        let row = match self.suit {
            Suit::Building => return None,
            Suit::People => &PEOPLE_SPECIALS,
            Suit::Shield => &SHIELD_SPECIALS,
            Suit::Weapon => &WEAPON_SPECIALS,
        };
        Some(&row[usize::from(self.value - 1)])
    }

    /// The settlement ability of a BUILDING 1-4.
    pub fn building_ability(self) -> Option<&'static BuildingDef> {
        (self.suit == Suit::Building && (1..=4).contains(&self.value)).then(|| &BUILDING_ABILITIES[usize::from(self.value - 1)])
    }

    /// True when the card may be played whatever the leading suit.
    pub fn ignores_suit(self) -> bool {
        self.special().is_some_and(|s| s.free)
    }
}

/// When a Player card's ability happens (the rulebook's five trigger kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trigger {
    /// As soon as it is played.
    WhenPlayed,
    /// As soon as it is played, if it leads the trick.
    IfFirst,
    /// After every card of the trick is down, before the winner is known.
    InTrick,
    /// Right after the players are known to have won the trick.
    IfWon,
    /// Right after the players are known to have lost the trick, before the attack.
    IfLost,
}

/// What a Player card's ability does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// The Infiltrator reveals two numbered cards and plays the lower (a tie
    /// keeps the minus one); the other goes to its discard pile.
    InfiltratorPlaysLower,
    /// From now on the leading suit is this card's suit.
    SwitchLead,
    /// The highest player card of the leading suit counts this much higher.
    RallyHighest(u8),
    /// The Infiltrator's card counts this much lower.
    WeakenInfiltrator(u8),
    /// A tie with the Infiltrator goes to the players whatever its sign.
    TiesToPlayers,
    /// This card counts as the leading suit with this value.
    Wildcard(u8),
    /// The trick's winner may place one more card from the trick.
    ExtraPlacement,
    /// The Mothership takes this much damage at once.
    StrikeMothership(u8),
    /// The trick's winner removes one Sabotage card (the trick is kept).
    ClearSabotage,
    /// The Bunker takes no damage in the coming attack.
    SpareBunker,
    /// No BUILDING is destroyed in the coming attack (shields still go).
    SpareBuildings,
    /// The Mothership takes this much more damage in the coming attack.
    ExtraDamage(u8),
}

/// A PEOPLE, SHIELD or WEAPON card 1-4 as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Special {
    pub name: &'static str,
    /// It need not follow the leading suit.
    pub free: bool,
    pub trigger: Trigger,
    pub effect: Effect,
    pub text: &'static str,
}

const fn sp(name: &'static str, free: bool, trigger: Trigger, effect: Effect, text: &'static str) -> Special {
    Special { name, free, trigger, effect, text }
}

use Effect as E;
use Trigger as T;

pub const PEOPLE_SPECIALS: [Special; 4] = [
    sp(
        "Decoy",
        false,
        T::IfFirst,
        E::InfiltratorPlaysLower,
        "Leading with this: the Infiltrator turns up two numbered cards and must play the lower.",
    ),
    sp("Medic", true, T::IfLost, E::SpareBunker, "Need not follow suit. Trick lost: the Bunker takes no damage in this attack."),
    sp(
        "Rallying Cry",
        true,
        T::InTrick,
        E::RallyHighest(2),
        "Need not follow suit. In the trick: our best card of the leading suit counts 2 higher.",
    ),
    sp("Foreman", false, T::IfWon, E::ExtraPlacement, "Trick won: the winner may place a second card from this trick."),
];

pub const SHIELD_SPECIALS: [Special; 4] = [
    sp(
        "Smoke Screen",
        true,
        T::InTrick,
        E::WeakenInfiltrator(3),
        "Need not follow suit. In the trick: the Infiltrator's card counts 3 lower.",
    ),
    sp("Blast Doors", true, T::IfLost, E::SpareBuildings, "Need not follow suit. Trick lost: no BUILDING is destroyed in this attack."),
    sp("Jammer", true, T::InTrick, E::TiesToPlayers, "Need not follow suit. In the trick: a tie with the Infiltrator goes to us."),
    sp(
        "Purge",
        false,
        T::IfWon,
        E::ClearSabotage,
        "Trick won: remove one Sabotage card and still build with this trick. Needs Sabotage (Easy and up).",
    ),
];

pub const WEAPON_SPECIALS: [Special; 4] = [
    sp(
        "Signal Flare",
        true,
        T::WhenPlayed,
        E::SwitchLead,
        "Need not follow suit. When played after the lead: you may make WEAPON the leading suit.",
    ),
    sp("Sniper", false, T::IfWon, E::StrikeMothership(1), "Trick won: the Mothership takes 1 damage at once."),
    sp(
        "Overcharge",
        true,
        T::IfLost,
        E::ExtraDamage(1),
        "Need not follow suit. Trick lost: our weapons deal 1 more damage in this attack.",
    ),
    sp("Heavy Gun", true, T::InTrick, E::Wildcard(10), "Need not follow suit. In the trick: counts as a 10 of the leading suit."),
];

/// What a BUILDING 1-4 does while it stands in the settlement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BuildingPower {
    /// The Bunker takes 1 less damage in each attack.
    Bulwark,
    /// One WEAPON here counts as manned without PEOPLE.
    Turret,
    /// Cards go onto this BUILDING whatever the construction parameter.
    Workshop,
    /// Sabotage cards cannot be placed here.
    Lookout,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildingDef {
    pub name: &'static str,
    pub power: BuildingPower,
    pub text: &'static str,
}

pub const BUILDING_ABILITIES: [BuildingDef; 4] = [
    BuildingDef {
        name: "Bulwark",
        power: BuildingPower::Bulwark,
        text: "While standing: the Bunker takes 1 less damage in an attack; that spends the Bulwark's SHIELD.",
    },
    BuildingDef { name: "Turret", power: BuildingPower::Turret, text: "While standing: one WEAPON here fires without PEOPLE." },
    BuildingDef { name: "Workshop", power: BuildingPower::Workshop, text: "While standing: cards go here whatever the construction rule." },
    BuildingDef {
        name: "Lookout",
        power: BuildingPower::Lookout,
        text: "While standing: Sabotage cannot be placed here. Needs Sabotage (Easy and up).",
    },
];

/// One card of the Infiltrator deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum InfCard {
    /// A wild number: `plus` wins ties, minus loses them.
    Number { value: u8, plus: bool },
    /// Sabotage card 0..6 (see [`SABOTAGE`]).
    Sabotage(u8),
}

impl InfCard {
    pub fn value(self) -> Option<u8> {
        match self {
            InfCard::Number { value, .. } => Some(value),
            InfCard::Sabotage(_) => None,
        }
    }

    pub fn sabotage(self) -> Option<&'static SabotageDef> {
        match self {
            InfCard::Sabotage(i) => SABOTAGE.get(usize::from(i)),
            InfCard::Number { .. } => None,
        }
    }
}

/// What a Sabotage card does besides taking a card from its BUILDING, when it
/// is revealed and again at the start of every Trick phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SabotagePower {
    /// The Bunker's stored card of this suit is discarded.
    BurnStored(Suit),
    /// Its BUILDING loses a second card.
    Arson,
    /// The top card of the Player deck is discarded face up.
    Rumours,
    /// The highest other BUILDING with a SHIELD loses that SHIELD.
    Blackout,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SabotageDef {
    pub name: &'static str,
    pub power: SabotagePower,
    pub text: &'static str,
}

pub const SABOTAGE: [SabotageDef; 6] = [
    SabotageDef { name: "Cut Wires", power: SabotagePower::BurnStored(Suit::Weapon), text: "Also scraps the WEAPON stored in the Bunker." },
    SabotageDef {
        name: "Forged Orders",
        power: SabotagePower::BurnStored(Suit::People),
        text: "Also sends away the PEOPLE stored in the Bunker.",
    },
    SabotageDef {
        name: "Leaky Seals",
        power: SabotagePower::BurnStored(Suit::Shield),
        text: "Also ruins the SHIELD stored in the Bunker.",
    },
    SabotageDef { name: "Arson", power: SabotagePower::Arson, text: "Its BUILDING loses a second card each time." },
    SabotageDef { name: "Rumours", power: SabotagePower::Rumours, text: "Also discards the top card of the Player deck." },
    SabotageDef {
        name: "Blackout",
        power: SabotagePower::Blackout,
        text: "Also knocks the SHIELD off our highest other shielded BUILDING.",
    },
];

/// How PEOPLE, WEAPON and SHIELD values must compare with the BUILDING they go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Parameter {
    /// The card's value is at least the BUILDING's.
    AtLeast,
    /// The card's value is at most the BUILDING's.
    AtMost,
    /// Any value.
    Any,
}

impl Parameter {
    pub fn allows(self, card: u8, building: u8) -> bool {
        match self {
            Parameter::AtLeast => card >= building,
            Parameter::AtMost => card <= building,
            Parameter::Any => true,
        }
    }
}

/// A Bunker card's active ability (while it is the top card of the Bunker deck).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BunkerPower {
    /// Ties with the Infiltrator go to the players.
    TiesToPlayers,
    /// A stored WEAPON with a stored PEOPLE deals 1 damage in battles.
    StorageFires,
    /// The Bunker stores two cards of each kind.
    DeepStorage,
    /// The trick's winner may place two cards from a won trick.
    ExtraPlacement,
    /// The Infiltrator's card counts this much lower.
    Jamming(u8),
    /// Nobody needs to follow suit.
    OpenCouncil,
    /// Sabotage does nothing at the start of the Trick phase (no loss, no power).
    Vigilance,
    /// SHIELDs are not removed after an attack.
    ShieldsHold,
    /// The Mothership takes this much more damage in a battle where anything fired.
    Targeting(u8),
    /// The leader's card counts this much higher.
    WarRoom(u8),
    /// Pressing the advantage both attacks and repairs.
    FullPress,
    /// The Infiltrator shows its card before the leader plays.
    Lookout,
    /// WEAPON cards played by the players count this much higher.
    Forge(u8),
    /// Each PEOPLE card mans two WEAPONs.
    Drills,
    /// The last card (DEFEAT): no ability.
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BunkerDef {
    pub name: &'static str,
    pub parameter: Parameter,
    pub power: BunkerPower,
    pub text: &'static str,
}

const fn bk(name: &'static str, parameter: Parameter, power: BunkerPower, text: &'static str) -> BunkerDef {
    BunkerDef { name, parameter, power, text }
}

use BunkerPower as BP;
use Parameter::{Any, AtLeast, AtMost};

/// The Bunker supply (14 cards); DEFEAT is [`DEFEAT`].
pub const BUNKER: [BunkerDef; 14] = [
    bk("Command Post", AtLeast, BP::TiesToPlayers, "Ties with the Infiltrator go to us."),
    bk("Armoury Vault", Any, BP::StorageFires, "A stored WEAPON and stored PEOPLE deal 1 damage in each battle."),
    bk("Supply Cache", AtMost, BP::DeepStorage, "The Bunker stores two cards of each kind."),
    bk("Drafting Room", AtLeast, BP::ExtraPlacement, "A won trick lets us place two of its cards."),
    bk("Radio Jammer", AtMost, BP::Jamming(1), "The Infiltrator's card counts 1 lower."),
    bk("Open Council", Any, BP::OpenCouncil, "Nobody has to follow suit."),
    bk("Night Watch", AtLeast, BP::Vigilance, "Sabotage does nothing at the start of a trick. Needs Sabotage (Easy and up)."),
    bk("Shield Generator", AtMost, BP::ShieldsHold, "SHIELDs stay on their BUILDINGs after an attack."),
    bk("Targeting Room", AtLeast, BP::Targeting(1), "If any weapon fires in a battle, the Mothership takes 1 more."),
    bk("War Room", AtMost, BP::WarRoom(1), "The leader's card counts 1 higher."),
    bk("Rally Point", Any, BP::FullPress, "Pressing the advantage both attacks and repairs."),
    bk("Periscope", Any, BP::Lookout, "The Infiltrator shows its card before the leader plays."),
    bk("Forge", AtLeast, BP::Forge(1), "Our WEAPON cards count 1 higher in tricks."),
    bk("Drill Hall", AtMost, BP::Drills, "Each PEOPLE card mans two WEAPONs."),
];

pub const DEFEAT: BunkerDef = bk("DEFEAT", Any, BP::None, "The Bunker has fallen: the game is lost.");

/// A Bunker card: 0..14 index [`BUNKER`], 14 is DEFEAT.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BunkerCard(pub u8);

impl BunkerCard {
    pub const DEFEAT: BunkerCard = BunkerCard(BUNKER.len() as u8);
    pub fn def(self) -> &'static BunkerDef {
        BUNKER.get(usize::from(self.0)).unwrap_or(&DEFEAT)
    }
    pub fn supply() -> impl Iterator<Item = BunkerCard> {
        (0..BUNKER.len() as u8).map(BunkerCard)
    }
}

/// A Mothership card's active threat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Threat {
    /// The Infiltrator's card counts this much higher.
    Hunter(u8),
    /// Ties with the Infiltrator go to the Infiltrator.
    Overlord,
    /// The Bunker takes this much more damage in attacks.
    Bombardment(u8),
    /// Nothing new may be stored in the Bunker.
    Disruptor,
    /// Player cards 1-4 must follow suit like any other.
    Interference,
    /// SHIELDs of this value or less do not protect.
    Piercer(u8),
    /// The Infiltrator reveals two numbered cards and plays the higher.
    Swarm,
    /// Sabotage takes two cards at the start of a trick.
    Saboteurs,
    /// The first point of damage of each battle is ignored.
    Armour,
    /// After an attack, each surviving BUILDING loses its lowest PEOPLE.
    Drones,
    /// An attack empties Bunker storage.
    Harvester,
    /// The leader's card counts this much lower.
    Dread(u8),
    /// An attack destroys the highest BUILDING even if shielded.
    OrbitalStrike,
    /// Pressing the advantage cannot repair.
    Regenerator,
    /// The last card (VICTORY): no threat.
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MothershipDef {
    pub name: &'static str,
    pub threat: Threat,
    pub text: &'static str,
}

const fn ms(name: &'static str, threat: Threat, text: &'static str) -> MothershipDef {
    MothershipDef { name, threat, text }
}

/// The Mothership supply (14 cards); VICTORY is [`VICTORY`].
pub const MOTHERSHIP: [MothershipDef; 14] = [
    ms("Hunter", Threat::Hunter(1), "The Infiltrator's card counts 1 higher."),
    ms("Overlord", Threat::Overlord, "Ties with the Infiltrator go to the Infiltrator."),
    ms("Bombardment", Threat::Bombardment(1), "Attacks deal 1 more damage to the Bunker."),
    ms("Disruptor", Threat::Disruptor, "Nothing new can be stored in the Bunker."),
    ms("Interference", Threat::Interference, "Cards 1-4 must follow suit like any other."),
    ms("Piercer", Threat::Piercer(5), "SHIELDs of 5 or less do not protect."),
    ms("Swarm", Threat::Swarm, "The Infiltrator turns up two numbered cards and plays the higher."),
    ms("Saboteurs", Threat::Saboteurs, "Sabotage takes two cards at the start of a trick. Needs Sabotage (Easy and up)."),
    ms("Armour", Threat::Armour, "The first damage of each battle is ignored."),
    ms("Drones", Threat::Drones, "After an attack each standing BUILDING loses its lowest PEOPLE."),
    ms("Harvester", Threat::Harvester, "An attack empties the Bunker's storage."),
    ms("Dread", Threat::Dread(1), "The leader's card counts 1 lower."),
    ms("Orbital Strike", Threat::OrbitalStrike, "An attack destroys our highest BUILDING, shield or not."),
    ms("Regenerator", Threat::Regenerator, "Pressing the advantage cannot repair the Bunker."),
];

pub const VICTORY: MothershipDef = ms("VICTORY", Threat::None, "The Mothership is destroyed: the game is won.");

/// A Mothership card: 0..14 index [`MOTHERSHIP`], 14 is VICTORY.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MothershipCard(pub u8);

impl MothershipCard {
    pub const VICTORY: MothershipCard = MothershipCard(MOTHERSHIP.len() as u8);
    pub fn def(self) -> &'static MothershipDef {
        MOTHERSHIP.get(usize::from(self.0)).unwrap_or(&VICTORY)
    }
    pub fn supply() -> impl Iterator<Item = MothershipCard> {
        (0..MOTHERSHIP.len() as u8).map(MothershipCard)
    }
}

/// Largest Bunker or Mothership health a set-up may ask for (leaves 4 supply
/// cards for repairs).
pub const MAX_HEALTH: u8 = 10;
