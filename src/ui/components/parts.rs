//! The shell's repeated elements, each written once: the button, the
//! labelled `<select>` and its options.
//!
//! Why: every element written in `html!` is code in the download (its node,
//! attributes and children are filled in field by field), and every distinct
//! closure handed to a `Callback` is code of its own. So the screens call
//! these with their words, and taps come in as `Callback<()>` and picks as
//! `Callback<String>`, turned into event handlers here, once.

use crate::ui::routes::Route;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// A `<button type="button">` with visible words; `class` and `testid` are
/// left out when `None`.
pub fn button(class: Option<&'static str>, testid: Option<AttrValue>, label: AttrValue, on_press: Callback<()>) -> Html {
    focus_button(class, testid, label, on_press, NodeRef::default())
}

/// [`button`] with a `NodeRef`, for the one a dialog or the curtain focuses.
pub fn focus_button(
    class: Option<&'static str>,
    testid: Option<AttrValue>,
    label: AttrValue,
    on_press: Callback<()>,
    node_ref: NodeRef,
) -> Html {
    html! {
        <button type="button" {class} data-testid={testid} ref={node_ref} onclick={on_press.reform(|_: MouseEvent| ())}>
            { label }
        </button>
    }
}

/// Goes to `route` when called: the action of every "Home", "Back" or "New game".
pub fn go(route: Route) -> Callback<()> {
    Callback::from(move |()| route.go())
}

/// Sets `state` to `value` when called: the action of a Close, a Dismiss, a Show.
pub fn set_to<T: Clone + 'static>(state: &UseStateHandle<T>, value: T) -> Callback<()> {
    let state = state.clone();
    Callback::from(move |()| state.set(value.clone()))
}

/// A callback that hands `value` on to `cb` each time it is called.
pub fn bind<T: Clone + 'static>(cb: &Callback<T>, value: T) -> Callback<()> {
    cb.reform(move |()| value.clone())
}

/// One choice of a `<select>`: its value, its words, and whether it is the one chosen.
pub fn option(value: AttrValue, text: AttrValue, selected: bool) -> Html {
    html! { <option {value} {selected}>{ text }</option> }
}

/// A labelled `<select>` in its `field` box, with an optional help line
/// under it. `id` is also its `data-testid`; `on_pick` gets the chosen value.
pub fn select_field(id: AttrValue, label: AttrValue, options: Vec<Html>, help: Option<AttrValue>, on_pick: Callback<String>) -> Html {
    html! {
        <div class="field">
            <label for={id.clone()}>{ label }</label>
            <select id={id.clone()} data-testid={id} onchange={picked(on_pick)}>{ options }</select>
            if let Some(help) = help { <p class="option-help">{ help }</p> }
        </div>
    }
}

/// A `<select>`'s change, as the value now chosen.
pub fn picked(on_pick: Callback<String>) -> Callback<Event> {
    Callback::from(move |e: Event| on_pick.emit(e.target_unchecked_into::<HtmlSelectElement>().value()))
}
