//! The components beside the board, as data: the spinner, the six gene
//! decks, the Environmental Change deck and the barriers. The rulebook names
//! these without listing them; these lists are designed here (see
//! docs/games/extinction.md for why each is as it is) from the published
//! facts: mobility 0/20/40 with 3/2/1 optimal habitats, reproduction rates
//! 0.6 to 1.6, two or three of five prey defences, one or two of five
//! barrier crossings, and the 12-segment spinner of a known digital version.

use super::map::Habitat::{self, Brushland, Lake, Marsh, Meadow, Swamp, Woodland};
use serde::{Deserialize, Serialize};

/// One ecological action named on the spinner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Act {
    Reproduce,
    Migrate,
    CompetePrey,
    ChangeGenes,
    EnvironmentalChange,
    PlaceBarrier,
}

crate::stored_by_name!(Act);

impl Act {
    pub const ALL: [Act; 6] =
        [Act::Reproduce, Act::Migrate, Act::CompetePrey, Act::ChangeGenes, Act::EnvironmentalChange, Act::PlaceBarrier];

    /// Reproduce, environmental change and place barrier must be done when spun.
    pub fn required(self) -> bool {
        matches!(self, Act::Reproduce | Act::EnvironmentalChange | Act::PlaceBarrier)
    }

    pub fn name(self) -> &'static str {
        match self {
            Act::Reproduce => "reproduce",
            Act::Migrate => "migrate",
            Act::CompetePrey => "compete/prey",
            Act::ChangeGenes => "change genes",
            Act::EnvironmentalChange => "environmental change",
            Act::PlaceBarrier => "place barrier",
        }
    }
}

/// The spinner's twelve equal segments, clockwise: each a pair done in order.
pub const SPINNER: [(Act, Act); 12] = [
    (Act::CompetePrey, Act::ChangeGenes),
    (Act::Reproduce, Act::Migrate),
    (Act::EnvironmentalChange, Act::ChangeGenes),
    (Act::CompetePrey, Act::PlaceBarrier),
    (Act::PlaceBarrier, Act::ChangeGenes),
    (Act::Reproduce, Act::CompetePrey),
    (Act::EnvironmentalChange, Act::PlaceBarrier),
    (Act::Reproduce, Act::Migrate),
    (Act::PlaceBarrier, Act::ChangeGenes),
    (Act::EnvironmentalChange, Act::ChangeGenes),
    (Act::Migrate, Act::CompetePrey),
    (Act::Reproduce, Act::Migrate),
];

/// The pairs a Mild Season offers: every distinct spinner pair without an
/// environmental change, in spinner order.
pub fn mild_season_pairs() -> Vec<(Act, Act)> {
    let mut out: Vec<(Act, Act)> = Vec::new();
    for pair in SPINNER {
        if pair.0 != Act::EnvironmentalChange && pair.1 != Act::EnvironmentalChange && !out.contains(&pair) {
            out.push(pair);
        }
    }
    out
}

/// The six gene decks; each species holds one card of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Gene {
    Reproduction,
    HabitatMobility,
    Tolerance,
    Crossing,
    Predator,
    Defense,
}

crate::stored_by_name!(Gene);

impl Gene {
    pub const ALL: [Gene; 6] = [Gene::Reproduction, Gene::HabitatMobility, Gene::Tolerance, Gene::Crossing, Gene::Predator, Gene::Defense];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Cards in this deck.
    pub fn size(self) -> usize {
        match self {
            Gene::Reproduction => REPRODUCTION.len(),
            Gene::HabitatMobility => HABITAT_MOBILITY.len(),
            Gene::Tolerance => TOLERANCE.len(),
            Gene::Crossing => CROSSING.len(),
            Gene::Predator => PREDATOR.len(),
            Gene::Defense => DEFENSE.len(),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Gene::Reproduction => "Reproduction",
            Gene::HabitatMobility => "Habitat & Mobility",
            Gene::Tolerance => "Environmental Tolerance",
            Gene::Crossing => "Barrier Crossing",
            Gene::Predator => "Predator",
            Gene::Defense => "Prey Defense",
        }
    }
}

/// Reproduction cards: the rate in tenths (6 = 0.6), one card per step.
pub const REPRODUCTION: [u8; 11] = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

/// A Habitat & Mobility card: the more habitats it reproduces in, the less it moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HabitatCard {
    pub mobility: u8,
    pub optimal: &'static [Habitat],
}

const fn hm(mobility: u8, optimal: &'static [Habitat]) -> HabitatCard {
    HabitatCard { mobility, optimal }
}

/// Four immobile cards (three habitats), six of mobility 20 (two) and six of
/// mobility 40 (one); every habitat is on two cards of each kind.
pub const HABITAT_MOBILITY: [HabitatCard; 16] = [
    hm(0, &[Woodland, Meadow, Brushland]),
    hm(0, &[Marsh, Lake, Swamp]),
    hm(0, &[Woodland, Lake, Swamp]),
    hm(0, &[Meadow, Brushland, Marsh]),
    hm(20, &[Woodland, Meadow]),
    hm(20, &[Brushland, Swamp]),
    hm(20, &[Marsh, Lake]),
    hm(20, &[Woodland, Marsh]),
    hm(20, &[Meadow, Swamp]),
    hm(20, &[Brushland, Lake]),
    hm(40, &[Woodland]),
    hm(40, &[Meadow]),
    hm(40, &[Brushland]),
    hm(40, &[Marsh]),
    hm(40, &[Lake]),
    hm(40, &[Swamp]),
];

/// What a species may be tolerant of (Famine, Pestilence and the man-made
/// clearances spare nobody).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Hazard {
    Drought,
    ColdWave,
    Fire,
    WaterPollution,
    AirPollution,
}

crate::stored_by_name!(Hazard);

impl Hazard {
    pub const ALL: [Hazard; 5] = [Hazard::Drought, Hazard::ColdWave, Hazard::Fire, Hazard::WaterPollution, Hazard::AirPollution];
}

/// Environmental Tolerance cards: every pair of the five hazards once.
pub const TOLERANCE: [[Hazard; 2]; 10] = [
    [Hazard::Drought, Hazard::ColdWave],
    [Hazard::Drought, Hazard::Fire],
    [Hazard::Drought, Hazard::WaterPollution],
    [Hazard::Drought, Hazard::AirPollution],
    [Hazard::ColdWave, Hazard::Fire],
    [Hazard::ColdWave, Hazard::WaterPollution],
    [Hazard::ColdWave, Hazard::AirPollution],
    [Hazard::Fire, Hazard::WaterPollution],
    [Hazard::Fire, Hazard::AirPollution],
    [Hazard::WaterPollution, Hazard::AirPollution],
];

/// The five kinds of barrier, two pieces of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Barrier {
    City,
    Jetport,
    Mountain,
    River,
    Desert,
}

crate::stored_by_name!(Barrier);

impl Barrier {
    pub const ALL: [Barrier; 5] = [Barrier::City, Barrier::Jetport, Barrier::Mountain, Barrier::River, Barrier::Desert];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Cities and jetports pollute the air around them.
    pub fn pollutes_air(self) -> bool {
        matches!(self, Barrier::City | Barrier::Jetport)
    }
}

/// Pieces of each barrier kind.
pub const BARRIERS_PER_KIND: u8 = 2;

/// Barrier Crossing cards: each kind alone, then five pairs (each kind in two).
pub const CROSSING: [&[Barrier]; 10] = [
    &[Barrier::City],
    &[Barrier::Jetport],
    &[Barrier::Mountain],
    &[Barrier::River],
    &[Barrier::Desert],
    &[Barrier::City, Barrier::Jetport],
    &[Barrier::Mountain, Barrier::River],
    &[Barrier::Desert, Barrier::City],
    &[Barrier::Jetport, Barrier::Mountain],
    &[Barrier::River, Barrier::Desert],
];

/// The five ways of hunting; a Prey Defense card names those it resists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Hunt {
    Strong,
    Swift,
    Nocturnal,
    Stealthy,
    Venomous,
}

crate::stored_by_name!(Hunt);

impl Hunt {
    pub const ALL: [Hunt; 5] = [Hunt::Strong, Hunt::Swift, Hunt::Nocturnal, Hunt::Stealthy, Hunt::Venomous];

    pub fn name(self) -> &'static str {
        match self {
            Hunt::Strong => "strong",
            Hunt::Swift => "swift",
            Hunt::Nocturnal => "nocturnal",
            Hunt::Stealthy => "stealthy",
            Hunt::Venomous => "venomous",
        }
    }
}

/// Predator cards: two of each kind of hunter.
pub const PREDATOR: [Hunt; 10] = [
    Hunt::Strong,
    Hunt::Strong,
    Hunt::Swift,
    Hunt::Swift,
    Hunt::Nocturnal,
    Hunt::Nocturnal,
    Hunt::Stealthy,
    Hunt::Stealthy,
    Hunt::Venomous,
    Hunt::Venomous,
];

/// Prey Defense cards: five of two defences (neighbours in [`Hunt::ALL`]),
/// five of three; each hunter is resisted by exactly five cards.
pub const DEFENSE: [&[Hunt]; 10] = [
    &[Hunt::Strong, Hunt::Swift],
    &[Hunt::Swift, Hunt::Nocturnal],
    &[Hunt::Nocturnal, Hunt::Stealthy],
    &[Hunt::Stealthy, Hunt::Venomous],
    &[Hunt::Venomous, Hunt::Strong],
    &[Hunt::Strong, Hunt::Nocturnal, Hunt::Stealthy],
    &[Hunt::Swift, Hunt::Stealthy, Hunt::Venomous],
    &[Hunt::Nocturnal, Hunt::Venomous, Hunt::Strong],
    &[Hunt::Stealthy, Hunt::Strong, Hunt::Swift],
    &[Hunt::Venomous, Hunt::Swift, Hunt::Nocturnal],
];

/// One Environmental Change card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EnvCard {
    /// The drawer loses every cube showing 5 or 6.
    Famine,
    /// The same as famine, another cause.
    Pestilence,
    /// A non-tolerant drawer loses this percentage of its individuals.
    Drought {
        percent: u8,
    },
    ColdWave {
        percent: u8,
    },
    /// Every non-tolerant species loses its cubes in this land habitat.
    Fire {
        habitat: Habitat,
    },
    /// Every non-tolerant species loses its cubes in this water habitat.
    WaterPollution {
        habitat: Habitat,
    },
    /// Every non-tolerant species loses its cubes next to cities and jetports.
    AirPollution,
    /// Man clears, drains or fills this habitat: every cube in it is lost.
    ManMade {
        habitat: Habitat,
    },
    /// The drawer chooses any spinner pair without an environmental change.
    MildSeason,
}

impl EnvCard {
    /// The hazard a tolerance card may protect against, if any.
    pub fn hazard(self) -> Option<Hazard> {
        match self {
            EnvCard::Drought { .. } => Some(Hazard::Drought),
            EnvCard::ColdWave { .. } => Some(Hazard::ColdWave),
            EnvCard::Fire { .. } => Some(Hazard::Fire),
            EnvCard::WaterPollution { .. } => Some(Hazard::WaterPollution),
            EnvCard::AirPollution => Some(Hazard::AirPollution),
            _ => None,
        }
    }

    /// The card's title in our words.
    pub fn title(self) -> String {
        match self {
            EnvCard::Famine => "Famine".into(),
            EnvCard::Pestilence => "Pestilence".into(),
            EnvCard::Drought { percent } => format!("Drought ({percent} %)"),
            EnvCard::ColdWave { percent } => format!("Cold wave ({percent} %)"),
            EnvCard::Fire { habitat } => format!("Fire in the {}", habitat.name()),
            EnvCard::WaterPollution { habitat } => format!("Polluted {}", habitat.name()),
            EnvCard::AirPollution => "Air pollution".into(),
            EnvCard::ManMade { habitat } => match habitat {
                Woodland => "Woodland felled for timber".into(),
                Meadow => "Meadow overgrazed by livestock".into(),
                Brushland => "Brushland cleared for grazing".into(),
                Marsh => "Marsh filled with garbage".into(),
                Lake => "Lake filled in".into(),
                Swamp => "Swamp drained for farmland".into(),
            },
            EnvCard::MildSeason => "Mild season".into(),
        }
    }
}

/// The Environmental Change deck, 27 cards.
pub const ENVIRONMENT: [EnvCard; 27] = [
    EnvCard::Famine,
    EnvCard::Famine,
    EnvCard::Pestilence,
    EnvCard::Pestilence,
    EnvCard::Drought { percent: 10 },
    EnvCard::Drought { percent: 30 },
    EnvCard::Drought { percent: 50 },
    EnvCard::ColdWave { percent: 10 },
    EnvCard::ColdWave { percent: 30 },
    EnvCard::ColdWave { percent: 50 },
    EnvCard::Fire { habitat: Woodland },
    EnvCard::Fire { habitat: Meadow },
    EnvCard::Fire { habitat: Brushland },
    EnvCard::WaterPollution { habitat: Marsh },
    EnvCard::WaterPollution { habitat: Lake },
    EnvCard::WaterPollution { habitat: Swamp },
    EnvCard::AirPollution,
    EnvCard::AirPollution,
    EnvCard::ManMade { habitat: Woodland },
    EnvCard::ManMade { habitat: Meadow },
    EnvCard::ManMade { habitat: Brushland },
    EnvCard::ManMade { habitat: Marsh },
    EnvCard::ManMade { habitat: Lake },
    EnvCard::ManMade { habitat: Swamp },
    EnvCard::MildSeason,
    EnvCard::MildSeason,
    EnvCard::MildSeason,
];

/// Population cubes per species, and the founder population's size.
pub const CUBES: u8 = 20;
pub const FOUNDERS: u8 = 30;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hunter_is_resisted_by_five_defense_cards_and_every_habitat_is_balanced() {
        for h in Hunt::ALL {
            assert_eq!(DEFENSE.iter().filter(|d| d.contains(&h)).count(), 5, "{h:?}");
        }
        for hab in Habitat::ALL {
            for m in [0, 20, 40] {
                let n = HABITAT_MOBILITY.iter().filter(|c| c.mobility == m && c.optimal.contains(&hab)).count();
                assert_eq!(n, if m == 40 { 1 } else { 2 }, "{hab:?} at mobility {m}");
            }
        }
        assert_eq!(mild_season_pairs().len(), 6);
    }
}
