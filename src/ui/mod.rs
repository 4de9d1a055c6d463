//! The app shell: home, new game, play screen, saves, bots, curtain.
//!
//! Everything here is generic over [`game_ui::GameUi`]; the one place that
//! names each game is [`dispatch`]. Built for the browser only.

pub mod app;
pub mod bot_runner;
pub mod components;
pub mod dispatch;
pub mod first_frame;
pub mod game_code;
pub mod game_styles;
pub mod history_store;
pub mod live;
mod panic;
pub mod routes;
pub mod screens;
pub mod store;

/// Entry point used by `main`: installs the panic screen, then renders the app into `<body>`.
pub fn start() {
    panic::install();
    // yew empties <body> as it mounts: index.html's first frame is set aside
    // and put back, for the app to take away once its own screen is up.
    let frame = first_frame::set_aside();
    yew::Renderer::<app::App>::new().render();
    first_frame::put_back(frame);
}
