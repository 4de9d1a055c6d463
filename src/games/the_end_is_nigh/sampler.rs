//! The bots' sampling of a seat's view, prepared once per decision: the
//! skeleton (`sample.rs`: the view's public part and the seat's own
//! secrets as a game), which cards it leaves hidden, and the claims to
//! weigh, all worked out from the view once; then each sample only
//! shuffles the hidden cards (up to [`DRAWS`] times, each draw weighed by
//! how likely the claims made so far are in it) and deals the kept draw
//! into a copy of the skeleton. `determinize` (at the end of this file)
//! samples through this, so a search's samples are exactly its samples.

use super::cards::{honest_claim, Allegiance, Identity, Trait};
use super::claims::{forced_by, lawyer_used, unmarked_when_questioned};
use super::hidden::UnknownAllegiances;
use super::seat_view::View;
use super::state::{Entry, Nigh, Pos};
use crate::engine::{GameRng, PerSeat, Seat};
use std::ops::Range;

/// Draws a sample tries before keeping the most honest-looking one.
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
// The weighing gives up on a draw once its likelihood is low enough, which
// holds only while no claim's chance is above 1.
const _: () = {
    let chances = [
        CIVILIAN_TRUE,
        CIVILIAN_FORCED_LIE,
        CIVILIAN_LIE,
        FANATIC_ADMITS_CULTIST,
        FANATIC_CLEARS_CLEAN,
        FANATIC_HIDES_CULTIST,
        FANATIC_ACCUSES_CLEAN,
    ];
    let mut i = 0;
    while i < chances.len() {
        assert!(chances[i] > 0.0 && chances[i] <= 1.0, "a claim's chance is in (0, 1]");
        i += 1;
    }
};

/// Samples of one seat's view.
pub(crate) struct SeatSampler {
    /// Every sample starts as this game.
    skeleton: Nigh,
    /// The traits the seat has not seen, where they lie.
    hidden_traits: Vec<Pos>,
    allegiances: UnknownAllegiances,
    /// The identity cards the seat cannot see.
    identities: Vec<(Seat, usize)>,
    /// The hidden cards as the skeleton holds them: every draw shuffles a
    /// copy of these, so each draw is dealt from the same start.
    start: Draw,
    /// The draw being weighed, and the one kept so far.
    draw: Draw,
    kept: Draw,
    claims: Vec<ClaimToWeigh>,
    /// Each seat's allegiance as a draw leaves it.
    sides: PerSeat<Side>,
    /// Buffers for weighing one claim.
    saw: Vec<Trait>,
    shown: Vec<Trait>,
}

/// One deal of the hidden cards, as shuffled piles: the traits in the
/// order of `hidden_traits`, the allegiance and identity pools as
/// `Nigh::deal_allegiances` and `Nigh::deal_identities` take them.
#[derive(Clone, Default)]
struct Draw {
    traits: Vec<Trait>,
    allegiances: Vec<Allegiance>,
    identities: Vec<Identity>,
}

impl Draw {
    /// A new deal from `start`, in the order the game's own re-deal draws
    /// its numbers: allegiances, identities, traits.
    fn shuffle_from(&mut self, start: &Draw, rng: &mut GameRng) {
        self.allegiances.clone_from(&start.allegiances);
        rng.shuffle(&mut self.allegiances);
        self.identities.clone_from(&start.identities);
        rng.shuffle(&mut self.identities);
        self.traits.clone_from(&start.traits);
        rng.shuffle(&mut self.traits);
    }
}

/// Where a card a claim rests on lies, as a draw sees it.
#[derive(Clone, Copy)]
enum Card {
    /// A card the seat has seen: the same in every draw.
    Known(Trait),
    /// The n-th of the hidden traits.
    Hidden(usize),
}

/// One claim made, with what no draw changes worked out once.
struct ClaimToWeigh {
    seat: Seat,
    said: bool,
    /// Each card looked at, and whether the questioning showed it.
    looks: Vec<(Card, bool)>,
    /// A Lawyer freed the claim.
    lawyer: bool,
    /// The refugee had no marker when questioned.
    unmarked: bool,
}

/// A seat's allegiance in a draw: a fanatic card among those the viewer
/// knows, or among those the draw deals it (this range of the pool).
struct Side {
    known_fanatic: bool,
    dealt: Range<usize>,
}

impl SeatSampler {
    /// Prepares the samples of `view`, a seat's.
    pub(crate) fn of(view: &View) -> SeatSampler {
        let skeleton = Nigh::skeleton(view);
        let hidden_traits = skeleton.hidden_positions(view.viewer);
        let allegiances = skeleton.unknown_allegiances(view.viewer);
        let identities = skeleton.hidden_identities(view.viewer).expect("a seat's view");
        let start = Draw {
            traits: skeleton.traits_at(&hidden_traits),
            allegiances: skeleton.allegiance_pool(&allegiances),
            identities: skeleton.identity_pool(&identities),
        };
        let claims = claims_to_weigh(&skeleton, &hidden_traits);
        let sides = sides(&skeleton, &allegiances, start.allegiances.len());
        SeatSampler {
            skeleton,
            hidden_traits,
            allegiances,
            identities,
            draw: start.clone(),
            kept: start.clone(),
            start,
            claims,
            sides,
            saw: Vec::new(),
            shown: Vec::new(),
        }
    }

    /// One sample, dealt into `used` (a game of an earlier sample) when
    /// given. Rejection sampling: a draw is kept with the chance that its
    /// players would have made the claims they made; failing that, the
    /// likeliest of `DRAWS` draws (the first of equals).
    pub(crate) fn sample(&mut self, rng: &mut GameRng, used: Option<Nigh>) -> Nigh {
        let mut best: Option<f64> = None;
        for _ in 0..DRAWS {
            self.draw.shuffle_from(&self.start, rng);
            let chance = rng.unit();
            // A draw neither kept by `chance` nor likelier than the best so
            // far is weighed only until it is sure to be neither.
            let Some(likely) = self.likelihood(best.map_or(-1.0, |b| b.min(chance))) else { continue };
            if chance < likely {
                std::mem::swap(&mut self.draw, &mut self.kept);
                break;
            }
            if best.is_none_or(|b| likely > b) {
                best = Some(likely);
                std::mem::swap(&mut self.draw, &mut self.kept);
            }
        }
        let mut g = match used {
            Some(mut g) => {
                g.reset_to(&self.skeleton);
                g
            }
            None => self.skeleton.clone(),
        };
        g.deal_traits(&self.hidden_traits, &self.kept.traits);
        g.deal_allegiances(&self.allegiances, &self.kept.allegiances);
        g.deal_identities(&self.identities, &self.kept.identities);
        g.rng = GameRng::from_seed(rng.next_u64());
        g
    }

    /// How likely the claims made so far are in the draw: a civilian says
    /// what it saw (unless a seen Jerk or Charmer forced otherwise); a
    /// fanatic hides most Cultists and accuses some clean refugees. None as
    /// soon as it is `give_up` or less: each claim's chance is at most 1,
    /// so the product can only fall further.
    fn likelihood(&mut self, give_up: f64) -> Option<f64> {
        let draw = &self.draw;
        let trait_of = |card: Card| match card {
            Card::Known(t) => t,
            Card::Hidden(i) => draw.traits[i],
        };
        let mut l = 1.0;
        for c in &self.claims {
            if c.looks.is_empty() {
                continue;
            }
            self.saw.clear();
            self.shown.clear();
            for &(card, by_question) in &c.looks {
                self.saw.push(trait_of(card));
                if by_question {
                    self.shown.push(trait_of(card));
                }
            }
            let truth = honest_claim(&self.saw);
            let forced = if c.lawyer { None } else { forced_by(&self.shown, || c.unmarked) };
            let side = &self.sides[c.seat];
            let fanatic = side.known_fanatic || draw.allegiances[side.dealt.clone()].contains(&Allegiance::Fanatic);
            l *= claim_chance(fanatic, c.said, truth, forced == Some(c.said));
            if l <= give_up {
                return None;
            }
        }
        Some(l)
    }
}

/// The claims in `game`'s history, each with where its claimant's looks
/// lie (`hidden`: the traits a draw deals) and what the history says of
/// a forced claim.
fn claims_to_weigh(game: &Nigh, hidden: &[Pos]) -> Vec<ClaimToWeigh> {
    let card = |at: Pos| hidden.iter().position(|p| *p == at).map_or(Card::Known(game.trait_at(at)), Card::Hidden);
    game.history
        .iter()
        .enumerate()
        .filter_map(|(at, e)| match *e {
            Entry::Claimed { hour, seat, spot, cultist } => {
                let before = &game.history[..at];
                let mine = game.sightings.iter().filter(|s| s.hour == hour && s.seat == seat && s.from.spot == spot);
                Some(ClaimToWeigh {
                    seat,
                    said: cultist,
                    looks: mine.map(|s| (card(s.at), s.by_question)).collect(),
                    lawyer: lawyer_used(before, hour, seat),
                    unmarked: unmarked_when_questioned(before, spot),
                })
            }
            _ => None,
        })
        .collect()
}

/// Each seat's allegiance as a draw leaves it: the cards the viewer knows
/// (the first ones it holds), and where in a pool of `pool` cards the rest
/// are dealt from (`Nigh::deal_allegiances`: from the end, the first seat
/// first).
fn sides(game: &Nigh, unknown: &UnknownAllegiances, pool: usize) -> PerSeat<Side> {
    let mut end = pool;
    let mut sides = PerSeat::from_fn(game.seats(), |_| Side { known_fanatic: false, dealt: 0..0 });
    for &(s, known, held) in &unknown.seats {
        let dealt = end - (held - known)..end;
        end = dealt.start;
        sides[s] = Side { known_fanatic: game.allegiance[s][..known].contains(&Allegiance::Fanatic), dealt };
    }
    sides
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

/// A full game consistent with `view`: for a seat's, a sample for the
/// search bots; for the view with everything, the game itself, card for card.
/// Hidden allegiances and traits are drawn at random and kept with the
/// chance that the claims made so far would have been made in that deal
/// (civilians honest, fanatics mostly hiding Cultists), so the samples
/// follow the posterior the published Avalon bots use: eliminate, then weigh.
/// (A search prepares this once per decision: `BotHooks::sampler`.)
pub fn determinize(view: &View, rng: &mut GameRng) -> Nigh {
    match &view.everything {
        Some(all) => Nigh::rebuilt(view, all, rng),
        None => SeatSampler::of(view).sample(rng, None),
    }
}
