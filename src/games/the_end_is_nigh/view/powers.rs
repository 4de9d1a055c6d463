//! An identity's choices that are things on the clock: the Insider's card
//! to look at, the Quartermaster's two cards, the Mayor's two refugees and
//! the Bouncer's refugee. Once the player opens the identity (its Use
//! button), these are tapped on the board itself, as the swap's cards are,
//! and the dock keeps only what is not on the board (a seat to spy on, "Not
//! now") with one line saying what to tap. A list of a dozen buttons, one
//! per card, would push the clock out of view on a phone.

use super::ctx::{Choice, Ctx, FirstPick};
use super::words::{card, refugee};
use crate::games::the_end_is_nigh::{Action, Pos, Power};
use yew::prelude::*;

/// A tap on the board that makes (or half-makes) an identity's choice.
pub struct Target {
    /// What the tap does, for screen readers ("Look at the Hermit's left trait").
    pub label: String,
    pub press: Callback<()>,
    /// The first of two choices, made already on this target.
    pub picked: bool,
    /// A hint on screen names the move this tap makes or starts.
    pub hint: bool,
}

/// The identity's uses open now, if the player opened its choices.
fn open_powers(ctx: &Ctx) -> Vec<Power> {
    if !matches!(ctx.choice, Choice::Identity(_)) {
        return Vec::new();
    }
    ctx.legal
        .iter()
        .filter_map(|a| match a {
            Action::Use { power } => Some(power.clone()),
            _ => None,
        })
        .collect()
}

/// Whether `power` is chosen by a tap on the clock rather than a button.
pub fn on_board(power: &Power) -> bool {
    matches!(power, Power::Insider { .. } | Power::Quartermaster { .. } | Power::Mayor { .. } | Power::Bouncer { .. })
}

/// Whether the open identity's choices include trait cards: the refugees
/// are then plain cards, so that their traits may be buttons.
pub fn picks_cards(ctx: &Ctx) -> bool {
    open_powers(ctx).iter().any(|p| matches!(p, Power::Insider { .. } | Power::Quartermaster { .. }))
}

/// What a tap on the trait card at `at` does for the open identity.
pub fn card_target(ctx: &Ctx, at: Pos) -> Option<Target> {
    let v = &ctx.view;
    let first = match ctx.choice {
        Choice::Identity(Some(FirstPick::Card(a))) => Some(a),
        _ => None,
    };
    let use_ = |power: Power| ctx.act(Action::Use { power });
    let hinted = |power: &Power| ctx.hinted(&Action::Use { power: power.clone() });
    // The Quartermaster's move starts on the card it takes first.
    let hint_takes = ctx.hint_starts(|h| matches!(h, Action::Use { power: Power::Quartermaster { a, .. } } if *a == at));
    let powers = open_powers(ctx);
    powers.iter().find_map(|p| match (p, first) {
        (Power::Insider { at: to }, _) if *to == at => {
            Some(Target { label: format!("Look at {}", card(v, at)), press: use_(p.clone()), picked: false, hint: hinted(p) })
        }
        (Power::Quartermaster { a, .. }, None) if *a == at => Some(Target {
            label: format!("Take {}", card(v, at)),
            press: ctx.choose(Choice::Identity(Some(FirstPick::Card(at)))),
            picked: false,
            hint: hint_takes,
        }),
        (Power::Quartermaster { a, b }, Some(f)) if *a == f && *b == at => {
            Some(Target { label: format!("Swap it with {}", card(v, at)), press: use_(p.clone()), picked: false, hint: hinted(p) })
        }
        // The card taken first: a second tap puts it back.
        (Power::Quartermaster { a, .. }, Some(f)) if *a == f && f == at => Some(Target {
            label: format!("Put back {}", card(v, at)),
            press: ctx.choose(Choice::Identity(None)),
            picked: true,
            hint: false,
        }),
        _ => None,
    })
}

/// What a tap on the refugee at `spot` does for the open identity.
pub fn refugee_target(ctx: &Ctx, spot: u8) -> Option<Target> {
    let v = &ctx.view;
    let first = match ctx.choice {
        Choice::Identity(Some(FirstPick::MarkerOff(from))) => Some(from),
        _ => None,
    };
    let use_ = |power: Power| ctx.act(Action::Use { power });
    let hinted = |power: &Power| ctx.hinted(&Action::Use { power: power.clone() });
    // The Mayor's move starts on the refugee the marker comes off.
    let hint_from = ctx.hint_starts(|h| matches!(h, Action::Use { power: Power::Mayor { from, .. } } if *from == spot));
    let powers = open_powers(ctx);
    powers.iter().find_map(|p| match (p, first) {
        (Power::Bouncer { from }, _) if *from == spot => Some(Target {
            label: format!("Take a marker off {}", refugee(v, spot)),
            press: use_(p.clone()),
            picked: false,
            hint: hinted(p),
        }),
        (Power::Mayor { from, .. }, None) if *from == spot => Some(Target {
            label: format!("Move a marker off {}", refugee(v, spot)),
            press: ctx.choose(Choice::Identity(Some(FirstPick::MarkerOff(spot)))),
            picked: false,
            hint: hint_from,
        }),
        (Power::Mayor { from, to }, Some(f)) if *from == f && *to == spot => {
            Some(Target { label: format!("Move it onto {}", refugee(v, spot)), press: use_(p.clone()), picked: false, hint: hinted(p) })
        }
        (Power::Mayor { from, .. }, Some(f)) if *from == f && f == spot => Some(Target {
            label: format!("Leave the marker on {}", refugee(v, spot)),
            press: ctx.choose(Choice::Identity(None)),
            picked: true,
            hint: false,
        }),
        _ => None,
    })
}

/// The dock's line for the open identity: what to tap on the clock, or
/// nothing when all its choices are buttons.
pub fn what_to_tap(ctx: &Ctx) -> Option<&'static str> {
    let powers = open_powers(ctx);
    let has = |f: fn(&Power) -> bool| powers.iter().any(f);
    Some(match ctx.choice {
        Choice::Identity(Some(FirstPick::Card(_))) => "Now tap the card to swap it with (or the taken card again to put it back).",
        Choice::Identity(Some(FirstPick::MarkerOff(_))) => "Now tap the refugee to move the marker onto (or the same refugee to leave it).",
        _ if has(|p| matches!(p, Power::Insider { .. })) => "Tap a trait on the clock to look at it.",
        _ if has(|p| matches!(p, Power::Quartermaster { .. })) => "Tap a trait card on the clock to take, then the card to swap it with.",
        _ if has(|p| matches!(p, Power::Mayor { .. })) => "Tap the refugee to move a marker off, then the refugee to move it onto.",
        _ if has(|p| matches!(p, Power::Bouncer { .. })) => "Tap the refugee to take a marker off.",
        _ => return None,
    })
}
