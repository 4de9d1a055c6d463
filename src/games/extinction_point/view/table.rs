//! The Extinction Point board component (named like ExtracZon's `view/table.rs`;
//! `board.rs` is where a game keeps its rules map). Its one piece of state is
//! the [`Selection`]: the card chosen for a two-tap move (a hand card to play,
//! a trick card or a stored card to place) and the card being read in the
//! reading panel. Everything else is plain functions of the view and a [`Ctx`].
//!
//! Every tap goes through one callback that takes a [`Tap`]: each distinct
//! closure type is code in the download, so the board's buttons share one.

use super::art::{detail, Shown};
use super::parts::{button, div, text, ButtonAttrs};
use super::{choices, hand, markup, settlement, status, trick};
use crate::engine::Seat;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::{Action, ExtinctionPoint, View};
use crate::kit::browser;
use crate::kit::game_ui::BoardProps;
use crate::kit::markup::{Esc, Markup};
use crate::saves::SeatInfo;
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
#[derive(Clone, Default)]
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

/// What the pieces of the board need: the view, the legal moves, the current
/// selection and the way to change it.
pub struct Ctx<'a> {
    pub view: &'a View,
    pub seats: &'a [SeatInfo],
    /// Legal actions of the human who may act here (empty otherwise).
    pub legal: &'a [Action],
    pub acting: Option<Seat>,
    /// The chosen card, while it still has a legal move.
    pub pick: Option<Pick>,
    reading: Option<(Shown, String)>,
    on_tap: Callback<Tap>,
}

impl Ctx<'_> {
    fn tap(&self, tap: Tap) -> Callback<MouseEvent> {
        self.on_tap.reform(move |_| tap.clone())
    }

    /// A press that plays `act`.
    pub fn act(&self, act: Action) -> Callback<MouseEvent> {
        self.tap(Tap::Act(act))
    }

    /// A button with words that plays `act`: `class` is "ep-btn", with
    /// "ep-btn-main" for the step's main control. A `target` (where a chosen
    /// card goes) is marked like a card target (role and data-legal), so
    /// keyboard focus and the tests find it the same way.
    pub fn button(&self, act: Action, class: &'static str, target: bool, words: String) -> Html {
        let attrs = ButtonAttrs { role: target.then_some("button"), legal: target.then_some("true"), ..ButtonAttrs::default() };
        button(class, attrs, self.act(act), text(words.into()))
    }

    /// The same press for a key (the trick area is a target, not a button).
    pub fn act_key(&self, act: Action) -> Callback<KeyboardEvent> {
        let on_tap = self.on_tap.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                on_tap.emit(Tap::Act(act.clone()));
            }
        })
    }

    /// A tap that only shows the card in the reading panel.
    pub fn read(&self, card: Shown) -> Callback<MouseEvent> {
        self.read_with(card, String::new())
    }

    /// Shows the card with a note (e.g. why it cannot be played).
    pub fn read_with(&self, card: Shown, note: String) -> Callback<MouseEvent> {
        self.tap(Tap::Select(Selection { pick: self.pick, reading: Some((card, note)) }))
    }

    fn close_reading(&self) -> Callback<MouseEvent> {
        self.tap(Tap::Select(Selection { pick: self.pick, reading: None }))
    }

    /// A tap on a card that may be chosen: the first tap chooses it (and
    /// shows it), a second tap finishes the move when it has one place to go.
    pub fn choose(&self, pick: Pick, enabled: bool) -> Callback<MouseEvent> {
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
            match only_move(self.legal, pick) {
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
    let legal: &[Action] = if props.acting.is_some() { &props.legal[..] } else { &[] };
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
        view: &props.view,
        seats: &props.seats[..],
        legal,
        acting: props.acting,
        pick: selection.pick.filter(|p| legal.iter().any(|a| finishes(*p, a))),
        reading: selection.reading.clone(),
        on_tap,
    };
    let status = vec![status::mothership(&ctx), status::bunker(&ctx), status::storage(&ctx), status::decks(&ctx)];
    html! {
        <div class="ep-root" ref={root}>
            { div("ep-layout", vec![
                div("ep-status ep-row ep-a-status", status),
                div("ep-a-settle", vec![settlement::settlement(&ctx)]),
                div("ep-a-trick", vec![trick::trick(&ctx)]),
                div("ep-a-controls", vec![choices::choices(&ctx)]),
                div("ep-a-hand", vec![hand::hand(&ctx)]),
                div("ep-a-detail", vec![reading_panel(&ctx)]),
            ]) }
        </div>
    }
}

/// The card last tapped: its name, ability and any note, with a close button.
fn reading_panel(ctx: &Ctx) -> Html {
    let Some((card, note)) = &ctx.reading else {
        return Html::default();
    };
    let (title, lines) = detail(*card);
    let mut words = Markup::new();
    for line in &lines {
        words.add(format_args!("<p>{}</p>", Esc(line)));
    }
    if !note.is_empty() {
        words.add(format_args!(r#"<p class="ep-strong">{}</p>"#, Esc(note)));
    }
    let close = ButtonAttrs { label: Some("Close card details".into()), ..ButtonAttrs::default() };
    let head = vec![
        markup(format_args!("<strong>{}</strong>", Esc(&title))),
        button("ep-btn-close", close, ctx.close_reading(), text("✕".into())),
    ];
    html! {
        <section class="ep-box ep-detail" aria-live="polite" aria-label="Card details" data-testid="ep-card-detail">
            { div("ep-detail-head", head) }
            { words.into_html() }
            { settlement::building_cards(ctx, *card) }
        </section>
    }
}
