//! A seat's private notes: what a player of a hidden-role game keeps to
//! themselves (who claimed what, whom they suspect). Shown only to the seat
//! holding the tablet with the curtain down, so no other seat's notes are
//! ever in the page; saved with the game (`SaveFile::notes`).

use crate::table::session::NOTE_LIMIT;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NotesProps {
    /// The player whose notes these are.
    pub name: AttrValue,
    pub text: AttrValue,
    /// The whole text after each change.
    pub on_write: Callback<String>,
}

#[function_component]
pub fn SeatNotes(props: &NotesProps) -> Html {
    let oninput = props.on_write.reform(|e: InputEvent| {
        e.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()).map(|t| t.value()).unwrap_or_default()
    });
    let filled = !props.text.is_empty();
    html! {
        <details class="seat-notes" data-testid="notes">
            <summary data-testid="notes-toggle">
                { format!("{}'s notes", props.name) }
                if filled { <span class="notes-mark" aria-label="(written)">{ " ✎" }</span> }
            </summary>
            <label class="notes-label" for="seat-notes-text">
                { format!("Only {} sees these; they are saved with the game.", props.name) }
            </label>
            <textarea id="seat-notes-text" data-testid="notes-text" rows="5" maxlength={NOTE_LIMIT.to_string()}
                placeholder="Who claimed what, whom you suspect…" value={props.text.clone()} {oninput} />
        </details>
    }
}
