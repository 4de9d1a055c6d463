//! Where a card that has just turned up in the trick came from, so it can
//! glide over from there: the viewer's own card from its place in the hand,
//! another seat's from the side of that seat's badge in the players' list
//! (which lies outside the board: `glide_from_element` starts the card at the
//! board's edge), the Infiltrator's from the Mothership. The table sees each play arrive, a
//! bot's above all, instead of finding one more card in a row.
//!
//! Nothing here reads more than the view holds: the cards are already face
//! up in the trick, and the hand is the viewer's own.

use super::ctx::Ctx;
use crate::engine::{Seat, Viewer};
use crate::games::extinction_point::cards::{InfCard, PlayerCard};
use yew::prelude::*;

/// Where a card in the trick was before it was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The viewer's own card, from this place in the hand as last drawn.
    Hand(usize),
    /// Another seat's card, from its badge in the players' list.
    Seat(Seat),
    /// The Infiltrator's card, from the Mothership's box.
    Mothership,
}

/// What the trick and the hand held when the board was last drawn.
struct Last {
    plays: Vec<PlayerCard>,
    infiltrator: Option<InfCard>,
    hand: Vec<PlayerCard>,
}

/// The arrivals of this drawing: for each Player card new in the trick since
/// the last one, where it came from, and the Infiltrator's card's origin if it
/// is new. The board's first drawing has nothing to compare with (a curtain
/// lifted, a reload, the review opened), so nothing arrives then; an undo
/// takes cards away, which is no arrival either.
#[hook]
pub fn use_arrivals(ctx: &Ctx) -> (Vec<(PlayerCard, Origin)>, Option<Origin>) {
    let last = use_mut_ref(|| None::<Last>);
    let t = &ctx.view.table;
    let now =
        Last { plays: t.trick.plays.iter().map(|(_, c)| *c).collect(), infiltrator: t.trick.infiltrator, hand: ctx.view.hand.clone() };
    let me = match ctx.view.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Table | Viewer::All => None,
    };
    let (mut cards, mut inf) = (Vec::new(), None);
    if let Some(before) = last.borrow().as_ref() {
        for (seat, card) in &t.trick.plays {
            if before.plays.contains(card) {
                continue;
            }
            let in_hand = before.hand.iter().position(|c| c == card);
            let origin = match in_hand {
                Some(i) if me == Some(*seat) => Origin::Hand(i),
                _ => Origin::Seat(*seat),
            };
            cards.push((*card, origin));
        }
        if now.infiltrator.is_some() && before.infiltrator != now.infiltrator {
            inf = Some(Origin::Mothership);
        }
    }
    *last.borrow_mut() = Some(now);
    (cards, inf)
}

impl Origin {
    /// The element the card glides over from (`kit::motion::use_glide_in`),
    /// in the page drawn with a hand of `hand_len` cards.
    pub fn selector(self, hand_len: usize) -> String {
        match self {
            // The card that now fills the slot it left (or the last one, when
            // it was the last): the hand closes up, so that is where it stood.
            Origin::Hand(i) if i < hand_len => format!(".ep-hand .ep-cards > :nth-child({})", i + 1),
            Origin::Hand(_) => ".ep-hand .ep-cards > :last-child".into(),
            Origin::Seat(s) => format!(".seat-list > li:nth-child({}) .seat-badge", s.index() + 1),
            Origin::Mothership => ".ep-foe".into(),
        }
    }
}
