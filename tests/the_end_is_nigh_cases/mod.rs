//! Scenario tests, one file per part of the rules.
