//! The game log: one plain-words line per event, newest last.
//!
//! `<Log lines={Rc<Vec<String>>} />`. The caller redacts events for the
//! viewer and describes them (GameUi::describe); this only shows the lines,
//! keeps the newest in view and announces additions politely to screen readers.

use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lines: Rc<Vec<String>>,
    /// Heading shown above the list.
    #[prop_or(AttrValue::Static("What happened"))]
    pub title: AttrValue,
}

#[component]
pub fn Log(props: &LogProps) -> Html {
    let list = use_node_ref();
    {
        // Scroll to the newest line whenever one is added.
        let list = list.clone();
        use_effect_with(props.lines.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    html! {
        <section class="log-panel" aria-label={props.title.clone()}>
            <h2 class="log-title">{ props.title.clone() }</h2>
            <ol class="log" data-testid="log" aria-live="polite" aria-relevant="additions" tabindex="0" ref={list}>
                if props.lines.is_empty() {
                    <li class="log-empty">{ "Nothing has happened yet." }</li>
                }
                { for props.lines.iter().map(|line| html! { <li>{ line }</li> }) }
            </ol>
        </section>
    }
}
