//! Why a card in hand cannot be played now (said when it is tapped), and
//! the seats' names. The prompt and the log lines are the rules' own
//! (`prompt`, `log`), so their words are tested natively.

use super::art::player_name;
use crate::engine::Viewer;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::{Phase, View};
use crate::saves::SeatInfo;

pub use crate::saves::seat_name as name;

/// Why `card` in the viewer's hand is not a legal play now (shown on tap).
pub fn why_not_playable(view: &View, seats: &[SeatInfo], card: PlayerCard, acting: bool) -> String {
    let t = &view.table;
    match &t.phase {
        Phase::Play { seat } if view.viewer == Viewer::Seat(*seat) && acting => match t.trick.lead {
            Some(lead) if lead != card.suit && card.ignores_suit() => format!(
                "You hold a {} card, and while {} is active even cards 1 to 4 must follow suit.",
                lead.name(),
                view.mothership_top.def().name
            ),
            Some(lead) if lead != card.suit => {
                format!("You hold a {} card, so you must follow suit; {} has no ability that frees it.", lead.name(), player_name(card))
            }
            _ => "This card cannot be played now.".into(),
        },
        Phase::Play { seat } => format!("Wait: it is {}'s turn to play.", name(seats, *seat)),
        Phase::Election => "Cards are played after the election: first say whether you want to lead.".into(),
        Phase::Over => "The game is over.".into(),
        _ => "Cards are played in the Trick phase, once this step is done.".into(),
    }
}
