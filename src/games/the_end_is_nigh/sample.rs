//! The bots' sampling of a seat's view (`determinize`, in `seat_view.rs`):
//! the view's public part and the seat's own secrets set out as a game
//! (`skeleton`), every hidden card then re-dealt (`hidden.rs`), and each
//! deal weighed by how likely the claims made so far are in it. From the
//! view with everything the game is laid out as it is (`rebuilt`).

use super::cards::{allegiance_cards, honest_claim, Allegiance, Identity, Trait, TRAIT_DECK};
use super::seat_view::{Everything, View};
use super::state::{Nigh, Place, Sighting};
use crate::engine::{GameRng, PerSeat, Seat};

/// Draws `determinize` tries before keeping the most honest-looking one.
pub(crate) const DRAWS: usize = 32;

/// How likely a claim is, by who made it and whether it says what its
/// claimant saw. A civilian tells the truth; one against the cards is
/// near impossible unless a seen Jerk or Charmer forced it (then a coin).
const CIVILIAN_TRUE: f64 = 1.0;
const CIVILIAN_FORCED_LIE: f64 = 0.5;
const CIVILIAN_LIE: f64 = 0.02;
/// A fanatic hides most Cultists it sees (so "not a cultist" about a
/// Cultist is the likelier claim) and now and then accuses a clean refugee.
const FANATIC_ADMITS_CULTIST: f64 = 0.3;
const FANATIC_CLEARS_CLEAN: f64 = 0.7;
const FANATIC_HIDES_CULTIST: f64 = 0.7;
const FANATIC_ACCUSES_CLEAN: f64 = 0.3;

impl Nigh {
    /// Rejection sampling: a draw is kept with the chance that its players
    /// would have made the claims they made; failing that, the likeliest of
    /// `DRAWS` draws.
    pub(crate) fn sample_from(view: &View, rng: &mut GameRng) -> Nigh {
        let base = Nigh::skeleton(view);
        let mut best: Option<(f64, Nigh)> = None;
        for _ in 0..DRAWS {
            let mut g = base.clone();
            g.shuffle_allegiances(view.viewer, rng);
            g.shuffle_identities(view.viewer, rng);
            g.shuffle_traits(view.viewer, rng);
            let likely = g.claims_likelihood();
            if rng.unit() < likely {
                best = Some((likely, g));
                break;
            }
            if best.as_ref().is_none_or(|(b, _)| likely > *b) {
                best = Some((likely, g));
            }
        }
        let mut g = best.expect("at least one draw").1;
        g.rng = GameRng::from_seed(rng.next_u64());
        g
    }

    /// How likely the claims made so far are in this deal: a civilian says
    /// what it saw (unless a seen Jerk or Charmer forced otherwise); a fanatic hides
    /// most Cultists and accuses some clean refugees.
    pub(crate) fn claims_likelihood(&self) -> f64 {
        let mut l = 1.0;
        for c in self.claims_with_sightings() {
            if c.saw.is_empty() {
                continue;
            }
            let truth = honest_claim(&c.saw);
            let forced = c.forced == Some(c.said);
            l *= match (self.is_fanatic(c.seat), c.said == truth) {
                (false, true) => CIVILIAN_TRUE,
                (false, false) if forced => CIVILIAN_FORCED_LIE,
                (false, false) => CIVILIAN_LIE,
                (true, true) if truth => FANATIC_ADMITS_CULTIST,
                (true, true) => FANATIC_CLEARS_CLEAN,
                (true, false) if truth => FANATIC_HIDES_CULTIST,
                (true, false) => FANATIC_ACCUSES_CLEAN,
            };
        }
        l
    }

    /// The game itself from the view with everything: its secrets as they
    /// are (nothing sampled), a fresh RNG (no view holds the game's).
    pub(crate) fn rebuilt(view: &View, all: &Everything, rng: &mut GameRng) -> Nigh {
        let mut g = Nigh::laid_out(view, all.clone());
        g.rng = GameRng::from_seed(rng.next_u64());
        g
    }

    /// The view's public part as a game, with the viewer's secrets in place
    /// and every hidden card filled in arbitrarily (re-dealt afterwards).
    fn skeleton(view: &View) -> Nigh {
        let n = usize::from(view.players);
        let me = view.seat().expect("a seat's view");
        let (allegiance, aside, allegiance_deck) = allegiances(view, me, n);
        let ids = identities(view, me, n);
        let mut intel = PerSeat::from_fn(n, |_| Vec::new());
        intel[me] = view.intel.clone();
        let secrets = Everything {
            allegiance,
            aside,
            allegiance_deck,
            offers: ids.offers,
            kept: ids.kept,
            used: ids.used,
            identity_box: ids.in_box,
            intel,
        };
        Nigh::laid_out(view, secrets)
    }

    /// The view's public part as a game, with `secrets` dealt as given.
    fn laid_out(view: &View, secrets: Everything) -> Nigh {
        Nigh {
            players: view.players,
            rng: GameRng::from_seed(0),
            first: view.first,
            places: places(view),
            boxed: view.boxed.clone(),
            allegiance: secrets.allegiance,
            aside: secrets.aside,
            allegiance_deck: secrets.allegiance_deck,
            offers: secrets.offers,
            kept: secrets.kept,
            used: secrets.used,
            identity_box: secrets.identity_box,
            hour: view.hour,
            phase: view.phase.clone(),
            exhausted: view.exhausted,
            turn: view.turn.clone(),
            preached: view.preached,
            sightings: view.looks.iter().map(|l| Sighting { hour: l.hour, seat: l.seat, from: l.from, at: l.at, by_question: l.by_question }).collect(),
            history: view.history.clone(),
            spent_markers: view.spent_markers.clone(),
            intel: secrets.intel,
            outcome: view.outcome.clone(),
        }
    }
}

/// The refugees as the view shows them: the traits the viewer knows where
/// they are, the rest of the deck anywhere.
fn places(view: &View) -> Vec<Place> {
    let mut rest: Vec<Trait> = TRAIT_DECK.to_vec();
    for t in view.places.iter().flat_map(|p| p.traits.iter().flatten()) {
        let i = rest.iter().position(|r| r == t).expect("a seen trait is in the deck");
        rest.swap_remove(i);
    }
    rest.sort();
    let mut fill = |known: Option<Trait>| known.unwrap_or_else(|| rest.pop().expect("12 traits"));
    view.places
        .iter()
        .map(|p| Place { refugee: p.refugee, traits: [fill(p.traits[0]), fill(p.traits[1])], present: p.present, markers: p.markers.clone() })
        .collect()
}

/// The viewer's own and spied allegiance cards in place, the rest dealt in
/// order; returns every seat's cards, the card set aside and the deck.
fn allegiances(view: &View, me: Seat, n: usize) -> (PerSeat<Vec<Allegiance>>, Allegiance, Vec<Allegiance>) {
    let mut cards = allegiance_cards(n);
    let take = |cards: &mut Vec<Allegiance>, c: Allegiance| {
        let i = cards.iter().position(|x| *x == c).expect("a known card is in the set");
        cards.swap_remove(i);
        c
    };
    let mut allegiance: PerSeat<Vec<Allegiance>> = PerSeat::from_fn(n, |_| Vec::new());
    allegiance[me] = view.allegiance.iter().map(|c| take(&mut cards, *c)).collect();
    let mut aside = None;
    for intel in &view.intel {
        match intel.of {
            Some(s) if allegiance[s].is_empty() => allegiance[s] = intel.cards.iter().map(|c| take(&mut cards, *c)).collect(),
            None if aside.is_none() => aside = Some(take(&mut cards, intel.cards[0])),
            _ => {}
        }
    }
    for s in Seat::all(n) {
        while allegiance[s].len() < view.allegiance_counts[s] {
            allegiance[s].push(cards.pop().expect("enough allegiance cards"));
        }
    }
    let aside = aside.unwrap_or_else(|| cards.pop().expect("the aside card"));
    (allegiance, aside, cards)
}

/// Every seat's identities as the game stores them.
struct Identities {
    offers: PerSeat<[Identity; 2]>,
    kept: PerSeat<Option<u8>>,
    used: PerSeat<bool>,
    in_box: Vec<Identity>,
}

/// The viewer's own pair, the identities others have used, the rest anywhere.
fn identities(view: &View, me: Seat, n: usize) -> Identities {
    let mut ids: Vec<Identity> = Identity::ALL.iter().copied().filter(|i| !view.offer.is_some_and(|o| o.contains(i))).collect();
    ids.retain(|i| !view.revealed_identities.0.contains(&Some(*i)));
    // Another seat's kept card is its first one (a used card is put there).
    let mut kept = PerSeat::from_fn(n, |s| view.chosen[s].then_some(0u8));
    let offers = PerSeat::from_fn(n, |s| {
        if s == me {
            let o = view.offer.expect("a seat sees its offer");
            kept[s] = view.kept.and_then(|k| o.iter().position(|i| *i == k)).map(|i| i as u8);
            o
        } else if let Some(used) = view.revealed_identities[s] {
            [used, ids.pop().expect("12 identities")]
        } else {
            [ids.pop().expect("12 identities"), ids.pop().expect("12 identities")]
        }
    });
    let used = PerSeat::from_fn(n, |s| view.revealed_identities[s].is_some());
    Identities { offers, kept, used, in_box: ids }
}
