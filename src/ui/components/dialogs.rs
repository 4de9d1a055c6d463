//! Modal dialogs: a confirm step before anything that cannot be taken back
//! (delete a save, restart a game), and a plain overlay for longer content
//! (the rules during play, the end-of-game results).
//!
//! - `confirm_dialog(Confirm { title, message, confirm_label, on_confirm, on_cancel })`:
//!   data-testid="confirm-dialog", buttons "confirm-yes" and "confirm-no".
//!   Cancel has the focus first, and Escape cancels, so a stray Enter is safe.
//! - `overlay(title, testid, close_label, on_close, body)`: a dialog with a
//!   Close button (data-testid="overlay-close"); Escape closes it.
//!
//! Both are plain functions around one component, [`Modal`]: the backdrop
//! they share, which keeps the one thing a dialog needs to remember, that it
//! has moved the focus when it opened.

use crate::kit::browser::focus;
use crate::kit::parts::{button, focus_button};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
struct ModalProps {
    /// Escape does what this button does (Cancel, Close).
    on_escape: Callback<()>,
    /// The button that has the focus when the dialog opens.
    focus: NodeRef,
    /// The dialog box itself.
    children: Html,
}

/// The backdrop behind a dialog. Escape pressed anywhere in the dialog
/// reaches it (keys bubble up), and it moves the focus once, on opening.
#[component]
fn Modal(props: &ModalProps) -> Html {
    use_effect_with((), {
        let node = props.focus.clone();
        move |_| focus(&node)
    });
    let on_escape = props.on_escape.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            e.prevent_default();
            on_escape.emit(());
        }
    });
    html! { <div class="backdrop" {onkeydown}>{ props.children.clone() }</div> }
}

pub struct Confirm {
    pub title: AttrValue,
    pub message: AttrValue,
    /// The confirm button's words, e.g. "Delete".
    pub confirm_label: AttrValue,
    pub on_confirm: Callback<()>,
    pub on_cancel: Callback<()>,
}

pub fn confirm_dialog(c: Confirm) -> Html {
    let cancel = NodeRef::default();
    html! {
        <Modal on_escape={c.on_cancel.clone()} focus={cancel.clone()}>
            <div class="dialog confirm" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title"
                aria-describedby="confirm-message" data-testid="confirm-dialog">
                <h2 id="confirm-title">{ c.title }</h2>
                <p id="confirm-message">{ c.message }</p>
                <div class="dialog-buttons">
                    { focus_button(None, Some("confirm-no".into()), "Cancel".into(), c.on_cancel, cancel) }
                    { button(Some("danger"), Some("confirm-yes".into()), c.confirm_label, c.on_confirm) }
                </div>
            </div>
        </Modal>
    }
}

/// A dialog named `title` showing `body`; `close_label` is its Close button's words.
pub fn overlay(title: &'static str, testid: &'static str, close_label: &'static str, on_close: Callback<()>, body: Html) -> Html {
    let close = NodeRef::default();
    html! {
        <Modal on_escape={on_close.clone()} focus={close.clone()}>
            <div class="dialog overlay" role="dialog" aria-modal="true" aria-label={title} data-testid={testid}>
                <div class="overlay-head">
                    <h2>{ title }</h2>
                    { focus_button(None, Some("overlay-close".into()), close_label.into(), on_close, close) }
                </div>
                <div class="overlay-body">{ body }</div>
            </div>
        </Modal>
    }
}
