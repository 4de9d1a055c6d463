//! `#/bench/bot`: how long a Normal bot takes to decide, and a hint to be
//! found, measured in the browser exactly as the play screen runs them
//! (sliced search on the seat's own view, via `bot_runner::decide` and
//! `bot_runner::find_hint`), while a PerformanceObserver
//! counts main-thread tasks over 50 ms. `make bench` reads the JSON result
//! from `<pre data-testid="bench-result">`. Not linked from the app.

use crate::engine::bot::{policy_move, random_action, BotLevel};
use crate::engine::{GameRng, Seat, Viewer};
use crate::games::GameId;
use crate::kit::game_ui::GameUi;
use crate::kit::num::num;
use crate::ui::bot_runner::{decide, find_hint, ThinkStats};
use crate::ui::components::game_styled::GameStyled;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{PerformanceEntry, PerformanceObserver, PerformanceObserverEntryList, PerformanceObserverInit};
use yew::platform::{spawn_local, time::sleep};
use yew::prelude::*;

/// Positions measured: seeds 1..=POSITIONS.
const POSITIONS: u64 = 30;

/// One mid-game position: the game after 20 to 120 seeded random actions,
/// then on to the next choice the Normal bot searches (a forced move, or
/// one its rules of thumb answer alone, would only flatter the figures), and
/// the seat that must act in it. The flag says whether such a choice was
/// found within the cap; if not, the position is the first real choice
/// after the first actions, and the report counts it apart.
fn position<G: GameUi>(seed: u64) -> Option<(G, Seat, bool)> {
    let (min, max) = GameId::from_slug(G::ID).map(GameId::players).unwrap_or((1, 1));
    let seats = min + (seed as usize) % (max - min + 1);
    let choices = vec![0; G::options(seats).len()];
    let mut game = G::new(&G::make_setup(seats, &choices), seed).ok()?;
    let mut rng = GameRng::from_seed(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let steps = 20 + (seed as usize * 37) % 101;
    let mut fallback = None;
    for step in 0..steps + SEARCH_CAP {
        let seat = *game.to_act().seats().first()?;
        if step >= steps && game.legal_actions(seat).len() >= 2 {
            if searched(&game, seat) {
                return Some((game, seat, true));
            }
            fallback.get_or_insert_with(|| (game.clone(), seat));
        }
        let action = random_action(&game, seat, &mut rng)?;
        let mut next = game.clone();
        if next.apply(seat, &action).is_err() || next.to_act().is_over() {
            break;
        }
        game = next;
    }
    let (game, seat) = fallback.unwrap_or_else(|| {
        let seat = game.to_act().seats().first().copied().unwrap_or(Seat(0));
        (game, seat)
    });
    Some((game, seat, false))
}

/// Random actions played at most, past the first ones, to reach a searched
/// choice: a game's set-up (Extinction's founding) can take a hundred.
const SEARCH_CAP: usize = 2_000;

/// Whether the Normal bot searches at this choice (its rules of thumb do
/// not answer it alone).
fn searched<G: GameUi>(game: &G, seat: Seat) -> bool {
    policy_move::<G>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Normal, &mut GameRng::from_seed(0)).is_none()
}

/// Counts long tasks while alive; `finish` disconnects and reports.
struct LongTasks {
    observer: PerformanceObserver,
    durations: Rc<RefCell<Vec<f64>>>,
    _callback: Closure<dyn FnMut(PerformanceObserverEntryList)>,
}

impl LongTasks {
    fn start() -> Result<LongTasks, String> {
        let durations = Rc::new(RefCell::new(Vec::new()));
        let sink = durations.clone();
        let callback = Closure::<dyn FnMut(PerformanceObserverEntryList)>::new(move |list: PerformanceObserverEntryList| {
            collect(&list.get_entries(), &sink);
        });
        let observer = PerformanceObserver::new(callback.as_ref().unchecked_ref())
            .map_err(|e| format!("this browser has no PerformanceObserver ({})", crate::kit::browser::js_error_text(&e)))?;
        let types = js_sys::Array::of1(&"longtask".into());
        observer.observe(&PerformanceObserverInit::new(&types));
        Ok(LongTasks { observer, durations, _callback: callback })
    }

    fn finish(self) -> Vec<f64> {
        collect(&self.observer.take_records(), &self.durations);
        let found = self.durations.borrow().clone();
        found
    }
}

/// Also when the page is left mid-run: the callback is freed with `self`,
/// so the browser must stop calling it first.
impl Drop for LongTasks {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

fn collect(entries: &js_sys::Array, sink: &Rc<RefCell<Vec<f64>>>) {
    for entry in entries.iter() {
        if let Ok(entry) = entry.dyn_into::<PerformanceEntry>() {
            sink.borrow_mut().push(entry.duration());
        }
    }
}

/// One decimal, as JSON number text.
fn ms(x: f64) -> String {
    num((x * 10.0).round() / 10.0)
}

/// The figures as JSON, written by hand: a JSON tree type here would
/// bring its serializer into the page for this one hidden route.
fn report(stats: &[ThinkStats], hints: &[ThinkStats], others: &[(BotLevel, Vec<ThinkStats>)], long: &[f64], searched: usize) -> String {
    let list = |xs: Vec<String>| format!("[{}]", xs.join(","));
    let decisions = list(stats.iter().map(|s| ms(s.wall_ms)).collect());
    let levels: Vec<String> = others
        .iter()
        .map(|(level, s)| format!("\"{}\":{}", level.label().to_ascii_lowercase(), list(s.iter().map(|s| ms(s.wall_ms)).collect())))
        .collect();
    let hints_ms = list(hints.iter().map(|s| ms(s.wall_ms)).collect());
    let hint_slice = hints.iter().map(|s| s.longest_slice_ms).fold(0.0, f64::max);
    let longest = stats.iter().chain(others.iter().flat_map(|(_, s)| s)).map(|s| s.longest_slice_ms).fold(0.0, f64::max);
    let long_max = long.iter().copied().fold(0.0, f64::max);
    // Per decision too, to tell a slow first decision (the browser still
    // compiling the wasm) from slow slices throughout.
    let slices = list(stats.iter().map(|s| ms(s.longest_slice_ms)).collect());
    format!(
        "{{\"decisions_ms\":{decisions},\"other_levels_ms\":{{{}}},\"hints_ms\":{hints_ms},\"hint_longest_slice_ms\":{},\"searched_positions\":{searched},\"longest_slice_per_decision_ms\":{slices},\"longest_slice_ms\":{},\"long_tasks\":{},\"long_task_max_ms\":{}}}",
        levels.join(","),
        ms(hint_slice),
        ms(longest),
        long.len(),
        ms(long_max)
    )
}

/// Measures one decision per position, one after the other, then reports.
/// Returns None if the page was left (`stop` set) before the end.
async fn measure<G: GameUi>(positions: Vec<(G, Seat, bool)>, stop: Rc<Cell<bool>>, at: Callback<usize>) -> Option<String> {
    // Start watching in a task of its own: an observer also reports the task
    // it was created in, and that one built the positions, which is no bot work.
    sleep(Duration::ZERO).await;
    let long = LongTasks::start();
    let mut stats = Vec::new();
    let searched = positions.iter().filter(|p| p.2).count();
    for (i, (game, seat, _)) in positions.iter().enumerate() {
        at.emit(i);
        let view = game.view(Viewer::Seat(*seat));
        let (_, s) = decide::<G>(view, *seat, BotLevel::Normal, 1000 + i as u64, &stop).await?;
        stats.push(s);
    }
    // The game's other levels that think (Easy answers by its rules of
    // thumb, but is timed too: every level the game offers has the budget).
    let mut others = Vec::new();
    for level in G::LEVELS.iter().copied().filter(|l| !matches!(l, BotLevel::Random | BotLevel::Normal)) {
        let mut times = Vec::new();
        for (i, (game, seat, _)) in positions.iter().enumerate() {
            at.emit(i);
            let (_, s) = decide::<G>(game.view(Viewer::Seat(*seat)), *seat, level, 3000 + i as u64, &stop).await?;
            times.push(s);
        }
        others.push((level, times));
    }
    // Then a hint at each position, as the Hint button asks for one.
    let mut hints = Vec::new();
    for (i, (game, seat, _)) in positions.iter().enumerate() {
        at.emit(i);
        let mut s = ThinkStats::default();
        find_hint::<G>(game.view(Viewer::Seat(*seat)), *seat, 2000 + i as u64, &stop, &mut s).await?;
        hints.push(s);
    }
    // Long-task entries arrive a moment after the task ends.
    sleep(Duration::from_millis(100)).await;
    match long {
        Ok(long) => Some(report(&stats, &hints, &others, &long.finish(), searched)),
        Err(e) => Some(format!("{{\"error\": {}}}", serde_json::to_string(&e).unwrap_or_default())),
    }
}

#[component]
pub fn BenchBot<G: GameUi>() -> Html {
    let done = use_state(|| None::<String>);
    let at = use_state(|| 0usize);
    let error = use_state(|| None::<String>);
    {
        let (done, at, error) = (done.clone(), at.clone(), error.clone());
        use_effect_with((), move |_| {
            let stop = Rc::new(Cell::new(false));
            let positions: Vec<(G, Seat, bool)> = (1..=POSITIONS).filter_map(position::<G>).collect();
            if positions.len() as u64 != POSITIONS {
                error.set(Some(format!("only {} of {POSITIONS} positions could be set up", positions.len())));
            }
            let running = stop.clone();
            spawn_local(async move {
                if let Some(json) = measure::<G>(positions, running, Callback::from(move |i| at.set(i))).await {
                    done.set(Some(json));
                }
            });
            // Leaving the page stops the bot in progress.
            move || stop.set(true)
        });
    }
    let page = html! {
        <main class="page bench" data-testid="bench">
            <h1>{ "Bot timing" }</h1>
            <p>{ format!("{}: one decision at the Normal level, then at each other level the game offers, then one hint, in each of {POSITIONS} seeded mid-game positions.", G::ID) }</p>
            if let Some(e) = &*error {
                <p class="banner error" role="alert">{ e }</p>
            }
            if let Some(json) = &*done {
                <pre data-testid="bench-result">{ json }</pre>
            } else {
                <p role="status">{ format!("Measuring position {} of {POSITIONS}…", *at + 1) }</p>
            }
            <p><a href="#/">{ "Back to the games" }</a></p>
        </main>
    };
    // Under its game's stylesheet like every screen of a game, so the timing
    // runs in the page a player has (and with the game's code, once split).
    match GameId::from_slug(G::ID) {
        Some(game) => html! { <GameStyled {game}>{ page }</GameStyled> },
        None => page,
    }
}
