//! Numbers as SVG attribute text, at most two decimals and no trailing zeros
//! ("12", "3.5", "-0.25"), written from integers.
//!
//! Why not `format!("{}", x)` on an `f64`: that one use links the standard
//! float printer (shortest and exact decimal expansion, with their tables),
//! several kilobytes of wasm for numbers we always round anyway. Every drawn
//! piece goes through [`num`] or [`N`] so no float ever reaches the formatter.

use std::fmt;

/// `v` rounded to hundredths, as short decimal text.
pub fn num(v: f64) -> String {
    N(v).to_string()
}

/// A number as attribute text: rounded to hundredths, no trailing zeros, for
/// `format!` and markup (`{}` with `N(x)` writes what [`num`] returns).
#[derive(Clone, Copy)]
pub struct N(pub f64);

impl fmt::Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hundredths = (self.0 * 100.0).round() as i64;
        let sign = if hundredths < 0 { "-" } else { "" };
        let abs = hundredths.unsigned_abs();
        let (whole, frac) = (abs / 100, abs % 100);
        match frac {
            0 => write!(f, "{sign}{whole}"),
            d if d % 10 == 0 => write!(f, "{sign}{whole}.{}", d / 10),
            d => write!(f, "{sign}{whole}.{d:02}"),
        }
    }
}

/// Corners of a regular polygon (a star when `inner` is given: every other
/// corner at the inner radius) around (cx, cy), the first corner straight up,
/// as SVG `points` text. Turning by a fixed step keeps sin/cos (and their
/// libm code) out of the build; `corners` is 3, 4, 6 or 10 (a five-point star).
pub fn polygon_points(n: usize, cx: f64, cy: f64, r: f64, inner: Option<f64>) -> String {
    let corners = if inner.is_some() { n * 2 } else { n };
    // (cos, sin) of one turn of 360° / corners.
    let (c, s) = match corners {
        3 => (-0.5, 0.866_025_403_784_438_6),
        4 => (0.0, 1.0),
        6 => (0.5, 0.866_025_403_784_438_6),
        10 => (0.809_016_994_374_947_4, 0.587_785_252_292_473_1),
        _ => (1.0, 0.0),
    };
    let (mut ux, mut uy) = (0.0_f64, -1.0_f64);
    let mut out = Vec::with_capacity(corners);
    for i in 0..corners {
        let radius = match inner {
            Some(r_in) if i % 2 == 1 => r_in,
            _ => r,
        };
        out.push(format!("{},{}", num(cx + radius * ux), num(cy + radius * uy)));
        (ux, uy) = (ux * c - uy * s, ux * s + uy * c);
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_exact_to_the_hundredth() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(3.5), "3.5");
        assert_eq!(num(-0.25), "-0.25");
        assert_eq!(num(0.004), "0");
        assert_eq!(num(-0.004), "0");
        assert_eq!(num(7.049), "7.05");
        assert_eq!(num(190.1), "190.1");
        assert_eq!(num(-2.0), "-2");
        assert_eq!(num(0.07), "0.07");
    }

    #[test]
    fn polygons_match_the_trigonometry() {
        for (n, inner) in [(3, None), (4, None), (5, Some(4.0)), (6, None)] {
            let corners = if inner.is_some() { n * 2 } else { n };
            let want: Vec<String> = (0..corners)
                .map(|i| {
                    let r = if inner.is_some() && i % 2 == 1 { 4.0 } else { 9.0 };
                    let a = std::f64::consts::TAU * i as f64 / corners as f64 - std::f64::consts::FRAC_PI_2;
                    format!("{},{}", num(10.0 + r * a.cos()), num(10.0 + r * a.sin()))
                })
                .collect();
            assert_eq!(polygon_points(n, 10.0, 10.0, 9.0, inner), want.join(" "), "{n} corners");
        }
    }
}
