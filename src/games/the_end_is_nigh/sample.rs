//! The bots' sampling of a seat's view (`determinize`, in `seat_view.rs`):
//! the view's public part and the seat's own secrets set out as a game
//! (`skeleton`), every hidden card then re-dealt (`hidden.rs`), and each
//! deal weighed by how likely the claims made so far are in it. From the
//! view with everything the game is laid out as it is (`rebuilt`).

use super::cards::{allegiance_cards, honest_claim, Allegiance, Identity, Trait, TRAIT_DECK};
use super::seat_view::{Everything, View};
use super::claims::{forced_by, lawyer_used, unmarked_when_questioned};
use super::state::{Entry, Nigh, Place, Pos, Sighting};
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
    /// `DRAWS` draws. Each draw re-deals the skeleton's hidden cards in
    /// place, from the same starting deal each time (so the same draws as
    /// dealing into a fresh copy); a second game is cloned only to keep a
    /// rejected draw as the best so far.
    pub(crate) fn sample_from(view: &View, rng: &mut GameRng) -> Nigh {
        let mut draw = Nigh::skeleton(view);
        // What no deal changes, worked out once.
        let start = HiddenDeal::of(&draw);
        let claims = ClaimsToWeigh::of(&draw);
        let hidden_traits = draw.hidden_positions(view.viewer);
        let mut kinds = Vec::new();
        let mut best: Option<(f64, Nigh)> = None;
        for i in 0..DRAWS {
            if i > 0 {
                start.restore(&mut draw);
            }
            draw.shuffle_allegiances(view.viewer, rng);
            draw.shuffle_identities(view.viewer, rng);
            draw.shuffle_traits_at(&hidden_traits, &mut kinds, rng);
            let likely = claims.likelihood(&draw);
            if rng.unit() < likely {
                best = Some((likely, draw));
                break;
            }
            if best.as_ref().is_none_or(|(b, _)| likely > *b) {
                // The old best's game is dealt into next (the first time,
                // a copy: its hidden cards are put back before the deal).
                draw = match best.replace((likely, draw)) {
                    Some((_, old)) => old,
                    None => best.as_ref().expect("just kept").1.clone(),
                };
            }
        }
        let mut g = best.expect("at least one draw").1;
        g.rng = GameRng::from_seed(rng.next_u64());
        g
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

/// The cards the shuffles re-deal, as the skeleton holds them: every draw
/// starts from this deal, in this order.
struct HiddenDeal {
    traits: Vec<[Trait; 2]>,
    allegiance: PerSeat<Vec<Allegiance>>,
    aside: Allegiance,
    allegiance_deck: Vec<Allegiance>,
    offers: PerSeat<[Identity; 2]>,
    identity_box: Vec<Identity>,
}

impl HiddenDeal {
    fn of(g: &Nigh) -> Self {
        HiddenDeal {
            traits: g.places.iter().map(|p| p.traits).collect(),
            allegiance: g.allegiance.clone(),
            aside: g.aside,
            allegiance_deck: g.allegiance_deck.clone(),
            offers: g.offers.clone(),
            identity_box: g.identity_box.clone(),
        }
    }

    /// Puts this deal back into `g`, reusing its buffers.
    fn restore(&self, g: &mut Nigh) {
        for (place, traits) in g.places.iter_mut().zip(&self.traits) {
            place.traits = *traits;
        }
        g.allegiance.0.clone_from(&self.allegiance.0);
        g.aside = self.aside;
        g.allegiance_deck.clone_from(&self.allegiance_deck);
        g.offers.0.clone_from(&self.offers.0);
        g.identity_box.clone_from(&self.identity_box);
    }
}

/// The claims made so far, with what no deal changes worked out once per
/// sampling: where each claimant's looks lie, and what the history says of
/// a forced claim. Only the traits and allegiances differ between draws.
struct ClaimsToWeigh {
    claims: Vec<ClaimToWeigh>,
}

struct ClaimToWeigh {
    seat: Seat,
    said: bool,
    /// Where each card looked at lies, and whether the questioning showed it.
    looks: Vec<(Pos, bool)>,
    /// A Lawyer freed the claim.
    lawyer: bool,
    /// The refugee had no marker when questioned.
    unmarked: bool,
}

impl ClaimsToWeigh {
    fn of(game: &Nigh) -> Self {
        let claims = game
            .history
            .iter()
            .enumerate()
            .filter_map(|(at, e)| match *e {
                Entry::Claimed { hour, seat, spot, cultist } => {
                    let before = &game.history[..at];
                    let mine = game.sightings.iter().filter(|s| s.hour == hour && s.seat == seat && s.from.spot == spot);
                    Some(ClaimToWeigh {
                        seat,
                        said: cultist,
                        looks: mine.map(|s| (s.at, s.by_question)).collect(),
                        lawyer: lawyer_used(before, hour, seat),
                        unmarked: unmarked_when_questioned(before, spot),
                    })
                }
                _ => None,
            })
            .collect();
        ClaimsToWeigh { claims }
    }

    /// How likely the claims made so far are in the deal in `g`: a civilian
    /// says what it saw (unless a seen Jerk or Charmer forced otherwise); a
    /// fanatic hides most Cultists and accuses some clean refugees.
    fn likelihood(&self, g: &Nigh) -> f64 {
        let (mut saw, mut shown) = (Vec::new(), Vec::new());
        let mut l = 1.0;
        for c in &self.claims {
            if c.looks.is_empty() {
                continue;
            }
            saw.clear();
            shown.clear();
            for &(at, by_question) in &c.looks {
                saw.push(g.trait_at(at));
                if by_question {
                    shown.push(g.trait_at(at));
                }
            }
            let truth = honest_claim(&saw);
            let forced = if c.lawyer { None } else { forced_by(&shown, || c.unmarked) };
            l *= claim_chance(g.is_fanatic(c.seat), c.said, truth, forced == Some(c.said));
        }
        l
    }
}

/// How likely a claim `said` is from a fanatic or a civilian who saw
/// `truth` (the honest claim), `forced` when the rules made it say so.
fn claim_chance(fanatic: bool, said: bool, truth: bool, forced: bool) -> f64 {
    match (fanatic, said == truth) {
        (false, true) => CIVILIAN_TRUE,
        (false, false) if forced => CIVILIAN_FORCED_LIE,
        (false, false) => CIVILIAN_LIE,
        (true, true) if truth => FANATIC_ADMITS_CULTIST,
        (true, true) => FANATIC_CLEARS_CLEAN,
        (true, false) if truth => FANATIC_HIDES_CULTIST,
        (true, false) => FANATIC_ACCUSES_CLEAN,
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
