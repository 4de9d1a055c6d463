//! A game in progress with its game's type put away behind [`Live`], so the
//! play screen is one component for every game.
//!
//! Why: a play screen generic over the game was built once per game, and
//! its hooks, callbacks and markup came to several KB of the download each
//! time (docs/platform.md, "Download size"). Now the only per-game code on
//! the play screen is [`LiveSession`], the adapter below: it owns the
//! `Session<G>`, keeps the views and legal moves it has worked out for the
//! current position, and turns the screen's requests into the game's calls.

use super::bot_runner::{think_of_hint, think_paced, BotTurn};
use crate::engine::bot::hint;
use crate::engine::words::count;
use crate::engine::{GameRng, Outcome, Seat, ToAct, Viewer};
use crate::games::GameId;
use crate::kit::browser;
use crate::kit::game_ui::{BoardProps, GameUi, RevealWait};
use crate::saves::{seat_name, Controller, SaveFile, SeatInfo};
use crate::table::headline::headline;
use crate::table::session::{Session, SessionAction};
use crate::table::timeline::Timeline;
use crate::ui::components::chart::ChartData;
use std::any::Any;
use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// What can happen to a game on the play screen: a [`SessionAction`] with
/// the game's action type boxed.
pub enum Step {
    /// `seat` plays `action` (the game's own `Action`), decided when the
    /// record held `at` moves.
    Play {
        seat: Seat,
        action: Box<dyn Any>,
        at: usize,
    },
    Undo {
        seat: Seat,
    },
    Restart {
        seed: u64,
    },
    DismissRefusal,
    /// `seat` wrote its private notes.
    Note {
        seat: Seat,
        text: String,
    },
    /// The board's reason a tap did nothing (it was not legal now).
    Explain {
        why: String,
    },
    /// Another window moved this game on: carry on from its newer save.
    Replace(Rc<dyn Live>),
    /// A hint for `seat` worked out (`action` is the game's own `Action`),
    /// asked when the record held `at` moves.
    Hinted {
        seat: Seat,
        action: Box<dyn Any>,
        words: String,
        at: usize,
    },
    /// Hints offered from now on, or not (the menu's switch).
    SetHints {
        on: bool,
    },
}

/// A finished game as the end screen shows it.
pub struct Ended {
    pub outcome: Outcome,
    /// The first line: who won, and when the game says so, why.
    pub headline: String,
    /// The game's own detail: scores, tiebreaks, tiers.
    pub detail: Html,
    /// "Ana took 2 hints.", one line per seat that took any.
    pub hints: Vec<String>,
    /// The running score or health by round, when the game keeps one.
    pub chart: Option<Rc<ChartData>>,
}

/// The game in progress, whatever the game.
pub trait Live {
    fn game_id(&self) -> GameId;
    /// The id it is saved under.
    fn save_id(&self) -> &str;
    fn seats(&self) -> Rc<Vec<SeatInfo>>;
    fn to_act(&self) -> ToAct;
    /// The seat that made the last move, if any.
    fn last_actor(&self) -> Option<Seat>;
    /// Moves on with every change worth saving; 0 right after opening.
    fn revision(&self) -> u64;
    /// The stored revision of the save this game was opened from.
    fn opened_revision(&self) -> u64;
    /// Why the last move was refused, until the next step.
    fn refusal(&self) -> Option<String>;
    fn can_undo(&self, seat: Seat) -> bool;
    /// The game may hide things from a seat (the curtain is then needed).
    fn hides_information(&self) -> bool;
    /// The board as `viewer` sees it; `acting` may play on it through `on_step`.
    fn board(&self, viewer: Viewer, acting: Option<Seat>, on_step: &Callback<Step>) -> Html;
    /// Whose turn and what they may do, in one sentence for `viewer`.
    fn prompt(&self, viewer: Viewer) -> String;
    /// The log as `viewer` may read it.
    fn log_lines(&self, viewer: Viewer) -> Rc<Vec<String>>;
    /// The latest move's result waits this long for its dice, if at all.
    fn reveal_wait(&self) -> Option<RevealWait>;
    /// How many of the log's last lines (for `viewer`) the latest move wrote.
    fn latest_lines(&self, viewer: Viewer) -> usize;
    /// What `seat`'s latest move showed them alone (a card drawn), if no
    /// other human has moved since, as log lines: their last look before
    /// the curtain.
    fn news(&self, seat: Seat) -> Vec<String>;
    /// `seat`'s private notes.
    fn note(&self, seat: Seat) -> String;
    /// The history's line for this game, once it is over.
    fn history_entry(&self, now: u64) -> Option<crate::history::Entry>;
    /// Once the game is over: the outcome and the game's own account of it.
    fn result(&self) -> Option<Ended>;
    fn to_save(&self, now: u64) -> SaveFile;
    /// The same table and set-up dealt afresh from `seed`, as a new save `id`.
    fn rematch(&self, id: String, seed: u64, now: u64) -> Result<SaveFile, String>;
    /// The game after `step` (refused moves leave it as it was, with a reason).
    fn step(&self, step: Step) -> Rc<dyn Live>;
    /// Starts the bot at `seat` thinking, if that seat is a bot that must act;
    /// it hands its move to `play` after the pause in `pace_ms`.
    fn think(&self, seat: Seat, pace_ms: Rc<Cell<u32>>, play: Callback<Step>) -> Option<BotTurn>;
    /// Whether the Hint button is offered.
    fn hints_on(&self) -> bool;
    /// The hint on screen for `seat` in this position, in words.
    fn hint(&self, seat: Seat) -> Option<String>;
    /// Starts working out a hint for `seat` from its own view; it hands the
    /// hint to `play` as a [`Step::Hinted`]. Dropping the turn stops it.
    fn ask_hint(&self, seat: Seat, play: Callback<Step>) -> Option<BotTurn>;
}

/// Opens a save as a live game of `G`, or says why not.
pub fn open<G: GameUi>(save: &SaveFile) -> Result<Rc<dyn Live>, String> {
    let mut session = Session::<G>::open(save)?;
    session.seats = Rc::new(session.seats.iter().cloned().map(played_level::<G>).collect());
    Ok(Rc::new(LiveSession::new(session)) as Rc<dyn Live>)
}

/// A bot seat as the game plays it: a level the game no longer offers (it
/// was measured no stronger than the one below) reads and plays as that one,
/// and the save takes the new level with the next move.
fn played_level<G: GameUi>(seat: SeatInfo) -> SeatInfo {
    match seat.controller {
        Controller::Bot(level) => SeatInfo { controller: Controller::Bot(level.played::<G>()), ..seat },
        Controller::Human => seat,
    }
}

/// The adapter: one per game type, the play screen's only generic part.
pub struct LiveSession<G: GameUi> {
    session: Session<G>,
    /// Worked out on demand for this position: views per viewer, legal moves
    /// per seat, log lines per viewer. Kept as `Rc`s so the board sees the
    /// same value (and keeps a half-made choice) until the position changes.
    views: Cache<Viewer, G::View>,
    legal: Cache<Seat, Vec<G::Action>>,
    lines: Cache<Viewer, Vec<String>>,
    /// The legal moves of a board nobody here may act on.
    no_moves: Rc<Vec<G::Action>>,
    /// The end screen's chart, worked out once the game is over (a replay
    /// of the record).
    chart: OnceCell<Option<Rc<ChartData>>>,
}

impl<G: GameUi> LiveSession<G> {
    pub fn new(session: Session<G>) -> Self {
        LiveSession {
            session,
            views: RefCell::default(),
            legal: RefCell::default(),
            lines: RefCell::default(),
            no_moves: Rc::default(),
            chart: OnceCell::new(),
        }
    }

    fn view(&self, viewer: Viewer) -> Rc<G::View> {
        cached(&self.views, viewer, || self.session.game.view(viewer))
    }

    fn legal(&self, seat: Seat) -> Rc<Vec<G::Action>> {
        cached(&self.legal, seat, || self.session.game.legal_actions(seat))
    }

    /// The next state: a step that changed nothing worth saving (a refusal
    /// shown or dismissed) keeps what was worked out for this position.
    fn next(&self, session: Session<G>) -> LiveSession<G> {
        let next = LiveSession::new(session);
        if next.session.revision == self.session.revision {
            next.views.replace(self.views.borrow().clone());
            next.legal.replace(self.legal.borrow().clone());
            next.lines.replace(self.lines.borrow().clone());
            return LiveSession { no_moves: self.no_moves.clone(), chart: self.chart.clone(), ..next };
        }
        next
    }
}

/// Values worked out for the current position, by key.
type Cache<K, V> = RefCell<Vec<(K, Rc<V>)>>;

/// The value for `key`, worked out once per position.
fn cached<K: PartialEq + Copy, V>(cache: &Cache<K, V>, key: K, make: impl FnOnce() -> V) -> Rc<V> {
    if let Some((_, v)) = cache.borrow().iter().find(|(k, _)| *k == key) {
        return v.clone();
    }
    let v = Rc::new(make());
    cache.borrow_mut().push((key, v.clone()));
    v
}

/// A move for the screen to dispatch, stamped with the position it was decided in.
fn play_step<G: GameUi>(seat: Seat, action: G::Action, at: usize) -> Step {
    Step::Play { seat, action: Box::new(action), at }
}

impl<G: GameUi> Live for LiveSession<G> {
    fn game_id(&self) -> GameId {
        self.session.game_id
    }

    fn save_id(&self) -> &str {
        &self.session.id
    }

    fn seats(&self) -> Rc<Vec<SeatInfo>> {
        self.session.seats.clone()
    }

    fn to_act(&self) -> ToAct {
        self.session.game.to_act()
    }

    fn last_actor(&self) -> Option<Seat> {
        self.session.record.actions.last().map(|(s, _)| *s)
    }

    fn revision(&self) -> u64 {
        self.session.revision
    }

    fn opened_revision(&self) -> u64 {
        self.session.opened_revision
    }

    fn refusal(&self) -> Option<String> {
        self.session.refusal.clone()
    }

    fn can_undo(&self, seat: Seat) -> bool {
        self.session.can_undo(seat)
    }

    fn hides_information(&self) -> bool {
        G::HIDES_INFORMATION
    }

    fn board(&self, viewer: Viewer, acting: Option<Seat>, on_step: &Callback<Step>) -> Html {
        let at = self.session.record.actions.len();
        let on_refuse = on_step.reform(|why| Step::Explain { why });
        let on_clear_refusal = self.session.refusal.is_some().then(|| on_step.reform(|()| Step::DismissRefusal));
        let on_take_back = acting.filter(|&seat| self.session.can_undo(seat)).map(|seat| on_step.reform(move |()| Step::Undo { seat }));
        let on_step = on_step.clone();
        G::board(&BoardProps {
            view: self.view(viewer),
            acting,
            legal: acting.map_or_else(|| self.no_moves.clone(), |seat| self.legal(seat)),
            seats: self.session.seats.clone(),
            recent: self.session.recent.clone(),
            on_refuse,
            on_clear_refusal,
            hinted: acting.and_then(|seat| self.session.hint_for(seat)).map(|h| h.action.clone()),
            on_take_back,
            on_action: Callback::from(move |action: G::Action| {
                // Nobody here may act (a bot's turn, the curtain): the tap does nothing.
                if let Some(seat) = acting {
                    on_step.emit(play_step::<G>(seat, action, at));
                }
            }),
        })
    }

    fn prompt(&self, viewer: Viewer) -> String {
        let seats = &self.session.seats;
        G::prompt(&self.view(viewer)).render(|s| seat_name(seats, s))
    }

    fn history_entry(&self, now: u64) -> Option<crate::history::Entry> {
        let s = &self.session;
        let ended = self.result()?;
        let times = (s.created_ms, now);
        Some(crate::history::Entry::of(&s.id, s.game_id, &s.seats, &ended.outcome, times, s.record.actions.len(), ended.headline))
    }

    fn note(&self, seat: Seat) -> String {
        self.session.note(seat).to_string()
    }

    fn news(&self, seat: Seat) -> Vec<String> {
        let s = &self.session;
        s.news_for(seat).iter().map(|line| line.render(|seat| seat_name(&s.seats, seat))).collect()
    }

    fn log_lines(&self, viewer: Viewer) -> Rc<Vec<String>> {
        let s = &self.session;
        let view = self.view(viewer);
        cached(&self.lines, viewer, || {
            s.log
                .iter()
                .filter_map(|event| G::redact_event(event, viewer))
                // None: an event the game leaves out of the log.
                .filter_map(|event| G::log_line(&event, &view))
                .map(|line| line.render(|seat| seat_name(&s.seats, seat)))
                .collect()
        })
    }

    fn reveal_wait(&self) -> Option<RevealWait> {
        let ms = G::reveal_wait_ms(&self.view(Viewer::Table), &self.session.recent);
        (ms > 0).then_some(RevealWait { ms, odd: self.session.record.actions.len() % 2 == 1 })
    }

    fn latest_lines(&self, viewer: Viewer) -> usize {
        let view = self.view(viewer);
        let said = |event: &G::Event| G::redact_event(event, viewer).and_then(|e| G::log_line(&e, &view));
        self.session.recent.iter().filter(|e| said(e).is_some()).count()
    }

    fn result(&self) -> Option<Ended> {
        let outcome = self.session.game.to_act().outcome()?.clone();
        let (view, seats) = (self.view(Viewer::Table), &self.session.seats);
        let detail = G::result(&view, &outcome, seats);
        let headline = match G::headline(&view, &outcome) {
            Some(line) => line.render(|s| seat_name(seats, s)),
            None => headline(&outcome, seats),
        };
        let hints = seats
            .iter()
            .enumerate()
            .map(|(i, info)| (info, self.session.hints.taken_by(Seat(i as u8))))
            .filter(|(_, n)| *n > 0)
            .map(|(info, n)| format!("{} took {}.", info.name, count(n, "hint", "hints")))
            .collect();
        // The review's own replay, so each game carries one copy of it.
        let chart = self
            .chart
            .get_or_init(|| Timeline::of(&self.session.record).ok().and_then(|t| ChartData::of(t.chronicle(), seats)).map(Rc::new))
            .clone();
        Some(Ended { outcome, detail, headline, hints, chart })
    }

    fn to_save(&self, now: u64) -> SaveFile {
        self.session.to_save(now)
    }

    fn rematch(&self, id: String, seed: u64, now: u64) -> Result<SaveFile, String> {
        let s = &self.session;
        Session::<G>::start(id, (*s.seats).clone(), s.record.setup.clone(), seed, now)
            .map(|next| next.with_hints(s.hints.on).to_save(now))
            .map_err(|e| format!("Could not start a rematch: {e}."))
    }

    fn step(&self, step: Step) -> Rc<dyn Live> {
        let action = match step {
            Step::Play { seat, action, at } => match action.downcast::<G::Action>() {
                Ok(action) => SessionAction::Play { seat, action: *action, at },
                // Only this adapter makes `Play` steps, always with G's actions.
                Err(_) => return Rc::new(self.next(self.session.clone())),
            },
            Step::Undo { seat } => SessionAction::Undo { seat },
            Step::Restart { seed } => SessionAction::Restart { seed },
            Step::DismissRefusal => SessionAction::DismissRefusal,
            Step::Explain { why } => SessionAction::Explain { why },
            Step::Note { seat, text } => SessionAction::Note { seat, text },
            Step::Replace(newer) => return newer,
            Step::Hinted { seat, action, words, at } => match action.downcast::<G::Action>() {
                Ok(action) => SessionAction::Hinted { seat, action: *action, words, at },
                Err(_) => return Rc::new(self.next(self.session.clone())),
            },
            Step::SetHints { on } => SessionAction::SetHints { on },
        };
        let mut session = self.session.clone();
        session.apply(action);
        Rc::new(self.next(session))
    }

    fn think(&self, seat: Seat, pace_ms: Rc<Cell<u32>>, play: Callback<Step>) -> Option<BotTurn> {
        let Controller::Bot(level) = self.session.seats.get(seat.index())?.controller else { return None };
        let legal = self.legal(seat);
        if self.session.game.to_act().is_over() || legal.is_empty() {
            return None;
        }
        let at = self.session.record.actions.len();
        // The bot sees only what its seat may see.
        let view = (*self.view(Viewer::Seat(seat))).clone();
        Some(think_paced::<G>(view, seat, level, browser::fresh_seed(), pace_ms, move |choice, _| {
            // The search samples what the bot cannot see; should its choice not
            // be legal in the real game, it plays a random legal move rather
            // than stall the table.
            let action = match choice {
                Some(a) if legal.contains(&a) => a,
                _ => {
                    let mut rng = GameRng::from_seed(browser::fresh_seed());
                    legal[rng.below(legal.len())].clone()
                }
            };
            play.emit(play_step::<G>(seat, action, at));
        }))
    }

    fn hints_on(&self) -> bool {
        self.session.hints.on
    }

    fn hint(&self, seat: Seat) -> Option<String> {
        self.session.hint_for(seat).map(|h| h.words.clone())
    }

    fn ask_hint(&self, seat: Seat, play: Callback<Step>) -> Option<BotTurn> {
        let legal = self.legal(seat);
        if !self.session.hints.on || legal.is_empty() {
            return None;
        }
        let at = self.session.record.actions.len();
        // Only what this seat may see: the hint cannot tell what it hides.
        let view = (*self.view(Viewer::Seat(seat))).clone();
        let seats = self.session.seats.clone();
        let seed = browser::fresh_seed();
        Some(think_of_hint::<G>(view.clone(), seat, seed, move |found| {
            // A search over sampled hidden cards could name a move the real
            // game refuses; such a hint is not shown.
            let Some(found) = found.filter(|h| legal.contains(h.action())) else { return };
            let words = hint::words::<G>(&view, seat, &found, seed).render(|s| seat_name(&seats, s));
            play.emit(Step::Hinted { seat, action: Box::new(found.action().clone()), words, at });
        }))
    }
}

/// The play screen's state for yew: the live game, replaced on every step.
pub struct Playing(pub Rc<dyn Live>);

impl Reducible for Playing {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        Rc::new(Playing(self.0.step(step)))
    }
}

impl PartialEq for Playing {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}
