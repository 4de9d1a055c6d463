//! What every game's native bench shares, so their printed lines stay comparable
//! and a new game's bench starts from the same measures.
//!
//! Each bench compiles this module and calls only its part of it (ExtracZon
//! walks to its own positions, a co-operative game has no head-to-head
//! ladder), so the parts one bench leaves unused are not dead code.
#![allow(dead_code)]

use std::time::{Duration, Instant};

/// True when `var` is set to `1`: every sample shrinks to a smoke run.
pub fn quick(var: &str) -> bool {
    std::env::var(var).is_ok_and(|v| v == "1")
}

/// The `p` quantile (0 to 1) of an ascending, non-empty slice.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Plays seeded random games for `budget`; `play(i)` plays game number `i`
/// and returns its action count. Prints `<game>_random_games_per_sec` and
/// its two companion lines.
pub fn print_random_games_per_sec(game: &str, budget: Duration, mut play: impl FnMut(usize) -> usize) {
    let start = Instant::now();
    let (mut games, mut steps) = (0usize, 0usize);
    while start.elapsed() < budget {
        steps += play(games);
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("{game}_random_games_per_sec: {:.1} games/s", games as f64 / secs);
    println!("{game}_random_game_actions_mean: {:.0} actions", steps as f64 / games as f64);
    println!("{game}_random_games_sampled: {games} games");
}

/// Times one `level` decision of `G`'s bot on each of `positions` (a game and
/// the seat to act), made from that seat's view as the app makes it, and
/// prints `<game>_bot_<level>_decision_median`, `_p95`, `_max` and `_decisions_sampled`.
pub fn print_decision_times<G: endgames::engine::bot::BotHooks>(
    game: &str,
    level: endgames::engine::bot::BotLevel,
    positions: Vec<(G, endgames::engine::Seat)>,
) {
    use endgames::engine::{bot::choose, GameRng, Viewer};
    let mut ms: Vec<f64> = Vec::new();
    let mut rng = GameRng::from_seed(77);
    for (state, seat) in positions {
        let start = Instant::now();
        let action = choose::<G>(&state.view(Viewer::Seat(seat)), seat, level, &mut rng);
        ms.push(start.elapsed().as_secs_f64() * 1000.0);
        assert!(action.is_some_and(|a| state.legal_actions(seat).contains(&a)), "the bot chose a legal action");
    }
    ms.sort_by(f64::total_cmp);
    let name = level.label().to_lowercase();
    println!("{game}_bot_{name}_decision_median: {:.3} ms", percentile(&ms, 0.5));
    println!("{game}_bot_{name}_decision_p95: {:.3} ms", percentile(&ms, 0.95));
    println!("{game}_bot_{name}_decision_max: {:.3} ms", ms[ms.len() - 1]);
    println!("{game}_bot_{name}_decisions_sampled: {} positions", ms.len());
}

/// `count` positions where the seat to act has a real choice, one per seed
/// from 1: game `new_game(seed)` played by Easy bots (seeded by the same
/// seed) for `first + rng.below(spread)` actions, then on to the next choice.
pub fn easy_positions<G: endgames::engine::bot::BotHooks>(
    count: usize,
    first: usize,
    spread: usize,
    new_game: impl Fn(u64) -> G,
) -> Vec<(G, endgames::engine::Seat)> {
    use endgames::engine::{bot::choose, bot::BotLevel, GameRng, ToAct, Viewer};
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < count {
        let mut game = new_game(seed);
        let mut rng = GameRng::from_seed(seed);
        let target = first + rng.below(spread);
        for step in 0.. {
            let seat = match game.to_act() {
                ToAct::Over(_) => break,
                to_act => to_act.seats()[0],
            };
            if step >= target && game.legal_actions(seat).len() > 1 {
                out.push((game.clone(), seat));
                break;
            }
            let a = choose::<G>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng).expect("legal");
            game.apply(seat, &a).expect("legal");
        }
        seed += 1;
    }
    out
}

// ---------------------------------------------------------------- bot ladder

use endgames::engine::bot::BotLevel;

/// How a bench runs its ladder, read from the environment so every game's
/// bench takes the same knobs:
/// - `LADDER_GAMES`: games per pair or per level (500 by default, 10 when the
///   bench's quick variable is 1);
/// - `LADDER_SECS`: the time budget per pair or level (3,600 s by default,
///   60 s quick); a run it cuts short prints the games it did play;
/// - `LADDER_LEVELS`: which levels to measure, e.g. `easy,normal` (all by
///   default): a pair is named by its upper level, a co-operative table by
///   its one level;
/// - `LADDER_FROM`: the first game's index (0 by default), so a long run
///   splits across processes by seed range.
pub struct Ladder {
    /// The figures' prefix, e.g. `extinction`.
    pub game: &'static str,
    pub games: usize,
    pub budget: Duration,
    /// Game `i` of a pair is seeded `seed0 + i`.
    pub seed0: u64,
    from: usize,
    levels: Vec<BotLevel>,
}

/// Each level and the one below it, weakest pair first.
pub const LADDER_PAIRS: [(BotLevel, BotLevel); 3] =
    [(BotLevel::Easy, BotLevel::Random), (BotLevel::Normal, BotLevel::Easy), (BotLevel::Hard, BotLevel::Normal)];

/// A level's name in figures: `easy`.
pub fn level_name(level: BotLevel) -> String {
    level.label().to_lowercase()
}

fn env_usize(var: &str) -> Option<usize> {
    std::env::var(var).ok().and_then(|v| v.trim().parse().ok())
}

impl Ladder {
    /// The ladder of `game` (whose bots are `G`), its knobs from the
    /// environment; `quick_var` is the bench's own smoke-run switch. Only the
    /// levels `G` offers are measured: a merged level plays as the one below.
    pub fn from_env<G: endgames::engine::bot::BotHooks>(game: &'static str, quick_var: &str, seed0: u64) -> Self {
        let quick = quick(quick_var);
        let levels = std::env::var("LADDER_LEVELS").map_or_else(
            |_| G::LEVELS.to_vec(),
            |v| G::LEVELS.iter().copied().filter(|l| v.split(',').any(|x| x.trim() == level_name(*l))).collect(),
        );
        Ladder {
            game,
            games: env_usize("LADDER_GAMES").unwrap_or(if quick { 10 } else { 500 }),
            budget: Duration::from_secs(env_usize("LADDER_SECS").unwrap_or(if quick { 60 } else { 3_600 }) as u64),
            seed0,
            from: env_usize("LADDER_FROM").unwrap_or(0),
            levels,
        }
    }

    /// Whether `level` was asked for (`LADDER_LEVELS`).
    pub fn wants(&self, level: BotLevel) -> bool {
        self.levels.contains(&level)
    }

    /// Plays games `from..` until `games` are played or the budget runs out;
    /// `score(i)` plays game `i` and returns its score (0 to 1). Returns the
    /// games played, the summed score and whether the budget cut in.
    fn run(&self, mut score: impl FnMut(usize) -> f64) -> (usize, f64, bool) {
        let start = Instant::now();
        let (mut played, mut points) = (0, 0.0);
        while played < self.games && start.elapsed() < self.budget {
            points += score(self.from + played);
            played += 1;
        }
        (played, points, played < self.games)
    }

    /// Prints the figures of one measured line: `<name>_win_rate`, its 95 %
    /// Wilson interval, the games played and the seeds they used.
    fn print(&self, name: &str, played: usize, points: f64, cut: bool) {
        let name = format!("{}_ladder_{name}", self.game);
        let (low, high) = wilson(points, played);
        println!("{name}_win_rate: {:.1} %", 100.0 * points / played.max(1) as f64);
        println!("{name}_win_rate_ci95_low: {:.1} %", 100.0 * low);
        println!("{name}_win_rate_ci95_high: {:.1} %", 100.0 * high);
        println!("{name}_games: {played} games");
        if cut {
            println!(
                "{name}_cut_short: {} of {} games not played (time budget {} s)",
                self.games - played,
                self.games,
                self.budget.as_secs()
            );
        }
        if played > 0 {
            println!("{name}_first_seed: {} seed", self.seed0 + self.from as u64);
            println!("{name}_last_seed: {} seed", self.seed0 + (self.from + played - 1) as u64);
        }
    }

    /// `upper` against `lower` at a table of `seats`: in game `i` seat `s`
    /// plays `upper` when `s + i` is even, so seats swap every game (and at
    /// a table of teams 0, 1, 0, 1 the two teams are the two levels).
    /// `play(seed, levels)` plays a seeded game with `levels[seat]` at each
    /// seat and returns which seats won. A game scores, for `upper`, half of
    /// one plus its seats' win share less the `lower` seats' share: 1 when
    /// only upper seats win, 0 when only lower ones do, 0.5 when both or
    /// neither do (a shared first place, or one hidden team holding seats of
    /// both levels). Prints `<game>_ladder_<upper>_vs_<lower>_<suffix>...`.
    pub fn pair(&self, upper: BotLevel, lower: BotLevel, seats: usize, suffix: &str, play: impl Fn(u64, &[BotLevel]) -> Vec<bool>) {
        let (played, points, cut) = self.run(|i| {
            let levels: Vec<BotLevel> = (0..seats).map(|s| if (s + i) % 2 == 0 { upper } else { lower }).collect();
            let won = play(self.seed0 + i as u64, &levels);
            let share = |level: BotLevel| {
                let seats: Vec<bool> = won.iter().zip(&levels).filter(|(_, l)| **l == level).map(|(w, _)| *w).collect();
                seats.iter().filter(|w| **w).count() as f64 / seats.len() as f64
            };
            (1.0 + share(upper) - share(lower)) / 2.0
        });
        self.print(&format!("{}_vs_{}{suffix}", level_name(upper), level_name(lower)), played, points, cut);
    }

    /// Every adjacent pair asked for (`LADDER_LEVELS` names the upper level).
    pub fn pairs(&self, seats: usize, suffix: &str, play: impl Fn(u64, &[BotLevel]) -> Vec<bool>) {
        for (upper, lower) in LADDER_PAIRS {
            if self.wants(upper) {
                self.pair(upper, lower, seats, suffix, &play);
            }
        }
    }

    /// `upper` against `lower` in a game of two hidden sides (The End Is
    /// Nigh's civilians and fanatics): each seed is played twice, side A's
    /// seats at `upper` and side B's at `lower`, then the other way round.
    /// `play(seed, a, b)` plays a seeded game with side A at level `a` and
    /// side B at `b` and says whether side A won. A seed scores, for `upper`,
    /// half of "A won as upper" plus half of "B won as upper": a game that
    /// favours one side weighs nothing, equal levels score 50 %, and a level
    /// that always wins scores 100 %. (By seat, as `pair` does, a hidden team
    /// often holds both levels and the scale stops short of 100 %.) Prints
    /// `<game>_ladder_<upper>_vs_<lower>_by_side<suffix>...`.
    pub fn pair_by_sides(&self, upper: BotLevel, lower: BotLevel, suffix: &str, play: impl Fn(u64, BotLevel, BotLevel) -> bool) {
        let (played, points, cut) = self.run(|i| {
            let seed = self.seed0 + i as u64;
            let a_up = f64::from(u8::from(play(seed, upper, lower)));
            let b_up = f64::from(u8::from(!play(seed, lower, upper)));
            (a_up + b_up) / 2.0
        });
        self.print(&format!("{}_vs_{}_by_side{suffix}", level_name(upper), level_name(lower)), played, points, cut);
    }

    /// Every adjacent pair asked for, by side (see [`Ladder::pair_by_sides`]).
    pub fn pairs_by_sides(&self, suffix: &str, play: impl Fn(u64, BotLevel, BotLevel) -> bool) {
        for (upper, lower) in LADDER_PAIRS {
            if self.wants(upper) {
                self.pair_by_sides(upper, lower, suffix, &play);
            }
        }
    }

    /// The co-operative ladder: the table's win rate with every seat at each
    /// level asked for. `play(seed, level)` plays a seeded game with every
    /// seat at `level` and says whether the table won. Prints
    /// `<game>_ladder_<level>_table<suffix>_win_rate` and its companions.
    pub fn tables(&self, suffix: &str, play: impl Fn(u64, BotLevel) -> bool) {
        for level in BotLevel::ALL {
            if self.wants(level) {
                let (played, points, cut) = self.run(|i| f64::from(u8::from(play(self.seed0 + i as u64, level))));
                self.print(&format!("{}_table{suffix}", level_name(level)), played, points, cut);
            }
        }
    }
}

/// The 95 % Wilson score interval of `points` successes in `n` trials (a
/// game scored 0.5 counts as half a success, which makes it a little wide).
pub fn wilson(points: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.96;
    let n = n as f64;
    let p = points / n;
    let denom = 1.0 + Z * Z / n;
    let centre = (p + Z * Z / (2.0 * n)) / denom;
    let half = Z * (p * (1.0 - p) / n + Z * Z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

// ---------------------------------------------------------------- share links

/// How long a share link is for a typical game of this title: `games` seeded
/// all-Easy games at the set-up `setup(seed)` (seeds 1..), each made into the save a
/// finished game is and then into its link (`endgames::share::encode`, as the
/// Share button does). Prints the median, shortest and longest link and the
/// median game's moves, as characters of the link's text after `#/shared/1/`.
pub fn print_share_link_lengths<G: endgames::engine::bot::BotHooks>(game: &str, games: usize, setup: impl Fn(u64) -> G::Setup) {
    use endgames::engine::{bot::choose, GameRecord, GameRng, ToAct, Viewer};
    use endgames::saves::{Controller, RawRecord, SaveFile, SeatColour, SeatInfo, SeatShape, SAVE_FORMAT};
    let mut lengths: Vec<(usize, usize)> = (1..=games as u64)
        .map(|seed| {
            let setup = setup(seed);
            let mut state = G::new(&setup, seed).expect("a valid set-up");
            let mut record = GameRecord::new(setup, seed);
            let mut rng = GameRng::from_seed(seed);
            while !matches!(state.to_act(), ToAct::Over(_)) {
                let seat = state.to_act().seats()[0];
                let a = choose::<G>(&state.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng).expect("legal");
                record.push(&state, seat, &a).expect("legal");
                state.apply(seat, &a).expect("legal");
            }
            let seats = (0..state.seat_count())
                .map(|i| SeatInfo {
                    name: format!("Player {}", i + 1),
                    colour: SeatColour::ALL[i % SeatColour::ALL.len()],
                    shape: SeatShape::ALL[i % SeatShape::ALL.len()],
                    controller: Controller::Bot(BotLevel::Easy),
                })
                .collect();
            let save = SaveFile {
                save_format: SAVE_FORMAT,
                id: format!("bench-{seed}"),
                game: endgames::games::GameId::from_slug(G::ID).expect("a registered game"),
                seats,
                record: RawRecord::from_json(serde_json::to_string(&record).expect("json")).expect("json"),
                undo: Default::default(),
                created_ms: 1,
                updated_ms: 2,
                progress: 100,
                finished: true,
                revision: 1,
                hints: Default::default(),
                notes: Vec::new(),
            };
            (endgames::share::encode(&save).expect("a link"), record.actions.len())
        })
        .map(|(link, moves)| (link.len(), moves))
        .collect();
    lengths.sort_unstable();
    let (median, moves) = lengths[lengths.len() / 2];
    println!("{game}_share_link_median: {median} chars");
    println!("{game}_share_link_min: {} chars", lengths[0].0);
    println!("{game}_share_link_max: {} chars", lengths[lengths.len() - 1].0);
    println!("{game}_share_link_median_moves: {moves} moves (the game of the median link)");
    println!("{game}_share_link_games: {} games", lengths.len());
}
