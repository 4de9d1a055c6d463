//! The prompt: whose turn it is, what they may do and the running budget,
//! as a [`Line`] that starts with the acting seat (the shell writes it as
//! the player's name). Built from the [`View`] alone, so it can say no more
//! than the view holds: a rival's mobility left is not there, only the
//! mobility it spent, which everyone watched. The words name the buttons
//! as they read on screen ([`done_label`]), and hexes by the marks drawn on
//! the map. Also what a tap on a hex that is not legal now answers.

use super::cards::{Act, Barrier, CUBES, FOUNDERS};
use super::map::{hex_name, HexId};
use super::state::{Group, RestBar};
use super::words::barrier_name;
use super::{Cell, Phase, Table, View};
use crate::engine::words::count;
use crate::engine::{Line, Seat};

/// One sentence (two at most): whose turn, what they may do, and the budget.
pub fn prompt(view: &View) -> Line {
    let t = &view.table;
    match t.phase.seat() {
        Some(seat) => Line::new().seat(seat).text(instructions(view)),
        None => Line::new().text("The game is over."),
    }
}

/// The words after the acting seat's name.
fn instructions(view: &View) -> String {
    let t = &view.table;
    let cubes = match t.phase.seat() {
        Some(seat) => format!("{} of {CUBES} cubes used", CUBES - t.supply[seat]),
        None => String::new(),
    };
    let done = done_label(&t.phase);
    match &t.phase {
        Phase::Founding { relocating: false, left, pick: None, .. } => {
            format!(": tap an empty hex for a founder cube. {left} of {FOUNDERS} individuals left to place, {cubes}.")
        }
        Phase::Founding { relocating: true, left: 0, pick: None, .. } => {
            format!(" may move founders: tap one of your cubes to take it back, or tap {done}. {cubes}.")
        }
        // Done waits until every individual taken back is on the island again.
        Phase::Founding { relocating: true, left, pick: None, .. } => format!(
            " is moving founders: tap an empty hex to place {} in hand, or another of your cubes to take it back too. {cubes}.",
            if *left == 1 { "the 1 individual".to_string() } else { format!("the {left} individuals") }
        ),
        Phase::Founding { left, pick: Some(h), .. } => format!(
            ": how many go on {}? Tap a number beside Put. {} left to place, {cubes}.",
            hex_name(*h),
            count(*left, "individual", "individuals")
        ),
        Phase::Spin { .. } => format!(": tap Spin the spinner to start the turn (round {}).", t.round),
        Phase::Reproduce { left, pick: None, .. } => {
            format!(" reproduces: tap a marked hex for newborns. {} left to place, {cubes}.", count(*left, "newborn", "newborns"))
        }
        Phase::Reproduce { left, pick: Some(h), .. } => {
            format!(": how many newborns go on {}? {} left to place, {cubes}.", hex_name(*h), count(*left, "newborn", "newborns"))
        }
        Phase::Draw { .. } => ": tap Draw an Environmental Change card.".into(),
        Phase::Cull { left, .. } => {
            format!(" must remove {} more: tap one of your cubes, then a number beside Remove.", count(*left, "individual", "individuals"))
        }
        Phase::MildSeason { .. } => " drew a mild season: choose any pair of actions.".into(),
        Phase::Barrier { pick: None, .. } => format!(" places a barrier: tap a marked hex. Pieces left: {}.", barriers_left(t)),
        Phase::Barrier { pick: Some(h), .. } => {
            format!(": which barrier goes on {}? Pieces left: {}.", hex_name(*h), barriers_left(t))
        }
        Phase::Migrate { lifting: Some(h), .. } => format!(": how many set off from {}? {}.", hex_name(*h), mobility(view)),
        // Its owner's view knows when a step would cost more than is left
        // (a rival's does not, and is told the step as the rule).
        Phase::Migrate { group: Some(g), .. } if view.mobility_left().is_some_and(|left| left < g.size) => format!(
            ": the group of {} is on {} after {}, with too little mobility left to go further: tap Settle here. {}.",
            g.size,
            hex_name(g.at),
            count(g.steps, "hex", "hexes"),
            mobility(view)
        ),
        Phase::Migrate { seat, group: Some(g), .. } => format!(
            ": the group of {} is on {} after {}: tap a neighbouring hex (costs {}){}. {}.",
            g.size,
            hex_name(g.at),
            count(g.steps, "hex", "hexes"),
            g.size,
            settle_or_why_not(t, *seat, g),
            mobility(view)
        ),
        // Only the owner's view knows the mobility left: with none, it is told
        // there is nothing to lift (everyone else sees the usual sentence).
        Phase::Migrate { spent: 0, .. } if view.mobility_left() == Some(0) => format!(" cannot migrate: its mobility is 0. Tap {done}."),
        Phase::Migrate { .. } if view.mobility_left() == Some(0) => format!(" has used all its mobility: tap {done}."),
        Phase::Migrate { .. } => format!(" migrates: tap one of your cubes to lift a group, or tap {done}. {}.", mobility(view)),
        Phase::Compete { used, .. } => format!(
            " competes or preys: tap one of your cubes, then a rival's hex, then how many; or tap {done}. Cubes used this turn: {}.",
            used.len()
        ),
        Phase::Genes { .. } => {
            format!(
                " may change gene cards, each deck once a turn (up to four), then tap {done}. Changed this turn: {} of 4.",
                t.genes_changed.len()
            )
        }
        Phase::Over => String::new(),
    }
}

/// The words on the button that ends the step (the prompt names it the same).
pub fn done_label(phase: &Phase) -> &'static str {
    match phase {
        Phase::Founding { .. } => "Done relocating",
        // Declining and being unable look alike to the table: both say so here.
        Phase::Migrate { spent: 0, group: None, .. } => "Do not migrate",
        Phase::Migrate { .. } => "End the migration",
        Phase::Compete { used, .. } if used.is_empty() => "Do not compete",
        Phase::Compete { .. } => "End competing",
        Phase::Genes { .. } => "Done changing genes",
        _ => "Done",
    }
}

/// While genes may change, the turn in words, since what comes next decides
/// which cards are worth changing (on a phone the dock says it; the line
/// over the map is left out). Mostly the spun pair, whose second action is
/// this one; after a mild season the spin no longer names it, so the words
/// are then this action and the ones still to come.
pub fn genes_turn(t: &Table) -> Option<String> {
    if !matches!(t.phase, Phase::Genes { .. }) {
        return None;
    }
    if t.plan.is_empty() {
        let (a, b) = t.spun_pair()?;
        return Some(format!("This turn: {}, then {}.", a.name(), b.name()));
    }
    let ahead: Vec<String> =
        t.plan.iter().map(|act| if *act == Act::ChangeGenes { format!("{} again", act.name()) } else { act.name().to_string() }).collect();
    Some(format!("This turn: {} now, then {}.", Act::ChangeGenes.name(), ahead.join(", then ")))
}

/// While the pair chosen in a mild season is played, the turn in words:
/// the spin no longer says what comes, since the pair goes before what was
/// left of it ("Mild season: migrate now, then reproduce, then place
/// barrier."). None in any other turn, and once the turn is back on what
/// the spinner gave.
pub fn mild_season_turn(t: &Table) -> Option<String> {
    let (first, second) = t.spun_pair()?;
    let ahead: Vec<Act> = std::iter::once(act_of(&t.phase)?).chain(t.plan.iter().copied()).collect();
    // A turn that follows its spin is always down to a tail of the pair;
    // the chosen pair never holds environmental change, so it never is.
    if [first, second].ends_with(&ahead) {
        return None;
    }
    let then: String = ahead[1..].iter().map(|act| format!(", then {}", act.name())).collect();
    Some(format!("Mild season: {} now{then}.", ahead[0].name()))
}

/// The spinner's action a step belongs to (none before the spin).
fn act_of(phase: &Phase) -> Option<Act> {
    Some(match phase {
        Phase::Reproduce { .. } => Act::Reproduce,
        Phase::Draw { .. } | Phase::Cull { .. } | Phase::MildSeason { .. } => Act::EnvironmentalChange,
        Phase::Barrier { .. } => Act::PlaceBarrier,
        Phase::Migrate { .. } => Act::Migrate,
        Phase::Compete { .. } => Act::CompetePrey,
        Phase::Genes { .. } => Act::ChangeGenes,
        Phase::Founding { .. } | Phase::Spin { .. } | Phase::Over => return None,
    })
}

/// "city 2, jetport 1, ..." for the barrier pieces not yet placed.
pub fn barriers_left(t: &Table) -> String {
    Barrier::ALL.iter().map(|b| format!("{} {}", barrier_name(*b), t.barriers_left[b.index()])).collect::<Vec<_>>().join(", ")
}

/// The migration's budget: the mobility left for the species' owner, the
/// mobility spent so far for everyone else.
fn mobility(view: &View) -> String {
    match (view.mobility_left(), &view.table.phase) {
        (Some(left), _) => format!("Mobility left: {left}"),
        (None, Phase::Migrate { spent, .. }) => format!("Mobility spent so far: {spent}"),
        (None, _) => String::new(),
    }
}

/// The dock's button that takes back a chosen hex (see [`chosen_hex`]).
pub const ANOTHER_HEX: &str = "Another hex";

/// The hex the acting seat has chosen and is now asked how many (or which
/// barrier) for: the first half of a two-action move. Choosing it reveals
/// nothing, so the undo rule always lets its seat take it back, and the
/// dock offers that as [`ANOTHER_HEX`].
pub fn chosen_hex(phase: &Phase) -> Option<HexId> {
    match phase {
        Phase::Founding { pick, .. } | Phase::Reproduce { pick, .. } | Phase::Barrier { pick, .. } => *pick,
        Phase::Migrate { lifting, .. } => *lifting,
        _ => None,
    }
}

/// What the step asks about a [`chosen_hex`].
fn chosen_asks(phase: &Phase) -> &'static str {
    match phase {
        Phase::Barrier { .. } => "choose which barrier goes on it",
        Phase::Migrate { .. } => "choose how many set off from it",
        _ => "choose how many go on it",
    }
}

/// The group's other choice, Settle here, or why the step does not offer
/// it: the prompt named the button on a barrier or a full cube, where there
/// was none (seen play-testing at 390x844, 6 Dec 2026).
fn settle_or_why_not(t: &Table, seat: Seat, g: &Group) -> String {
    // Just set off: it must move before it may settle.
    if g.steps == 0 {
        return String::new();
    }
    match t.rest_bar(seat, g.at, g.size, t.supply[seat]) {
        None => " or tap Settle here".into(),
        Some(RestBar::Barrier) => "; it may cross the barrier but not settle on it".into(),
        Some(RestBar::Full) => "; it cannot settle here, where your cube would hold more than 6".into(),
        Some(RestBar::NoCube) => "; it cannot settle on an empty hex while all your cubes are on the island".into(),
        Some(RestBar::Rival) => "; it cannot settle on a rival's hex".into(),
    }
}

/// Why a tap on `hex` does nothing now, for the player who may act (the hex
/// is not one of the marked ones): one line naming the hex and what the step
/// wants instead. Says nothing a rule does not make public. `from` is the
/// cube of yours chosen to compete or prey from, if the board has one.
pub fn hex_refusal(view: &View, hex: HexId, from: Option<HexId>) -> String {
    let t = &view.table;
    let me = view.viewer.seat();
    let here = hex_name(hex);
    // A hex is chosen and the count (or the barrier) is asked for: what the
    // other hex holds is beside the point (an empty one read as the reason
    // it was refused).
    if let Some(chosen) = chosen_hex(&t.phase) {
        let (chosen, asked) = (hex_name(chosen), chosen_asks(&t.phase));
        return if chosen == here {
            format!("{here} is chosen: {asked} with the buttons under the prompt.")
        } else {
            format!(
                "Not {here}: {chosen} is chosen, so first {asked} with the buttons under the prompt, or tap {ANOTHER_HEX} to choose again."
            )
        };
    }
    let holds = match t.board[usize::from(hex)] {
        Cell::Empty => "is empty".to_string(),
        Cell::Cube { seat, count } if Some(seat) == me => format!("holds your cube of {count}"),
        Cell::Cube { count, .. } => format!("holds a rival's cube of {count}"),
        Cell::Barrier(b) => format!("holds a {} barrier", barrier_name(b)),
    };
    // With no mobility left nothing on the map can be chosen: say what ends
    // the step (only the owner's view knows it, and only the owner acts).
    if matches!(t.phase, Phase::Migrate { group: None, .. }) && view.mobility_left() == Some(0) {
        return format!("Not {here}: no mobility is left to move a group, so tap {}.", done_label(&t.phase));
    }
    if let (Phase::Compete { .. }, Some(from)) = (&t.phase, from) {
        let from = hex_name(from);
        return format!("Not {here}: it {holds}, and from {from} a cube competes or preys only into a marked rival hex next to it, or across a barrier you cross.");
    }
    // Each reason completes "Not <hex>: it <holds>, and …" as a statement
    // ("tap one of your cubes…, or an empty hex to place" contradicted
    // itself on an empty hex with no founder in hand).
    let wanted = match &t.phase {
        Phase::Founding { relocating: false, pick: None, .. } => "founders go on an empty hex",
        Phase::Founding { relocating: true, left: 0, pick: None, .. } => {
            "with no founder in hand, a tap on one of your cubes takes it back first"
        }
        Phase::Founding { relocating: true, pick: None, .. } => {
            "the founders in hand go on an empty hex, or a tap on one of your cubes takes it back"
        }
        Phase::Reproduce { .. } => "newborns go only on the marked hexes, on or next to your cubes in your optimal habitats",
        Phase::Cull { .. } => "individuals are removed from your own cubes",
        Phase::Barrier { pick: None, .. } => "a barrier goes on a marked hex: not on a barrier or on a species' last cube",
        Phase::Migrate { group: Some(_), .. } => {
            "the group moves one step to a marked neighbouring hex (empty, yours, or a barrier you cross) within your mobility"
        }
        Phase::Migrate { .. } => "a group sets off only from a marked cube of yours, one it can leave and settle from within your mobility",
        Phase::Compete { .. } => {
            "competing and preying go from an unused cube of yours into a marked rival hex next to it, or across a barrier you cross"
        }
        _ => "the move now is on the buttons, not on the map",
    };
    format!("Not {here}: it {holds}, and {wanted}.")
}
