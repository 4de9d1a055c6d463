//! Every picture on every rules page builds: its position is reached by
//! legal moves from its set-up, the board can be seen as its viewer sees
//! it, and it has a caption and two to four labels.

use endgames::engine::Game;
use endgames::kit::figure::Figure;

fn check_all<G: Game>(figures: &[&Figure<G>]) {
    assert!(!figures.is_empty(), "{}: no figures", G::ID);
    for (i, f) in figures.iter().enumerate() {
        let p = (f.build)().unwrap_or_else(|why| panic!("{} figure {}: {why}", G::ID, i + 1));
        let _ = p.game.view(f.viewer);
        assert!(!f.caption.is_empty(), "{} figure {}: no caption", G::ID, i + 1);
        assert!((2..=4).contains(&f.labels.len()), "{} figure {}: {} labels", G::ID, i + 1, f.labels.len());
        assert!(f.labels.iter().all(|l| !l.at.is_empty() && !l.text.is_empty()), "{} figure {}: an empty label", G::ID, i + 1);
    }
}

#[test]
fn every_games_figures_build() {
    use endgames::games::*;
    check_all(&extraczon::figures::ALL);
    check_all(&extinction_point::figures::ALL);
    check_all(&the_end_is_nigh::figures::ALL);
    check_all(&extrication::figures::ALL);
    check_all(&extinction::figures::ALL);
}

/// A figure whose moves are not legal does not build (the check above
/// would fail on it): the second player may not move first.
#[test]
fn an_illegal_figure_move_is_refused() {
    use endgames::games::extrication::{Action, Extrication, Setup};
    use endgames::kit::figure::Play;
    let played = Play::<Extrication>::new(&Setup { players: 2 }, 3)
        .and_then(|p| p.take("leaving at once", |a| matches!(a, Action::TakeShip { .. })));
    assert!(played.is_err());
}
