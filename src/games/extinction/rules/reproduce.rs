//! Reproduction: the individuals in optimal habitats times the rate,
//! rounded to the nearest (a half rounds up), go onto those cubes or onto
//! hexes next to them; as many as fit must be placed, and a boxed-in
//! species fills every such hex to 6 (choosing which empty hexes get its
//! last cubes when it has fewer than they are).

use crate::engine::Seat;
use crate::games::extinction::action::Action;
use crate::games::extinction::cards::{Act, HabitatCard, HABITAT_MOBILITY, REPRODUCTION};
use crate::games::extinction::event::{Event, Skip};
use crate::games::extinction::map::{habitat, neighbours, HexId, HEX_COUNT};
use crate::games::extinction::state::{Cell, Extinction, Phase};

/// Newborns from `parents` at `rate` tenths, rounded to the nearest: 13 at 0.6 give 8.
pub fn newborns(parents: u16, rate: u8) -> u16 {
    (parents * u16::from(rate) + 5) / 10
}

/// A species' cubes as any Habitat & Mobility card would read them: its
/// individuals on each habitat, and each hex that could take newborns with
/// the habitats of the cubes that would put it in the nursery (its own, a
/// neighbour's). The rules read it with the species' own card; what a
/// reproduction shows is read with every card (`watch_breeding`).
struct Breeders {
    on_habitat: [u16; 6],
    habitats_at: [u8; HEX_COUNT],
    /// The hexes with a habitat in `habitats_at`, in the order found.
    hexes: Vec<HexId>,
}

impl Breeders {
    /// The habitats of `card` as bits, one per `Habitat`.
    fn mask(card: &HabitatCard) -> u8 {
        card.optimal.iter().fold(0, |m, &hab| m | 1 << hab as usize)
    }

    /// Individuals in `card`'s optimal habitats.
    fn parents(&self, card: &HabitatCard) -> u16 {
        card.optimal.iter().map(|&hab| self.on_habitat[hab as usize]).sum()
    }

    /// The hexes that may take newborns under `card`.
    fn nursery<'a>(&'a self, card: &HabitatCard) -> impl Iterator<Item = HexId> + 'a {
        let mask = Self::mask(card);
        self.hexes.iter().copied().filter(move |&h| self.habitats_at[usize::from(h)] & mask != 0)
    }

    /// The nursery under `card` (none without one), in board order.
    fn room(&self, card: Option<&HabitatCard>) -> Vec<HexId> {
        let mut room: Vec<HexId> = card.map(|c| self.nursery(c).collect()).unwrap_or_default();
        room.sort_unstable();
        room
    }
}

impl Extinction {
    /// `seat`'s cubes read for every habitat card at once.
    fn breeders(&self, seat: Seat) -> Breeders {
        let mut b = Breeders { on_habitat: [0; 6], habitats_at: [0; HEX_COUNT], hexes: Vec::new() };
        for h in self.cubes_of(seat) {
            let hab = habitat(h) as usize;
            b.on_habitat[hab] += u16::from(self.own(seat, h));
            let near = neighbours(h).filter(|&n| self.cell(n) == Cell::Empty || self.own(seat, n) > 0);
            for n in std::iter::once(h).chain(near) {
                if b.habitats_at[usize::from(n)] == 0 {
                    b.hexes.push(n);
                }
                b.habitats_at[usize::from(n)] |= 1 << hab;
            }
        }
        b
    }

    /// Individuals of `seat` in its optimal habitats.
    pub fn parents(&self, seat: Seat) -> u16 {
        self.habitat_card(seat).map_or(0, |card| self.breeders(seat).parents(card))
    }

    /// The hexes that may take newborns: `seat`'s cubes in optimal habitats
    /// and the empty hexes and own cubes next to them, in board order.
    pub fn nursery(&self, seat: Seat) -> Vec<HexId> {
        self.breeders(seat).room(self.habitat_card(seat))
    }

    /// Room on `hex` for `seat`'s newborns now.
    fn room_at(&self, seat: Seat, hex: HexId) -> u8 {
        match self.cell(hex) {
            Cell::Empty if self.table.supply[seat] > 0 => 6,
            Cell::Cube { seat: s, count } if s == seat => 6 - count,
            _ => 0,
        }
    }

    /// How many newborns the hexes of `room` can take, cubes allowing.
    fn capacity(&self, seat: Seat, room: impl IntoIterator<Item = HexId>) -> u16 {
        let (mut own, mut empty) = (0, 0);
        for h in room {
            match self.cell(h) {
                Cell::Empty => empty += 1,
                Cell::Cube { seat: s, count } if s == seat => own += u16::from(6 - count),
                _ => {}
            }
        }
        own + 6 * empty.min(u16::from(self.table.supply[seat]))
    }

    /// What everyone learns from a reproduction that placed `shown`
    /// newborns: of the pairs of a habitat card and a rate card, only those
    /// that would have placed as many on this board stay possible.
    fn watch_breeding(&mut self, seat: Seat, breeders: &Breeders, shown: u16) {
        for (i, card) in HABITAT_MOBILITY.iter().enumerate() {
            if !self.table.known[seat].breeding.allows_any(i) {
                continue;
            }
            let (parents, fits) = (breeders.parents(card), self.capacity(seat, breeders.nursery(card)));
            self.table.known[seat].breeding.keep(i, |r| newborns(parents, REPRODUCTION[r]).min(fits) == shown);
        }
    }

    /// Begins a reproduction; false when it was done at once (nothing to
    /// place, or boxed in).
    pub(crate) fn start_reproduction(&mut self, seat: Seat, events: &mut Vec<Event>) -> bool {
        // Read once, for the species' card and then every card: this runs
        // in every reproduction of a bot's playouts.
        let (breeders, card) = (self.breeders(seat), self.habitat_card(seat));
        let parents = card.map_or(0, |c| breeders.parents(c));
        let rate = self.rate(seat);
        let born = newborns(parents, rate);
        let room = breeders.room(card);
        let fits = self.capacity(seat, room.iter().copied());
        self.watch_breeding(seat, &breeders, fits.min(born));
        events.push(Event::Newborns { seat, parents: Some(parents), rate: Some(rate), newborns: born, room: fits.min(born) });
        if born == 0 || fits == 0 {
            events.push(Event::Skipped { seat, act: Act::Reproduce, why: Skip::NoNewborns });
            return false;
        }
        if born >= fits {
            return self.fill_up(seat, room, events);
        }
        self.room = room;
        self.table.phase = Phase::Reproduce { seat, left: born as u8, pick: None };
        true
    }

    /// A boxed-in species: every hex of `room` that can take newborns is
    /// filled to 6. Its own cubes are filled at once; so are the empty hexes
    /// when it has a cube for each. With fewer cubes than empty hexes, which
    /// hexes get them is the player's choice: its placing step follows, for
    /// as many newborns as those cubes hold. False when nothing is left to choose.
    fn fill_up(&mut self, seat: Seat, room: Vec<HexId>, events: &mut Vec<Event>) -> bool {
        let empty = room.iter().filter(|&&h| self.cell(h) == Cell::Empty).count();
        let cubes = self.table.supply[seat];
        let choice = cubes > 0 && empty > usize::from(cubes);
        let mut filled = Vec::new();
        for &h in &room {
            let own = self.own(seat, h) > 0;
            let r = self.room_at(seat, h);
            if r > 0 && (own || !choice) {
                self.add(seat, h, r);
                filled.push(h);
            }
        }
        if !filled.is_empty() {
            events.push(Event::FilledUp { seat, hexes: filled });
        }
        if !choice {
            return false;
        }
        self.room = room;
        self.table.phase = Phase::Reproduce { seat, left: 6 * cubes, pick: None };
        true
    }

    pub(crate) fn reproduce_actions(&self) -> Vec<Action> {
        let Phase::Reproduce { seat, left, pick } = &self.table.phase else { return Vec::new() };
        match pick {
            Some(h) => (1..=self.room_at(*seat, *h).min(*left)).map(|count| Action::Put { count }).collect(),
            None => self.room.iter().filter(|&&h| self.room_at(*seat, h) > 0).map(|&hex| Action::Pick { hex }).collect(),
        }
    }

    pub(crate) fn reproduce_pick(&mut self, hex: HexId) {
        if let Phase::Reproduce { pick, .. } = &mut self.table.phase {
            *pick = Some(hex);
        }
    }

    pub(crate) fn reproduce_put(&mut self, seat: Seat, count: u8, events: &mut Vec<Event>) {
        let Phase::Reproduce { left, pick: Some(hex), .. } = self.table.phase else { return };
        self.add(seat, hex, count);
        events.push(Event::Placed { seat, hex, count, shows: self.own(seat, hex) });
        let left = left - count;
        if let Phase::Reproduce { left: l, pick, .. } = &mut self.table.phase {
            *l = left;
            *pick = None;
        }
        if left == 0 || self.reproduce_actions().is_empty() {
            self.next_act(events);
        }
    }
}
