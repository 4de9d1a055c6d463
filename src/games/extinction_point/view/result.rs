//! The end screen's story: won or lost and how, in figures (tricks, ties,
//! damage both ways, BUILDINGs, Sabotage, hands), then the rules' own
//! step-by-step explanation (`kit::outcome`, as every game's end screen).

use crate::engine::{Outcome, OutcomeKind};
use crate::games::extinction_point::words::tricks_with_ties;
use crate::games::extinction_point::View;
use crate::kit::outcome::Explanation;
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

pub fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let s = &t.stats;
    let won = matches!(outcome.kind, OutcomeKind::Coop { won: true });
    let story = if won {
        format!(
            "The Mothership fell after {} hand{}, with the Bunker still standing at health {}.",
            s.hands_dealt,
            plural(s.hands_dealt),
            view.bunker_health
        )
    } else {
        format!(
            "The Bunker fell after {} hand{}, with the Mothership left at health {}.",
            s.hands_dealt,
            plural(s.hands_dealt),
            view.mothership_health
        )
    };
    let rows = [
        ("Tricks won", tricks_with_ties(s.tricks_won, s.ties_won)),
        ("Tricks lost to the Infiltrator", tricks_with_ties(s.tricks_lost, s.ties_lost)),
        ("Damage dealt to the Mothership", s.damage_dealt.to_string()),
        ("Damage taken by the Bunker", s.damage_taken.to_string()),
        ("BUILDINGs built / destroyed", format!("{} / {}", s.buildings_built, s.buildings_lost)),
        ("BUILDINGs standing at the end", t.settlement.len().to_string()),
        ("Sabotage cards placed", s.sabotage_placed.to_string()),
        ("Advantage pressed / Bunker repaired", format!("{} / {}", s.presses, s.repairs)),
        ("Set-up", format!("{}, Bunker {}, Mothership {}", t.setup.difficulty.name(), t.setup.bunker_health, t.setup.mothership_health)),
    ];
    let rows = rows.map(|(k, v)| html! { <tr><th scope="row">{ k }</th><td>{ v }</td></tr> });
    html! {
        <div class="ep-result">
            <p>{ story }</p>
            <table><tbody>{ for rows }</tbody></table>
            <Explanation outcome={outcome.clone()} seats={Rc::new(seats.to_vec())} heading="How it ended" />
        </div>
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
