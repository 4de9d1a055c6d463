//! The Extinction state: the public [`Table`] (the bulk of every view) and
//! the hidden parts beside it (gene cards in hand, the face-down decks, the RNG).

use super::cards::{
    Act, Barrier, Gene, HabitatCard, Hazard, Hunt, CROSSING, CUBES, DEFENSE, HABITAT_MOBILITY, PREDATOR, REPRODUCTION, TOLERANCE,
};
use super::map::{HexId, HEX_COUNT};
use crate::engine::{GameRng, Outcome, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// Rounds a game lasts unless set otherwise: about half an hour with bots.
pub const DEFAULT_ROUNDS: u8 = 12;
/// The longest round limit the set-up takes; "until one species remains"
/// (a limit of 0) also stops here, so every game ends.
pub const MAX_ROUNDS: u8 = 99;

/// The new-game choices (untrusted: `Game::new` checks them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2 to 4 species.
    pub players: u8,
    /// The time limit in rounds, 1 to 99; 0 plays until one species remains
    /// (stopping after 99 rounds all the same).
    pub rounds: u8,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { players: 2, rounds: DEFAULT_ROUNDS }
    }
}

impl Setup {
    /// The round after which the game stops.
    pub fn last_round(&self) -> u16 {
        u16::from(if self.rounds == 0 { MAX_ROUNDS } else { self.rounds })
    }
}

/// What stands on one hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    Empty,
    /// A population cube of `seat`'s species showing `count` (1 to 6).
    Cube {
        seat: Seat,
        count: u8,
    },
    Barrier(Barrier),
}

/// What everyone knows of a species' hidden genes: what it had to show.
/// Forgotten when it changes the card concerned.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Known {
    /// The hunter it announced when it preyed.
    pub hunter: Option<Hunt>,
    /// Hunters its Prey Defense card was shown to resist (the word as proof).
    pub resists: Vec<Hunt>,
    /// Hunters it turned out not to resist (it became prey).
    pub open_to: Vec<Hunt>,
    /// Hazards it was seen to survive, and hazards seen to strike it.
    pub tolerates: Vec<Hazard>,
    pub harmed_by: Vec<Hazard>,
    /// Barriers it was seen to cross.
    pub crosses: Vec<Barrier>,
    /// The pairs of Reproduction and Habitat & Mobility cards that give the
    /// newborns it was seen to have; forgotten when it changes either card.
    #[serde(default)]
    pub breeding: Breeding,
    /// The most mobility it was seen to spend in one migration (its card
    /// has at least as much); forgotten when it changes Habitat & Mobility.
    #[serde(default)]
    pub moved: u8,
}

/// Which pairs of a Habitat & Mobility card and a Reproduction card agree
/// with every reproduction watched: bit `r` of entry `h` for the pair
/// (`HABITAT_MOBILITY[h]`, `REPRODUCTION[r]`). Its newborns are public, and
/// what they could have been depends on both cards (the habitats say which
/// individuals are parents and where the newborns fit; the rate, how many).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breeding([u16; HABITAT_MOBILITY.len()]);

impl Default for Breeding {
    fn default() -> Self {
        Breeding([(1 << REPRODUCTION.len()) - 1; HABITAT_MOBILITY.len()])
    }
}

impl Breeding {
    /// Whether the habitat card `habitat` and the reproduction card `rate`
    /// agree with what was seen.
    pub fn allows(&self, habitat: usize, rate: usize) -> bool {
        self.0[habitat] & (1 << rate) != 0
    }

    /// Whether any rate card still goes with the habitat card `habitat`.
    pub fn allows_any(&self, habitat: usize) -> bool {
        self.0[habitat] != 0
    }

    /// Whether the reproduction card `rate` goes with any habitat card.
    pub fn allows_rate(&self, rate: usize) -> bool {
        self.0.iter().any(|m| m & (1 << rate) != 0)
    }

    /// Keeps the pairs with `habitat` for which `agrees(rate card)`.
    pub fn keep(&mut self, habitat: usize, agrees: impl Fn(usize) -> bool) {
        for r in 0..REPRODUCTION.len() {
            if !agrees(r) {
                self.0[habitat] &= !(1 << r);
            }
        }
    }

    /// How many pairs are left.
    pub fn count(&self) -> u32 {
        self.0.iter().map(|m| m.count_ones()).sum()
    }
}

/// The seats that know which gene card lies somewhere (bit `i` for seat
/// `i`): whoever put it under its deck, and whoever knew it before that.
/// Who knows is public (everyone sees who changes which deck); the card
/// itself is only in the knowers' views.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knowers(pub u8);

impl Knowers {
    pub const NONE: Knowers = Knowers(0);

    pub fn has(self, seat: Seat) -> bool {
        self.0 & (1 << seat.index()) != 0
    }

    pub fn with(self, seat: Seat) -> Knowers {
        Knowers(self.0 | (1 << seat.index()))
    }
}

/// Individuals on their way in a migration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// The hex they left.
    pub from: HexId,
    /// Where they are now (a hex they may pass but not always rest on).
    pub at: HexId,
    pub size: u8,
    /// Hexes travelled so far.
    pub steps: u8,
}

/// What the table is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// `seat` places founders (or, `relocating`, may take cubes back and
    /// place them again); `left` individuals are still in hand; `pick` is
    /// the hex chosen for the next cube, awaiting its number.
    Founding {
        seat: Seat,
        relocating: bool,
        left: u8,
        pick: Option<HexId>,
    },
    /// `seat` spins to start a turn.
    Spin {
        seat: Seat,
    },
    /// `seat` places `left` newborns (a public count) on the hexes of
    /// [`Extinction::room`], which stays off the table: it would show
    /// where the species' optimal habitats are. `pick` awaits a number.
    Reproduce {
        seat: Seat,
        left: u8,
        pick: Option<HexId>,
    },
    /// `seat` draws an Environmental Change card.
    Draw {
        seat: Seat,
    },
    /// Drought or cold wave: `seat` removes `left` more individuals of its choice.
    Cull {
        seat: Seat,
        left: u8,
    },
    /// A mild season: `seat` chooses a pair from the spinner.
    MildSeason {
        seat: Seat,
    },
    /// `seat` places a barrier: first the hex (`pick`), then the kind.
    Barrier {
        seat: Seat,
        pick: Option<HexId>,
    },
    /// `seat` migrates; `spent` is the mobility used so far (public: every
    /// step is seen). What is left depends on the secret Habitat & Mobility
    /// card, so only the owner's view carries it ([`super::View::mobility_left`]).
    /// `lifting` is the hex a group is being taken from (awaiting its
    /// size), `group` the group on its way.
    Migrate {
        seat: Seat,
        spent: u8,
        lifting: Option<HexId>,
        group: Option<Group>,
    },
    /// `seat` competes and preys; `used` are its hexes that have acted this turn.
    Compete {
        seat: Seat,
        used: Vec<HexId>,
    },
    /// `seat` changes gene cards (those changed this turn are
    /// [`Table::genes_changed`]).
    Genes {
        seat: Seat,
    },
    Over,
}

impl Phase {
    /// The seat that acts now, if any.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Phase::Founding { seat, .. }
            | Phase::Spin { seat }
            | Phase::Reproduce { seat, .. }
            | Phase::Draw { seat }
            | Phase::Cull { seat, .. }
            | Phase::MildSeason { seat }
            | Phase::Barrier { seat, .. }
            | Phase::Migrate { seat, .. }
            | Phase::Compete { seat, .. }
            | Phase::Genes { seat, .. } => Some(*seat),
            Phase::Over => None,
        }
    }
}

/// When a species died out: the turn orders the extinct at the end (the
/// later, the better placed); the round is what the table is told, as the
/// game counts rounds everywhere else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiedOut {
    pub turn: u32,
    pub round: u16,
}

/// Everything public on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub setup: Setup,
    /// One cell per hex of [`super::map::HEXES`].
    pub board: Vec<Cell>,
    /// Cubes each species has off the board.
    pub supply: PerSeat<u8>,
    /// Barrier pieces not yet placed, by [`Barrier::index`].
    pub barriers_left: [u8; 5],
    pub known: PerSeat<Known>,
    /// When each extinct species died out.
    pub extinct_at: PerSeat<Option<DiedOut>>,
    /// The two dice each seat threw for the order of play.
    pub order_rolls: PerSeat<Vec<(u8, u8)>>,
    /// The seat that plays first in every round.
    pub first: Seat,
    /// 0 during set-up, then 1, 2, ...
    pub round: u16,
    /// Turns begun so far.
    pub turn_no: u32,
    pub phase: Phase,
    /// The segment spun this turn, an index of [`super::cards::SPINNER`].
    /// Kept as the segment, not its pair: three pairs are on two or three
    /// segments, and the wheel and the turn line showed the first of them
    /// once the spin had left the latest events ("spins 8" in the log,
    /// "Spun 2" on the wheel; seen play-testing, 5 Dec 2026).
    pub spun: Option<u8>,
    /// The actions of this turn still to come after the current one (front first).
    pub plan: Vec<Act>,
    /// The gene decks changed this turn. The limits (each deck once, four
    /// in all) are the turn's, not one action's: a mild season can bring
    /// two change-genes actions into one turn.
    pub genes_changed: Vec<Gene>,
    /// Who knows the gene cards put under each deck (by [`Gene::index`]),
    /// bottom first. It covers the bottom of the deck up to the last card
    /// put under; the cards above were there from the start, known to no one.
    #[serde(default)]
    pub under: [Vec<Knowers>; 6],
    /// Who knows each species' gene cards besides the species itself: those
    /// who knew a card it drew (by [`Gene::index`]).
    #[serde(default)]
    pub held_known: PerSeat<[Knowers; 6]>,
    /// Environmental Change cards at the bottom of the deck, bottom first,
    /// that everyone saw drawn and put back.
    pub env_seen: Vec<u8>,
    /// The Environmental Change card being resolved (a drought's culling).
    pub env_in_play: Option<u8>,
    pub outcome: Option<Outcome>,
}

impl Table {
    /// The two actions of the segment spun this turn.
    pub fn spun_pair(&self) -> Option<(Act, Act)> {
        self.spun.and_then(|s| super::cards::SPINNER.get(usize::from(s)).copied())
    }

    /// Why a migrating group of `size` of `seat`'s may not settle on `hex`
    /// with `supply` cubes in hand, or `None` if it may: the rule itself
    /// (migration asks it of every hex) and the prompt's reason when Settle
    /// is not offered, so the two cannot disagree.
    pub fn rest_bar(&self, seat: Seat, hex: HexId, size: u8, supply: u8) -> Option<RestBar> {
        match self.board[usize::from(hex)] {
            Cell::Empty if supply > 0 => None,
            Cell::Empty => Some(RestBar::NoCube),
            Cell::Cube { seat: s, count } if s == seat && count + size <= 6 => None,
            Cell::Cube { seat: s, .. } if s == seat => Some(RestBar::Full),
            Cell::Cube { .. } => Some(RestBar::Rival),
            Cell::Barrier(_) => Some(RestBar::Barrier),
        }
    }
}

/// Why a group may not settle where it stands ([`Table::rest_bar`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestBar {
    /// An empty hex, and every cube of the species is on the island.
    NoCube,
    /// The species' own cube, which would show more than 6.
    Full,
    /// A rival's cube (a group never passes one; kept for completeness).
    Rival,
    /// A barrier the species crosses but may not live on.
    Barrier,
}

/// The whole game. Fields are public so scenario tests can lay out a
/// position; a live game only changes through `Game::apply`.
#[derive(Clone, Debug, PartialEq)]
pub struct Extinction {
    pub table: Table,
    /// Each seat's gene cards by [`Gene::index`], as card numbers in their
    /// deck; `None` until they are dealt.
    pub genes: PerSeat<Option<[u8; 6]>>,
    /// The face-down gene decks by [`Gene::index`]; the last card is the top.
    pub gene_decks: [Vec<u8>; 6],
    /// The face-down part of the Environmental Change deck above the seen
    /// cards; the last card is the top.
    pub env_hidden: Vec<u8>,
    /// During a reproduction, the hexes that may take newborns: the
    /// species' cubes in optimal habitats and the empty hexes and own cubes
    /// next to them, fixed when it began (in board order); empty otherwise.
    /// Hidden: only the reproducing species' view has it.
    pub room: Vec<HexId>,
    pub(crate) rng: GameRng,
}

impl Extinction {
    pub fn cell(&self, hex: HexId) -> Cell {
        self.table.board[usize::from(hex)]
    }

    /// The count on `seat`'s cube at `hex`, 0 if it has none there.
    pub fn own(&self, seat: Seat, hex: HexId) -> u8 {
        match self.cell(hex) {
            Cell::Cube { seat: s, count } if s == seat => count,
            _ => 0,
        }
    }

    /// `seat`'s hexes in board order.
    pub fn cubes_of(&self, seat: Seat) -> Vec<HexId> {
        (0..HEX_COUNT as HexId).filter(|&h| self.own(seat, h) > 0).collect()
    }

    /// `seat`'s individuals on the board.
    pub fn population(&self, seat: Seat) -> u16 {
        self.table
            .board
            .iter()
            .map(|c| match c {
                Cell::Cube { seat: s, count } if *s == seat => u16::from(*count),
                _ => 0,
            })
            .sum()
    }

    /// The time-limit score: individuals on cubes showing 1 to 4.
    pub fn score(&self, seat: Seat) -> u16 {
        self.table
            .board
            .iter()
            .map(|c| match c {
                Cell::Cube { seat: s, count } if *s == seat && *count <= 4 => u16::from(*count),
                _ => 0,
            })
            .sum()
    }

    pub fn alive(&self, seat: Seat) -> bool {
        self.table.extinct_at[seat].is_none()
    }

    pub fn cubes_on_board(&self, seat: Seat) -> u8 {
        CUBES - self.table.supply[seat]
    }

    fn card(&self, seat: Seat, gene: Gene) -> Option<usize> {
        self.genes[seat].map(|g| usize::from(g[gene.index()]))
    }

    /// The reproduction rate in tenths (0 before the genes are dealt).
    pub fn rate(&self, seat: Seat) -> u8 {
        self.card(seat, Gene::Reproduction).map_or(0, |c| REPRODUCTION[c])
    }

    pub fn mobility(&self, seat: Seat) -> u8 {
        self.card(seat, Gene::HabitatMobility).map_or(0, |c| HABITAT_MOBILITY[c].mobility)
    }

    /// The mobility the migrating species has left (0 outside a migration).
    pub fn mobility_left(&self) -> u8 {
        match self.table.phase {
            Phase::Migrate { seat, spent, .. } => self.mobility(seat).saturating_sub(spent),
            _ => 0,
        }
    }

    /// `seat`'s Habitat & Mobility card (none before the genes are dealt).
    pub fn habitat_card(&self, seat: Seat) -> Option<&'static HabitatCard> {
        self.card(seat, Gene::HabitatMobility).map(|c| &HABITAT_MOBILITY[c])
    }

    pub fn optimal(&self, seat: Seat, hex: HexId) -> bool {
        let hab = super::map::habitat(hex);
        self.habitat_card(seat).is_some_and(|card| card.optimal.contains(&hab))
    }

    pub fn tolerates(&self, seat: Seat, hazard: Hazard) -> bool {
        self.card(seat, Gene::Tolerance).is_some_and(|c| TOLERANCE[c].contains(&hazard))
    }

    pub fn crosses(&self, seat: Seat, barrier: Barrier) -> bool {
        self.card(seat, Gene::Crossing).is_some_and(|c| CROSSING[c].contains(&barrier))
    }

    pub fn hunter(&self, seat: Seat) -> Option<Hunt> {
        self.card(seat, Gene::Predator).map(|c| PREDATOR[c])
    }

    pub fn resists(&self, seat: Seat, hunt: Hunt) -> bool {
        self.card(seat, Gene::Defense).is_some_and(|c| DEFENSE[c].contains(&hunt))
    }

    /// Seats whose species still lives, in seat order.
    pub fn living(&self) -> Vec<Seat> {
        self.table.extinct_at.iter().filter(|(_, e)| e.is_none()).map(|(s, _)| s).collect()
    }

    pub fn seats(&self) -> usize {
        self.table.supply.len()
    }

    /// Adds `count` individuals of `seat` to `hex` (a new cube from the
    /// supply on an empty hex).
    pub(crate) fn add(&mut self, seat: Seat, hex: HexId, count: u8) {
        let cell = &mut self.table.board[usize::from(hex)];
        match cell {
            Cell::Cube { seat: s, count: c } if *s == seat => *c += count,
            Cell::Empty => {
                *cell = Cell::Cube { seat, count };
                self.table.supply[seat] -= 1;
            }
            _ => debug_assert!(false, "added to an occupied hex"),
        }
    }

    /// Takes `count` individuals off `hex`; an emptied cube goes back to its owner.
    pub(crate) fn remove(&mut self, hex: HexId, count: u8) {
        let cell = &mut self.table.board[usize::from(hex)];
        if let Cell::Cube { seat, count: c } = cell {
            let seat = *seat;
            *c = c.saturating_sub(count);
            if *c == 0 {
                *cell = Cell::Empty;
                self.table.supply[seat] += 1;
            }
        }
    }

    /// Removes the whole cube at `hex` (back to its owner's supply).
    pub(crate) fn clear(&mut self, hex: HexId) -> Option<(Seat, u8)> {
        match self.cell(hex) {
            Cell::Cube { seat, count } => {
                self.remove(hex, count);
                Some((seat, count))
            }
            _ => None,
        }
    }
}
