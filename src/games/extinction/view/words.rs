//! Every sentence the board says that is neither a log line nor the prompt
//! (both are the rules' own, in `extinction::log` and `extinction::prompt`):
//! the names of hexes for screen readers, and the words of the
//! Environmental Change cards.

use crate::games::extinction::cards::EnvCard;
use crate::games::extinction::map::{hex_name, HexId};
use crate::games::extinction::words::barrier_name;
use crate::games::extinction::View;
use crate::saves::{seat_name, SeatInfo};

/// A hex for a screen reader: its name (the mark drawn on it) and what stands on it.
pub fn hex_label(view: &View, seats: &[SeatInfo], hex: HexId) -> String {
    use crate::games::extinction::Cell;
    let what = match view.table.board[usize::from(hex)] {
        Cell::Empty => "empty".to_string(),
        Cell::Cube { seat, count } => format!("{}'s cube showing {count}", seat_name(seats, seat)),
        Cell::Barrier(b) => format!("a {} barrier", barrier_name(b)),
    };
    format!("{}, {what}", hex_name(hex))
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
