//! The game's words: every event as a log line, and (through
//! [`super::prompt`]) the prompt, both as [`Line`]s with seats kept as
//! seats, so the shell writes each as its player's name and a seat called
//! "You" or two called "Ana" still read right. Pure Rust, tested natively.
//! A redacted event says only what its reader may know.

use super::cards::{Act, Gene};
use super::event::{Event, Skip};
use super::map::hex_name;
use super::words::{barrier_name, gene_card, rate};
use super::{Action, Extinction, Phase, View};
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

    fn action_line(view: &View, seat: Seat, action: &Action) -> Option<Line> {
        Some(action_line(view, seat, action))
    }
}

/// A move in words before it is played, for a hint: choosing a hex, lifting
/// a group and finishing a step leave no log line of their own, and a spin,
/// a draw, an announcement or a gene change are random or hidden until made.
pub fn action_line(view: &View, seat: Seat, action: &Action) -> Line {
    let hex = |h: &u8| hex_name(*h);
    let words = match action {
        Action::Pick { hex: h } if matches!(view.table.phase, Phase::Barrier { .. }) => format!(" chooses {} for a barrier.", hex(h)),
        Action::Pick { hex: h } => format!(" chooses {} to put individuals on.", hex(h)),
        Action::Put { count: n } => format!(" puts {n} there."),
        Action::TakeBack { hex: h } => format!(" takes back the cube on {}.", hex(h)),
        Action::Done => done_words(&view.table.phase).into(),
        Action::Spin => " spins the spinner.".into(),
        Action::Draw => " draws an Environmental Change card.".into(),
        Action::Cull { hex: h, count: n } => format!(" removes {n} from {}.", hex(h)),
        Action::ChoosePair { first, second } => format!(" chooses {}, then {}.", first.name(), second.name()),
        Action::Build { barrier } => format!(" builds a {} there.", barrier_name(*barrier)),
        Action::Lift { hex: h } => format!(" lifts a group from {}.", hex(h)),
        Action::Size { count: n } => format!(" sets off with {}.", count(*n, "individual", "individuals")),
        Action::Step { to } => format!(" moves the group to {}.", hex(to)),
        Action::Settle => " settles the group where it stands.".into(),
        Action::Compete { from, to, count: n } => format!(" competes with {n} from {} into {}.", hex(from), hex(to)),
        Action::Announce => " announces a predator type.".into(),
        Action::Prey { from, to, count: n } => format!(" preys with {n} from {} into {}.", hex(from), hex(to)),
        Action::ChangeGene { gene } => format!(" changes the {} card.", gene.name()),
    };
    by(seat, words)
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
        Skip::FourGenesChanged => "four gene cards have changed this turn already",
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
            // Each hex named, as the board rings each.
            let names: Vec<Line> = hexes.iter().map(|h| Line::new().text(hex_name(*h))).collect();
            by(*seat, " is boxed in: ").then(&and_list(&names)).text(" filled to 6.")
        }
        Event::EnvDrawn { seat, card } => by(*seat, format!(" draws an Environmental Change card: {}.", card.title())),
        Event::Tolerated { seat } => by(*seat, " tolerates it."),
        Event::Unharmed => Line::new().text("No species is harmed."),
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
        Event::Competed { seat, from, to, count, rival, lost } => capture_line(*seat, "outcompetes", *rival, *lost, (*from, *to), *count),
        Event::Preyed { seat, from, to, count, rival, lost } => capture_line(*seat, "preys on", *rival, *lost, (*from, *to), *count),
        Event::Announced { seat, hunt, resisted, exposed } => {
            by(*seat, format!(" hunts as a {} predator: ", hunt.name())).then(&answers(resisted, exposed))
        }
        Event::GeneChanged { seat, gene, new: Some(n), .. } => {
            by(*seat, format!(" changes {}: now {}.", gene.name(), gene_card(*gene, *n)))
        }
        Event::GeneChanged { seat, gene, .. } => by(*seat, format!(" changes their {} card.", gene.name())),
        Event::Extinct { seat } => by(*seat, "'s species is extinct."),
        Event::GameOver => Line::new().text("The game is over."),
    }
}

/// Finishing a step, said as the player does it (the button reads
/// `prompt::done_label`, as the player is told to).
fn done_words(phase: &Phase) -> &'static str {
    match phase {
        Phase::Founding { .. } => " is done relocating.",
        Phase::Migrate { spent: 0, group: None, .. } => " does not migrate.",
        Phase::Migrate { .. } => " ends the migration.",
        Phase::Compete { used, .. } if used.is_empty() => " does not compete.",
        Phase::Compete { .. } => " stops competing.",
        Phase::Genes { .. } => " is done changing genes.",
        _ => " is done.",
    }
}

/// "Ana outcompetes Ben's 2 on meadow M3 with 3 from woodland W4.": both
/// hexes, as the board rings both.
fn capture_line(seat: Seat, verb: &str, rival: Seat, lost: u8, (from, to): (u8, u8), moved: u8) -> Line {
    let words = format!("'s {lost} on {} with {moved} from {}.", hex_name(to), hex_name(from));
    by(seat, format!(" {verb} ")).seat(rival).text(words)
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
