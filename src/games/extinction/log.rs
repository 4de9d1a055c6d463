//! The game's words: every event as a log line, and (through
//! [`super::prompt`]) the prompt, both as [`Line`]s with seats kept as
//! seats, so the shell writes each as its player's name and a seat called
//! "You" or two called "Ana" still read right. Pure Rust, tested natively.
//! A redacted event says only what its reader may know.

use super::cards::{Act, Gene};
use super::words::{barrier_name, gene_card, rate};
use super::event::{Event, Skip};
use super::map::hex_name;
use super::{Extinction, View};
use crate::engine::words::{and_list, count};
use crate::engine::{Line, Narrated, Seat};

impl Narrated for Extinction {
    /// Extinction's lines need no view: a redacted event already holds
    /// only what its reader may know.
    fn log_line(event: &Event, _view: &View) -> Option<Line> {
        Some(event_line(event))
    }

    fn prompt(view: &View) -> Line {
        super::prompt::prompt(view)
    }
}

/// What a spinner action asks, as a verb: "cannot {verb}".
fn act_verb(act: Act) -> &'static str {
    match act {
        Act::Reproduce => "reproduce",
        Act::Migrate => "migrate",
        Act::CompetePrey => "compete or prey",
        Act::ChangeGenes => "change genes",
        Act::EnvironmentalChange => "draw an Environmental Change card",
        Act::PlaceBarrier => "place a barrier",
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

/// A seat's line followed by words.
fn by(seat: Seat, words: impl Into<String>) -> Line {
    Line::new().seat(seat).text(words)
}

/// The event in words, seats as seats.
pub fn event_line(event: &Event) -> Line {
    match event {
        Event::Placed { seat, hex, count, shows } => by(*seat, format!(" puts {count} on {} (now {shows}).", hex_name(*hex))),
        Event::TookBack { seat, hex, count } => by(*seat, format!(" takes back {count} from {}.", hex_name(*hex))),
        Event::GenesDealt { seat, cards: Some(c) } => {
            let text: Vec<String> = Gene::ALL.iter().map(|g| gene_card(*g, c[g.index()])).collect();
            by(*seat, format!(" draws six gene cards: {}.", text.join("; ")))
        }
        Event::GenesDealt { seat, cards: None } => by(*seat, " draws six gene cards."),
        Event::RoundStarted { round } => Line::new().text(format!("Round {round} begins.")),
        Event::Spun { seat, segment, first, second } => {
            by(*seat, format!(" spins {}: {}, then {}.", segment + 1, first.name(), second.name()))
        }
        Event::Skipped { seat, act, why } => by(*seat, format!(" cannot {}: {}.", act_verb(*act), skip_words(*why))),
        Event::Newborns { seat, newborns, room, parents: Some(p), rate: Some(r) } => by(
            *seat,
            format!(
                ": {} in optimal habitats at rate {} give {}; {room} fit.",
                count(*p, "parent", "parents"),
                rate(*r),
                count(*newborns, "newborn", "newborns")
            ),
        ),
        Event::Newborns { seat, room, .. } => by(*seat, format!(" has {} to place.", count(*room, "newborn", "newborns"))),
        Event::FilledUp { seat, hexes } => {
            by(*seat, format!(" is boxed in: {} filled to 6.", count(hexes.len() as u32, "hex", "hexes")))
        }
        Event::EnvDrawn { seat, card } => by(*seat, format!(" draws an Environmental Change card: {}.", card.title())),
        Event::Tolerated { seat } => by(*seat, " tolerates it."),
        Event::Died { seat, hex, count } => by(*seat, format!(" loses {count} on {}.", hex_name(*hex))),
        Event::CullDue { seat, count: n } => by(*seat, format!(" must remove {}.", count(*n, "individual", "individuals"))),
        Event::PairChosen { seat, first, second } => by(*seat, format!(" chooses {}, then {}.", first.name(), second.name())),
        Event::BarrierPlaced { seat, hex, barrier, displaced } => {
            let line = by(*seat, format!(" puts a {} on {}", barrier_name(*barrier), hex_name(*hex)));
            match displaced {
                Some((owner, c)) => line.text(format!(" (the cube of {c} there goes back to ")).seat(*owner).text(")."),
                None => line.text("."),
            }
        }
        Event::Lifted { seat, hex, count } => by(*seat, format!(" sets off with {count} from {}.", hex_name(*hex))),
        Event::Stepped { seat, to } => by(*seat, format!(" moves to {}.", hex_name(*to))),
        Event::Settled { seat, hex, count, shows } => by(*seat, format!(" settles {count} on {} (now {shows}).", hex_name(*hex))),
        Event::Competed { seat, to, count, rival, lost, .. } => capture_line(*seat, "outcompetes", *rival, *lost, *to, *count),
        Event::Preyed { seat, to, count, rival, lost, .. } => capture_line(*seat, "preys on", *rival, *lost, *to, *count),
        Event::Announced { seat, hunt, resisted, exposed } => {
            by(*seat, format!(" hunts as a {} predator: ", hunt.name())).then(&answers(resisted, exposed))
        }
        Event::GeneChanged { seat, gene, new: Some(n), .. } => {
            by(*seat, format!(" changes {}: now {}.", gene.name(), gene_card(*gene, *n)))
        }
        Event::GeneChanged { seat, gene, .. } => by(*seat, format!(" changes its {} card.", gene.name())),
        Event::Extinct { seat } => by(*seat, "'s species is extinct."),
        Event::GameOver => Line::new().text("The game is over."),
    }
}

/// "Ana outcompetes Ben's 2 on meadow M3 with 3."
fn capture_line(seat: Seat, verb: &str, rival: Seat, lost: u8, to: u8, moved: u8) -> Line {
    by(seat, format!(" {verb} ")).seat(rival).text(format!("'s {lost} on {} with {moved}.", hex_name(to)))
}

/// Who resisted an announced hunter and who did not, each list with its verb.
fn answers(resisted: &[Seat], exposed: &[Seat]) -> Line {
    let list = |v: &[Seat]| and_list(&v.iter().map(|s| Line::new().seat(*s)).collect::<Vec<_>>());
    let resist = |v: &[Seat]| list(v).text(if v.len() == 1 { " resists" } else { " resist" });
    let open = |v: &[Seat]| list(v).text(if v.len() == 1 { " does not resist" } else { " do not resist" });
    match (resisted.is_empty(), exposed.is_empty()) {
        (true, true) => Line::new().text("no rival is left to ask."),
        (false, true) => resist(resisted).text("."),
        (true, false) => open(exposed).text("."),
        (false, false) => resist(resisted).text("; ").then(&open(exposed)).text("."),
    }
}
