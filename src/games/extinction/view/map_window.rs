//! The island's window on a phone: a close-up that pans, or the whole island.
//!
//! The map is never drawn under 470 CSS px wide, so that every hex (a tap
//! target) stays at least 46 px wide; a phone therefore shows part of the
//! island and the rest is a sideways swipe away. Two helps, as ExtracZon's
//! map has them:
//! - whenever the hexes a tap does something on change and none of them is
//!   wholly in view, the close-up pans to the first of them, across and down
//!   (to the chosen hex when none may be tapped: the panel then asks how
//!   many go there, and its buttons have made the box shorter);
//! - "Whole island" fits the map to the screen. Hexes are then too small to
//!   be targets, so they are pictures only (the outlines still show which
//!   may be tapped), and a tap on the map comes back to the close-up
//!   centred where it landed.
//!
//! On a tablet or wider the whole island fits anyway: the stylesheet hides
//! the toggle, and nothing here moves.

use crate::kit::browser;
use crate::kit::parts::Button;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MapWindowProps {
    /// The island, drawn by the caller with live targets unless `whole`.
    pub children: Html,
    pub whole: bool,
    pub on_whole: Callback<bool>,
    /// The hexes a tap does something on now (only compared, to know when
    /// they change).
    pub targets: Vec<u8>,
}

#[component]
pub fn MapWindow(p: &MapWindowProps) -> Html {
    let wrap = use_node_ref();
    // Where a tap on the whole island landed, as a share of its width: the
    // close-up drawn next is scrolled to centre it.
    let centre_on = use_mut_ref(|| None::<f64>);
    {
        let (wrap, centre_on) = (wrap.clone(), centre_on.clone());
        use_effect(move || {
            if let (Some(share), Some(el)) = (centre_on.borrow_mut().take(), wrap.cast::<web_sys::Element>()) {
                let left = share * f64::from(el.scroll_width()) - f64::from(el.client_width()) / 2.0;
                el.set_scroll_left(left.max(0.0).round() as i32);
            }
        });
    }
    {
        let wrap = wrap.clone();
        use_effect_with((p.targets.clone(), p.whole), move |(_, whole)| {
            if !*whole {
                if let Some(el) = wrap.cast::<web_sys::Element>() {
                    pan_to_a_target(&el);
                }
            }
        });
    }
    let onclick = p.whole.then(|| {
        let (wrap, centre_on, on_whole) = (wrap.clone(), centre_on.clone(), p.on_whole.clone());
        Callback::from(move |e: MouseEvent| {
            if let Some(el) = wrap.cast::<web_sys::Element>() {
                let r = el.get_bounding_client_rect();
                if r.width() > 0.0 {
                    *centre_on.borrow_mut() = Some(((f64::from(e.client_x()) - r.left()) / r.width()).clamp(0.0, 1.0));
                }
            }
            on_whole.emit(false);
        })
    });
    let toggle = p.on_whole.reform({
        let whole = p.whole;
        move |()| !whole
    });
    let (label, aria) = if p.whole {
        ("Close-up", "Close-up: hexes large enough to tap")
    } else {
        ("Whole island", "Whole island: see all of Darwinia at once")
    };
    html! {
        <>
            // Shown on phones; and whenever the whole island is up, so a phone
            // turned to landscape (wider than the phone layout) can come back.
            <div class={classes!("exn-zoom-bar", p.whole.then_some("exn-zoom-bar-on"))}>
                <Button class="exn-btn exn-btn-quiet" {label} aria_label={aria} pressed={p.whole} on_press={toggle} testid="exn-zoom" />
                if p.whole { <span class="exn-note">{ "Tap the island where you want a close-up." }</span> }
            </div>
            <div class={classes!("exn-map-wrap", p.whole.then_some("exn-map-whole"))} ref={wrap} {onclick}>
                { p.children.clone() }
            </div>
        </>
    }
}

/// Scrolls the close-up so the first legal hex is in view (or, when none is,
/// the first chosen one), when the map is larger than its box and none of
/// them shows whole. Both ways: on a short
/// phone (375x667) the box is 120 px tall while the panel holds a step's
/// buttons, and a species' cubes two rows down were cut by its lower edge.
fn pan_to_a_target(wrap: &web_sys::Element) {
    let pans_across = wrap.scroll_width() > wrap.client_width();
    let pans_down = wrap.scroll_height() > wrap.client_height();
    if !pans_across && !pans_down {
        return;
    }
    let box_ = wrap.get_bounding_client_rect();
    let mut targets = boxes_of(wrap, "[data-legal='true']");
    if targets.is_empty() {
        // A count to choose in the panel (Put, Move): its buttons took room
        // from the box, and the hex they are about must still show.
        targets = boxes_of(wrap, ".exn-tile-chosen");
    }
    let in_view = |r: &web_sys::DomRect| {
        r.left() >= box_.left() - 1.0 && r.right() <= box_.right() + 1.0 && r.top() >= box_.top() - 1.0 && r.bottom() <= box_.bottom() + 1.0
    };
    if targets.is_empty() || targets.iter().any(in_view) {
        return;
    }
    let first = &targets[0];
    if pans_across {
        let centre = first.left() + first.width() / 2.0 - box_.left();
        let left = f64::from(wrap.scroll_left()) + centre - f64::from(wrap.client_width()) / 2.0;
        wrap.set_scroll_left(left.max(0.0).round() as i32);
    }
    if pans_down {
        let middle = first.top() + first.height() / 2.0 - box_.top();
        let top = f64::from(wrap.scroll_top()) + middle - f64::from(wrap.client_height()) / 2.0;
        wrap.set_scroll_top(top.max(0.0).round() as i32);
    }
}

/// Where the elements under `wrap` that match `selector` are on the screen.
fn boxes_of(wrap: &web_sys::Element, selector: &str) -> Vec<web_sys::DomRect> {
    browser::all_matching(wrap, selector).iter().map(|e| e.get_bounding_client_rect()).collect()
}
