//! The last look before the curtain: what a move that hands the turn on
//! showed its player alone (`Session::news_for`). The play screen keeps
//! that player's board in view with these lines until they hide it
//! (`table::seating`); these tests check which moves make news, and for whom.

#[path = "common/titles.rs"]
mod titles;

use endgames::engine::bot::random_action;
use endgames::engine::{Game, GameRng, Narrated, Seat, ToAct, Viewer};
use endgames::games::extinction::Extinction;
use endgames::games::the_end_is_nigh::Nigh;
use endgames::saves::{Controller, SeatColour, SeatInfo, SeatShape};
use endgames::table::session::{Session, SessionAction};
use titles::Title;

fn humans(n: usize) -> Vec<SeatInfo> {
    (0..n)
        .map(|i| SeatInfo { name: format!("P{i}"), colour: SeatColour::ALL[i], shape: SeatShape::ALL[i], controller: Controller::Human })
        .collect()
}

/// The log as `viewer` reads it, line by line (as the play screen renders it).
fn log_as<G: Narrated>(s: &Session<G>, viewer: Viewer) -> Vec<String> {
    let view = s.game.view(viewer);
    s.log.iter().filter_map(|e| G::redact_event(e, viewer)).filter_map(|e| G::log_line(&e, &view)).map(|l| format!("{l:?}")).collect()
}

/// What one game's hand-overs showed.
#[derive(Default, Debug)]
struct Seen {
    handovers: usize,
    /// Hand-overs whose move showed its player something.
    news: usize,
    /// Hand-overs whose move held a line the table reads otherwise (a secret
    /// kept or drawn), news or not.
    secret: usize,
    /// The news lines, as the player reads them.
    lines: Vec<String>,
}

/// Random games of `G` with every seat human, looking at each hand-over.
fn walk<G: Title + Narrated>(games: usize) -> Seen {
    let mut seen = Seen::default();
    for (n, setup) in G::setups().iter().enumerate().cycle().take(games) {
        let seed = 900 + n as u64;
        let seats = G::new(setup, seed).expect("set-up").seat_count();
        let mut s = Session::<G>::start("t".into(), humans(seats), setup.clone(), seed, 0).expect("a valid table");
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..G::MAX_STEPS {
            let seat = match s.game.to_act() {
                ToAct::Over(_) => break,
                to_act => to_act.seats()[0],
            };
            let (mine_before, open_before) = (log_as(&s, Viewer::Seat(seat)).len(), log_as(&s, Viewer::Table).len());
            let action = random_action(&s.game, seat, &mut rng).expect("a move");
            s.apply(SessionAction::Play { seat, action, at: s.record.actions.len() });
            let movers = s.game.to_act().seats();
            if movers.is_empty() || movers.contains(&seat) {
                continue;
            }
            seen.handovers += 1;
            let news: Vec<String> = s.news_for(seat).iter().map(|l| format!("{l:?}")).collect();
            let (mine, open) = (log_as(&s, Viewer::Seat(seat)), log_as(&s, Viewer::Table));
            let (mine_new, open_new) = (&mine[mine_before..], &open[open_before..]);
            if mine_new.iter().any(|l| !open_new.contains(l)) {
                seen.secret += 1;
            }
            if news.is_empty() {
                continue;
            }
            seen.news += 1;
            seen.lines.extend(news.iter().cloned());
            for line in &news {
                assert!(mine_new.contains(line), "news that is not in the player's own log: {line}");
                assert!(!open.contains(line), "news the table's log shows too: {line}");
            }
            for other in movers {
                assert!(s.news_for(other).is_empty(), "{other:?} gets news of {seat:?}'s move");
            }
        }
    }
    seen
}

#[test]
fn a_gene_card_drawn_as_the_turn_ends_is_news_to_its_player_alone() {
    let seen = walk::<Extinction>(12);
    // Floors: hand-overs were met, and some showed their player a card.
    assert!(seen.handovers > 100 && seen.news > 10, "{seen:?}");
    assert!(seen.news < seen.handovers / 3, "most hand-overs show nothing new: {seen:?}");
}

#[test]
fn a_secret_the_player_chose_is_no_news_to_them_but_a_card_dealt_is() {
    let seen = walk::<Nigh>(24);
    // Positive control: moves with a secret line were handed over on, most
    // of them a role the player kept, which they chose and know.
    assert!(seen.handovers > 100 && seen.secret > seen.news + 10, "{seen:?}");
    let kept: Vec<&String> = seen.lines.iter().filter(|l| l.contains(" kept the ")).collect();
    assert!(kept.is_empty(), "a role kept made news: {kept:?}");
    // A second allegiance card dealt as the turn passes is news.
    assert!(seen.lines.iter().any(|l| l.contains("allegiance card")), "{seen:?}");
}

#[test]
fn news_lasts_through_the_bots_moves_until_the_next_human_move_and_is_not_saved() {
    use endgames::engine::bot::BotLevel;
    // Ana, a bot, then Ben: Ana's last gene change ends her turn, the bot
    // plays (Ana still holds the tablet), then the tablet goes to Ben.
    let setup = Extinction::setups().into_iter().find(|s| Extinction::new(s, 1).unwrap().seat_count() == 3).expect("a three-player set-up");
    let mut seats = humans(3);
    seats[1].controller = Controller::Bot(BotLevel::Easy);
    let (mut kept, mut dropped) = (0, 0);
    for seed in 0..12 {
        let mut s = Session::<Extinction>::start("t".into(), seats.clone(), setup.clone(), seed, 0).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut since: Option<Vec<String>> = None; // Ana's news, while the bot plays after it
        for _ in 0..Extinction::MAX_STEPS {
            let Some(&seat) = s.game.to_act().seats().first() else { break };
            let action = random_action(&s.game, seat, &mut rng).unwrap();
            s.apply(SessionAction::Play { seat, action, at: s.record.actions.len() });
            let ana: Vec<String> = s.news_for(Seat(0)).iter().map(|l| format!("{l:?}")).collect();
            match (seat, since.take()) {
                (Seat(0), _) if !ana.is_empty() && s.game.to_act().seats().contains(&Seat(1)) => since = Some(ana),
                (Seat(1), Some(before)) => {
                    assert!(!ana.is_empty(), "the bot's move took Ana's news away");
                    kept += 1;
                    since = Some(before);
                }
                (Seat(2), Some(_)) => {
                    assert!(ana.is_empty(), "Ana's news outlived Ben's move: {ana:?}");
                    dropped += 1;
                }
                _ => {}
            }
        }
        // Never written to a save: a reopened game has no news for anyone.
        let reopened = Session::<Extinction>::open(&s.to_save(1)).unwrap();
        assert!((0..3).all(|i| reopened.news_for(Seat(i)).is_empty()));
    }
    // Floors: the case was met, through a bot's move and on to Ben's.
    assert!(kept > 3 && dropped > 3, "kept through {kept} bot moves, dropped at {dropped} of Ben's");
}
