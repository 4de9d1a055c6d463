//! The end screen's story, built from the finished game's table view (where
//! every trait in the bunker, every look at one and every allegiance is
//! turned up; the cards of removed refugees never are): each claim beside
//! what its claimant really saw and whether it was a lie, every vote, who
//! was turned away, which refugees got in and which cultist among them, who
//! was on which side. Then the rules' own explanation (`kit::outcome`).

use super::words::{cap, name, refugee};
use crate::engine::{Outcome, Seat, Viewer};
use crate::games::the_end_is_nigh::cards::{honest_claim, trait_names, Allegiance, Trait};
use crate::games::the_end_is_nigh::claims::{claims_made, ClaimMade};
use crate::games::the_end_is_nigh::{Entry, View};
use crate::kit::outcome::Explanation;
use crate::kit::parts::wide_table;
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

pub fn result(view: &View, outcome: &Outcome, seats: &[SeatInfo]) -> Html {
    html! {
        <div class="nigh-result">
            <p class="nigh-verdict" data-testid="nigh-verdict">{ verdict(view, seats) }</p>
            { sides(view, seats) }
            { bunker(view) }
            <h3>{ "Every claim beside what was really seen" }</h3>
            { claims_table(view, seats) }
            { removals(view) }
            <Explanation outcome={outcome.clone()} seats={Rc::new(seats.to_vec())} heading="How it ended" />
        </div>
    }
}

/// Who won and why, in one sentence at the top: which side each winner
/// was on and which refugee let a cultist in (or that none did).
fn verdict(view: &View, seats: &[SeatInfo]) -> String {
    let Some(all) = &view.revealed_allegiances else { return String::new() };
    let side = |fanatic: bool| -> Vec<String> {
        all.iter().filter(|(_, c)| c.contains(&Allegiance::Fanatic) == fanatic).map(|(s, _)| name(seats, s)).collect()
    };
    let (fanatics, civilians) = (side(true), side(false));
    let were = |names: &[String], one: &str, many: &str| match names {
        [] => String::new(),
        [only] => format!("{only} was {one}"),
        _ => format!("{} were {many}", join(names)),
    };
    let inside: Vec<String> = view
        .places
        .iter()
        .enumerate()
        .filter(|(_, p)| p.present && p.traits.contains(&Some(Trait::Cultist)) && !p.traits.contains(&Some(Trait::PetDog)))
        .map(|(spot, _)| refugee(view, spot as u8))
        .collect();
    if inside.is_empty() {
        let no_fanatic = if fanatics.is_empty() {
            " No fanatic was at the table: the fanatic card was set aside.".to_string()
        } else {
            format!(" {}.", were(&fanatics, "the fanatic", "the fanatics"))
        };
        format!("The civilians win: no cultist got into the bunker. {}.{no_fanatic}", were(&civilians, "a civilian", "the civilians"))
    } else {
        let with = if inside.len() == 1 { format!("{} is a cultist", inside[0]) } else { format!("{} are cultists", join(&inside)) };
        // The fanatic card may have been set aside: then the cult wins with nobody at the table on its side.
        let sides = if fanatics.is_empty() {
            " No fanatic was at the table: nobody here was on the winning side.".to_string()
        } else {
            format!(" {}.", were(&fanatics, "the fanatic", "the fanatics"))
        };
        format!("The fanatics win: {with} and got into the bunker.{sides}")
    }
}

/// "Ana, Ben and Cleo".
fn join(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Which refugees got in, their traits, and the cultist among them.
fn bunker(view: &View) -> Html {
    let rows = view.places.iter().enumerate().filter(|(_, p)| p.present).map(|(spot, p)| {
        let traits: Vec<Trait> = p.traits.iter().flatten().copied().collect();
        let cultist = traits.contains(&Trait::Cultist);
        let tamed = cultist && traits.contains(&Trait::PetDog);
        let verdict = match (cultist, tamed) {
            (true, false) => "a cultist got in",
            (true, true) => "a cultist, kept harmless by the Pet Dog",
            _ => "no cultist",
        };
        html! {
            <tr class={classes!((cultist && !tamed).then_some("nigh-doom"))}>
                <th scope="row">{ cap(&refugee(view, spot as u8)) }</th>
                <td>{ trait_names(&traits) }</td>
                <td>{ verdict }</td>
            </tr>
        }
    });
    html! {
        <>
            <h3>{ "Who got into the bunker" }</h3>
            { wide_table("Who got into the bunker", html! {
                <table class="nigh-table">
                    <thead><tr><th scope="col">{ "Refugee" }</th><th scope="col">{ "Traits" }</th><th scope="col">{ "Verdict" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }) }
        </>
    }
}

/// One row per claim: hour, claimant, refugee, what they saw, what they
/// said, lie or truth, and where that hour's marker went.
fn claims_table(view: &View, seats: &[SeatInfo]) -> Html {
    let claims = claims_made(&view.history, |hour, seat, spot| {
        let mine = view.looks.iter().filter(|l| l.hour == hour && l.seat == seat && l.from.spot == spot);
        mine.map(|l| (l.trait_, l.by_question)).collect()
    });
    let rows = claims.into_iter().map(|c| {
        let ClaimMade { hour, seat, spot, said: cultist, .. } = c;
        let verdict = if !c.checkable() {
            "cannot be checked"
        } else if c.saw.is_empty() {
            "nothing to check"
        } else if honest_claim(&c.saw) == cultist {
            "truth"
        } else if c.is_lie() {
            "LIE"
        } else if cultist {
            "bound by the Jerk"
        } else {
            "bound by the Charmer"
        };
        let vote = view.history.iter().find_map(|e| match e {
            Entry::Voted { hour: h, spot, marker, .. } if *h == hour => Some(format!("{} (marker {marker})", refugee(view, *spot))),
            Entry::MarkerOut { hour: h, marker } if *h == hour => Some(format!("marker {marker} crossed out")),
            _ => None,
        });
        html! {
            <tr class={classes!((verdict == "LIE").then_some("nigh-lie"))}>
                <td data-label="Hour">{ format!("{hour}:00") }</td>
                <th scope="row" data-label="Claimant">{ name(seats, seat) }</th>
                <td data-label="Refugee">{ cap(&refugee(view, spot)) }</td>
                <td data-label="Saw">{ c.saw_words() }</td>
                <td data-label="Said">{ if cultist { "a cultist" } else { "not a cultist" } }</td>
                <td data-label="Lie?">{ verdict }</td>
                <td data-label="Vote that hour">{ vote.unwrap_or_else(|| "—".into()) }</td>
            </tr>
        }
    });
    html! {
        // On a phone each claim is a small card of labelled lines (CSS), so
        // no column is cut off on the right.
        <div class="nigh-claims-wrap">
            <table class="nigh-table nigh-claims">
                <thead><tr>
                    <th scope="col">{ "Hour" }</th><th scope="col">{ "Claimant" }</th><th scope="col">{ "Refugee" }</th>
                    <th scope="col">{ "Saw" }</th><th scope="col">{ "Said" }</th><th scope="col">{ "Lie?" }</th><th scope="col">{ "Vote that hour" }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

/// The refugees turned away, at which hour.
fn removals(view: &View) -> Html {
    let lines = view.history.iter().filter_map(|e| match e {
        Entry::Removed { hour, spot, .. } => {
            let who = cap(&refugee(view, *spot));
            // Only the review with everything revealed holds these cards.
            let held: Vec<Trait> = view.places[usize::from(*spot)].traits.iter().flatten().copied().collect();
            let after = if view.viewer == Viewer::All && held.len() == 2 {
                format!(" (they were {})", trait_names(&held))
            } else {
                String::new()
            };
            Some(html! { <li>{ format!("{hour}:00: {who} was turned away; their traits were discarded face down, never revealed{after}.") }</li> })
        }
        _ => None,
    });
    html! { <><h3>{ "Turned away" }</h3><ul>{ for lines }</ul></> }
}

/// Each player's side and the identity they used, if any.
fn sides(view: &View, seats: &[SeatInfo]) -> Html {
    let Some(all) = &view.revealed_allegiances else { return html! {} };
    let rows = all.iter().map(|(seat, cards): (Seat, &Vec<Allegiance>)| {
        let side = if cards.contains(&Allegiance::Fanatic) { "fanatic" } else { "civilian" };
        let used = view.revealed_identities.0.get(seat.index()).copied().flatten().map_or("—", |i| i.name());
        html! { <tr><th scope="row">{ name(seats, seat) }</th><td>{ side }</td><td>{ used }</td></tr> }
    });
    html! {
        <>
            <h3>{ "Who was who" }</h3>
            { wide_table("Who was who", html! {
                <table class="nigh-table">
                    <thead><tr><th scope="col">{ "Player" }</th><th scope="col">{ "Side" }</th><th scope="col">{ "Identity used" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }) }
        </>
    }
}
