//! The app shell: home, new game, play screen, saves, bots, curtain.
//!
//! Everything here is generic over [`game_ui::GameUi`]; the one place that
//! names each game is [`dispatch`]. Built for the browser only.

pub mod app;
pub mod back_layers;
pub mod bot_runner;
pub mod components;
pub mod dispatch;
pub mod end_parts;
pub mod first_frame;
pub mod game_code;
pub mod game_styles;
pub mod history_store;
pub mod live;
mod panic;
pub mod routes;
pub mod screens;
pub mod store;

/// Entry point used by `main`: installs the panic screen, then renders the
/// app into index.html's `#app`, beside the first frame painted before it.
/// The render waits one turn of the page's event loop: instantiating the
/// wasm is a task's worth of work on a slow phone already, and the two
/// together made the page's longest task at the start.
pub fn start() {
    panic::install();
    yew::platform::spawn_local(async {
        crate::kit::browser::yield_to_page().await;
        let renderer = match first_frame::app_root() {
            Some(root) => yew::Renderer::<app::App>::with_root(root),
            // Only a page that is not index.html lacks the box: yew then takes <body>.
            None => yew::Renderer::<app::App>::new(),
        };
        renderer.render();
    });
}
