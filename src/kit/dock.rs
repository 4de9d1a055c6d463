//! The step's controls, docked beside the prompt in every game.
//!
//! A board draws its step's buttons (Confirm, End turn, a choice between a
//! few options) inside `<Dock>`; the shell shows them right under the prompt,
//! in the side panel on a landscape tablet and at the bottom of the screen,
//! where the thumb is, on a phone or a tablet held upright. So whatever the
//! board's size, what the player must read and tap next is always in view,
//! and no game lays that out for itself. The buttons stay the board's own
//! components (they read the board's context as before); only where they
//! appear on the page moves, through a yew portal.

use super::browser;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The element the shell keeps for the dock (`table_view`).
pub const DOCK_ID: &str = "step-dock";

/// A board's legal targets, and the dock's buttons a step may be taken with.
pub const LEGAL: &str = "[data-legal='true']";
/// What a board brings into view when none of it is: its legal targets, and
/// a part it marks `data-reveal` as just changed and to be read before the
/// next step (ExtracZon's cards just drawn, while the roll for them is asked).
pub const TO_SHOW: &str = "[data-legal='true'], [data-reveal='true']";
/// The legal targets inside a chosen piece (`data-chosen="true"`): a piece
/// that, once chosen, offers its own parts as the second tap (The End Is
/// Nigh's refugee, then one of its traits). They come before the board's
/// other targets for focus and for the Tab stop.
pub const CHOSEN_PARTS: &str = "[data-chosen='true'] [data-legal='true']";
pub const STEP_BUTTON: &str = "button:not([disabled])";

/// When nothing holds focus after a move: a chosen piece's first part, else
/// `board`'s first `on_board` match, else the step's first button here.
pub fn refocus_after_move(board: Option<web_sys::Element>, on_board: &str) {
    browser::refocus_if_lost(&[(board.clone(), CHOSEN_PARTS), (board, on_board), (dock(), STEP_BUTTON)]);
}

/// The shell's dock, if the page has one.
pub fn dock() -> Option<web_sys::Element> {
    gloo::utils::document().get_element_by_id(DOCK_ID)
}

#[derive(Properties, PartialEq)]
pub struct DockProps {
    #[prop_or_default]
    pub children: Html,
}

/// Shows its children in the shell's dock; where there is no dock (a board
/// drawn on its own, such as in a review) they stay where they are written.
#[function_component]
pub fn Dock(props: &DockProps) -> Html {
    // The dock is found after the first paint: the shell draws the side
    // panel after the board, so on the first render it may not exist yet.
    let host = use_state(|| None::<web_sys::Element>);
    {
        let host = host.clone();
        use_effect(move || {
            // The dock's buttons take room from the board once they show:
            // a legal target the board brought into view may have left it.
            // Focus, if lost, goes to the chosen piece's first part, else
            // the board's first legal target, else the step's first button
            // here: it shows only now.
            browser::reveal_first_on_board();
            reveal_steps();
            refocus_after_move(browser::board_on_page(), LEGAL);
            let connected = host.as_ref().is_some_and(|h| h.is_connected());
            if !connected {
                let found = dock();
                if found != *host {
                    host.set(found);
                }
            }
        });
    }
    match &*host {
        Some(el) if el.is_connected() => create_portal(props.children.clone(), el.clone()),
        _ => html! { <div class="dock-inline">{ props.children.clone() }</div> },
    }
}

/// The shell's dock, where every `<Dock>` shows its buttons. It keeps them in
/// view as they change: a `<Dock>`'s effect runs only when the `<Dock>` itself
/// renders, and the components inside it render on their own (The End Is
/// Nigh's claim buttons came under the Auditor's glimpse with no render of its
/// `<Dock>`, out of a sideways phone's panel). What grows or shrinks the dock,
/// the prompt or the row of the prompt and the Hint resizes one of them, so a
/// resize observer on the three sees such changes, after layout and before
/// paint. On a phone on its side the row has no box of its own, so a hint's
/// line taking the Hint button's place resizes nothing watched: a mutation
/// observer on the row's children sees that swap.
#[derive(Properties, PartialEq)]
pub struct DockHostProps {
    /// A class for the dock itself (the fade-in of a move that waits for its dice).
    #[prop_or_default]
    pub class: Option<&'static str>,
}

#[function_component]
pub fn DockHost(props: &DockHostProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            let watch = node.cast::<web_sys::Element>().map(|dock| Watch::start(&dock));
            move || drop(watch)
        });
    }
    html! { <div class={classes!("step-dock", props.class)} id={DOCK_ID} data-testid="step-dock" ref={node}></div> }
}

/// The observers that reveal the dock's buttons whenever the dock, the prompt
/// or its row changes size, or the row's children change. The callback is
/// kept with them while they observe; dropping the watch stops both.
struct Watch {
    resize: Option<web_sys::ResizeObserver>,
    children: Option<web_sys::MutationObserver>,
    _callback: Closure<dyn FnMut()>,
}

impl Watch {
    fn start(dock: &web_sys::Element) -> Watch {
        let target = dock.clone();
        let callback = Closure::<dyn FnMut()>::new(move || reveal_step_buttons(&target));
        let panel = dock.closest("aside.side-panel").ok().flatten();
        let part = |selector: &str| panel.as_ref().and_then(|p| p.query_selector(selector).ok().flatten());
        let resize = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok();
        if let Some(observer) = &resize {
            observer.observe(dock);
            for el in [part(browser::PANEL_PROMPT_ROW), part(browser::PANEL_PROMPT)].into_iter().flatten() {
                observer.observe(&el);
            }
        }
        let children = web_sys::MutationObserver::new(callback.as_ref().unchecked_ref()).ok();
        if let (Some(observer), Some(row)) = (&children, part(browser::PANEL_PROMPT_ROW)) {
            let options = web_sys::MutationObserverInit::new();
            options.set_child_list(true);
            let _ = observer.observe_with_options(&row, &options);
        }
        Watch { resize, children, _callback: callback }
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        if let Some(observer) = &self.resize {
            observer.disconnect();
        }
        if let Some(observer) = &self.children {
            observer.disconnect();
        }
    }
}

/// Brings the step's first button into view if none of the dock's is.
pub fn reveal_steps() {
    if let Some(dock) = dock() {
        reveal_step_buttons(&dock);
    }
}

/// On a phone on its side the panel scrolls: when none of the step's buttons
/// is in view (below a long prompt, below what a power showed such as The End
/// Is Nigh's claims under the Auditor's glimpse, or under the pinned prompt or
/// above the panel's top where the last step left it scrolled), the panel goes
/// back to its top, where the prompt is, and then down only as far as the first
/// button needs, so the prompt stays in view whenever the two fit; then as
/// far as the last button needs, if the dock's first line stays in view.
fn reveal_step_buttons(dock: &web_sys::Element) {
    let panel = dock.closest("aside.side-panel").ok().flatten();
    if let Some(first) = browser::first_if_none_in_view(dock, STEP_BUTTON) {
        if let Some(panel) = &panel {
            panel.set_scroll_top(0);
        }
        browser::scroll_near(&first);
    }
    if let Some(panel) = &panel {
        reveal_whole_dock(dock, panel);
    }
}

/// With the first of the step's buttons in view, the last may still end
/// below the panel's edge (a longer prompt over Extinction's founders' count,
/// whose Another hex comes after six numbers on two lines). The panel then
/// goes down as far as that button needs, but only while the first button
/// and the dock's top stay in view below the pinned prompt: a dock taller
/// than the room keeps its first lines (a power's words, the first button).
/// A hint's words, once asked for, are not scrolled away for it: at 667x375
/// they went wholly under the prompt.
fn reveal_whole_dock(dock: &web_sys::Element, panel: &web_sys::Element) {
    if panel.query_selector(browser::PANEL_HINT_LINE).ok().flatten().is_some() {
        return;
    }
    let buttons = browser::all_matching(dock, STEP_BUTTON);
    let (Some(first), Some(last)) = (buttons.first(), buttons.last()) else { return };
    let below = last.get_bounding_client_rect().bottom() - browser::shown_bottom(dock);
    if below <= 1.0 || !browser::wholly_in_view(first) {
        return;
    }
    let before = panel.scroll_top();
    panel.set_scroll_top(before + below.ceil() as i32);
    if !browser::wholly_in_view(first) || !browser::top_in_view(dock) {
        panel.set_scroll_top(before);
    }
}
