//! The game log: one plain-words line per event, newest last.
//!
//! `log(&lines, list)`. The caller redacts events for the viewer and
//! describes them (GameUi::describe); this only shows the lines, announced
//! politely to screen readers as they are added. A plain function, not a
//! component: the play screen keeps the newest line in view with
//! [`scroll_to_newest`] on `list`, whenever one is added.

use yew::prelude::*;

pub fn log(lines: &[String], list: NodeRef) -> Html {
    html! {
        <section class="log-panel" aria-label="What happened">
            <h2 class="log-title">{ "What happened" }</h2>
            <ol class="log" data-testid="log" aria-live="polite" aria-relevant="additions" tabindex="0" ref={list}>
                if lines.is_empty() {
                    <li class="log-empty">{ "Nothing has happened yet." }</li>
                }
                { for lines.iter().map(|line| html! { <li>{ line }</li> }) }
            </ol>
        </section>
    }
}

/// Scrolls the log's list (`log`'s `list`) down to its newest line.
pub fn scroll_to_newest(list: &NodeRef) {
    if let Some(el) = list.cast::<web_sys::Element>() {
        el.set_scroll_top(el.scroll_height());
    }
}
