//! The end screen's detail: a table with every line of each player's sum
//! (supported and unsupported Cohorts, science sets, the most-supported
//! bonus, the total) and the tiebreak figures, then the rules' own
//! step-by-step explanation, which names each tiebreak used (`kit::outcome`).

use crate::engine::Outcome;
use crate::games::extrication::components::{MOST_SUPPORTED_BONUS, SET_BONUS};
use crate::games::extrication::rules::scoring::{scores, signed, TIEBREAKS};
use crate::games::extrication::View;
use crate::kit::outcome::Explanation;
use crate::kit::parts::wide_table;
use crate::saves::seat_name;
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

pub fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let all = scores(&t.players);
    let heads = t.players.seats().map(|seat| html! { <th scope="col">{ seat_name(seats, seat) }</th> });
    let row = |label: String, cell: &dyn Fn(usize) -> String| {
        let cells = (0..all.len()).map(|i| html! { <td>{ cell(i) }</td> });
        html! { <tr><th scope="row">{ label }</th>{ for cells }</tr> }
    };
    let s = &all.0;
    let rows = vec![
        row("Cohorts launched".into(), &|i| s[i].cohorts.to_string()),
        row("Organic value".into(), &|i| s[i].organic_value.to_string()),
        row("Supported Cohorts (+1 each)".into(), &|i| signed(s[i].supported)),
        row("Cohorts beyond the organic value (−1 each)".into(), &|i| signed(-s[i].beyond)),
        row(format!("Full science sets (+{} then +{})", SET_BONUS[0], SET_BONUS[1]), &|i| {
            // "0 (0)" said nothing twice; a set's points follow only a set.
            if s[i].sets == 0 {
                "0".into()
            } else {
                format!("{} ({})", s[i].sets, signed(s[i].set_points))
            }
        }),
        row(format!("Most supported Cohorts (+{MOST_SUPPORTED_BONUS})"), &|i| {
            if s[i].most_supported {
                format!("+{MOST_SUPPORTED_BONUS}")
            } else {
                "0".into()
            }
        }),
        html! { <tr class="xt-total"><th scope="row">{ "Prestige" }</th>{ for s.iter().map(|x| html! { <td><strong>{ x.total }</strong></td> }) }</tr> },
        row(format!("Tiebreak 1: {}", TIEBREAKS[0]), &|i| s[i].tiebreaks[0].to_string()),
        row(format!("Tiebreak 2: {}", TIEBREAKS[1]), &|i| s[i].tiebreaks[1].to_string()),
        row(format!("Tiebreak 3: {}", TIEBREAKS[2]), &|i| s[i].tiebreaks[2].to_string()),
        row("Place".into(), &|i| outcome.place.0.get(i).map_or(String::new(), |p| (p + 1).to_string())),
    ];
    html! {
        <div class="xt-result" data-testid="xt-result">
            <p>{ format!("{} rounds played. Cargo still aboard a ship on its pad counts for nothing.", t.round) }</p>
            { wide_table("Score lines", html! {
                <table>
                    <thead><tr><th scope="col">{ "Score line" }</th>{ for heads }</tr></thead>
                    <tbody>{ rows }</tbody>
                </table>
            }) }
            <Explanation outcome={outcome.clone()} seats={Rc::new(seats.to_vec())} heading="How it was decided" />
        </div>
    }
}
