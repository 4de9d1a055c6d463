//! Prints the home page's static part as HTML, for the release build to put into
//! index.html (scripts/post-build.mjs): the heading, the intro and one card per
//! game are on screen before the wasm has loaded.
//!
//! The games come from the same registry the app reads (`GameId::ALL`, `name`,
//! `pitch`, `players`) and the covers from the same SVG files, so the page that
//! paints first cannot list other games than the app. The markup copies
//! src/ui/screens/home.rs class for class, so the app's first render takes its
//! place without anything moving; tests/browser/offline.test.mjs checks that the
//! two say the same words. It carries no data-testid: the browser tests wait for
//! the app's own home, not this picture of it.
//!
//!   cargo run --quiet --bin home_html > home.html

use endgames::games::GameId;

/// The intro under the heading (home.rs `HEADER`).
const HEADER: &str = r#"<header class="home-head"><h1>Endgames</h1><p class="muted">Board games about the end of the world, for one table: pass the tablet around or play against bots.</p></header>"#;

fn main() {
    let cards: String = GameId::ALL.into_iter().map(card).collect();
    println!(
        concat!(
            r#"<main class="page home">{header}<div class="home-columns">"#,
            r#"<section class="home-games" aria-labelledby="games-title"><h2 id="games-title">Games</h2><ul class="game-cards">{cards}</ul></section>"#,
            r#"<div class="home-saves"><section aria-labelledby="continue-title"><h2 id="continue-title">Continue</h2>"#,
            r#"<p class="muted">Looking for saved games…</p></section></div></div></main>"#
        ),
        header = HEADER,
        cards = cards
    );
}

/// One game's card, as home.rs `game_card` draws it. Its two links work
/// before the app has started: the address changes, index.html shows its
/// "Setting up the table" frame, and the app opens where the link points.
fn card(game: GameId) -> String {
    format!(
        concat!(
            r#"<li class="game-card"><div class="game-cover">{cover}</div>"#,
            r#"<div class="game-card-body"><h3>{name}</h3><p class="muted">{players}</p><p>{pitch}</p></div>"#,
            r##"<div class="game-card-actions"><a class="button-link primary" href="#/new/{slug}">New game</a><a class="button-link" href="#/rules/{slug}">How to play</a></div></li>"##
        ),
        cover = cover(game).trim(),
        name = escape(game.name()),
        players = players(game.players()),
        pitch = escape(game.pitch()),
        slug = game.slug()
    )
}

/// The cover art each game's view shows (its `cover.rs` includes the same file).
fn cover(game: GameId) -> &'static str {
    match game {
        GameId::ExtracZon => include_str!("../games/extraczon/view/cover.svg"),
        GameId::ExtinctionPoint => include_str!("../games/extinction_point/view/cover.svg"),
        GameId::Nigh => include_str!("../games/the_end_is_nigh/view/cover.svg"),
        GameId::Extrication => include_str!("../games/extrication/view/cover.svg"),
        GameId::Extinction => include_str!("../games/extinction/view/cover.svg"),
    }
}

/// "1 player", "2 players" or "1–4 players", as the home card words it.
fn players((min, max): (usize, usize)) -> String {
    match (min, max) {
        (1, 1) => "1 player".to_string(),
        (a, b) if a == b => format!("{a} players"),
        (a, b) => format!("{a}–{b} players"),
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
