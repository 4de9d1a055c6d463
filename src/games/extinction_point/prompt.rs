//! The prompt: who acts now and what they do, in pure Rust. The seat that
//! acts always opens the line: as "Ana: tap ..." in the view of that seat
//! (its instructions), as "Ana plays a card." in everyone else's. So people
//! sharing the device read whose step it is, and nobody is told "You" by a
//! prompt that was built for someone else.

use super::seat_view::View;
use super::state::Phase;
use super::words::short_name;
use crate::engine::words::{and_list, count};
use crate::engine::{Line, Seat, Viewer};

/// What the viewer of `view` should read now.
pub fn prompt(view: &View) -> Line {
    let t = &view.table;
    let step = match &t.phase {
        Phase::Election => return election(view),
        Phase::Over => {
            let won = t.outcome.as_ref().is_some_and(|o| !o.winners().is_empty());
            return Line::new().text(if won { "VICTORY: the Mothership is destroyed." } else { "DEFEAT: the Bunker has fallen." });
        }
        Phase::SabotageLoss { building } => {
            let b = short_name(*building);
            let seat = t.leader.unwrap_or(t.last_winner);
            (seat, format!("Sabotage strikes {b}: tap the card it loses."), format!(" chooses which card {b} loses to Sabotage."))
        }
        Phase::Play { seat } => match t.trick.lead {
            None if t.trick.plays.is_empty() => {
                (*seat, "lead the trick: tap any card in your hand, then Confirm.".into(), " leads the trick.".into())
            }
            Some(lead) => (
                *seat,
                format!("play a card (leading suit: {}): tap it in your hand, then Confirm.", lead.name()),
                format!(" plays a card (leading suit: {}).", lead.name()),
            ),
            None => (*seat, "play a card: tap it in your hand, then Confirm.".into(), " plays a card.".into()),
        },
        Phase::ClearSabotage { .. } => (
            t.last_winner,
            "Purge: tap a Remove button to take a Sabotage card off a BUILDING.".into(),
            " removes a Sabotage card (Purge).".into(),
        ),
        // The trick's placements are used, but a stored card may still go
        // onto a BUILDING (the phase ends by itself when none may).
        Phase::Build { placements: 0 } => (
            t.last_winner,
            "the trick's placements are used: tap a stored card, then the BUILDING it goes on, or tap Finish building.".into(),
            " may move stored cards onto BUILDINGs.".into(),
        ),
        Phase::Build { placements } => {
            let n = if *placements == 1 { "a card".to_string() } else { format!("up to {}", count(*placements, "card", "cards")) };
            (
                t.last_winner,
                format!("trick won! Place {n} from it (tap a card, then where it goes), or discard the rest."),
                format!(" places {n} from the won trick."),
            )
        }
        Phase::Press => (
            t.last_winner,
            "a whole hand without a lost trick: attack the Mothership, repair the Bunker, or neither.".into(),
            " chooses: attack the Mothership, repair the Bunker, or neither.".into(),
        ),
    };
    voiced(view, step)
}

/// The line for the acting seat: its instruction (after its name) in its
/// own view, what it is doing in everyone else's.
fn voiced(view: &View, (seat, instruction, doing): (Seat, String, String)) -> Line {
    match view.viewer {
        Viewer::Seat(me) if me == seat => Line::new().seat(seat).text(": ").text(instruction),
        // Nobody else is told what to do, the review with everything included.
        Viewer::Seat(_) | Viewer::Table | Viewer::All => Line::new().seat(seat).text(doing),
    }
}

/// The election: every seat signals at once, so a seat still to signal is
/// asked by name; everyone else reads who is still to signal.
fn election(view: &View) -> Line {
    let t = &view.table;
    let round = format!("hand {}, round {} of 7", t.hand_no, t.round);
    // Only a seat is asked; the table and the review read who is waited for.
    if let Some(me) = view.viewer.seat() {
        if t.signals.0.get(me.index()).is_some_and(Option::is_none) {
            return Line::new().seat(me).text(format!(": do you want to lead this trick ({round})? Tap a signal."));
        }
    }
    let waiting: Vec<Line> = t.signals.iter().filter(|(_, s)| s.is_none()).map(|(seat, _)| Line::new().seat(seat)).collect();
    let mut r = round.chars();
    let round = r.next().map_or_else(String::new, |c| c.to_uppercase().chain(r).collect());
    Line::new().text(format!("{round}: who leads? Waiting for ")).then(&and_list(&waiting)).text(" to signal.")
}
