//! The Extinction Point board component (named like ExtracZon's `view/table.rs`;
//! `board.rs` is where a game keeps its rules map). It makes the board's
//! context (ctx.rs: the kit's board context with the chosen card, and the
//! card being read) and lays out the parts, which read that context.

use super::art::{detail, Shown};
use super::ctx::{use_ep_ctx, Ctx, Reading};
use super::{choices, hand, revealed, settlement, status, trick};
use crate::games::extinction_point::ExtinctionPoint;
use crate::kit::board_ctx::use_board_ctx;
use crate::kit::browser;
use crate::kit::game_ui::BoardProps;
use crate::kit::parts::Button;
use yew::prelude::*;

#[component]
pub fn EpBoard(props: &BoardProps<ExtinctionPoint>) -> Html {
    let reading = use_state(|| None::<(Shown, String)>);
    let root = use_node_ref();
    let board = use_board_ctx(props, &root, ".ep-btn-main, [data-legal='true']");
    let on_read = {
        let reading = reading.clone();
        Callback::from(move |r: Reading| reading.set(r))
    };
    let ctx = Ctx { board, reading: (*reading).clone(), on_read };
    // The review with everything lists every hand and pile where a seat's
    // hand would be; the board then grows and scrolls instead of fitting.
    let review = ctx.view.everything.is_some();
    html! {
        <ContextProvider<Ctx> context={ctx.clone()}>
            <div class="ep-root" ref={root}>
                <div class={classes!("ep-layout", review.then_some("ep-review"))}>
                    <div class="ep-status ep-row ep-a-status">
                        { status::mothership(&ctx) }
                        { status::bunker(&ctx) }
                        { status::storage(&ctx) }
                        { status::decks(&ctx) }
                    </div>
                    <div class="ep-a-settle"><settlement::Settlement /></div>
                    <div class="ep-a-trick"><trick::Trick /></div>
                    <div class="ep-a-controls"><choices::Choices /></div>
                    if review {
                        <div class="ep-a-everything"><revealed::Everything /></div>
                    } else {
                        <div class="ep-a-hand"><hand::Hand /></div>
                    }
                    <div class="ep-a-detail"><ReadingPanel /></div>
                </div>
            </div>
        </ContextProvider<Ctx>>
    }
}

/// The card last tapped: its name, ability and any note, with a close button.
/// Escape closes it too: it lies over the Mothership and the Bunker, and a
/// keyboard player should not have to go looking for its close button. The
/// same key lets go of a chosen card (the kit's board context), so one press
/// backs out of a hand card's first tap whole.
#[component]
fn ReadingPanel() -> Html {
    let ctx = &use_ep_ctx();
    {
        let close = ctx.close_reading();
        use_effect_with(ctx.reading.is_some(), move |open| {
            let listener = open.then(|| {
                browser::on_page_keys(move |key| {
                    if key == "Escape" {
                        close.emit(());
                    }
                })
            });
            move || drop(listener)
        });
    }
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
