//! Plain words for ExtracZon's board: move labels, dice captions and card
//! labels. The log's lines and the prompt are the rules' own (`log`,
//! `prompt`), so they are tested natively; the names of tiles and Sites
//! come from there too.

use crate::engine::words::count;
use crate::games::extraczon::board::{Pos, SiteId, APEX_HP, INFECTED_HP};
use crate::games::extraczon::cards::{CardId, CardKind};
use crate::games::extraczon::log;
use crate::games::extraczon::{Place, Roll, Target, View};

pub use crate::games::extraczon::log::{bonus, place};
pub use crate::saves::seat_name as name;

pub fn site(s: SiteId) -> String {
    format!("the {}", s.def().name)
}

/// Where `to` lies from `from`, in tiles: "3 up and 2 left".
fn offset(from: Pos, to: Pos) -> String {
    let along = |d: i16, less: &str, more: &str| match d {
        0 => None,
        d if d < 0 => Some(format!("{} {less}", -d)),
        d => Some(format!("{d} {more}")),
    };
    let dy = along(i16::from(to.y) - i16::from(from.y), "up", "down");
    let dx = along(i16::from(to.x) - i16::from(from.x), "left", "right");
    match (dy, dx) {
        (Some(y), Some(x)) => format!("{y} and {x}"),
        (Some(one), None) | (None, Some(one)) => one,
        (None, None) => "here".into(),
    }
}

/// Where a move for the seat to act would go: "to the street by the
/// Pharmacy (3 up and 2 left)" / "into the Pharmacy (HP 14)". The offset
/// from the token tells apart tiles by the same Site.
pub fn destination(view: &View, p: Place) -> String {
    let from = match view.table.tokens[view.table.turn] {
        Place::Tile(t) => t,
        Place::Site(s) => s.def().door,
    };
    match p {
        Place::Tile(pos) => format!("to {} ({})", log::tile(pos), offset(from, pos)),
        Place::Site(s) => format!("into {} (HP {})", site(s), s.def().hp),
    }
}

/// Label of a move target: "Move to the street by the Pharmacy (3 up)" /
/// "Enter the Pharmacy (HP 14)".
pub fn move_label(view: &View, p: Place) -> String {
    match p {
        Place::Tile(_) => format!("Move {}", destination(view, p)),
        Place::Site(s) => format!("Enter {} (HP {})", site(s), s.def().hp),
    }
}

/// "Survivor Mara, nurse" / "Tactical Scout, Movement +1" / "Infected Survivor".
pub fn card(c: CardId) -> String {
    let d = c.def();
    match d.kind {
        CardKind::Survivor => format!("Survivor {}, {}", d.name, d.role),
        CardKind::Tactical(b) => format!("Tactical {}, {}", d.name, bonus(b)),
        CardKind::Infected => "Infected Survivor".to_string(),
    }
}

pub fn target(t: Target) -> String {
    match t {
        Target::Site(s) => format!("{} (HP {})", site(s), s.def().hp),
        Target::Apex => format!("the Apex Zombie (HP {APEX_HP})"),
    }
}

fn dice_sum(dice: &[u8; 4]) -> u8 {
    dice.iter().sum()
}

/// The latest roll in words: "14 + 2 = 16 vs HP 16: contained".
pub fn roll(r: &Roll) -> String {
    match r {
        Roll::Order { die, .. } => format!("{die} for turn order"),
        Roll::Movement { die, bonus, .. } if *bonus > 0 => format!("{die} + {bonus} = {} movement points", die + bonus),
        Roll::Movement { die, .. } => count(*die, "movement point", "movement points"),
        Roll::Infected { dice, .. } => {
            let t = dice_sum(dice);
            let verdict = if t >= INFECTED_HP { "cleared, roll to move again" } else { "stopped, the turn ends" };
            format!("{t} vs HP {INFECTED_HP}: {verdict}")
        }
        Roll::Draw { die, .. } => format!("{die}, so {} drawn", count(*die, "card", "cards")),
        Roll::Hp { dice, bonus, hp, .. } => {
            let t = dice_sum(dice) + bonus;
            let verdict = if t >= *hp { "contained" } else { "not enough" };
            if *bonus > 0 {
                format!("{} + {bonus} = {t} vs HP {hp}: {verdict}", dice_sum(dice))
            } else {
                format!("{t} vs HP {hp}: {verdict}")
            }
        }
    }
}
