//! A move target's dot on a Site never covers the Site's words, on any of the
//! 24 buildings. The browser test (extraczon_text) measures the real fonts
//! but only on the Sites its game happens to reach; this checks every one,
//! with the text box of a wide bold face.

use endgames::games::extraczon::board::{SiteDef, SITES};
use endgames::games::extraczon::site_marks::{
    corner_dot, hp_words, name_baselines, name_lines, present_hp, rect_box, BLOCK_INSET, DESCENT, DOT_R_CHOSEN, SMALL_TEXT, WIDE_LETTER,
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
    let (baseline, size) = present_hp(def, occupied);
    out.push((hp_words(def), text_box(cx, baseline, size, &hp_words(def))));
    out
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
        let (baseline, size) = present_hp(def, false);
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
