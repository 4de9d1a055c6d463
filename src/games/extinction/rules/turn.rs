//! A turn: spin, then the pair in order, each action started here (a
//! required action with nothing to do is skipped; migration and
//! competition are always offered, since whether a species could act shows
//! its gene cards); extinction, the order of play, the round limit and the
//! final ranking.

use crate::engine::words::count;
use crate::engine::{Line, Outcome, OutcomeKind, PerSeat, Seat};
use crate::games::extinction::cards::{Act, SPINNER};
use crate::games::extinction::event::{Event, Skip};
use crate::games::extinction::rules::genes::MAX_CHANGES;
use crate::games::extinction::state::{DiedOut, Extinction, Phase};
use crate::games::extinction::words::died_order;

impl Extinction {
    pub(crate) fn spin(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let segment = self.rng.below(SPINNER.len());
        let (first, second) = SPINNER[segment];
        events.push(Event::Spun { seat, segment: segment as u8, first, second });
        self.table.spun = Some(segment as u8);
        self.table.plan = vec![first, second];
        self.next_act(events);
    }

    /// Starts the next action of the turn's plan, skipping those with
    /// nothing to do; ends the turn when the plan is done.
    pub(crate) fn next_act(&mut self, events: &mut Vec<Event>) {
        // A reproduction's room lasts only while it is being placed.
        self.room.clear();
        loop {
            if self.table.outcome.is_some() {
                return;
            }
            let Some(seat) = self.table.phase.seat() else { return };
            if !self.alive(seat) || self.table.plan.is_empty() {
                return self.end_turn(seat, events);
            }
            let act = self.table.plan.remove(0);
            if self.start_act(seat, act, events) {
                return;
            }
        }
    }

    /// Sets up `act` for `seat`; false when it was skipped or done at once.
    fn start_act(&mut self, seat: Seat, act: Act, events: &mut Vec<Event>) -> bool {
        let skip = match act {
            Act::Reproduce => return self.start_reproduction(seat, events),
            Act::EnvironmentalChange => {
                self.table.phase = Phase::Draw { seat };
                return true;
            }
            Act::ChangeGenes if self.table.genes_changed.len() >= MAX_CHANGES => Skip::FourGenesChanged,
            Act::ChangeGenes => {
                self.table.phase = Phase::Genes { seat };
                return true;
            }
            // Optional actions are always offered, Done among them, even to
            // a species that has nothing else to do: skipping it would tell
            // the table its mobility is 0 or that it crosses no barrier
            // towards a rival, which only its gene cards say.
            Act::Migrate => {
                self.table.phase = Phase::Migrate { seat, spent: 0, lifting: None, group: None };
                return true;
            }
            Act::CompetePrey => {
                self.table.phase = Phase::Compete { seat, used: Vec::new() };
                return true;
            }
            Act::PlaceBarrier => {
                self.table.phase = Phase::Barrier { seat, pick: None };
                if self.table.barriers_left.iter().all(|&n| n == 0) {
                    Skip::NoBarriers
                } else if self.barrier_actions().is_empty() {
                    Skip::NoHex
                } else {
                    return true;
                }
            }
        };
        events.push(Event::Skipped { seat, act, why: skip });
        false
    }

    /// Mild season: the chosen pair comes first, then what was left of the spin.
    pub(crate) fn mild_actions(&self) -> Vec<crate::games::extinction::action::Action> {
        crate::games::extinction::cards::mild_season_pairs()
            .into_iter()
            .map(|(first, second)| crate::games::extinction::action::Action::ChoosePair { first, second })
            .collect()
    }

    pub(crate) fn choose_pair(&mut self, seat: Seat, first: Act, second: Act, events: &mut Vec<Event>) {
        events.push(Event::PairChosen { seat, first, second });
        self.table.plan.splice(0..0, [first, second]);
        self.next_act(events);
    }

    /// Every species with no cube left dies out (not while founding).
    pub(crate) fn check_extinctions(&mut self, events: &mut Vec<Event>) {
        for seat in self.living() {
            if self.cubes_on_board(seat) == 0 {
                self.table.extinct_at[seat] = Some(DiedOut { turn: self.table.turn_no, round: self.table.round });
                events.push(Event::Extinct { seat });
            }
        }
        if self.living().len() <= 1 {
            self.finish(events);
        }
    }

    fn end_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.table.plan.clear();
        self.table.genes_changed.clear();
        if self.living().len() <= 1 {
            return self.finish(events);
        }
        let n = self.seats();
        let pos = |s: Seat| (s.index() + n - self.table.first.index()) % n;
        let mut next = seat;
        loop {
            next = self.after(next);
            if self.alive(next) {
                break;
            }
        }
        if pos(next) <= pos(seat) {
            if self.table.round >= self.table.setup.last_round() {
                return self.finish(events);
            }
            self.table.round += 1;
            events.push(Event::RoundStarted { round: self.table.round });
        }
        self.table.turn_no += 1;
        self.table.spun = None;
        self.table.phase = Phase::Spin { seat: next };
    }

    /// Ends the game: living species by their score (individuals on cubes
    /// showing 1 to 4), then the extinct ones, the last to die out first.
    pub(crate) fn finish(&mut self, events: &mut Vec<Event>) {
        let n = self.seats();
        let key = |s: Seat| match self.table.extinct_at[s] {
            None => (1u8, self.score(s), u32::MAX),
            Some(died) => (0, 0, died.turn),
        };
        let place = PerSeat::from_fn(n, |s| Seat::all(n).filter(|&o| key(o) > key(s)).count() as u8);
        let score = PerSeat::from_fn(n, |s| if self.alive(s) { i32::from(self.score(s)) } else { 0 });
        let mut explanation = vec![if self.living().len() <= 1 {
            Line::new().text("Only one species is left on Darwinia (or none): the game ends.")
        } else {
            Line::new()
                .text(format!("The time limit of {} rounds is reached: individuals on cubes showing 1 to 4 count.", self.table.round))
        }];
        let mut order: Vec<Seat> = Seat::all(n).collect();
        order.sort_by_key(|&s| place[s]);
        for s in order {
            let line = match self.table.extinct_at[s] {
                None => Line::new().seat(s).text(format!(
                    ": {} on cubes showing 1 to 4 ({} in all)",
                    count(self.score(s), "individual", "individuals"),
                    self.population(s)
                )),
                Some(died) => {
                    Line::new().seat(s).text(format!(": died out in round {}{}", died.round, died_order(&self.table.extinct_at, died)))
                }
            };
            explanation.push(line);
        }
        self.table.outcome = Some(Outcome { kind: OutcomeKind::Ranking, place, score, explanation });
        self.table.phase = Phase::Over;
        events.push(Event::GameOver);
    }
}
