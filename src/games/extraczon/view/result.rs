//! The end screen's detail: each seat's haul, team totals, the outcome's own
//! step-by-step explanation (totals, tiebreaks) and, in solo, the tier.

use super::words;
use crate::engine::sort::sort_small_by;
use crate::engine::{Outcome, OutcomeKind, Seat};
use crate::games::extraczon::cards::APEX;
use crate::games::extraczon::rules::scoring::SOLO_TIERS;
use crate::games::extraczon::View;
use crate::kit::outcome::Explanation;
use crate::kit::parts::{phone_words, wide_table};
use crate::kit::seat_badge::seat_badge;
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

pub fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let teams = matches!(outcome.kind, OutcomeKind::Teams { .. });
    let team_of = |i: usize| match &outcome.kind {
        OutcomeKind::Teams { team } => team.0.get(i).map(|k| format!("Team {}", ["A", "B"][usize::from(*k).min(1)])),
        _ => None,
    };
    // First place first; seats that tie keep their seat order.
    let mut order: Vec<_> = t.tokens.iter().map(|(s, _)| s).collect();
    let place_of = |s: &Seat| outcome.place.0.get(s.index()).copied().unwrap_or(u8::MAX);
    sort_small_by(&mut order, |a, b| place_of(a) < place_of(b));
    let rows: Html = order
        .into_iter()
        .map(|s| {
            let cards = t.secured[s].len();
            let tactical = t.secured[s].iter().filter(|c| c.is_tactical()).count();
            let zombies = t.contained[s].len();
            let apex = t.contained[s].contains(&APEX);
            let place = outcome.place.0.get(s.index()).map_or(String::new(), |p| ordinal(*p + 1));
            let who = seats.get(s.index()).map_or_else(|| html! { { words::name(seats, s) } }, |info| seat_badge(info, false, false));
            // A cell's detail (the Tactical cards, the Apex, the team) is a
            // line of its own under the figure, so five columns fit a 360 px
            // phone; they read on from the figure for a screen reader.
            html! {
                <tr>
                    { cell(place) }
                    <td>{ who }if let Some(team) = team_of(s.index()) { { sub(format!(" {team}")) } }</td>
                    <td>{ cards }{ sub(format!(" ({tactical} Tactical)")) }</td>
                    <td>{ zombies }if apex { { sub(" incl. Apex".into()) } }</td>
                    <td><strong>{ cards + zombies }</strong></td>
                </tr>
            }
        })
        .collect();
    let tier = match &outcome.kind {
        OutcomeKind::Solo { grade } => Some(solo_line(grade.as_deref(), view)),
        _ => None,
    };
    html! {
        <div class="xz-result">
            if let Some(tier) = tier { <p class="xz-tier">{ tier }</p> }
            { wide_table("Scores", html! {
                <table class="xz-result-table">
                    <thead><tr>
                        { head(html! { "Place" }) }{ head(html! { { if teams { "Player, team" } else { "Player" } } }) }
                        { head(phone_words("Secured cards", "Cards")) }{ head(phone_words("Contained Zombies", "Zombies")) }{ head(html! { "Total" }) }
                    </tr></thead>
                    <tbody>{ rows }</tbody>
                </table>
            }) }
            <Explanation outcome={outcome.clone()} seats={Rc::new(seats.to_vec())} heading="How it was decided" class="xz-explanation" />
        </div>
    }
}

/// A column heading and a cell of text.
fn head(words: Html) -> Html {
    html! { <th scope="col">{ words }</th> }
}

fn cell(text: String) -> Html {
    html! { <td>{ text }</td> }
}

/// A cell's detail, on a line under its figure.
fn sub(text: String) -> Html {
    html! { <span class="xz-result-sub">{ text }</span> }
}

/// "Tier reached: LEGEND (needs 50 cards and 15 Zombies)", or none reached
/// with the first tier's target.
fn solo_line(grade: Option<&str>, view: &View) -> String {
    let t = &view.table;
    let (cards, zombies) = (t.secured.0.iter().map(Vec::len).sum::<usize>(), t.contained.0.iter().map(Vec::len).sum::<usize>());
    match grade.and_then(|g| SOLO_TIERS.iter().find(|(n, _, _)| *n == g)) {
        Some((name, c, z)) => format!("Tier reached: {name} (needs {c} cards and {z} Zombies; you have {cards} and {zombies})."),
        None => {
            let (name, c, z) = SOLO_TIERS[0];
            format!("No tier reached: {name} needs {c} cards and {z} Zombies; you have {cards} and {zombies}.")
        }
    }
}

fn ordinal(n: u8) -> String {
    match n {
        1 => "1st".into(),
        2 => "2nd".into(),
        3 => "3rd".into(),
        _ => format!("{n}th"),
    }
}
