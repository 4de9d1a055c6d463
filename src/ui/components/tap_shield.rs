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

/// A pointer's tap: where on the screen, when ([`perf_now`]), and the words
/// of the control it pressed.
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

#[derive(Properties, PartialEq)]
pub struct TapShieldProps {
    /// Anything that changes whenever what the screen shows changes (the
    /// position, the curtain going up or down).
    pub screen: (u32, u64, bool),
    /// The seat whose taps the board takes now, if any.
    pub acting: Option<Seat>,
}

#[function_component]
pub fn TapShield(props: &TapShieldProps) -> Html {
    let last_tap = use_mut_ref(|| None::<Tap>);
    // Whose taps the board took on the screen before this one.
    let was_acting = use_mut_ref(|| props.acting);
    // Where the shield lies, while it does.
    let shield = use_state(|| None::<(f64, f64)>);
    let lifting = use_mut_ref(|| None::<Timeout>);
    // When the screen last changed.
    let last_change = use_mut_ref(|| 0.0_f64);
    {
        let last_tap = last_tap.clone();
        use_effect_with((), move |_| {
            let listener = record_taps(last_tap);
            move || drop(listener)
        });
    }
    {
        let (last_tap, shield, lifting, was_acting, acting) =
            (last_tap.clone(), shield.clone(), lifting.clone(), was_acting.clone(), props.acting);
        use_effect_with(props.screen, move |_| {
            let now = perf_now();
            let previous_change = last_change.replace(now);
            let turn_passed = was_acting.replace(acting) != acting;
            let caused = last_tap.borrow().clone().filter(|t| {
                let since = now - t.at;
                let first_since = t.at > previous_change;
                (since < CAUSED_WITHIN_MS || (first_since && since < FIRST_CHANGE_WITHIN_MS)) && (turn_passed || !t.same_control_there())
            });
            if let Some(tap) = caused {
                shield.set(Some((tap.x, tap.y)));
                let wait = (tap.at + SETTLE_MS).max(now + AFTER_DRAWN_MS) - now;
                let shield = shield.clone();
                // Replacing the timer drops (cancels) the one before.
                *lifting.borrow_mut() = Some(Timeout::new(wait as u32, move || shield.set(None)));
            }
        });
    }
    match *shield {
        Some((x, y)) => html! {
            <div class="tap-shield" aria-hidden="true" data-testid="tap-shield"
                style={format!("left: {}px; top: {}px; width: {size}px; height: {size}px", x - REACH_PX, y - REACH_PX, size = 2.0 * REACH_PX)} />
        },
        None => Html::default(),
    }
}

/// Keeps the latest pointer tap on the page in `into`, seen before any
/// control handles it. A click a key made (Enter, Space) has no place on
/// the screen (its `detail` is 0) and is not kept.
fn record_taps(into: Rc<RefCell<Option<Tap>>>) -> Option<EventListener> {
    let window = web_sys::window()?;
    let options = EventListenerOptions { phase: EventListenerPhase::Capture, passive: true };
    Some(EventListener::new_with_options(&window, "click", options, move |e| {
        let Some(e) = e.dyn_ref::<web_sys::MouseEvent>() else { return };
        if e.detail() > 0 {
            let pressed = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|el| control_words(&el));
            *into.borrow_mut() = Some(Tap { x: f64::from(e.client_x()), y: f64::from(e.client_y()), at: perf_now(), pressed });
        }
    }))
}
