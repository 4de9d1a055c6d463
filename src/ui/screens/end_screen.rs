//! The end of a game: who won in one line, the game's own detail (scores,
//! tiebreaks, tiers), and what next: a rematch, home, or the file.

use crate::engine::{Outcome, OutcomeKind, Seat};
use crate::saves::SeatInfo;
use crate::ui::components::dialogs::Overlay;
use std::rc::Rc;
use yew::prelude::*;

pub struct EndProps {
    /// The game's own detail (`GameUi::result`): scores, tiebreaks, tiers.
    pub detail: Html,
    pub outcome: Outcome,
    pub seats: Rc<Vec<SeatInfo>>,
    pub on_rematch: Callback<()>,
    pub on_home: Callback<()>,
    pub on_export: Callback<()>,
    /// Hides the results to look at the final board.
    pub on_close: Callback<()>,
}

/// A plain function, not a component: it keeps no state of its own. Not
/// generic either, so every game shares one copy of it in the download.
pub fn end_screen(props: &EndProps) -> Html {
    let click = |cb: &Callback<()>| cb.reform(|_: MouseEvent| ());
    html! {
        <Overlay title="Game over" testid="end-screen" on_close={props.on_close.clone()} close_label="See the board">
            <p class="headline" data-testid="headline">{ headline(&props.outcome, &props.seats) }</p>
            <div class="result-detail">{ props.detail.clone() }</div>
            <div class="end-actions">
                <button type="button" class="primary" data-testid="rematch" onclick={click(&props.on_rematch)}>{ "Rematch" }</button>
                <button type="button" data-testid="end-home" onclick={click(&props.on_home)}>{ "Home" }</button>
                <button type="button" data-testid="end-export" onclick={click(&props.on_export)}>{ "Export" }</button>
            </div>
        </Overlay>
    }
}

fn name(seats: &[SeatInfo], seat: Seat) -> String {
    seats.get(seat.index()).map(|s| s.name.clone()).unwrap_or_else(|| format!("Seat {}", seat.0 + 1))
}

/// "Ana and Ben" / "Ana, Ben and Cleo".
pub fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The result in one line, for every kind of ending.
pub fn headline(outcome: &Outcome, seats: &[SeatInfo]) -> String {
    let winners = outcome.winners();
    let winner_names: Vec<String> = winners.iter().map(|s| name(seats, *s)).collect();
    match &outcome.kind {
        OutcomeKind::Coop { won: true } => "You won together!".to_string(),
        OutcomeKind::Coop { won: false } => "The game won this time.".to_string(),
        OutcomeKind::Solo { grade } => {
            let who = winners.first().or(outcome.place.seats().next().as_ref()).map(|s| name(seats, *s)).unwrap_or_default();
            let score = outcome.score.0.first().copied().unwrap_or(0);
            match grade {
                Some(g) => format!("{who} finished with {score} points: {g}"),
                None => format!("{who} finished with {score} points"),
            }
        }
        OutcomeKind::Teams { team } => {
            let mut teams: Vec<u8> = winners.iter().filter_map(|s| team.0.get(s.index()).copied()).collect();
            teams.dedup();
            if teams.len() > 1 {
                format!("A tie between the teams: {}", join_names(&winner_names))
            } else {
                format!("{} win as a team!", join_names(&winner_names))
            }
        }
        OutcomeKind::Ranking => match winner_names.as_slice() {
            [] => "The game is over.".to_string(),
            [one] => format!("{one} wins!"),
            _ => format!("{} share first place!", join_names(&winner_names)),
        },
    }
}
