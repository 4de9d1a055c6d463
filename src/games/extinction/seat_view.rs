//! What one viewer sees ([`Extinction::view_for`]), and the bots' sampling
//! of what they cannot see ([`determinize`]); the `Game` impl calls both.
//! (Named `seat_view` because `view/` is the board.)

use super::cards::{Gene, CROSSING, DEFENSE, ENVIRONMENT, HABITAT_MOBILITY, PREDATOR, TOLERANCE};
use super::map::{habitat, HexId};
use super::state::{Cell, Extinction, Known, Phase, Table};
use crate::engine::{GameRng, PerSeat, Seat, Viewer};
use serde::Serialize;

/// One viewer's game: the public table, the viewer's own six gene cards
/// (none for the table or before the deal), and the size of every
/// face-down pile. What rivals had to show is in `table.known`. The view
/// with everything ([`Viewer::All`], a finished game's review) adds
/// [`Revealed`]: every hand and every pile in order.
///
/// Nothing here may depend on another species' gene cards beyond what the
/// rules make public: the shared harness re-deals them
/// (`Audited::shuffle_hidden`) and checks this view stays the same. So a
/// migration's mobility left and a reproduction's room are the owner's
/// alone ([`View::mobility_left`], [`View::nursery`]); the table carries
/// only the mobility spent and the newborns left, which everyone saw. The
/// one exception is what the viewer itself saw go under a deck
/// ([`Memory`]): a rival's card it knows because the rival drew it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub table: Table,
    /// The viewer's gene cards by [`Gene::index`], as card numbers in each deck.
    pub genes: Option<[u8; 6]>,
    pub gene_decks: [usize; 6],
    /// Face-down Environmental Change cards above the seen ones.
    pub env_hidden: usize,
    /// The hexes that may take newborns, in the reproducing species' own
    /// view and the view with everything; `None` otherwise.
    pub nursery: Option<Vec<HexId>>,
    /// The gene cards the viewer knows besides its own; `None` for the
    /// table and the view with everything.
    pub memory: Option<Memory>,
    /// What no seat sees, in the view with everything only; `None` in play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revealed: Option<Revealed>,
}

/// Everything hidden, as the view with everything shows it: enough to
/// rebuild the game exactly ([`determinize`] takes it as it is).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Revealed {
    /// Every species' gene cards by [`Gene::index`] (none before the deal).
    pub genes: PerSeat<Option<[u8; 6]>>,
    /// Each gene deck as it lies, bottom first: the last card is drawn next.
    pub gene_decks: [Vec<u8>; 6],
    /// The face-down Environmental Change cards, bottom first: the last is drawn next.
    pub env_hidden: Vec<u8>,
}

/// What a species knows of gene cards it no longer holds, as a player at
/// the table would: where each card it put under a deck lies now (the
/// changes since are public, so its place is known), and which rival drew
/// it, until that rival changes the card again.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Memory {
    /// By [`Gene::index`]: each known card in the deck, as (place from the
    /// bottom, card).
    pub in_decks: [Vec<(usize, u8)>; 6],
    /// By seat and [`Gene::index`]: the rivals' cards it knows.
    pub held: PerSeat<[Option<u8>; 6]>,
}

impl View {
    /// `seat`'s gene cards if this view shows them: the viewer's own, or
    /// anyone's in the view with everything.
    pub fn genes_of(&self, seat: Seat) -> Option<[u8; 6]> {
        match self.viewer {
            Viewer::Seat(s) if s == seat => self.genes,
            Viewer::Seat(_) | Viewer::Table => None,
            Viewer::All => self.revealed.as_ref().and_then(|r| r.genes.0.get(seat.index()).copied().flatten()),
        }
    }

    /// The migrating species' mobility left (from its Habitat & Mobility
    /// card and the mobility spent), in its own view and the view with
    /// everything; `None` for anyone else.
    pub fn mobility_left(&self) -> Option<u8> {
        let Phase::Migrate { seat, spent, .. } = self.table.phase else { return None };
        let card = self.genes_of(seat)?[Gene::HabitatMobility.index()];
        Some(HABITAT_MOBILITY[usize::from(card)].mobility.saturating_sub(spent))
    }
}

impl Extinction {
    pub(crate) fn view_for(&self, viewer: Viewer) -> View {
        let genes = match viewer {
            Viewer::Seat(s) if s.index() < self.seats() => self.genes[s],
            _ => None,
        };
        let nursery = match self.table.phase {
            Phase::Reproduce { seat, .. } if viewer == Viewer::Seat(seat) || viewer == Viewer::All => Some(self.room.clone()),
            _ => None,
        };
        let memory = match viewer {
            Viewer::Seat(s) if s.index() < self.seats() => Some(self.memory_of(s)),
            _ => None,
        };
        let revealed = (viewer == Viewer::All).then(|| Revealed {
            genes: self.genes.clone(),
            gene_decks: self.gene_decks.clone(),
            env_hidden: self.env_hidden.clone(),
        });
        View {
            viewer,
            table: self.table.clone(),
            genes,
            gene_decks: std::array::from_fn(|g| self.gene_decks[g].len()),
            env_hidden: self.env_hidden.len(),
            nursery,
            memory,
            revealed,
        }
    }

    fn memory_of(&self, seat: Seat) -> Memory {
        let in_decks = std::array::from_fn(|g| {
            let knowers = self.table.under[g].iter().enumerate();
            knowers.filter(|(_, k)| k.has(seat)).map(|(i, _)| (i, self.gene_decks[g][i])).collect()
        });
        let held = PerSeat::from_fn(self.seats(), |r| {
            let known = r != seat && self.genes[r].is_some();
            std::array::from_fn(|g| (known && self.table.held_known[r][g].has(seat)).then(|| self.genes[r].map(|c| c[g])).flatten())
        });
        Memory { in_decks, held }
    }
}

/// A full state matching `view`: the unseen gene cards dealt to the
/// other species (agreeing with everything they had to show, and with
/// the action under way: a rival migrating holds a mobility of at least
/// what it spent, a rival reproducing a habitat where it has a cube)
/// and to the decks, the unseen Environmental Change cards shuffled; a
/// rival's reproduction room worked out again from its new card; a fresh RNG.
/// The view with everything hides nothing: its game is rebuilt as it is.
pub(crate) fn determinize(view: &View, rng: &mut GameRng) -> Extinction {
    let mut fresh = GameRng::from_seed(rng.next_u64());
    let n = view.table.supply.len();
    let me = match (view.viewer, &view.revealed) {
        (Viewer::Seat(s), _) => Some(s),
        (Viewer::Table, _) => None,
        (Viewer::All, Some(r)) => return rebuild(view, r, fresh),
        (Viewer::All, None) => unreachable!("the view with everything always carries what is revealed"),
    };
    let dealt = view.table.round > 0;
    let mut genes = PerSeat::from_fn(n, |s| if Some(s) == me { view.genes } else { None });
    let mut gene_decks: [Vec<u8>; 6] = Default::default();
    // Read in place: a bot samples thousands of times a decision.
    let nothing = Memory::default();
    let memory = view.memory.as_ref().unwrap_or(&nothing);
    let rivals: Vec<Seat> = Seat::all(n).filter(|&s| dealt && Some(s) != me).collect();
    let remembered = |s: Seat, g: usize| memory.held.0.get(s.index()).and_then(|cards| cards[g]);
    // A deck's cards the viewer knows the place of: its own, those it put
    // under the deck, and the rivals' it remembers.
    let known_of = |g: usize| -> Vec<u8> {
        let under = memory.in_decks[g].iter().map(|&(_, c)| c);
        let held = rivals.iter().filter_map(|&s| remembered(s, g));
        view.genes.map(|c| c[g]).into_iter().chain(under).chain(held).collect()
    };
    // Each deck's cards the viewer cannot place, in `Gene::ALL`'s order.
    let pools: [Vec<u8>; 6] = Gene::ALL.map(|gene| {
        let known = known_of(gene.index());
        (0..gene.size() as u8).filter(|c| !known.contains(c)).collect()
    });
    let (rates, habitats) = (&pools[Gene::Reproduction.index()], &pools[Gene::HabitatMobility.index()]);
    let pairs = deal_breeding(view, &rivals, &remembered, (rates, habitats), &mut fresh);
    for gene in Gene::ALL {
        let g = gene.index();
        let in_deck = &memory.in_decks[g];
        let mut others: Vec<Seat> = Vec::new();
        for &s in &rivals {
            match remembered(s, g) {
                Some(card) => genes[s].get_or_insert([0; 6])[g] = card,
                None => others.push(s),
            }
        }
        let pool = &pools[g];
        // The rate and habitat cards were dealt as pairs: each rival takes its own.
        let paired = |s: Seat| {
            let i = rivals.iter().position(|&r| r == s)?;
            let (rate, habitat) = pairs.as_ref()?[i];
            [rate, habitat].get(g).copied()
        };
        let fits = |s: Seat, c: u8| match paired(s) {
            Some(card) => c == card,
            None => shown_fits(gene, c, s, &view.table),
        };
        let (picked, rest) = deal_consistent(pool, &others, &fits, &mut fresh);
        for (s, c) in others.iter().zip(picked) {
            genes[*s].get_or_insert([0; 6])[g] = c;
        }
        gene_decks[g] = with_known_places(rest, in_deck);
    }
    let mut env_hidden: Vec<u8> =
        (0..ENVIRONMENT.len() as u8).filter(|c| !view.table.env_seen.contains(c) && view.table.env_in_play != Some(*c)).collect();
    fresh.shuffle(&mut env_hidden);
    let mut game = Extinction { table: view.table.clone(), genes, gene_decks, env_hidden, room: Vec::new(), rng: fresh };
    if let Phase::Reproduce { seat, .. } = game.table.phase {
        game.room = match &view.nursery {
            Some(room) if me == Some(seat) => room.clone(),
            _ => game.nursery(seat),
        };
    }
    game
}

/// Each rival's Reproduction and Habitat & Mobility cards, dealt together as
/// a pair its newborns allow (one deck at a time, two rivals could each be
/// left needing the one habitat card): for each rival, a pair drawn evenly
/// from those that agree with what it showed, a card the viewer remembers
/// kept and the others from `pools` (rates, habitats); `None` when no deal
/// fits, which a real game never gives (its own deal does).
fn deal_breeding(
    view: &View,
    rivals: &[Seat],
    remembered: &dyn Fn(Seat, usize) -> Option<u8>,
    pools: (&[u8], &[u8]),
    rng: &mut GameRng,
) -> Option<Vec<(u8, u8)>> {
    let (rate, habitat) = (Gene::Reproduction, Gene::HabitatMobility);
    let options: Vec<Vec<(u8, u8)>> = rivals
        .iter()
        .map(|&s| {
            let rates = remembered(s, rate.index()).map_or_else(|| pools.0.to_vec(), |c| vec![c]);
            let habitats: Vec<u8> = remembered(s, habitat.index())
                .map_or_else(|| pools.1.to_vec(), |c| vec![c])
                .into_iter()
                .filter(|&h| shown_fits(habitat, h, s, &view.table))
                .collect();
            let seen = &view.table.known[s].breeding;
            let mut pairs: Vec<(u8, u8)> = rates
                .iter()
                .flat_map(|&r| habitats.iter().map(move |&h| (r, h)))
                .filter(|&(r, h)| seen.allows(usize::from(h), usize::from(r)))
                .collect();
            rng.shuffle(&mut pairs);
            pairs
        })
        .collect();
    let mut dealt = Vec::new();
    pair_up(&options, &mut dealt).then_some(dealt)
}

/// Gives each rival in turn the first of its pairs whose cards are still
/// free (backtracking: a rival left with none sends the search back).
fn pair_up(options: &[Vec<(u8, u8)>], dealt: &mut Vec<(u8, u8)>) -> bool {
    let Some(pairs) = options.get(dealt.len()) else { return true };
    for &(rate, habitat) in pairs {
        if dealt.iter().any(|&(r, h)| r == rate || h == habitat) {
            continue;
        }
        dealt.push((rate, habitat));
        if pair_up(options, dealt) {
            return true;
        }
        dealt.pop();
    }
    false
}

/// A deck of the cards `rest` (shuffled) with each card the viewer knows
/// at its place from the bottom.
fn with_known_places(rest: Vec<u8>, known: &[(usize, u8)]) -> Vec<u8> {
    let mut rest = rest.into_iter();
    let len = rest.len() + known.len();
    (0..len).filter_map(|i| known.iter().find(|&&(at, _)| at == i).map(|&(_, c)| c).or_else(|| rest.next())).collect()
}

/// The game the view with everything shows: every hand, pile and the
/// reproduction's room as they are; only the RNG is new.
fn rebuild(view: &View, r: &Revealed, rng: GameRng) -> Extinction {
    Extinction {
        table: view.table.clone(),
        genes: r.genes.clone(),
        gene_decks: r.gene_decks.clone(),
        env_hidden: r.env_hidden.clone(),
        room: view.nursery.clone().unwrap_or_default(),
        rng,
    }
}

/// Could `seat` hold card `card` of deck `gene`, given what it showed and
/// the action under way?
fn shown_fits(gene: Gene, card: u8, seat: Seat, table: &Table) -> bool {
    agrees(gene, card, &table.known[seat]) && agrees_with_phase(gene, card, seat, table)
}

/// Does card `card` of deck `gene`, held by `seat`, fit the action under
/// way? Only the Habitat & Mobility card is bound: a migrating species has
/// at least the mobility it spent (as [`Known::moved`] says; this also
/// covers a save made mid-migration before `moved` was kept); a reproducing
/// one has newborns, so a cube in an optimal habitat.
fn agrees_with_phase(gene: Gene, card: u8, seat: Seat, table: &Table) -> bool {
    if gene != Gene::HabitatMobility {
        return true;
    }
    let card = HABITAT_MOBILITY[usize::from(card)];
    match table.phase {
        Phase::Migrate { seat: s, spent, .. } if s == seat => card.mobility >= spent,
        Phase::Reproduce { seat: s, .. } if s == seat => table
            .board
            .iter()
            .enumerate()
            .any(|(h, c)| matches!(c, Cell::Cube { seat: o, .. } if *o == seat) && card.optimal.contains(&habitat(h as HexId))),
        _ => true,
    }
}

/// Does card `card` of deck `gene` agree with what `k` says was shown?
pub fn agrees(gene: Gene, card: u8, k: &Known) -> bool {
    let c = usize::from(card);
    match gene {
        Gene::Predator => k.hunter.is_none_or(|h| PREDATOR[c] == h),
        Gene::Defense => k.resists.iter().all(|h| DEFENSE[c].contains(h)) && k.open_to.iter().all(|h| !DEFENSE[c].contains(h)),
        Gene::Tolerance => k.tolerates.iter().all(|h| TOLERANCE[c].contains(h)) && k.harmed_by.iter().all(|h| !TOLERANCE[c].contains(h)),
        Gene::Crossing => k.crosses.iter().all(|b| CROSSING[c].contains(b)),
        Gene::HabitatMobility => HABITAT_MOBILITY[c].mobility >= k.moved,
        Gene::Reproduction => true,
    }
}

/// Deals one card from `pool` to each of `seats`, each one that `fits`
/// that seat (a small backtracking search over a shuffled pool); returns
/// the cards dealt and the rest, shuffled.
fn deal_consistent(pool: &[u8], seats: &[Seat], fits: &dyn Fn(Seat, u8) -> bool, rng: &mut GameRng) -> (Vec<u8>, Vec<u8>) {
    let mut pool = pool.to_vec();
    rng.shuffle(&mut pool);
    let mut taken = vec![false; pool.len()];
    let mut picked = Vec::new();
    if !assign(&pool, seats, fits, &mut taken, &mut picked) {
        // Unreachable from a real game (its own deal agrees); deal blindly.
        picked = pool.iter().take(seats.len()).copied().collect();
        taken = (0..pool.len()).map(|i| i < seats.len()).collect();
    }
    let rest: Vec<u8> = pool.iter().zip(&taken).filter(|(_, t)| !**t).map(|(c, _)| *c).collect();
    (picked, rest)
}

fn assign(pool: &[u8], seats: &[Seat], fits: &dyn Fn(Seat, u8) -> bool, taken: &mut [bool], picked: &mut Vec<u8>) -> bool {
    let Some((&seat, more)) = seats.split_first() else { return true };
    for i in 0..pool.len() {
        if !taken[i] && fits(seat, pool[i]) {
            taken[i] = true;
            picked.push(pool[i]);
            if assign(pool, more, fits, taken, picked) {
                return true;
            }
            picked.pop();
            taken[i] = false;
        }
    }
    false
}
