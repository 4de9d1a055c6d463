//! What each game adds to the shared app shell: its board, its words, its
//! options. The shell (home, new game, play screen, saves, bots, curtain) is
//! generic over this trait, so a new game plugs in by implementing it.

use super::figure::Figure;
use crate::engine::bot::BotHooks;
use crate::engine::chapters::Chaptered;
use crate::engine::{Audited, Narrated, Outcome, Seat};
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

/// One choice on the new-game screen, e.g. "Teams" with "2 v 2" / "3 v 1".
#[derive(Clone, Debug, PartialEq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub label: &'static str,
    /// (label, help text) of each choice; the default is the first.
    pub choices: Vec<(&'static str, &'static str)>,
    /// Shown only while the option with this key has this choice (e.g. a
    /// custom value under "Custom"). Hidden, it keeps its choice, and
    /// `make_setup` must not read it then.
    pub only_when: Option<(&'static str, usize)>,
}

impl OptionSpec {
    /// Whether this option applies under `choices` (one per option of `all`, in order).
    pub fn applies(&self, all: &[OptionSpec], choices: &[usize]) -> bool {
        let Some((key, wanted)) = self.only_when else { return true };
        all.iter().position(|o| o.key == key).is_some_and(|k| choices.get(k).copied().unwrap_or(0) == wanted)
    }
}

/// What the play screen hands a game's board.
#[derive(Properties)]
pub struct BoardProps<G: GameUi> {
    /// The game as the viewing seat may see it (or the table's view while a bot plays).
    pub view: Rc<G::View>,
    /// The human seat looking at the board and able to act, if any.
    pub acting: Option<Seat>,
    /// The legal actions of `acting` (empty when nobody here may act).
    pub legal: Rc<Vec<G::Action>>,
    pub seats: Rc<Vec<SeatInfo>>,
    /// The events of the latest action that had any (what the log ends
    /// with), for dice, card animations and the marks of the last move.
    pub recent: Rc<Vec<G::Event>>,
    pub on_action: Callback<G::Action>,
    /// Says why a tap did nothing (the thing tapped is not legal now), in
    /// one line, where a refused move's reason appears.
    pub on_refuse: Callback<String>,
    /// Takes the refused tap's reason off the screen, when one is shown
    /// (`None` otherwise): the board calls it when the player makes a legal
    /// first tap, so a reason never stays beside the choice that followed it.
    #[prop_or_default]
    pub on_clear_refusal: Option<Callback<()>>,
    /// The move a hint names for `acting`, if one is on screen: the board
    /// marks it where it can ([`super::board_ctx::BoardCtx::hinted`]).
    #[prop_or_default]
    pub hinted: Option<G::Action>,
    /// Takes back the acting seat's last action, as the play bar's Undo
    /// does, when the undo rule allows it (`None` otherwise, and in a
    /// review). For a game whose move is two actions: a board can offer to
    /// choose again right where the first one, made by mistake, shows.
    #[prop_or_default]
    pub on_take_back: Option<Callback<()>>,
}

/// By hand: a derived Clone would ask `G: Clone` for no reason.
impl<G: GameUi> Clone for BoardProps<G> {
    fn clone(&self) -> Self {
        BoardProps {
            view: self.view.clone(),
            acting: self.acting,
            legal: self.legal.clone(),
            seats: self.seats.clone(),
            recent: self.recent.clone(),
            on_action: self.on_action.clone(),
            on_refuse: self.on_refuse.clone(),
            on_clear_refusal: self.on_clear_refusal.clone(),
            hinted: self.hinted.clone(),
            on_take_back: self.on_take_back.clone(),
        }
    }
}

/// The play screen makes a new `Rc` whenever a value changes (memos keyed
/// on the session's revision), so pointers tell props apart without a deep
/// compare of the view.
impl<G: GameUi> PartialEq for BoardProps<G> {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.view, &o.view)
            && self.acting == o.acting
            && Rc::ptr_eq(&self.legal, &o.legal)
            && Rc::ptr_eq(&self.seats, &o.seats)
            && Rc::ptr_eq(&self.recent, &o.recent)
            && self.on_action == o.on_action
            && self.on_refuse == o.on_refuse
            && self.on_clear_refusal == o.on_clear_refusal
            && self.hinted == o.hinted
    }
}

/// The words (log lines, prompt, headline) come from the rules' own
/// [`Narrated`], in pure Rust; the shell writes each seat as its player's name.
pub trait GameUi: BotHooks + Audited + Narrated + Chaptered {
    /// True when a seat may hold what another may not see (hands, roles):
    /// the shell then curtains the board between two human seats.
    const HIDES_INFORMATION: bool;

    /// Options for a table of `seats`, in the order shown.
    fn options(seats: usize) -> Vec<OptionSpec>;
    /// The set-up for `seats` seats and the chosen index of each option.
    fn make_setup(seats: usize, choices: &[usize]) -> Self::Setup;
    /// The board: an SVG of the game with its controls. It keeps its own
    /// selection state (tap to select, tap to place) and emits whole actions.
    fn board(props: &BoardProps<Self>) -> Html;
    /// The rules, in our own words, reachable before and during play: text
    /// and tables only, so the page needs none of the game's rules or board
    /// code. Its pictures are drawn by the board and come later, in another
    /// chunk: `pictures(i)` stands for [`GameUi::figures`]`()[i]` where the
    /// text places it (the shell's, which fetches them; during play, nothing).
    fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html;
    /// The rules page's pictures (each game's `figures::ALL`), in the order
    /// its text places them.
    fn figures() -> &'static [&'static Figure<Self>];
    /// The drawn cover shown on the home page.
    fn cover() -> Html;
    /// The end screen's detail: scores, tiebreaks, tiers.
    fn result(view: &Self::View, outcome: &Outcome, seats: &[SeatInfo]) -> Html;
    /// How long the board animates what `recent` (the latest move's events)
    /// decided, in ms: dice that tumble. The move's result (log lines, the
    /// prompt, the next step's buttons) waits for it, so the table reads it
    /// off the dice first. None by default: results show at once.
    fn reveal_wait_ms(_view: &Self::View, _recent: &[Self::Event]) -> u32 {
        0
    }
}

/// The latest move's result waits for its dice (`GameUi::reveal_wait_ms`).
/// The parts that tell the result fade in after `ms` (the stylesheet's
/// `awaits-dice-a`/`-b`, from `--reveal-wait`). Only their opacity: a
/// screen reader says them at once, and focus may land on the next step's
/// button (the tap shield keeps a hurried tap off it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RevealWait {
    pub ms: u32,
    /// Alternates move by move: a new class name restarts the animation on
    /// a part that stays on the page (the dock) after a roll that follows a roll.
    pub odd: bool,
}

impl RevealWait {
    /// The class of a part that waits.
    pub fn class(self) -> &'static str {
        if self.odd {
            "awaits-dice-b"
        } else {
            "awaits-dice-a"
        }
    }

    /// The wait as the stylesheet reads it, on an ancestor of the parts.
    pub fn style(self) -> String {
        format!("--reveal-wait: {}ms", self.ms)
    }
}
