//! The bot levels each game offers: the bot ladder (docs/games/<game>.md)
//! measured Hard no stronger than Normal in Extinction and ExtracZon, so
//! those games merge it into Normal. A level a game leaves
//! out must not be offered, and a seat stored at it (a save from before the
//! merge) must play as the level below, with that level's budget.

use endgames::engine::bot::{BotHooks, BotLevel, Search};
use endgames::engine::{Game, Viewer};
use endgames::games::extinction::Extinction;
use endgames::games::extinction_point::ExtinctionPoint;
use endgames::games::extraczon::ExtracZon;
use endgames::games::extrication::{Extrication, Setup as ExtricationSetup};
use endgames::games::the_end_is_nigh::Nigh;
use endgames::games::GameId;

fn offered(game: &str) -> &'static [BotLevel] {
    GameId::from_slug(game).expect("a registered game").bot_levels()
}

#[test]
fn every_game_offers_easy_and_normal_weakest_first_as_its_bots_define() {
    for (game, levels) in [
        (ExtracZon::ID, ExtracZon::LEVELS),
        (ExtinctionPoint::ID, ExtinctionPoint::LEVELS),
        (Nigh::ID, Nigh::LEVELS),
        (Extrication::ID, Extrication::LEVELS),
        (Extinction::ID, Extinction::LEVELS),
    ] {
        assert_eq!(offered(game), levels, "{game}: the new-game screen offers what the bots define");
        assert!(levels.windows(2).all(|w| w[0] < w[1]), "{game}: weakest first, each once: {levels:?}");
        // The Hint button asks Normal, and a new table's bots start at Normal.
        assert!(levels.contains(&BotLevel::Normal) && levels.contains(&BotLevel::Easy), "{game}: {levels:?}");
    }
}

#[test]
fn a_merged_level_plays_as_the_one_below_and_an_offered_one_as_itself() {
    for level in [BotLevel::Random, BotLevel::Easy, BotLevel::Normal] {
        assert_eq!(level.played::<Extinction>(), level);
    }
    assert_eq!(BotLevel::Hard.played::<Extinction>(), BotLevel::Normal);
    assert_eq!(BotLevel::Hard.played::<ExtracZon>(), BotLevel::Normal);
    // Control: where Hard was measured stronger it stays.
    assert_eq!(BotLevel::Hard.played::<ExtinctionPoint>(), BotLevel::Hard);
    assert_eq!(BotLevel::Hard.played::<Extrication>(), BotLevel::Hard);
    assert!(!offered(Extinction::ID).contains(&BotLevel::Hard));
    assert!(offered(ExtinctionPoint::ID).contains(&BotLevel::Hard));
    assert!(offered(Extrication::ID).contains(&BotLevel::Hard));
}

/// A stored Hard seat searches with Normal's budget, so it also keeps
/// Normal's time (Extinction's Hard took 259 ms at p95).
fn iterations<G: BotHooks>(game: &G, level: BotLevel) -> usize {
    let seat = game.to_act().seats()[0];
    let mut search = Search::<G>::new(game.view(Viewer::Seat(seat)), seat, level, 7).full_budget();
    search.run(usize::MAX);
    search.iterations_done()
}

#[test]
fn a_stored_hard_seat_searches_with_normals_budget() {
    let extinction = Extinction::new(&endgames::games::extinction::Setup::default(), 3).expect("valid");
    let normal = iterations(&extinction, BotLevel::Normal);
    assert!(normal > 1, "the founding is a real choice");
    assert_eq!(iterations(&extinction, BotLevel::Hard), normal);
    // Control: a game that offers Hard searches longer at Hard.
    let ep = ExtinctionPoint::new(&endgames::games::extinction_point::Setup::default(), 3).expect("valid");
    assert!(iterations(&ep, BotLevel::Hard) > iterations(&ep, BotLevel::Normal));
}

/// Extrication's Hard is its own search, not Normal's made longer: more
/// iterations, and a UCB that trusts the evaluation sooner (the shared
/// constant at 3,000 iterations lost to Normal). The ladder measures its
/// strength; this guards that the level plays the search it was measured with.
#[test]
fn extrications_hard_searches_longer_and_narrower_than_normal() {
    let game = Extrication::new(&ExtricationSetup { players: 2 }, 3).expect("valid");
    let (normal, hard) = (iterations(&game, BotLevel::Normal), iterations(&game, BotLevel::Hard));
    assert_eq!(normal, BotLevel::Normal.iterations());
    assert!(hard > normal, "Hard {hard} against Normal {normal} iterations");
    assert!(Extrication::exploration(BotLevel::Hard) < Extrication::exploration(BotLevel::Normal));
    // Control: a game without its own Hard search keeps the shared constant.
    assert_eq!(ExtinctionPoint::exploration(BotLevel::Hard), endgames::engine::bot::EXPLORATION);
}
