//! ExtracZon's rules checked against a second, independent reading of them.
//!
//! The scenario tests (`tests/extraczon.rs`, `tests/extraczon_rules.rs`) lay out
//! one position per rule. This file instead plays hundreds of seeded random games
//! and, at every step that matters, compares the engine with what the rulebook and
//! the readings in docs/games/extraczon.md say should happen. That second answer is
//! worked out here from the rules alone, not from the code in
//! `src/games/extraczon/rules/`, so a slip in the engine shows up as a
//! disagreement instead of being copied into the test:
//!
//! - every Movement roll: the set of destinations, from a move enumerator written
//!   from the docs' movement readings, also with the other tokens scattered round
//!   the mover so that jumps and blocked tiles come up often;
//! - every encounter: the draw, Defense against the Infected, the HP Rolls and
//!   what a failure costs;
//! - whose turn it is, including who starts the Apex Encounter and the Final
//!   Encounter's turns;
//! - the designed map against the table of distances in the docs.
//!
//! Each random test also counts what it checked and asserts a floor, so a change
//! that stops the games from reaching a rule fails here instead of passing
//! without checking anything.

#[path = "extraczon_cases/support.rs"]
mod support;

use endgames::engine::{Game, GameRng, Seat};
use endgames::games::extraczon::board::{cell, fast_travel_door, start, Cell, Dir, Pos, H, SITES, W};
use endgames::games::extraczon::cards::{Bonus, CardId, APEX};
use endgames::games::extraczon::{Action, Event, ExtracZon, Mode, Phase, Place, Route, Setup, SiteStatus, Stage, Step, Table, Target};
use std::collections::{HashMap, HashSet, VecDeque};
use support::{play, setup};

/// The Apex Zombie's HP as the rulebook prints it (not the engine's constant, so
/// that a change there is caught).
const APEX_HP: u8 = 19;

// ---------------------------------------------------------------------------
// Movement

/// Every Movement roll of 120 random games at two to four players (seeds
/// 1000..1120) gives exactly the destinations an independent enumerator finds,
/// in the position as played and with the other tokens scattered round the mover
/// four times. Guards the rulebook's Movement rules as the docs read them: spend
/// every point, stop on an Infected Zone, jump a row of tokens for 2 points each,
/// enter a Site for 1, Fast Travel once per roll.
#[test]
fn movement_matches_an_independent_enumerator_in_random_games() {
    let mut rng = GameRng::from_seed(99);
    let mut seen = MovesSeen::default();
    for (k, s) in [setup(2), setup(3), setup(4)].iter().cycle().take(120).enumerate() {
        let mut g = ExtracZon::new(s, 1000 + k as u64).unwrap();
        for _ in 0..3000 {
            if g.table.outcome.is_some() {
                break;
            }
            let seat = g.table.turn;
            if let Phase::Move { points } = g.table.phase {
                check_destinations(&g, points, &mut seen);
                seen.played += 1;
                for _ in 0..4 {
                    let mut h = g.clone();
                    scatter_others(&mut h, seat, &mut rng);
                    check_destinations(&h, points, &mut seen);
                    seen.scattered += 1;
                }
            }
            let a = random_action(&g, seat, &mut rng);
            g.apply(seat, &a).unwrap();
        }
    }
    // Measured with these seeds: 61,129 played and 244,516 scattered positions; of all of them
    // 94,616 offered a jump, 110,888 Fast Travel, 76,123 a Site to enter, 13,080 a Site
    // to leave and 180,602 an Infected Zone. The floors are about 80 % of that.
    assert!(seen.played >= 50_000, "too few Movement rolls checked: {seen:?}");
    assert!(seen.scattered >= 200_000, "too few scattered positions checked: {seen:?}");
    assert!(seen.jump >= 75_000 && seen.fast_travel >= 90_000, "jumps and Fast Travel too rarely in reach: {seen:?}");
    assert!(seen.enter >= 60_000 && seen.leave >= 10_000, "Sites too rarely entered or left: {seen:?}");
    assert!(seen.zone >= 150_000, "Infected Zones too rarely in reach: {seen:?}");
}

/// How many positions the movement test compared, and in how many of them the
/// engine offered a route using each rule (none of these is 0 in a healthy run).
#[derive(Debug, Default)]
struct MovesSeen {
    played: usize,
    scattered: usize,
    jump: usize,
    fast_travel: usize,
    enter: usize,
    leave: usize,
    zone: usize,
}

impl MovesSeen {
    fn note(&mut self, routes: &[(Place, Route)]) {
        let any_step = |f: fn(&Step) -> bool| routes.iter().any(|(_, r)| r.steps.iter().any(f));
        self.jump += usize::from(any_step(|s| matches!(s, Step::Jump { .. })));
        self.fast_travel += usize::from(any_step(|s| matches!(s, Step::FastTravel { .. })));
        self.enter += usize::from(any_step(|s| matches!(s, Step::Enter { .. })));
        self.leave += usize::from(any_step(|s| matches!(s, Step::Exit { .. })));
        self.zone += usize::from(routes.iter().any(|(to, _)| matches!(to, Place::Tile(p) if cell(*p) == Cell::InfectedZone)));
    }
}

fn check_destinations(g: &ExtracZon, points: u8, seen: &mut MovesSeen) {
    let mover = g.table.turn;
    let routes = g.reachable();
    let engine = sorted(routes.iter().map(|(to, _)| *to));
    let ours = independent_destinations(&g.table, mover, points);
    assert_eq!(engine, ours, "destinations differ for {:?} with {points} points; tokens {:?}", g.table.tokens[mover], g.table.tokens);
    for (to, route) in &routes {
        let stops_early = match to {
            Place::Site(_) => true,
            Place::Tile(p) => cell(*p) == Cell::InfectedZone,
        };
        assert!(route.cost <= points && (stops_early || route.cost == points), "route cost {} of {points} to {to:?}", route.cost);
    }
    seen.note(&routes);
}

/// Puts every token but the mover's on a random free street tile within 4 of the
/// mover (or of its Site's door). In play tokens are mostly far apart, so this is
/// what makes jumps, rows of tokens and blocked doors and stations common.
fn scatter_others(g: &mut ExtracZon, mover: Seat, rng: &mut GameRng) {
    let here = match g.table.tokens[mover] {
        Place::Tile(p) => p,
        Place::Site(s) => s.def().door,
    };
    let others: Vec<Seat> = Seat::all(g.table.tokens.len()).filter(|s| *s != mover).collect();
    for o in others {
        // A few tries each; a token that finds no tile stays where it was.
        for _ in 0..50 {
            let x = near(here.x, rng);
            let y = near(here.y, rng);
            let p = Place::Tile(Pos::new(x, y));
            if cell(Pos::new(x, y)).walkable() && !g.table.tokens.iter().any(|(_, q)| *q == p) {
                g.table.tokens[o] = p;
                break;
            }
        }
    }
}

/// A random coordinate within 4 of `c`, kept on the board.
fn near(c: u8, rng: &mut GameRng) -> u8 {
    (i32::from(c) + rng.below(9) as i32 - 4).clamp(0, i32::from(W) - 1) as u8
}

/// `Place` has no order, so destinations are compared as lists sorted by hand:
/// tiles in reading order, then Sites by number.
fn sorted(places: impl IntoIterator<Item = Place>) -> Vec<Place> {
    let mut v: Vec<Place> = places.into_iter().collect();
    v.sort_by_key(|p| match *p {
        Place::Tile(t) => (0, t.y, t.x),
        Place::Site(s) => (1, s.0, 0),
    });
    v.dedup();
    v
}

/// Where `mover` may end a move with `points`, found by trying every path.
fn independent_destinations(t: &Table, mover: Seat, points: u8) -> Vec<Place> {
    let mut e = Enumerator { table: t, mover, path: Vec::new(), found: HashSet::new() };
    match t.tokens[mover] {
        Place::Tile(p) => {
            e.path.push(p);
            e.walk_from(p, points, false);
        }
        // Leaving a Site is a 1-point step onto its door.
        Place::Site(s) => e.land(s.def().door, 1, points, false),
    }
    sorted(e.found)
}

/// A depth-first search over paths, written from the docs' movement readings
/// rather than from movement.rs.
struct Enumerator<'a> {
    table: &'a Table,
    mover: Seat,
    /// The tiles of the path so far: a path never visits a tile twice.
    path: Vec<Pos>,
    found: HashSet<Place>,
}

impl Enumerator<'_> {
    fn occupied(&self, p: Pos) -> bool {
        self.table.tokens.iter().any(|(s, at)| s != self.mover && *at == Place::Tile(p))
    }

    /// Carries on from `p` with `left` points; `travelled` says whether this
    /// roll has used Fast Travel.
    fn walk_from(&mut self, p: Pos, left: u8, travelled: bool) {
        if left == 0 {
            self.found.insert(Place::Tile(p));
            return;
        }
        // Entering ends the move, so any points left over may go unspent.
        if let Cell::SiteDoor(s) = cell(p) {
            if self.table.sites[s.0 as usize] == SiteStatus::Present {
                self.found.insert(Place::Site(s));
            }
        }
        if let Cell::FastTravelDoor(station) = cell(p) {
            if !travelled {
                for other in (0..4u8).filter(|q| *q != station) {
                    self.land(fast_travel_door(other), 1, left, true);
                }
            }
        }
        for d in Dir::ALL {
            self.step_or_jump(p, d, left, travelled);
        }
    }

    fn step_or_jump(&mut self, p: Pos, d: Dir, left: u8, travelled: bool) {
        let Some(next) = p.step(d).filter(|n| cell(*n).walkable()) else { return };
        if !self.occupied(next) {
            self.land(next, 1, left, travelled);
        } else if let Some((to, tokens)) = self.jump_landing(next, d) {
            self.land(to, 2 * tokens, left, travelled);
        }
    }

    /// The first free tile beyond the row of tokens that starts at `first`, and
    /// how many tokens the row holds; none when the row runs into a building or
    /// off the board.
    fn jump_landing(&self, first: Pos, d: Dir) -> Option<(Pos, u8)> {
        let (mut at, mut tokens) = (first, 0);
        while self.occupied(at) {
            tokens += 1;
            at = at.step(d).filter(|n| cell(*n).walkable())?;
        }
        Some((at, tokens))
    }

    /// Arrives on `q` for `cost` of the `left` points, if the rules let it.
    fn land(&mut self, q: Pos, cost: u8, left: u8, travelled: bool) {
        if self.path.contains(&q) || self.occupied(q) || cost > left {
            return;
        }
        // An Infected Zone cannot be walked through: arriving is stopping.
        if cell(q) == Cell::InfectedZone {
            self.found.insert(Place::Tile(q));
            return;
        }
        self.path.push(q);
        self.walk_from(q, left - cost, travelled);
        self.path.pop();
    }
}

// ---------------------------------------------------------------------------
// Encounters

/// Every draw and HP Roll of 300 random games over every set-up, solo and teams
/// included (seeds 5000..5300), follows the rulebook's encounter arithmetic: draw
/// as many cards as the black die shows, each Defense effect cancels one Infected,
/// each Infected left takes one card, HP Rolls add the HP bonuses against the
/// Site's printed HP (the Apex's 19), and a failure costs a card and rolls again
/// until none is left. In the Final Encounter every Tactical bonus is off.
#[test]
fn encounters_follow_the_rulebook_arithmetic_in_random_games() {
    let setups = [
        setup(1),
        setup(2),
        setup(3),
        setup(4),
        Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } },
        Setup { players: 3, mode: Mode::Teams { team: vec![0, 0, 1] } },
    ];
    let mut rng = GameRng::from_seed(7);
    let mut seen = EncountersSeen::default();
    for (k, s) in setups.iter().cycle().take(300).enumerate() {
        let mut g = ExtracZon::new(s, 5000 + k as u64).unwrap();
        let mut cards_after_infected: Option<usize> = None;
        for _ in 0..100_000 {
            if g.table.outcome.is_some() {
                break;
            }
            let seat = g.table.turn;
            let a = site_first(&g, seat, &mut rng);
            let before = g.clone();
            let ev = play(&mut g, seat, a);
            match before.table.phase {
                Phase::RollDraw => cards_after_infected = Some(check_draw(&before, seat, &ev, &mut seen)),
                Phase::RollHp => check_hp_roll(&before, &g, seat, &ev, &mut seen),
                _ => {}
            }
            // The Infected are resolved (possibly over several choices) by the time the dice are due.
            if g.table.phase == Phase::RollHp {
                if let Some(n) = cards_after_infected.take() {
                    assert_eq!(g.table.unsecured.len(), n, "each undefended Infected takes one card");
                    seen.infected_resolved += 1;
                }
            }
        }
        assert!(g.table.outcome.is_some(), "game {k} ended");
    }
    // Measured with these seeds: 8,196 draws, 1,054 of them with Defense used; 13,764 HP Rolls:
    // 6,164 successes, 5,568 failures with cards left, 2,032 with none. These seeds reach
    // no Final Encounter, so the bonuses-off branches run but are not exercised here.
    assert!(seen.draws >= 6_500 && seen.infected_resolved >= 6_500, "too few draws checked: {seen:?}");
    assert!(seen.defended >= 800, "Defense too rarely used: {seen:?}");
    assert!(seen.hp_rolls >= 11_000, "too few HP Rolls checked: {seen:?}");
    assert!(seen.contained >= 5_000 && seen.rolled_again >= 4_500 && seen.last_failed >= 1_600, "too few outcomes of each kind: {seen:?}");
}

/// What the encounter test checked.
#[derive(Debug, Default)]
struct EncountersSeen {
    draws: usize,
    /// Draws where at least one Defense effect cancelled an Infected.
    defended: usize,
    infected_resolved: usize,
    hp_rolls: usize,
    contained: usize,
    /// Failures with cards left, which cost one and roll again.
    rolled_again: usize,
    /// Failures with no card left, which end the encounter.
    last_failed: usize,
}

/// A random legal action, except that a Site in reach is always entered: random
/// moves alone seldom finish the 24 Sites, and the encounter and Apex checks need
/// games that end.
fn site_first(g: &ExtracZon, seat: Seat, rng: &mut GameRng) -> Action {
    let acts = g.legal_actions(seat);
    acts.iter().find(|a| matches!(a, Action::Move { to: Place::Site(_) })).cloned().unwrap_or_else(|| acts[rng.below(acts.len())].clone())
}

fn random_action(g: &ExtracZon, seat: Seat, rng: &mut GameRng) -> Action {
    let acts = g.legal_actions(seat);
    acts[rng.below(acts.len())].clone()
}

fn in_final(t: &Table) -> bool {
    matches!(t.stage, Stage::Final { .. })
}

/// Checks the draw `ev` made from `before`, and returns how many cards must be
/// Unsecured once the Infected have taken theirs.
fn check_draw(before: &ExtracZon, seat: Seat, ev: &[Event], seen: &mut EncountersSeen) -> usize {
    let bonuses_on = !in_final(&before.table);
    let drawn: Vec<CardId> = ev.iter().filter_map(|e| if let Event::CardDrawn { card, .. } = e { Some(*card) } else { None }).collect();
    let Some(&Event::DrawRolled { die, .. }) = ev.iter().find(|e| matches!(e, Event::DrawRolled { .. })) else {
        panic!("no draw roll: {ev:?}")
    };
    let available = before.draw.len() + before.table.discard.len();
    assert_eq!(drawn.len(), usize::from(die).min(available), "draw as many as the die says (or all there is)");
    let active_defense = bonuses_on && before.table.active[seat].and_then(|c| c.bonus()) == Some(Bonus::Defense);
    let drawn_defense = if bonuses_on { drawn.iter().filter(|c| c.bonus() == Some(Bonus::Defense)).count() } else { 0 };
    let infected = drawn.iter().filter(|c| c.is_infected()).count();
    let defended = ev.iter().filter(|e| matches!(e, Event::Defended { .. })).count();
    assert_eq!(defended, infected.min(usize::from(active_defense) + drawn_defense), "each Defense effect ignores one Infected");
    seen.draws += 1;
    seen.defended += usize::from(defended > 0);
    let others = drawn.len() - infected;
    others - (infected - defended).min(others)
}

/// Checks the HP Roll `ev` made from `before`, leading to `after`.
fn check_hp_roll(before: &ExtracZon, after: &ExtracZon, seat: Seat, ev: &[Event], seen: &mut EncountersSeen) {
    let t = &before.table;
    let bonuses_on = !in_final(t);
    let Some(&Event::HpRolled { dice, bonus, total, hp, success, .. }) = ev.iter().find(|e| matches!(e, Event::HpRolled { .. })) else {
        panic!("no HP roll: {ev:?}")
    };
    let hp_bonus = |c: &CardId| if let Some(Bonus::Hp(n)) = c.bonus() { n } else { 0 };
    let active_hp = if bonuses_on { t.active[seat].as_ref().map_or(0, hp_bonus) } else { 0 };
    let drawn_hp: u8 = if bonuses_on { t.unsecured.iter().map(hp_bonus).sum() } else { 0 };
    assert_eq!(bonus, active_hp + drawn_hp, "the active HP card and every Unsecured one add");
    assert_eq!(total, dice.iter().sum::<u8>() + bonus);
    let want_hp = match t.encounter {
        Some(Target::Site(s)) => s.def().hp,
        _ => APEX_HP,
    };
    assert_eq!(hp, want_hp, "rolled against the printed HP");
    assert_eq!(success, total >= hp);
    let cards = t.unsecured.len();
    assert!(t.unsecured.iter().all(|c| !c.is_infected()), "the Infected are gone before the dice are rolled");
    seen.hp_rolls += 1;
    if success {
        assert!(ev.iter().any(|e| matches!(e, Event::Contained { .. })), "a success contains the Zombie: {ev:?}");
        seen.contained += 1;
    } else if cards == 0 {
        assert!(ev.iter().any(|e| matches!(e, Event::Escaped { .. } | Event::ApexHeld { .. })), "final roll failed: {ev:?}");
        seen.last_failed += 1;
    } else {
        assert_eq!(after.table.turn, seat, "a failed roll with cards left rolls again");
        let lost_now = ev.iter().any(|e| matches!(e, Event::CardLost { .. }));
        assert!(lost_now || after.table.phase == Phase::LoseAfterFail, "a failure costs a card, chosen now or next");
        if lost_now {
            assert_eq!(after.table.unsecured.len(), cards - 1);
        }
        seen.rolled_again += 1;
    }
}

// ---------------------------------------------------------------------------
// Turn order

/// Whose turn it is in 400 random games over every table size and teams (seeds
/// 9000..9400). Guards the rulebook's turn order: play passes clockwise; the
/// Apex Encounter starts with the player of the most recent contained Site
/// Zombie, else of the most recent failure; Final Encounter turns pass
/// clockwise among the contenders only; the game ends only once the Apex is
/// contained and all 24 Sites are done.
#[test]
fn turn_order_and_the_apex_start_in_random_games() {
    let setups = [setup(1), setup(2), setup(3), setup(4), Setup { players: 4, mode: Mode::Teams { team: vec![0, 0, 1, 1] } }];
    let mut rng = GameRng::from_seed(3);
    let mut seen = TurnsSeen::default();
    for (k, s) in setups.iter().cycle().take(400).enumerate() {
        let mut g = ExtracZon::new(s, 9000 + k as u64).unwrap();
        let mut history = TurnHistory { game: k, players: usize::from(s.players), ..TurnHistory::default() };
        for _ in 0..100_000 {
            if g.table.outcome.is_some() {
                break;
            }
            let seat = g.table.turn;
            let a = site_first(&g, seat, &mut rng);
            let stage = g.table.stage.clone();
            let ev = g.apply(seat, &a).unwrap();
            history.check(&ev, &stage, &g.table, &mut seen);
        }
        assert!(g.table.outcome.is_some(), "game {k} ended");
    }
    // Measured with these seeds: 39,636 clockwise turns, and one Final Encounter in which
    // the turn passed 4 times.
    assert!(seen.clockwise >= 30_000, "too few turns checked: {seen:?}");
    assert_eq!((seen.apex_starts, seen.game_overs), (400, 400), "every game has one Apex start and one end");
    assert!(seen.finals >= 1 && seen.final_turns >= 2, "no Final Encounter reached: {seen:?}");
}

/// What the turn-order test checked.
#[derive(Debug, Default)]
struct TurnsSeen {
    clockwise: usize,
    apex_starts: usize,
    finals: usize,
    final_turns: usize,
    game_overs: usize,
}

/// What the turn-order test remembers of one game.
#[derive(Debug, Default)]
struct TurnHistory {
    game: usize,
    players: usize,
    last_contained: Option<Seat>,
    last_escaped: Option<Seat>,
    last_ended: Option<Seat>,
}

impl TurnHistory {
    /// Checks the events `ev` of one action, taken in stage `before` and leading to `after`.
    fn check(&mut self, ev: &[Event], before: &Stage, after: &Table, seen: &mut TurnsSeen) {
        let mut apex_first = None;
        for e in ev {
            match e {
                Event::Contained { seat, zombie, .. } if *zombie != APEX => self.last_contained = Some(*seat),
                Event::Escaped { seat, .. } => self.last_escaped = Some(*seat),
                Event::ApexBegins { first } => apex_first = Some(*first),
                Event::FinalEncounterBegins { .. } => seen.finals += 1,
                // An order roll, not the seat before, decides who goes next.
                Event::FirstPlayer { .. } => self.last_ended = None,
                Event::TurnEnded { seat } => self.last_ended = Some(*seat),
                Event::TurnStarted { seat } => self.check_next(*seat, apex_first, before, after, ev, seen),
                Event::GameOver => {
                    assert!(after.contained.iter().any(|(_, z)| z.contains(&APEX)), "the game ends with the Apex contained");
                    assert!(after.sites.iter().all(|s| s.is_done()), "the game ends with every Site done");
                    seen.game_overs += 1;
                }
                _ => {}
            }
        }
    }

    fn check_next(&self, next: Seat, apex_first: Option<Seat>, before: &Stage, after: &Table, ev: &[Event], seen: &mut TurnsSeen) {
        let (game, n) = (self.game, self.players);
        if let Some(first) = apex_first {
            let latest = self.last_contained.or(self.last_escaped);
            assert_eq!(Some(first), latest, "game {game}: the Apex starts with the latest success, else failure");
            assert_eq!(next, first, "game {game}: {ev:?}");
            seen.apex_starts += 1;
        } else if let (Some(prev), Stage::Sites | Stage::Apex) = (self.last_ended, before) {
            assert_eq!(next, prev.next(n), "play goes clockwise: game {game} events {ev:?}");
            seen.clockwise += 1;
        } else if let (Some(prev), Stage::Final { .. }, Stage::Final { contenders }) = (self.last_ended, before, &after.stage) {
            let want = (1..=n).map(|d| Seat(((prev.index() + d) % n) as u8)).find(|s| contenders.contains(s)).unwrap();
            assert_eq!(next, want, "Final turns go clockwise among the contenders: game {game} events {ev:?}");
            seen.final_turns += 1;
        }
    }
}

// ---------------------------------------------------------------------------
// The designed map

/// The designed map as the docs describe it (the rulebook prints none): 136
/// walkable tiles, and the table of walking distances from START to each
/// north-west Site's door, with and without stopping on an Infected Zone.
#[test]
fn the_map_matches_the_documented_table() {
    assert_eq!(walkable_tiles(), 136, "docs: 136 tiles are walkable");
    for (name, hp, steps) in DOCS_TABLE {
        let s = SITES.iter().find(|s| s.name == name).unwrap();
        assert_eq!((s.quadrant, s.hp), (0, hp), "{name}");
        assert_eq!(steps_between(start(0), s.door, Zones::Cross), Some(steps), "{name}");
    }
    let door = |name: &str| SITES.iter().find(|s| s.name == name).unwrap().door;
    assert_eq!(steps_between(start(0), door("Radio Tower"), Zones::Avoid), Some(14), "docs: Radio Tower else 14");
    assert_eq!(steps_between(start(0), door("Clinic"), Zones::Avoid), Some(11), "docs: Clinic else 11");
    assert_eq!(steps_between(start(0), fast_travel_door(0), Zones::Avoid), Some(3), "docs: Fast Travel three steps from START");
}

/// The docs' table for the north-west quadrant: Site, HP, steps from START to the
/// door by the shortest way (which may stop on an Infected Zone).
const DOCS_TABLE: [(&str, u8, u32); 6] =
    [("Pharmacy", 12, 3), ("Bus Depot", 13, 6), ("Radio Tower", 14, 6), ("Cold Store", 15, 7), ("Clinic", 16, 7), ("Stadium", 17, 7)];

fn walkable_tiles() -> usize {
    (0..H).flat_map(|y| (0..W).map(move |x| Pos::new(x, y))).filter(|p| cell(*p).walkable()).count()
}

/// Whether a shortest path may step on Infected Zones on the way (in play it would
/// stop there and need a zone roll to go on).
#[derive(Clone, Copy, PartialEq)]
enum Zones {
    Cross,
    Avoid,
}

/// The fewest steps from `a` to `b` along streets (a breadth-first search).
fn steps_between(a: Pos, b: Pos, zones: Zones) -> Option<u32> {
    let mut dist = HashMap::from([(a, 0u32)]);
    let mut queue = VecDeque::from([a]);
    while let Some(p) = queue.pop_front() {
        if p == b {
            return Some(dist[&p]);
        }
        for n in Dir::ALL.into_iter().filter_map(|d| p.step(d)) {
            let skip = zones == Zones::Avoid && cell(n) == Cell::InfectedZone && n != b;
            if cell(n).walkable() && !dist.contains_key(&n) && !skip {
                dist.insert(n, dist[&p] + 1);
                queue.push_back(n);
            }
        }
    }
    None
}
