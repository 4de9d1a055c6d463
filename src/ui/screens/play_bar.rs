//! The bar above the board: the game's name, Undo, the bots' speed and the menu.

use crate::kit::parts::{option, picked};
use crate::ui::bot_runner::BotSpeed;
use crate::ui::components::menu::{Menu, MenuItem};
use crate::ui::routes::Route;
use yew::prelude::*;

pub struct PlayBarProps {
    pub game_name: AttrValue,
    pub can_undo: bool,
    pub on_undo: Callback<()>,
    pub speed: BotSpeed,
    pub on_speed: Callback<BotSpeed>,
    /// False when no seat is a bot: the speed control is then left out.
    pub has_bots: bool,
    pub menu: Vec<MenuItem>,
}

/// A plain function, not a component: it keeps no state of its own.
pub fn play_bar(props: PlayBarProps) -> Html {
    let on_speed = props.on_speed.clone();
    let speed_changed = picked(Callback::from(move |value: String| {
        if let Some(speed) = BotSpeed::from_value(&value) {
            on_speed.emit(speed);
        }
    }));
    html! {
        <header class="play-bar">
            <h1 class="title">
                <a href={Route::Home.href()} aria-label="Endgames: back to the games">{ "Endgames" }</a>
                { " · " }{ props.game_name.clone() }
            </h1>
            <button type="button" data-testid="undo" disabled={!props.can_undo}
                title="Take back your last move while nothing new has been revealed"
                onclick={props.on_undo.reform(|_: MouseEvent| ())}>
                <span aria-hidden="true">{ "↶" }</span>{ "Undo" }
            </button>
            if props.has_bots {
                <label>
                    <span class="label-text">{ "Bots" }</span>
                    <select data-testid="bot-speed" aria-label="Bot speed" onchange={speed_changed}>
                        { for BotSpeed::ALL.into_iter().map(|s| option(s.value().into(), s.label().into(), s == props.speed)) }
                    </select>
                </label>
            }
            <Menu items={props.menu} />
        </header>
    }
}
