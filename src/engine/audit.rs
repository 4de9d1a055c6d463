//! What the shared test harness needs from each game beyond the contract:
//! its invariants (every card accounted for) and a way to reshuffle what a
//! viewer cannot see, which proves the viewer's view does not depend on it.

use super::{Game, GameRng, Viewer};

pub trait Audited: Game {
    /// Checks the game's invariants, such as card conservation; says which broke.
    fn check_invariants(&self) -> Result<(), String>;

    /// Re-deals or reshuffles everything hidden from `viewer` (face-down
    /// piles, other hands), keeping what `viewer` sees. `view(viewer)` must be
    /// the same before and after. For [`Viewer::All`] nothing is hidden, so
    /// nothing moves.
    fn shuffle_hidden(&mut self, viewer: Viewer, rng: &mut GameRng);
}

/// "Every card in exactly one place": the places a game keeps its pieces
/// (deck, hands, board, discard), filled in by its audit and compared with
/// the full set. Works for multisets too: a box with three copies of a card
/// must show three.
pub struct Stock<T> {
    what: &'static str,
    /// The places counted, each named once: the harness counts every card
    /// of every game after every move, so an item holds its place's index,
    /// not a copy of its name.
    places: Vec<String>,
    found: Vec<(T, usize)>,
}

impl<T: Ord + Clone + std::fmt::Debug> Stock<T> {
    /// An empty count of `what` ("Player card", "ship").
    pub fn new(what: &'static str) -> Self {
        Stock { what, places: Vec::new(), found: Vec::new() }
    }

    /// Counts `items` as lying in `place` ("deck", "seat 2's hand").
    pub fn add<'a>(&mut self, place: impl Into<String>, items: impl IntoIterator<Item = &'a T>) -> &mut Self
    where
        T: 'a,
    {
        let at = self.places.len();
        self.places.push(place.into());
        self.found.extend(items.into_iter().map(|t| (t.clone(), at)));
        self
    }

    /// Ok when what was counted is exactly `all`, each as often as there;
    /// otherwise the first item missing, extra or duplicated, with where it lay.
    pub fn matches<'a>(&self, all: impl IntoIterator<Item = &'a T>) -> Result<(), String>
    where
        T: 'a,
    {
        let mut want: Vec<&T> = all.into_iter().collect();
        want.sort();
        let mut found: Vec<&T> = self.found.iter().map(|(t, _)| t).collect();
        found.sort();
        let (mut i, mut j) = (0, 0);
        while i < want.len() || j < found.len() {
            match (want.get(i), found.get(j)) {
                (Some(w), Some(f)) if w == f => (i, j) = (i + 1, j + 1),
                (Some(w), Some(f)) if w < f => return Err(format!("{} {w:?} is nowhere", self.what)),
                (Some(w), None) => return Err(format!("{} {w:?} is nowhere", self.what)),
                (_, Some(f)) => {
                    let places: Vec<&str> = self.found.iter().filter(|(g, _)| g == *f).map(|(_, at)| self.places[*at].as_str()).collect();
                    return Err(format!("{} {f:?} is one too many: found in {}", self.what, places.join(", ")));
                }
                (None, None) => unreachable!(),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Stock;

    #[test]
    fn a_stock_finds_missing_extra_and_doubled_items() {
        let all = [1, 2, 2, 3];
        let mut ok = Stock::new("card");
        ok.add("deck", &[2, 1]).add("hand", &[3, 2]);
        assert_eq!(ok.matches(&all), Ok(()));

        let mut missing = Stock::new("card");
        missing.add("deck", &[1, 2, 2]);
        assert_eq!(missing.matches(&all), Err("card 3 is nowhere".into()));

        let mut doubled = Stock::new("card");
        doubled.add("deck", &[1, 2, 2, 3]).add("hand", &[3]);
        assert_eq!(doubled.matches(&all), Err("card 3 is one too many: found in deck, hand".into()));

        let mut stranger = Stock::new("card");
        stranger.add("deck", &[1, 2, 2, 3, 9]);
        assert_eq!(stranger.matches(&all), Err("card 9 is one too many: found in deck".into()));
    }
}
