//! The weights of the playout policy's rules of thumb (`policy.rs`), one
//! group per decision. Each weight is added to (or taken from) a choice's
//! score, and the best-scoring legal action is played; the figures matter
//! only against each other within a group. They were tuned by hand against
//! the bench's seeded games (docs/games/extinction.md, "Bots").

/// The most individuals a cube may show and still score: 5s and 6s score
/// nothing and die first in a famine (a rule, not a weight).
pub const SCORING_MOST: u8 = 4;

/// Founders: cubes of 2 on empty hexes away from rivals, spread over the habitats.
pub mod founding {
    /// Individuals per founding cube: 30 founders make 15 cubes, each with
    /// room to double before it passes 4.
    pub const CUBE: u8 = 2;
    /// One founding pick in this many ignores the species' own cubes, so
    /// founders do not all huddle in one corner of the island.
    pub const LONER_ONE_IN: usize = 3;
    /// A hex next to an own cube (when not a loner pick): neighbours breed
    /// into each other's room and a rival finds no lone cube to take.
    pub const NEXT_TO_OWN: f64 = 3.0;
    /// A hex next to a rival cube: a founder there is the first thing taken.
    pub const NEXT_TO_RIVAL: f64 = 5.0;
    /// Each own cube already in the hex's habitat: the genes are not dealt
    /// yet, and one fire or clearance strikes a whole habitat.
    pub const SAME_HABITAT: f64 = 1.0;
}

/// Newborns: keep cubes at 4 or less; into optimal habitats while there is room.
pub mod newborns {
    /// An optimal hex while the species has room: its newborns breed again.
    pub const OPTIMAL_WITH_ROOM: f64 = 2.0;
    /// An optimal hex when crowded: more parents only box the species in sooner.
    pub const OPTIMAL_WHEN_CROWDED: f64 = -1.0;
    /// An empty hex: a new cube that scores and has the most room.
    pub const NEW_CUBE: f64 = 2.0;
    /// An own cube of 1 to 3: it grows and still scores.
    pub const GROW_SCORING: f64 = 1.5;
    /// An own cube of 4: a 5 stops scoring, the worst place for a newborn.
    pub const FOUR_TO_FIVE: f64 = -3.0;
    /// An own cube above 4: it already scores nothing, so a newborn there
    /// costs nothing more.
    pub const ALREADY_OVER: f64 = 1.0;
    /// A hex next to a rival cube: the newborns may be taken.
    pub const NEXT_TO_RIVAL: f64 = 0.5;
}

/// Culls (drought, cold wave): from cubes above 4 first.
pub mod culls {
    /// A cull from a cube above 4: above every other cull (those score 0 or
    /// less), nearest first to taking exactly the surplus.
    pub const SURPLUS_FIRST: f64 = 10.0;
    /// A cull off optimal ground costs breeding: spare the parents.
    pub const OPTIMAL_PARENTS: f64 = 3.0;
}

/// Barriers: on the biggest rival cube, of a kind the species crosses.
pub mod barriers {
    /// A rival cube (plus its count): the barrier removes it, the bigger the better.
    pub const RIVAL_CUBE: f64 = 10.0;
    /// A crowded species' own 5 or 6 (plus its count): it scores nothing
    /// and clearing it frees a cube; below any rival cube.
    pub const OWN_DEAD_WEIGHT: f64 = 5.0;
    /// Any other own cube: never clear individuals that score.
    pub const OWN_CUBE: f64 = -10.0;
    /// An empty hex next to an own cube: it walls the species in.
    pub const NEXT_TO_OWN: f64 = -5.0;
    /// A kind the species crosses: it blocks rivals, not the species itself.
    pub const CROSSED: f64 = 2.0;
    /// A city or jetport next to own cubes of a species that does not
    /// tolerate air pollution: the next air pollution card kills them.
    pub const POISONS_OWN_AIR: f64 = 5.0;
    /// A slight lean to the Mountain among kinds otherwise equal, so such a
    /// tie does not fall to chance; a mountain pollutes no air.
    pub const MOUNTAIN: f64 = 0.1;
}

/// Migration: thin out cubes above 4, move whole cubes onto (or, crowded,
/// off) breeding ground.
pub mod migration {
    /// Lifting a whole cube of 4 or less that is on the wrong ground for
    /// now (plus a quarter of its count: the bigger cube moves first).
    pub const MOVE_WHOLE_CUBE: f64 = 2.0;
    /// Ending the migration: better than a move that helps nothing.
    pub const STOP: f64 = 1.0;
    /// A step costs a little more than settling on an equally good hex, so
    /// groups stop rather than wander.
    pub const STEP_COST: f64 = 0.2;
    /// Landing on an empty hex: a new scoring cube.
    pub const LAND_EMPTY: f64 = 2.0;
    /// Landing on an own cube that stays at 4 or less.
    pub const LAND_JOIN_OWN: f64 = 1.0;
    /// Landing on an own cube that would pass 4: the group stops scoring.
    pub const LAND_OVERGROW_OWN: f64 = -3.0;
    /// Landing anywhere else (a hex the group cannot hold).
    pub const LAND_ELSEWHERE: f64 = -5.0;
    /// Landing on optimal ground while there is room: the group breeds.
    pub const LAND_OPTIMAL_WITH_ROOM: f64 = 1.0;
    /// Landing on optimal ground when crowded: more parents box it in.
    pub const LAND_OPTIMAL_WHEN_CROWDED: f64 = -1.5;
    /// Landing on an empty hex next to a rival cube: it may be taken.
    pub const LAND_NEXT_TO_RIVAL: f64 = 0.3;
}

/// Competition and predation: take the biggest rival cube on offer.
pub mod competition {
    /// Any capture (plus the rival individuals it removes): above Done.
    pub const TAKE: f64 = 2.0;
    /// Each individual moved away from the ideal count (all the rival
    /// needs, and enough to leave both halves scoring).
    pub const OFF_TARGET: f64 = 0.3;
    /// Declining: better than any other action that is not a capture.
    pub const DECLINE: f64 = 0.0;
    /// Anything else on offer (none today: the bot announces first).
    pub const OTHER: f64 = -1.0;
}

/// Gene changes: reproduction rates and habitats, the other way when crowded.
pub mod genes {
    /// Reproduction rates are in tenths: a rate under this (1.0) is swapped
    /// while the species has room, since it barely replaces its parents.
    pub const RATE_ROOMY_LEAST: u8 = 10;
    /// A crowded species swaps a rate of this (0.8) or more: newborns would
    /// only make 5s and 6s.
    pub const RATE_CROWDED_LEAST: u8 = 8;
    /// With room, the habitat card is swapped when fewer than one
    /// individual in this many is a parent (on optimal ground).
    pub const PARENTS_ROOMY_ONE_IN: u16 = 2;
    /// Crowded, it is swapped when one individual in this many or more is a
    /// parent: a narrower habitat breeds less.
    pub const PARENTS_CROWDED_ONE_IN: u16 = 3;
}
