//! ExtracZon (placeholder while the rules are written).
