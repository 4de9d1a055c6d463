//! A tap that changes the position is often followed by a second tap on the
//! same spot a moment later: a double tap, a finger that bounces, a mouse
//! double-click. The new position then has a new control under the finger
//! (The End Is Nigh's claim buttons where the trait button was, Extinction
//! Point's signals where "Finish building" was, the next player's "I'm
//! ready" on the curtain), and the second tap pressed it: a claim nobody
//! chose, which Undo may not take back, or a board shown to the wrong seat.
//!
//! So for a moment after the screen changes under a tap, a transparent
//! shield lies over the spot that was tapped and takes the next tap there.
//! It covers only that spot, so a tap anywhere else, or a key, is never held
//! back, and it lasts long enough for a quick repeat (half a second from
//! the first tap) but less than a player takes to read the new control.
//! A slow phone may take longer than that to play the move and draw the new
//! screen; a repeat made meanwhile waits in the browser's queue and arrives
//! once the screen is drawn, so the shield then stays until a moment after
//! the new screen is up (no one reads a new control and taps it that fast).
//! Where a control with the same words is still under the finger, a repeat
//! means what the first tap meant, and no shield is raised: loading
//! Extrication's cubes is a tap on "Load onto large pad" for each one. (The
//! words, not the element: a board may draw the same button anew.) Unless
//! the tap passed the turn: the same words are then another player's move
//! (Extrication's "Leave the track" for the next player, ExtracZon's roll
//! for the order of play), and a bounce made it for them.
//!
//! The play screen notes each new screen in its own render
//! ([`use_tap_guard`]), not in the shield's: yew hands the page back to the
//! browser every 16 ms while it works, and after a long render (Extinction's
//! board drawn as a curtain lifts, 70 ms here) a queued second click came in
//! with the board already drawn but the shield's own render still waiting,
//! so the click found no new screen and picked a hex through the curtain's
//! button.

use crate::engine::Seat;
use crate::kit::browser::perf_now;
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// How long after a tap the shield stays: a repeat within this is taken as
/// part of the same tap.
const SETTLE_MS: f64 = 500.0;
/// And how long at least after the new screen is drawn, for a repeat that
/// waited in the queue while a slow device drew it.
const AFTER_DRAWN_MS: f64 = 300.0;
/// A change this soon after a tap is taken as that tap's doing; bots and
/// timers that change the screen later raise no shield.
const CAUSED_WITHIN_MS: f64 = 300.0;
/// So is the first change after a tap, up to this long after it: a slow
/// phone may take that long to play the move and draw it. A bot's change
/// after the one the tap made is not.
const FIRST_CHANGE_WITHIN_MS: f64 = 2000.0;
/// Half the shield's side in CSS px: a finger's repeat lands within a
/// target's width (44 px) of the first.
const REACH_PX: f64 = 44.0;

/// What a tap may land on: the controls and the board's targets.
const CONTROL: &str = "button, a, [role='button'], [data-legal]";

/// What the screen shows: anything that changes whenever it changes (see
/// [`TapShieldProps::screen`]): the game's generation and revision, and
/// whether the curtain and the last look before it are up.
pub type Screen = (u32, u64, bool, bool);

/// A pointer's tap: where on the screen, when the page took it ([`perf_now`]:
/// its move comes after that, whenever the finger made it), and the words of
/// the control it pressed.
#[derive(Clone)]
struct Tap {
    x: f64,
    y: f64,
    at: f64,
    pressed: Option<String>,
}

impl Tap {
    /// Whether the control under the tap's spot now has the words of the one
    /// it pressed: a repeat would mean the same again.
    fn same_control_there(&self) -> bool {
        let now = gloo::utils::document().element_from_point(self.x as f32, self.y as f32).and_then(|e| control_words(&e));
        self.pressed.is_some() && now == self.pressed
    }
}

/// The words of the control `el` is part of (its label, else its text).
fn control_words(el: &web_sys::Element) -> Option<String> {
    let control = el.closest(CONTROL).ok().flatten()?;
    control.get_attribute("aria-label").or_else(|| control.text_content())
}

/// What the shield goes by, kept by the play screen (see [`use_tap_guard`]).
#[derive(Clone)]
pub struct TapGuard(Rc<RefCell<Guard>>);

/// One play screen keeps one guard for its life.
impl PartialEq for TapGuard {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The play screen's guard, with the screen it is drawing now noted.
/// `screen` is anything that changes whenever what the screen shows changes
/// (the position, the curtain going up or down); `acting` the seat whose
/// taps the board takes now, if any.
#[hook]
pub fn use_tap_guard(screen: Screen, acting: Option<Seat>) -> TapGuard {
    let guard = use_mut_ref(|| Guard { was_acting: acting, ..Guard::default() });
    {
        let mut g = guard.borrow_mut();
        if g.drawn.is_none_or(|(drawn, ..)| drawn != screen) {
            g.drawn = Some((screen, acting, perf_now()));
        }
    }
    TapGuard(guard)
}

#[derive(Properties, PartialEq)]
pub struct TapShieldProps {
    pub guard: TapGuard,
    /// The screen the guard last noted.
    pub screen: Screen,
}

/// Where the shield lies (its centre) and until when ([`perf_now`]).
#[derive(Clone, Copy, PartialEq)]
struct Shield {
    x: f64,
    y: f64,
    until: f64,
}

impl Shield {
    fn covers(&self, x: f64, y: f64, now: f64) -> bool {
        now < self.until && (x - self.x).abs() <= REACH_PX && (y - self.y).abs() <= REACH_PX
    }
}

/// What the shield goes by, shared by the drawing, its effect and the click
/// listener, whichever sees a new screen first.
#[derive(Default)]
struct Guard {
    last_tap: Option<Tap>,
    /// The screen as last drawn, with whose taps it takes and when it was drawn.
    drawn: Option<(Screen, Option<Seat>, f64)>,
    /// The last screen the shield was decided for.
    decided: Option<Screen>,
    /// Whose taps the board took on that screen.
    was_acting: Option<Seat>,
    /// When that screen was drawn.
    last_change: f64,
    shield: Option<Shield>,
}

impl Guard {
    /// Decides the shield for the screen last drawn, once per screen: a
    /// change that was the last tap's doing puts it over the tap's spot.
    /// Returns the new shield, if one goes up.
    fn decide(&mut self, now: f64) -> Option<Shield> {
        let (screen, acting, drawn_at) = self.drawn?;
        if self.decided.replace(screen) == Some(screen) {
            return None;
        }
        let previous_change = std::mem::replace(&mut self.last_change, drawn_at);
        let turn_passed = std::mem::replace(&mut self.was_acting, acting) != acting;
        let tap = self.last_tap.as_ref().filter(|t| {
            let since = drawn_at - t.at;
            let first_since = t.at > previous_change;
            (since < CAUSED_WITHIN_MS || (first_since && since < FIRST_CHANGE_WITHIN_MS)) && (turn_passed || !t.same_control_there())
        })?;
        let shield = Shield { x: tap.x, y: tap.y, until: (tap.at + SETTLE_MS).max(now + AFTER_DRAWN_MS) };
        self.shield = Some(shield);
        Some(shield)
    }
}

#[function_component]
pub fn TapShield(props: &TapShieldProps) -> Html {
    let guard = props.guard.0.clone();
    // The shield on the page, while it lies there.
    let shown = use_state(|| None::<Shield>);
    let lifting = use_mut_ref(|| None::<Timeout>);
    let raise = {
        let (shown, lifting) = (shown.clone(), lifting.clone());
        Rc::new(move |shield: Shield| {
            shown.set(Some(shield));
            let shown = shown.clone();
            let wait = (shield.until - perf_now()).max(0.0);
            // Replacing the timer drops (cancels) the one before.
            *lifting.borrow_mut() = Some(Timeout::new(wait as u32, move || shown.set(None)));
        })
    };
    {
        let (guard, raise) = (guard.clone(), raise.clone());
        use_effect_with((), move |_| {
            let listener = guard_taps(guard, raise);
            move || drop(listener)
        });
    }
    {
        let guard = guard.clone();
        use_effect_with(props.screen, move |_| {
            let shield = guard.borrow_mut().decide(perf_now());
            if let Some(shield) = shield {
                raise(shield);
            }
        });
    }
    match *shown {
        Some(Shield { x, y, .. }) => html! {
            <div class="tap-shield" aria-hidden="true" data-testid="tap-shield"
                style={format!("left: {}px; top: {}px; width: {size}px; height: {size}px", x - REACH_PX, y - REACH_PX, size = 2.0 * REACH_PX)} />
        },
        None => Html::default(),
    }
}

/// Sees every click on the page before any control does: one the shield
/// covers is held back (deciding the shield first for a screen drawn and not
/// yet decided), and a pointer's tap is kept as the latest. A click a key
/// made (Enter, Space) has no place on the screen (its `detail` is 0): it
/// is never held back nor kept.
fn guard_taps(guard: Rc<RefCell<Guard>>, raise: Rc<dyn Fn(Shield)>) -> Option<EventListener> {
    let window = web_sys::window()?;
    // Not passive: a held-back click's default (following a link) is prevented.
    let options = EventListenerOptions { phase: EventListenerPhase::Capture, passive: false };
    Some(EventListener::new_with_options(&window, "click", options, move |e| {
        let Some(e) = e.dyn_ref::<web_sys::MouseEvent>() else { return };
        if e.detail() == 0 {
            return;
        }
        let (x, y, now) = (f64::from(e.client_x()), f64::from(e.client_y()), perf_now());
        let made = made_at(e, now);
        let new_shield = guard.borrow_mut().decide(now);
        if let Some(shield) = new_shield {
            raise(shield);
        }
        if guard.borrow().shield.is_some_and(|s| s.covers(x, y, made)) {
            e.stop_immediate_propagation();
            e.prevent_default();
            return;
        }
        let pressed = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|el| control_words(&el));
        guard.borrow_mut().last_tap = Some(Tap { x, y, at: now, pressed });
    }))
}

/// When the finger or button made the click, which on a busy device may be
/// well before the page gets it: a repeat made while the shield lay there
/// is the shield's, though the page was still drawing when it came in
/// (found under load: repeats made 50-150 ms before the shield lifted came
/// in after it). A browser whose stamp is not on the page's clock (older
/// Safari counted from 1970) gives the time the page got it. Only the
/// shield's check goes by it: a tap taken after a bot's move, though made
/// before it, still counts as first since that move.
fn made_at(e: &web_sys::MouseEvent, now: f64) -> f64 {
    let stamp = e.time_stamp();
    if stamp > 0.0 && stamp <= now {
        stamp
    } else {
        now
    }
}
