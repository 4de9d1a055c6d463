//! Native runs of the unit tests inside the shell's pure files. `src/ui` is
//! built for the browser only, so the files are included here by path; the
//! re-exports below let their `crate::engine`, `crate::games`, `crate::json`
//! and `crate::saves` paths resolve to the library's modules.

pub use endgames::{engine, games, json, saves};

#[path = "../src/ui/markup.rs"]
mod markup;
#[path = "../src/ui/num.rs"]
mod num;
#[path = "../src/ui/screens/seating.rs"]
mod seating;
#[path = "../src/ui/session.rs"]
mod session;
