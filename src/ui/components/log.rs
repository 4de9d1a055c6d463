//! The game log: one plain-words line per event, newest last.
//!
//! `<Log lines=.. />`. The caller redacts events for the viewer and
//! describes them (GameUi::describe); this only shows the lines, announced
//! politely to screen readers as they are added, and brings the newest line
//! into view whenever the lines change or the log's box changes size.

use std::rc::Rc;
use yew::prelude::*;

use crate::kit::box_size;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lines: Rc<Vec<String>>,
    /// The latest move's last lines that wait for its dice, and the class
    /// that makes them wait (`RevealWait`).
    #[prop_or_default]
    pub held: Option<(usize, AttrValue)>,
}

#[component]
pub fn Log(props: &LogProps) -> Html {
    let list = use_node_ref();
    // On any change of the words, not only of their count: the curtain's
    // lift swaps a hidden line for the seat's own, longer one ("Ana looked at
    // a trait." for the trait's name), and the newest line, now two, was left
    // half under the box's edge (scrolled 198 of 221 px at 390x844).
    use_effect_with(props.lines.clone(), {
        let list = list.clone();
        move |_| scroll_to_newest(&list)
    });
    // And whenever the box changes size. A box that grows or shrinks moves
    // the lines under its edge: a reload at 1024x768 drew the log 356 px
    // tall, scrolled it to its end, then gave it 282 px (816 of 890 scrolled);
    // a tap that changed the dock's buttons passed the box through a size
    // that put it back at its top (0 of 60). A player who had scrolled back
    // to read is brought to the end too, as by a new line: the box changes
    // size only as the screen does.
    use_effect_with((), {
        let list = list.clone();
        move |()| {
            let watch = list.cast::<web_sys::Element>().and_then(|el| box_size::watch(el, move |_, _| scroll_to_newest(&list)));
            move || drop(watch)
        }
    });
    let (held_from, held_class) = match &props.held {
        Some((n, class)) => (props.lines.len().saturating_sub(*n), Some(class.clone())),
        None => (usize::MAX, None),
    };
    html! {
        <section class="log-panel" aria-label="What happened">
            <h2 class="log-title">{ "What happened" }</h2>
            <ol class="log" data-testid="log" aria-live="polite" aria-relevant="additions" tabindex="0" ref={list}>
                if props.lines.is_empty() {
                    <li class="log-empty">{ "Nothing has happened yet." }</li>
                }
                { for props.lines.iter().enumerate().map(|(i, line)| html! { <li class={held_class.clone().filter(|_| i >= held_from)}>{ line }</li> }) }
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
