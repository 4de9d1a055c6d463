//! Set-up: the order of play by a throw of two cubes (lowest first), the
//! founders (exactly 30 individuals, one cube per empty hex), the round of
//! relocation, and the first gene cards.

use crate::engine::{GameRng, PerSeat, Seat, SetupError};
use crate::games::extinction::action::Action;
use crate::games::extinction::cards::{Gene, CUBES, ENVIRONMENT, FOUNDERS};
use crate::games::extinction::event::Event;
use crate::games::extinction::map::{HexId, HEX_COUNT};
use crate::games::extinction::state::{Cell, Extinction, Knowers, Known, Phase, Setup, Table, MAX_ROUNDS};

fn check(setup: &Setup) -> Result<(), SetupError> {
    if !(2..=4).contains(&setup.players) {
        return Err(SetupError(format!("Extinction needs 2 to 4 players, not {}", setup.players)));
    }
    if setup.rounds > MAX_ROUNDS {
        return Err(SetupError(format!("the time limit is 1 to {MAX_ROUNDS} rounds (or 0 for no limit), not {}", setup.rounds)));
    }
    Ok(())
}

/// Every seat throws two cubes; those tied for lowest throw again. Returns
/// each seat's throws and the seat that goes first.
fn roll_for_order(n: usize, rng: &mut GameRng) -> (PerSeat<Vec<(u8, u8)>>, Seat) {
    let mut rolls = PerSeat::from_fn(n, |_| Vec::new());
    let mut throwing: Vec<Seat> = Seat::all(n).collect();
    loop {
        let mut lowest = (u8::MAX, Vec::new());
        for &s in &throwing {
            let pair = (rng.die(6), rng.die(6));
            rolls[s].push(pair);
            let sum = pair.0 + pair.1;
            if sum < lowest.0 {
                lowest = (sum, vec![s]);
            } else if sum == lowest.0 {
                lowest.1.push(s);
            }
        }
        if lowest.1.len() == 1 {
            return (rolls, lowest.1[0]);
        }
        throwing = lowest.1;
    }
}

impl Extinction {
    pub(crate) fn fresh(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        check(setup)?;
        let n = usize::from(setup.players);
        let mut rng = GameRng::from_seed(seed);
        let (order_rolls, first) = roll_for_order(n, &mut rng);
        let gene_decks: [Vec<u8>; 6] = std::array::from_fn(|i| {
            let mut deck: Vec<u8> = (0..Gene::ALL[i].size() as u8).collect();
            rng.shuffle(&mut deck);
            deck
        });
        let mut env_hidden: Vec<u8> = (0..ENVIRONMENT.len() as u8).collect();
        rng.shuffle(&mut env_hidden);
        let table = Table {
            setup: setup.clone(),
            board: vec![Cell::Empty; HEX_COUNT],
            supply: PerSeat::from_fn(n, |_| CUBES),
            barriers_left: [crate::games::extinction::cards::BARRIERS_PER_KIND; 5],
            known: PerSeat::from_fn(n, |_| Known::default()),
            extinct_at: PerSeat::from_fn(n, |_| None),
            order_rolls,
            first,
            round: 0,
            turn_no: 0,
            phase: Phase::Founding { seat: first, relocating: false, left: FOUNDERS, pick: None },
            spun: None,
            plan: Vec::new(),
            genes_changed: Vec::new(),
            under: Default::default(),
            held_known: PerSeat::from_fn(n, |_| [Knowers::NONE; 6]),
            env_seen: Vec::new(),
            env_in_play: None,
            outcome: None,
        };
        Ok(Extinction { table, genes: PerSeat::from_fn(n, |_| None), gene_decks, env_hidden, room: Vec::new(), rng })
    }

    /// The seat after `seat` in the order of play.
    pub(crate) fn after(&self, seat: Seat) -> Seat {
        seat.next(self.seats())
    }

    pub(crate) fn founding_actions(&self) -> Vec<Action> {
        let Phase::Founding { seat, relocating, left, pick } = self.table.phase else { return Vec::new() };
        let supply = self.table.supply[seat];
        if pick.is_some() {
            // The rest must still fit on the cubes left after this one.
            return (1..=left.min(6))
                .filter(|&c| u16::from(left - c) <= 6 * u16::from(supply.saturating_sub(1)))
                .map(|count| Action::Put { count })
                .collect();
        }
        let mut out = Vec::new();
        if left > 0 && supply > 0 {
            out.extend((0..HEX_COUNT as HexId).filter(|&h| self.cell(h) == Cell::Empty).map(|hex| Action::Pick { hex }));
        }
        if relocating {
            out.extend(self.cubes_of(seat).into_iter().map(|hex| Action::TakeBack { hex }));
            if left == 0 {
                out.push(Action::Done);
            }
        }
        out
    }

    pub(crate) fn founding_pick(&mut self, hex: HexId) {
        if let Phase::Founding { pick, .. } = &mut self.table.phase {
            *pick = Some(hex);
        }
    }

    pub(crate) fn founding_put(&mut self, seat: Seat, count: u8, events: &mut Vec<Event>) {
        let Phase::Founding { relocating, left, pick: Some(hex), .. } = self.table.phase else { return };
        self.add(seat, hex, count);
        events.push(Event::Placed { seat, hex, count, shows: count });
        let left = left - count;
        self.table.phase = Phase::Founding { seat, relocating, left, pick: None };
        if left == 0 && !relocating {
            self.founding_done(events);
        }
    }

    pub(crate) fn take_back(&mut self, seat: Seat, hex: HexId, events: &mut Vec<Event>) {
        if let Some((_, count)) = self.clear(hex) {
            events.push(Event::TookBack { seat, hex, count });
            if let Phase::Founding { left, .. } = &mut self.table.phase {
                *left += count;
            }
        }
    }

    /// The seat's founding (or relocation) is complete: the next seat's
    /// begins, or the relocation round, or the game proper.
    pub(crate) fn founding_done(&mut self, events: &mut Vec<Event>) {
        let Phase::Founding { seat, relocating, .. } = self.table.phase else { return };
        let next = self.after(seat);
        if next != self.table.first {
            self.table.phase = Phase::Founding { seat: next, relocating, left: if relocating { 0 } else { FOUNDERS }, pick: None };
        } else if !relocating {
            self.table.phase = Phase::Founding { seat: next, relocating: true, left: 0, pick: None };
        } else {
            self.deal_genes(events);
            self.table.round = 1;
            self.table.turn_no = 1;
            events.push(Event::RoundStarted { round: 1 });
            self.table.phase = Phase::Spin { seat: self.table.first };
        }
    }

    /// Each species draws the top card of each gene deck, in order of play.
    fn deal_genes(&mut self, events: &mut Vec<Event>) {
        let mut seat = self.table.first;
        for _ in 0..self.seats() {
            let cards: [u8; 6] = std::array::from_fn(|g| self.gene_decks[g].pop().expect("a gene deck outlasts four hands"));
            self.genes[seat] = Some(cards);
            events.push(Event::GenesDealt { seat, cards: Some(cards) });
            seat = self.after(seat);
        }
    }
}
