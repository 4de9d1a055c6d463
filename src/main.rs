//! Renders the app; nothing else lives here.

#[cfg(target_arch = "wasm32")]
fn main() {
    endgames::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Endgames is a web app: build it with `make play` or `make dist`.");
}
