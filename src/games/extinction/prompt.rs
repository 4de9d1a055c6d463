//! The prompt: one or two sentences saying whose turn it is, what they may
//! do and the running budget. Built from the [`View`] alone (pure Rust, so
//! it is tested natively; the board in `view/` shows it), it can say no
//! more than the view holds: a rival's mobility left is not there, only the
//! mobility it spent, which everyone watched.

use super::cards::{Barrier, CUBES, FOUNDERS};
use super::log::{barrier_name, hex_name};
use super::{Phase, Table, View};
use crate::saves::{seat_name, SeatInfo};

/// One sentence (two at most): whose turn, what they may do, and the budget.
pub fn prompt(view: &View, seats: &[SeatInfo]) -> String {
    let t = &view.table;
    let Some(seat) = t.phase.seat() else {
        return "The game is over.".into();
    };
    let who = seat_name(seats, seat);
    let cubes = format!("{} of {CUBES} cubes used", CUBES - t.supply[seat]);
    match &t.phase {
        Phase::Founding { relocating: false, left, pick: None, .. } => {
            format!("{who}: tap an empty hex for a founder cube. {left} of {FOUNDERS} individuals left to place, {cubes}.")
        }
        Phase::Founding { relocating: true, left: 0, pick: None, .. } => {
            format!("{who} may move founders: tap one of your cubes to take it back, or Done. {cubes}.")
        }
        // Done waits until every individual taken back is on the island again.
        Phase::Founding { relocating: true, left, pick: None, .. } => format!(
            "{who} is moving founders: tap an empty hex to place {} in hand, or another of your cubes to take it back too. {cubes}.",
            if *left == 1 { "the 1 individual".to_string() } else { format!("the {left} individuals") }
        ),
        Phase::Founding { left, pick: Some(h), .. } => {
            format!("{who}: how many go on {}? {left} individuals left to place, {cubes}.", hex_name(*h))
        }
        Phase::Spin { .. } => format!("{who}: spin the spinner to start the turn (round {}).", t.round),
        Phase::Reproduce { left, pick: None, .. } => {
            format!("{who} reproduces: tap a highlighted hex for newborns. {left} newborns left to place, {cubes}.")
        }
        Phase::Reproduce { left, pick: Some(h), .. } => {
            format!("{who}: how many newborns go on {}? {left} newborns left to place, {cubes}.", hex_name(*h))
        }
        Phase::Draw { .. } => format!("{who}: draw an Environmental Change card."),
        Phase::Cull { left, .. } => {
            format!("{who} must remove {left} more individuals: tap one of your cubes, then how many.")
        }
        Phase::MildSeason { .. } => format!("{who} drew a mild season: choose any pair of actions."),
        Phase::Barrier { pick: None, .. } => format!("{who} places a barrier: tap a highlighted hex. Pieces left: {}.", barriers_left(t)),
        Phase::Barrier { pick: Some(h), .. } => {
            format!("{who}: which barrier goes on {}? Pieces left: {}.", hex_name(*h), barriers_left(t))
        }
        Phase::Migrate { lifting: Some(h), .. } => {
            format!("{who}: how many set off from {}? {}.", hex_name(*h), mobility(view))
        }
        Phase::Migrate { group: Some(g), .. } => format!(
            "{who}: the group of {} is on {} after {} hexes: tap a neighbouring hex (costs {}) or Settle. {}.",
            g.size,
            hex_name(g.at),
            g.steps,
            g.size,
            mobility(view)
        ),
        Phase::Migrate { .. } => {
            format!("{who} migrates: tap one of your cubes to lift a group, or Done. {}.", mobility(view))
        }
        Phase::Compete { used, .. } => format!(
            "{who} competes or preys: tap one of your cubes, then a rival's hex, then how many; or Done. Cubes used this turn: {}.",
            used.len()
        ),
        Phase::Genes { changed, .. } => format!(
            "{who} may change gene cards, each deck once (up to four), then Done. Changed: {} of 4.",
            changed.len()
        ),
        Phase::Over => "The game is over.".into(),
    }
}

/// "city 2, jetport 1, ..." for the barrier pieces not yet placed.
pub fn barriers_left(t: &Table) -> String {
    Barrier::ALL.iter().map(|b| format!("{} {}", barrier_name(*b), t.barriers_left[b.index()])).collect::<Vec<_>>().join(", ")
}

/// The migration's budget: the mobility left for the species' owner, the
/// mobility spent so far for everyone else.
fn mobility(view: &View) -> String {
    match (view.mobility_left(), &view.table.phase) {
        (Some(left), _) => format!("Mobility left: {left}"),
        (None, Phase::Migrate { spent, .. }) => format!("Mobility spent so far: {spent}"),
        (None, _) => String::new(),
    }
}
