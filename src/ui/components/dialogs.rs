//! Modal dialogs: a confirm step before anything that cannot be taken back
//! (delete a save, restart a game), and a plain overlay for longer content
//! (the rules during play, the end-of-game results).
//!
//! - `<ConfirmDialog title=.. message=.. confirm_label=.. on_confirm=.. on_cancel=.. />`:
//!   data-testid="confirm-dialog", buttons "confirm-yes" and "confirm-no".
//!   Cancel has the focus first, and Escape cancels, so a stray Enter is safe.
//! - `<ConfirmExport on_confirm=.. on_cancel=.. />`: the confirm step before a
//!   game in progress is exported, the same from the play screen's menu and
//!   the home's saves list.
//! - `<Overlay title=.. testid=.. close_label=.. on_close=..>{ body }</Overlay>`:
//!   a dialog with a Close button (data-testid="overlay-close"); Escape closes it.
//!
//! The browser's Back does what Escape does, in both: a dialog opens over a
//! screen without changing the address, and Back used to leave the screen.
//!
//! Both sit on [`Modal`], the backdrop they share, which moves the focus to
//! the dialog's first button when it opens.

use crate::kit::browser::focus;
use crate::kit::parts::Button;
use crate::ui::back_layers::use_back_closes;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
struct ModalProps {
    /// Escape does what this button does (Cancel, Close).
    on_escape: Callback<()>,
    /// The button that has the focus when the dialog opens.
    focus: NodeRef,
    /// The browser's Back does what Escape does; see `use_back_closes`.
    back_closes: bool,
    /// The dialog box itself.
    children: Html,
}

/// The backdrop behind a dialog. Escape pressed anywhere in the dialog
/// reaches it (keys bubble up), and it moves the focus once, on opening.
/// On closing it gives the focus back to what had it before (the Menu
/// button, for a dialog opened from the menu), if the dialog took it away
/// and that is still on the page: the focus had fallen to the page itself,
/// and the next Tab started again from the top.
#[component]
fn Modal(props: &ModalProps) -> Html {
    let backdrop = use_node_ref();
    use_back_closes(props.back_closes.then(|| props.on_escape.clone()));
    use_effect_with((), {
        let (node, backdrop) = (props.focus.clone(), backdrop.clone());
        move |_| {
            let before = gloo::utils::document().active_element();
            focus(&node);
            move || give_focus_back(before, &backdrop)
        }
    });
    let on_escape = props.on_escape.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            e.prevent_default();
            on_escape.emit(());
        }
    });
    html! { <div class="backdrop" {onkeydown} ref={backdrop}>{ props.children.clone() }</div> }
}

/// Focuses `before` again when the focus is in the closing dialog or lost
/// (on the page's body, or on something no longer on the page); a dialog's
/// action that put it somewhere else on purpose keeps it there.
fn give_focus_back(before: Option<web_sys::Element>, backdrop: &NodeRef) {
    let Some(before) = before.filter(|b| b.is_connected()) else { return };
    let document = gloo::utils::document();
    let lost = match document.active_element() {
        None => true,
        Some(now) => {
            let in_dialog = backdrop.cast::<web_sys::Node>().is_some_and(|b| b.contains(Some(&now)));
            in_dialog || !now.is_connected() || document.body().is_some_and(|body| now == *body.as_ref())
        }
    };
    if lost {
        crate::kit::browser::focus_element(&before, true);
    }
}

#[derive(Properties, PartialEq)]
pub struct ConfirmProps {
    pub title: AttrValue,
    pub message: AttrValue,
    /// The confirm button's words, e.g. "Delete".
    pub confirm_label: AttrValue,
    pub on_confirm: Callback<()>,
    pub on_cancel: Callback<()>,
}

#[component]
pub fn ConfirmDialog(props: &ConfirmProps) -> Html {
    let cancel = use_node_ref();
    html! {
        <Modal on_escape={props.on_cancel.clone()} focus={cancel.clone()} back_closes=true>
            <div class="dialog confirm" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title"
                aria-describedby="confirm-message" data-testid="confirm-dialog">
                <h2 id="confirm-title">{ props.title.clone() }</h2>
                <p id="confirm-message">{ props.message.clone() }</p>
                <div class="dialog-buttons">
                    <Button testid="confirm-no" label="Cancel" on_press={props.on_cancel.clone()} focus={cancel} />
                    <Button class="danger" testid="confirm-yes" label={props.confirm_label.clone()} on_press={props.on_confirm.clone()} />
                </div>
            </div>
        </Modal>
    }
}

#[derive(Properties, PartialEq)]
pub struct ConfirmExportProps {
    pub on_confirm: Callback<()>,
    pub on_cancel: Callback<()>,
}

/// Before a game in progress leaves the app as a file: the file holds what
/// play hides (every hand, the decks' order), so the person exporting it is
/// told before anyone can read it. A finished game is exported at once.
#[component]
pub fn ConfirmExport(props: &ConfirmExportProps) -> Html {
    html! {
        <ConfirmDialog title="Export this game?"
            message="The file holds the whole game so far, every hidden card and the order of every deck included: whoever opens it can see them all."
            confirm_label="Export" on_confirm={props.on_confirm.clone()} on_cancel={props.on_cancel.clone()} />
    }
}

#[derive(Properties, PartialEq)]
pub struct OverlayProps {
    /// The dialog's heading and accessible name.
    pub title: AttrValue,
    pub testid: AttrValue,
    /// The Close button's words ("Close", "See the board").
    pub close_label: AttrValue,
    pub on_close: Callback<()>,
    /// Back closes it as Close does; off for a dialog no one opened (the
    /// end screen), where Back leaves the game as it would without it.
    #[prop_or(true)]
    pub back_closes: bool,
    pub children: Html,
}

/// A dialog named `title` showing its children.
#[component]
pub fn Overlay(props: &OverlayProps) -> Html {
    let close = use_node_ref();
    html! {
        <Modal on_escape={props.on_close.clone()} focus={close.clone()} back_closes={props.back_closes}>
            <div class="dialog overlay" role="dialog" aria-modal="true" aria-label={props.title.clone()} data-testid={props.testid.clone()}>
                <div class="overlay-head">
                    <h2>{ props.title.clone() }</h2>
                    <Button testid="overlay-close" label={props.close_label.clone()} on_press={props.on_close.clone()} focus={close} />
                </div>
                // Focusable, so a long body (the rules) scrolls with the keyboard too.
                <div class="overlay-body" tabindex="0">{ props.children.clone() }</div>
            </div>
        </Modal>
    }
}
