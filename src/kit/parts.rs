//! The elements every screen and every game writes the same way: the
//! button, the labelled `<select>` and its options, and the small helpers
//! that turn a value into a `Callback<()>`.
//!
//! One way to write a button: `<Button label=.. on_press=.. />` with typed
//! props, whether it is the shell's "Continue" or a card on a game's board.
//! Taps come in as `Callback<()>` (bind a value with [`bind`]), so no screen
//! writes its own `onclick` closure over a `MouseEvent`.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct ButtonProps {
    /// What the button says. Its accessible name starts with these words.
    #[prop_or_default]
    pub label: AttrValue,
    pub on_press: Callback<()>,
    #[prop_or_default]
    pub class: Classes,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    /// A longer name for screen readers; it should begin with `label`.
    #[prop_or_default]
    pub aria_label: Option<AttrValue>,
    /// For toggles: `aria-pressed`.
    #[prop_or_default]
    pub pressed: Option<bool>,
    #[prop_or_default]
    pub disabled: bool,
    /// Greyed and said to be unavailable (`aria-disabled`), yet still
    /// pressed: for a control whose press explains why it does nothing now
    /// (Undo), since a touch screen shows no hover title.
    #[prop_or_default]
    pub unavailable: bool,
    /// Marks a legal move for the board's highlight and the browser tests (`data-legal`).
    #[prop_or_default]
    pub legal: bool,
    /// Marks a piece of the board that is no move now but says why, or
    /// what it is, when pressed (`data-piece`): the board's arrow keys
    /// reach it with the legal targets (`kit::keys`).
    #[prop_or_default]
    pub piece: bool,
    /// Marks the move a hint names (`data-hint`): drawn with a thick
    /// outline and a "Hint" badge, so it never shows by colour alone, and
    /// said as "(hinted)" after the button's name.
    #[prop_or_default]
    pub hint: bool,
    /// Set by a dialog or the curtain that moves focus to this button.
    #[prop_or_default]
    pub focus: NodeRef,
    /// A role other than button's own, such as "menuitem" in a menu.
    #[prop_or_default]
    pub role: Option<AttrValue>,
    /// For a button that opens a list (the play screen's menu): `aria-haspopup`
    /// and whether the list is open now (`aria-expanded`).
    #[prop_or_default]
    pub haspopup: Option<AttrValue>,
    #[prop_or_default]
    pub expanded: Option<bool>,
    /// A tooltip that says more than the label (Undo's rule).
    #[prop_or_default]
    pub title: Option<AttrValue>,
    /// Drawn content (a card's picture) shown instead of, or after, `label`.
    #[prop_or_default]
    pub children: Html,
}

/// A `<button type="button">`: the only way the app writes one.
#[function_component]
pub fn Button(props: &ButtonProps) -> Html {
    let onclick = props.on_press.reform(|_: MouseEvent| ());
    // The badge is drawn by the stylesheet, silent to screen readers: the
    // hint is said in the name itself.
    let hinted = props.hint.then_some(HINTED);
    let aria_label = match (&props.aria_label, hinted) {
        (Some(name), Some(h)) => Some(AttrValue::from(format!("{name}{h}"))),
        (name, _) => name.clone(),
    };
    html! {
        <button type="button" class={props.class.clone()} data-testid={props.testid.clone()} ref={props.focus.clone()}
            role={props.role.clone()} title={props.title.clone()} aria-label={aria_label}
            aria-pressed={props.pressed.map(true_false)} aria-haspopup={props.haspopup.clone()}
            aria-expanded={props.expanded.map(true_false)} disabled={props.disabled}
            aria-disabled={props.unavailable.then_some("true")}
            data-legal={props.legal.then_some("true")} data-piece={(props.piece && !props.legal).then_some("true")} data-hint={props.hint.then_some("true")} {onclick}>
            { props.label.clone() }
            { props.children.clone() }
            if let (Some(h), None) = (hinted, &props.aria_label) { <span class="visually-hidden">{ h }</span> }
        </button>
    }
}

/// What follows the name of a control a hint names, for screen readers
/// (the board's own targets say it the same way).
pub const HINTED: &str = " (hinted)";

/// An ARIA state's words for `b`.
fn true_false(b: bool) -> AttrValue {
    AttrValue::Static(if b { "true" } else { "false" })
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

/// `table`, which may be wider than the page (a phone, large text), in a
/// box of its own that scrolls sideways instead of widening the page: a
/// region named `label` ("The ships") that the keyboard can reach to scroll
/// it. A plain function, not a component: it keeps no state, and as a
/// component it cost each rules page that uses it 1.7-1.8 KB gzip more.
pub fn wide_table(label: &'static str, table: Html) -> Html {
    html! { <div class="wide-table" role="region" aria-label={label} tabindex="0">{ table }</div> }
}

/// `long` where there is room, `short` on a phone (480 px wide or less: the
/// stylesheet's `.phone-long` and `.phone-short`). A screen reader says
/// `long` at every size, so a short form may be a mark (Dismiss's "✕").
pub fn phone_words(long: impl Into<AttrValue>, short: &'static str) -> Html {
    let long: AttrValue = long.into();
    html! {
        <>
            <span class="phone-long">{ long }</span>
            <span class="phone-short" aria-hidden="true">{ short }</span>
        </>
    }
}

/// One choice of a [`Select`]: the value it stands for, and its words.
pub type Choice = (AttrValue, AttrValue);

#[derive(Properties, PartialEq)]
pub struct SelectProps {
    pub choices: Vec<Choice>,
    /// The value of the choice shown as chosen.
    pub chosen: AttrValue,
    /// Gets the value a player picks.
    pub on_pick: Callback<String>,
    #[prop_or_default]
    pub id: Option<AttrValue>,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    #[prop_or_default]
    pub aria_label: Option<AttrValue>,
}

/// A `<select>` that shows `chosen`, whatever the browser did meanwhile.
///
/// Marking an option `selected` is not enough: a select rebuilt by a
/// re-render could show another choice than the one marked (measured: the
/// new-game screen's Bunker health, left out and built again, read "7 cards"
/// with "10 cards" marked, its `selected` attribute on). So after every
/// render the element itself is set to `chosen`, as a controlled select
/// should be. That comes a frame or more late on a slow device, so a field
/// that comes and goes is better hidden than built again (`new_game.rs`).
#[function_component]
pub fn Select(props: &SelectProps) -> Html {
    let node = use_node_ref();
    {
        let (node, chosen) = (node.clone(), props.chosen.clone());
        use_effect(move || {
            if let Some(select) = node.cast::<HtmlSelectElement>() {
                if select.value() != chosen.as_str() {
                    select.set_value(&chosen);
                }
            }
        });
    }
    let options = props.choices.iter().map(|(value, words)| {
        html! { <option value={value.clone()} selected={*value == props.chosen}>{ words.clone() }</option> }
    });
    html! {
        <select ref={node} id={props.id.clone()} data-testid={props.testid.clone()} aria-label={props.aria_label.clone()}
            onchange={picked(props.on_pick.clone())}>
            { for options }
        </select>
    }
}

/// A labelled [`Select`] in its `field` box, with an optional help line
/// under it. `id` is also its `data-testid`; `on_pick` gets the chosen value.
pub fn select_field(
    id: AttrValue,
    label: AttrValue,
    choices: Vec<Choice>,
    chosen: AttrValue,
    help: Option<AttrValue>,
    on_pick: Callback<String>,
) -> Html {
    html! {
        <div class="field">
            <label for={id.clone()}>{ label }</label>
            <Select id={id.clone()} testid={id} {choices} {chosen} {on_pick} />
            if let Some(help) = help { <p class="option-help">{ help }</p> }
        </div>
    }
}

/// A `<select>`'s change, as the value now chosen.
fn picked(on_pick: Callback<String>) -> Callback<Event> {
    Callback::from(move |e: Event| on_pick.emit(e.target_unchecked_into::<HtmlSelectElement>().value()))
}
