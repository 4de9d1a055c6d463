//! The bot levels each game offers, and what each game's Hard plays. A level
//! the bot ladder (docs/games/<game>.md) measures no stronger than the one
//! below is merged into it: not offered, and a seat stored at it (a save from
//! before the merge) plays as the level below. ExtracZon merged Hard into
//! Normal until its own Hard search was measured stronger; every game offers
//! all four levels now, so the merge rule is checked on a list.

use endgames::engine::bot::{BotHooks, BotLevel, Search};
use endgames::engine::{Game, Viewer};
use endgames::games::extinction::{Extinction, Phase as ExtinctionPhase, Setup as ExtinctionSetup, DEFAULT_ROUNDS};
use endgames::games::extinction_point::ExtinctionPoint;
use endgames::games::extraczon::{ExtracZon, Mode as ExtracZonMode, Setup as ExtracZonSetup};
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
    use BotLevel::{Easy, Hard, Normal, Random};
    let without_hard = [Random, Easy, Normal];
    for level in without_hard {
        assert_eq!(level.played_among(&without_hard), level);
    }
    assert_eq!(Hard.played_among(&without_hard), Normal);
    // Below the weakest offered, the weakest is played.
    assert_eq!(Random.played_among(&[Easy, Normal]), Easy);
    // Control: where Hard was measured stronger it stays, in every game.
    for (game, played) in [
        (ExtracZon::ID, Hard.played::<ExtracZon>()),
        (ExtinctionPoint::ID, Hard.played::<ExtinctionPoint>()),
        (Nigh::ID, Hard.played::<Nigh>()),
        (Extrication::ID, Hard.played::<Extrication>()),
        (Extinction::ID, Hard.played::<Extinction>()),
    ] {
        assert_eq!(played, Hard, "{game}");
        assert!(offered(game).contains(&Hard), "{game}");
    }
}

/// How many iterations a search at `level` runs on `game`'s first decision.
fn iterations<G: BotHooks>(game: &G, level: BotLevel) -> usize {
    let seat = game.to_act().seats()[0];
    let mut search = Search::<G>::new(game.view(Viewer::Seat(seat)), seat, level, 7).full_budget();
    search.run(usize::MAX);
    search.iterations_done()
}

/// ExtracZon's Hard is Extrication's kind of search: more iterations and a
/// UCB that trusts the evaluation sooner. The ladder measures its strength
/// (56.2 % of 500 two-player games against Normal); this guards that the
/// level plays the search it was measured with.
#[test]
fn extraczons_hard_searches_longer_and_narrower_than_normal() {
    let mut game = ExtracZon::new(&ExtracZonSetup { players: 2, mode: ExtracZonMode::Competitive }, 3).expect("valid");
    let mut rng = endgames::engine::GameRng::from_seed(3);
    // On to the first choice Normal searches (a single legal move is not searched).
    while iterations(&game, BotLevel::Normal) <= 1 {
        let seat = game.to_act().seats()[0];
        let action = endgames::engine::bot::choose::<ExtracZon>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng);
        game.apply(seat, &action.expect("a legal move")).expect("legal");
    }
    let (normal, hard) = (iterations(&game, BotLevel::Normal), iterations(&game, BotLevel::Hard));
    assert_eq!(normal, BotLevel::Normal.iterations());
    assert!(hard > normal, "Hard {hard} against Normal {normal} iterations");
    assert!(ExtracZon::exploration(BotLevel::Hard) < ExtracZon::exploration(BotLevel::Normal));
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

/// Extinction's Hard is Normal's search over more choices with a longer
/// look: it searches the gene cards, which Normal leaves to the policy, and
/// plays its playouts three times as far. The ladder measures its strength;
/// this guards that the level plays what it was measured with.
#[test]
fn extinctions_hard_searches_the_gene_cards_and_looks_further() {
    let (game, seat) = first_gene_choice();
    let view = game.view(Viewer::Seat(seat));
    let mut rng = endgames::engine::GameRng::from_seed(1);
    assert!(game.legal_actions(seat).len() > 1, "a real choice of gene cards");
    assert!(Extinction::policy_move(&view, seat, BotLevel::Hard, &mut rng).is_none(), "Hard searches it");
    // Control: Normal leaves the same choice to its rules of thumb.
    assert!(Extinction::policy_move(&view, seat, BotLevel::Normal, &mut rng).is_some(), "Normal does not");
    assert!(iterations(&game, BotLevel::Hard) > BotLevel::Normal.iterations());
    assert!(Extinction::playout_depth(BotLevel::Hard) > Extinction::playout_depth(BotLevel::Normal));
}

/// The first gene-card choice in a two-player game of Easy bots.
fn first_gene_choice() -> (Extinction, endgames::engine::Seat) {
    let mut game = Extinction::new(&ExtinctionSetup { players: 2, rounds: DEFAULT_ROUNDS }, 5).expect("valid");
    let mut rng = endgames::engine::GameRng::from_seed(5);
    for _ in 0..20_000 {
        let seat = game.to_act().seats()[0];
        if matches!(game.table.phase, ExtinctionPhase::Genes { .. }) && game.legal_actions(seat).len() > 1 {
            return (game, seat);
        }
        let action = endgames::engine::bot::choose::<Extinction>(&game.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng);
        game.apply(seat, &action.expect("a legal move")).expect("legal");
    }
    panic!("no gene-card choice in 20,000 moves");
}
