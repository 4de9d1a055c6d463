//! What every part of a game's board reads, written once for all games: the
//! view, the seats, the legal moves, the half-made choice and the ways to
//! change them. The board component makes it with [`use_board_ctx`] and
//! hands it down with yew's `ContextProvider`; each part reads it with
//! `use_context`, so no part imports the component that renders it and no
//! game writes its own props struct for it.
//!
//! The rules that live here, so every game keeps them the same way:
//! - a half-made choice (a tapped piece waiting for its target) belongs to
//!   the position it was made in: a new view drops it, unless the game says
//!   the same choice still leads to one of the new legal moves
//!   ([`HalfChoice::still_leads_to`]: Extrication's chosen Cohorts stay
//!   chosen to load the next one); a refused move keeps the view, and so
//!   the choice; a choice once dropped does not come back;
//! - after a move the pressed control is often gone, so keyboard focus goes
//!   to the board's first control that matches the game's selector, never
//!   back to the top of the page; and whenever the legal moves or the
//!   choice change, or a tap is refused, the board's first legal target is
//!   scrolled into view if none is in it; and a target a hint marks is
//!   scrolled into view when the hint comes;
//! - a refused tap's reason stays until the next move or the next choice:
//!   a first tap that is legal takes it away;
//! - Escape lets go of a half-made choice (unless a dialog or the menu took
//!   it first), so a keyboard player can step back from a first tap;
//! - the board's legal targets are one Tab stop, and the arrow keys move
//!   between them ([`keys`]).

use super::game_ui::{BoardProps, GameUi};
use super::parts::bind;
use super::{box_size, browser, dock, keys, motion};
use crate::engine::Seat;
use crate::saves::{seat_name, SeatInfo};
use gloo::events::EventListener;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// A game's half-made choice: `Default` is "nothing chosen".
pub trait HalfChoice<A>: Clone + Default + PartialEq + 'static {
    /// Whether this choice, carried into a new position, still leads to
    /// `action` there. The default, never, starts every position afresh.
    fn still_leads_to(&self, _action: &A) -> bool {
        false
    }
}

/// The board's shared context. `C` is the game's half-made choice.
pub struct BoardCtx<G: GameUi, C> {
    pub view: Rc<G::View>,
    pub seats: Rc<Vec<SeatInfo>>,
    /// Legal actions of the human who may act here (empty otherwise).
    pub legal: Rc<Vec<G::Action>>,
    pub acting: Option<Seat>,
    /// The events of the latest action that had any (what the log ends
    /// with), for dice, card animations and the marks of the last move.
    pub recent: Rc<Vec<G::Event>>,
    /// The choice in hand, or `C::default()` for none.
    pub choice: C,
    /// The move a hint on screen names, if any (see [`BoardCtx::hinted`]).
    pub hint: Option<Rc<G::Action>>,
    on_choice: Callback<C>,
    on_action: Callback<G::Action>,
    on_refuse: Callback<String>,
    on_take_back: Option<Callback<()>>,
}

/// By hand: derived impls would ask `G: Clone` and `G: PartialEq` for no reason.
impl<G: GameUi, C: Clone> Clone for BoardCtx<G, C> {
    fn clone(&self) -> Self {
        BoardCtx {
            view: self.view.clone(),
            seats: self.seats.clone(),
            legal: self.legal.clone(),
            acting: self.acting,
            recent: self.recent.clone(),
            choice: self.choice.clone(),
            hint: self.hint.clone(),
            on_choice: self.on_choice.clone(),
            on_action: self.on_action.clone(),
            on_refuse: self.on_refuse.clone(),
            on_take_back: self.on_take_back.clone(),
        }
    }
}

/// The shell hands over a new `Rc` whenever a value changes, so pointers
/// tell views apart without comparing them whole.
impl<G: GameUi, C: PartialEq> PartialEq for BoardCtx<G, C> {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.view, &o.view)
            && Rc::ptr_eq(&self.seats, &o.seats)
            && Rc::ptr_eq(&self.legal, &o.legal)
            && self.acting == o.acting
            && Rc::ptr_eq(&self.recent, &o.recent)
            && self.choice == o.choice
            && self.hint == o.hint
            && self.on_choice == o.on_choice
            && self.on_action == o.on_action
            && self.on_refuse == o.on_refuse
            && self.on_take_back == o.on_take_back
    }
}

impl<G: GameUi, C: Clone + 'static> BoardCtx<G, C> {
    /// A press that plays `action`.
    pub fn act(&self, action: G::Action) -> Callback<()> {
        bind(&self.on_action, action)
    }

    /// Plays `action` now (for a press that works out its action itself).
    pub fn play(&self, action: G::Action) {
        self.on_action.emit(action);
    }

    /// A press that makes `choice` the one in hand.
    pub fn choose(&self, choice: C) -> Callback<()> {
        bind(&self.on_choice, choice)
    }

    /// Makes `choice` the one in hand now.
    pub fn set_choice(&self, choice: C) {
        self.on_choice.emit(choice);
    }

    /// Says in one line why the thing just tapped does nothing now (it is
    /// not legal); shown where a refused move's reason is.
    pub fn refuse(&self, why: impl Into<String>) {
        self.on_refuse.emit(why.into());
        // The reason says what to tap instead: the tap may have scrolled the
        // board to its target, so show a legal one if none is in view.
        browser::reveal_first_on_board();
    }

    /// A press that says `why` it does nothing now.
    pub fn refusal(&self, why: impl Into<String>) -> Callback<()> {
        let (on_refuse, why) = (self.on_refuse.clone(), why.into());
        Callback::from(move |()| {
            on_refuse.emit(why.clone());
            browser::reveal_first_on_board();
        })
    }

    /// A press that takes back the acting seat's last action, when the undo
    /// rule allows it (see [`BoardProps::on_take_back`]).
    pub fn take_back(&self) -> Option<Callback<()>> {
        self.on_take_back.clone()
    }

    /// True when a hint on screen names `action`: the board then marks the
    /// control that plays it (`hint` on the kit's `Button`: an outline and
    /// a "Hint" badge, `data-hint`), so the player sees where the hint is.
    pub fn hinted(&self, action: &G::Action) -> bool {
        self.hint.as_deref() == Some(action)
    }

    /// True when a hint on screen names a move that `part` accepts: for a
    /// piece a move starts from (tap it, then its target), so the first tap
    /// is marked too.
    pub fn hint_starts(&self, part: impl Fn(&G::Action) -> bool) -> bool {
        self.hint.as_deref().is_some_and(part)
    }

    /// The legal actions that `keep` accepts.
    pub fn legal_where(&self, keep: impl Fn(&G::Action) -> bool) -> Vec<G::Action> {
        self.legal.iter().filter(|a| keep(a)).cloned().collect()
    }

    /// The player's name of `seat`.
    pub fn name(&self, seat: Seat) -> String {
        seat_name(&self.seats, seat)
    }
}

/// A board target a hint on screen names (`data-hint`).
const HINTED: &str = "[data-hint='true']";

/// The board's context for `props`, holding the half-made choice (see the
/// module's rules) and moving focus, when lost, to `root`'s first `focus`
/// match after each move (to a chosen piece's first part before that).
#[hook]
pub fn use_board_ctx<G, C>(props: &BoardProps<G>, root: &NodeRef, focus: &'static str) -> BoardCtx<G, C>
where
    G: GameUi,
    C: HalfChoice<G::Action>,
{
    // The choice with the view it was made on: a new view means a new
    // position, where an old choice means nothing. The view itself is held,
    // not its address: a freed view's address can come back for a new one.
    let held = use_state(|| (None::<Rc<G::View>>, C::default()));
    let (made_on, choice) = &*held;
    let same_view = made_on.as_ref().is_some_and(|v| Rc::ptr_eq(v, &props.view));
    let kept = same_view || props.legal.iter().any(|a| choice.still_leads_to(a));
    let choice = if kept { choice.clone() } else { C::default() };
    {
        // A choice dropped stays dropped: held on, it would come back in a
        // later position where it leads somewhere again (the same kind of
        // item at the same place, turns later).
        let (held, stale) = (held.clone(), !kept && held.1 != C::default());
        use_effect_with(stale, move |stale| {
            if *stale {
                held.set((None, C::default()));
            }
        });
    }
    use_targets_in_view(root, &props.legal, &choice, &props.hinted, focus);
    use_reveal_on_resize(root);
    keys::use_board_keys(root);
    use_escape_lets_go(&held, choice != C::default());
    let on_choice = {
        // A new choice is a legal tap: a reason given for an earlier one no
        // longer speaks to what is on the board. Cleared first, so a press
        // that both sets a choice and refuses leaves its own reason shown.
        let (held, view, clear) = (held.clone(), props.view.clone(), props.on_clear_refusal.clone());
        Callback::from(move |c: C| {
            if let Some(clear) = &clear {
                clear.emit(());
            }
            held.set((Some(view.clone()), c))
        })
    };
    BoardCtx {
        view: props.view.clone(),
        seats: props.seats.clone(),
        legal: props.legal.clone(),
        acting: props.acting,
        recent: props.recent.clone(),
        choice,
        hint: props.hinted.clone().map(Rc::new),
        on_choice,
        on_action: props.on_action.clone(),
        on_refuse: props.on_refuse.clone(),
        on_take_back: props.on_take_back.clone(),
    }
}

/// Keeps a move in reach as the moves change: a turn opens on its first
/// target; within a turn a new step, or a first tap that changes the targets
/// as a move does (a chosen identity's cards, a piece's destinations), brings
/// one in view only if none is, as the player may be working in another part
/// of a big board. A hint just given brings its target in view: the player
/// asked where to play.
#[hook]
fn use_targets_in_view<A, C>(root: &NodeRef, legal: &Rc<Vec<A>>, choice: &C, hinted: &Option<A>, focus: &'static str)
where
    A: PartialEq + Clone + 'static,
    C: PartialEq + Clone + 'static,
{
    // Whether the last legal moves seen were any: a turn starts when moves
    // come after none (another seat played, or the curtain was lifted).
    let had_moves = use_mut_ref(|| false);
    let target_root = root.clone();
    use_effect_with((legal.clone(), choice.clone()), move |(legal, _)| {
        let had = had_moves.replace(!legal.is_empty());
        if !had && !legal.is_empty() {
            browser::bring_first_into_view(&target_root, dock::TO_SHOW);
        } else {
            browser::reveal_first(&target_root, dock::TO_SHOW);
        }
        dock::refocus_after_move(target_root.cast(), focus);
    });
    // The dock's targets are in view already; the board's may not be.
    let root = root.clone();
    use_effect_with(hinted.clone(), move |hint| {
        if hint.is_some() {
            browser::reveal_first(&root, HINTED);
        }
    });
}

/// Escape lets go of a half-made choice, as the dock's Let go does: the
/// keyboard's way back from a first tap.
#[hook]
fn use_escape_lets_go<V: 'static, C: Default + 'static>(held: &UseStateHandle<(Option<Rc<V>>, C)>, chosen: bool) {
    let held = held.clone();
    use_effect_with(chosen, move |chosen| {
        let listener = chosen.then(|| {
            browser::on_page_keys(move |key| {
                if key == "Escape" {
                    held.set((None, C::default()));
                }
            })
        });
        move || drop(listener)
    });
}

/// A tablet turned on its side, or a window resized, lays the board out anew,
/// and the scroll that showed a legal target may show none in the new shape.
/// So does the board area's box shrinking under a growing side panel (on a
/// phone the panel is below the board): a refused card's reason at 360x800
/// left Extinction Point's hand wholly below the board's edge. Once the new
/// layout is drawn (two frames on: the resize's own frame runs the resize
/// observers and yew's redraws), a legal target comes into view if none is,
/// and the step's buttons too. One look per burst, however many events a
/// dragged window edge fires.
#[hook]
fn use_reveal_on_resize(root: &NodeRef) {
    let root = root.clone();
    use_effect_with((), move |_| {
        let pending = Rc::new(Cell::new(false));
        let look = Rc::new(move || {
            if pending.replace(true) {
                return;
            }
            let (root, pending) = (root.clone(), pending.clone());
            motion::next_frame(move || {
                motion::next_frame(move || {
                    pending.set(false);
                    browser::reveal_first(&root, dock::TO_SHOW);
                    dock::reveal_steps();
                })
            });
        });
        let listener = EventListener::new(&gloo::utils::window(), "resize", {
            let look = look.clone();
            move |_| look()
        });
        let area = browser::board_on_page().and_then(|area| box_size::watch(area, move |_, _| look()));
        move || drop((listener, area))
    });
}

/// A part of the board reads the context its board provides.
///
/// Panics only if a part is rendered outside its board, which is a bug in
/// the game's view (every part is written inside the provider).
#[hook]
pub fn use_ctx<G, C>() -> BoardCtx<G, C>
where
    G: GameUi,
    C: Clone + PartialEq + 'static,
{
    use_context::<BoardCtx<G, C>>().expect("a board part is rendered inside its board's ContextProvider")
}
