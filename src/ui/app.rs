//! The root component: reads the hash route and shows its screen.

use super::dispatch;
use super::routes::{use_route, Route};
use super::screens::home::Home;
use super::screens::play::PlayRoute;
use crate::kit::markup::{Esc, Markup};
use yew::prelude::*;

#[component]
pub fn App() -> Html {
    let route = use_route();
    use_effect_with(route.clone(), |route| {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            doc.set_title(&title(route));
            // A new screen starts at its top, as a new page would.
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        }
    });
    match route {
        Route::Home => html! { <Home /> },
        Route::New(game) => dispatch::new_game(game),
        Route::Play(id) => html! { <PlayRoute key={id.clone()} id={AttrValue::from(id.clone())} /> },
        Route::Rules(game) => dispatch::rules(game),
        #[cfg(feature = "bench-route")]
        Route::BenchBot(game) => dispatch::bench_bot(game),
        #[cfg(not(feature = "bench-route"))]
        Route::BenchBot(game) => not_found(&format!("bench/bot/{}", game.slug())),
        Route::NotFound(path) => not_found(&path),
    }
}

/// The page for an address with nothing at it.
fn not_found(path: &str) -> Html {
    let mut text = Markup::new();
    text.add(format_args!("<h1>Nothing here</h1><p>There is no page at “{}”.</p>", Esc(path)));
    html! {
        <main class="page" data-testid="not-found">
            { text.into_html() }
            <a class="button-link primary" href={Route::Home.href()}>{ "Go to the games" }</a>
        </main>
    }
}

fn title(route: &Route) -> String {
    match route {
        Route::Home | Route::NotFound(_) => "Endgames: end-of-the-world board games".to_string(),
        Route::New(g) => format!("New game of {} · Endgames", g.name()),
        // The game's name, so a browser tab or history entry says what is being played.
        Route::Play(id) => match super::store::load(id) {
            Ok(save) => format!("{} - Endgames", save.game.name()),
            Err(_) => "Playing - Endgames".to_string(),
        },
        Route::Rules(g) => format!("How to play {} · Endgames", g.name()),
        Route::BenchBot(_) => "Bot timing · Endgames".to_string(),
    }
}
