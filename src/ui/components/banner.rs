//! A message across the top of a screen, in plain words: a save that failed,
//! an import that was refused, a move the game would not accept.
//!
//! `<Banner kind={BannerKind::Error} text=.. testid="banner" on_close=.. />`:
//! the testid is "banner" on most screens (the play screen uses "refusal"
//! for refused moves, "save-error" for a failed save).

use crate::kit::parts::Button;
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

#[component]
pub fn Banner(props: &BannerProps) -> Html {
    let (class, role, mark) = match props.kind {
        BannerKind::Error => ("banner error", "alert", "!"),
        BannerKind::Info => ("banner info", "status", "i"),
    };
    html! {
        <div {class} {role} data-testid={props.testid.clone()}>
            <span class="banner-mark" aria-hidden="true">{ mark }</span>
            <p class="banner-text">{ props.text.clone() }</p>
            if let Some(on_close) = &props.on_close {
                <Button class="banner-close" label="Dismiss" on_press={on_close.clone()} />
            }
        </div>
    }
}
