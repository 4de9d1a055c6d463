//! How a game ended, written out for the end screen: every game's result
//! view lists the outcome's explanation through here: each line's seats
//! (`engine::Part::Seat`) are written as the players' names.

use crate::engine::Outcome;
use crate::saves::{seat_name, SeatInfo};
use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct ExplanationProps {
    pub outcome: Outcome,
    pub seats: std::rc::Rc<Vec<SeatInfo>>,
    /// The heading over the list ("How it was decided").
    pub heading: AttrValue,
    #[prop_or_default]
    pub class: Classes,
}

/// The explanation as a heading and a numbered list, one step per item.
#[function_component]
pub fn Explanation(props: &ExplanationProps) -> Html {
    if props.outcome.explanation.is_empty() {
        return Html::default();
    }
    let items = props.outcome.explanation.iter().map(|line| html! { <li>{ line.render(|seat| seat_name(&props.seats, seat)) }</li> });
    html! {
        <>
            <h3>{ props.heading.clone() }</h3>
            <ol class={props.class.clone()}>{ for items }</ol>
        </>
    }
}
