//! The only code that touches localStorage.
//!
//! Each game lives under its own key, `endgames.save.<id>`, as the JSON of a
//! [`SaveFile`]. A save that cannot be read is reported as a [`Problem`] and
//! left exactly as it is: only the player deletes it, after a confirm step.

use crate::engine::sort::{sort_small, sort_small_by};
use crate::kit::browser::js_error_text;
use crate::saves::{parse_save, SaveFile, SaveProblem};
use web_sys::Storage;

const SAVE_PREFIX: &str = "endgames.save.";
const SPEED_KEY: &str = "endgames.pref.bot-speed";

/// A stored save that could not be read.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    pub key: String,
    /// Why, in plain words.
    pub reason: String,
    /// The stored text, untouched, for export.
    pub raw: String,
}

/// Why something could not be stored.
#[derive(Clone, Debug, PartialEq)]
pub enum StoreError {
    /// The browser's quota is used up.
    Full,
    /// No storage at all (private mode in some browsers) or another refusal.
    Unavailable(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Full => write!(f, "the browser's storage is full"),
            StoreError::Unavailable(why) => write!(f, "the browser would not store it ({why})"),
        }
    }
}

/// Why one save could not be opened.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    Missing,
    Unreadable(SaveProblem),
    Unavailable(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Missing => write!(f, "there is no saved game with this name in this browser"),
            LoadError::Unreadable(p) => write!(f, "{p}"),
            LoadError::Unavailable(why) => write!(f, "the browser's storage cannot be read ({why})"),
        }
    }
}

/// Every stored save, newest first, and every stored text that is not a readable save.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    pub saves: Vec<SaveFile>,
    pub problems: Vec<Problem>,
}

pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

fn storage() -> Result<Storage, String> {
    let window = web_sys::window().ok_or("no window")?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err("local storage is switched off".into()),
        Err(e) => Err(js_error_text(&e)),
    }
}

/// The key and raw text of every stored save, readable or not.
pub fn raw_saves() -> Vec<(String, String)> {
    let Ok(store) = storage() else { return Vec::new() };
    let count = store.length().unwrap_or(0);
    let mut keys: Vec<String> = (0..count).filter_map(|i| store.key(i).ok().flatten()).collect();
    keys.retain(|k| k.starts_with(SAVE_PREFIX));
    sort_small(&mut keys);
    keys.into_iter().filter_map(|k| store.get_item(&k).ok().flatten().map(|raw| (k, raw))).collect()
}

pub fn list() -> Listing {
    let mut listing = Listing::default();
    for (key, raw) in raw_saves() {
        match check(&key, &raw) {
            Ok(save) => listing.saves.push(save),
            Err(p) => listing.problems.push(Problem { key, reason: p.to_string(), raw }),
        }
    }
    // Most recently played first.
    sort_small_by(&mut listing.saves, |a, b| a.updated_ms > b.updated_ms);
    listing
}

/// Parses a stored save and checks it is stored under its own id.
fn check(key: &str, raw: &str) -> Result<SaveFile, SaveProblem> {
    let save = parse_save(raw)?;
    if save_key(&save.id) != key {
        return Err(SaveProblem::Damaged(format!("it is stored under another name than its own ({})", save.id)));
    }
    Ok(save)
}

pub fn load(id: &str) -> Result<SaveFile, LoadError> {
    let store = storage().map_err(LoadError::Unavailable)?;
    let key = save_key(id);
    let raw = store.get_item(&key).map_err(|e| LoadError::Unavailable(js_error_text(&e)))?.ok_or(LoadError::Missing)?;
    check(&key, &raw).map_err(LoadError::Unreadable)
}

pub fn exists(id: &str) -> bool {
    storage().ok().and_then(|s| s.get_item(&save_key(id)).ok().flatten()).is_some()
}

/// Stores `save`. On failure the value stored before stays as it was.
pub fn write(save: &SaveFile) -> Result<(), StoreError> {
    let text = crate::json::to_string(save).map_err(|e| StoreError::Unavailable(e.to_string()))?;
    let store = storage().map_err(StoreError::Unavailable)?;
    store.set_item(&save_key(&save.id), &text).map_err(|e| {
        if is_quota_error(&e) {
            StoreError::Full
        } else {
            StoreError::Unavailable(js_error_text(&e))
        }
    })
}

/// Removes one stored key (a save or an unreadable entry) after the player confirmed.
pub fn delete(key: &str) {
    if key.starts_with(SAVE_PREFIX) {
        if let Ok(store) = storage() {
            let _ = store.remove_item(key);
        }
    }
}

/// The raw stored text of `key`, for export.
pub fn raw(key: &str) -> Option<String> {
    storage().ok()?.get_item(key).ok().flatten()
}

/// The remembered bot speed, if any.
pub fn bot_speed() -> Option<String> {
    storage().ok()?.get_item(SPEED_KEY).ok().flatten()
}

/// Remembers the bot speed; a full storage just means it is not remembered.
pub fn set_bot_speed(value: &str) {
    if let Ok(store) = storage() {
        let _ = store.set_item(SPEED_KEY, value);
    }
}

fn is_quota_error(e: &wasm_bindgen::JsValue) -> bool {
    let name = js_sys::Reflect::get(e, &"name".into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
    // Firefox used its own name before adopting the standard one.
    name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED"
}
