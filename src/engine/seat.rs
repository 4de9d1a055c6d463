//! Seats, per-seat data and viewers.

use serde::{Deserialize, Serialize};
use std::ops::{Index, IndexMut};

/// A place at the table, numbered from 0 in turn order as set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// All seats of a table of `n`.
    pub fn all(n: usize) -> impl Iterator<Item = Seat> {
        (0..n as u8).map(Seat)
    }

    /// The next seat clockwise at a table of `n`.
    pub fn next(self, n: usize) -> Seat {
        Seat(((self.index() + 1) % n) as u8)
    }
}

/// Who is looking: one seat, the whole table (public information only), or
/// everyone at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Table,
    /// Everything: every seat's secrets and the order of every face-down
    /// pile, which no seat knows. Only the review of a finished game uses
    /// it; play never does. Its view is the union of the seats' views plus
    /// what no seat knows, so `determinize` rebuilds the game from it.
    All,
}

impl Viewer {
    /// The seat looking, if one is.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Table | Viewer::All => None,
        }
    }
}

/// One value per seat, indexed by [`Seat`] rather than a bare number.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct PerSeat<T>(pub Vec<T>);

impl<T> PerSeat<T> {
    pub fn from_fn(n: usize, mut f: impl FnMut(Seat) -> T) -> Self {
        PerSeat(Seat::all(n).map(&mut f).collect())
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Seat, &mut T)> {
        self.0.iter_mut().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        Seat::all(self.0.len())
    }

    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> PerSeat<U> {
        PerSeat(self.iter().map(|(s, v)| f(s, v)).collect())
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}
