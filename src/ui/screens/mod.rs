//! The app's screens. Game-specific ones are generic over `GameUi` and are
//! picked for a game in `ui::dispatch`.

#[cfg(feature = "bench-route")]
pub mod bench;
pub mod end_screen;
pub mod history;
pub mod home;
pub mod import;
pub mod new_game;
pub mod not_found;
pub mod play;
pub mod play_bar;
pub mod review;
pub mod rules;
pub mod saves_list;
pub mod seat_row;
pub mod table;
pub mod table_hooks;
mod table_turn;
