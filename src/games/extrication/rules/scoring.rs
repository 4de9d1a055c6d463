//! Final scoring, as the rulebook words it, read as follows
//! (docs/games/extrication.md says why):
//! - the organic value is where the green marker stands: two per Organic
//!   cube launched;
//! - each launched Cohort up to that value is supported: +1 each; each
//!   Cohort beyond it: -1 each;
//! - a full set of the five sciences +3, a second full set +5;
//! - the most supported Cohorts +5; tied players each get it; nobody does
//!   when nobody has a supported Cohort;
//! - cargo on ships still on their pads counts for nothing.
//!
//! Ties on prestige go to the most Cohorts launched, then the most Science
//! tiles, then the most ships launched; still tied, the place is shared.

use super::super::components::{MOST_SUPPORTED_BONUS, SET_BONUS};
use super::super::state::{Extrication, Player};
use crate::engine::words::and_list;
use crate::engine::{Line, Outcome, OutcomeKind, PerSeat, Seat};

/// One player's prestige, line by line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    pub cohorts: i32,
    pub organic_value: i32,
    pub supported: i32,
    pub beyond: i32,
    pub sets: i32,
    pub set_points: i32,
    pub most_supported: bool,
    pub total: i32,
    /// The tiebreak figures: Cohorts, Science tiles, ships launched.
    pub tiebreaks: [i32; 3],
}

/// The tiebreaks in the order the rulebook applies them.
pub const TIEBREAKS: [&str; 3] = ["most Citizen Cohorts", "most Science tiles", "most Ships launched"];

fn base(p: &Player) -> Score {
    let cohorts = i32::from(p.cohort_value());
    let organic_value = i32::from(p.organic_value);
    let supported = cohorts.min(organic_value);
    let sets = p.full_sets() as i32;
    let set_points = SET_BONUS.iter().take(sets as usize).sum();
    Score {
        cohorts,
        organic_value,
        supported,
        beyond: cohorts - supported,
        sets,
        set_points,
        most_supported: false,
        total: 0,
        tiebreaks: [cohorts, p.science_tiles() as i32, p.launched.len() as i32],
    }
}

/// Every seat's score, the bonus for most supported Cohorts included.
pub fn scores(players: &PerSeat<Player>) -> PerSeat<Score> {
    let mut out = players.map(|_, p| base(p));
    let best = out.0.iter().map(|s| s.supported).max().unwrap_or(0);
    for s in out.0.iter_mut() {
        s.most_supported = best > 0 && s.supported == best;
        let bonus = if s.most_supported { MOST_SUPPORTED_BONUS } else { 0 };
        s.total = s.supported - s.beyond + s.set_points + bonus;
    }
    out
}

/// Sort key: prestige, then each tiebreak.
fn key(s: &Score) -> [i32; 4] {
    [s.total, s.tiebreaks[0], s.tiebreaks[1], s.tiebreaks[2]]
}

impl Extrication {
    pub(crate) fn score(&self) -> Outcome {
        let scores = scores(&self.table.players);
        let place = scores.map(|_, s| scores.0.iter().filter(|o| key(o) > key(s)).count() as u8);
        let mut explanation: Vec<Line> = scores.iter().map(|(seat, s)| score_line(seat, s)).collect();
        explanation.push(bonus_line(&scores));
        explanation.extend(tiebreak_lines(&scores));
        explanation.push(winner_line(&place, &scores));
        Outcome { kind: OutcomeKind::Ranking, place, score: scores.map(|_, s| s.total), explanation }
    }
}

fn score_line(seat: Seat, s: &Score) -> Line {
    let plural = if s.cohorts == 1 { "" } else { "s" };
    let mut words = format!(
        ": {} Cohort{plural} launched against an organic value of {}: {} supported ({}), {} beyond it ({})",
        s.cohorts,
        s.organic_value,
        s.supported,
        signed(s.supported),
        s.beyond,
        signed(-s.beyond)
    );
    words += &match s.sets {
        0 => "; no full science set".to_string(),
        1 => format!("; 1 full science set ({})", signed(s.set_points)),
        n => format!("; {n} full science sets ({})", signed(s.set_points)),
    };
    if s.most_supported {
        words += &format!("; most supported Cohorts (+{MOST_SUPPORTED_BONUS})");
    }
    words += &format!(" = {} prestige.", s.total);
    Line::new().seat(seat).text(words)
}

/// Points as the end screen writes them: "+4", "−1" (a minus sign, not a
/// hyphen) and a bare "0", never "+0" or "-0".
pub fn signed(n: i32) -> String {
    match n {
        0 => "0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("\u{2212}{}", -n),
    }
}

fn bonus_line(scores: &PerSeat<Score>) -> Line {
    let best: Vec<Seat> = scores.iter().filter(|(_, s)| s.most_supported).map(|(seat, _)| seat).collect();
    let Some(first) = best.first() else {
        return Line::new().text("Most supported Cohorts: nobody launched a supported Cohort, so nobody gets the bonus.");
    };
    let n = scores[*first].supported;
    let line = Line::new().text("Most supported Cohorts (");
    let line = join(line.text(format!("{n}): ")), &best);
    if best.len() > 1 {
        line.text(format!(", tied, each get +{MOST_SUPPORTED_BONUS}."))
    } else {
        line.text(format!(" gets +{MOST_SUPPORTED_BONUS}."))
    }
}

/// `line` followed by the seats joined as "A, B and C".
fn join(line: Line, seats: &[Seat]) -> Line {
    let seats: Vec<Line> = seats.iter().map(|s| Line::new().seat(*s)).collect();
    line.then(&and_list(&seats))
}

/// For each group tied on prestige: each tiebreak used, with its figures.
fn tiebreak_lines(scores: &PerSeat<Score>) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut totals: Vec<i32> = scores.0.iter().map(|s| s.total).collect();
    totals.sort_unstable_by(|a, b| b.cmp(a));
    totals.dedup();
    for total in totals {
        let group: Vec<Seat> = scores.iter().filter(|(_, s)| s.total == total).map(|(seat, _)| seat).collect();
        if group.len() > 1 {
            lines.push(join(Line::new().text(format!("Tied on {total} prestige: ")), &group).text("."));
            break_tie(scores, &group, 0, &mut lines);
        }
    }
    lines
}

/// Applies tiebreak `i` to a tied `group`, then the next one to each part
/// of it that is still tied.
fn break_tie(scores: &PerSeat<Score>, group: &[Seat], i: usize, lines: &mut Vec<Line>) {
    if i == TIEBREAKS.len() {
        lines.push(join(Line::new().text("Still tied after every tiebreak: "), group).text(" share the place."));
        return;
    }
    let mut line = Line::new().text(format!("Tiebreak, {}: ", TIEBREAKS[i]));
    for (j, s) in group.iter().enumerate() {
        line = line.text(if j > 0 { ", " } else { "" }).seat(*s).text(format!(" {}", scores[*s].tiebreaks[i]));
    }
    lines.push(line.text("."));
    let mut values: Vec<i32> = group.iter().map(|s| scores[*s].tiebreaks[i]).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    for v in values {
        let part: Vec<Seat> = group.iter().copied().filter(|s| scores[*s].tiebreaks[i] == v).collect();
        if part.len() > 1 {
            break_tie(scores, &part, i + 1, lines);
        }
    }
}

fn winner_line(place: &PerSeat<u8>, scores: &PerSeat<Score>) -> Line {
    let winners: Vec<Seat> = place.iter().filter(|(_, p)| **p == 0).map(|(s, _)| s).collect();
    let total = scores[winners[0]].total;
    if winners.len() == 1 {
        Line::new().seat(winners[0]).text(format!(" wins with {total} prestige."))
    } else {
        join(Line::new(), &winners).text(format!(" share the win with {total} prestige."))
    }
}
