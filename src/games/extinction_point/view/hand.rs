//! The viewer's own hand, and only theirs: a seat's view holds no other
//! hand, so nothing else can reach the page. Playable cards are raised with a
//! dashed edge; the others are faded and say why when tapped. The Confirm
//! of a chosen card is the step's control, in the shell's dock.

use super::art::{player_name, Shown};
use super::card_svg::{Card, CardState};
use super::ctx::{use_ep_ctx, Ctx, Pick};
use super::words;
use crate::engine::words::count;
use crate::engine::Viewer;
use crate::games::extinction_point::cards::PlayerCard;
use crate::games::extinction_point::Action;
use crate::kit::box_size::use_box_size;
use crate::kit::dock::Dock;
use crate::kit::parts::Button;
use crate::kit::rows::{balanced_rows, Room};
use yew::prelude::*;

#[component]
pub fn Hand() -> Html {
    let ctx = &use_ep_ctx();
    let room = use_node_ref();
    let size = use_box_size(room.clone());
    let laid = use_memo((), |()| Laid::default());
    let v = &*ctx.view;
    // The table holds no hand; the review with everything draws every
    // hand in `revealed.rs` instead.
    let me = match v.viewer {
        Viewer::Seat(me) => me,
        Viewer::Table | Viewer::All => return Html::default(),
    };
    let playing = ctx.legal.iter().any(|a| matches!(a, Action::Play { .. }));
    let cards = v.hand.iter().map(|&c| {
        let legal = ctx.legal.contains(&Action::Play { card: c });
        let state = match ctx.pick() {
            Some(Pick::Hand(p)) if p == c => CardState::Chosen,
            _ if legal => CardState::Legal,
            _ if playing => CardState::Dimmed,
            _ => CardState::Plain,
        };
        let (hint, on_press) = if legal {
            ("Playable: tap to choose, tap again to play", ctx.choose(Pick::Hand(c), true))
        } else {
            let why = words::why_not_playable(v, &ctx.seats, c, ctx.acting.is_some());
            (if playing { "Not playable now: tap to read why" } else { "" }, refuse_and_read(ctx, c, why, playing))
        };
        let hinted = legal && ctx.hint_on(Pick::Hand(c));
        html! { <Card card={Shown::Player(c)} {state} {hint} {hinted} {on_press} /> }
    });
    let title = format!("Your hand, {}: {}", words::name(&ctx.seats, me), count(v.hand.len() as i64, "card", "cards"));
    let picked = matches!(ctx.pick(), Some(Pick::Hand(_)));
    let style = size.map(|(width, height)| laid.keep_or(picked, width, cards_style(v.hand.len(), f64::from(width), f64::from(height))));
    html! {
        <section class="ep-box ep-hand" aria-label={title.clone()} data-testid="ep-hand" data-secret={me.index().to_string()}>
            <div class="ep-hand-head">
                <h2>{ title }<span class="ep-hint">{ " · tap any card to read it" }</span></h2>
            </div>
            if let Some(Pick::Hand(c)) = ctx.pick() {
                <Dock>{ confirm(ctx, c) }</Dock>
            }
            if v.hand.is_empty() {
                <p class="ep-note">{ "No cards in hand." }</p>
            } else {
                <div class="ep-cards-room" ref={room}>
                    <div class="ep-cards" {style}>{ for cards }</div>
                </div>
            }
        </section>
    }
}

/// The hand's rows as they were when a card was chosen. Choosing brings up
/// Confirm in the dock and a line over the trick, and the room shrinks: laid
/// out again, a phone's seven cards in two rows became one row of smaller
/// ones and the chosen card slid from under the finger, so a second tap on
/// the same spot chose another card (seen at 390x844). While a card is
/// chosen a layout that would change the rows keeps the one before, and a
/// hand taller than its room runs on below it; one that keeps the rows (a
/// tablet's cards a little smaller) is taken, so the hand still fits. A room
/// of another width (the screen turned) lays the cards out afresh.
#[derive(Default)]
struct Laid(std::cell::RefCell<Option<(i32, usize, String)>>);

impl Laid {
    fn keep_or(&self, picked: bool, width: i32, (per_row, style): (usize, String)) -> String {
        let mut kept = self.0.borrow_mut();
        if let Some((w, rows, before)) = &*kept {
            if picked && *w == width && *rows != per_row {
                return before.clone();
            }
        }
        *kept = Some((width, per_row, style.clone()));
        style
    }
}

/// The widest a hand's card is drawn: 152 had left a large tablet's hand
/// 219 px empty under two rows of cards (800x1280).
const MAX_CARD_WIDTH: f64 = 200.0;

/// The hand's cards fill the room the board leaves them, in one row or in
/// two even ones (seven: four, then three), whichever shows them larger; 44
/// px wide at the least (then they run on and the room scrolls), 200 px at
/// the most. The gap and the padding are `.ep-hand .ep-cards`'s in the
/// stylesheet (the padding holds a chosen card's lift and tick). Returns
/// the cards a row holds, and the style.
fn cards_style(n: usize, width: f64, height: f64) -> (usize, String) {
    const GAP: f64 = 5.0;
    const PADDING_ACROSS: f64 = 2.0 + 8.0;
    const PADDING_DOWN: f64 = 10.0;
    let room = Room {
        width: width - PADDING_ACROSS,
        height: height - PADDING_DOWN,
        gap: GAP,
        aspect: 56.0 / 40.0,
        max_width: MAX_CARD_WIDTH,
        max_rows: 2,
    };
    let rows = balanced_rows(n, room);
    // Whole pixels, so a row never comes out a fraction wider than its room.
    let width = rows.width.max(44.0).floor() as u32;
    (rows.per_row, format!("--ep-per-row: {}; --ep-hand-w: {width}px", rows.per_row))
}

/// A tap on a card that cannot be played: it is shown, and the reason is
/// said once. While the player must play, it is said where a refused move's
/// is (the tap did nothing on the board), and the card's panel holds only
/// its text: with the reason in both, a phone at 360x800 showed it twice,
/// the panel's copy cut at its edge. Otherwise the panel says it.
fn refuse_and_read(ctx: &Ctx, card: PlayerCard, why: String, playing: bool) -> Callback<()> {
    let (read, refuse) = match playing {
        true => (ctx.read(Shown::Player(card)), Some(ctx.refusal(why))),
        false => (ctx.read_with(Shown::Player(card), why), None),
    };
    Callback::from(move |()| {
        read.emit(());
        if let Some(r) = &refuse {
            r.emit(());
        }
    })
}

/// The button that plays the chosen card. A Signal Flare played after the
/// lead may also switch the lead to WEAPON: then this button is that choice,
/// and a tap on the trick plays it with the lead unchanged (both say which).
fn confirm(ctx: &Ctx, card: PlayerCard) -> Html {
    let switch = Action::PlayAndSwitchLead { card };
    if ctx.legal.contains(&switch) {
        return html! {
            <div class="ep-controls">
                <Button class="ep-btn ep-btn-main" testid="ep-switch-lead" label={format!("Play {}: WEAPON leads", player_name(card))} hint={ctx.hinted(&switch)} on_press={ctx.act(switch)} />
            </div>
        };
    }
    html! {
        <div class="ep-controls">
            <Button class="ep-btn ep-btn-main" label={format!("Confirm: play {}", player_name(card))} hint={ctx.hinted(&Action::Play { card })} on_press={ctx.act(Action::Play { card })} />
        </div>
    }
}
