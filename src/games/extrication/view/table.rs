//! The Extrication board component: the status strip, the action track and
//! the players' mats. Its one piece of state is the [`Pick`]: the item chosen
//! on the track by a first tap (a ship, a Cohort, a cube, a Science token at
//! one location), waiting for a second tap on where it goes (a Launch Pad, or
//! the tableau). Tapping the chosen item again finishes the move when it has
//! only one place to go. A pick that is still legal after a move stays
//! chosen, so loading Cohorts one by one is one tap each on the pad.

use super::{mats, status, track};
use crate::engine::Seat;
use crate::games::extrication::components::{Pad, Resource, Science};
use crate::games::extrication::{Action, Extrication, View};
use crate::kit::browser;
use crate::kit::game_ui::BoardProps;
use crate::kit::parts::bind;
use crate::saves::SeatInfo;
use std::rc::Rc;
use yew::prelude::*;

/// An item on the track chosen by a first tap: what it is and where it lies
/// (and which science, for a token).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick {
    pub resource: Resource,
    pub from: u8,
    pub science: Option<Science>,
}

impl Pick {
    /// The item an action takes, if it takes one.
    pub fn of(action: &Action) -> Option<Pick> {
        let item = |resource, from| Some(Pick { resource, from, science: None });
        match *action {
            Action::TakeShip { from, .. } => item(Resource::Ship, from),
            Action::TakeCohort { from, .. } => item(Resource::Cohort, from),
            Action::TakeOrganic { from, .. } => item(Resource::Organic, from),
            Action::TakeFuel { from, .. } => item(Resource::Fuel, from),
            Action::TakeScience { from, science } => Some(Pick { resource: Resource::Science, from, science: Some(science) }),
            _ => None,
        }
    }

    /// The pad an action puts this item on (None for a Science token).
    pub fn pad_of(action: &Action) -> Option<Pad> {
        match *action {
            Action::TakeShip { pad, .. } | Action::TakeCohort { pad, .. } | Action::TakeOrganic { pad, .. } | Action::TakeFuel { pad, .. } => {
                Some(pad)
            }
            _ => None,
        }
    }
}

/// What a tap does: play an action, or change the pick.
#[derive(Clone)]
enum Tap {
    Act(Action),
    Pick(Option<Pick>),
}

/// What every part of the board needs: the view, the legal moves of the
/// human who may act here, the pick and the one way to change it.
#[derive(Clone)]
pub struct Ctx {
    pub view: Rc<View>,
    pub seats: Rc<Vec<SeatInfo>>,
    /// Legal actions of the human who may act here (empty otherwise).
    pub legal: Rc<Vec<Action>>,
    pub acting: Option<Seat>,
    /// The chosen item, while it still has a legal move.
    pub pick: Option<Pick>,
    on_tap: Callback<Tap>,
}

/// The shell hands over a new `Rc` whenever the view or the seats change, so
/// pointers tell those apart without comparing the whole view.
impl PartialEq for Ctx {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.view, &o.view)
            && Rc::ptr_eq(&self.seats, &o.seats)
            && Rc::ptr_eq(&self.legal, &o.legal)
            && self.acting == o.acting
            && self.pick == o.pick
            && self.on_tap == o.on_tap
    }
}

/// The props of every part of the board.
#[derive(Properties, PartialEq)]
pub struct CtxProps {
    pub ctx: Ctx,
}

impl Ctx {
    /// A press that plays `act`.
    pub fn act(&self, act: Action) -> Callback<()> {
        bind(&self.on_tap, Tap::Act(act))
    }

    /// A press that drops the pick.
    pub fn cancel(&self) -> Callback<()> {
        bind(&self.on_tap, Tap::Pick(None))
    }

    /// The legal actions that take `item`.
    pub fn takes(&self, item: Pick) -> Vec<Action> {
        self.legal.iter().copied().filter(|a| Pick::of(a) == Some(item)).collect()
    }

    /// A tap on an item of the track: the first chooses it, a second plays
    /// its one move (or lets go of it when it could go to either pad).
    pub fn choose(&self, item: Pick) -> Callback<()> {
        let tap = if self.pick != Some(item) {
            Tap::Pick(Some(item))
        } else {
            match self.takes(item).as_slice() {
                [only] => Tap::Act(*only),
                _ => Tap::Pick(None),
            }
        };
        bind(&self.on_tap, tap)
    }

    /// The move that puts the chosen item on `pad`, if it may go there.
    pub fn onto_pad(&self, pad: Pad) -> Option<Action> {
        let pick = self.pick?;
        self.takes(pick).into_iter().find(|a| Pick::pad_of(a) == Some(pad))
    }

    /// The move that puts the chosen Science token on the tableau.
    pub fn onto_tableau(&self) -> Option<Action> {
        let pick = self.pick.filter(|p| p.resource == Resource::Science)?;
        self.takes(pick).into_iter().next()
    }

    pub fn may(&self, act: Action) -> bool {
        self.legal.contains(&act)
    }
}

#[component]
pub fn ExBoard(props: &BoardProps<Extrication>) -> Html {
    let pick = use_state(|| None::<Pick>);
    let root = use_node_ref();
    {
        // After each move, focus goes to the next control if the pressed one is gone.
        let root = root.clone();
        use_effect_with(props.legal.clone(), move |_| browser::refocus_if_lost(&root, "[data-legal='true'], .ex-btn"));
    }
    let legal = if props.acting.is_some() { props.legal.clone() } else { Rc::default() };
    let on_tap = {
        let (pick, on_action) = (pick.clone(), props.on_action.clone());
        Callback::from(move |tap: Tap| match tap {
            Tap::Pick(p) => pick.set(p),
            Tap::Act(a) => on_action.emit(a),
        })
    };
    let still_legal = (*pick).filter(|p| legal.iter().any(|a| Pick::of(a) == Some(*p)));
    {
        // A chosen item: bring the first place it may go into view (on a
        // crowded table the mats are below the track).
        let root = root.clone();
        use_effect_with(still_legal, move |chosen| {
            if chosen.is_some() {
                show_first_target(&root);
            }
        });
    }
    let ctx = Ctx { view: props.view.clone(), seats: props.seats.clone(), legal, acting: props.acting, pick: still_legal, on_tap };
    html! {
        <div class="ex-root" ref={root}>
            <status::Status ctx={ctx.clone()} />
            <track::Track ctx={ctx.clone()} />
            <mats::Mats {ctx} />
        </div>
    }
}

/// Scrolls the board so that the first target of a chosen item shows.
fn show_first_target(root: &NodeRef) {
    let Some(el) = root.cast::<web_sys::Element>() else { return };
    if let Ok(Some(target)) = el.query_selector(".ex-target, .ex-sci .ex-btn-target") {
        target.scroll_into_view_with_bool(false);
    }
}
