//! The pure half of the shell: one game in progress ([`session`]) and who
//! sits at the table and may see or act now ([`seating`]). No browser here,
//! so `cargo test` runs these natively; the play screen (`ui`) wraps them.

pub mod headline;
pub mod seating;
pub mod session;
pub mod timeline;
pub mod undo_refusal;
