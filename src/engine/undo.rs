//! The undo rule players trust: you may take back your own last actions until
//! something random or hidden is revealed, or another seat acts.
//!
//! The rule needs only the record and, per action, whether it revealed
//! anything; it is kept as a "floor", the first action that may still be
//! taken back. Actions below the floor are settled for good.

use super::{GameEvent, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UndoFloor {
    /// Actions `0..floor` can never be undone.
    pub floor: usize,
}

impl UndoFloor {
    /// Call after action number `index` (0-based) by `seat` was applied.
    /// `previous` is the seat of the action before it, if any.
    pub fn after_action<E: GameEvent>(&mut self, index: usize, seat: Seat, previous: Option<Seat>, events: &[E]) {
        if previous.is_some_and(|p| p != seat) {
            // Another seat acted before this one: nothing earlier can come back.
            self.floor = self.floor.max(index);
        }
        if events.iter().any(GameEvent::reveals) {
            // This action showed something; it and everything before are settled.
            self.floor = index + 1;
        }
    }

    /// May `seat` take back the last of `actions`?
    pub fn can_undo(&self, actions: &[(Seat, impl Sized)], seat: Seat) -> bool {
        match actions.last() {
            Some((last, _)) => *last == seat && actions.len() > self.floor,
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Ev(bool);
    impl GameEvent for Ev {
        fn reveals(&self) -> bool {
            self.0
        }
    }

    #[test]
    fn own_quiet_actions_can_be_taken_back() {
        let mut u = UndoFloor::default();
        let a = Seat(0);
        u.after_action(0, a, None, &[Ev(false)]);
        u.after_action(1, a, Some(a), &[Ev(false)]);
        let actions = vec![(a, ()), (a, ())];
        assert!(u.can_undo(&actions, a));
        assert!(!u.can_undo(&actions, Seat(1)), "only the seat that acted may undo");
    }

    #[test]
    fn a_reveal_settles_everything_before_it() {
        let mut u = UndoFloor::default();
        let a = Seat(0);
        u.after_action(0, a, None, &[Ev(true)]);
        assert!(!u.can_undo(&[(a, ())], a));
    }

    #[test]
    fn another_seat_acting_settles_earlier_actions() {
        let mut u = UndoFloor::default();
        let (a, b) = (Seat(0), Seat(1));
        u.after_action(0, a, None, &[Ev(false)]);
        u.after_action(1, b, Some(a), &[Ev(false)]);
        // b may take back its own action, but after that a's is settled.
        assert!(u.can_undo(&[(a, ()), (b, ())], b));
        assert!(!u.can_undo(&[(a, ())], a));
    }
}
