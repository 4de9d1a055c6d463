//! The review with everything revealed (`Viewer::All`, a finished game):
//! every seat's hand face up under that seat's name, and the order of
//! every face-down pile. Play never draws this: no seat's view holds it.

use super::art::{inf_card_name, Shown};
use super::card_svg::Card;
use super::ctx::use_ep_ctx;
use super::words;
use crate::engine::words::count;
use crate::games::extinction_point::revealed::FaceDown;
use crate::games::extinction_point::words::card_name;
use crate::kit::piles::{FaceDownPiles, Pile};
use crate::kit::seat_badge::seat_badge;
use yew::prelude::*;

/// Every hand, one row per seat, and the face-down piles below them.
#[component]
pub fn Everything() -> Html {
    let ctx = &use_ep_ctx();
    let Some(all) = &ctx.view.everything else {
        return Html::default();
    };
    let hand = |(seat, cards): (crate::engine::Seat, &Vec<_>)| {
        let name = words::name(&ctx.seats, seat);
        let title = format!("{name}'s hand: {}", count(cards.len() as i64, "card", "cards"));
        let badge = ctx.seats.get(seat.index()).map(|info| seat_badge(info, false, false)).unwrap_or_else(|| html! { { name.clone() } });
        let faces = cards.iter().map(|&c| html! { <Card card={Shown::Player(c)} on_press={ctx.read(Shown::Player(c))} /> });
        html! {
            <section class="ep-seat-hand" aria-label={title} data-testid="ep-seat-hand" data-secret={seat.index().to_string()}>
                <h3>{ badge }<span>{ count(cards.len() as i64, "card", "cards") }</span></h3>
                if cards.is_empty() {
                    <p class="ep-note">{ "No cards in hand." }</p>
                } else {
                    <div class="ep-cards">{ for faces }</div>
                }
            </section>
        }
    };
    let piles: Vec<Pile> = all
        .piles()
        .into_iter()
        .map(|p| Pile { name: p.name.to_string(), items: p.cards.into_iter().map(|c| html! { { face_down_name(c) } }).collect() })
        .collect();
    html! {
        <section class="ep-box ep-everything" aria-label="Every hand, revealed" data-testid="ep-everything">
            <h2>{ "Every hand, revealed" }</h2>
            <div class="ep-seat-hands">{ for all.hands.iter().map(hand) }</div>
            <FaceDownPiles {piles} />
        </section>
    }
}

/// A face-down card in words, as the log names it.
fn face_down_name(card: FaceDown) -> String {
    match card {
        FaceDown::Player(c) => card_name(c),
        FaceDown::Inf(c) => inf_card_name(c),
        FaceDown::Bunker(c) => c.def().name.to_string(),
        FaceDown::Mothership(c) => c.def().name.to_string(),
    }
}
