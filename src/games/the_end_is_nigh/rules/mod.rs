//! The [`Game`] implementation: who acts, the legal actions, and the
//! dispatch of each action to the file that plays it.

pub mod end;
mod identity;
mod question;
mod setup;
mod vote;

use super::action::Action;
use super::event::Event;
use super::seat_view::View;
use super::state::{Nigh, Phase, Setup};
use crate::engine::{check_legal, Game, GameRng, PlayError, Seat, SetupError, ToAct, Viewer};

/// A turn's questions (two cards on each of up to six refugees) and a few
/// identity uses: what `legal_actions` makes room for at once.
const LIKELY_ACTIONS: usize = 16;

impl Game for Nigh {
    const ID: &'static str = "the-end-is-nigh";
    /// 2: a fourth Pet Dog takes the Farmer's place in the trait deck.
    /// 3: a removed refugee's cards are never turned up, so the outcome's
    /// explanation no longer judges claims that rest on them; a Jerk seen
    /// with a Charmer or a Whistleblower binds the vote whatever their order.
    const RULES_VERSION: u32 = 4;
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        Nigh::deal(setup, seed)
    }

    fn seat_count(&self) -> usize {
        self.seats()
    }

    fn to_act(&self) -> ToAct {
        if let Some(o) = &self.outcome {
            return ToAct::Over(o.clone());
        }
        match (&self.phase, self.sole_actor()) {
            (Phase::ChooseIdentity, _) => ToAct::Many(self.kept.iter().filter(|(_, k)| k.is_none()).map(|(s, _)| s).collect()),
            (_, Some(seat)) => ToAct::One(seat),
            (_, None) => ToAct::Many(Vec::new()),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.may_act(seat) {
            return Vec::new();
        }
        // Room for a turn's questions and identity uses at once: the search
        // asks for these at every playout move (and `apply` once more), so
        // growing the list step by step was a good part of its allocations.
        let mut out = Vec::with_capacity(LIKELY_ACTIONS);
        match &self.phase {
            Phase::ChooseIdentity => out.extend(self.offers[seat].iter().map(|&identity| Action::KeepIdentity { identity })),
            Phase::Question => {
                self.question_actions(&mut out);
                self.power_actions(seat, &mut out);
            }
            Phase::Claim { claimant } => out.extend(self.claim_options(*claimant).into_iter().map(|cultist| Action::Claim { cultist })),
            Phase::Swap => out = self.swap_actions(),
            Phase::Vote => {
                self.vote_actions(&mut out);
                self.power_actions(seat, &mut out);
            }
            Phase::Tie { .. } => out = self.tie_actions(),
            Phase::Over => {}
        }
        out
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, PlayError> {
        check_legal(self, seat, action, || self.why_illegal(action))?;
        let events = self.play(seat, action);
        // A finished game refuses every move, so an outcome now is new.
        if self.outcome.is_some() {
            self.explain_outcome();
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.view_for(viewer)
    }

    fn redact_event(event: &Event, viewer: Viewer) -> Option<Event> {
        event.redacted_for(viewer)
    }

    fn determinize(view: &View, rng: &mut GameRng) -> Self {
        super::sampler::determinize(view, rng)
    }

    fn progress(&self) -> f32 {
        if self.outcome.is_some() {
            1.0
        } else {
            (f32::from(self.hour) - 1.0) / 12.0
        }
    }
}

impl Nigh {
    /// Whether `seat` is among those `to_act` names, without building the
    /// list (asked at every move of every playout).
    fn may_act(&self, seat: Seat) -> bool {
        if self.outcome.is_some() {
            return false;
        }
        match &self.phase {
            Phase::ChooseIdentity => seat.index() < self.seats() && self.kept[seat].is_none(),
            _ => self.sole_actor() == Some(seat),
        }
    }

    /// The one seat a phase waits for, when it waits for one (all but the
    /// choice of identities, which waits for everyone still choosing, and the
    /// end). `to_act` and `may_act` both read it, so who acts is said once.
    fn sole_actor(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Question | Phase::Swap | Phase::Vote => Some(self.active()),
            Phase::Claim { claimant } => Some(*claimant),
            Phase::Tie { chooser, .. } => Some(*chooser),
            Phase::ChooseIdentity | Phase::Over => None,
        }
    }

    /// Plays `action` for `seat`, which must be one of its legal actions
    /// (`apply` checks; the search takes it from `legal_actions`). A game
    /// it ends has an outcome without its words (`apply` adds them).
    pub(crate) fn play(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        let mut events = Vec::new();
        match action {
            Action::KeepIdentity { identity } => self.keep_identity(seat, *identity, &mut events),
            Action::Question { spot, slot } => self.question(*spot, *slot, &mut events),
            Action::Claim { cultist } => self.claim(seat, *cultist, &mut events),
            Action::Swap { with } => self.swap(Some(*with), &mut events),
            Action::NoSwap => self.swap(None, &mut events),
            Action::Vote { spot } => self.vote(Some(*spot), &mut events),
            Action::DropMarker => self.vote(None, &mut events),
            Action::Remove { spot } => {
                let chooser = Some(seat);
                self.remove(*spot, chooser, &mut events);
            }
            Action::Use { power } => self.use_power(seat, power, &mut events),
        }
        events
    }

    /// A plain-words reason for refusing `action` (which is not legal now).
    fn why_illegal(&self, action: &Action) -> String {
        match (&self.phase, action) {
            (Phase::ChooseIdentity, _) => "first keep one of your two identities".into(),
            (Phase::Question, Action::Question { spot, .. }) if self.exhausted == Some(*spot) => {
                "that refugee is exhausted: question another one".into()
            }
            (Phase::Question, Action::Question { .. }) => "that refugee cannot be questioned that way".into(),
            (Phase::Question, _) => "question a refugee first".into(),
            (Phase::Claim { .. }, Action::Claim { .. }) => "what you saw does not allow that claim".into(),
            (Phase::Claim { .. }, _) => "say whether the refugee is a cultist".into(),
            (Phase::Swap, Action::Swap { .. }) => "that card cannot be swapped (exhausted, not adjacent, or under a stack)".into(),
            (Phase::Swap, _) => "make the swap the refugee's card asks for".into(),
            (Phase::Vote, Action::Vote { .. }) => "your vote cannot go there this turn".into(),
            (Phase::Vote, Action::Use { .. }) => "your identity cannot do that now".into(),
            (Phase::Vote, _) => "place this hour's exile marker".into(),
            (Phase::Tie { .. }, _) => "choose which of the tied refugees leaves".into(),
            (Phase::Over, _) => "the game is over".into(),
        }
    }
}
