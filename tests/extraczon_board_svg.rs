//! The board picture in docs/games/extraczon.md is drawn from board.rs here,
//! so it cannot drift from the map the rules use.
//!
//! `cargo test --test extraczon_board_svg` fails when the committed picture
//! differs from the map; `EXTRACZON_WRITE_SVG=1 cargo test --test
//! extraczon_board_svg` redraws it.

use endgames::games::extraczon::board::{cell, fast_travel, safe_house, Building, Cell, Pos, Rect, APEX_SPOT, DRAW_SPOT, H, SITES, W};
use std::fmt::Write;

const TILE: u32 = 40;
const MARGIN: u32 = 20;
const LEGEND: u32 = 120;
const PATH: &str = "docs/games/extraczon-board.svg";
/// Safe House colours by quadrant (Okabe and Ito's palette), each also numbered.
const HOMES: [(&str, &str); 4] = [("#E69F00", "1"), ("#56B4E9", "2"), ("#009E73", "3"), ("#F0E442", "4")];

fn px(v: u8) -> u32 {
    MARGIN + u32::from(v) * TILE
}

fn rect(out: &mut String, r: Rect, fill: &str, stroke: &str) {
    let _ = writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="4" fill="{fill}" stroke="{stroke}" stroke-width="2"/>"#,
        px(r.x) + 2,
        px(r.y) + 2,
        u32::from(r.w) * TILE - 4,
        u32::from(r.h) * TILE - 4
    );
}

/// Centred text lines inside a rectangle.
fn label(out: &mut String, r: Rect, lines: &[&str], size: u32, fill: &str) {
    let cx = px(r.x) + u32::from(r.w) * TILE / 2;
    let cy = px(r.y) + u32::from(r.h) * TILE / 2;
    let top = cy as i64 - ((lines.len() as i64 - 1) * i64::from(size + 2)) / 2;
    for (i, line) in lines.iter().enumerate() {
        let y = top + i as i64 * i64::from(size + 2) + i64::from(size) / 3;
        let _ = writeln!(out, r#"<text x="{cx}" y="{y}" font-size="{size}" text-anchor="middle" fill="{fill}">{line}</text>"#);
    }
}

fn tile_text(out: &mut String, p: Pos, text: &str, fill: &str) {
    let r = Rect { x: p.x, y: p.y, w: 1, h: 1 };
    label(out, r, &[text], 13, fill);
}

fn tiles(out: &mut String) {
    for y in 0..H {
        for x in 0..W {
            let p = Pos::new(x, y);
            let fill = match cell(p) {
                Cell::Building(_) => continue,
                Cell::InfectedZone => "#c0392b",
                Cell::Start(_) => "#f4f1e8",
                Cell::SiteDoor(_) => "#d9c9a3",
                Cell::FastTravelDoor(_) => "#b9d7ea",
                Cell::Path => "#e4e2dc",
            };
            let _ = writeln!(
                out,
                r##"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" stroke="#9a968c" stroke-width="1"/>"##,
                px(x),
                px(y),
                TILE,
                TILE
            );
            match cell(p) {
                Cell::InfectedZone => tile_text(out, p, "8", "#ffffff"),
                Cell::Start(_) => tile_text(out, p, "S", "#222222"),
                Cell::SiteDoor(_) => tile_text(out, p, "▯", "#5a4a24"),
                Cell::FastTravelDoor(_) => tile_text(out, p, "⇄", "#1d4f73"),
                _ => {}
            }
        }
    }
}

fn buildings(out: &mut String) {
    for s in &SITES {
        rect(out, s.rect, "#3b3f46", "#1f2227");
        let hp = format!("HP {}", s.hp);
        let words: Vec<&str> = s.name.split(' ').collect();
        let mut lines: Vec<&str> = words.clone();
        lines.push(&hp);
        label(out, s.rect, &lines, 10, "#f2f2f2");
    }
    for q in 0..4u8 {
        let (colour, number) = HOMES[usize::from(q)];
        rect(out, safe_house(q), colour, "#222222");
        label(out, safe_house(q), &["Safe", "House", number], 9, "#111111");
        rect(out, fast_travel(q), "#1d4f73", "#0e2a3e");
        label(out, fast_travel(q), &["Fast", "Travel"], 11, "#ffffff");
    }
    rect(out, APEX_SPOT, "#5b1f1f", "#2a0d0d");
    label(out, APEX_SPOT, &["APEX ZOMBIE", "HP 19"], 12, "#ffffff");
    rect(out, DRAW_SPOT, "#2f2f2f", "#111111");
    label(out, DRAW_SPOT, &["DRAW"], 12, "#ffffff");
}

fn legend(out: &mut String, top: u32) {
    let items = [
        ("#e4e2dc", "", "street"),
        ("#c0392b", "8", "Infected Zone (HP 8)"),
        ("#d9c9a3", "▯", "Site entrance/exit"),
        ("#b9d7ea", "⇄", "Fast Travel entrance/exit"),
        ("#f4f1e8", "S", "START"),
    ];
    for (i, (fill, mark, text)) in items.iter().enumerate() {
        let x = MARGIN + (i as u32 % 3) * 250;
        let y = top + (i as u32 / 3) * 44;
        let _ = writeln!(out, r##"<rect x="{x}" y="{y}" width="30" height="30" fill="{fill}" stroke="#9a968c"/>"##);
        let _ = writeln!(out, r##"<text x="{}" y="{}" font-size="14" text-anchor="middle" fill="#222">{mark}</text>"##, x + 15, y + 20);
        let _ = writeln!(out, r##"<text x="{}" y="{}" font-size="14" fill="#222">{text}</text>"##, x + 40, y + 20);
    }
}

fn draw() -> String {
    let w = 2 * MARGIN + u32::from(W) * TILE;
    let h = 2 * MARGIN + u32::from(H) * TILE + LEGEND;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="sans-serif" role="img" aria-label="The ExtracZon board">"#
    );
    let _ = writeln!(out, r##"<rect width="{w}" height="{h}" fill="#faf8f2"/>"##);
    tiles(&mut out);
    buildings(&mut out);
    legend(&mut out, 2 * MARGIN + u32::from(H) * TILE);
    out.push_str("</svg>\n");
    out
}

#[test]
fn board_picture_matches_the_map() {
    let svg = draw();
    // Every building kind and every Site made it into the picture.
    for s in &SITES {
        assert!(svg.contains(&format!("HP {}", s.hp)));
        assert!(s.name.split(' ').all(|w| svg.contains(w)), "{} missing", s.name);
    }
    assert!(matches!(cell(APEX_SPOT_CORNER), Cell::Building(Building::Centre)));
    if std::env::var("EXTRACZON_WRITE_SVG").is_ok_and(|v| v == "1") {
        std::fs::write(PATH, &svg).expect("write the board picture");
    }
    let committed = std::fs::read_to_string(PATH).unwrap_or_default();
    assert!(committed == svg, "{PATH} does not match board.rs: redraw it with EXTRACZON_WRITE_SVG=1 cargo test --test extraczon_board_svg");
}

const APEX_SPOT_CORNER: Pos = Pos { x: APEX_SPOT.x, y: APEX_SPOT.y };
