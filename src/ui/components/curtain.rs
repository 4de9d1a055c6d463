//! The pass-and-play curtain: shown instead of the board (the board is not
//! rendered at all) while the tablet passes from one human seat to another.
//!
//! `<Curtain name=.. returning=.. on_ready=.. focus=.. />`. The play screen moves the
//! focus to the button (`focus`) whenever the curtain goes up for someone,
//! so Enter or Space lifts it. Before it, a [`LastLook`] may keep the last
//! player's board in view (see `table::seating`).

use crate::kit::parts::Button;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CurtainProps {
    /// The name of the player the tablet goes to.
    pub name: AttrValue,
    /// Their move was just taken back on this screen: the tablet goes back to them.
    #[prop_or_default]
    pub returning: bool,
    pub on_ready: Callback<()>,
    /// The ready button, for the play screen to focus.
    pub focus: NodeRef,
}

#[component]
pub fn Curtain(props: &CurtainProps) -> Html {
    let name = &props.name;
    let (text, hint) = if props.returning {
        (
            // The move is already taken back: the words say so, not that
            // handing the tablet back would do it (play-testing read them so).
            format!("Hand the tablet back to {name}: their move was taken back"),
            format!("Only {name} should look at the screen now; tapping in shows their turn again."),
        )
    } else {
        (format!("Pass to {name} — tap when ready"), "Only they should look at the screen until their turn is done.".to_string())
    };
    html! {
        <section class="curtain" data-testid="curtain" aria-live="assertive">
            <p class="curtain-text">{ text }</p>
            <p class="curtain-hint">{ hint }</p>
            <Button class="primary big" testid="curtain-ready" label={format!("I am {name}: show my game")}
                on_press={props.on_ready.clone()} focus={props.focus.clone()} />
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct LastLookProps {
    /// The player whose move just ended their turn, still holding the tablet.
    pub name: AttrValue,
    /// The player the tablet goes to next.
    pub next: AttrValue,
    /// What the move showed them alone, as their log reads it.
    pub news: Rc<Vec<String>>,
    pub on_hide: Callback<()>,
    /// The hide button, for the play screen to focus.
    pub focus: NodeRef,
}

/// The hand-over's first step, when the move that ended a turn showed its
/// player something alone (a card drawn): their board stays in view and
/// this box says what it showed, until they hide it. Without it the curtain
/// came up at once, and the card was first seen a turn later.
#[component]
pub fn LastLook(props: &LastLookProps) -> Html {
    let LastLookProps { name, next, .. } = props;
    html! {
        <section class="last-look" data-testid="last-look" aria-labelledby="last-look-title">
            <h3 id="last-look-title">{ format!("Only {name} should see this") }</h3>
            <ul class="last-look-news">{ for props.news.iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            <Button class="primary" testid="last-look-hide" label={format!("Hide my game, then pass to {next}")}
                on_press={props.on_hide.clone()} focus={props.focus.clone()} />
        </section>
    }
}
