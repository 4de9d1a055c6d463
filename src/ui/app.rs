//! The root component: reads the hash route and shows its screen.

use super::components::update_notice::UpdateNotice;
use super::dispatch;
use super::first_frame;
use super::routes::{use_route, Route};
use super::screens::history::HistoryPage;
use super::screens::home::Home;
use super::screens::not_found::not_found;
use super::screens::play::{PlayRoute, ReviewRoute, SharedRoute};
use yew::prelude::*;

#[component]
pub fn App() -> Html {
    let route = use_route();
    // The app's screen is up: the frame index.html painted before it can go.
    // The home removes it itself once its own copy is whole (home.rs).
    use_effect_with(route.clone(), |route| {
        if *route != Route::Home {
            first_frame::remove();
        }
    });
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
        // Only the home screen says a new version is ready: never mid-game.
        Route::Home => html! { <><Home /><UpdateNotice /></> },
        Route::New(game) => dispatch::new_game(game),
        Route::Play(id) => html! { <PlayRoute key={id.clone()} id={AttrValue::from(id.clone())} /> },
        Route::Rules(game) => dispatch::rules(game),
        #[cfg(feature = "bench-route")]
        Route::BenchBot(game) => dispatch::bench_bot(game),
        #[cfg(not(feature = "bench-route"))]
        Route::BenchBot(game) => not_found(&format!("bench/bot/{}", game.slug())),
        Route::NotFound(path) => not_found(&path),
        Route::CrashTest => html! { <CrashTest /> },
        Route::History => html! { <HistoryPage /> },
        Route::Review(id) => html! { <ReviewRoute key={id.clone()} id={AttrValue::from(id.clone())} /> },
        Route::Shared(format, text) => {
            html! { <SharedRoute key={text.clone()} format={AttrValue::from(format.clone())} text={AttrValue::from(text.clone())} /> }
        }
    }
}

/// Panics while rendering, as a bug would: the panic hook (ui/panic.rs) then
/// replaces the page with the error screen, which the browser tests check.
#[component]
fn CrashTest() -> Html {
    panic!("the self-test at #/selftest/crash stopped the app on purpose; nothing is wrong with your saves")
}

fn title(route: &Route) -> String {
    match route {
        Route::Home | Route::NotFound(_) | Route::CrashTest => "Endgames: end-of-the-world board games".to_string(),
        Route::History => "Finished games · Endgames".to_string(),
        Route::Review(_) | Route::Shared(..) => "Review · Endgames".to_string(),
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
