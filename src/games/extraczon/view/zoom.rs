//! The map's window: the whole city, or a square of tiles round the turn.
//!
//! On a small map box the whole city draws a tile so small that a move
//! target's tap area would fall under 44 CSS px. There the map starts zoomed
//! in; zoomed out it is an overview whose targets are pictures only, and a tap
//! zooms in at that spot. Zoomed in, only targets wholly inside the window are
//! live controls: a target cut off by the edge is never offered for a tap
//! (the list of places beside the map still offers every one).

use super::svg::{centre, MARGIN, T};
use crate::games::extraczon::board::{H, W};
use crate::games::extraczon::Place;
use crate::kit::num::num;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// Tiles across the zoomed-in map at most: a plain six-point move fits on
/// either side. A smaller box shows fewer, so targets keep their 44 px.
pub const ZOOM_TILES: f64 = 13.0;
/// ... and at least this many, so the window still shows the neighbourhood.
const MIN_ZOOM_TILES: f64 = 7.0;
/// Width of a target's tap area, in map units (a circle 1.6 tiles across).
const HIT_UNITS: f64 = T * 1.6;
/// The smallest tap area allowed, in CSS px.
const MIN_TAP_PX: f64 = 44.0;

/// A square window onto the map, in map units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    pub x: f64,
    pub y: f64,
    pub side: f64,
}

impl Window {
    /// The whole map and its margin.
    pub fn full() -> Window {
        Window { x: -MARGIN, y: -MARGIN, side: full_side() }
    }

    /// `tiles` tiles centred as near (cx, cy) as the map's edges allow.
    pub fn around(cx: f64, cy: f64, tiles: f64) -> Window {
        let full = full_side();
        let side = (tiles * T).min(full);
        // max/min rather than f64::clamp: clamp's check of its bounds prints
        // them with the float formatter, kilobytes of wasm for a panic that
        // cannot happen here (side <= full).
        let x = (cx - side / 2.0).max(-MARGIN).min(full - MARGIN - side);
        let y = (cy - side / 2.0).max(-MARGIN).min(full - MARGIN - side);
        Window { x, y, side }
    }

    pub fn view_box(&self) -> String {
        format!("{} {} {} {}", num(self.x), num(self.y), num(self.side), num(self.side))
    }

    /// True when the whole tap area of `place` (the circle round its tile,
    /// or its building) is in view.
    pub fn shows(&self, place: Place) -> bool {
        let (x, y, w, h) = match place {
            Place::Tile(p) => {
                let (cx, cy) = centre(p);
                (cx - HIT_UNITS / 2.0, cy - HIT_UNITS / 2.0, HIT_UNITS, HIT_UNITS)
            }
            Place::Site(s) => {
                let r = s.def().rect;
                (f64::from(r.x) * T, f64::from(r.y) * T, f64::from(r.w) * T, f64::from(r.h) * T)
            }
        };
        x >= self.x && y >= self.y && x + w <= self.x + self.side && y + h <= self.y + self.side
    }

    /// The map point under a tap at (px, py) CSS px inside a box of w x h px
    /// showing this window ("xMidYMid meet": centred, scaled to fit).
    pub fn point_at(&self, px: f64, py: f64, w: f64, h: f64) -> (f64, f64) {
        let scale = w.min(h) / self.side;
        let (ox, oy) = ((w - self.side * scale) / 2.0, (h - self.side * scale) / 2.0);
        (self.x + (px - ox) / scale, self.y + (py - oy) / scale)
    }
}

fn full_side() -> f64 {
    f64::from(W.max(H)) * T + 2.0 * MARGIN
}

/// How the map box's size sets the zoom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The whole map would make a target's tap area smaller than 44 px.
    pub small: bool,
    /// Tiles across the zoomed window, so its targets are 44 px or more.
    pub zoom_tiles: f64,
}

/// The fit for a map box of `w` x `h` CSS px (a little spare over 44 px,
/// so rounding never takes a target under it).
pub fn fit(w: f64, h: f64) -> Fit {
    let side = w.min(h);
    // Not `clamp`: its panic message prints floats, which would link the
    // float printer into the page (docs/platform.md, "Adding a game").
    #[allow(clippy::manual_clamp)]
    let tiles = (side * HIT_UNITS / (MIN_TAP_PX + 2.0) / T).max(MIN_ZOOM_TILES).min(ZOOM_TILES);
    Fit { small: side * HIT_UNITS / full_side() < MIN_TAP_PX, zoom_tiles: tiles.floor() }
}

/// The CSS-pixel box of an element: (left, top, width, height).
pub fn box_of(el: &web_sys::Element) -> Option<(f64, f64, f64, f64)> {
    let rect = js_sys::Reflect::get(el, &"getBoundingClientRect".into()).ok()?;
    let rect = js_sys::Function::from(rect).call0(el).ok()?;
    let get = |k: &str| js_sys::Reflect::get(&rect, &JsValue::from_str(k)).ok().and_then(|v| v.as_f64());
    Some((get("left")?, get("top")?, get("width")?, get("height")?))
}

/// How the map box (`wrap`) fits the map, measured after every render and
/// whenever the window is resized. Before the first measure, the window's
/// size makes a guess. The state changes only when the fit does.
#[hook]
pub fn use_fit(wrap: NodeRef) -> Fit {
    let small = use_state_eq(|| {
        let win = web_sys::window();
        let size = |v: Option<Result<JsValue, JsValue>>| v.and_then(Result::ok).and_then(|v| v.as_f64()).unwrap_or(1024.0);
        let w = size(win.as_ref().map(|w| w.inner_width()));
        let h = size(win.as_ref().map(|w| w.inner_height()));
        // The map gets a little less than the window; a guess until measured.
        fit(w * 0.9, h * 0.45)
    });
    let measure = {
        let small = small.clone();
        move || {
            if let Some((_, _, w, h)) = wrap.cast::<web_sys::Element>().as_ref().and_then(box_of) {
                if w > 0.0 && h > 0.0 {
                    small.set(fit(w, h));
                }
            }
        }
    };
    {
        // After every render (the panel beside the map grows with the log)...
        let measure = measure.clone();
        use_effect(measure);
    }
    // ... and when the window changes (a phone turned on its side).
    use_effect_with((), move |_| {
        let listener = gloo::events::EventListener::new(&gloo::utils::window(), "resize", move |_| measure());
        move || drop(listener)
    });
    *small
}
