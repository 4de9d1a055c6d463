//! The end screen's story: won or lost and how, in figures (tricks, ties,
//! damage both ways, BUILDINGs, Sabotage, hands), then the rules' own
//! step-by-step explanation. Words and figures only, so markup text.

use crate::engine::{Outcome, OutcomeKind};
use crate::games::extinction_point::View;
use crate::kit::markup::{Esc, Markup};
use crate::saves::{with_seat_names, SeatInfo};
use yew::prelude::*;

pub fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let s = &t.stats;
    let won = matches!(outcome.kind, OutcomeKind::Coop { won: true });
    let story = if won {
        format!(
            "The Mothership fell after {} hand{} of seven cards, with the Bunker still standing at health {}.",
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
        ("Tricks won", format!("{} (of them {} on a tie)", s.tricks_won, s.ties_won)),
        ("Tricks lost to the Infiltrator", format!("{} (of them {} on a tie)", s.tricks_lost, s.ties_lost)),
        ("Damage dealt to the Mothership", s.damage_dealt.to_string()),
        ("Damage taken by the Bunker", s.damage_taken.to_string()),
        ("BUILDINGs built / destroyed", format!("{} / {}", s.buildings_built, s.buildings_lost)),
        ("BUILDINGs standing at the end", t.settlement.len().to_string()),
        ("Sabotage cards placed", s.sabotage_placed.to_string()),
        ("Advantage pressed / Bunker repaired", format!("{} / {}", s.presses, s.repairs)),
        ("Set-up", format!("{}, Bunker {}, Mothership {}", t.setup.difficulty.name(), t.setup.bunker_health, t.setup.mothership_health)),
    ];
    let mut m = Markup::new();
    m.add(format_args!(r#"<div class="ep-result"><p>{story}</p><table><tbody>"#));
    for (k, v) in rows {
        m.add(format_args!(r#"<tr><th scope="row">{k}</th><td>{v}</td></tr>"#));
    }
    m.put("</tbody></table>");
    if !outcome.explanation.is_empty() {
        m.put("<h3>How it ended</h3><ol>");
        for line in &outcome.explanation {
            m.add(format_args!("<li>{}</li>", Esc(&with_seat_names(line, seats))));
        }
        m.put("</ol>");
    }
    m.put("</div>");
    m.into_html()
}

fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
