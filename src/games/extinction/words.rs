//! The names of the game's things in words (gene cards, barriers, hazards),
//! shared by the log, the prompt and the board so nothing is named two ways.

use super::cards::{Barrier, Gene, Hazard, CROSSING, DEFENSE, ENVIRONMENT, HABITAT_MOBILITY, PREDATOR, REPRODUCTION, TOLERANCE};
use super::state::{Breeding, DiedOut};
use super::View;
use crate::engine::words::count;
use crate::engine::PerSeat;

/// One gene card in words, e.g. "reproduces at rate 1.2" or "mobility 20,
/// thrives in woodland, meadow": each says what it is about, since the log
/// lists a species' cards without their genes' names ("mobility 40:
/// brushland" left the habitat to be guessed, and "rate 1.1" what the rate
/// was of).
pub fn gene_card(gene: Gene, card: u8) -> String {
    let c = usize::from(card);
    let list = |names: Vec<&str>| names.join(", ");
    match gene {
        Gene::Reproduction => format!("reproduces at rate {}", rate(REPRODUCTION[c])),
        Gene::HabitatMobility => {
            let card = HABITAT_MOBILITY[c];
            let optimal = list(card.optimal.iter().map(|h| h.name()).collect());
            match card.mobility {
                0 => format!("immobile, thrives in {optimal}"),
                m => format!("mobility {m}, thrives in {optimal}"),
            }
        }
        Gene::Tolerance => format!("tolerates {}", list(TOLERANCE[c].iter().map(|h| hazard_name(*h)).collect())),
        Gene::Crossing => format!("crosses {}", list(CROSSING[c].iter().map(|b| barrier_name(*b)).collect())),
        Gene::Predator => format!("{} predator", PREDATOR[c].name()),
        Gene::Defense => format!("resists {}", list(DEFENSE[c].iter().map(|h| h.name()).collect())),
    }
}

/// Where a card lies in a deck of `size`, from `place` counted from the
/// bottom: "on top, drawn next", "2nd from the top", ...
pub fn deck_place(place: usize, size: usize) -> String {
    let from_top = size.saturating_sub(place);
    let suffix = match (from_top % 10, from_top % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    if from_top <= 1 {
        "on top, drawn next".into()
    } else {
        format!("{from_top}{suffix} from the top")
    }
}

/// A reproduction rate kept in tenths, as a decimal: 6 reads "0.6".
pub fn rate(tenths: u8) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// What a species' newborns so far say of its rate, for its rivals' eyes:
/// "0.9 to 1.1", "0.6 to 0.8, 1.0 or 1.4 to 1.6" (three or more in a row
/// read as a range); `None` while any rate could be its.
pub fn rates_seen(breeding: &Breeding) -> Option<String> {
    let rates: Vec<usize> = (0..REPRODUCTION.len()).filter(|&r| breeding.allows_rate(r)).collect();
    if rates.is_empty() || rates.len() == REPRODUCTION.len() {
        return None;
    }
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &r in &rates {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == r => *last = r,
            _ => runs.push((r, r)),
        }
    }
    let read = |r: usize| rate(REPRODUCTION[r]);
    let words: Vec<String> = runs
        .iter()
        .flat_map(|&(first, last)| match last - first {
            0 => vec![read(first)],
            1 => vec![read(first), read(last)],
            _ => vec![format!("{} to {}", read(first), read(last))],
        })
        .collect();
    or_list(&words)
}

/// What a species' migrations so far say of its mobility, for its rivals'
/// eyes: "Spent 24 mobility in one migration: its mobility is 40"; `None`
/// before it moved (not migrating says nothing: a player may choose not to).
pub fn mobility_seen(moved: u8) -> Option<String> {
    if moved == 0 {
        return None;
    }
    let mut left: Vec<u8> = HABITAT_MOBILITY.iter().map(|c| c.mobility).filter(|&m| m >= moved).collect();
    left.sort_unstable();
    left.dedup();
    let words: Vec<String> = left.iter().map(u8::to_string).collect();
    Some(format!("Spent {moved} mobility in one migration: its mobility is {}", or_list(&words)?))
}

/// "a", "a or b", "a, b or c"; `None` for none.
fn or_list(words: &[String]) -> Option<String> {
    let (end, rest) = words.split_last()?;
    Some(if rest.is_empty() { end.clone() } else { format!("{} or {end}", rest.join(", ")) })
}

/// A barrier's name in a sentence ("crosses river, desert").
pub fn barrier_name(b: Barrier) -> &'static str {
    match b {
        Barrier::City => "city",
        Barrier::Jetport => "jetport",
        Barrier::Mountain => "mountain",
        Barrier::River => "river",
        Barrier::Desert => "desert",
    }
}

/// A hazard's name in a sentence ("tolerates cold wave").
pub fn hazard_name(h: Hazard) -> &'static str {
    match h {
        Hazard::Drought => "drought",
        Hazard::ColdWave => "cold wave",
        Hazard::Fire => "fire",
        Hazard::WaterPollution => "water pollution",
        Hazard::AirPollution => "air pollution",
    }
}

/// The face-down piles of the view with everything, each named and in
/// words, the next card to be drawn first: the six gene decks, then the
/// Environmental Change deck. Empty for any other view (no seat knows them).
pub fn face_down_piles(view: &View) -> Vec<(String, Vec<String>)> {
    let Some(r) = &view.revealed else { return Vec::new() };
    // The piles lie bottom first (the rules draw from the end), so reversed.
    let genes =
        Gene::ALL.iter().map(|&g| (format!("{} deck", g.name()), r.gene_decks[g.index()].iter().rev().map(|&c| gene_card(g, c)).collect()));
    let env = r.env_hidden.iter().rev().map(|&c| ENVIRONMENT[usize::from(c) % ENVIRONMENT.len()].title()).collect();
    genes.chain([("Environmental Change deck".to_string(), env)]).collect()
}

/// Where `died` stands among the species that died out in the same round,
/// when it shares that round: the order within it is what ranks them at
/// the end ("" for a species that died out alone in its round).
pub fn died_order(all: &PerSeat<Option<DiedOut>>, died: DiedOut) -> String {
    let same_round: Vec<DiedOut> = all.iter().filter_map(|(_, d)| *d).filter(|d| d.round == died.round).collect();
    let together = same_round.iter().filter(|d| d.turn == died.turn).count();
    if same_round.len() == 1 {
        return String::new();
    }
    if together == same_round.len() {
        return format!(", with {} on the same turn", count(together as i64 - 1, "other species", "other species"));
    }
    let place = same_round.iter().filter(|d| d.turn < died.turn).count();
    let nth = ["first", "second", "third", "fourth"].get(place).copied().unwrap_or("last");
    let tie = if together > 1 { " (on the same turn as another)" } else { "" };
    format!(", the {nth} of {} to die out that round{tie}", same_round.len())
}

#[cfg(test)]
mod tests {
    use super::{gene_card, mobility_seen, rates_seen};
    use crate::games::extinction::cards::Gene;
    use crate::games::extinction::state::Breeding;

    #[test]
    fn the_rates_a_species_newborns_allow_read_as_a_range_or_a_list() {
        let only = |rates: &[usize]| {
            let mut b = Breeding::default();
            (0..16).for_each(|h| b.keep(h, |r| rates.contains(&r)));
            rates_seen(&b)
        };
        assert_eq!(rates_seen(&Breeding::default()), None, "nothing seen yet");
        assert_eq!(only(&[3, 4, 5]).as_deref(), Some("0.9 to 1.1"));
        assert_eq!(only(&[0, 3, 6]).as_deref(), Some("0.6, 0.9 or 1.2"));
        assert_eq!(only(&[4, 5]).as_deref(), Some("1.0 or 1.1"));
        assert_eq!(only(&[10]).as_deref(), Some("1.6"));
        assert_eq!(only(&[0, 1, 2, 4, 8, 9, 10]).as_deref(), Some("0.6 to 0.8, 1.0 or 1.4 to 1.6"));
    }

    #[test]
    fn a_long_migration_narrows_the_mobility_a_rival_can_have() {
        assert_eq!(mobility_seen(0), None, "not migrating says nothing");
        assert_eq!(mobility_seen(6).as_deref(), Some("Spent 6 mobility in one migration: its mobility is 20 or 40"));
        assert_eq!(mobility_seen(20).as_deref(), Some("Spent 20 mobility in one migration: its mobility is 20 or 40"));
        assert_eq!(mobility_seen(24).as_deref(), Some("Spent 24 mobility in one migration: its mobility is 40"));
    }

    #[test]
    fn a_reproduction_card_says_it_is_a_rate_of_reproducing() {
        assert_eq!(gene_card(Gene::Reproduction, 0), "reproduces at rate 0.6");
        assert_eq!(gene_card(Gene::Reproduction, 5), "reproduces at rate 1.1");
    }

    #[test]
    fn a_habitat_card_names_its_mobility_and_where_it_thrives() {
        assert_eq!(gene_card(Gene::HabitatMobility, 0), "immobile, thrives in woodland, meadow, brushland");
        assert_eq!(gene_card(Gene::HabitatMobility, 4), "mobility 20, thrives in woodland, meadow");
        assert_eq!(gene_card(Gene::HabitatMobility, 10), "mobility 40, thrives in woodland");
    }
}
