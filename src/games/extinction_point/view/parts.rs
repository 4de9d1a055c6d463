//! The few `html!` elements the board is built from. Each element written in
//! `html!` is code in the download (its attributes and children are filled in
//! field by field), so the wrappers, boxes and buttons are written once here
//! and called with their classes; what has no control is markup text instead.

use yew::prelude::*;
use yew::virtual_dom::VText;

/// A wrapper `<div>` that only carries its class ("ep-cards", "ep-controls"…).
pub fn div(class: &'static str, children: Vec<Html>) -> Html {
    html! { <div {class}>{ children }</div> }
}

/// A box of the board: a labelled `<section>`, with a `role` and a
/// `data-testid` where given.
pub fn section(
    class: &'static str,
    label: AttrValue,
    role: Option<&'static str>,
    testid: Option<&'static str>,
    children: Vec<Html>,
) -> Html {
    html! { <section {class} aria-label={label} {role} data-testid={testid}>{ children }</section> }
}

/// A button's attributes besides its class; `None` leaves one out.
#[derive(Default)]
pub struct ButtonAttrs {
    /// "button" on cards and targets: the tests and the focus step find
    /// every tap target by role and `data-legal`.
    pub role: Option<&'static str>,
    pub label: Option<String>,
    pub pressed: Option<&'static str>,
    /// "true" while the button is a legal choice.
    pub legal: Option<&'static str>,
}

/// Every button of the board: cards, stacks, choices and the panel's close.
pub fn button(class: &'static str, attrs: ButtonAttrs, onclick: Callback<MouseEvent>, content: Html) -> Html {
    let ButtonAttrs { role, label, pressed, legal } = attrs;
    html! {
        <button type="button" {role} {class} aria-label={label} aria-pressed={pressed} data-legal={legal} {onclick}>
            { content }
        </button>
    }
}

/// Words as a node, for a button's content.
pub fn text(words: AttrValue) -> Html {
    VText::new(words).into()
}
