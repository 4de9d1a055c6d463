//! The pass-and-play curtain: shown instead of the board (the board is not
//! rendered at all) while the tablet passes from one human seat to another.
//!
//! `curtain(next_player_name, on_ready, button)`. A plain function, not a
//! component: the play screen moves the focus to `button` whenever the
//! curtain goes up for someone, so Enter or Space lifts it.

use crate::kit::parts::focus_button;
use yew::prelude::*;

pub fn curtain(name: &str, on_ready: Callback<()>, button: NodeRef) -> Html {
    let ready = format!("I am {name}: show my game");
    html! {
        <section class="curtain" data-testid="curtain" aria-live="assertive">
            <p class="curtain-text">{ format!("Pass to {name} — tap when ready") }</p>
            <p class="curtain-hint">{ "Only they should look at the screen until their turn is done." }</p>
            { focus_button(Some("primary big"), Some("curtain-ready".into()), ready.into(), on_ready, button) }
        </section>
    }
}
