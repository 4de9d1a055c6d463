//! Saves are untrusted input: whatever text is in storage or in an imported
//! file, reading it never panics, a damaged save is reported with a reason,
//! and every other save still opens.
//!
//! The corpus is real: saves of seeded games of every game (at several
//! lengths, with awkward player names), written by the app's own code
//! (`Session::to_save`, serde_json). Each opens to the game it was saved
//! from; thousands of seeded mutations of them are then read the way the
//! home screen and the play screen read them.

use endgames::engine::bot::{random_action, BotLevel};
use endgames::engine::{Game, GameRng};
use endgames::games::extinction::{self, Extinction};
use endgames::games::extinction_point::{self, Difficulty, ExtinctionPoint};
use endgames::games::extraczon::{self, ExtracZon, Mode};
use endgames::games::the_end_is_nigh::{self, Nigh};
use endgames::games::GameId;
use endgames::saves::{parse_save, Controller, SaveFile, SaveProblem, SeatColour, SeatInfo, SeatShape};
use endgames::table::session::{Session, SessionAction};

/// Names a player might type, and worse: quotes, backslashes, control
/// characters, emoji outside the BMP, right-to-left text, markup.
fn awkward_names() -> Vec<String> {
    let mut names: Vec<String> = [
        "Ana",
        "",
        "\"quoted\"",
        "back\\slash\\",
        "</script><img onerror=x>",
        "tab\tnew\nline\rret",
        "\u{7f}\u{80}\u{9f}\u{a0}",
        "🦖 T-Rex 👩‍👩‍👧",
        "Zoë Ødegård Ñandú",
        "שלום مرحبا",
        "\u{2028}\u{2029}\u{feff}\u{fffd}\u{10ffff}",
        "Player 1",
    ]
    .map(String::from)
    .into();
    // The control characters, in two names of at most 24 (`saves::NAME_LIMIT`).
    names.push((0u8..0x10).map(char::from).collect());
    names.push((0x10u8..0x20).map(char::from).collect());
    names
}

/// `n` seats with awkward names, each its own (a table refuses two alike).
fn seats(n: usize, rng: &mut GameRng) -> Vec<SeatInfo> {
    let mut names = awkward_names();
    rng.shuffle(&mut names);
    (0..n)
        .map(|i| SeatInfo {
            name: names[i].clone(),
            colour: SeatColour::ALL[i],
            shape: SeatShape::ALL[i],
            controller: match rng.below(5) {
                4 => Controller::Human,
                level => Controller::Bot(BotLevel::ALL[level]),
            },
        })
        .collect()
}

/// A seeded game of `moves` random moves, saved as the play screen saves it.
fn saved<G: Game>(setup: G::Setup, seed: u64, moves: usize, rng: &mut GameRng) -> (String, G) {
    let n = G::new(&setup, seed).expect("valid set-up").seat_count();
    let mut s = Session::<G>::start(format!("g{seed}"), seats(n, rng), setup, seed, 1_700_000_000_000).expect("starts");
    for _ in 0..moves {
        let Some(&seat) = s.game.to_act().seats().first() else { break };
        let action = random_action(&s.game, seat, rng).expect("a move");
        s.apply(SessionAction::Play { seat, action, at: s.record.actions.len() });
    }
    let text = serde_json::to_string(&s.to_save(1_700_000_100_000)).expect("a save writes");
    (text, s.game)
}

/// Opens a save the way the app does: the envelope, then the game's record.
fn open(text: &str) -> Result<SaveFile, String> {
    let save = parse_save(text).map_err(|e| e.to_string())?;
    match save.game {
        GameId::ExtracZon => Session::<ExtracZon>::open(&save).map(|_| ()),
        GameId::ExtinctionPoint => Session::<ExtinctionPoint>::open(&save).map(|_| ()),
        GameId::Nigh => Session::<Nigh>::open(&save).map(|_| ()),
        GameId::Extrication => Session::<endgames::games::extrication::Extrication>::open(&save).map(|_| ()),
        GameId::Extinction => Session::<Extinction>::open(&save).map(|_| ()),
    }?;
    Ok(save)
}

fn corpus() -> Vec<String> {
    let mut rng = GameRng::from_seed(2026);
    let mut texts = Vec::new();
    for (i, moves) in [0usize, 7, 40, 300].into_iter().enumerate() {
        let seed = 10 + i as u64;
        let modes = [(1, Mode::Solo), (3, Mode::Competitive), (4, Mode::Teams { team: vec![0, 1, 1, 0] })];
        for (players, mode) in modes {
            let (text, game) = saved::<ExtracZon>(extraczon::Setup { players, mode }, seed, moves, &mut rng);
            let opened = Session::<ExtracZon>::open(&parse_save(&text).unwrap()).expect("a fresh save opens");
            assert_eq!(opened.game, game, "a save reopens to exactly the game it was saved from");
            texts.push(text);
        }
        for players in 2..=4 {
            let setup = extinction_point::Setup { players, difficulty: Difficulty::ALL[i], ..Default::default() };
            let (text, game) = saved::<ExtinctionPoint>(setup, seed, moves / 3, &mut rng);
            let opened = Session::<ExtinctionPoint>::open(&parse_save(&text).unwrap()).expect("a fresh save opens");
            assert_eq!(opened.game, game, "a save reopens to exactly the game it was saved from");
            texts.push(text);
        }
        for players in [2, 4, 6] {
            let setup = the_end_is_nigh::Setup { players };
            let (text, game) = saved::<Nigh>(setup, seed, moves / 5, &mut rng);
            let opened = Session::<Nigh>::open(&parse_save(&text).unwrap()).expect("a fresh save opens");
            assert_eq!(opened.game, game, "a save reopens to exactly the game it was saved from");
            texts.push(text);
        }
        for players in [2, 4] {
            let setup = extinction::Setup { players, rounds: [12, 2, 0, 5][i] };
            let (text, game) = saved::<Extinction>(setup, seed, moves, &mut rng);
            let opened = Session::<Extinction>::open(&parse_save(&text).unwrap()).expect("a fresh save opens");
            assert_eq!(opened.game, game, "a save reopens to exactly the game it was saved from");
            texts.push(text);
        }
    }
    texts
}

/// What a mutation may put in: JSON's own characters, escapes, and values
/// that are JSON but wrong for the field.
const SNIPPETS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "\\",
    "-",
    ".",
    "e",
    "0",
    "1",
    "9",
    " ",
    "\n",
    "null",
    "true",
    "[]",
    "{}",
    "1.5",
    "-1",
    "256",
    "18446744073709551616",
    "\\ud800",
    "\\u00e9",
    "😀",
    "\"x\":1,",
    "{\"Human\":null}",
    "\"Bot\"",
    "\"RollHp\"",
    "{\"Play\":{}}",
    "01",
    ",]",
];

fn mutate(text: &str, rng: &mut GameRng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        let snippet: Vec<char> = SNIPPETS[rng.below(SNIPPETS.len())].chars().collect();
        match rng.below(6) {
            0 => chars.truncate(at),
            1 => {
                let end = (at + 1 + rng.below(12)).min(chars.len());
                chars.drain(at.min(end)..end);
            }
            2 => {
                let end = (at + 1 + rng.below(20)).min(chars.len());
                let copy: Vec<char> = chars[at.min(end)..end].to_vec();
                let to = rng.below(chars.len() + 1);
                chars.splice(to..to, copy);
            }
            3 if at < chars.len() => {
                chars.splice(at..at + 1, snippet);
            }
            _ => {
                chars.splice(at..at, snippet);
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mutated_saves_never_crash_and_the_others_still_open() {
    let texts = corpus();
    assert!(texts.len() >= 24);
    let mut rng = GameRng::from_seed(4242);
    let (mut refused, mut opened) = (0, 0);
    for i in 0..4000 {
        let good = &texts[i % texts.len()];
        let bad = mutate(good, &mut rng);
        // Reading damaged text returns a reason; it never panics.
        match open(&bad) {
            Ok(_) => opened += 1,
            Err(why) => {
                assert!(!why.is_empty());
                refused += 1;
            }
        }
        // "Not a readable save" is said only of text that is not JSON at all.
        if let Err(SaveProblem::NotJson(why)) = parse_save(&bad) {
            assert!(serde_json::from_str::<serde_json::Value>(&bad).is_err(), "{why}: {bad:?}");
        }
        // Beside the damaged one, the neighbouring saves in storage still open.
        let neighbour = &texts[(i + 1) % texts.len()];
        open(neighbour).expect("an intact save still opens beside a damaged one");
    }
    assert!(refused > 1000 && opened > 20, "{refused} refused, {opened} opened: the mutations reach both outcomes");
}

#[test]
fn a_save_keeps_awkward_names_exactly() {
    let mut rng = GameRng::from_seed(9);
    let (text, _) = saved::<ExtracZon>(extraczon::Setup { players: 4, mode: Mode::Competitive }, 3, 20, &mut rng);
    let save = parse_save(&text).unwrap();
    let again: SaveFile = parse_save(&serde_json::to_string(&save).unwrap()).unwrap();
    assert_eq!(again, save);
    for seat in &save.seats {
        assert!(awkward_names().contains(&seat.name));
    }
}
