//! `#/rules/<game>`: how to play, in our own words, with a way back.

use crate::games::GameId;
use crate::ui::game_ui::GameUi;
use crate::ui::routes::Route;
use std::marker::PhantomData;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesProps<G: GameUi> {
    pub game: GameId,
    #[prop_or_default]
    pub _game: PhantomData<G>,
}

#[component]
pub fn RulesPage<G: GameUi>(props: &RulesProps<G>) -> Html {
    let game = props.game;
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
