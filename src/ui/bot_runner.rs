//! Bots think in slices of a few milliseconds between timer ticks, so the
//! page keeps answering taps and painting while a bot decides.
//!
//! The search always starts from the bot seat's own view, never the real
//! state; the caller passes that view in.

use super::store;
use crate::engine::bot::hint::{self, Hint};
use crate::engine::bot::{policy_move, BotHooks, BotLevel, Search};
use crate::engine::{GameRng, Seat};
use crate::kit::browser::{perf_now, yield_to_page};
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;
use yew::platform::{spawn_local, time::sleep};

/// How long one slice of thinking may run before handing the page back: a
/// few milliseconds, so taps and paints wait at most that long (a task over
/// 50 ms is what browsers call a long task). Between slices the page gets
/// one turn of its event loop ([`yield_to_page`]), which costs well under a
/// millisecond, so the slices need not be long to waste little time.
pub const SLICE_MS: f64 = 8.0;

/// How fast bot turns play out on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotSpeed {
    Slow,
    Normal,
    Fast,
    Instant,
}

impl BotSpeed {
    pub const ALL: [BotSpeed; 4] = [BotSpeed::Slow, BotSpeed::Normal, BotSpeed::Fast, BotSpeed::Instant];

    /// The pause after a bot decided, so the table can follow what it does.
    pub fn pace_ms(self) -> u32 {
        match self {
            BotSpeed::Slow => 1500,
            BotSpeed::Normal => 700,
            BotSpeed::Fast => 250,
            BotSpeed::Instant => 0,
        }
    }

    /// The value of the speed `<select>` (the browser tests use these).
    pub fn value(self) -> &'static str {
        match self {
            BotSpeed::Slow => "slow",
            BotSpeed::Normal => "normal",
            BotSpeed::Fast => "fast",
            BotSpeed::Instant => "instant",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            BotSpeed::Slow => "Slow",
            BotSpeed::Normal => "Normal",
            BotSpeed::Fast => "Fast",
            BotSpeed::Instant => "Instant",
        }
    }

    pub fn from_value(value: &str) -> Option<BotSpeed> {
        BotSpeed::ALL.into_iter().find(|s| s.value() == value)
    }

    /// The speed chosen last time on this browser, or Normal.
    pub fn remembered() -> BotSpeed {
        store::bot_speed().and_then(|v| BotSpeed::from_value(&v)).unwrap_or(BotSpeed::Normal)
    }
}

/// Timing of one decision, for the benchmark page.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ThinkStats {
    /// From the first slice to the decision, pauses between slices included.
    pub wall_ms: f64,
    pub longest_slice_ms: f64,
    pub slices: u32,
    pub iterations: usize,
}

/// A decision in progress. Dropping it stops the bot: nothing is played.
pub struct BotTurn {
    cancelled: Rc<Cell<bool>>,
}

impl Drop for BotTurn {
    fn drop(&mut self) {
        self.cancelled.set(true);
    }
}

/// Starts `seat` thinking from `view`; once it has decided it waits
/// `pace_ms`, then calls `done` with its move (None if it found no legal move).
pub fn think<G: BotHooks>(
    view: G::View,
    seat: Seat,
    level: BotLevel,
    seed: u64,
    pace_ms: u32,
    done: impl FnOnce(Option<G::Action>, ThinkStats) + 'static,
) -> BotTurn {
    think_paced::<G>(view, seat, level, seed, Rc::new(Cell::new(pace_ms)), done)
}

/// As [`think`], but the pause is read from `pace_ms` only once the bot has
/// decided, so a speed change made while it thinks applies at once.
pub fn think_paced<G: BotHooks>(
    view: G::View,
    seat: Seat,
    level: BotLevel,
    seed: u64,
    pace_ms: Rc<Cell<u32>>,
    done: impl FnOnce(Option<G::Action>, ThinkStats) + 'static,
) -> BotTurn {
    let cancelled = Rc::new(Cell::new(false));
    let stop = cancelled.clone();
    spawn_local(async move {
        let Some((choice, stats)) = decide::<G>(view, seat, level, seed, &stop).await else { return };
        let pace = pace_ms.get();
        if pace > 0 {
            sleep(Duration::from_millis(u64::from(pace))).await;
        }
        if !stop.get() {
            done(choice, stats);
        }
    });
    BotTurn { cancelled }
}

/// The search itself, one slice per timer tick; None if stopped before the end.
pub async fn decide<G: BotHooks>(
    view: G::View,
    seat: Seat,
    level: BotLevel,
    seed: u64,
    stop: &Cell<bool>,
) -> Option<(Option<G::Action>, ThinkStats)> {
    // Let the page paint "… is thinking" before the first slice.
    sleep(Duration::ZERO).await;
    if stop.get() {
        return None;
    }
    let started = perf_now();
    let mut stats = ThinkStats::default();
    if let Some(action) = policy_move::<G>(&view, seat, level, &mut GameRng::from_seed(seed)) {
        stats.wall_ms = perf_now() - started;
        return Some((Some(action), stats));
    }
    let search = run_sliced(|| Search::<G>::new(view.clone(), seat, level, seed), stop, &mut stats).await?;
    stats.wall_ms = perf_now() - started;
    stats.iterations = search.iterations_done();
    Some((search.best(), stats))
}

/// Runs the search `make` sets up to the end, one slice per timer tick
/// (setting it up counts as part of the first slice); None if stopped.
async fn run_sliced<G: BotHooks>(make: impl FnOnce() -> Search<G>, stop: &Cell<bool>, stats: &mut ThinkStats) -> Option<Search<G>> {
    let mut make = Some(make);
    let mut search: Option<Search<G>> = None;
    loop {
        let t0 = perf_now();
        let s = match (&mut search, make.take()) {
            (Some(s), _) => s,
            (None, Some(make)) => search.insert(make()),
            (None, None) => return None,
        };
        while !s.is_done() && perf_now() - t0 < SLICE_MS {
            s.run(1);
        }
        stats.slices += 1;
        stats.longest_slice_ms = stats.longest_slice_ms.max(perf_now() - t0);
        if s.is_done() {
            return search;
        }
        yield_to_page().await;
        if stop.get() {
            return None;
        }
    }
}

/// Works out a hint for `seat` from its view ([`hint::start`]) in slices, as
/// a bot thinks, then calls `done` with it (None: the seat has no move).
/// Dropping the returned turn stops it.
pub fn think_of_hint<G: BotHooks>(view: G::View, seat: Seat, seed: u64, done: impl FnOnce(Option<Hint<G::Action>>) + 'static) -> BotTurn {
    let cancelled = Rc::new(Cell::new(false));
    let stop = cancelled.clone();
    spawn_local(async move {
        let Some(found) = find_hint::<G>(view, seat, seed, &stop, &mut ThinkStats::default()).await else { return };
        if !stop.get() {
            done(found);
        }
    });
    BotTurn { cancelled }
}

/// The hint's own search, sliced; None if stopped before the end. Also what
/// `make bench` times on the page.
pub async fn find_hint<G: BotHooks>(
    view: G::View,
    seat: Seat,
    seed: u64,
    stop: &Cell<bool>,
    stats: &mut ThinkStats,
) -> Option<Option<Hint<G::Action>>> {
    // Let the page paint "Thinking of a hint…" first.
    sleep(Duration::ZERO).await;
    if stop.get() {
        return None;
    }
    let started = perf_now();
    let found = match hint::start::<G>(&view, seat, seed) {
        Ok(quick) => Some(quick),
        Err(search) => hint::finish(&run_sliced(move || search, stop, stats).await?),
    };
    stats.wall_ms = perf_now() - started;
    Some(found)
}
