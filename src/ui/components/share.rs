//! The "Share" dialog of a finished game: its link (the game travels in it,
//! see `crate::share`), to copy and send. Opening the link shows the game's
//! review and changes nothing in the opener's saves unless they keep a copy.

use crate::games::GameId;
use crate::kit::parts::Button;
use crate::saves::SaveFile;
use crate::share::{encode, LINK_FORMAT};
use crate::ui::components::dialogs::Overlay;
use crate::ui::game_code::{loaded_end, use_focus_when_ready, use_game_code, Loading, Part};
use crate::ui::routes::Route;
use std::rc::Rc;
use yew::prelude::*;

/// The full link to `save`'s review, for this page's address (any host, any sub-path).
pub fn link_to(save: &SaveFile) -> Result<String, String> {
    let text = encode(save)?;
    let location = web_sys::window().map(|w| w.location()).ok_or("no window")?;
    let href = location.href().map_err(|_| "the page's address cannot be read")?;
    let page = href.split('#').next().unwrap_or_default().to_string();
    Ok(format!("{page}{}", Route::Shared(LINK_FORMAT.to_string(), text).href()))
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub game: GameId,
    /// The finished game, as it is saved.
    pub save: Rc<SaveFile>,
    pub on_close: Callback<()>,
}

/// The dialog, with the link once the finished game's chunk (which makes
/// it) is here: until then, after 100 ms, a line saying it is on its way.
#[function_component]
pub fn ShareDialog(props: &ShareProps) -> Html {
    let (loading, retry) = use_game_code(props.game, Part::End);
    let body = match (loading, loaded_end()) {
        (Loading::Ready, Some(end)) => (end.share)(props.save.clone()),
        (Loading::Waiting { slow: true }, _) => html! { <p role="status">{ "Making the link…" }</p> },
        (Loading::Failed(why), _) => html! {
            <>
                <p role="alert">{ format!("The link could not be made because {why}. Connect and try again.") }</p>
                <div class="dialog-buttons"><Button label="Try again" on_press={retry} /></div>
            </>
        },
        _ => Html::default(),
    };
    html! {
        <Overlay title="Share this game" testid="share-dialog" close_label="Close" on_close={props.on_close.clone()}>
            { body }
        </Overlay>
    }
}

#[derive(Properties, PartialEq)]
pub struct LinkProps {
    pub save: Rc<SaveFile>,
}

/// The link and its Copy button. Reached only through the finished game's
/// chunk (`ui::end_parts`), with the compression that makes the link.
#[function_component]
pub fn ShareLink(props: &LinkProps) -> Html {
    let copied = use_state(|| None::<bool>);
    let link = use_memo(props.save.clone(), |save| link_to(save).map(AttrValue::from).map_err(AttrValue::from));
    // Drawn at last after a Try again: the focus goes to Copy (`use_focus_when_ready`).
    let copy_button = use_focus_when_ready(true);
    match &*link {
        Err(why) => html! { <p role="alert">{ format!("This game cannot be put into a link: {why}.") }</p> },
        Ok(link) => {
            let copy = {
                let (link, copied) = (link.clone(), copied.clone());
                Callback::from(move |()| {
                    let promise = web_sys::window().map(|w| w.navigator().clipboard().write_text(&link));
                    let copied = copied.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        let ok = match promise {
                            Some(p) => wasm_bindgen_futures::JsFuture::from(p).await.is_ok(),
                            None => false,
                        };
                        copied.set(Some(ok));
                    });
                })
            };
            html! {
                <>
                    <p>{ "Anyone with Endgames can open this link to review the game move by move, with every card shown. The game travels in the link itself: no server keeps it. Your notes are not in it." }</p>
                    <label class="share-link">
                        <span>{ format!("The link ({} characters)", link.len()) }</span>
                        <input type="text" readonly=true value={link.clone()} data-testid="share-link"
                            onfocus={Callback::from(|e: FocusEvent| {
                                if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() { input.select(); }
                            })} />
                    </label>
                    <div class="dialog-buttons">
                        <Button class="primary" testid="share-copy" label="Copy the link" on_press={copy} focus={copy_button} />
                    </div>
                    { match *copied {
                        Some(true) => html! { <p role="status" data-testid="share-copied">{ "Copied." }</p> },
                        Some(false) => html! { <p role="status">{ "The browser would not copy it: select the link above and copy it by hand." }</p> },
                        None => Html::default(),
                    } }
                </>
            }
        }
    }
}
