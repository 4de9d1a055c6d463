//! The table's history in the browser's storage (`crate::history` holds the
//! lines and their rules). One key, apart from the saves, so deleting a save
//! keeps its line. A stored history this version cannot read is never
//! overwritten: it is moved aside under its own key and a new one begins.

use super::store::storage;
use crate::history::{Entry, History};

const HISTORY_KEY: &str = "endgames.history";
/// Where an unreadable history is kept, untouched, for export.
pub const SET_ASIDE_KEY: &str = "endgames.history.unreadable";

/// The stored history (empty when there is none), or why it cannot be read.
pub fn read() -> Result<History, String> {
    match storage()?.get_item(HISTORY_KEY) {
        Ok(Some(text)) => History::parse(&text),
        Ok(None) => Ok(History::default()),
        Err(_) => Err("the browser's storage cannot be read".into()),
    }
}

/// The stored text, for export.
pub fn raw() -> Option<String> {
    storage().ok()?.get_item(HISTORY_KEY).ok().flatten()
}

/// Adds the line of a finished game. A full storage only means the line is
/// missing: the game's own save matters more and is written first.
pub fn record(entry: Entry) -> Result<(), String> {
    let store = storage()?;
    let mut history = match read() {
        Ok(h) => h,
        Err(_) => {
            if let Some(text) = raw() {
                if store.get_item(SET_ASIDE_KEY).ok().flatten().is_none() {
                    store.set_item(SET_ASIDE_KEY, &text).map_err(|_| "the unreadable history could not be set aside")?;
                }
            }
            History::default()
        }
    };
    if !history.add(entry) {
        return Ok(());
    }
    let text = serde_json::to_string(&history).map_err(|_| "the history could not be written")?;
    store.set_item(HISTORY_KEY, &text).map_err(|_| "the browser's storage is full".to_string())
}

/// Deletes every line (the saves stay).
pub fn clear() -> Result<(), String> {
    storage()?.remove_item(HISTORY_KEY).map_err(|_| "the history could not be deleted".to_string())
}
