//! The 24 ExtracZon Sites as buildings: name, printed HP and the state of
//! their Zombie, told by words and marks as well as colour:
//! present (the HP, large), contained (a check and the containing seat's
//! shape in its colour), escaped (crossed hatching and the word "escaped").
//!
//! Each Site is a component drawn into the map's buildings layer (see
//! `board_svg`), one labelled picture: a screen reader hears its label, not
//! the words painted on it.

use super::svg::{block, label, rect, rect_centre, seat_mark, SMALL_TEXT};
use super::words;
use crate::engine::Seat;
use crate::games::extraczon::board::{SiteDef, SiteId, SITES};
use crate::games::extraczon::site_marks::{
    contained_marks, contained_under_token, hp_words, name_baselines, name_lines, present_hp, rect_box, BLOCK_INSET, CHECK_TEXT, LINE,
};
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
    let (cx, _) = rect_centre(r);
    let (x, y, w, h) = rect_box(r);
    let (class, state_words) = match (p.status, &p.holder) {
        (SiteStatus::Contained(_), Some(i)) => ("xz-site-contained", format!("contained by {}", i.name)),
        (SiteStatus::Escaped, _) => ("xz-site-escaped", "Zombie escaped".to_string()),
        _ => ("xz-site-present", "Zombie present".to_string()),
    };
    let busy_words = if p.busy { ", encounter under way" } else { "" };
    let aria = format!("{}, HP {}, {state_words}{busy_words}", def.name, def.hp);
    let (names, below_name) = name_words(def, cx);
    html! {
        <g class={classes!("xz-site", class)} role="img" aria-label={aria}>
            { block(r, BLOCK_INSET, "xz-site-block") }
            // The hatching goes under the words, so the name stays readable.
            if p.status == SiteStatus::Escaped { { block(r, BLOCK_INSET, "xz-site-escaped-hatch") } }
            if p.busy {
                { rect("xz-site-busy", x + 0.4, y + 0.4, w - 0.8, h - 0.8, 2.0) }
            }
            { names }
            { state_marks(p, def, cx, below_name) }
        </g>
    }
}

/// The Site's name at the top of its building, on one or two lines
/// (`site_marks::name_lines`); returns the lines and the baseline below them.
fn name_words(def: &SiteDef, cx: f64) -> (Html, f64) {
    let (a, b) = name_lines(def);
    let (first, last) = name_baselines(def);
    let line = |i: f64, text: String| label(cx, first + LINE * i, SMALL_TEXT, "xz-site-name", text);
    (html! { <>{ line(0.0, a) }{ for b.map(|b| line(1.0, b)) }</> }, last)
}

/// What the state of the Zombie draws under the name: the HP (large, or
/// small under the name when a token stands at the bottom), a check and the
/// containing seat's mark, or the word ESCAPED.
fn state_marks(p: &SiteProps, def: &SiteDef, cx: f64, name_base: f64) -> Html {
    let hp = hp_words(def);
    match (p.status, &p.holder) {
        // Large between the name and the corner a target's dot takes, or,
        // with a token standing at the bottom (see `token_spot`), small
        // under the name, so neither covers the other.
        (SiteStatus::Present, _) => match present_hp(def, p.occupied) {
            Some((y, size)) => label(cx, y, size, "xz-site-hp", hp),
            None => Html::default(),
        },
        // Squeezed to the narrowest building's width rather than shrunk.
        (SiteStatus::Escaped, _) => html! {
            <text class="xz-site-escaped-word xz-fine" x={num(cx)} y={num(name_base + LINE + 0.4)} font-size={num(SMALL_TEXT)}
                text-anchor="middle" textLength="16.5" lengthAdjust="spacingAndGlyphs">{ "ESCAPED" }</text>
        },
        // With a token standing inside there is room for one row at most:
        // the check and the HP (the containing seat is in the label and
        // comes back as a mark when the token leaves).
        (SiteStatus::Contained(_), _) if p.occupied => {
            let ((check_x, check_y), hp_at) = contained_under_token(def);
            html! {
                <>
                    { label(check_x, check_y, CHECK_TEXT, "xz-site-check", "✓") }
                    { for hp_at.map(|(x, y)| label(x, y, SMALL_TEXT, "xz-site-sub", hp.clone())) }
                </>
            }
        }
        (SiteStatus::Contained(_), holder) => {
            let m = contained_marks(def);
            let (mx, my, mr) = m.mark;
            html! {
                <>
                    { label(m.check.0, m.check.1, CHECK_TEXT, "xz-site-check", "✓") }
                    { for holder.as_ref().map(|i| seat_mark(i, mx, my, mr)) }
                    { for m.hp.map(|(x, y)| label(x, y, SMALL_TEXT, "xz-site-sub", hp.clone())) }
                </>
            }
        }
    }
}
