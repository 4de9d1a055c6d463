//! Why a tap on something on the track does nothing now, in one sentence
//! for the person who tapped it (the board shows it where a refused move's
//! reason appears). Worked out from the public table alone, like the legal
//! moves, so the board and the native tests read the same words.

use super::super::components::{Development, Pad, Resource, Science, Size, SHORT_HOP, TABLEAU_DEPTH};
use super::super::state::{Stage, Table};
use super::super::words::{location, pad_name, plural, size_word};
use crate::engine::Seat;

/// One thing on the track: what it is, where it lies, and for a Science
/// token which science.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    pub resource: Resource,
    pub from: u8,
    pub science: Option<Science>,
}

impl Table {
    /// Why `seat` may not take `item` now (called for an item no legal move takes).
    pub fn why_not_take(&self, seat: Seat, item: Item) -> String {
        if self.outcome.is_some() {
            return "The game is over.".into();
        }
        let Some(turn) = self.turn.filter(|t| t.seat == seat) else {
            return "It is not your turn: wait for yours.".into();
        };
        match turn.stage {
            Stage::Move => self.move_first(seat, item),
            Stage::Done => "You have done your one thing this turn: Launch a ready ship, or End turn.".into(),
            Stage::Loading { resource, from } if (resource, from) != (item.resource, item.from) => format!(
                "This turn you are loading {} from {}: only more of them, then Launch or End turn.",
                plural(resource),
                location(from)
            ),
            Stage::Loading { .. } => self.no_room(seat, item),
            Stage::Act { at } if !self.sources(seat, at, item.resource).contains(&item.from) => self.out_of_reach(at, item),
            Stage::Act { .. } => self.no_room(seat, item),
        }
    }

    /// A tap on the track before the worker has moved. A tap ahead where no
    /// Go button stands says what keeps the worker from it: "move first"
    /// alone sent players looking for a Go that Short Hops or another worker
    /// had taken away (seen in play, 5 Dec 2026).
    fn move_first(&self, seat: Seat, item: Item) -> String {
        const MOVE_FIRST: &str = "Move your worker first (Go, or Leave the track): you take things where it lands.";
        let from = self.players[seat].worker.on_track();
        let reach = self.moves_from(seat, from);
        let behind = from.is_some_and(|at| item.from <= at);
        if behind || reach.contains(&item.from) {
            return MOVE_FIRST.into();
        }
        let place = capital(&location(item.from));
        if self.occupied_by_other(seat, item.from) {
            return format!("{place} has another worker on it, so yours cannot stop there. {MOVE_FIRST}");
        }
        let stops: Vec<String> = reach.iter().map(|&to| (to + 1).to_string()).collect();
        match stops.split_last() {
            Some((last, rest)) if self.in_force(Development::ShortHops) && !rest.is_empty() => format!(
                "{place} is beyond Short Hops: this round a worker stops only at the next {SHORT_HOP} free locations, here {} and {last}. {MOVE_FIRST}",
                rest.join(", ")
            ),
            _ => MOVE_FIRST.into(),
        }
    }

    /// `item` lies beyond what the tableau reaches from `at`.
    fn out_of_reach(&self, at: u8, item: Item) -> String {
        let science = item.resource.science().name();
        let things = plural(item.resource);
        let needs = if item.from < at {
            format!("a {science} token on your tableau reaches {things} behind you")
        } else if self.development == Some(Development::NetworkedLabs) {
            format!("a {science} token on your tableau reaches {things} ahead of you")
        } else {
            format!("two {science} tokens on your tableau reach {things} ahead of you")
        };
        format!("{} is out of your reach: {needs}.", capital(&location(item.from)))
    }

    /// `item` is within reach but there is nowhere to put it.
    fn no_room(&self, seat: Seat, item: Item) -> String {
        let p = &self.players[seat];
        let docked: Vec<_> = p.pads.iter().flatten().collect();
        match item.resource {
            Resource::Ship => {
                let size = self.track[usize::from(item.from)].ship.map_or(Size::Large, |s| s.kind().size);
                format!("No free Launch Pad of yours takes a {} ship.", size_word(size))
            }
            Resource::Science => {
                let science = item.science.map_or("that science", Science::name);
                format!("Your tableau already holds {TABLEAU_DEPTH} {science} tokens, all it has room for.")
            }
            _ if docked.is_empty() => format!("You have no ship on a Launch Pad to load {} onto.", plural(item.resource)),
            Resource::Fuel => "Your ships' fuel tanks are full.".into(),
            _ => "Your ships have no free cargo space.".into(),
        }
    }
}

impl Table {
    /// Why `item`, which `seat` may take, may not go onto `pad`.
    pub fn why_not_onto(&self, seat: Seat, item: Item, pad: Pad) -> String {
        let on_pad = self.players[seat].pad(pad);
        let pad = pad_name(pad);
        match (item.resource, on_pad) {
            (Resource::Science, _) => "A Science token goes on your tableau: tap Place on its science.".into(),
            (Resource::Ship, Some(d)) => format!("Your {pad} already holds the {}: one ship per pad.", d.ship.kind().name),
            (Resource::Ship, None) => format!("Your {pad} takes small ships only."),
            (_, None) => format!("There is no ship on your {pad} to load onto."),
            (Resource::Fuel, Some(d)) => format!("The {}'s fuel tanks are full.", d.ship.kind().name),
            (_, Some(d)) => format!("The {} has no free cargo space.", d.ship.kind().name),
        }
    }
}

fn capital(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
