//! Where a Site's words go on the map, and where a move target's dot sits on
//! a building, in map units (a tile is [`T`] across).
//!
//! Plain numbers, kept out of the wasm-only view so that a native test can
//! check all 24 Sites: a target's dot never covers a Site's name or HP. A
//! browser game meets only the Sites its moves happen to reach (CI once met a
//! dot on the Water Works' HP after the tests had passed many times).

use super::board::{Rect, SiteDef};

/// Size of one tile in SVG units.
pub const T: f64 = 10.0;

/// The smallest type on the map, in SVG units. Wherever targets are live the
/// map is drawn at 2.75 CSS px a unit or more (the view's zoom keeps a tap
/// area of 1.6 tiles at 44 px), so this is never under 10 CSS px. On the
/// overview of a small screen it would be, and there the stylesheet hides
/// `xz-fine` text.
pub const SMALL_TEXT: f64 = 3.7;

/// Line height of the names and small words on a Site.
pub const LINE: f64 = SMALL_TEXT * 1.05;

/// The HP of a Site whose Zombie is present, as large as the building's
/// width lets it be.
const HP_TEXT: f64 = 5.6;

/// Width of a word per letter, as a share of the type size: a wide bold
/// face's ("HP 14" measures 3.31 em in DejaVu Sans Bold, 0.66 a letter).
pub const WIDE_LETTER: f64 = 0.7;
/// The text box below the baseline, as a share of the type size (0.24 in
/// DejaVu Sans, 0.29 in Noto Sans; the box, not the ink, is what is kept clear).
pub const DESCENT: f64 = 0.3;

/// How far a building's block is drawn inside its tiles (streets show between).
pub const BLOCK_INSET: f64 = 1.0;

/// A target dot's distance from the corner it sits in, on both axes.
pub const DOT_INSET: f64 = 2.4;
/// A target dot's radius, and a chosen target's.
pub const DOT_R: f64 = 1.3;
pub const DOT_R_CHOSEN: f64 = 2.2;

/// The top-left corner and size of a rectangle of tiles, in map units.
pub fn rect_box(r: Rect) -> (f64, f64, f64, f64) {
    (f64::from(r.x) * T, f64::from(r.y) * T, f64::from(r.w) * T, f64::from(r.h) * T)
}

/// Where a move target's dot sits on a building or a tile with words on it:
/// in the bottom-left corner, so the words stay readable.
pub fn corner_dot(r: Rect) -> (f64, f64) {
    let (x, y, _, h) = rect_box(r);
    (x + DOT_INSET, y + h - DOT_INSET)
}

/// The Site's name as one or two lines: split at the space when the building
/// is too narrow for it, and a single long word hyphenated.
pub fn name_lines(def: &SiteDef) -> (String, Option<String>) {
    // About how many letters fit across at the smallest size.
    let fits = ((f64::from(def.rect.w) * T - 3.0) / (SMALL_TEXT * 0.6)) as usize;
    let name = def.name;
    if name.chars().count() <= fits {
        (name.to_string(), None)
    } else if let Some((a, b)) = name.split_once(' ') {
        (a.to_string(), Some(b.to_string()))
    } else {
        let half = name.len() / 2;
        (format!("{}-", &name[..half]), Some(name[half..].to_string()))
    }
}

/// The baselines of the name's first and last line.
pub fn name_baselines(def: &SiteDef) -> (f64, f64) {
    let (_, y, _, _) = rect_box(def.rect);
    let first = y + 1.0 + LINE;
    let lines = if name_lines(def).1.is_some() { 2.0 } else { 1.0 };
    (first, first + LINE * (lines - 1.0))
}

/// The words "HP n" of a Site whose Zombie is present: baseline and type size.
/// With a token inside (standing at the bottom) they move up under the name,
/// small, or are left out where there is no room (`row_above_token`).
/// Otherwise they sit large between the name and the bottom, but never down
/// in the row of the corner where a target's dot goes, and no wider than the
/// building.
pub fn present_hp(def: &SiteDef, occupied: bool) -> Option<(f64, f64)> {
    let (_, last) = name_baselines(def);
    if occupied {
        // Where the name and the token fill the Site, the HP is left out
        // while the token stands there: the roll's button names it.
        return row_above_token(def).then_some((last + LINE, SMALL_TEXT));
    }
    let (_, y, w, h) = rect_box(def.rect);
    let letters = hp_words(def).chars().count() as f64;
    let size = HP_TEXT.min((w - 2.0 * BLOCK_INSET) / (letters * WIDE_LETTER));
    let bottom = y + h;
    let dot_top = bottom - DOT_INSET - DOT_R_CHOSEN;
    let baseline = ((last + bottom) / 2.0 + 2.8).min(dot_top - DESCENT * size);
    Some((baseline, size))
}

/// A token's size inside a Site (a Site one tile wide also holds its name
/// and HP); on a street tile it is larger (`view::board_svg::TOKEN`).
pub const SITE_TOKEN: f64 = 2.0 * SMALL_TEXT;

/// Where a token inside a Site is drawn: at the bottom, below the name and
/// the HP, side by side when two share it (`nth` is 0 or 1).
pub fn site_token_spot(def: &SiteDef, nth: usize) -> (f64, f64) {
    let (x, y, w, h) = rect_box(def.rect);
    (x + w / 2.0 + SITE_TOKEN * 1.1 * nth as f64, y + h - SITE_TOKEN / 2.0 - 0.7)
}

/// The size of a contained Site's check.
pub const CHECK_TEXT: f64 = 5.6;

/// Whether a token standing inside leaves a row for words between the name
/// and the token: not in a Site two tiles high whose name takes two lines
/// (the Radio Tower, the Water Works, the Rail Yard), where the name and
/// the token fill the height (the HP had been drawn under the token).
pub fn row_above_token(def: &SiteDef) -> bool {
    let (_, last) = name_baselines(def);
    let token_top = site_token_spot(def, 0).1 - SITE_TOKEN / 2.0;
    last + 5.0 + DESCENT * CHECK_TEXT <= token_top
}

/// What a contained Site draws while a token stands inside: the check's
/// position, and the HP's beside it where there is a row for them. Where
/// there is none, the check sits beside the token and the HP is left out
/// (the Site's label still says it; a contained Zombie is not fought again).
pub fn contained_under_token(def: &SiteDef) -> ((f64, f64), Option<(f64, f64)>) {
    let (x, _, w, _) = rect_box(def.rect);
    let cx = x + w / 2.0;
    let (_, last) = name_baselines(def);
    if row_above_token(def) {
        // The check and the HP side by side, centred as a pair.
        let check_w = WIDE_LETTER * CHECK_TEXT;
        let hp_w = hp_words(def).chars().count() as f64 * WIDE_LETTER * SMALL_TEXT;
        let left = cx - (check_w + 0.6 + hp_w) / 2.0;
        return ((left + check_w / 2.0, last + 5.0), Some((left + check_w + 0.6 + hp_w / 2.0, last + 4.4)));
    }
    let (_, token_y) = site_token_spot(def, 0);
    ((cx - SITE_TOKEN / 2.0 - 2.6, token_y + 2.0), None)
}

/// What a contained Site draws with no token inside: the check's position,
/// the containing seat's mark (centre and radius) beside it, and the HP's
/// under them where it fits inside the building. Under a two-line name in a
/// Site two tiles high (the Radio Tower, the Water Works, the Rail Yard) it
/// does not, and is left out as it is under a token: drawn, it sat on the
/// building's edge (seen at 1024x768 on 6 Dec 2026). The Site's label still
/// says it, and a contained Zombie is not fought again.
pub struct ContainedMarks {
    pub check: (f64, f64),
    pub mark: (f64, f64, f64),
    pub hp: Option<(f64, f64)>,
}

pub fn contained_marks(def: &SiteDef) -> ContainedMarks {
    let (x, y, w, h) = rect_box(def.rect);
    let cx = x + w / 2.0;
    let (_, last) = name_baselines(def);
    let hp = (cx, last + 5.6 + LINE + 0.6);
    let fits = hp.1 + DESCENT * SMALL_TEXT <= y + h - BLOCK_INSET;
    ContainedMarks { check: (cx - 3.0, last + 5.6), mark: (cx + 3.2, last + 3.8, 2.6), hp: fits.then_some(hp) }
}

/// What the HP of a Site reads.
pub fn hp_words(def: &SiteDef) -> String {
    format!("HP {}", def.hp)
}
