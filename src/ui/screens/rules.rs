//! `#/rules/<game>`: how to play, in our own words, with a way back.

use crate::games::GameId;
use crate::kit::parts::Button;
use crate::ui::components::parts::go;
use crate::ui::routes::Route;
use yew::prelude::*;

/// A plain function, not a component: the page keeps no state. Not generic
/// either: the game's own part, its rules, comes in as `how_to_play`. Its
/// figures are the game's board, drawn with the game's stylesheet.
pub fn rules_page(game: GameId, how_to_play: Html) -> Html {
    html! {
        <main class="page rules" data-testid="rules">
            <a class="back-link" href={Route::Home.href()}>{ "← Back to the games" }</a>
            <h1>{ format!("How to play {}", game.name()) }</h1>
            { how_to_play }
            <div class="form-actions">
                <Button class="primary" testid={format!("new-game-{}", game.slug())} label="Start a game" on_press={go(Route::New(game))} />
                <a class="back-link" href={Route::Home.href()}>{ "Back to the games" }</a>
            </div>
        </main>
    }
}
