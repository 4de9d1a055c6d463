//! Rounds, hands and hours, and the running figures charted by them: for a
//! seeded game of each title played to the end, the review's chapters start
//! at the first position and move on strictly, each starts where the game's
//! own count changes, and the last figures are the ones the end screen
//! gives (the final score, or what decided a co-operative game). Every
//! position the review shows is the record replayed to that move.
//!
//! The control: a game whose `chapter` or `tallies` returned `None` would
//! have no chapters or no figures, and each check below fails on that.

use endgames::engine::bot::random_action;
use endgames::engine::chapters::{Chaptered, Tallies};
use endgames::engine::{GameRecord, GameRng, Outcome, OutcomeKind, Seat, ToAct};
use endgames::games::extinction::{self, Extinction};
use endgames::games::extinction_point::{self, Difficulty, ExtinctionPoint};
use endgames::games::extraczon::{self, ExtracZon, Mode};
use endgames::games::extrication::{self, Extrication};
use endgames::games::the_end_is_nigh::{self, Nigh};
use endgames::table::timeline::Timeline;

/// A seeded random game of `G` to its end, as its review opens it.
fn finished<G: Chaptered>(setup: G::Setup, seed: u64) -> (Timeline<G>, Outcome) {
    let mut game = G::new(&setup, seed).expect("set-up");
    let mut record = GameRecord::new(setup, seed);
    let mut rng = GameRng::from_seed(seed);
    loop {
        let seat = match game.to_act() {
            ToAct::Over(outcome) => {
                let timeline = Timeline::of(&record).expect("the record replays");
                // The review's every position is the record replayed that far.
                for k in 0..=timeline.len() {
                    assert!(*timeline.at(k) == record.replay_with(k, |_, _, _| {}).expect("a prefix replays"), "position {k}");
                }
                return (timeline, outcome);
            }
            to_act => to_act.seats()[0],
        };
        let action = random_action(&game, seat, &mut rng).expect("a seat to act has a move");
        record.push(&game, seat, &action).expect("recorded");
        game.apply(seat, &action).expect("random moves are legal");
    }
}

/// The chapters' shape, for every game; returns the figures per chapter.
fn check_chapters<G: Chaptered>(t: &Timeline<G>, word: &str) -> Vec<Tallies> {
    let c = t.chronicle();
    assert!(c.starts.len() >= 2, "a whole game runs over more than one {word}: {:?}", c.chapters);
    assert_eq!(c.starts[0], 0, "the first {word} starts before the first move");
    for (i, pair) in c.starts.windows(2).enumerate() {
        assert!(pair[0] < pair[1], "chapters start in order: {:?}", c.starts);
        assert!(c.chapters[i].number < c.chapters[i + 1].number, "{word}s count up: {:?}", c.chapters);
        assert_eq!(t.next_chapter(pair[0]), pair[1], "the jump on from {word} {i}");
        assert_eq!(t.previous_chapter(pair[1]), pair[0], "the jump back to {word} {i}");
    }
    for (i, &p) in c.starts.iter().enumerate() {
        assert_eq!(c.chapters[i].word, word);
        assert_eq!(t.at(p).chapter(), Some(c.chapters[i]));
        if p > 0 {
            assert_ne!(t.at(p - 1).chapter(), t.at(p).chapter(), "a {word} starts where the count changes, at {p}");
        }
    }
    if let Some(figures) = c.tallies.first() {
        assert_eq!(c.tallies.len(), c.starts.len(), "one set of figures per {word}");
        assert!(c.tallies.iter().all(|f| f.series.len() == figures.series.len() && f.name == figures.name), "the same series throughout");
        assert_eq!(c.tallies.last(), t.at(t.len()).tallies().as_ref(), "the last {word}'s figures are the end's");
        // The chart's lines start before the first move, with the same series.
        let start = c.start.as_ref().expect("figures before the first move");
        assert_eq!(Some(start), t.at(0).tallies().as_ref(), "the start's figures are those before the first move");
        assert!(start.series.len() == figures.series.len() && start.name == figures.name, "the start has the same series");
    }
    c.tallies.clone()
}

fn values(figures: &[Tallies]) -> Vec<i32> {
    figures.last().expect("the game has running figures").series.iter().map(|s| s.value).collect()
}

#[test]
fn extraczon_rounds_and_points_end_at_the_final_score() {
    for (setup, seed) in [
        (extraczon::Setup { players: 2, mode: Mode::Competitive }, 5),
        (extraczon::Setup { players: 3, mode: Mode::Competitive }, 6),
        (extraczon::Setup { players: 1, mode: Mode::Solo }, 7),
    ] {
        let solo = setup.players == 1;
        let (t, outcome) = finished::<ExtracZon>(setup, seed);
        let figures = check_chapters(&t, if solo { "Turn" } else { "Round" });
        assert_eq!(values(&figures), outcome.score.0, "points per seat");
    }
    // Teams: one line per team, each its seats' shared score.
    let (t, outcome) = finished::<ExtracZon>(extraczon::Setup { players: 4, mode: Mode::Teams { team: vec![0, 1, 0, 1] } }, 8);
    let last = values(&check_chapters(&t, "Round"));
    assert_eq!(last, vec![outcome.score[Seat(0)], outcome.score[Seat(1)]], "Team A, then Team B");
    // Each team's line is named for its members and drawn as its first member:
    // a colour of its own would be another seat's (Team A was drawn sky blue, Ben's).
    let lines = &check_chapters(&t, "Round")[0].series;
    let names = ["Ana", "Ben", "Cleo", "Dev"];
    let read: Vec<String> = lines.iter().map(|l| l.label.render(|s| names[s.index()].to_string())).collect();
    assert_eq!(read, ["Team A: Ana and Cleo", "Team B: Ben and Dev"]);
    assert_eq!(lines.iter().map(|l| l.seat).collect::<Vec<_>>(), [Some(Seat(0)), Some(Seat(1))]);
}

#[test]
fn extrication_rounds_and_prestige_end_at_the_final_score() {
    for players in 2..=4 {
        let (t, outcome) = finished::<Extrication>(extrication::Setup { players }, 20 + u64::from(players));
        let figures = check_chapters(&t, "Round");
        assert_eq!(values(&figures), outcome.score.0, "prestige per seat at {players} players");
        assert_eq!(figures[0].name, "Prestige");
    }
}

#[test]
fn extinction_rounds_and_populations_end_as_the_end_screen_counts_them() {
    for players in 2..=4 {
        let (t, outcome) = finished::<Extinction>(extinction::Setup { players, rounds: 3 }, 30 + u64::from(players));
        let figures = check_chapters(&t, "Round");
        assert_eq!(t.chronicle().chapters[0].label(), "Set-up", "the founding comes before round 1");
        for (seat, value) in values(&figures).into_iter().enumerate() {
            let seat = Seat(seat as u8);
            let line =
                outcome.explanation.iter().find(|l| l.0.first() == Some(&endgames::engine::Part::Seat(seat))).expect("a line per species");
            let text = line.to_string();
            // The end screen gives each living species' individuals "in all".
            assert!(text.contains(&format!("({value} in all)")) || (value == 0 && text.contains("extinct")), "{text} against {value}");
        }
    }
}

#[test]
fn extinction_point_hands_and_healths_end_at_what_decided_the_game() {
    for (players, seed) in [(2, 41), (3, 42), (4, 43)] {
        let setup = extinction_point::Setup { players, difficulty: Difficulty::Beginner, ..Default::default() };
        let (t, outcome) = finished::<ExtinctionPoint>(setup, seed);
        let figures = check_chapters(&t, "Hand");
        assert_eq!(figures[0].series.iter().map(|s| s.label.to_string()).collect::<Vec<_>>(), ["Bunker", "Mothership"]);
        let [bunker, mothership] = values(&figures)[..] else { panic!("two healths") };
        match outcome.kind {
            OutcomeKind::Coop { won: true } => assert_eq!(mothership, 0, "a win brings the Mothership to 0"),
            _ => assert_eq!(bunker, 0, "a loss brings the Bunker to 0"),
        }
    }
}

#[test]
fn the_end_is_nigh_has_hours_and_no_chart() {
    for players in [2, 4, 6] {
        let (t, _) = finished::<Nigh>(the_end_is_nigh::Setup { players }, 50 + u64::from(players));
        let figures = check_chapters(&t, "Hour");
        assert!(figures.is_empty(), "nothing runs as a score in The End Is Nigh");
        assert!(t.chronicle().chapters.len() > 6, "the clock runs through its hours: {:?}", t.chronicle().chapters);
    }
}
