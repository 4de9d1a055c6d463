//! The pass-and-play curtain: shown instead of the board (the board is not
//! rendered at all) while the tablet passes from one human seat to another.
//!
//! `<Curtain name={next_player_name} on_ready={callback} />`

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CurtainProps {
    /// The player who should take the tablet.
    pub name: AttrValue,
    pub on_ready: Callback<()>,
}

#[component]
pub fn Curtain(props: &CurtainProps) -> Html {
    let button = use_node_ref();
    {
        // Focus the button so Enter or Space lifts the curtain.
        let button = button.clone();
        use_effect_with(props.name.clone(), move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let on_ready = props.on_ready.reform(|_: MouseEvent| ());
    html! {
        <section class="curtain" data-testid="curtain" aria-live="assertive">
            <p class="curtain-text">{ format!("Pass to {} — tap when ready", props.name) }</p>
            <p class="curtain-hint">{ "Only they should look at the screen until their turn is done." }</p>
            <button type="button" class="primary big" data-testid="curtain-ready" ref={button} onclick={on_ready}>
                { format!("I am {}: show my game", props.name) }
            </button>
        </section>
    }
}
