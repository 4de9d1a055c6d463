//! The 24 ExtracZon Sites as buildings: name, printed HP and the state of
//! their Zombie, told by words and marks as well as colour:
//! present (the HP, large), contained (a check and the containing seat's
//! shape in its colour), escaped (crossed hatching and the word "escaped").

use crate::ui::num::num;
use super::board_svg::{block, label, rect_centre, short, T};
use super::words;
use crate::games::extraczon::board::{SiteDef, SITES};
use crate::games::extraczon::{Place, SiteStatus, Target, View};
use crate::saves::SeatInfo;
use crate::ui::components::token::shape_outline;
use yew::prelude::*;

/// Every Site building.
pub fn sites(view: &View, seats: &[SeatInfo]) -> Html {
    SITES
        .iter()
        .map(|def| {
            let status = view.table.sites.get(usize::from(def.id.0)).copied().unwrap_or(SiteStatus::Present);
            let busy = view.table.encounter == Some(Target::Site(def.id));
            let occupied = view.table.tokens.iter().any(|(_, p)| *p == Place::Site(def.id));
            site(def, status, busy, occupied, seats)
        })
        .collect()
}

/// The name split over two lines when the building is narrow.
fn name_lines(def: &SiteDef) -> Vec<String> {
    let width_chars = usize::from(def.rect.w) * 5;
    if def.name.chars().count() <= width_chars {
        return vec![def.name.to_string()];
    }
    match def.name.split_once(' ') {
        Some((a, b)) => vec![a.to_string(), short(b, width_chars)],
        None => vec![short(def.name, width_chars)],
    }
}

fn site(def: &SiteDef, status: SiteStatus, busy: bool, occupied: bool, seats: &[SeatInfo]) -> Html {
    let r = def.rect;
    let (cx, cy) = rect_centre(r);
    let h = f64::from(r.h) * T;
    let top = cy - h / 2.0;
    let lines = name_lines(def);
    let name_text: Html = lines
        .iter()
        .enumerate()
        .map(|(i, l)| label(cx, top + 4.2 + 3.0 * i as f64, 2.7, "xz-site-name", l.clone()))
        .collect();
    let below_name = top + 4.2 + 3.0 * lines.len() as f64;
    let (class, state_words, body) = match status {
        SiteStatus::Present => (
            "xz-site xz-site-present",
            "Zombie present".to_string(),
            html! {
                <>
                    // A token inside stands at the bottom (see `token_spot`): the HP
                    // moves up under the name, smaller, so neither covers the other.
                    if occupied {
                        { label(cx, below_name + 2.4, 2.8, "xz-site-hp", format!("HP {}", def.hp)) }
                    } else {
                        { label(cx, (below_name + cy + h / 2.0) / 2.0 + 2.0, 5.2, "xz-site-hp", format!("HP {}", def.hp)) }
                    }
                </>
            },
        ),
        SiteStatus::Contained(s) => {
            let who = words::name(seats, s);
            // With a token standing inside there is room for one row: the
            // check and the HP (the containing seat is in the label and comes
            // back as a mark when the token leaves).
            let mark = seats.get(s.index()).filter(|_| !occupied).map(|i| {
                html! {
                    <g fill={i.colour.hex()} stroke="#0b1117" stroke-width="0.5">
                        { shape_outline(i.shape, cx + 3.2, below_name + 2.6, 2.6, "xz-shape") }
                    </g>
                }
            });
            (
                "xz-site xz-site-contained",
                format!("contained by {who}"),
                html! {
                    <>
                        { label(cx - 3.0, below_name + 4.4, 5.6, "xz-site-check", "✓".into()) }
                        { for mark }
                        if occupied {
                            { label(cx + 2.6, below_name + 3.6, 2.3, "xz-site-sub", format!("HP {}", def.hp)) }
                        } else {
                            { label(cx, below_name + 9.0, 2.3, "xz-site-sub", format!("HP {}", def.hp)) }
                        }
                    </>
                },
            )
        }
        SiteStatus::Escaped => (
            "xz-site xz-site-escaped",
            "Zombie escaped".to_string(),
            html! {
                <>
                    { label(cx, below_name + 4.0, 2.8, "xz-site-escaped-word", "ESCAPED".into()) }
                </>
            },
        ),
    };
    let aria = format!("{}, HP {}, {}{}", def.name, def.hp, state_words, if busy { ", encounter under way" } else { "" });
    html! {
        <g {class} role="img" aria-label={aria}>
            { block(r, 1.0, "xz-site-block") }
            // The hatching goes under the words, so the name stays readable.
            if status == SiteStatus::Escaped { { block(r, 1.0, "xz-site-escaped-hatch") } }
            if busy {
                <rect class="xz-site-busy" x={num(f64::from(r.x) * T + 0.4)} y={num(f64::from(r.y) * T + 0.4)}
                    width={num(f64::from(r.w) * T - 0.8)} height={num(h - 0.8)} rx="2" />
            }
            { name_text }
            { body }
        </g>
    }
}
