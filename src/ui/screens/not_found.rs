//! The page for an address with nothing at it. The address is whatever was
//! typed after `#`, so it is shown as text only.

use crate::ui::routes::Route;
use yew::prelude::*;

pub fn not_found(path: &str) -> Html {
    html! {
        <main class="page" data-testid="not-found">
            <h1>{ "Nothing here" }</h1>
            <p>{ format!("There is no page at “{path}”.") }</p>
            <a class="button-link primary" href={Route::Home.href()}>{ "Go to the games" }</a>
        </main>
    }
}
