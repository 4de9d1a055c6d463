//! Plain-words text of events (for the log).
