//! Every sentence the board says that is not a log line: the prompt with its
//! running budget, the names of hexes for screen readers, and the words of
//! the Environmental Change cards.

use crate::engine::Seat;
use crate::games::extinction::cards::{Barrier, EnvCard, Hazard, CUBES, FOUNDERS};
use crate::games::extinction::log::{barrier_name, hex_name};
use crate::games::extinction::map::HexId;
use crate::games::extinction::{Phase, Table, View};
use crate::saves::{seat_name, SeatInfo};

pub fn name(seats: &[SeatInfo], seat: Seat) -> String {
    seat_name(seats, seat)
}

/// One sentence (two at most): whose turn, what they may do, and the budget.
pub fn prompt(view: &View, seats: &[SeatInfo]) -> String {
    let t = &view.table;
    let Some(seat) = t.phase.seat() else {
        return "The game is over.".into();
    };
    let who = name(seats, seat);
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
        Phase::Migrate { left, lifting: Some(h), .. } => {
            format!("{who}: how many set off from {}? Mobility left: {left}.", hex_name(*h))
        }
        Phase::Migrate { left, group: Some(g), .. } => format!(
            "{who}: the group of {} is on {} after {} hexes: tap a neighbouring hex (costs {}) or Settle. Mobility left: {left}.",
            g.size,
            hex_name(g.at),
            g.steps,
            g.size
        ),
        Phase::Migrate { left, .. } => {
            format!("{who} migrates: tap one of your cubes to lift a group, or Done. Mobility left: {left}.")
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

/// A hex for a screen reader: its habitat, place and what stands on it.
pub fn hex_label(view: &View, seats: &[SeatInfo], hex: HexId) -> String {
    use crate::games::extinction::Cell;
    let what = match view.table.board[usize::from(hex)] {
        Cell::Empty => "empty".to_string(),
        Cell::Cube { seat, count } => format!("{}'s cube showing {count}", name(seats, seat)),
        Cell::Barrier(b) => format!("a {} barrier", barrier_name(b)),
    };
    format!("{}, {what}", hex_name(hex))
}

pub fn hazard_name(h: Hazard) -> &'static str {
    match h {
        Hazard::Drought => "drought",
        Hazard::ColdWave => "cold wave",
        Hazard::Fire => "fire",
        Hazard::WaterPollution => "water pollution",
        Hazard::AirPollution => "air pollution",
    }
}

/// What an Environmental Change card does, in our words.
pub fn env_effect(card: EnvCard) -> String {
    match card {
        EnvCard::Famine | EnvCard::Pestilence => "The drawer loses every cube showing 5 or 6.".into(),
        EnvCard::Drought { percent } | EnvCard::ColdWave { percent } => {
            format!("Unless tolerant, the drawer removes {percent} % of its individuals (rounded), choosing where.")
        }
        EnvCard::Fire { habitat } | EnvCard::WaterPollution { habitat } => {
            format!("Every species not tolerant of it loses its cubes in the {}.", habitat.name())
        }
        EnvCard::AirPollution => "Every species not tolerant of it loses its cubes next to a city or jetport.".into(),
        EnvCard::ManMade { habitat } => format!("Every species loses its cubes in the {}: no tolerance helps.", habitat.name()),
        EnvCard::MildSeason => "The drawer chooses any pair of actions without an environmental change.".into(),
    }
}
