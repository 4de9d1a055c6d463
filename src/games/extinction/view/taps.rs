//! What a tap on each hex does now, worked out from the legal moves and the
//! half-made choice ([`Sel`]): play a move, or choose a cube (the first taps
//! of a cull, a competition or a predation). Also the words that start a
//! hex's spoken name ("Take back: ...") and the hexes to outline as chosen.

use super::ctx::Sel;
use crate::games::extinction::map::HexId;
use crate::games::extinction::{Action, Phase, View};

/// What a tap on a hex does now.
#[derive(Clone, Debug, PartialEq)]
pub enum HexTap {
    Act(Action),
    Select(Sel),
}

/// Every hex a tap does something on, and what, given the selection.
pub fn hex_taps(legal: &[Action], sel: Sel) -> Vec<(HexId, HexTap)> {
    let mut out: Vec<(HexId, HexTap)> = Vec::new();
    let mut add = |hex: HexId, tap: HexTap| {
        if !out.iter().any(|(h, _)| *h == hex) {
            out.push((hex, tap));
        }
    };
    for act in legal {
        match act {
            Action::Pick { hex } | Action::TakeBack { hex } | Action::Lift { hex } => add(*hex, HexTap::Act(act.clone())),
            Action::Step { to } => add(*to, HexTap::Act(act.clone())),
            Action::Cull { hex, .. } => add(*hex, HexTap::Select(Sel::Cull(*hex))),
            Action::Compete { from, to, .. } | Action::Prey { from, to, .. } => match sel {
                Sel::From(f) | Sel::Target(f, _) if f == *from => add(*to, HexTap::Select(Sel::Target(*from, *to))),
                _ => add(*from, HexTap::Select(Sel::From(*from))),
            },
            _ => {}
        }
    }
    // With a cube chosen, its targets come first; the other cubes stay
    // tappable (to choose another), the chosen one is tapped to let go.
    if let Sel::From(f) | Sel::Target(f, _) = sel {
        for act in legal {
            if let Action::Compete { from, .. } | Action::Prey { from, .. } = act {
                if *from != f {
                    add(*from, HexTap::Select(Sel::From(*from)));
                }
            }
        }
        add(f, HexTap::Select(Sel::None));
    }
    out
}

/// Whether `tap`, made with `sel` chosen, plays the hinted move or makes
/// the next choice towards it (the cube, then the rival's hex, whose counts
/// are the dock's buttons). A tap that would choose again what is chosen
/// already takes no step towards it.
pub fn leads_to_hint(tap: &HexTap, sel: Sel, hint: &Action) -> bool {
    match (tap, hint) {
        (HexTap::Act(a), _) => a == hint,
        (HexTap::Select(s), _) if *s == sel => false,
        (HexTap::Select(Sel::Cull(x)), Action::Cull { hex, .. }) => x == hex,
        (HexTap::Select(Sel::From(f)), Action::Compete { from, .. } | Action::Prey { from, .. }) => f == from,
        (HexTap::Select(Sel::Target(f, t)), Action::Compete { from, to, .. } | Action::Prey { from, to, .. }) => f == from && t == to,
        _ => false,
    }
}

/// What a tap on a hex does, in the words that begin its spoken name.
pub fn verb(tap: &HexTap) -> &'static str {
    match tap {
        HexTap::Act(Action::Pick { .. }) => "Choose",
        HexTap::Act(Action::TakeBack { .. }) => "Take back",
        HexTap::Act(Action::Lift { .. }) => "Lift a group from",
        HexTap::Act(Action::Step { .. }) => "Move the group to",
        HexTap::Act(_) => "Tap",
        HexTap::Select(Sel::Cull(_)) => "Remove from",
        HexTap::Select(Sel::From(_)) => "Compete or prey from",
        HexTap::Select(Sel::Target(..)) => "Move into",
        HexTap::Select(Sel::None) => "Let go of",
    }
}

/// The hexes to outline as chosen: the selection, the picked hex, the group.
pub fn chosen_hexes(view: &View, sel: Sel) -> Vec<HexId> {
    let mut out = match sel {
        Sel::None => vec![],
        Sel::Cull(h) | Sel::From(h) => vec![h],
        Sel::Target(a, b) => vec![a, b],
    };
    match &view.table.phase {
        Phase::Founding { pick: Some(h), .. } | Phase::Reproduce { pick: Some(h), .. } | Phase::Barrier { pick: Some(h), .. } => {
            out.push(*h)
        }
        Phase::Migrate { lifting: Some(h), .. } => out.push(*h),
        Phase::Migrate { group: Some(g), .. } => out.push(g.at),
        _ => {}
    }
    out
}
