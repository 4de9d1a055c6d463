//! Importing a saved game from a file. The file is untrusted: it must be a
//! readable save whose record replays, or it is refused with the reason.

use super::saves_list::ago;
use crate::engine::words::count;
use crate::kit::parts::set_to;
use crate::saves::{parse_save, SaveFile};
use crate::ui::components::banner::{Banner, BannerKind};
use crate::ui::game_code::load;
use crate::ui::store::{self, Kept};
use gloo::file::callbacks::{read_as_text, FileReader};
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Larger than any real save, and near the whole of a browser's storage.
const MAX_BYTES: f64 = 4_000_000.0;

#[derive(Properties, PartialEq)]
pub struct ImportSectionProps {
    /// A game was imported: the saves' list is read again.
    pub on_imported: Callback<()>,
}

/// The home's "Import a game": the file picker, and what became of the
/// file beside it, where the person is looking.
#[component]
pub fn ImportSection(props: &ImportSectionProps) -> Html {
    let notice = use_state(|| None::<(BannerKind, String)>);
    // The file reader, kept alive until it calls back.
    let reader = use_mut_ref(|| None::<FileReader>);
    let on_notice = {
        let (notice, on_imported) = (notice.clone(), props.on_imported.clone());
        Callback::from(move |n: (BannerKind, String)| {
            notice.set(Some(n));
            on_imported.emit(());
        })
    };
    html! {
        <section aria-labelledby="import-title">
            <h2 id="import-title">{ "Import a game" }</h2>
            { import_field(reader, on_notice) }
            if let Some((kind, text)) = &*notice {
                <Banner kind={*kind} text={text.clone()} testid="import-result" on_close={set_to(&notice, None)} />
            }
        </section>
    }
}

/// The file picker. `reader` keeps the file being read alive until it calls
/// back; `on_notice` gets what happened, for the section's banner (the list
/// is refreshed too).
fn import_field(reader: Rc<RefCell<Option<FileReader>>>, on_notice: Callback<(BannerKind, String)>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let input: HtmlInputElement = e.target_unchecked_into();
        let Some(file) = input.files().and_then(|list| list.get(0)) else { return };
        // Cleared so that choosing the same file again still imports it.
        input.set_value("");
        if file.size() > MAX_BYTES {
            on_notice.emit((BannerKind::Error, "This file is too large to be a saved game.".into()));
            return;
        }
        let notice = on_notice.clone();
        let task = read_as_text(&gloo::file::File::from(file), move |result| match result {
            // Checking replays the record, which needs the game's code: it may have to arrive first.
            Ok(text) => wasm_bindgen_futures::spawn_local(async move { notice.emit(import_text(&text).await) }),
            Err(e) => notice.emit((BannerKind::Error, format!("The file could not be read ({e})."))),
        });
        *reader.borrow_mut() = Some(task);
    });
    html! {
        <div class="import-row">
            <label for="import-file">{ "Open a saved game from a .json file (exported from Endgames):" }</label>
            <input id="import-file" type="file" accept=".json,application/json" data-testid="import" {onchange} />
        </div>
    }
}

/// Checks and stores an imported save; says what happened in plain words.
async fn import_text(text: &str) -> (BannerKind, String) {
    let refuse = |why: String| (BannerKind::Error, format!("This file cannot be imported: {why}."));
    let save = match parse_save(text) {
        Ok(save) => save,
        Err(problem) => return refuse(problem.to_string()),
    };
    if let Err(why) = load(save.game).await.and_then(|code| (code.check_save)(&save)) {
        return refuse(why);
    }
    let listed = store::load(&save.id).ok();
    if let Some(stored) = &listed {
        let same_game = SaveFile { revision: stored.revision, updated_ms: stored.updated_ms, ..save.clone() };
        if same_game == *stored {
            return (BannerKind::Info, "This game is already in your list.".into());
        }
    }
    // `create` never writes over a stored game: another game (or another
    // window's) with this id makes it an entry of its own.
    match (store::create(&save), listed) {
        // The same game at another point (an export from before the last
        // moves): two rows that look alike, so the banner tells them apart.
        (Kept::Stored(_), Some(stored)) => {
            let now = crate::kit::browser::timestamp();
            let at = |s: &SaveFile| {
                let moves = s.record.moves().map(|n| format!("has {} ", count(n as i64, "move", "moves"))).unwrap_or_default();
                format!("{moves}(last played {})", ago(now, s.updated_ms))
            };
            (
                BannerKind::Info,
                format!(
                    "Imported a second copy of a game of {}: yours {}, the file's {}. Both are in the Continue list at the top of this page.",
                    save.game.name(),
                    at(&stored),
                    at(&save)
                ),
            )
        }
        (Kept::Stored(_), None) => {
            (BannerKind::Info, format!("Imported a game of {}. It is in the Continue list at the top of this page.", save.game.name()))
        }
        (Kept::TabOnly(_, why), _) => {
            (BannerKind::Error, format!("Imported a game of {}, but {why}: it is kept in this tab only.", save.game.name()))
        }
    }
}
