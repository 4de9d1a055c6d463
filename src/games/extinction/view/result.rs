//! The end screen's detail: the species ranked, each with its score
//! (individuals on cubes showing 1 to 4), all its individuals and cubes, or
//! when it died out; then the rules' own explanation (`kit::outcome`).

use super::species::tally;
use crate::engine::words::count;
use crate::engine::{Outcome, Seat};
use crate::games::extinction::words::died_order;
use crate::games::extinction::View;
use crate::kit::outcome::Explanation;
use crate::kit::parts::wide_table;
use crate::saves::{seat_name, SeatInfo};
use std::rc::Rc;
use yew::prelude::*;

pub fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let mut order: Vec<Seat> = (0..t.supply.len()).map(|i| Seat(i as u8)).collect();
    order.sort_by_key(|s| (outcome.place.0.get(s.index()).copied().unwrap_or(u8::MAX), s.index()));
    let rows = order.iter().map(|&seat| {
        let (all, score, cubes) = tally(view, seat);
        let place = outcome.place.0.get(seat.index()).map_or(String::new(), |p| (p + 1).to_string());
        let state = match t.extinct_at[seat] {
            Some(died) => format!("died out in round {}{}", died.round, died_order(&t.extinct_at, died)),
            None => format!("{} on {}", count(all, "individual", "individuals"), count(cubes, "cube", "cubes")),
        };
        html! {
            <tr>
                <td>{ place }</td>
                <th scope="row">{ seat_name(seats, seat) }</th>
                <td>{ if t.extinct_at[seat].is_some() { "–".to_string() } else { score.to_string() } }</td>
                <td>{ state }</td>
            </tr>
        }
    });
    let story = if t.round >= t.setup.last_round() && t.extinct_at.iter().filter(|(_, e)| e.is_none()).count() > 1 {
        format!("The time limit came after round {}: living species score the individuals on cubes showing 1 to 4.", t.round)
    } else {
        format!("In round {} only one species was left on Darwinia (or none).", t.round)
    };
    html! {
        <div class="exn-result">
            <p>{ story }</p>
            { wide_table("Scores", html! {
                <table>
                    <thead><tr><th scope="col">{ "Place" }</th><th scope="col">{ "Species" }</th><th scope="col">{ "Score" }</th><th scope="col">{ "On the island" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }) }
            <Explanation outcome={outcome.clone()} seats={Rc::new(seats.to_vec())} heading="How it was decided" />
        </div>
    }
}
