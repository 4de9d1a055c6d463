//! The legal actions of each stage of a turn, in a fixed order (moves
//! nearest first; takes by location, then pad; launch; end), and why a
//! refused action is refused.

use super::super::action::Action;
use super::super::components::{Pad, Resource, Science, TileFace, TABLEAU_DEPTH};
use super::super::state::{Extrication, Stage, Table, Turn};
use crate::engine::Seat;

/// On the table, not the game: everything here is public, so a view (the
/// prompt, the board) works out the same moves the rules allow.
impl Table {
    /// The legal actions of `turn`'s seat at its stage.
    pub fn actions_now(&self, turn: Turn) -> Vec<Action> {
        let seat = turn.seat;
        let mut out = Vec::new();
        match turn.stage {
            Stage::Move => {
                out.extend(self.moves_from(seat, self.players[seat].worker.on_track()).into_iter().map(|to| Action::Move { to }));
                out.push(Action::Leave);
            }
            Stage::Act { at } => {
                for resource in [Resource::Ship, Resource::Cohort, Resource::Organic, Resource::Fuel, Resource::Science] {
                    for from in self.sources(seat, at, resource) {
                        self.takes_from(seat, from, resource, &mut out);
                    }
                }
            }
            Stage::Loading { resource, from } => self.takes_from(seat, from, resource, &mut out),
            Stage::Done => {}
        }
        out.extend(Pad::ALL.into_iter().filter(|&pad| self.can_launch(&self.players[seat], pad)).map(|pad| Action::Launch { pad }));
        if turn.stage != Stage::Move {
            out.push(Action::EndTurn);
        }
        out
    }

    /// Every way to take one `resource` from location `from`.
    fn takes_from(&self, seat: Seat, from: u8, resource: Resource, out: &mut Vec<Action>) {
        let t = self;
        if !t.offers(from, resource) {
            return;
        }
        let player = &self.players[seat];
        match resource {
            Resource::Ship => {
                let ship = t.track[from as usize].ship.expect("offered");
                for pad in Pad::ALL.into_iter().filter(|&p| player.pad(p).is_none() && t.pad_takes(p, ship)) {
                    out.push(Action::TakeShip { from, pad });
                }
            }
            Resource::Science => {
                for science in Science::ALL {
                    let here = t.track[from as usize].tiles.iter().any(|tile| tile.face() == TileFace::Science(science));
                    if here && player.tiles_of(science) < TABLEAU_DEPTH {
                        out.push(Action::TakeScience { from, science });
                    }
                }
            }
            Resource::Fuel => {
                for pad in Pad::ALL.into_iter().filter(|&p| player.pad(p).is_some_and(|d| t.free_tank(d) > 0)) {
                    out.push(Action::TakeFuel { from, pad });
                }
            }
            Resource::Cohort | Resource::Organic => {
                for pad in Pad::ALL.into_iter().filter(|&p| player.pad(p).is_some_and(|d| t.free_cargo(d) > 0)) {
                    out.push(if resource == Resource::Cohort {
                        Action::TakeCohort { from, pad }
                    } else {
                        Action::TakeOrganic { from, pad }
                    });
                }
            }
        }
    }
}

impl Extrication {
    /// A plain-words reason for refusing `action` (which is not legal now).
    pub(crate) fn why_illegal(&self, seat: Seat, action: &Action) -> String {
        let Some(turn) = self.table.turn else { return "the round is between turns".into() };
        match (action, turn.stage) {
            (Action::Launch { .. }, _) => "that ship cannot launch: it needs its fuel aboard and at least one Cohort".into(),
            (Action::Move { .. }, Stage::Move) => {
                "a worker moves forward to a location no other worker occupies (under Short Hops, one of the next three free ones)".into()
            }
            (Action::Move { .. } | Action::Leave, _) => "your worker has already moved this turn".into(),
            (Action::EndTurn, Stage::Move) => "move your worker forward or leave the track first".into(),
            (_, Stage::Move) => "move your worker first: you act where it lands".into(),
            (_, Stage::Done) => "you have done your one thing this turn: launch or end your turn".into(),
            (Action::TakeShip { .. }, _) => "that ship cannot go there: it needs a free Launch Pad of its size, within your reach".into(),
            (Action::TakeScience { .. }, _) => {
                "that token is out of reach, not there, or its science already fills both spaces of your tableau".into()
            }
            (_, Stage::Loading { resource, from }) if load_of(action) != Some((resource, from)) => {
                "you are loading one kind of cargo from one location: more of it, launch, or end your turn".into()
            }
            _ => {
                let _ = seat;
                "there is no room aboard for that, or none of it there, or it is out of your reach".into()
            }
        }
    }
}

/// The resource and location of a loading action.
fn load_of(action: &Action) -> Option<(Resource, u8)> {
    match *action {
        Action::TakeCohort { from, .. } => Some((Resource::Cohort, from)),
        Action::TakeOrganic { from, .. } => Some((Resource::Organic, from)),
        Action::TakeFuel { from, .. } => Some((Resource::Fuel, from)),
        _ => None,
    }
}
