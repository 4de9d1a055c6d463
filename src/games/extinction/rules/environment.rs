//! Environmental change: draw the top card, apply it, put it under the deck.
//! Famine and pestilence strike the drawer's cubes showing 5 or 6; drought
//! and cold wave a share of a non-tolerant drawer's individuals, chosen by
//! the drawer; fire, water pollution and air pollution every non-tolerant
//! species in the stricken hexes; man's clearances everyone in a habitat;
//! a mild season offers a pair of the spinner.

use crate::engine::Seat;
use crate::games::extinction::action::Action;
use crate::games::extinction::cards::{EnvCard, Hazard, ENVIRONMENT};
use crate::games::extinction::event::Event;
use crate::games::extinction::map::{habitat, neighbours, HexId, HEX_COUNT};
use crate::games::extinction::state::{Cell, Extinction, Phase};

/// Individuals a drought or cold wave of `percent` takes from `population`,
/// rounded to the nearest (a half rounds up).
pub fn culled(population: u16, percent: u8) -> u16 {
    (population * u16::from(percent) + 50) / 100
}

impl Extinction {
    /// The top card: the face-down part first, then the seen cards below it.
    fn take_top_env(&mut self) -> u8 {
        match self.env_hidden.pop() {
            Some(c) => c,
            None => self.table.env_seen.pop().expect("the Environmental Change deck is never empty"),
        }
    }

    /// A used card goes under the deck, seen by everyone.
    fn return_env(&mut self, card: u8) {
        self.table.env_seen.insert(0, card);
        self.table.env_in_play = None;
    }

    pub(crate) fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let id = self.take_top_env();
        let card = ENVIRONMENT[usize::from(id)];
        events.push(Event::EnvDrawn { seat, card });
        let drawn_at = events.len();
        match card {
            EnvCard::Famine | EnvCard::Pestilence => {
                for h in self.cubes_of(seat) {
                    if self.own(seat, h) >= 5 {
                        self.kill(h, events);
                    }
                }
            }
            EnvCard::Drought { percent } | EnvCard::ColdWave { percent } => {
                let hazard = card.hazard().expect("droughts and cold waves are hazards");
                if self.tolerates(seat, hazard) {
                    self.note_tolerance(seat, hazard, true);
                    events.push(Event::Tolerated { seat });
                } else {
                    self.note_tolerance(seat, hazard, false);
                    let pop = self.population(seat);
                    let due = culled(pop, percent);
                    if due >= pop {
                        for h in self.cubes_of(seat) {
                            self.kill(h, events);
                        }
                    } else if due > 0 {
                        events.push(Event::CullDue { seat, count: due as u8 });
                        self.table.env_in_play = Some(id);
                        self.table.phase = Phase::Cull { seat, left: due as u8 };
                        return;
                    }
                }
            }
            EnvCard::Fire { habitat: hab } | EnvCard::WaterPollution { habitat: hab } => {
                let hazard = card.hazard().expect("fires and pollution are hazards");
                let struck: Vec<HexId> = (0..HEX_COUNT as HexId).filter(|&h| habitat(h) == hab).collect();
                self.strike(&struck, Some(hazard), events);
            }
            EnvCard::AirPollution => {
                let struck: Vec<HexId> = (0..HEX_COUNT as HexId)
                    .filter(|&h| neighbours(h).any(|n| matches!(self.cell(n), Cell::Barrier(b) if b.pollutes_air())))
                    .collect();
                self.strike(&struck, Some(Hazard::AirPollution), events);
            }
            EnvCard::ManMade { habitat: hab } => {
                let struck: Vec<HexId> = (0..HEX_COUNT as HexId).filter(|&h| habitat(h) == hab).collect();
                self.strike(&struck, None, events);
            }
            EnvCard::MildSeason => {
                self.return_env(id);
                self.table.phase = Phase::MildSeason { seat };
                return;
            }
        }
        if !events[drawn_at..].iter().any(|e| matches!(e, Event::Died { .. } | Event::Tolerated { .. })) {
            events.push(Event::Unharmed);
        }
        self.return_env(id);
        self.check_extinctions(events);
        self.next_act(events);
    }

    /// Removes the whole cube on `hex`.
    fn kill(&mut self, hex: HexId, events: &mut Vec<Event>) {
        if let Some((seat, count)) = self.clear(hex) {
            events.push(Event::Died { seat, hex, count });
        }
    }

    /// Every species on the `struck` hexes dies there unless it tolerates
    /// `hazard` (no tolerance helps when there is none).
    fn strike(&mut self, struck: &[HexId], hazard: Option<Hazard>, events: &mut Vec<Event>) {
        for seat in self.living() {
            let hit: Vec<HexId> = struck.iter().copied().filter(|&h| self.own(seat, h) > 0).collect();
            if hit.is_empty() {
                continue;
            }
            if let Some(hz) = hazard {
                let safe = self.tolerates(seat, hz);
                self.note_tolerance(seat, hz, safe);
                if safe {
                    events.push(Event::Tolerated { seat });
                    continue;
                }
            }
            for h in hit {
                self.kill(h, events);
            }
        }
    }

    /// What everyone now knows of `seat`'s tolerance card.
    fn note_tolerance(&mut self, seat: Seat, hazard: Hazard, safe: bool) {
        let k = &mut self.table.known[seat];
        let list = if safe { &mut k.tolerates } else { &mut k.harmed_by };
        if !list.contains(&hazard) {
            list.push(hazard);
        }
    }

    pub(crate) fn cull_actions(&self) -> Vec<Action> {
        let Phase::Cull { seat, left } = self.table.phase else { return Vec::new() };
        let mut out = Vec::new();
        for hex in self.cubes_of(seat) {
            out.extend((1..=self.own(seat, hex).min(left)).map(|count| Action::Cull { hex, count }));
        }
        out
    }

    pub(crate) fn cull(&mut self, seat: Seat, hex: HexId, count: u8, events: &mut Vec<Event>) {
        let Phase::Cull { left, .. } = self.table.phase else { return };
        self.remove(hex, count);
        events.push(Event::Died { seat, hex, count });
        let left = left - count;
        self.table.phase = Phase::Cull { seat, left };
        if left == 0 {
            let id = self.table.env_in_play.expect("a cull has its card in play");
            self.return_env(id);
            self.check_extinctions(events);
            self.next_act(events);
        }
    }
}
