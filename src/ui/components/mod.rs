//! Small building blocks shared by every screen. Each takes plain data and
//! callbacks (never a whole state handle), and keeps the app's
//! accessibility rules: real buttons with visible text, 44 px targets,
//! focus rings, keyboard operation, colour always paired with a shape or text.
//! die, card and token are drawn pieces written with the ExtracZon view, for any game.

pub mod banner;
pub mod chart;
pub mod curtain;
pub mod dialogs;
pub mod log;
pub mod menu;
pub mod notes;
pub mod parts;
pub mod share;
pub mod tap_shield;
pub mod update_notice;
