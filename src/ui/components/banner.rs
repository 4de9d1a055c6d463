//! A message across the top of a screen, in plain words: a save that failed,
//! an import that was refused, a move the game would not accept.
//!
//! `banner(BannerKind::Error, "…", "banner", Some(on_close))`: the testid is
//! "banner" on most screens (the play screen uses "refusal" for refused
//! moves). A plain function, not a component: it keeps no state.

use crate::kit::parts::button;
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BannerKind {
    /// Something went wrong and the player should know (announced at once).
    Error,
    /// Good news or a hint (announced politely).
    Info,
}

/// The banner; `on_close` adds a "Dismiss" button.
pub fn banner(kind: BannerKind, text: &str, testid: &'static str, on_close: Option<Callback<()>>) -> Html {
    let (class, role, mark) = match kind {
        BannerKind::Error => ("banner error", "alert", "!"),
        BannerKind::Info => ("banner info", "status", "i"),
    };
    html! {
        <div {class} {role} data-testid={testid}>
            <span class="banner-mark" aria-hidden="true">{ mark }</span>
            <p class="banner-text">{ text }</p>
            if let Some(on_close) = on_close {
                { button(Some("banner-close"), None, "Dismiss".into(), on_close) }
            }
        </div>
    }
}
