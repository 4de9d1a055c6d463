//! The only code that touches localStorage.
//!
//! Each game lives under its own key, `endgames.save.<id>`, as the JSON of a
//! [`SaveFile`]. A save that cannot be read is reported as a [`Problem`] and
//! left exactly as it is: only the player deletes it, after a confirm step.
//!
//! Several windows may have one game open. Every write names the revision it
//! last read (`saves::check_write`), so a window that has not seen the latest
//! moves never overwrites them: its write is refused with the newer save.
//!
//! A browser that will not store anything (site data blocked, some private
//! modes) still plays: a new game that cannot be stored is kept in this tab
//! only ([`Kept::TabOnly`]), in memory, and the play screen says so.

use crate::engine::sort::{sort_small, sort_small_by};
use crate::kit::browser::js_error_text;
use crate::saves::{check_write, parse_save, Conflict, SaveFile, SaveProblem};
use std::cell::RefCell;
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
    /// What is stored now may not be written over (another window's moves).
    Conflict(Conflict),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Full => write!(f, "the browser's storage is full"),
            StoreError::Unavailable(why) => write!(f, "the browser would not store it ({why})"),
            StoreError::Conflict(c) => write!(f, "{c}"),
        }
    }
}

/// Where a new game was kept.
#[derive(Clone, Debug, PartialEq)]
pub enum Kept {
    /// In the browser's storage, under this id.
    Stored(String),
    /// In this tab only, under this id, because storing failed (the reason).
    TabOnly(String, StoreError),
}

impl Kept {
    pub fn id(&self) -> &str {
        match self {
            Kept::Stored(id) | Kept::TabOnly(id, _) => id,
        }
    }
}

thread_local! {
    /// Games this tab could not store: (key, save text, why not). Gone with the tab.
    static TAB_ONLY: RefCell<Vec<(String, String, StoreError)>> = const { RefCell::new(Vec::new()) };
}

fn tab_text(key: &str) -> Option<String> {
    TAB_ONLY.with(|t| t.borrow().iter().find(|(k, ..)| k == key).map(|(_, text, _)| text.clone()))
}

/// Why the game `id` is kept in this tab only, if it is.
pub fn tab_only(id: &str) -> Option<StoreError> {
    let key = save_key(id);
    TAB_ONLY.with(|t| t.borrow().iter().find(|(k, ..)| *k == key).map(|(.., why)| why.clone()))
}

fn keep_in_tab(key: String, text: String, why: StoreError) {
    TAB_ONLY.with(|t| {
        let mut t = t.borrow_mut();
        t.retain(|(k, ..)| *k != key);
        t.push((key, text, why));
    });
}

/// Why this browser will not let the app read its storage, if it will not.
pub fn unavailable() -> Option<String> {
    storage().err()
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

pub(crate) fn storage() -> Result<Storage, String> {
    let window = web_sys::window().ok_or("no window")?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err("local storage is switched off".into()),
        Err(e) => Err(js_error_text(&e)),
    }
}

/// The key and raw text of every stored save, readable or not, and of the
/// games kept in this tab only.
pub fn raw_saves() -> Vec<(String, String)> {
    let mut saves: Vec<(String, String)> = TAB_ONLY.with(|t| t.borrow().iter().map(|(k, text, _)| (k.clone(), text.clone())).collect());
    let Ok(store) = storage() else { return saves };
    let count = store.length().unwrap_or(0);
    let mut keys: Vec<String> = (0..count).filter_map(|i| store.key(i).ok().flatten()).collect();
    keys.retain(|k| k.starts_with(SAVE_PREFIX));
    sort_small(&mut keys);
    saves.extend(keys.into_iter().filter_map(|k| store.get_item(&k).ok().flatten().map(|raw| (k, raw))));
    saves
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
    let key = save_key(id);
    let raw = match tab_text(&key) {
        Some(text) => text,
        None => {
            let store = storage().map_err(LoadError::Unavailable)?;
            store.get_item(&key).map_err(|e| LoadError::Unavailable(js_error_text(&e)))?.ok_or(LoadError::Missing)?
        }
    };
    check(&key, &raw).map_err(LoadError::Unreadable)
}

pub fn exists(id: &str) -> bool {
    raw(&save_key(id)).is_some()
}

/// Stores a new game under its id, or under the id with "-2", "-3"... when
/// another window took it first. When the browser will not store it, the
/// game is kept in this tab, so it can still be played: a new game is never
/// refused.
pub fn create(save: &SaveFile) -> Kept {
    let mut save = save.clone();
    let why = match storage().map_err(StoreError::Unavailable).and_then(|store| store_new(&store, &mut save)) {
        Ok(()) => return Kept::Stored(save.id),
        Err(why) => why,
    };
    save.revision = 1;
    let text = serde_json::to_string(&save).unwrap_or_default();
    keep_in_tab(save_key(&save.id), text, why.clone());
    Kept::TabOnly(save.id, why)
}

/// Writes `save` as revision 1 under the first of its id, id-2, id-3... that is free.
fn store_new(store: &Storage, save: &mut SaveFile) -> Result<(), StoreError> {
    let first = save.id.clone();
    for next in 2.. {
        let stored = store.get_item(&save_key(&save.id)).map_err(|e| StoreError::Unavailable(js_error_text(&e)))?;
        match check_write(stored.as_deref(), None) {
            Ok(revision) => {
                save.revision = revision;
                return put(store, save);
            }
            Err(_) => save.id = format!("{first}-{next}"),
        }
    }
    Err(StoreError::Unavailable("no free name for it".into()))
}

/// Stores the next revision of a game this window opened at revision `seen`;
/// returns the revision written. Refused, with what is stored now, when
/// another window wrote since; on any failure the stored save stays as it was.
pub fn update(save: &SaveFile, seen: u64) -> Result<u64, StoreError> {
    let key = save_key(&save.id);
    let mut save = save.clone();
    if let Some(why) = tab_only(&save.id) {
        save.revision = seen + 1;
        keep_in_tab(key, serde_json::to_string(&save).unwrap_or_default(), why);
        return Ok(save.revision);
    }
    let store = storage().map_err(StoreError::Unavailable)?;
    let stored = store.get_item(&key).map_err(|e| StoreError::Unavailable(js_error_text(&e)))?;
    save.revision = check_write(stored.as_deref(), Some(seen)).map_err(StoreError::Conflict)?;
    put(&store, &save)?;
    Ok(save.revision)
}

/// Writes a save as it is, over nothing or over the revision it carries.
fn put(store: &Storage, save: &SaveFile) -> Result<(), StoreError> {
    let text = serde_json::to_string(save).map_err(|e| StoreError::Unavailable(e.to_string()))?;
    store.set_item(&save_key(&save.id), &text).map_err(|e| {
        if is_quota_error(&e) {
            StoreError::Full
        } else {
            StoreError::Unavailable(js_error_text(&e))
        }
    })
}

/// What the player was shown of a stored key when they asked to delete it.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// A readable save at this revision.
    Revision(u64),
    /// A stored text that is not a readable save, exactly as shown.
    Text(String),
}

/// Removes one stored key (a save or an unreadable entry) after the player
/// confirmed, provided it is still what they were shown: a game that moved
/// on in another window since is kept, and the newer save is returned.
pub fn delete(key: &str, shown: &Shown) -> Result<(), Conflict> {
    if !key.starts_with(SAVE_PREFIX) {
        return Ok(());
    }
    let Some(now) = raw(key) else { return Ok(()) };
    let same = match (shown, parse_save(&now)) {
        (Shown::Revision(r), Ok(save)) if save.revision != *r => return Err(Conflict::MovedOn(Box::new(save))),
        (Shown::Revision(_), Ok(_)) => true,
        (Shown::Text(text), _) => *text == now,
        (Shown::Revision(_), Err(_)) => false,
    };
    if !same {
        return Err(parse_save(&now).map_or_else(Conflict::Unreadable, |save| Conflict::MovedOn(Box::new(save))));
    }
    TAB_ONLY.with(|t| t.borrow_mut().retain(|(k, ..)| k != key));
    if let Ok(store) = storage() {
        let _ = store.remove_item(key);
    }
    Ok(())
}

/// The raw stored text of `key`, for export.
pub fn raw(key: &str) -> Option<String> {
    tab_text(key).or_else(|| storage().ok()?.get_item(key).ok().flatten())
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

/// How much of the browser's storage this site uses, in characters (what
/// browsers count for local storage), against the smallest limit common
/// browsers give a site: Chrome, Firefox and Safari keep about 5 MiB.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Usage {
    pub used: usize,
    pub limit: usize,
}

/// The share of the limit past which the app warns and offers to make room.
pub const NEARLY_FULL: f64 = 0.8;

impl Usage {
    pub fn share(&self) -> f64 {
        self.used as f64 / self.limit as f64
    }

    pub fn nearly_full(&self) -> bool {
        self.share() >= NEARLY_FULL
    }

    /// "1.2 MB of about 5.2 MB" (a megabyte as a million characters: what the
    /// browser counts, near enough for a gauge); under a tenth of a megabyte,
    /// "12 KB of about 5.2 MB", where a few saves read "0.0 MB", as if none.
    pub fn text(&self) -> String {
        let mb = |n: usize| format!("{}.{} MB", n / 1_000_000, (n % 1_000_000) / 100_000);
        let used = if self.used < 100_000 { format!("{} KB", self.used.div_ceil(1_000)) } else { mb(self.used) };
        format!("{used} of about {}", mb(self.limit))
    }
}

/// Every key and value of this site's storage, counted (keys of other apps
/// on the same site count too: the limit is shared).
pub fn usage() -> Option<Usage> {
    let store = storage().ok()?;
    let count = store.length().ok()?;
    let used = (0..count)
        .filter_map(|i| store.key(i).ok().flatten())
        .map(|k| k.encode_utf16().count() + store.get_item(&k).ok().flatten().map_or(0, |v| v.encode_utf16().count()))
        .sum();
    Some(Usage { used, limit: 5 * 1024 * 1024 })
}
