//! The toolkit a game's view is written with: the `GameUi` trait and the
//! props its board receives, the shared drawn pieces (die, card, token, seat
//! badge), the one button, a moved piece's glide, DOM helpers and number formatting.
//!
//! The layers read one way: `engine` <- `kit` <- `games/<game>/view` <- `ui`
//! (the shell). Nothing here imports the shell, so a game's view never
//! depends on the screens that host it. Only `num`, `axis` (a chart's
//! labelled points), `figure` (a rules page's picture as data), `badge_spots`
//! (where that picture's numbered badges go) and `rows` (a hand's cards in a
//! box) are pure and compiled natively; the rest is built for the browser.

pub mod axis;
pub mod badge_spots;
pub mod figure;
pub mod num;
pub mod rows;

#[cfg(target_arch = "wasm32")]
pub mod board_ctx;
#[cfg(target_arch = "wasm32")]
pub mod box_size;
#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod card;
#[cfg(target_arch = "wasm32")]
pub mod die;
#[cfg(target_arch = "wasm32")]
pub mod dock;
#[cfg(target_arch = "wasm32")]
pub mod figure_view;
#[cfg(target_arch = "wasm32")]
pub mod game_ui;
#[cfg(target_arch = "wasm32")]
pub mod keys;
#[cfg(target_arch = "wasm32")]
pub mod markup;
#[cfg(target_arch = "wasm32")]
pub mod motion;
#[cfg(target_arch = "wasm32")]
pub mod outcome;
#[cfg(target_arch = "wasm32")]
pub mod parts;
#[cfg(target_arch = "wasm32")]
pub mod piles;
#[cfg(target_arch = "wasm32")]
pub mod seat_badge;
#[cfg(target_arch = "wasm32")]
pub mod token;
