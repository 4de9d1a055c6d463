//! `#/rules/<game>`: how to play, in our own words, with a way back.

use crate::games::GameId;
use crate::ui::game_ui::GameUi;
use crate::ui::routes::Route;
use yew::prelude::*;

/// A plain function, not a component: the page keeps no state.
pub fn rules_page<G: GameUi>(game: GameId) -> Html {
    html! {
        <main class="page rules" data-testid="rules">
            <a class="back-link" href={Route::Home.href()}>{ "← Back to the games" }</a>
            <h1>{ format!("How to play {}", game.name()) }</h1>
            { G::how_to_play() }
            <div class="form-actions">
                <button type="button" class="primary" data-testid={format!("new-game-{}", game.slug())}
                    onclick={Callback::from(move |_| Route::New(game).go())}>{ "Start a game" }</button>
                <a class="back-link" href={Route::Home.href()}>{ "Back to the games" }</a>
            </div>
        </main>
    }
}
