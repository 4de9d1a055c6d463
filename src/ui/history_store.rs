//! The table's history in the browser's storage (`crate::history` holds the
//! lines and their rules). One key, apart from the saves, so deleting a save
//! keeps its line. A stored history this version cannot read is never
//! overwritten: when a game finishes, it is kept apart under a key of its
//! own (`history::set_aside_key`) and a new one begins.

use super::store::storage;
use crate::engine::sort::sort_small_by;
use crate::history::{set_aside_key, set_aside_number, Entry, History};

const HISTORY_KEY: &str = "endgames.history";

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
                if let Some(key) = set_aside_key(&set_aside(), &text) {
                    store.set_item(&key, &text).map_err(|_| "the unreadable history could not be set aside")?;
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

/// The unreadable histories kept apart, oldest first, as (key, text).
pub fn set_aside() -> Vec<(String, String)> {
    let Ok(store) = storage() else { return Vec::new() };
    let keys = (0..store.length().unwrap_or(0)).filter_map(|i| store.key(i).ok().flatten());
    let mut kept: Vec<(usize, String, String)> = keys
        .filter_map(|key| {
            let n = set_aside_number(&key)?;
            let text = store.get_item(&key).ok().flatten()?;
            Some((n, key, text))
        })
        .collect();
    // A handful of keys: the engine's small sort, not a std sort made for this type.
    sort_small_by(&mut kept, |a, b| a.0 < b.0);
    kept.into_iter().map(|(_, key, text)| (key, text)).collect()
}

/// Deletes one history kept apart (no other key).
pub fn delete_set_aside(key: &str) -> Result<(), String> {
    if set_aside_number(key).is_none() {
        return Err(format!("“{key}” is not a history kept apart"));
    }
    storage()?.remove_item(key).map_err(|_| "it could not be deleted".to_string())
}
