//! The board component. Its one piece of state is the [`Choice`] a first
//! tap made: the refugee picked (to question, vote on, or turn away) or the
//! step reached in using an identity. A second tap (a slot, a Confirm, an
//! identity's second choice) plays the whole action. The choice belongs to
//! the view it was made on, so any new position starts with none.

use super::{clock, history, panel, secrets};
use crate::engine::Seat;
use crate::games::the_end_is_nigh::{Action, Nigh, View};
use crate::kit::browser;
use crate::kit::game_ui::BoardProps;
use crate::kit::parts::bind;
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

/// What a first tap chose.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The refugee picked on the clock.
    pub spot: Option<u8>,
    /// Using an identity: `Some(None)` while its first choice is open,
    /// `Some(Some(words))` once the first of two choices is made.
    pub power: Option<Option<String>>,
}

/// What every part of the board gets: the view, the legal moves, the
/// choice in hand and the two ways to change things.
#[derive(Clone)]
pub struct Ctx {
    pub view: Rc<View>,
    pub seats: Rc<Vec<SeatInfo>>,
    /// Legal actions of the human who may act here (empty otherwise).
    pub legal: Rc<Vec<Action>>,
    pub acting: Option<Seat>,
    pub choice: Choice,
    on_choice: Callback<Choice>,
    on_action: Callback<Action>,
}

/// The shell hands over a new `Rc` whenever a value changes, so pointers
/// tell views apart without comparing them whole.
impl PartialEq for Ctx {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.view, &o.view)
            && Rc::ptr_eq(&self.seats, &o.seats)
            && Rc::ptr_eq(&self.legal, &o.legal)
            && self.acting == o.acting
            && self.choice == o.choice
            && self.on_choice == o.on_choice
            && self.on_action == o.on_action
    }
}

#[derive(Properties, PartialEq)]
pub struct CtxProps {
    pub ctx: Ctx,
}

impl Ctx {
    /// A press that plays `action`.
    pub fn act(&self, action: Action) -> Callback<()> {
        bind(&self.on_action, action)
    }

    /// A press that makes `choice` the one in hand.
    pub fn choose(&self, choice: Choice) -> Callback<()> {
        bind(&self.on_choice, choice)
    }

    /// The legal actions that `keep` accepts.
    pub fn legal_where(&self, keep: impl Fn(&Action) -> bool) -> Vec<Action> {
        self.legal.iter().filter(|a| keep(a)).cloned().collect()
    }

    /// The player's name of `seat`.
    pub fn name(&self, seat: Seat) -> String {
        super::words::name(&self.seats, seat)
    }
}

#[function_component]
pub fn NighBoard(props: &BoardProps<Nigh>) -> Html {
    // The choice with the view it was made on (as a pointer): a new view
    // means a new position, where an old choice means nothing.
    let held = use_state(|| (0usize, Choice::default()));
    let root = use_node_ref();
    {
        // After a move the pressed control is often gone: keyboard focus goes
        // to the next main button or legal refugee rather than the page's top.
        let root = root.clone();
        use_effect_with(props.legal.clone(), move |_| browser::refocus_if_lost(&root, ".nigh-btn.main, [data-legal='true'], .nigh-btn"));
    }
    let view_key = Rc::as_ptr(&props.view) as usize;
    let choice = if held.0 == view_key { held.1.clone() } else { Choice::default() };
    let on_choice = {
        let held = held.clone();
        Callback::from(move |c: Choice| held.set((view_key, c)))
    };
    let ctx = Ctx {
        view: props.view.clone(),
        seats: props.seats.clone(),
        legal: props.legal.clone(),
        acting: props.acting,
        choice,
        on_choice,
        on_action: props.on_action.clone(),
    };
    html! {
        <div class="nigh-root" ref={root}>
            <div class="nigh-a-clock"><clock::Clock ctx={ctx.clone()} /></div>
            <div class="nigh-a-side">
                <panel::Panel ctx={ctx.clone()} />
                <secrets::Secrets ctx={ctx.clone()} />
                <history::History ctx={ctx} />
            </div>
        </div>
    }
}
