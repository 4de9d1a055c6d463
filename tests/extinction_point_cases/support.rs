//! Shared helpers for the Extinction Point scenarios.
#![allow(dead_code)]
