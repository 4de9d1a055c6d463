//! The end of the game: totals, the tiebreaks in order, solo tiers.

use super::super::cards::APEX;
use super::super::state::{Mode, Table};
use crate::engine::words::count;
use crate::engine::{Line, Outcome, OutcomeKind, PerSeat, Seat};

/// The solo tiers: (name, secured cards, contained Zombies), easiest first.
pub const SOLO_TIERS: [(&str, usize, usize); 4] = [("EPIC", 45, 13), ("LEGEND", 50, 15), ("BRUTAL", 55, 17), ("IMPOSSIBLE", 60, 19)];

/// Either the game is decided, or these seats (the tied parties at the top,
/// none holding the Apex) must play a Final Encounter.
pub enum Standing {
    Decided(Box<Outcome>),
    TieForFirst(Vec<Seat>),
}

/// A player, or a team, as scored.
struct Party {
    label: Line,
    seats: Vec<Seat>,
    cards: usize,
    zombies: usize,
    apex: bool,
}

impl Party {
    fn total(&self) -> usize {
        self.cards + self.zombies
    }
    fn key(&self) -> (usize, usize, bool) {
        (self.total(), self.zombies, self.apex)
    }
}

fn parties(t: &Table) -> Vec<Party> {
    let n = t.tokens.len();
    let groups: Vec<(Line, Vec<Seat>)> = match &t.setup.mode {
        Mode::Teams { team } => (0..2u8)
            .map(|k| {
                (Line::new().text(format!("Team {}", ["A", "B"][usize::from(k)])), Seat::all(n).filter(|s| team[s.index()] == k).collect())
            })
            .collect(),
        _ => Seat::all(n).map(|s| (Line::new().seat(s), vec![s])).collect(),
    };
    groups
        .into_iter()
        .map(|(label, seats)| Party {
            cards: seats.iter().map(|s| t.secured[*s].len()).sum(),
            zombies: seats.iter().map(|s| t.contained[*s].len()).sum(),
            apex: seats.iter().any(|s| t.contained[*s].contains(&APEX)),
            label,
            seats,
        })
        .collect()
}

/// Scores the finished table. `after_final` says the Apex was just won in a
/// Final Encounter (so its holder is the winner by the tiebreak chain).
pub fn standing(t: &Table, after_final: bool) -> Standing {
    let ps = parties(t);
    let mut lines: Vec<Line> = ps
        .iter()
        .map(|p| {
            let (cards, zombies) =
                (count(p.cards as i64, "secured card", "secured cards"), count(p.zombies as i64, "contained Zombie", "contained Zombies"));
            Line::new().then(&p.label).text(format!(": {cards} + {zombies} = {}", p.total()))
        })
        .collect();
    if t.setup.mode == Mode::Solo {
        return Standing::Decided(Box::new(solo(&ps[0], lines)));
    }
    if after_final {
        if let Some(w) = ps.iter().find(|p| p.apex) {
            lines.push(
                Line::new()
                    .text("First place was tied; ")
                    .then(&w.label)
                    .text(" won the Final Encounter against the Apex Zombie, which now counts in its total."),
            );
            return Standing::Decided(Box::new(ranked(t, &ps, lines)));
        }
    }
    let best = ps.iter().map(Party::key).max().unwrap_or_default();
    let top_total: Vec<&Party> = ps.iter().filter(|p| p.total() == best.0).collect();
    if top_total.len() > 1 {
        let top_zombies: Vec<&Party> = top_total.iter().copied().filter(|p| p.zombies == best.1).collect();
        if top_zombies.len() == 1 {
            let line = Line::new().text(format!("Tied on {}; ", count(best.0 as i64, "point", "points"))).then(&top_zombies[0].label);
            lines.push(line.text(" wins with the most contained Zombies."));
        } else if let Some(holder) = top_zombies.iter().find(|p| p.apex) {
            let line = Line::new()
                .text(format!("Tied on {} and {}; ", count(best.0 as i64, "point", "points"), count(best.1 as i64, "Zombie", "Zombies")))
                .then(&holder.label);
            lines.push(line.text(" wins as the holder of the Apex Zombie."));
        } else {
            return Standing::TieForFirst(top_zombies.iter().flat_map(|p| p.seats.iter().copied()).collect());
        }
    } else if let Some(p) = top_total.first() {
        lines.push(Line::new().then(&p.label).text(" wins with the highest total."));
    }
    Standing::Decided(Box::new(ranked(t, &ps, lines)))
}

/// Places: a party's place is how many parties beat it on (total, Zombies, Apex).
fn ranked(t: &Table, ps: &[Party], lines: Vec<Line>) -> Outcome {
    let n = t.tokens.len();
    let mut place = PerSeat::from_fn(n, |_| 0u8);
    let mut score = PerSeat::from_fn(n, |_| 0i32);
    for p in ps {
        let beaten_by = ps.iter().filter(|o| o.key() > p.key()).count() as u8;
        for s in &p.seats {
            place[*s] = beaten_by;
            score[*s] = p.total() as i32;
        }
    }
    let kind = match &t.setup.mode {
        Mode::Teams { team } => OutcomeKind::Teams { team: PerSeat(team.clone()) },
        _ => OutcomeKind::Ranking,
    };
    Outcome { kind, place, score, explanation: lines }
}

fn solo(p: &Party, mut lines: Vec<Line>) -> Outcome {
    let grade = SOLO_TIERS.iter().rev().find(|(_, c, z)| p.cards >= *c && p.zombies >= *z).map(|(name, _, _)| name.to_string());
    lines.push(match &grade {
        Some(g) => Line::from(format!("Solo tier reached: {g}.")),
        None => Line::from(format!("No solo tier reached (EPIC needs {} cards and {} Zombies).", SOLO_TIERS[0].1, SOLO_TIERS[0].2)),
    });
    Outcome { kind: OutcomeKind::Solo { grade }, place: PerSeat(vec![0]), score: PerSeat(vec![p.total() as i32]), explanation: lines }
}
