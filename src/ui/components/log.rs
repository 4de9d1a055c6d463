//! The game log: one plain-words line per event, newest last.
//!
//! `<Log lines=.. />`. The caller redacts events for the viewer and
//! describes them (GameUi::describe); this only shows the lines, announced
//! politely to screen readers as they are added, and keeps the newest line
//! in view whenever one is added.

use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lines: Rc<Vec<String>>,
}

#[component]
pub fn Log(props: &LogProps) -> Html {
    let list = use_node_ref();
    use_effect_with(props.lines.len(), {
        let list = list.clone();
        move |_| scroll_to_newest(&list)
    });
    html! {
        <section class="log-panel" aria-label="What happened">
            <h2 class="log-title">{ "What happened" }</h2>
            <ol class="log" data-testid="log" aria-live="polite" aria-relevant="additions" tabindex="0" ref={list}>
                if props.lines.is_empty() {
                    <li class="log-empty">{ "Nothing has happened yet." }</li>
                }
                { for props.lines.iter().map(|line| html! { <li>{ line }</li> }) }
            </ol>
        </section>
    }
}

/// Scrolls the log's list down to its newest line.
fn scroll_to_newest(list: &NodeRef) {
    if let Some(el) = list.cast::<web_sys::Element>() {
        el.set_scroll_top(el.scroll_height());
    }
}
