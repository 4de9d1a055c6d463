//! The 24 ExtracZon Sites as buildings: name, printed HP and the state of
//! their Zombie, told by words and marks as well as colour:
//! present (the HP, large), contained (a check and the containing seat's
//! shape in its colour), escaped (crossed hatching and the word "escaped").
//!
//! Written as markup text into the map's buildings layer (see `board_svg`).

use super::board_svg::{block, label, rect_centre, seat_mark, short, T};
use super::words;
use crate::games::extraczon::board::{SiteDef, SITES};
use crate::games::extraczon::{Place, SiteStatus, Target, View};
use crate::kit::markup::{Esc, Markup, N};
use crate::saves::SeatInfo;
use std::fmt::Display;

/// Every Site building.
pub fn sites(m: &mut Markup, view: &View, seats: &[SeatInfo]) {
    for def in &SITES {
        let status = view.table.sites.get(usize::from(def.id.0)).copied().unwrap_or(SiteStatus::Present);
        let busy = view.table.encounter == Some(Target::Site(def.id));
        let occupied = view.table.tokens.iter().any(|(_, p)| *p == Place::Site(def.id));
        site(m, def, status, busy, occupied, seats);
    }
}

/// The Site's name at the top of its building, split over two lines when
/// the building is narrow; returns how many lines it took.
fn name_lines(m: &mut Markup, def: &SiteDef, cx: f64, top: f64) -> f64 {
    let mut line = |i: f64, text: &dyn Display| label(m, cx, top + 4.2 + 3.0 * i, 2.7, "xz-site-name", text);
    let width_chars = usize::from(def.rect.w) * 5;
    if def.name.chars().count() <= width_chars {
        line(0.0, &def.name);
        return 1.0;
    }
    match def.name.split_once(' ') {
        Some((a, b)) => {
            line(0.0, &a);
            line(1.0, &short(b, width_chars));
            2.0
        }
        None => {
            line(0.0, &short(def.name, width_chars));
            1.0
        }
    }
}

fn site(m: &mut Markup, def: &SiteDef, status: SiteStatus, busy: bool, occupied: bool, seats: &[SeatInfo]) {
    let r = def.rect;
    let (cx, cy) = rect_centre(r);
    let h = f64::from(r.h) * T;
    let top = cy - h / 2.0;
    let (class, state_words) = match status {
        SiteStatus::Present => ("xz-site xz-site-present", "Zombie present".to_string()),
        SiteStatus::Contained(s) => ("xz-site xz-site-contained", format!("contained by {}", words::name(seats, s))),
        SiteStatus::Escaped => ("xz-site xz-site-escaped", "Zombie escaped".to_string()),
    };
    let busy_words = if busy { ", encounter under way" } else { "" };
    m.add(format_args!(r#"<g class="{class}" role="img" aria-label="{}, HP {}, {}{busy_words}">"#, def.name, def.hp, Esc(&state_words)));
    block(m, r, 1.0, "xz-site-block");
    // The hatching goes under the words, so the name stays readable.
    if status == SiteStatus::Escaped {
        block(m, r, 1.0, "xz-site-escaped-hatch");
    }
    if busy {
        m.add(format_args!(
            r#"<rect class="xz-site-busy" x="{}" y="{}" width="{}" height="{}" rx="2"/>"#,
            N(f64::from(r.x) * T + 0.4),
            N(f64::from(r.y) * T + 0.4),
            N(f64::from(r.w) * T - 0.8),
            N(h - 0.8)
        ));
    }
    let below_name = top + 4.2 + 3.0 * name_lines(m, def, cx, top);
    let hp = format!("HP {}", def.hp);
    match status {
        // A token inside stands at the bottom (see `token_spot`): the HP
        // moves up under the name, smaller, so neither covers the other.
        SiteStatus::Present if occupied => label(m, cx, below_name + 2.4, 2.8, "xz-site-hp", &hp),
        SiteStatus::Present => label(m, cx, (below_name + cy + h / 2.0) / 2.0 + 2.0, 5.2, "xz-site-hp", &hp),
        SiteStatus::Contained(s) => {
            label(m, cx - 3.0, below_name + 4.4, 5.6, "xz-site-check", &"✓");
            // With a token standing inside there is room for one row: the
            // check and the HP (the containing seat is in the label and comes
            // back as a mark when the token leaves).
            if occupied {
                label(m, cx + 2.6, below_name + 3.6, 2.3, "xz-site-sub", &hp);
            } else {
                if let Some(i) = seats.get(s.index()) {
                    seat_mark(m, i, cx + 3.2, below_name + 2.6, 2.6);
                }
                label(m, cx, below_name + 9.0, 2.3, "xz-site-sub", &hp);
            }
        }
        SiteStatus::Escaped => label(m, cx, below_name + 4.0, 2.8, "xz-site-escaped-word", &"ESCAPED"),
    }
    m.put("</g>");
}
