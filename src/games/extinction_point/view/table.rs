//! The Extinction Point board component (named like ExtracZon's `view/table.rs`;
//! `board.rs` is where a game keeps its rules map). It keeps two pieces of state: the
//! card chosen for a two-tap move (a hand card to play, a trick card or a
//! stored card to place) and the card being read in the reading panel.
//! Everything else is plain functions of the view and a [`Ctx`].

use super::art::{detail, Shown};
use super::{choices, hand, settlement, status, trick};
use crate::engine::Seat;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::{Action, ExtinctionPoint, View};
use crate::saves::SeatInfo;
use crate::ui::game_ui::BoardProps;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A card chosen by a first tap, waiting for where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Hand(PlayerCard),
    Trick(PlayerCard),
    Stored(PlayerCard),
}

/// What the pieces of the board need: the view, the legal moves, the current
/// choice and the ways to change it.
pub struct Ctx<'a> {
    pub view: &'a View,
    pub seats: &'a [SeatInfo],
    /// Legal actions of the human who may act here (empty otherwise).
    pub legal: &'a [Action],
    pub acting: Option<Seat>,
    pub pick: Option<Pick>,
    set_pick: UseStateHandle<Option<Pick>>,
    reading: UseStateHandle<Option<(Shown, String)>>,
    on_action: Callback<Action>,
}

impl Ctx<'_> {
    /// A tap that only shows the card in the reading panel.
    pub fn read(&self, card: Shown) -> Callback<()> {
        self.read_with(card, String::new())
    }

    /// Shows the card with a note (e.g. why it cannot be played).
    pub fn read_with(&self, card: Shown, note: String) -> Callback<()> {
        let reading = self.reading.clone();
        Callback::from(move |()| reading.set(Some((card, note.clone()))))
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
        let (set_pick, reading, on_action) = (self.set_pick.clone(), self.reading.clone(), self.on_action.clone());
        let only = only_move(self.legal, pick);
        let again = self.pick == Some(pick);
        Callback::from(move |()| {
            if again {
                match only.clone() {
                    Some(act) => on_action.emit(act),
                    None => set_pick.set(None),
                }
            } else {
                set_pick.set(Some(pick));
                // A hand card is read before it is played; a card to place
                // needs no reading, and the panel would hide the Bunker.
                if matches!(pick, Pick::Hand(_)) {
                    reading.set(Some((card, String::new())));
                }
            }
        })
    }

    /// A button press that plays `act`.
    pub fn act(&self, act: Action) -> Callback<MouseEvent> {
        let on_action = self.on_action.clone();
        Callback::from(move |_| on_action.emit(act.clone()))
    }

    /// The same as [`Ctx::act`], for card buttons and other `()` callbacks.
    pub fn act0(&self, act: Action) -> Callback<()> {
        let on_action = self.on_action.clone();
        Callback::from(move |()| on_action.emit(act.clone()))
    }
}

/// The one legal action that finishes `pick`, if there is exactly one.
fn only_move(legal: &[Action], pick: Pick) -> Option<Action> {
    let mut found = legal.iter().filter(|a| match (pick, a) {
        (Pick::Hand(c), Action::Play { card }) => *card == c,
        (Pick::Trick(c), Action::Place { card, .. }) => *card == c,
        (Pick::Stored(c), Action::MoveStored { card, .. }) => *card == c,
        _ => false,
    });
    let first = found.next().cloned();
    if found.next().is_some() { None } else { first }
}

#[component]
pub fn EpBoard(props: &BoardProps<ExtinctionPoint>) -> Html {
    let pick = use_state(|| None::<Pick>);
    let reading = use_state(|| None::<(Shown, String)>);
    let root = use_node_ref();
    {
        // A new position drops a half-made choice; focus goes to the next control.
        let (pick, root) = (pick.clone(), root.clone());
        use_effect_with(props.legal.clone(), move |_| {
            pick.set(None);
            focus_next_control(&root);
        });
    }
    let legal: &[Action] = if props.acting.is_some() { &props.legal[..] } else { &[] };
    let ctx = Ctx {
        view: &props.view,
        seats: &props.seats[..],
        legal,
        acting: props.acting,
        pick: (*pick).filter(|p| has_move(legal, *p)),
        set_pick: pick.clone(),
        reading: reading.clone(),
        on_action: {
            // Acting closes the card being read: it would cover the status.
            let (on_action, reading) = (props.on_action.clone(), reading.clone());
            Callback::from(move |a: Action| {
                reading.set(None);
                on_action.emit(a);
            })
        },
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
            <div class="ep-a-settle">{ settlement::settlement(&ctx) }</div>
            <div class="ep-a-trick">{ trick::trick(&ctx) }</div>
            <div class="ep-a-controls">{ choices::choices(&ctx) }</div>
            <div class="ep-a-hand">{ hand::hand(&ctx) }</div>
            <div class="ep-a-detail">{ reading_panel(&ctx, &reading) }</div>
          </div>
        </div>
    }
}

fn has_move(legal: &[Action], pick: Pick) -> bool {
    legal.iter().any(|a| match (pick, a) {
        (Pick::Hand(c), Action::Play { card }) | (Pick::Trick(c), Action::Place { card, .. }) | (Pick::Stored(c), Action::MoveStored { card, .. }) => *card == c,
        _ => false,
    })
}

/// The card last tapped: its name, ability and any note, with a close button.
fn reading_panel(ctx: &Ctx, reading: &UseStateHandle<Option<(Shown, String)>>) -> Html {
    let Some((card, note)) = (**reading).clone() else {
        return Html::default();
    };
    let (title, lines) = detail(card);
    let close = {
        let reading = reading.clone();
        Callback::from(move |_: MouseEvent| reading.set(None))
    };
    html! {
        <section class="ep-box ep-detail" aria-live="polite" aria-label="Card details" data-testid="ep-card-detail">
            <div class="ep-detail-head">
                <strong>{ title }</strong>
                <button type="button" class="ep-btn-close" aria-label="Close card details" onclick={close}>{ "✕" }</button>
            </div>
            { for lines.into_iter().map(|l| html! { <p>{ l }</p> }) }
            if !note.is_empty() { <p class="ep-strong">{ note }</p> }
            { settlement::building_cards(ctx, card) }
        </section>
    }
}

/// After an action the pressed control is often gone; a keyboard player
/// then continues from the board's first main control instead of the top of
/// the page. Focus held elsewhere is left alone, and the page does not scroll.
fn focus_next_control(root: &NodeRef) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let lost = doc.active_element().is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
    let Some(el) = root.cast::<web_sys::Element>() else { return };
    if !lost {
        return;
    }
    let Ok(Some(target)) = el.query_selector(".ep-btn-main, [data-legal='true']") else { return };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
    if let Ok(focus) = js_sys::Reflect::get(&target, &"focus".into()) {
        if let Some(focus) = focus.dyn_ref::<js_sys::Function>() {
            let _ = focus.call1(&target, &options);
        }
    }
}
