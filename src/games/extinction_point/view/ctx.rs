//! The board's shared context, in a file of its own so that every part of
//! the board reads it without importing the board that renders the parts.
//! Beside the kit's board context (view, legal moves, the half-made choice)
//! it holds the card being read in the reading panel, which, unlike the
//! chosen card, stays open from one position to the next.

use super::art::Shown;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::{Action, ExtinctionPoint};
use crate::kit::board_ctx::{BoardCtx, HalfChoice};
use crate::kit::browser;
use crate::kit::parts::bind;
use std::ops::Deref;
use yew::prelude::*;

/// A card chosen by a first tap, waiting for where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Hand(PlayerCard),
    Trick(PlayerCard),
    Stored(PlayerCard),
}

/// The chosen card: a new position always starts with none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chosen(pub Option<Pick>);

impl HalfChoice<Action> for Chosen {}

/// A card in the reading panel, with a note (e.g. why it cannot be played).
pub type Reading = Option<(Shown, String)>;

/// What every part of the board reads: the kit's board context (through
/// `Deref`), the card being read and the way to change it.
#[derive(Clone, PartialEq)]
pub struct Ctx {
    pub board: BoardCtx<ExtinctionPoint, Chosen>,
    pub reading: Reading,
    pub(super) on_read: Callback<Reading>,
}

impl Deref for Ctx {
    type Target = BoardCtx<ExtinctionPoint, Chosen>;
    fn deref(&self) -> &Self::Target {
        &self.board
    }
}

/// The context of the board this part is drawn in.
#[hook]
pub fn use_ep_ctx() -> Ctx {
    use_context::<Ctx>().expect("a board part is rendered inside its board's ContextProvider")
}

impl Ctx {
    /// The chosen card (the kit drops it with the position it was made in).
    pub fn pick(&self) -> Option<Pick> {
        self.choice.0
    }

    /// A press that plays `act`; acting closes the card being read (it
    /// would cover the status).
    pub fn act(&self, act: Action) -> Callback<()> {
        let (board, on_read) = (self.board.clone(), self.on_read.clone());
        Callback::from(move |()| {
            on_read.emit(None);
            board.play(act.clone());
        })
    }

    /// A tap that only shows the card in the reading panel.
    pub fn read(&self, card: Shown) -> Callback<()> {
        self.read_with(card, String::new())
    }

    /// Shows the card with a note (e.g. why it cannot be played).
    pub fn read_with(&self, card: Shown, note: String) -> Callback<()> {
        bind(&self.on_read, Some((card, note)))
    }

    /// Closes the card being read. Reaching it may have scrolled the board
    /// away from the cards to play, so one of them comes back into view.
    pub fn close_reading(&self) -> Callback<()> {
        let on_read = self.on_read.clone();
        Callback::from(move |()| {
            on_read.emit(None);
            browser::reveal_first_on_board();
        })
    }

    /// Whether a hint on screen names a move a tap on `pick`'s card makes
    /// or starts: before it is chosen, any move that finishes it; once
    /// chosen, only when the second tap plays the hinted move (else the
    /// marks are on where the card goes).
    pub fn hint_on(&self, pick: Pick) -> bool {
        let Some(hint) = self.hint.as_deref() else { return false };
        if self.pick() == Some(pick) {
            return only_move(&self.legal, pick).as_ref() == Some(hint);
        }
        // A Signal Flare that switches the lead is chosen from the hand too.
        finishes(pick, hint) || matches!((pick, hint), (Pick::Hand(c), Action::PlayAndSwitchLead { card }) if *card == c)
    }

    /// A tap on a card that may be chosen: the first tap chooses it (and
    /// shows it), a second tap finishes the move when it has one place to go.
    pub fn choose(&self, pick: Pick, enabled: bool) -> Callback<()> {
        let card = match pick {
            Pick::Hand(c) | Pick::Trick(c) | Pick::Stored(c) => Shown::Player(c),
        };
        if !enabled {
            return self.read(card);
        }
        if self.pick() == Some(pick) {
            return match only_move(&self.legal, pick) {
                Some(act) => self.act(act),
                None => self.board.choose(Chosen(None)),
            };
        }
        // A hand card is read before it is played; a card to place needs no
        // reading, and the panel would hide the Bunker.
        let (board, on_read) = (self.board.clone(), self.on_read.clone());
        let hand = matches!(pick, Pick::Hand(_));
        Callback::from(move |()| {
            if hand {
                on_read.emit(Some((card, String::new())));
            }
            board.set_choice(Chosen(Some(pick)));
        })
    }
}

/// Does `act` finish `pick`?
fn finishes(pick: Pick, act: &Action) -> bool {
    match (pick, act) {
        (Pick::Hand(c), Action::Play { card })
        | (Pick::Trick(c), Action::Place { card, .. })
        | (Pick::Stored(c), Action::MoveStored { card, .. }) => *card == c,
        _ => false,
    }
}

/// The one legal action that finishes `pick`, if there is exactly one.
fn only_move(legal: &[Action], pick: Pick) -> Option<Action> {
    let mut found = legal.iter().filter(|a| finishes(pick, a));
    let first = found.next().cloned();
    if found.next().is_some() {
        None
    } else {
        first
    }
}
