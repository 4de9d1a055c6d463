//! The Extinction Point board component (named like ExtracZon's `view/table.rs`;
//! `board.rs` is where a game keeps its rules map). Its one piece of state is
//! the [`Selection`]: the card chosen for a two-tap move (a hand card to play,
//! a trick card or a stored card to place) and the card being read in the
//! reading panel. The board's parts are components that get a [`Ctx`]: the
//! view, the legal moves, the selection and the one way to change it.

use super::art::{detail, Shown};
use super::{choices, hand, settlement, status, trick};
use crate::engine::Seat;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::{Action, ExtinctionPoint, View};
use crate::kit::browser;
use crate::kit::game_ui::BoardProps;
use crate::kit::parts::{bind, Button};
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

/// A card chosen by a first tap, waiting for where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Hand(PlayerCard),
    Trick(PlayerCard),
    Stored(PlayerCard),
}

/// What only this screen knows: the chosen card and the card being read
/// (with a note, e.g. why it cannot be played).
#[derive(Clone, Default, PartialEq)]
struct Selection {
    pick: Option<Pick>,
    reading: Option<(Shown, String)>,
}

/// What a tap does: play an action, or change the selection.
#[derive(Clone)]
enum Tap {
    Act(Action),
    Select(Selection),
}

/// What the parts of the board need: the view, the legal moves, the current
/// selection and the way to change it. Every tap goes through `on_tap`.
#[derive(Clone)]
pub struct Ctx {
    pub view: Rc<View>,
    pub seats: Rc<Vec<SeatInfo>>,
    /// Legal actions of the human who may act here (empty otherwise).
    pub legal: Rc<Vec<Action>>,
    pub acting: Option<Seat>,
    /// The chosen card, while it still has a legal move.
    pub pick: Option<Pick>,
    reading: Option<(Shown, String)>,
    on_tap: Callback<Tap>,
}

/// The shell hands over a new `Rc` whenever the view or the seats change, so
/// pointers tell those apart without comparing the whole view.
impl PartialEq for Ctx {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.view, &o.view)
            && Rc::ptr_eq(&self.seats, &o.seats)
            && self.legal == o.legal
            && self.acting == o.acting
            && self.pick == o.pick
            && self.reading == o.reading
            && self.on_tap == o.on_tap
    }
}

/// The props of every part of the board.
#[derive(Properties, PartialEq)]
pub struct CtxProps {
    pub ctx: Ctx,
}

impl Ctx {
    fn tap(&self, tap: Tap) -> Callback<()> {
        bind(&self.on_tap, tap)
    }

    /// A press that plays `act`.
    pub fn act(&self, act: Action) -> Callback<()> {
        self.tap(Tap::Act(act))
    }

    /// A tap that only shows the card in the reading panel.
    pub fn read(&self, card: Shown) -> Callback<()> {
        self.read_with(card, String::new())
    }

    /// Shows the card with a note (e.g. why it cannot be played).
    pub fn read_with(&self, card: Shown, note: String) -> Callback<()> {
        self.tap(Tap::Select(Selection { pick: self.pick, reading: Some((card, note)) }))
    }

    fn close_reading(&self) -> Callback<()> {
        self.tap(Tap::Select(Selection { pick: self.pick, reading: None }))
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
        let tap = if self.pick != Some(pick) {
            // A hand card is read before it is played; a card to place
            // needs no reading, and the panel would hide the Bunker.
            let reading = if matches!(pick, Pick::Hand(_)) { Some((card, String::new())) } else { self.reading.clone() };
            Tap::Select(Selection { pick: Some(pick), reading })
        } else {
            match only_move(&self.legal, pick) {
                Some(act) => Tap::Act(act),
                None => Tap::Select(Selection { pick: None, reading: self.reading.clone() }),
            }
        };
        self.tap(tap)
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

#[component]
pub fn EpBoard(props: &BoardProps<ExtinctionPoint>) -> Html {
    let selection = use_state(Selection::default);
    let root = use_node_ref();
    {
        // A new position drops a half-made choice; focus goes to the next control.
        let (selection, root) = (selection.clone(), root.clone());
        use_effect_with(props.legal.clone(), move |_| {
            selection.set(Selection { pick: None, reading: selection.reading.clone() });
            browser::refocus_if_lost(&root, ".ep-btn-main, [data-legal='true']");
        });
    }
    let legal = if props.acting.is_some() { props.legal.clone() } else { Rc::default() };
    let on_tap = {
        let (selection, on_action) = (selection.clone(), props.on_action.clone());
        Callback::from(move |tap: Tap| match tap {
            Tap::Select(s) => selection.set(s),
            Tap::Act(a) => {
                // Acting closes the card being read: it would cover the status.
                selection.set(Selection { pick: selection.pick, reading: None });
                on_action.emit(a);
            }
        })
    };
    let ctx = Ctx {
        view: props.view.clone(),
        seats: props.seats.clone(),
        pick: selection.pick.filter(|p| legal.iter().any(|a| finishes(*p, a))),
        legal,
        acting: props.acting,
        reading: selection.reading.clone(),
        on_tap,
    };
    html! {
        <div class="ep-root" ref={root}>
            <div class="ep-layout">
                <div class="ep-status ep-row ep-a-status">
                    { status::mothership(&ctx) }
                    { status::bunker(&ctx) }
                    { status::storage(&ctx) }
                    { status::decks(&ctx) }
                </div>
                <div class="ep-a-settle"><settlement::Settlement ctx={ctx.clone()} /></div>
                <div class="ep-a-trick"><trick::Trick ctx={ctx.clone()} /></div>
                <div class="ep-a-controls"><choices::Choices ctx={ctx.clone()} /></div>
                <div class="ep-a-hand"><hand::Hand ctx={ctx.clone()} /></div>
                <div class="ep-a-detail"><ReadingPanel {ctx} /></div>
            </div>
        </div>
    }
}

/// The card last tapped: its name, ability and any note, with a close button.
#[component]
fn ReadingPanel(props: &CtxProps) -> Html {
    let ctx = &props.ctx;
    let Some((card, note)) = &ctx.reading else {
        return Html::default();
    };
    let (title, lines) = detail(*card);
    html! {
        <section class="ep-box ep-detail" aria-live="polite" aria-label="Card details" data-testid="ep-card-detail">
            <div class="ep-detail-head">
                <strong>{ title }</strong>
                <Button class="ep-btn-close" aria_label="Close card details" label="✕" on_press={ctx.close_reading()} />
            </div>
            { for lines.into_iter().map(|line| html! { <p>{ line }</p> }) }
            if !note.is_empty() { <p class="ep-strong">{ note.clone() }</p> }
            { settlement::building_cards(ctx, *card) }
        </section>
    }
}
