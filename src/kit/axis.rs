//! Which of a chart's points get a label under the axis: the first, then
//! one every so many so that no two crowd each other, and always the last
//! (the end of the game). Pure, so it is tested natively; the chart
//! (`ui/components/chart.rs`) draws what it says, and marks each line's
//! points the same way.

/// The indexes of `count` points to label when `slots` labels fit across:
/// every `step`-th from the first, and the last; a regular one closer to the
/// last than `step` gives way to it (a 55-turn game labelled "54" over "55").
pub fn labelled(count: usize, slots: usize) -> impl Iterator<Item = usize> {
    marked(count, slots, 0, 1)
}

/// The points of line `line` of `lines` to mark when `slots` marks fit
/// across: every `step`-th as in [`labelled`], each line's from a point of
/// its own (line 2 of 4 a quarter of a step on), and the last. Lines that
/// lie together (two species at 0 once both died out) then show their
/// shapes in turn, where marks at the same points hid all but the top one.
pub fn marked(count: usize, slots: usize, line: usize, lines: usize) -> impl Iterator<Item = usize> {
    let last = count.saturating_sub(1);
    let step = count.div_ceil(slots.max(1)).max(1);
    let from = step * line / lines.max(1);
    (0..count).filter(move |&k| k == last || (k >= from && (k - from).is_multiple_of(step) && k + step <= last))
}

/// Where the marks of `n` lines that meet at one point go across: side by
/// side, `gap` apart, so each line's shape shows where one would hide the
/// others (every chart's start, with everyone at 0; two bots tied at the
/// end). Centred on the point `x`, moved only to stay within `from..=to`:
/// at the first point they run rightwards, at the last leftwards.
pub fn side_by_side(x: f64, n: usize, gap: f64, from: f64, to: f64) -> impl Iterator<Item = f64> {
    let span = gap * n.saturating_sub(1) as f64;
    let start = (x - span / 2.0).min(to - span).max(from);
    (0..n).map(move |j| start + gap * j as f64)
}

#[cfg(test)]
mod tests {
    use super::{labelled, marked, side_by_side};

    #[test]
    fn lines_are_marked_a_step_apart_each_from_a_point_of_its_own() {
        for count in 1..=120usize {
            for slots in 1..=40 {
                let step = count.div_ceil(slots).max(1);
                for lines in 1..=6 {
                    let all: Vec<Vec<usize>> = (0..lines).map(|i| marked(count, slots, i, lines).collect()).collect();
                    for (i, shown) in all.iter().enumerate() {
                        let case = format!("{count} points, {slots} slots, line {i} of {lines}: {shown:?}");
                        assert_eq!(shown.last(), Some(&(count - 1)), "{case}");
                        assert!(shown.windows(2).all(|w| w[1] - w[0] >= step), "{case}");
                        assert!(shown.len() <= slots + 1, "{case}");
                    }
                    // Where a step has room for every line, no two lines share a mark but the last.
                    if step >= lines && count > 2 * step {
                        let firsts: Vec<usize> = all.iter().map(|s| s[0]).collect();
                        assert!(firsts.windows(2).all(|w| w[0] < w[1]), "{count} points, {slots} slots, {lines} lines: {firsts:?}");
                    }
                }
            }
        }
        // 67 rounds, 21 marks across, four species: steps of 4, one point apart.
        let starts: Vec<usize> = (0..4).map(|i| marked(67, 21, i, 4).next().unwrap()).collect();
        assert_eq!(starts, [0, 1, 2, 3]);
    }

    #[test]
    fn no_two_labels_are_closer_than_a_step_and_the_last_is_always_labelled() {
        for count in 1..=120 {
            for slots in 1..=40 {
                let shown: Vec<usize> = labelled(count, slots).collect();
                let step = count.div_ceil(slots).max(1);
                // The first, unless it would crowd the last (room for one label).
                if count > step {
                    assert_eq!(shown.first(), Some(&0), "{count} points, {slots} slots");
                }
                assert_eq!(shown.last(), Some(&(count - 1)), "{count} points, {slots} slots");
                assert!(shown.windows(2).all(|w| w[1] - w[0] >= step), "{count} points, {slots} slots: {shown:?}");
                assert!(shown.len() <= slots + 1, "{count} points, {slots} slots: {} labels", shown.len());
            }
        }
    }

    #[test]
    fn a_long_game_labels_its_last_turn_alone() {
        // 55 turns and the start, room for 28 labels: every second point,
        // and 54 gives way to 55.
        let shown: Vec<usize> = labelled(56, 28).collect();
        assert_eq!(&shown[shown.len() - 2..], &[52, 55]);
    }

    #[test]
    fn marks_that_meet_sit_side_by_side_within_the_drawing() {
        let at = |x: f64, n: usize| side_by_side(x, n, 9.0, 34.0, 310.0).collect::<Vec<f64>>();
        assert_eq!(at(100.0, 1), [100.0], "a mark alone stays on its point");
        assert_eq!(at(100.0, 2), [95.5, 104.5], "two sit either side of the point");
        assert_eq!(at(34.0, 4), [34.0, 43.0, 52.0, 61.0], "at the first point they run rightwards");
        assert_eq!(at(310.0, 3), [292.0, 301.0, 310.0], "at the last point they run leftwards");
        for n in 1..=6 {
            for x in [34.0, 40.0, 172.0, 305.0, 310.0] {
                let xs = at(x, n);
                assert_eq!(xs.len(), n);
                assert!(xs.windows(2).all(|w| (w[1] - w[0] - 9.0).abs() < 1e-9), "{x}, {n}: {xs:?}");
                assert!(xs.iter().all(|&c| (34.0..=310.0).contains(&c)), "{x}, {n}: {xs:?}");
                assert!(xs[0] <= x && x <= xs[n - 1], "{x}, {n}: the group covers its point, {xs:?}");
            }
        }
    }
}
