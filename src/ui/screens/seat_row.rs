//! One seat on the new-game screen: name, who plays it, colour (with its shape).

use crate::engine::bot::BotLevel;
use crate::kit::parts::{phone_words, select_field};
use crate::kit::seat_badge::ShapeIcon;
use crate::saves::{Controller, SeatColour, SeatShape, NAME_LIMIT};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A seat as being set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    pub name: String,
    pub controller: Controller,
    pub colour: SeatColour,
}

/// Names offered by default; the players type their own.
const NAMES: [&str; 6] = ["Ana", "Ben", "Cleo", "Dev", "Eun", "Femi"];

impl Draft {
    /// Seat `i` by default: the first seat a person, the others Normal bots.
    pub fn default_for(i: usize) -> Draft {
        Draft {
            name: NAMES[i % NAMES.len()].to_string(),
            controller: if i == 0 { Controller::Human } else { Controller::Bot(BotLevel::Normal) },
            colour: SeatColour::ALL[i % SeatColour::ALL.len()],
        }
    }
}

/// Each seat keeps the shape of its place at the table, so shapes never repeat.
pub fn shape_for(i: usize) -> SeatShape {
    SeatShape::ALL[i % SeatShape::ALL.len()]
}

/// The `<select>` values the browser tests use.
pub fn controller_value(c: Controller) -> &'static str {
    match c {
        Controller::Human => "human",
        Controller::Bot(BotLevel::Random) => "bot-random",
        Controller::Bot(BotLevel::Easy) => "bot-easy",
        Controller::Bot(BotLevel::Normal) => "bot-normal",
        Controller::Bot(BotLevel::Hard) => "bot-hard",
    }
}

fn controller_from(value: &str) -> Option<Controller> {
    let all = std::iter::once(Controller::Human).chain(BotLevel::ALL.into_iter().map(Controller::Bot));
    all.into_iter().find(|c| controller_value(*c) == value)
}

fn controller_text(c: Controller) -> String {
    match c {
        Controller::Human => "A person".to_string(),
        Controller::Bot(level) => format!("Bot: {}", level.label()),
    }
}

pub struct SeatRowProps {
    pub index: usize,
    /// The bot levels this game offers (`GameId::bot_levels`).
    pub levels: &'static [BotLevel],
    pub draft: Draft,
    pub on_change: Callback<Draft>,
}

/// A plain function, not a component: it keeps no state of its own.
pub fn seat_row(props: &SeatRowProps) -> Html {
    let i = props.index;
    let draft = &props.draft;
    // Each control edits one field of a copy of the draft.
    let edit = |f: fn(&mut Draft, String)| {
        let (draft, cb) = (draft.clone(), props.on_change.clone());
        Callback::from(move |value: String| {
            let mut next = draft.clone();
            f(&mut next, value);
            cb.emit(next);
        })
    };
    let set_name = edit(|d, v| d.name = v.chars().take(NAME_LIMIT).collect());
    let set_controller = edit(|d, v| d.controller = controller_from(&v).unwrap_or(d.controller));
    let set_colour = edit(|d, v| d.colour = SeatColour::ALL.into_iter().find(|c| c.name() == v).unwrap_or(d.colour));
    let controllers = std::iter::once(Controller::Human).chain(props.levels.iter().copied().map(Controller::Bot));
    let controllers = controllers.map(|c| (controller_value(c).into(), controller_text(c).into())).collect();
    let colours = SeatColour::ALL.into_iter().map(|c| (c.name().into(), c.name().into())).collect();
    let (controller, colour) = (controller_value(draft.controller).into(), draft.colour.name().into());
    html! {
        <li key={i} class="seat-row">
            { swatch(shape_for(i), draft.colour) }
            <div class="field">
                // On a phone the label sits beside its box, where "Name" fits
                // on one line; the swatch above says which seat it is.
                <label for={format!("seat-{i}-name")}>{ phone_words(format!("Seat {} name", i + 1), "Name") }</label>
                <input id={format!("seat-{i}-name")} type="text" data-testid={format!("seat-{i}-name")}
                    value={draft.name.clone()} maxlength={NAME_LIMIT.to_string()} autocomplete="off"
                    oninput={set_name.reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value())} />
            </div>
            { select_field(format!("seat-{i}-controller").into(), "Played by".into(), controllers, controller, None, set_controller) }
            { select_field(format!("seat-{i}-colour").into(), "Colour".into(), colours, colour, None, set_colour) }
        </li>
    }
}

/// The seat's colour and shape, drawn and in words ("Orange circle").
fn swatch(shape: SeatShape, colour: SeatColour) -> Html {
    html! {
        <span class="swatch">
            <ShapeIcon {shape} {colour} size=28 />
            { format!("{} {}", colour.name(), shape.name()) }
        </span>
    }
}
