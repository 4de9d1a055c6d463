//! ExtracZon: a scenario test for each rule of the rulebook, and the shared
//! harness over every mode and table size.

mod common;
#[path = "extraczon_cases/contract.rs"]
mod contract;
#[path = "extraczon_cases/encounters.rs"]
mod encounters;
#[path = "extraczon_cases/ending.rs"]
mod ending;
#[path = "extraczon_cases/moving.rs"]
mod moving;
#[path = "extraczon_cases/support.rs"]
mod support;
#[path = "extraczon_cases/words.rs"]
mod words;
