//! A message across the top of a screen, in plain words: a save that failed,
//! an import that was refused, a move the game would not accept.
//!
//! `<Banner kind={BannerKind::Error} text=.. testid="banner" on_close=.. />`:
//! the testid is "banner" on most screens (the play screen uses "refusal"
//! for refused moves, "save-error" for a failed save).

use crate::kit::parts::{phone_words, Button};
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BannerKind {
    /// Something went wrong and the player should know (announced at once).
    Error,
    /// Good news or a hint (announced politely).
    Info,
}

#[derive(Properties, PartialEq)]
pub struct BannerProps {
    pub kind: BannerKind,
    pub text: AttrValue,
    pub testid: AttrValue,
    /// Adds a "Dismiss" button that does this.
    #[prop_or_default]
    pub on_close: Option<Callback<()>>,
}

/// On a phone the Dismiss button shows a ✕ (its name stays "Dismiss"): the
/// word took a quarter of the row, and a refused card's reason in
/// Extinction Point ran to five lines, 163 px tall, on a 360 px phone.
///
/// Dismissing a message gives the focus back to what held it when the
/// message came (the piece whose move was refused, the file picker): the
/// Dismiss button went with the message, the focus fell to the page, and a
/// keyboard player's next Tab started again from the top (seen playing
/// The End Is Nigh by keyboard).
#[component]
pub fn Banner(props: &BannerProps) -> Html {
    let (class, role, mark) = match props.kind {
        BannerKind::Error => ("banner error", "alert", "!"),
        BannerKind::Info => ("banner info", "status", "i"),
    };
    let root = use_node_ref();
    let before = use_mut_ref(|| None::<web_sys::Element>);
    {
        let (root, before) = (root.clone(), before.clone());
        use_effect_with(props.text.clone(), move |_| {
            let inside = |el: &web_sys::Element| root.cast::<web_sys::Node>().is_some_and(|r| r.contains(Some(el)));
            let active = gloo::utils::document().active_element().filter(|el| !inside(el) && el.tag_name() != "BODY");
            if active.is_some() {
                *before.borrow_mut() = active;
            }
        });
    }
    let close = props.on_close.clone().map(|on_close| {
        Callback::from(move |()| {
            let back = before.borrow().clone();
            on_close.emit(());
            if let Some(el) = back.filter(|el| el.is_connected()) {
                crate::kit::browser::focus_back(&el);
            }
        })
    });
    html! {
        <div {class} {role} data-testid={props.testid.clone()} ref={root}>
            <span class="banner-mark" aria-hidden="true">{ mark }</span>
            <p class="banner-text">{ props.text.clone() }</p>
            if let Some(on_close) = close {
                <Button class="banner-close" on_press={on_close}>{ phone_words("Dismiss", "✕") }</Button>
            }
        </div>
    }
}
