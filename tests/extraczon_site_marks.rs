//! A move target's dot on a Site never covers the Site's words, on any of the
//! 24 buildings. The browser test (extraczon_text) measures the real fonts
//! but only on the Sites its game happens to reach; this checks every one,
//! with the text box of a wide bold face.

use endgames::games::extraczon::board::{SiteDef, SITES};
use endgames::games::extraczon::site_marks::{
    contained_marks, contained_under_token, corner_dot, hp_words, name_baselines, name_lines, present_hp, rect_box, row_above_token,
    site_token_spot, BLOCK_INSET, CHECK_TEXT, DESCENT, DOT_R_CHOSEN, SITE_TOKEN, SMALL_TEXT, WIDE_LETTER,
};

/// A text box, left, top, right and bottom, for centred words.
type Box4 = (f64, f64, f64, f64);

/// Above the baseline a face's box reaches 0.9 (DejaVu) to 1.07 (Noto Sans)
/// of the type size: the taller is taken.
const ASCENT: f64 = 1.07;
/// Ink of capitals and figures reaches 0.73 of the size above the baseline.
const CAP: f64 = 0.73;

fn text_box(cx: f64, baseline: f64, size: f64, words: &str) -> Box4 {
    let half = words.chars().count() as f64 * WIDE_LETTER * size / 2.0;
    (cx - half, baseline - ASCENT * size, cx + half, baseline + DESCENT * size)
}

/// True when a circle and a box share no point (the box grown by the radius,
/// which is the stricter test at the corners).
fn apart(dot: (f64, f64), r: f64, b: Box4) -> bool {
    dot.0 + r <= b.0 || dot.0 - r >= b.2 || dot.1 + r <= b.1 || dot.1 - r >= b.3
}

/// Every word drawn on a present Site (name lines and HP), with or without a token inside.
fn words_on(def: &SiteDef, occupied: bool) -> Vec<(String, Box4)> {
    let (x, _, w, _) = rect_box(def.rect);
    let cx = x + w / 2.0;
    let (a, b) = name_lines(def);
    let (first, last) = name_baselines(def);
    let mut out = vec![(a.clone(), text_box(cx, first, SMALL_TEXT, &a))];
    if let Some(b) = b {
        out.push((b.clone(), text_box(cx, last, SMALL_TEXT, &b)));
    }
    if let Some((baseline, size)) = present_hp(def, occupied) {
        out.push((hp_words(def), text_box(cx, baseline, size, &hp_words(def))));
    }
    out
}

/// The words a contained Site draws while a token stands inside: the check
/// (one wide letter) and, where there is a row for it, the HP.
fn contained_words_under_token(def: &SiteDef) -> Vec<(String, Box4)> {
    let ((x, y), hp) = contained_under_token(def);
    let mut out = vec![("✓".to_string(), text_box(x, y, CHECK_TEXT, "✓"))];
    if let Some((x, y)) = hp {
        out.push((hp_words(def), text_box(x, y, SMALL_TEXT, &hp_words(def))));
    }
    out
}

fn overlap(a: Box4, b: Box4) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

#[test]
fn no_target_dot_covers_a_sites_words_even_when_chosen() {
    let mut checked = 0;
    let mut two_line_names = 0;
    for def in &SITES {
        let dot = corner_dot(def.rect);
        for occupied in [false, true] {
            for (words, b) in words_on(def, occupied) {
                assert!(
                    apart(dot, DOT_R_CHOSEN, b),
                    "{}: the chosen dot at {dot:?} covers \"{words}\" ({b:?}), occupied {occupied}",
                    def.name
                );
                checked += 1;
            }
        }
        two_line_names += usize::from(name_lines(def).1.is_some());
    }
    // Positive control: the crowded case (a name on two lines in a building
    // two tiles high) is among those checked.
    assert!(two_line_names >= 4, "only {two_line_names} Sites have a name on two lines");
    assert!(checked >= 24 * 4, "{checked} words checked");
}

#[test]
fn a_present_sites_hp_stays_inside_its_building_and_below_its_name() {
    for def in &SITES {
        let (x, y, w, h) = rect_box(def.rect);
        let (_, last) = name_baselines(def);
        let (baseline, size) = present_hp(def, false).expect("an empty Site always shows its HP");
        let (left, _, right, bottom) = text_box(x + w / 2.0, baseline, size, &hp_words(def));
        assert!(
            left >= x + BLOCK_INSET && right <= x + w - BLOCK_INSET,
            "{}: HP {left:.1}-{right:.1} wider than the building {x}-{}",
            def.name,
            x + w
        );
        assert!(bottom <= y + h - BLOCK_INSET, "{}: HP box ends at {bottom:.1}, below the building", def.name);
        // The ink of the figures starts below the name's baseline, with a gap.
        let ink_top = baseline - CAP * size;
        assert!(ink_top >= last + 0.8, "{}: HP ink from {ink_top:.1} runs into the name (baseline {last:.1})", def.name);
        // Large enough not to be taken for the small words (the map hides those on its overview).
        assert!(size >= 5.0, "{}: HP drawn at {size:.2}", def.name);
    }
}

/// A token standing inside a Site (one, or two side by side) covers none of
/// its words, whether its Zombie is present or contained: the HP of a
/// contained Water Works had been drawn under the token (seen 5 Dec 2026).
#[test]
fn a_token_inside_a_site_covers_none_of_its_words() {
    let mut crowded = 0;
    for def in &SITES {
        let (x, _, w, _) = rect_box(def.rect);
        let mut words = words_on(def, true);
        words.extend(contained_words_under_token(def));
        let (_, last) = name_baselines(def);
        for nth in [0, 1] {
            let (tx, ty) = site_token_spot(def, nth);
            let half = SITE_TOKEN / 2.0;
            // A second token fits only in a Site wider than one token and a gap each side.
            if tx + half > x + w - BLOCK_INSET {
                continue;
            }
            let token = (tx - half, ty - half, tx + half, ty + half);
            assert!(
                token.1 > last + DESCENT * SMALL_TEXT,
                "{}: token {nth} from {:.1} reaches the name (baseline {last:.1})",
                def.name,
                token.1
            );
            for (word, b) in &words {
                assert!(!overlap(token, *b), "{}: token {nth} at {token:?} covers \"{word}\" ({b:?})", def.name);
            }
        }
        // The marks of a contained Site stay inside the building (the
        // names' width is `name_lines`' business, the present HP's the test above).
        for (word, b) in &contained_words_under_token(def) {
            assert!(
                b.0 >= x + BLOCK_INSET - 0.01 && b.2 <= x + w - BLOCK_INSET + 0.01,
                "{}: \"{word}\" {b:?} runs past the building",
                def.name
            );
        }
        crowded += usize::from(!row_above_token(def));
    }
    // Positive control: the Sites where a row does not fit are among those checked.
    assert_eq!(crowded, 3, "Sites whose name and token fill the height");
}

/// A contained Site with no token inside draws its check, the containing
/// seat's mark and its HP inside the building, none over another or over the
/// name: the HP of the Radio Tower, the Water Works and the Rail Yard had sat
/// on the building's edge (seen at 1024x768, 6 Dec 2026).
#[test]
fn a_contained_sites_marks_stay_inside_its_building() {
    let mut left_out = Vec::new();
    for def in &SITES {
        let (x, y, w, h) = rect_box(def.rect);
        let (_, last) = name_baselines(def);
        let m = contained_marks(def);
        let (mx, my, mr) = m.mark;
        let mut boxes = vec![
            ("✓".to_string(), text_box(m.check.0, m.check.1, CHECK_TEXT, "✓")),
            ("mark".to_string(), (mx - mr, my - mr, mx + mr, my + mr)),
        ];
        match m.hp {
            Some((hx, hy)) => boxes.push((hp_words(def), text_box(hx, hy, SMALL_TEXT, &hp_words(def)))),
            None => left_out.push(def.name),
        }
        for (word, b) in &boxes {
            assert!(
                b.0 >= x + BLOCK_INSET - 0.01 && b.2 <= x + w - BLOCK_INSET + 0.01 && b.3 <= y + h - BLOCK_INSET + 0.01,
                "{}: \"{word}\" {b:?} runs past the building ({x}, {y}, {w}, {h})",
                def.name
            );
        }
        // Under the name's words: the ink of the check (and the HP) and the mark's circle.
        let tops =
            [("✓", m.check.1 - CAP * CHECK_TEXT), ("mark", my - mr)].into_iter().chain(m.hp.map(|(_, hy)| ("HP", hy - CAP * SMALL_TEXT)));
        for (word, top) in tops {
            assert!(top >= last + DESCENT * SMALL_TEXT, "{}: \"{word}\" from {top:.2} reaches the name (baseline {last:.1})", def.name);
        }
        // The HP's figures start below the check's and the mark's boxes.
        if let Some((hx, hy)) = m.hp {
            let (l, _, r, b) = text_box(hx, hy, SMALL_TEXT, &hp_words(def));
            let ink = (l, hy - CAP * SMALL_TEXT, r, b);
            for (word, other) in &boxes[..2] {
                assert!(!overlap(ink, *other), "{}: the HP {ink:?} covers \"{word}\" {other:?}", def.name);
            }
        }
    }
    // Positive control: the three Sites whose two-line name fills the height are the ones left without it.
    left_out.sort_unstable();
    assert_eq!(left_out, ["Radio Tower", "Rail Yard", "Water Works"], "Sites drawn without their HP once contained");
}
