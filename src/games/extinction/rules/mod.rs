//! Extinction's rules: the [`Game`] implementation, the legal actions of each
//! phase and the dispatch of each action to the file that plays it.
//!
//! After every action the game runs on by itself (a required action of the
//! pair with nothing to do is skipped, a boxed-in species fills up at
//! once) until a seat must choose. Migration and competition are always
//! offered and end only on Done, so that no seat learns from the table
//! what another species could not do.

mod barrier;
mod compete;
mod environment;
mod genes;
mod migrate;
mod reproduce;
pub mod setup;
mod turn;

use super::action::Action;
use super::event::Event;
use super::seat_view::View;
use super::state::{Extinction, Phase, Setup};
use crate::engine::{check_legal, Game, GameRng, PlayError, Seat, SetupError, ToAct, Viewer};

pub use compete::{reach, Capture};
pub use environment::culled;
pub use reproduce::newborns;

impl Game for Extinction {
    const ID: &'static str = "extinction";
    const RULES_VERSION: u32 = 3;
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        Extinction::fresh(setup, seed)
    }

    fn seat_count(&self) -> usize {
        self.seats()
    }

    fn to_act(&self) -> ToAct {
        if let Some(o) = &self.table.outcome {
            return ToAct::Over(o.clone());
        }
        match self.table.phase.seat() {
            Some(seat) => ToAct::One(seat),
            None => ToAct::Many(Vec::new()),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.table.outcome.is_some() || self.table.phase.seat() != Some(seat) {
            return Vec::new();
        }
        match &self.table.phase {
            Phase::Founding { .. } => self.founding_actions(),
            Phase::Spin { .. } => vec![Action::Spin],
            Phase::Reproduce { .. } => self.reproduce_actions(),
            Phase::Draw { .. } => vec![Action::Draw],
            Phase::Cull { .. } => self.cull_actions(),
            Phase::MildSeason { .. } => self.mild_actions(),
            Phase::Barrier { .. } => self.barrier_actions(),
            Phase::Migrate { .. } => self.migrate_actions(),
            Phase::Compete { .. } => self.compete_actions(),
            Phase::Genes { .. } => self.gene_actions(),
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, PlayError> {
        check_legal(self, seat, action, || self.why_illegal(action))?;
        let mut events = Vec::new();
        self.play(seat, action, &mut events);
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.view_for(viewer)
    }

    fn redact_event(event: &Event, viewer: Viewer) -> Option<Event> {
        // A seat sees its own events whole; the view with everything, all of them.
        let mine = |seat: &Seat| match viewer {
            Viewer::Seat(s) => s == *seat,
            Viewer::All => true,
            Viewer::Table => false,
        };
        match event {
            Event::GenesDealt { seat, .. } if !mine(seat) => Some(Event::GenesDealt { seat: *seat, cards: None }),
            Event::GeneChanged { seat, gene, .. } if !mine(seat) => {
                Some(Event::GeneChanged { seat: *seat, gene: *gene, old: None, new: None })
            }
            // Others learn only how many newborns go on the island: the full
            // count of a boxed-in species (more than fit) follows from its
            // rate and habitat cards.
            Event::Newborns { seat, room, .. } if !mine(seat) => {
                Some(Event::Newborns { seat: *seat, parents: None, rate: None, newborns: *room, room: *room })
            }
            _ => Some(event.clone()),
        }
    }

    fn determinize(view: &View, rng: &mut GameRng) -> Self {
        super::seat_view::determinize(view, rng)
    }

    fn progress(&self) -> f32 {
        if self.table.outcome.is_some() {
            return 1.0;
        }
        (f32::from(self.table.round) / f32::from(self.table.setup.last_round() + 1)).min(0.99)
    }
}

impl Extinction {
    fn play(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        match (action, &self.table.phase) {
            (Action::Pick { hex }, Phase::Barrier { .. }) => self.barrier_pick(*hex),
            (Action::Pick { hex }, Phase::Reproduce { .. }) => self.reproduce_pick(*hex),
            (Action::Pick { hex }, _) => self.founding_pick(*hex),
            (Action::Put { count }, Phase::Reproduce { .. }) => self.reproduce_put(seat, *count, events),
            (Action::Put { count }, _) => self.founding_put(seat, *count, events),
            (Action::TakeBack { hex }, _) => self.take_back(seat, *hex, events),
            (Action::Done, Phase::Founding { .. }) => self.founding_done(events),
            (Action::Done, _) => self.next_act(events),
            (Action::Spin, _) => self.spin(seat, events),
            (Action::Draw, _) => self.draw(seat, events),
            (Action::Cull { hex, count }, _) => self.cull(seat, *hex, *count, events),
            (Action::ChoosePair { first, second }, _) => self.choose_pair(seat, *first, *second, events),
            (Action::Build { barrier }, _) => self.build(seat, *barrier, events),
            (Action::Lift { hex }, _) => self.lift(*hex),
            (Action::Size { count }, _) => self.size(seat, *count, events),
            (Action::Step { to }, _) => self.step(seat, *to, events),
            (Action::Settle, _) => self.settle(seat, events),
            (Action::Compete { from, to, count }, _) => self.capture(seat, Capture::Compete, *from, *to, *count, events),
            (Action::Announce, _) => self.announce(seat, events),
            (Action::Prey { from, to, count }, _) => self.capture(seat, Capture::Prey, *from, *to, *count, events),
            (Action::ChangeGene { gene }, _) => self.change_gene(seat, *gene, events),
        }
    }

    /// A plain-words reason for refusing `action` (which is not legal now).
    fn why_illegal(&self, action: &Action) -> String {
        let now = match &self.table.phase {
            Phase::Founding { pick: Some(_), .. } | Phase::Reproduce { pick: Some(_), .. } => {
                "choose how many individuals go on the chosen hex"
            }
            Phase::Founding { relocating: false, .. } => "place founders, one cube per empty hex, 30 individuals in all",
            Phase::Founding { .. } => "move founder cubes or finish relocating",
            Phase::Spin { .. } => "spin the spinner",
            Phase::Reproduce { .. } => "place newborns on or next to your cubes in optimal habitats",
            Phase::Draw { .. } => "draw an Environmental Change card",
            Phase::Cull { .. } => "remove individuals of your choice",
            Phase::MildSeason { .. } => "choose a pair of the spinner without an environmental change",
            Phase::Barrier { pick: None, .. } => "choose a hex for the barrier",
            Phase::Barrier { .. } => "choose the kind of barrier",
            Phase::Migrate { .. } => "migrate within your mobility, or finish",
            Phase::Compete { .. } => "compete or prey with cubes not used this turn, or finish",
            Phase::Genes { .. } => "change up to four gene cards, each once, or finish",
            Phase::Over => "nothing: the game is over",
        };
        match (action, &self.table.phase) {
            (Action::Pick { .. }, Phase::Barrier { pick: None, .. }) => {
                "a barrier cannot go on another barrier or on a species' last cube".into()
            }
            (Action::Pick { .. }, Phase::Founding { pick: None, .. }) => "founders go on empty hexes, one cube per hex".into(),
            (Action::Put { .. }, Phase::Founding { .. }) => {
                "a cube shows 1 to 6, and the rest of the 30 must still fit on your remaining cubes".into()
            }
            (Action::Compete { .. }, Phase::Compete { .. }) => {
                "you compete from an unused cube against a rival within reach showing fewer, moving in more than it had".into()
            }
            (Action::Prey { .. }, Phase::Compete { .. }) => {
                "you prey from an unused cube on a rival within reach that was shown not to resist your predator type".into()
            }
            (Action::Step { .. }, Phase::Migrate { .. }) => {
                "a group moves to a neighbouring hex that is empty, yours or a barrier you cross, within your mobility".into()
            }
            _ => format!("not now: the move now is to {now}"),
        }
    }
}
