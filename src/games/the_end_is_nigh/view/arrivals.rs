//! Where an exile marker that has just turned up above a refugee came from,
//! so it can glide over from there: a vote's marker from its place on the
//! clock face, one the Mayor moves from the refugee it left. The table sees
//! where each vote went, a bot's above all, instead of finding one more
//! number on one of six cards.

use super::ctx::Ctx;
use yew::prelude::*;

/// Where a marker was before it came to rest above its refugee.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkerFrom {
    /// Its own place on the clock face: it has just been voted.
    Clock,
    /// Above the refugee on this spot: it has just been moved off it.
    Refugee(u8),
}

/// For each marker above the refugee on `spot` that was not above it when the
/// board was last drawn, where it came from. The first drawing has nothing to
/// compare with (a curtain lifted, a reload, the review opened), so nothing
/// arrives then; a marker taken away is no arrival either.
#[hook]
pub fn use_marker_arrivals(ctx: &Ctx, spot: u8) -> Vec<(u8, MarkerFrom)> {
    let last = use_mut_ref(|| None::<Vec<Vec<u8>>>);
    let now: Vec<Vec<u8>> = ctx.view.places.iter().map(|p| p.markers.clone()).collect();
    let mut arrivals = Vec::new();
    if let (Some(before), Some(here)) = (last.borrow().as_ref(), now.get(usize::from(spot))) {
        let had = |s: usize, m: u8| before.get(s).is_some_and(|list| list.contains(&m));
        for &m in here.iter().filter(|&&m| !had(usize::from(spot), m)) {
            let from = (0..before.len()).find(|&s| had(s, m)).map_or(MarkerFrom::Clock, |s| MarkerFrom::Refugee(s as u8));
            arrivals.push((m, from));
        }
    }
    *last.borrow_mut() = Some(now);
    arrivals
}

impl MarkerFrom {
    /// The element marker `marker` glides over from (`kit::motion::use_glide_in`).
    pub fn selector(self, marker: u8) -> String {
        match self {
            MarkerFrom::Clock => format!(".nigh-face [data-marker=\"{marker}\"]"),
            MarkerFrom::Refugee(spot) => format!(".nigh-s{spot} .nigh-markers"),
        }
    }
}
