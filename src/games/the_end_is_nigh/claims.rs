//! Judging a claim after the fact: what was seen, whether the rules forced
//! the claim, and so whether it was a lie. The end story, the outcome's
//! explanation, the bots' beliefs and the bench all judge claims here, so
//! they cannot disagree (they once did, on a Jerk over a marked refugee).

use super::cards::{honest_claim, trait_names, Binding, Identity, Trait};
use super::state::Entry;
use crate::engine::Seat;

/// One claim made, with the traits its claimant saw of that refugee on that
/// turn and the claim the rules forced on them, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimMade {
    pub hour: u8,
    pub seat: Seat,
    pub spot: u8,
    /// True: "a cultist".
    pub said: bool,
    /// The looked-at cards the reader may see (all of them, for the state).
    pub saw: Vec<Trait>,
    /// Looks whose card the reader may never see: a card that left with a
    /// removed refugee is discarded face down, so the table cannot judge a
    /// claim that rests on it, not even at the end.
    pub unrevealed: usize,
    /// The only claim the rules allowed, when a seen trait bound the claimant.
    pub forced: Option<bool>,
}

impl ClaimMade {
    /// A lie: the claimant saw something, said other than the honest claim,
    /// and was not forced to say it. A claim that rests on a card never
    /// revealed is not judged (see `unrevealed`).
    pub fn is_lie(&self) -> bool {
        self.unrevealed == 0 && is_false(self.said, &self.saw, || self.forced)
    }

    /// Whether the reader can tell what the claimant saw: every look's card
    /// is known to it.
    pub fn checkable(&self) -> bool {
        self.unrevealed == 0
    }

    /// What the claimant saw, as the end screen's table reads it: the cards
    /// the reader may see, then the looks at cards discarded face down with
    /// a removed refugee ("Medic and a card removed, never revealed"), or
    /// "—" for a claim made without a look.
    pub fn saw_words(&self) -> String {
        let gone = match self.unrevealed {
            0 => None,
            1 if self.saw.is_empty() => Some("removed, never revealed".to_string()),
            1 => Some("a card removed, never revealed".to_string()),
            2 if self.saw.is_empty() => Some("two cards, both removed, never revealed".to_string()),
            n => Some(format!("{n} cards removed, never revealed")),
        };
        let seen = (!self.saw.is_empty()).then(|| trait_names(&self.saw));
        match (seen, gone) {
            (Some(seen), Some(gone)) => format!("{seen} and {gone}"),
            (Some(one), None) | (None, Some(one)) => one,
            (None, None) => "—".to_string(),
        }
    }
}

/// Whether a claim `said` after seeing `saw` (every card looked at) was a
/// lie: it says other than the honest claim, and `forced` (the claim the
/// rules forced, asked only of such a claim) did not make it say so.
pub fn is_false(said: bool, saw: &[Trait], forced: impl FnOnce() -> Option<bool>) -> bool {
    !saw.is_empty() && said != honest_claim(saw) && forced() != Some(said)
}

/// Every claim in `history`, in order; `saw(hour, seat, spot)` gives the
/// traits the claimant saw of that refugee on that turn, each with whether
/// questioning showed it (the state's sightings, or a view's turned-up
/// looks; `None` for a card the reader may not see). All of them make a
/// claim honest or a lie; only what questioning showed can have forced it.
pub fn claims_made(history: &[Entry], saw: impl Fn(u8, Seat, u8) -> Vec<(Option<Trait>, bool)>) -> Vec<ClaimMade> {
    history
        .iter()
        .enumerate()
        .filter_map(|(at, e)| match *e {
            Entry::Claimed { hour, seat, spot, cultist } => {
                let looks = saw(hour, seat, spot);
                let unrevealed = looks.iter().filter(|(t, _)| t.is_none()).count();
                let shown: Vec<Trait> = looks.iter().filter(|(_, q)| *q).filter_map(|(t, _)| *t).collect();
                let forced = forced_claim(&history[..at], hour, seat, spot, &shown);
                let saw = looks.into_iter().filter_map(|(t, _)| t).collect();
                Some(ClaimMade { hour, seat, spot, said: cultist, saw, unrevealed, forced })
            }
            _ => None,
        })
        .collect()
}

/// The claim the rules forced on `seat` about the refugee at `spot`, from
/// the history `before` it and the traits its questioning showed.
pub fn forced_claim(before: &[Entry], hour: u8, seat: Seat, spot: u8, shown: &[Trait]) -> Option<bool> {
    if lawyer_used(before, hour, seat) {
        return None;
    }
    forced_by(shown, || unmarked_when_questioned(before, spot))
}

/// `seat` used a Lawyer at `hour` (its claim then is free, whatever it saw).
pub fn lawyer_used(before: &[Entry], hour: u8, seat: Seat) -> bool {
    before.iter().any(|e| matches!(e, Entry::IdentityUsed { hour: h, seat: s, identity: Identity::Lawyer } if *h == hour && *s == seat))
}

/// The claim the traits `shown` by questioning force (no Lawyer used);
/// `unmarked` tells whether the refugee had no marker when questioned,
/// asked only when it matters.
pub fn forced_by(shown: &[Trait], unmarked: impl FnOnce() -> bool) -> Option<bool> {
    let accuse = shown.iter().any(|t| t.binding() == Binding::ForcesAccusation) && unmarked();
    let defend = shown.iter().any(|t| t.binding() == Binding::ForcesDefence);
    match (accuse, defend) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

/// The refugee at `spot` had no marker when it was last questioned.
pub fn unmarked_when_questioned(before: &[Entry], spot: u8) -> bool {
    let question = before.iter().rposition(|e| matches!(e, Entry::Questioned { spot: s, .. } if *s == spot)).unwrap_or(before.len());
    let mut marker_at: Vec<(u8, u8)> = Vec::new();
    for e in &before[..question] {
        match *e {
            Entry::Voted { spot: s, marker, .. } => marker_at.push((marker, s)),
            Entry::MarkerMoved { marker, to, .. } => {
                marker_at.retain(|(m, _)| *m != marker);
                if let Some(t) = to {
                    marker_at.push((marker, t));
                }
            }
            Entry::MarkerOut { marker, .. } => marker_at.retain(|(m, _)| *m != marker),
            _ => {}
        }
    }
    marker_at.iter().all(|(_, s)| *s != spot)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(saw: Vec<Trait>, unrevealed: usize) -> ClaimMade {
        ClaimMade { hour: 3, seat: Seat(0), spot: 2, said: false, saw, unrevealed, forced: None }
    }

    /// A look at both cards of a refugee later turned away read "removed,
    /// never revealed and removed, never revealed" on the end screen.
    #[test]
    fn the_saw_column_names_each_unrevealed_look_once() {
        assert_eq!(claim(vec![], 2).saw_words(), "two cards, both removed, never revealed");
        assert_eq!(claim(vec![], 1).saw_words(), "removed, never revealed");
        assert_eq!(claim(vec![Trait::Medic], 1).saw_words(), "Medic and a card removed, never revealed");
        assert_eq!(claim(vec![Trait::PetDog, Trait::PetDog], 0).saw_words(), "two Pet Dogs");
        assert_eq!(claim(vec![], 0).saw_words(), "—");
    }
}
