//! A stable insertion sort for the short lists the app sorts (a hand of at
//! most 13 cards, two or three Infiltrator candidates, the saved games).
//!
//! Why not `slice::sort`: the standard library's stable sort is built anew
//! for every element type and comparison, about 4 KB of wasm each time (four
//! copies, measured 23 Nov 2026); this is a few hundred bytes, and on lists
//! this short it is as fast.

/// Sorts `v` so that no element is `less` than the one before it; equal
/// elements keep their order.
pub fn sort_small_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// [`sort_small_by`] in ascending order.
pub fn sort_small<T: Ord>(v: &mut [T]) {
    sort_small_by(v, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_and_keeps_ties_in_order() {
        let mut rng = crate::engine::GameRng::from_seed(7);
        for len in 0..40 {
            let v: Vec<(u8, usize)> = (0..len).map(|i| ((rng.below(6)) as u8, i)).collect();
            let (mut ours, mut std_sorted) = (v.clone(), v.clone());
            sort_small_by(&mut ours, |a, b| a.0 < b.0);
            std_sorted.sort_by_key(|p| p.0);
            assert_eq!(ours, std_sorted, "length {len}");
        }
        let mut words = vec!["pear", "apple", "fig"];
        sort_small(&mut words);
        assert_eq!(words, ["apple", "fig", "pear"]);
    }
}
