//! Each game's code (and stylesheet, `game_styles`) arrives when the game is
//! first opened.
//!
//! The release build splits the wasm (scripts/split/, docs/platform.md "The
//! split"): every function reached only through one game's loader below
//! goes into that game's chunk, fetched the first time the loader runs.
//! What the home, new-game and saves screens call directly (names, covers,
//! the new-game options) stays in the main module.
//!
//! A game's screens therefore go through [`GameEntry`], a table of plain
//! functions built once per game by [`entry_of`], and are drawn inside
//! [`GameCode`], which waits for the chunk. What playing does not need, the
//! review and the rules page's pictures, is a second table, [`GamePages`], in
//! a second chunk of the game's, so opening a game does not download them.
//! The rules text is a third, [`GameRules`]: it needs none of the game's
//! rules or board code, so a rules page reads at once and its pictures, drawn
//! by the board, follow. Nothing here names a game: the loaders come from
//! the registry's list (`for_each_game!`), so a new game gets its three
//! chunks without a line here.

use super::end_parts::{end_of_game, EndParts};
use super::game_styles::load_game_styles;
use super::live::{self, Live, Playing};
#[cfg(feature = "bench-route")]
use super::screens::bench::BenchBot;
use super::screens::new_game::{start_game, StartFn};
use super::screens::review::Review;
use super::screens::table::Table;
use crate::engine::Viewer;
use crate::games::GameId;
use crate::kit::figure_view::FigureView;
use crate::kit::game_ui::GameUi;
use crate::saves::SaveFile;
use crate::table::session::Session;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::thread::LocalKey;
use wasm_split_helpers::SplitLoaderError;
use yew::prelude::*;

mod waiting;
pub use waiting::{use_focus_when_ready, use_game_code, GameCode, Loading};

/// One game's play and checks, as plain functions into its chunk.
pub struct GameEntry {
    /// Starts a game from the new-game screen's choices; the new save's id.
    pub start: StartFn,
    /// Replays a save into a live game for the play screen, or says why not.
    pub open: fn(&SaveFile) -> Result<Rc<dyn Live>, String>,
    /// The play screen's table, drawn for the game `open` gave. It is the same
    /// for every game, but reached only through their chunks, so the build
    /// puts it in the chunk they all share: it comes with the first game
    /// opened instead of with the home.
    pub table: fn(Rc<Playing>) -> Html,
    /// Opens a save as its game would, without showing it.
    pub check_save: fn(&SaveFile) -> Result<(), String>,
    #[cfg(feature = "bench-route")]
    pub bench_bot: fn() -> Html,
}

/// One game's pages that playing it does without, as plain functions into
/// its second chunk. What they share with play (the rules, the board, the
/// log words) the build puts in a chunk both load.
pub struct GamePages {
    /// The review of a finished game (`shared`: opened from a link).
    pub review: fn(Rc<SaveFile>, bool) -> Html,
    /// The review of a game in progress, as `viewer` saw it.
    pub review_so_far: fn(Rc<SaveFile>, Viewer, Callback<()>) -> Html,
    /// The rules page's picture `i`, its board at a set position.
    pub picture: fn(usize) -> Html,
}

/// One game's rules text, in its third chunk: words and tables, without the
/// rules and board code the other two share, so a rules page or the play
/// screen's rules dialog costs only this. It places its pictures with the
/// function it is given (`GameUi::how_to_play`): on the rules page, the
/// shell's, which draws [`GamePages::picture`] once that chunk is here.
pub struct GameRules {
    pub how_to_play: fn(&dyn Fn(usize) -> Html) -> Html,
}

fn review_of<G: GameUi>(save: Rc<SaveFile>, shared: bool) -> Html {
    html! { <Review<G> {save} {shared} /> }
}

fn review_so_far_of<G: GameUi>(save: Rc<SaveFile>, viewer: Viewer, on_back: Callback<()>) -> Html {
    html! { <Review<G> {save} so_far={Some((viewer, on_back))} /> }
}

/// `G`'s rules picture `i`; nothing for a number it has no picture for.
fn picture_of<G: GameUi>(i: usize) -> Html {
    match G::figures().get(i).copied() {
        Some(figure) => html! { <FigureView<G> {figure} /> },
        None => Html::default(),
    }
}

fn table_of(initial: Rc<Playing>) -> Html {
    html! { <Table {initial} /> }
}

fn check_save_of<G: GameUi>(save: &SaveFile) -> Result<(), String> {
    Session::<G>::open(save).map(|_| ())
}

#[cfg(feature = "bench-route")]
fn bench_bot_of<G: GameUi>() -> Html {
    html! { <BenchBot<G> /> }
}

/// `G`'s tables, constants: only its loaders name them, so all they reach
/// lands in `G`'s chunks.
fn entry_of<G: GameUi>() -> &'static GameEntry {
    &const {
        GameEntry {
            start: start_game::<G>,
            open: live::open::<G>,
            table: table_of,
            check_save: check_save_of::<G>,
            #[cfg(feature = "bench-route")]
            bench_bot: bench_bot_of::<G>,
        }
    }
}

fn pages_of<G: GameUi>() -> &'static GamePages {
    &const { GamePages { review: review_of::<G>, review_so_far: review_so_far_of::<G>, picture: picture_of::<G> } }
}

fn rules_of<G: GameUi>() -> &'static GameRules {
    &const { GameRules { how_to_play: G::how_to_play } }
}

/// Three `#[wasm_split]` loaders per game, one per chunk, and `fetch`,
/// `fetch_pages` and `fetch_rules`, which pick them by id. The play chunk is
/// named for the game's folder, the pages' chunk for its type and the rules'
/// for the name the list gives it (`split_extraczon-…`, `split_ExtracZon-…`
/// and `split_extraczon_rules-…`): `macro_rules!` cannot make a new name
/// from the folder's, so the list has all three. `fallible`: a chunk that
/// cannot be fetched is an `Err` to show, never a panic, which would stop
/// the whole app.
macro_rules! loaders {
    (() $($feature:literal => $folder:ident::$Game:ident (rules: $rules:ident),)*) => {
        mod loaders {
            use super::{GameEntry, GamePages, GameRules};
            use wasm_split_helpers::SplitLoaderError;
            $(
                #[cfg(feature = $feature)]
                #[wasm_split_helpers::wasm_split($folder, fallible)]
                pub fn $folder() -> Result<&'static GameEntry, SplitLoaderError> {
                    Ok(super::entry_of::<crate::games::$folder::$Game>())
                }

                #[cfg(feature = $feature)]
                #[allow(non_snake_case)]
                #[wasm_split_helpers::wasm_split($Game, fallible)]
                pub fn $Game() -> Result<&'static GamePages, SplitLoaderError> {
                    Ok(super::pages_of::<crate::games::$folder::$Game>())
                }

                #[cfg(feature = $feature)]
                #[wasm_split_helpers::wasm_split($rules, fallible)]
                pub fn $rules() -> Result<&'static GameRules, SplitLoaderError> {
                    Ok(super::rules_of::<crate::games::$folder::$Game>())
                }
            )*
        }

        async fn fetch(game: GameId) -> Result<&'static GameEntry, SplitLoaderError> {
            match game {
                $(
                    #[cfg(feature = $feature)]
                    GameId::$Game => loaders::$folder().await,
                )*
            }
        }

        async fn fetch_pages(game: GameId) -> Result<&'static GamePages, SplitLoaderError> {
            match game {
                $(
                    #[cfg(feature = $feature)]
                    GameId::$Game => loaders::$Game().await,
                )*
            }
        }

        async fn fetch_rules(game: GameId) -> Result<&'static GameRules, SplitLoaderError> {
            match game {
                $(
                    #[cfg(feature = $feature)]
                    GameId::$Game => loaders::$rules().await,
                )*
            }
        }
    };
}
crate::games::for_each_game!(loaders!());

/// A game's three chunks: what playing it needs; its review and the rules
/// page's pictures; its rules text. And what only a finished game shows
/// (`end_parts`), one chunk for every game, fetched through the same waiting.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Part {
    #[default]
    Play,
    Pages,
    Rules,
    End,
}

type Tables<T> = LocalKey<RefCell<Vec<(GameId, &'static T)>>>;

thread_local! {
    /// The games whose play chunk has arrived, so screens can draw at once.
    static LOADED: RefCell<Vec<(GameId, &'static GameEntry)>> = const { RefCell::new(Vec::new()) };
    /// The games whose pages' chunk has arrived.
    static PAGES: RefCell<Vec<(GameId, &'static GamePages)>> = const { RefCell::new(Vec::new()) };
    /// The games whose rules text has arrived.
    static RULES: RefCell<Vec<(GameId, &'static GameRules)>> = const { RefCell::new(Vec::new()) };
    /// The finished game's parts, once they have arrived (for any game).
    static END: Cell<Option<&'static EndParts>> = const { Cell::new(None) };
}

fn find<T>(list: &'static Tables<T>, game: GameId) -> Option<&'static T> {
    list.with(|l| l.borrow().iter().find(|(g, _)| *g == game).map(|(_, e)| *e))
}

/// Two screens may have waited for the same chunk side by side: listed once.
fn remember<T>(list: &'static Tables<T>, game: GameId, table: &'static T) {
    list.with(|l| {
        let mut l = l.borrow_mut();
        if !l.iter().any(|(g, _)| *g == game) {
            l.push((game, table));
        }
    });
}

/// `game`'s play table if its chunk is here already.
pub fn loaded(game: GameId) -> Option<&'static GameEntry> {
    find(&LOADED, game)
}

/// `game`'s pages if their chunk is here already.
pub fn loaded_pages(game: GameId) -> Option<&'static GamePages> {
    find(&PAGES, game)
}

/// `game`'s rules text if its chunk is here already.
pub fn loaded_rules(game: GameId) -> Option<&'static GameRules> {
    find(&RULES, game)
}

/// The finished game's parts if their chunk is here already.
pub fn loaded_end() -> Option<&'static EndParts> {
    END.get()
}

fn arrived(game: GameId, part: Part) -> bool {
    match part {
        Part::Play => loaded(game).is_some(),
        Part::Pages => loaded_pages(game).is_some(),
        Part::Rules => loaded_rules(game).is_some(),
        Part::End => loaded_end().is_some(),
    }
}

/// Fetches `game`'s play chunk and its stylesheet side by side (each once; a
/// failed fetch is tried again next time).
pub async fn load(game: GameId) -> Result<&'static GameEntry, String> {
    load_part(game, Part::Play).await?;
    loaded(game).ok_or_else(|| format!("the code of {} did not register", game.name()))
}

/// Fetches `game`'s `part` and its stylesheet side by side: the review and
/// the rules' pictures draw the board too, and the rules text has tables of
/// the game's own look. The part counts as here only when both are, so no
/// board is ever drawn without its look. One body for every part, as each
/// async body costs the main module a few KB.
async fn load_part(game: GameId, part: Part) -> Result<(), String> {
    if arrived(game, part) {
        return Ok(());
    }
    let code = async {
        match part {
            Part::Play => fetch(game).await.map(Arrived::Play),
            Part::Pages => fetch_pages(game).await.map(Arrived::Pages),
            Part::Rules => fetch_rules(game).await.map(Arrived::Rules),
            Part::End => end_of_game().await.map(Arrived::End),
        }
        .map_err(|_| format!("the code of {} could not be downloaded", game.name()))
    };
    let (code, styles) = futures_util::future::join(code, load_game_styles(game)).await;
    let code = code?;
    styles?;
    match code {
        Arrived::Play(entry) => remember(&LOADED, game, entry),
        Arrived::Pages(pages) => remember(&PAGES, game, pages),
        Arrived::Rules(rules) => remember(&RULES, game, rules),
        Arrived::End(parts) => END.set(Some(parts)),
    }
    Ok(())
}

enum Arrived {
    Play(&'static GameEntry),
    Pages(&'static GamePages),
    Rules(&'static GameRules),
    End(&'static EndParts),
}
