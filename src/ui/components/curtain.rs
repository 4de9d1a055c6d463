//! The pass-and-play curtain: shown instead of the board (the board is not
//! rendered at all) while the tablet passes from one human seat to another.
//!
//! `<Curtain name=.. on_ready=.. focus=.. />`. The play screen moves the
//! focus to the button (`focus`) whenever the curtain goes up for someone,
//! so Enter or Space lifts it.

use crate::kit::parts::Button;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CurtainProps {
    /// The name of the player the tablet goes to.
    pub name: AttrValue,
    pub on_ready: Callback<()>,
    /// The ready button, for the play screen to focus.
    pub focus: NodeRef,
}

#[component]
pub fn Curtain(props: &CurtainProps) -> Html {
    let name = &props.name;
    html! {
        <section class="curtain" data-testid="curtain" aria-live="assertive">
            <p class="curtain-text">{ format!("Pass to {name} — tap when ready") }</p>
            <p class="curtain-hint">{ "Only they should look at the screen until their turn is done." }</p>
            <Button class="primary big" testid="curtain-ready" label={format!("I am {name}: show my game")}
                on_press={props.on_ready.clone()} focus={props.focus.clone()} />
        </section>
    }
}
