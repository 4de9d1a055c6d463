//! Plain words for each event, as a [`Line`] (seats stay seats so the
//! screen writes players' names). Takes the viewer's view for refugee names;
//! redacted events read as what that viewer may know.

use super::event::Event;
use super::seat_view::View;
use super::state::Pos;
use crate::engine::Line;

fn refugee(view: &View, spot: u8) -> &'static str {
    view.places[usize::from(spot)].refugee.name()
}

fn card(view: &View, at: Pos) -> String {
    let side = match (view.places[usize::from(at.spot)].refugee.placement(), at.slot) {
        (super::cards::Placement::Stacked, 0) => "top",
        (super::cards::Placement::Stacked, _) => "bottom",
        (_, 0) => "left",
        _ => "right",
    };
    format!("the {}'s {side} trait", refugee(view, at.spot))
}

/// The event in words, or `None` for events the log leaves out.
pub fn describe(event: &Event, view: &View) -> Option<Line> {
    Some(match event {
        Event::AllegianceDealt { seat, cards } if cards.is_empty() => Line::new().seat(*seat).text(" received an allegiance card."),
        Event::AllegianceDealt { seat, cards } => {
            let names: Vec<String> = cards.iter().map(|c| format!("{c:?}")).collect();
            Line::new().seat(*seat).text(format!(" holds: {}.", names.join(", ")))
        }
        Event::IdentitiesDealt { .. } => return None,
        Event::IdentityKept { seat, kept: None } => Line::new().seat(*seat).text(" kept an identity."),
        Event::IdentityKept { seat, kept: Some(i) } => Line::new().seat(*seat).text(format!(" kept the {}.", i.name())),
        Event::FirstPlayer { seat } => Line::new().seat(*seat).text(" goes first."),
        Event::Questioned { seat, spot, hour } => {
            Line::new().text(format!("{hour}:00 - ")).seat(*seat).text(format!(" questioned the {}.", refugee(view, *spot)))
        }
        Event::Saw { seat, at, trait_: None } => Line::new().seat(*seat).text(format!(" looked at {}.", card(view, *at))),
        Event::Saw { seat, at, trait_: Some(t) } => Line::new().seat(*seat).text(format!(" looked at {}: {}.", card(view, *at), t.name())),
        Event::Claimed { seat, spot, cultist } => {
            let what = if *cultist { "IS a cultist" } else { "is NOT a cultist" };
            Line::new().seat(*seat).text(format!(" claims the {} {what}.", refugee(view, *spot)))
        }
        Event::Swapped { a, b } => Line::new().text(format!("Swapped {} with {}.", card(view, *a), card(view, *b))),
        Event::Voted { seat, spot, marker } => {
            Line::new().seat(*seat).text(format!(" voted to exile the {} (marker {marker}).", refugee(view, *spot)))
        }
        Event::MarkerOut { marker } => Line::new().text(format!("Marker {marker} is crossed out: no vote this turn.")),
        Event::IdentityUsed { seat, identity } => {
            Line::new().seat(*seat).text(format!(" reveals the {}: {}", identity.name(), identity.text()))
        }
        Event::MarkerMoved { marker, from, to: Some(to) } => {
            Line::new().text(format!("Marker {marker} moved from the {} to the {}.", refugee(view, *from), refugee(view, *to)))
        }
        Event::MarkerMoved { marker, from, to: None } => {
            Line::new().text(format!("Marker {marker} was taken off the {} and out of the game.", refugee(view, *from)))
        }
        Event::LearnedAllegiance { seat, of, cards } => {
            let whose = match of {
                Some(s) => Line::new().seat(*s).text("'s allegiance"),
                None => Line::new().text("the card set aside"),
            };
            let line = Line::new().seat(*seat).text(" looked at ").then(&whose);
            if cards.is_empty() {
                line.text(".")
            } else {
                let names: Vec<String> = cards.iter().map(|c| format!("{c:?}")).collect();
                line.text(format!(": {}.", names.join(", ")))
            }
        }
        Event::TieToBreak { chooser, spots } => {
            let names: Vec<&str> = spots.iter().map(|s| refugee(view, *s)).collect();
            Line::new().text(format!("A tie between {}: ", names.join(", "))).seat(*chooser).text(" decides who leaves.")
        }
        Event::Removed { spot } => Line::new().text(format!("The {} is turned away from the bunker.", refugee(view, *spot))),
        Event::Exhausted { spot: Some(s) } => Line::new().text(format!("The {} is exhausted.", refugee(view, *s))),
        Event::Exhausted { spot: None } => return None,
        Event::TraitRevealed { at, trait_ } => Line::new().text(format!("Revealed: {} is {}.", card(view, *at), trait_.name())),
        Event::AllegianceRevealed { seat, cards } => {
            let side = if cards.contains(&super::cards::Allegiance::Fanatic) { " was a fanatic." } else { " was a civilian." };
            Line::new().seat(*seat).text(side)
        }
        Event::GameOver { civilians_win: true } => Line::new().text("No cultist got in: the civilians win."),
        Event::GameOver { civilians_win: false } => Line::new().text("A cultist got in: the fanatics win."),
    })
}
