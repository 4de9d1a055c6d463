//! A message across the top of a screen, in plain words: a save that failed,
//! an import that was refused, a move the game would not accept.
//!
//! `<Banner kind={BannerKind::Error} text="…" on_close={Some(cb)} />`;
//! data-testid is "banner" unless `testid` says otherwise (the play screen
//! uses testid="refusal" for refused moves).

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
    #[prop_or(AttrValue::Static("banner"))]
    pub testid: AttrValue,
    /// Shows a "Dismiss" button when set.
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
            if let Some(cb) = &props.on_close {
                <button type="button" class="banner-close" onclick={cb.reform(|_: MouseEvent| ())}>{ "Dismiss" }</button>
            }
        </div>
    }
}
