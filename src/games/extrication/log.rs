//! The log: each event in plain words, with seats kept as seats (the shell
//! writes each as its player's name). This is the one place the log's words
//! are built; the board's view renders these lines and the native tests
//! read them. Single tile and cube deals and turn ends are left out (the
//! track shows every tile and cube as it lands).

use super::event::Event;
use super::seat_view::View;
use super::words::{a_tile, location, one, ordinal, pad_name, ship_words};
use super::{Action, Extrication};
use crate::engine::words::{and_list, count};
use crate::engine::{Line, Narrated, Seat};

impl Narrated for Extrication {
    /// Nothing is hidden and no line needs the reader's view.
    fn log_line(event: &Event, _view: &View) -> Option<Line> {
        line(event)
    }

    fn prompt(view: &View) -> Line {
        super::prompt::prompt(view)
    }

    /// Ending a turn has no line of its own (the log leaves turn ends out).
    fn action_line(_view: &View, seat: Seat, action: &Action) -> Option<Line> {
        matches!(action, Action::EndTurn).then(|| Line::new().seat(seat).text(" ends the turn."))
    }
}

/// One log line, or `None` for a step too small to list.
pub fn line(event: &Event) -> Option<Line> {
    let said = |words: String| Some(Line::new().text(words));
    match event {
        Event::RoundStarted { round, order } => {
            let order: Vec<Line> = order.iter().map(|s| Line::new().seat(*s)).collect();
            Some(Line::new().text(format!("Round {round} begins. Order: ")).then(&and_list(&order)).text("."))
        }
        Event::DevelopmentTurned { card } => said(format!("Development card turned: {}. {}", card.name(), card.text())),
        Event::ShipDealt { at, ship } => said(format!("A new {} arrives at {}.", ship_words(*ship), location(*at))),
        Event::TileDealt { .. } | Event::CubeDrawn { .. } | Event::TurnEnded { .. } => None,
        Event::Moved { seat, to } => Some(Line::new().seat(*seat).text(format!(" moves to {}.", location(*to)))),
        Event::Left { seat, place } => {
            Some(Line::new().seat(*seat).text(format!(" leaves the track, {} in next round's order.", ordinal(*place))))
        }
        Event::ShipTaken { seat, from, ship, pad } => Some(Line::new().seat(*seat).text(format!(
            " takes the {} from {} onto their {}.",
            ship_words(*ship),
            location(*from),
            pad_name(*pad)
        ))),
        Event::Loaded { seat, from, resource, pad } => Some(Line::new().seat(*seat).text(format!(
            " takes {} from {} onto the ship on their {}.",
            one(*resource),
            location(*from),
            pad_name(*pad)
        ))),
        Event::ScienceTaken { seat, from, tile } => {
            Some(Line::new().seat(*seat).text(format!(" takes {} from {} onto their tableau.", a_tile(tile.face()), location(*from))))
        }
        Event::Launched { seat, ship, cohorts, organics, fuel, .. } => Some(Line::new().seat(*seat).text(format!(
            " launches the {}: {} and {} saved, {fuel} Fuel burnt.",
            ship.kind().name,
            count(*cohorts, "Cohort", "Cohorts"),
            count(*organics, "Organic cube", "Organic cubes"),
        ))),
        Event::GameEnded => said("The last round is over: scoring.".into()),
    }
}
