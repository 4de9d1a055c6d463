//! From a `GameId` to that game's screens. No game is named here: what every
//! screen needs (names, covers, new-game options) is reached with
//! `with_game!` and stays in the main module; the rest goes through the
//! game's chunks (`game_code`): play through its play chunk, the review
//! through its pages' chunk, the rules text through its rules chunk, each
//! drawn inside `GameCode`, which waits for the one it needs; the rules
//! page's pictures then through the pages' chunk, each where the text puts it.

use super::game_code::{loaded, loaded_pages, loaded_rules, use_game_code, GameCode, Loading, Part};
use super::live::{Live, Playing};
use super::screens::new_game::NewGame;
use super::screens::rules::rules_page;
use crate::engine::Viewer;
use crate::games::{with_game, GameId};
use crate::kit::game_ui::GameUi;
use crate::kit::parts::Button;
use crate::saves::SaveFile;
use std::rc::Rc;
use yew::prelude::*;

pub fn cover(game: GameId) -> Html {
    with_game!(game, G => G::cover())
}

/// The new-game screen draws at once with the game's options; only its Start
/// needs the chunk, which it fetches meanwhile (`NewGame`).
pub fn new_game(game: GameId) -> Html {
    let options = with_game!(game, G => G::options);
    html! { <NewGame {game} {options} /> }
}

/// `#/rules/<game>`.
pub fn rules(game: GameId) -> Html {
    pages(game, Page::Rules, false)
}

/// The rules in the play screen's dialog.
pub fn rules_in_play(game: GameId) -> Html {
    pages(game, Page::HowToPlay, true)
}

/// The review of a finished game (`screens::review`).
pub fn review(save: Rc<SaveFile>, shared: bool) -> Html {
    pages(save.game, Page::Review { save, shared }, false)
}

/// The review of a game in progress, seen only as `viewer` (whoever holds
/// the tablet now) saw each position; `on_back` returns to play.
pub fn review_so_far(save: Rc<SaveFile>, viewer: Viewer, on_back: Callback<()>) -> Html {
    pages(save.game, Page::ReviewSoFar { save, viewer, on_back }, false)
}

/// Replays the save's record into a live game for the play screen, or says
/// why not. Called inside `GameCode` for the save's game.
pub fn open(save: &SaveFile) -> Result<Rc<dyn Live>, String> {
    let entry = loaded(save.game).ok_or_else(|| not_here(save.game))?;
    (entry.open)(save)
}

/// The play screen's table for the game `open` gave, from the game's chunks.
pub fn table(game: GameId, playing: Rc<Playing>) -> Html {
    match loaded(game) {
        Some(e) => (e.table)(playing),
        None => missing(game),
    }
}

/// Opens a save as its game would (replaying the record) without showing
/// it; `None` when its game's chunk has not arrived (`game_code::load` it).
pub fn check_save(save: &SaveFile) -> Option<Result<(), String>> {
    loaded(save.game).map(|e| (e.check_save)(save))
}

fn not_here(game: GameId) -> String {
    format!("the code of {} has not been downloaded yet", game.name())
}

/// Drawn in place of a screen whose chunk is not here; `GameCode` waits for
/// it first, so a player should never see this.
fn missing(game: GameId) -> Html {
    html! { <p role="alert">{ not_here(game) }</p> }
}

/// What a game's pages' chunk draws. One component draws them all, as each
/// component costs the main module its own share of yew's machinery.
#[derive(Clone)]
enum Page {
    Rules,
    HowToPlay,
    Review { save: Rc<SaveFile>, shared: bool },
    ReviewSoFar { save: Rc<SaveFile>, viewer: Viewer, on_back: Callback<()> },
}

impl PartialEq for Page {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Page::Rules, Page::Rules) | (Page::HowToPlay, Page::HowToPlay) => true,
            (Page::Review { save: a, shared: x }, Page::Review { save: b, shared: y }) => Rc::ptr_eq(a, b) && x == y,
            (Page::ReviewSoFar { save: a, viewer: v, on_back: f }, Page::ReviewSoFar { save: b, viewer: w, on_back: g }) => {
                Rc::ptr_eq(a, b) && v == w && f == g
            }
            _ => false,
        }
    }
}

/// `page`, once the chunk it needs is here (the rules text's for the rules,
/// the pages' for a review); `inline` inside a dialog.
fn pages(game: GameId, page: Page, inline: bool) -> Html {
    let part = match page {
        Page::Rules | Page::HowToPlay => Part::Rules,
        Page::Review { .. } | Page::ReviewSoFar { .. } => Part::Pages,
    };
    html! { <GameCode {game} {part} {inline}><PageOf {game} {page} /></GameCode> }
}

#[derive(Properties, PartialEq)]
struct PageProps {
    game: GameId,
    page: Page,
}

/// Built only inside `GameCode` for the chunk its page needs, so it is here.
/// The rules in the play screen's dialog have no pictures: a second board
/// there would send its buttons to the live game's dock.
#[component]
fn PageOf(props: &PageProps) -> Html {
    let game = props.game;
    let rules = || loaded_rules(game).ok_or_else(|| missing(game));
    let pages = || loaded_pages(game).ok_or_else(|| missing(game));
    let drawn = match &props.page {
        Page::Rules => Ok(html! { <RulesPage {game} /> }),
        Page::HowToPlay => rules().map(|r| (r.how_to_play)(&|_| Html::default())),
        Page::Review { save, shared } => pages().map(|p| (p.review)(save.clone(), *shared)),
        Page::ReviewSoFar { save, viewer, on_back } => pages().map(|p| (p.review_so_far)(save.clone(), *viewer, on_back.clone())),
    };
    drawn.unwrap_or_else(|missing| missing)
}

#[derive(Properties, PartialEq)]
struct GameProps {
    game: GameId,
}

/// `#/rules/<game>`, once its text is here. Its pictures are drawn by the
/// game's board, so they wait for the pages' chunk while the words around
/// them are already on the page; if that chunk cannot come, each says so
/// where it would be, and one Try again brings them all.
#[component]
fn RulesPage(props: &GameProps) -> Html {
    let game = props.game;
    let (loading, retry) = use_game_code(game, Part::Pages);
    let Some(rules) = loaded_rules(game) else {
        return missing(game);
    };
    let picture = |index: usize| match (&loading, loaded_pages(game)) {
        (Loading::Ready, Some(p)) => (p.picture)(index),
        (Loading::Waiting { slow: true }, _) => html! {
            <p class="figure-loading" role="status">{ "Loading the picture…" }</p>
        },
        (Loading::Failed(why), _) => html! {
            <div class="figure-missing" data-testid="figure-missing">
                <p>{ format!("This picture could not be loaded because {why}. The rules around it are whole; connect and try again.") }</p>
                <Button label="Try again" on_press={retry.clone()} />
            </div>
        },
        _ => Html::default(),
    };
    rules_page(game, (rules.how_to_play)(&picture))
}

/// `#/bench/bot/<game>` times that game's bot (only in a
/// `--features bench-route` build, which `make bench` makes).
#[cfg(feature = "bench-route")]
pub fn bench_bot(game: GameId) -> Html {
    html! { <GameCode {game}><BenchBot {game} /></GameCode> }
}

#[cfg(feature = "bench-route")]
#[component]
fn BenchBot(props: &GameProps) -> Html {
    match loaded(props.game) {
        Some(e) => (e.bench_bot)(),
        None => missing(props.game),
    }
}
