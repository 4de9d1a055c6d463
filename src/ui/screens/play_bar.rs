//! The bar above the board: the game's name, Undo, the bots' speed and the menu.

use crate::kit::parts::{Button, Select};
use crate::ui::bot_runner::BotSpeed;
use crate::ui::components::menu::{Menu, MenuItem};
use crate::ui::routes::Route;
use yew::prelude::*;

pub struct PlayBarProps {
    pub game_name: AttrValue,
    /// Why Undo may not be used now (`table::undo_refusal`); `None` when it may.
    pub undo_refusal: Option<String>,
    pub on_undo: Callback<()>,
    /// Shows a refusal's words in the status panel.
    pub on_explain: Callback<String>,
    pub speed: BotSpeed,
    pub on_speed: Callback<BotSpeed>,
    /// False when no seat is a bot: the speed control is then left out.
    pub has_bots: bool,
    pub menu: Vec<MenuItem>,
}

/// The bar's heading: the home link, then what the screen shows. On a phone
/// the link is the app's icon alone (screens.css), so the words keep one line
/// beside it instead of wrapping as a second column beside "Endgames".
pub fn bar_title(words: AttrValue) -> Html {
    html! {
        <h1 class="title">
            <a href={Route::Home.href()} aria-label="Endgames: back to the games">
                <img class="title-icon" src="icon.svg" alt="" width="28" height="28" />
                <span class="title-brand">{ "Endgames" }</span>
            </a>
            <span class="title-sep" aria-hidden="true">{ "·" }</span>
            <span class="title-words">{ words }</span>
        </h1>
    }
}

/// A plain function, not a component: it keeps no state of its own.
pub fn play_bar(props: PlayBarProps) -> Html {
    let on_speed = props.on_speed.clone();
    let speed_changed = Callback::from(move |value: String| {
        if let Some(speed) = BotSpeed::from_value(&value) {
            on_speed.emit(speed);
        }
    });
    // Tapped while unavailable, Undo says why instead of doing nothing.
    let (undo_title, on_undo) = match props.undo_refusal.clone() {
        Some(why) => (AttrValue::from(why.clone()), props.on_explain.reform(move |()| why.clone())),
        None => (AttrValue::Static("Take back your last move while nothing new has been revealed"), props.on_undo.clone()),
    };
    let speeds: Vec<_> = BotSpeed::ALL.into_iter().map(|s| (s.value().into(), s.label().into())).collect();
    html! {
        <header class="play-bar">
            { bar_title(props.game_name.clone()) }
            <Button testid="undo" unavailable={props.undo_refusal.is_some()} title={undo_title} on_press={on_undo}>
                <span aria-hidden="true">{ "↶" }</span>{ "Undo" }
            </Button>
            if props.has_bots {
                <label>
                    <span class="label-text">{ "Bots" }</span>
                    <Select testid="bot-speed" aria_label="Bot speed" choices={speeds} chosen={props.speed.value()} on_pick={speed_changed} />
                </label>
            }
            <Menu items={props.menu} />
        </header>
    }
}
