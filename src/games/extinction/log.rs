//! Plain-words text for every event, for the game log. Pure: the view calls
//! it with the seats' names. A redacted event says only what its reader may know.

use super::cards::{Barrier, Gene, CROSSING, DEFENSE, HABITAT_MOBILITY, PREDATOR, REPRODUCTION, TOLERANCE};
use super::event::{Event, Skip};
use super::map::{habitat, HexId, HEXES};
use crate::engine::Seat;

fn who(names: &[String], seat: Seat) -> String {
    names.get(seat.index()).cloned().unwrap_or_else(|| format!("Player {}", seat.0 + 1))
}

/// "meadow (2, -1)": a hex by its habitat and coordinates.
pub fn hex_name(hex: HexId) -> String {
    let h = HEXES[usize::from(hex)];
    format!("{} ({}, {})", habitat(hex).name(), h.q, h.r)
}

/// One gene card in words, e.g. "rate 1.2" or "mobility 20: woodland, meadow".
pub fn gene_card(gene: Gene, card: u8) -> String {
    let c = usize::from(card);
    let list = |names: Vec<&str>| names.join(", ");
    match gene {
        Gene::Reproduction => format!("rate {}.{}", REPRODUCTION[c] / 10, REPRODUCTION[c] % 10),
        Gene::HabitatMobility => {
            let card = HABITAT_MOBILITY[c];
            format!("mobility {}: {}", card.mobility, list(card.optimal.iter().map(|h| h.name()).collect()))
        }
        Gene::Tolerance => format!("tolerates {}", list(TOLERANCE[c].iter().map(|h| hazard_name(*h)).collect())),
        Gene::Crossing => format!("crosses {}", list(CROSSING[c].iter().map(|b| barrier_name(*b)).collect())),
        Gene::Predator => format!("{} predator", PREDATOR[c].name()),
        Gene::Defense => format!("resists {}", list(DEFENSE[c].iter().map(|h| h.name()).collect())),
    }
}

pub fn barrier_name(b: Barrier) -> &'static str {
    match b {
        Barrier::City => "city",
        Barrier::Jetport => "jetport",
        Barrier::Mountain => "mountain",
        Barrier::River => "river",
        Barrier::Desert => "desert",
    }
}

fn hazard_name(h: super::cards::Hazard) -> &'static str {
    use super::cards::Hazard::*;
    match h {
        Drought => "drought",
        ColdWave => "cold wave",
        Fire => "fire",
        WaterPollution => "water pollution",
        AirPollution => "air pollution",
    }
}

fn skip_words(why: Skip) -> &'static str {
    match why {
        Skip::NoNewborns => "no newborns or no room for them",
        Skip::CannotMove => "nothing can move",
        Skip::NoRivals => "no rival within reach",
        Skip::NoBarriers => "every barrier is placed",
        Skip::NoHex => "no hex may take a barrier",
    }
}

fn seats(names: &[String], list: &[Seat]) -> String {
    if list.is_empty() {
        return "nobody".into();
    }
    list.iter().map(|s| who(names, *s)).collect::<Vec<_>>().join(", ")
}

/// The event in plain words, each seat by its player's name.
pub fn describe(event: &Event, names: &[String]) -> String {
    let w = |s: &Seat| who(names, *s);
    match event {
        Event::Placed { seat, hex, count, shows } => format!("{} puts {count} on {} (now {shows}).", w(seat), hex_name(*hex)),
        Event::TookBack { seat, hex, count } => format!("{} takes back {count} from {}.", w(seat), hex_name(*hex)),
        Event::GenesDealt { seat, cards: Some(c) } => {
            let text: Vec<String> = super::cards::Gene::ALL.iter().map(|g| gene_card(*g, c[g.index()])).collect();
            format!("{} draws genes: {}.", w(seat), text.join("; "))
        }
        Event::GenesDealt { seat, cards: None } => format!("{} draws six gene cards.", w(seat)),
        Event::RoundStarted { round } => format!("Round {round} begins."),
        Event::Spun { seat, first, second, .. } => format!("{} spins: {} and {}.", w(seat), first.name(), second.name()),
        Event::Skipped { seat, act, why } => format!("{} cannot {}: {}.", w(seat), act.name(), skip_words(*why)),
        Event::Newborns { seat, newborns, room, parents: Some(p), rate: Some(r) } => {
            format!("{}: {p} in optimal habitats at {}.{} give {newborns} newborns; {room} fit.", w(seat), r / 10, r % 10)
        }
        Event::Newborns { seat, room, .. } => format!("{} has {room} newborns to place.", w(seat)),
        Event::FilledUp { seat, hexes } => format!("{} is boxed in: {} hexes filled to 6.", w(seat), hexes.len()),
        Event::EnvDrawn { seat, card } => format!("{} draws {}.", w(seat), card.title()),
        Event::Tolerated { seat } => format!("{} tolerates it.", w(seat)),
        Event::Died { seat, hex, count } => format!("{} loses {count} on {}.", w(seat), hex_name(*hex)),
        Event::CullDue { seat, count } => format!("{} must remove {count} individuals.", w(seat)),
        Event::PairChosen { seat, first, second } => format!("{} chooses {} and {}.", w(seat), first.name(), second.name()),
        Event::BarrierPlaced { seat, hex, barrier, displaced } => {
            let gone = displaced.map_or(String::new(), |(s, c)| format!(" ({}'s {c} goes home)", who(names, s)));
            format!("{} puts a {} on {}{gone}.", w(seat), barrier_name(*barrier), hex_name(*hex))
        }
        Event::Lifted { seat, hex, count } => format!("{} sets off with {count} from {}.", w(seat), hex_name(*hex)),
        Event::Stepped { seat, to } => format!("{} moves to {}.", w(seat), hex_name(*to)),
        Event::Settled { seat, hex, count, shows } => format!("{} settles {count} on {} (now {shows}).", w(seat), hex_name(*hex)),
        Event::Competed { seat, to, count, rival, lost, .. } => {
            format!("{} outcompetes {}'s {lost} on {} with {count}.", w(seat), w(rival), hex_name(*to))
        }
        Event::Announced { seat, hunt, resisted, exposed } => {
            format!("{} hunts as a {} predator: {} resist; {} do not.", w(seat), hunt.name(), seats(names, resisted), seats(names, exposed))
        }
        Event::Preyed { seat, to, count, rival, lost, .. } => {
            format!("{} preys on {}'s {lost} on {} with {count}.", w(seat), w(rival), hex_name(*to))
        }
        Event::GeneChanged { seat, gene, new: Some(n), .. } => {
            format!("{} changes {}: now {}.", w(seat), gene.name(), gene_card(*gene, *n))
        }
        Event::GeneChanged { seat, gene, .. } => format!("{} changes its {} card.", w(seat), gene.name()),
        Event::Extinct { seat } => format!("{}'s species is extinct.", w(seat)),
        Event::GameOver => "The game is over.".into(),
    }
}
