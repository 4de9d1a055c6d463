//! The board's sentences: the prompt, seat names, signal words, and why a
//! card in hand cannot be played now. Log lines come from the rules' own
//! `log` module, so the words of the log are tested natively.

use super::art::player_name;
use crate::engine::{Seat, Viewer};
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::{Phase, View};
use crate::saves::SeatInfo;

pub use crate::saves::seat_name as name;

/// "you" for the viewer, else the seat's name (for "… plays a card").
fn who(view: &View, seats: &[SeatInfo], seat: Seat) -> String {
    if view.viewer == Viewer::Seat(seat) {
        "You".into()
    } else {
        name(seats, seat)
    }
}

/// One sentence: whose turn and what they may do.
pub fn prompt(view: &View, seats: &[SeatInfo]) -> String {
    let t = &view.table;
    match &t.phase {
        Phase::Election => {
            let waiting: Vec<String> = t
                .signals
                .iter()
                .filter(|(_, s)| s.is_none())
                .map(|(seat, _)| if view.viewer == Viewer::Seat(seat) { "you".to_string() } else { name(seats, seat) })
                .collect();
            format!("Hand {}, round {} of 7: who leads? Waiting for {} to signal.", t.hand_no, t.round, waiting.join(", "))
        }
        Phase::SabotageLoss { building } => {
            let leader = t.leader.map_or_else(|| "The leader".into(), |s| who(view, seats, s));
            format!("Sabotage strikes {}: {leader} choose{} which card it loses.", player_name(*building), verb_s(&leader))
        }
        Phase::Play { seat } => {
            let lead = t.trick.lead.map_or(String::new(), |s| format!(" Leading suit: {}.", s.name()));
            let w = who(view, seats, *seat);
            if t.trick.plays.is_empty() {
                format!("{w} lead{} the trick: play any card.", verb_s(&w))
            } else {
                format!("{w} play{} a card.{lead}", verb_s(&w))
            }
        }
        Phase::ClearSabotage { .. } => {
            let w = who(view, seats, t.last_winner);
            format!("Purge: {w} remove{} a Sabotage card of {}choice.", verb_s(&w), if w == "You" { "your " } else { "their " })
        }
        Phase::Build { placements } => {
            let w = who(view, seats, t.last_winner);
            let n = if *placements == 1 { "a card".to_string() } else { format!("up to {placements} cards") };
            format!("Trick won! {w} place{} {n} from the trick, or finish.", verb_s(&w))
        }
        Phase::Press => {
            let w = who(view, seats, t.last_winner);
            format!("A whole hand without a lost trick: {w} choose{} to attack the Mothership or repair the Bunker.", verb_s(&w))
        }
        Phase::Over => match t.outcome.as_ref().map(|o| o.winners().is_empty()) {
            Some(false) => "VICTORY: the Mothership is destroyed.".into(),
            _ => "DEFEAT: the Bunker has fallen.".into(),
        },
    }
}

/// "You play" but "Ana plays".
fn verb_s(subject: &str) -> &'static str {
    if subject == "You" {
        ""
    } else {
        "s"
    }
}

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
