//! The components as data: refugees, traits, identities, allegiances and the
//! doomsday clock. The rulebook names the refugees and four traits; every
//! text below is designed here (see docs/games/the-end-is-nigh.md, which
//! gives each row and why), so a true card list could replace these tables.

use serde::{Deserialize, Serialize};

/// How a refugee's two trait cards lie on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Placement {
    /// Side by side: a swap may take either card.
    SideBySide,
    /// Stacked: only the top card (slot 0) can be taken by a swap.
    Stacked,
}

/// What a refugee's card changes about questioning it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bend {
    /// After the question the two traits change places (the stack is turned over).
    Shuffles,
    /// The questioner sees both traits at once.
    ShowsBoth,
    /// Never exhausted.
    NeverTired,
    /// The questioner picks a trait, but the next player looks and claims.
    OtherEyes,
    /// Only the top trait can be looked at; the bottom one stays unseen.
    HidesOne,
    /// The questioner must swap the trait they saw with one of another
    /// non-exhausted refugee.
    SwapsSeen,
    /// The questioner may not vote to exile her this turn.
    Charms,
    /// The questioner may swap the trait they did not see with one of a
    /// directly adjacent non-exhausted refugee.
    SwapsUnseen,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Refugee {
    Geezer,
    Child,
    Athlete,
    Hermit,
    Scientist,
    Conman,
    Celebrity,
    Undergrad,
}
crate::stored_by_name!(Refugee);

pub struct RefugeeCard {
    pub refugee: Refugee,
    pub placement: Placement,
    pub bend: Bend,
    /// The rule it bends, in our words (for the view and the rules page).
    pub text: &'static str,
}

pub const REFUGEES: [RefugeeCard; 8] = [
    RefugeeCard {
        refugee: Refugee::Geezer,
        placement: Placement::Stacked,
        bend: Bend::Shuffles,
        text: "Forgetful: once questioned, his stack is turned over, so the next look finds the other trait.",
    },
    RefugeeCard {
        refugee: Refugee::Child,
        placement: Placement::SideBySide,
        bend: Bend::ShowsBoth,
        text: "Chatterbox: whoever questions her sees both of her traits.",
    },
    RefugeeCard {
        refugee: Refugee::Athlete,
        placement: Placement::SideBySide,
        bend: Bend::NeverTired,
        text: "Tireless: he is never exhausted and can be questioned every turn.",
    },
    RefugeeCard {
        refugee: Refugee::Hermit,
        placement: Placement::SideBySide,
        bend: Bend::OtherEyes,
        text: "Shy: the questioner picks a trait, but the next player looks at it and makes the claim.",
    },
    RefugeeCard {
        refugee: Refugee::Scientist,
        placement: Placement::Stacked,
        bend: Bend::HidesOne,
        text: "Guarded: only her top trait can be looked at; the bottom one is never shown.",
    },
    RefugeeCard {
        refugee: Refugee::Conman,
        placement: Placement::SideBySide,
        bend: Bend::SwapsSeen,
        text: "Sleight of hand: after the claim, swap the trait you saw with one of another non-exhausted refugee.",
    },
    RefugeeCard {
        refugee: Refugee::Celebrity,
        placement: Placement::SideBySide,
        bend: Bend::Charms,
        text: "Star power: the player who questioned her may not vote to exile her that turn.",
    },
    RefugeeCard {
        refugee: Refugee::Undergrad,
        placement: Placement::Stacked,
        bend: Bend::SwapsUnseen,
        text:
            "Group project: after the claim, you may swap the trait you did not see with one of a directly adjacent non-exhausted refugee.",
    },
];

impl Refugee {
    pub const ALL: [Refugee; 8] = [
        Refugee::Geezer,
        Refugee::Child,
        Refugee::Athlete,
        Refugee::Hermit,
        Refugee::Scientist,
        Refugee::Conman,
        Refugee::Celebrity,
        Refugee::Undergrad,
    ];

    pub fn card(self) -> &'static RefugeeCard {
        &REFUGEES[self as usize]
    }

    pub fn bend(self) -> Bend {
        self.card().bend
    }

    pub fn placement(self) -> Placement {
        self.card().placement
    }

    pub fn name(self) -> &'static str {
        match self {
            Refugee::Geezer => "Geezer",
            Refugee::Child => "Child",
            Refugee::Athlete => "Athlete",
            Refugee::Hermit => "Hermit",
            Refugee::Scientist => "Scientist",
            Refugee::Conman => "Conman",
            Refugee::Celebrity => "Celebrity",
            Refugee::Undergrad => "Undergrad",
        }
    }
}

/// A trait's printed effect on whoever looked at it (and claims or votes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Binding {
    /// No effect on play.
    Plain,
    /// Counts against the bunker at the end.
    Cult,
    /// At the end, a Cultist on the same refugee does not count.
    Tames,
    /// With no exile markers on the refugee: claim "cultist" and vote them.
    ForcesAccusation,
    /// Claim "not a cultist" and do not vote them.
    ForcesDefence,
    /// Vote for a refugee directly adjacent to this one (if there is one).
    PointsNext,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Trait {
    Cultist,
    PetDog,
    Jerk,
    Charmer,
    Whistleblower,
    Genius,
    Medic,
    Mechanic,
}
crate::stored_by_name!(Trait);

impl Trait {
    pub const ALL: [Trait; 8] =
        [Trait::Cultist, Trait::PetDog, Trait::Jerk, Trait::Charmer, Trait::Whistleblower, Trait::Genius, Trait::Medic, Trait::Mechanic];

    pub fn binding(self) -> Binding {
        match self {
            Trait::Cultist => Binding::Cult,
            Trait::PetDog => Binding::Tames,
            Trait::Jerk => Binding::ForcesAccusation,
            Trait::Charmer => Binding::ForcesDefence,
            Trait::Whistleblower => Binding::PointsNext,
            _ => Binding::Plain,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Trait::Cultist => "Cultist",
            Trait::PetDog => "Pet Dog",
            Trait::Jerk => "Jerk",
            Trait::Charmer => "Charmer",
            Trait::Whistleblower => "Whistleblower",
            Trait::Genius => "Genius",
            Trait::Medic => "Medic",
            Trait::Mechanic => "Mechanic",
        }
    }

    /// The card's text in our words (flavour for plain cards).
    pub fn text(self) -> &'static str {
        match self {
            Trait::Cultist => "Sworn to the Order of Ashtar. One inside at midnight dooms the bunker.",
            Trait::PetDog => "A loyal mutt. A Cultist who shares this refugee's cards does no harm at the end.",
            Trait::Jerk => "If this refugee has no exile markers, you must claim they are a cultist and vote to exile them.",
            Trait::Charmer => "You must claim this refugee is not a cultist, and you may not vote to exile them this turn.",
            Trait::Whistleblower => "You must vote to exile a refugee directly adjacent to this one, if there is one.",
            Trait::Genius => "Could rebuild the power grid from a toaster.",
            Trait::Medic => "Steady hands, a full kit.",
            Trait::Mechanic => "Keeps the air pumps humming.",
        }
    }
}

/// Traits as a sentence names them: "Medic", "Pet Dog and Genius", and
/// "two Pet Dogs" for a pair of one card (the deck holds several Pet Dogs
/// and Cultists, so a refugee may be dealt both of a kind).
pub fn trait_names(traits: &[Trait]) -> String {
    match traits {
        [a, b] if a == b => format!("two {}s", a.name()),
        _ => traits.iter().map(|t| t.name()).collect::<Vec<_>>().join(" and "),
    }
}

/// The twelve trait cards dealt two to each refugee. Two Cultists and four
/// Pet Dogs: the balance figures in docs/games/the-end-is-nigh.md justify
/// the numbers (three Cultists left the civilians almost no way to win with
/// only two removals; with three Pet Dogs or fewer, Normal bots' civilians
/// won under 35 % at two and five players), and a game may hold two, one or
/// no harmful cultist.
pub const TRAIT_DECK: [Trait; 12] = [
    Trait::Cultist,
    Trait::Cultist,
    Trait::PetDog,
    Trait::PetDog,
    Trait::PetDog,
    Trait::PetDog,
    Trait::Jerk,
    Trait::Charmer,
    Trait::Whistleblower,
    Trait::Genius,
    Trait::Medic,
    Trait::Mechanic,
];

/// The honest claim about a refugee after seeing `saw` of its traits: a
/// Cultist with no Pet Dog beside it is a cultist; anything else is not.
pub fn honest_claim(saw: &[Trait]) -> bool {
    saw.contains(&Trait::Cultist) && !saw.contains(&Trait::PetDog)
}

/// Cultist cards in the deck.
pub fn cultists_in_deck() -> usize {
    TRAIT_DECK.iter().filter(|t| **t == Trait::Cultist).count()
}

/// When an identity may be used: always on its holder's own turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Moment {
    /// Before questioning.
    BeforeQuestion,
    /// After the claim, before the vote.
    BeforeVote,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Identity {
    Detective,
    Psychic,
    Lawyer,
    Coach,
    Insider,
    Spy,
    Auditor,
    Eavesdropper,
    Quartermaster,
    Mayor,
    Bouncer,
    Preacher,
}
crate::stored_by_name!(Identity);

impl Identity {
    pub const ALL: [Identity; 12] = [
        Identity::Detective,
        Identity::Psychic,
        Identity::Lawyer,
        Identity::Coach,
        Identity::Insider,
        Identity::Spy,
        Identity::Auditor,
        Identity::Eavesdropper,
        Identity::Quartermaster,
        Identity::Mayor,
        Identity::Bouncer,
        Identity::Preacher,
    ];

    pub fn moment(self) -> Moment {
        match self {
            Identity::Mayor | Identity::Bouncer | Identity::Preacher => Moment::BeforeVote,
            _ => Moment::BeforeQuestion,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Identity::Detective => "Detective",
            Identity::Psychic => "Psychic",
            Identity::Lawyer => "Lawyer",
            Identity::Coach => "Coach",
            Identity::Insider => "Insider",
            Identity::Spy => "Spy",
            Identity::Auditor => "Auditor",
            Identity::Eavesdropper => "Eavesdropper",
            Identity::Quartermaster => "Quartermaster",
            Identity::Mayor => "Mayor",
            Identity::Bouncer => "Bouncer",
            Identity::Preacher => "Preacher",
        }
    }

    /// The ability in our words. Every ability is used on its holder's own
    /// turn, once per game, and is revealed when used.
    pub fn text(self) -> &'static str {
        match self {
            Identity::Detective => "Before questioning: this turn you may question an exhausted refugee.",
            Identity::Psychic => "Before questioning: this turn you see both traits of the refugee you question, whatever its card says.",
            Identity::Lawyer => "Before questioning: this turn no refugee or trait text binds your claim or your vote.",
            Identity::Coach => "Before questioning: the refugee you question this turn is not exhausted afterwards.",
            Identity::Insider => "Before questioning: secretly look at one trait of any refugee in the bunker, exhausted or not.",
            Identity::Spy => "Before questioning: secretly look at another player's allegiance cards.",
            Identity::Auditor => "Before questioning: secretly look at the allegiance card set aside.",
            Identity::Eavesdropper => "Before questioning: secretly look at the trait cards the previous player saw on their turn.",
            Identity::Quartermaster => "Before questioning: swap two traits of two different non-exhausted refugees, unseen.",
            Identity::Mayor => "Before voting: move one exile marker from one refugee to another.",
            Identity::Bouncer => "Before voting: take one exile marker off a refugee and out of the game.",
            Identity::Preacher => "Before voting: the next player must vote for the refugee you vote for.",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Allegiance {
    Civilian,
    Fanatic,
}
crate::stored_by_name!(Allegiance);

impl Allegiance {
    pub const ALL: [Allegiance; 2] = [Allegiance::Civilian, Allegiance::Fanatic];

    /// The card's name in a sentence ("a fanatic card").
    pub fn name(self) -> &'static str {
        match self {
            Allegiance::Civilian => "civilian",
            Allegiance::Fanatic => "fanatic",
        }
    }
}

/// The allegiance cards used at each table size: (fanatics, civilians),
/// indexed by player count (the rulebook's table; 0 and 1 unused).
pub const ALLEGIANCE_MIX: [(u8, u8); 7] = [(0, 0), (0, 0), (1, 4), (1, 3), (1, 4), (2, 4), (2, 5)];

/// The most players a table seats.
pub const MOST_PLAYERS: usize = ALLEGIANCE_MIX.len() - 1;

/// How many allegiance cards `players` use, and how many of them are fanatics.
pub fn allegiance_card_counts(players: usize) -> (usize, usize) {
    let (f, c) = ALLEGIANCE_MIX[players];
    (usize::from(f) + usize::from(c), usize::from(f))
}

/// The allegiance cards for `players`, fanatics first.
pub fn allegiance_cards(players: usize) -> Vec<Allegiance> {
    let (f, c) = ALLEGIANCE_MIX[players];
    let mut v = vec![Allegiance::Fanatic; f as usize];
    v.extend(std::iter::repeat_n(Allegiance::Civilian, c as usize));
    v
}

/// Exile markers on the clock, numbered 1 to 12 (the hour they are taken).
pub const HOURS: u8 = 12;
/// The red markers: after placing one, a refugee leaves the bunker.
pub const RED_HOURS: [u8; 2] = [6, 12];
/// The two-player side of the clock: these markers are taken out of the game
/// instead of placed (one turn of each player per half goes without a vote).
pub const TWO_PLAYER_CROSSED: [u8; 4] = [2, 5, 8, 11];
/// Refugees around the clock: spot 0 at 12:00, then clockwise, spot 3 at 6:00.
pub const SPOTS: usize = 6;
/// Hours of each spot, for the view and the log.
pub const SPOT_HOURS: [u8; SPOTS] = [12, 2, 4, 6, 8, 10];

pub fn is_red(hour: u8) -> bool {
    RED_HOURS.contains(&hour)
}

/// True when the marker of `hour` is taken out instead of placed at this table size.
pub fn is_crossed(hour: u8, players: usize) -> bool {
    players == 2 && TWO_PLAYER_CROSSED.contains(&hour)
}
