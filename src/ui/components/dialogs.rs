//! Modal dialogs: a confirm step before anything that cannot be taken back
//! (delete a save, restart a game), and a plain overlay for longer content
//! (the rules during play, the end-of-game results).
//!
//! - `<ConfirmDialog title message confirm_label on_confirm on_cancel />`:
//!   data-testid="confirm-dialog", buttons "confirm-yes" and "confirm-no".
//!   Cancel has the focus first, and Escape cancels, so a stray Enter is safe.
//! - `<Overlay title testid on_close>{children}</Overlay>`: a dialog with a
//!   Close button (data-testid="overlay-close"); Escape closes it.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ConfirmProps {
    pub title: AttrValue,
    pub message: AttrValue,
    /// The confirm button's words, e.g. "Delete this save".
    pub confirm_label: AttrValue,
    #[prop_or(AttrValue::Static("Cancel"))]
    pub cancel_label: AttrValue,
    pub on_confirm: Callback<()>,
    pub on_cancel: Callback<()>,
}

fn on_escape(cb: Callback<()>) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            e.prevent_default();
            cb.emit(());
        }
    })
}

/// Moves the keyboard focus to `node` once, when the dialog opens.
#[hook]
fn use_focus_on_open(node: NodeRef) {
    use_effect_with((), move |_| {
        if let Some(el) = node.cast::<web_sys::HtmlElement>() {
            let _ = el.focus();
        }
    });
}

#[component]
pub fn ConfirmDialog(props: &ConfirmProps) -> Html {
    let cancel = use_node_ref();
    use_focus_on_open(cancel.clone());
    let yes = props.on_confirm.reform(|_: MouseEvent| ());
    let no = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <div class="backdrop">
            <div class="dialog confirm" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title"
                aria-describedby="confirm-message" data-testid="confirm-dialog"
                onkeydown={on_escape(props.on_cancel.clone())}>
                <h2 id="confirm-title">{ props.title.clone() }</h2>
                <p id="confirm-message">{ props.message.clone() }</p>
                <div class="dialog-buttons">
                    <button type="button" data-testid="confirm-no" ref={cancel} onclick={no}>
                        { props.cancel_label.clone() }
                    </button>
                    <button type="button" class="danger" data-testid="confirm-yes" onclick={yes}>
                        { props.confirm_label.clone() }
                    </button>
                </div>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct OverlayProps {
    pub title: AttrValue,
    /// data-testid of the dialog, e.g. "rules" or "end-screen".
    pub testid: AttrValue,
    pub on_close: Callback<()>,
    #[prop_or(AttrValue::Static("Close"))]
    pub close_label: AttrValue,
    #[prop_or_default]
    pub children: Html,
}

#[component]
pub fn Overlay(props: &OverlayProps) -> Html {
    let close = use_node_ref();
    use_focus_on_open(close.clone());
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class="backdrop">
            <div class="dialog overlay" role="dialog" aria-modal="true" aria-label={props.title.clone()}
                data-testid={props.testid.clone()} onkeydown={on_escape(props.on_close.clone())}>
                <div class="overlay-head">
                    <h2>{ props.title.clone() }</h2>
                    <button type="button" data-testid="overlay-close" ref={close} onclick={on_close}>
                        { props.close_label.clone() }
                    </button>
                </div>
                <div class="overlay-body">{ props.children.clone() }</div>
            </div>
        </div>
    }
}
