//! `<GameStyled game={id}>{ children }</GameStyled>`: shows its children once
//! the game's own stylesheet applies (`ui::game_styles`), so no board is ever
//! drawn without its look.
//!
//! While the sheet loads it shows "Loading <game>…" (role=status), which
//! the stylesheet keeps invisible for its first 100 ms (`.game-loading`): a
//! sheet from the cache arrives sooner, and a flash of "Loading" would only
//! distract. If the sheet cannot be had, it says why, with a Reload button.
//! A sheet loaded before shows the children at once. The wasm chunk of the
//! game will be awaited here too (issue 24), so the screens have one waiting
//! state for everything a game needs.

use crate::games::GameId;
use crate::kit::parts::Button;
use crate::ui::game_styles::{game_styles_ready, load_game_styles};
use std::cell::Cell;
use std::rc::Rc;
use yew::platform::spawn_local;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct GameStyledProps {
    pub game: GameId,
    #[prop_or_default]
    pub children: Html,
}

#[derive(Clone, PartialEq)]
enum Phase {
    Waiting,
    Ready,
    Failed(String),
}

#[component]
pub fn GameStyled(props: &GameStyledProps) -> Html {
    let game = props.game;
    // The phase is kept with the game it is for: a new game (another
    // game's rules page, say) starts from its own phase, not the last one's.
    let state = use_state(|| (game, start_phase(game)));
    {
        let state = state.clone();
        use_effect_with(game, move |&game| {
            if state.0 != game {
                state.set((game, start_phase(game)));
            }
            // Set when this game's page is gone: the load then leaves the state alone.
            let gone = Rc::new(Cell::new(false));
            if !game_styles_ready(game) {
                let gone = gone.clone();
                spawn_local(async move {
                    let phase = match load_game_styles(game).await {
                        Ok(()) => Phase::Ready,
                        Err(why) => Phase::Failed(why),
                    };
                    if !gone.get() {
                        state.set((game, phase));
                    }
                });
            }
            move || gone.set(true)
        });
    }
    let phase = if state.0 == game { state.1.clone() } else { start_phase(game) };
    match phase {
        Phase::Ready => props.children.clone(),
        Phase::Waiting => html! {
            <main class="page game-loading" data-testid="game-loading">
                <p role="status">{ format!("Loading {}…", game.name()) }</p>
            </main>
        },
        Phase::Failed(why) => html! {
            <main class="page" data-testid="game-styles-error">
                <h1>{ format!("{} cannot be shown", game.name()) }</h1>
                <p role="alert">{ format!("It cannot be shown because {why}. Check the connection, then reload the page.") }</p>
                <div class="form-actions">
                    <Button class="primary" testid="game-styles-reload" label="Reload" on_press={Callback::from(|()| reload())} />
                </div>
            </main>
        },
    }
}

fn start_phase(game: GameId) -> Phase {
    if game_styles_ready(game) {
        Phase::Ready
    } else {
        Phase::Waiting
    }
}

fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}
