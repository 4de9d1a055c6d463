//! The 24 ExtracZon Sites as buildings: name, printed HP and the state of
//! their Zombie, told by words and marks as well as colour:
//! present (the HP, large), contained (a check and the containing seat's
//! shape in its colour), escaped (crossed hatching and the word "escaped").
//!
//! Each Site is a component drawn into the map's buildings layer (see
//! `board_svg`), one labelled picture: a screen reader hears its label, not
//! the words painted on it.

use super::svg::{block, label, rect, rect_centre, seat_mark, SMALL_TEXT, T};
use super::words;
use crate::engine::Seat;
use crate::games::extraczon::board::{SiteDef, SiteId, SITES};
use crate::games::extraczon::{Place, SiteStatus, Target, View};
use crate::kit::num::num;
use crate::saves::{Controller, SeatColour, SeatInfo, SeatShape};
use yew::prelude::*;

/// Every Site building.
pub fn sites(view: &View, seats: &[SeatInfo]) -> Html {
    let t = &view.table;
    let all = SITES.iter().map(|def| {
        let status = t.sites.get(usize::from(def.id.0)).copied().unwrap_or(SiteStatus::Present);
        let holder = match status {
            SiteStatus::Contained(s) => Some(seats.get(s.index()).cloned().unwrap_or_else(|| unknown_seat(s))),
            _ => None,
        };
        html! {
            <Site key={usize::from(def.id.0)} id={def.id} {status} {holder}
                busy={t.encounter == Some(Target::Site(def.id))}
                occupied={t.tokens.iter().any(|(_, p)| *p == Place::Site(def.id))} />
        }
    });
    html! { <>{ for all }</> }
}

/// A seat missing from the seat list (a damaged save) still gets a name.
fn unknown_seat(s: Seat) -> SeatInfo {
    SeatInfo { name: words::name(&[], s), colour: SeatColour::ALL[0], shape: SeatShape::Circle, controller: Controller::Human }
}

#[derive(Properties, PartialEq)]
pub struct SiteProps {
    pub id: SiteId,
    pub status: SiteStatus,
    /// The seat that contained its Zombie, when it is contained.
    pub holder: Option<SeatInfo>,
    /// An encounter is under way here.
    pub busy: bool,
    /// A token stands inside (drawn at the bottom, so the HP moves up).
    pub occupied: bool,
}

/// One Site building.
#[function_component]
pub fn Site(p: &SiteProps) -> Html {
    let def = p.id.def();
    let r = def.rect;
    let (cx, cy) = rect_centre(r);
    let h = f64::from(r.h) * T;
    let top = cy - h / 2.0;
    let (class, state_words) = match (p.status, &p.holder) {
        (SiteStatus::Contained(_), Some(i)) => ("xz-site-contained", format!("contained by {}", i.name)),
        (SiteStatus::Escaped, _) => ("xz-site-escaped", "Zombie escaped".to_string()),
        _ => ("xz-site-present", "Zombie present".to_string()),
    };
    let busy_words = if p.busy { ", encounter under way" } else { "" };
    let aria = format!("{}, HP {}, {state_words}{busy_words}", def.name, def.hp);
    let (names, below_name) = name_lines(def, cx, top);
    html! {
        <g class={classes!("xz-site", class)} role="img" aria-label={aria}>
            { block(r, 1.0, "xz-site-block") }
            // The hatching goes under the words, so the name stays readable.
            if p.status == SiteStatus::Escaped { { block(r, 1.0, "xz-site-escaped-hatch") } }
            if p.busy {
                { rect("xz-site-busy", f64::from(r.x) * T + 0.4, f64::from(r.y) * T + 0.4, f64::from(r.w) * T - 0.8, h - 0.8, 2.0) }
            }
            { names }
            { state_marks(p, def, cx, below_name, cy + h / 2.0) }
        </g>
    }
}

/// Line height of the names and small words on a Site.
const LINE: f64 = SMALL_TEXT * 1.05;

/// The Site's name at the top of its building, split over two lines when
/// the building is too narrow for it (a single long word is hyphenated);
/// returns the lines and the baseline below them.
fn name_lines(def: &SiteDef, cx: f64, top: f64) -> (Html, f64) {
    // About how many letters fit across at the smallest size.
    let fits = ((f64::from(def.rect.w) * T - 3.0) / (SMALL_TEXT * 0.6)) as usize;
    let name = def.name;
    let (a, b) = if name.chars().count() <= fits {
        (name.to_string(), None)
    } else if let Some((a, b)) = name.split_once(' ') {
        (a.to_string(), Some(b.to_string()))
    } else {
        let half = name.len() / 2;
        (format!("{}-", &name[..half]), Some(name[half..].to_string()))
    };
    let first = top + 1.0 + LINE;
    let line = |i: f64, text: String| label(cx, first + LINE * i, SMALL_TEXT, "xz-site-name", text);
    let count = if b.is_some() { 2.0 } else { 1.0 };
    let html = html! { <>{ line(0.0, a) }{ for b.map(|b| line(1.0, b)) }</> };
    (html, first + LINE * (count - 1.0))
}

/// What the state of the Zombie draws under the name: the HP (large, or
/// small under the name when a token stands at the bottom), a check and the
/// containing seat's mark, or the word ESCAPED.
fn state_marks(p: &SiteProps, def: &SiteDef, cx: f64, name_base: f64, bottom: f64) -> Html {
    let hp = format!("HP {}", def.hp);
    match (p.status, &p.holder) {
        // A token inside stands at the bottom (see `token_spot`): the HP
        // moves up under the name, smaller, so neither covers the other.
        (SiteStatus::Present, _) if p.occupied => label(cx, name_base + LINE, SMALL_TEXT, "xz-site-hp", hp),
        (SiteStatus::Present, _) => label(cx, (name_base + bottom) / 2.0 + 2.8, 5.6, "xz-site-hp", hp),
        // Squeezed to the narrowest building's width rather than shrunk.
        (SiteStatus::Escaped, _) => html! {
            <text class="xz-site-escaped-word xz-fine" x={num(cx)} y={num(name_base + LINE + 0.4)} font-size={num(SMALL_TEXT)}
                text-anchor="middle" textLength="16.5" lengthAdjust="spacingAndGlyphs">{ "ESCAPED" }</text>
        },
        // With a token standing inside there is room for one row: the check
        // and the HP (the containing seat is in the label and comes back as
        // a mark when the token leaves).
        (SiteStatus::Contained(_), _) if p.occupied => html! {
            <>
                { label(cx - 4.2, name_base + 5.0, 5.6, "xz-site-check", "✓") }
                { label(cx + 3.4, name_base + 4.4, SMALL_TEXT, "xz-site-sub", hp) }
            </>
        },
        (SiteStatus::Contained(_), holder) => html! {
            <>
                { label(cx - 3.0, name_base + 5.6, 5.6, "xz-site-check", "✓") }
                { for holder.as_ref().map(|i| seat_mark(i, cx + 3.2, name_base + 3.8, 2.6)) }
                { label(cx, name_base + 5.6 + LINE + 0.6, SMALL_TEXT, "xz-site-sub", hp) }
            </>
        },
    }
}
