//! `<FaceDownPiles piles=.. />`: the order of every face-down pile, top card
//! first, for the review of a finished game seen with everything revealed
//! (`Viewer::All`). Play never shows it: no seat knows these orders.
//!
//! Each game names its piles and draws their items in its own words or
//! pictures; the list is numbered so "next to be drawn" reads without colour.

use crate::engine::words::count;
use yew::prelude::*;

/// One face-down pile, as the view with everything tells it.
#[derive(Clone, PartialEq)]
pub struct Pile {
    /// What the pile is, e.g. "Draw pile".
    pub name: String,
    /// Its items, the next to be drawn first.
    pub items: Vec<Html>,
}

#[derive(Properties, PartialEq)]
pub struct FaceDownPilesProps {
    pub piles: Vec<Pile>,
}

#[function_component]
pub fn FaceDownPiles(props: &FaceDownPilesProps) -> Html {
    if props.piles.is_empty() {
        return Html::default();
    }
    let pile = |p: &Pile| {
        let count = match p.items.len() {
            0 => "empty".to_string(),
            n => count(n as i64, "card", "cards"),
        };
        html! {
            <section class="face-down-pile" aria-label={format!("{}, top first", p.name)}>
                <h3>{ format!("{} ({count})", p.name) }</h3>
                <ol class="pile-order">{ for p.items.iter().map(|i| html! { <li>{ i.clone() }</li> }) }</ol>
            </section>
        }
    };
    html! {
        <details class="face-down-piles" data-testid="face-down-piles">
            <summary>{ "Face-down piles, top first" }</summary>
            { for props.piles.iter().map(pile) }
        </details>
    }
}
