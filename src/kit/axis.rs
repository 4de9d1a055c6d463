//! Which of a chart's points get a label under the axis: the first, then
//! one every so many so that no two crowd each other, and always the last
//! (the end of the game). Pure, so it is tested natively; the chart
//! (`ui/components/chart.rs`) draws what it says.

/// The indexes of `count` points to label when `slots` labels fit across:
/// every `step`-th from the first, and the last; a regular one closer to the
/// last than `step` gives way to it (a 55-turn game labelled "54" over "55").
pub fn labelled(count: usize, slots: usize) -> impl Iterator<Item = usize> {
    let last = count.saturating_sub(1);
    let step = count.div_ceil(slots.max(1)).max(1);
    (0..count).filter(move |&k| k == last || (k % step == 0 && k + step <= last))
}

#[cfg(test)]
mod tests {
    use super::labelled;

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
}
