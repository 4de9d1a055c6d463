//! The table's history: one line per finished game (which game, when, who
//! played, who won, how long it took), kept in the browser beside the saves
//! but apart from them, so deleting a finished game's save keeps its line.
//!
//! Pure Rust, tested natively; `ui::store` reads and writes it.

use crate::engine::words;
use crate::engine::{Outcome, OutcomeKind};
use crate::games::GameId;
use crate::saves::{Controller, SeatInfo};
use serde::{Deserialize, Serialize};

/// The history's file format; a later one is refused by name, not misread.
pub const HISTORY_FORMAT: u32 = 1;

/// The most lines kept: the oldest go first (about 400 bytes each).
pub const HISTORY_LIMIT: usize = 500;

/// Where a history this version cannot read is kept, as it was, once a
/// finished game needs its key: the first under this key, later ones under
/// "<key>.2", "<key>.3" and so on, so a second one never replaces the first.
pub const SET_ASIDE_KEY: &str = "endgames.history.unreadable";

/// Which history kept apart `key` holds: 1 for [`SET_ASIDE_KEY`], n for
/// "<key>.n"; None for any other key.
pub fn set_aside_number(key: &str) -> Option<usize> {
    match key.strip_prefix(SET_ASIDE_KEY)? {
        "" => Some(1),
        rest => rest.strip_prefix('.')?.parse().ok().filter(|n| *n >= 2),
    }
}

/// The key to keep the unreadable history `text` under, beside those kept
/// already (key, text): after the highest, so none is replaced; None when
/// this very text is kept already.
pub fn set_aside_key(kept: &[(String, String)], text: &str) -> Option<String> {
    if kept.iter().any(|(_, t)| t == text) {
        return None;
    }
    match kept.iter().filter_map(|(k, _)| set_aside_number(k)).max() {
        None => Some(SET_ASIDE_KEY.to_string()),
        Some(n) => Some(format!("{SET_ASIDE_KEY}.{}", n + 1)),
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// The save it came from: one line per game, however often it is saved.
    pub id: String,
    pub game: GameId,
    pub started_ms: u64,
    pub finished_ms: u64,
    /// Moves played, for "how long".
    pub moves: u32,
    /// The end screen's headline ("Ana wins!").
    pub headline: String,
    pub seats: Vec<EntrySeat>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EntrySeat {
    pub name: String,
    pub controller: Controller,
    pub won: bool,
    pub score: i32,
}

/// The stored list, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    pub format: u32,
    pub entries: Vec<Entry>,
}

/// One player's totals, in all and per game: a person by their name, the
/// bots by theirs (a bot "Ben" is not the person who kept the default name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerTotals {
    pub name: String,
    pub bot: bool,
    pub all: Tally,
    pub by_game: Vec<(GameId, Tally)>,
}

/// A player's (or a player's in one game) played and won.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
}

impl Entry {
    /// The line for a game that ended with `outcome`.
    pub fn of(id: &str, game: GameId, seats: &[SeatInfo], outcome: &Outcome, times: (u64, u64), moves: usize, headline: String) -> Entry {
        let winners = outcome.winners();
        let seats = seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let seat = crate::engine::Seat(i as u8);
                let won = match outcome.kind {
                    OutcomeKind::Coop { won } => won,
                    _ => winners.contains(&seat),
                };
                EntrySeat { name: s.name.clone(), controller: s.controller, won, score: outcome.score.0.get(i).copied().unwrap_or(0) }
            })
            .collect();
        Entry { id: id.to_string(), game, started_ms: times.0, finished_ms: times.1, moves: moves as u32, headline, seats }
    }

    /// From the first move to the last, in words a person reads at a glance:
    /// "under a minute", "25 min", "1 h 5 min", "3 days". It is the time on
    /// the calendar, so a game left for days and finished later says so
    /// (it once read "4320 min"); how long was spent playing is not kept.
    pub fn span_words(&self) -> String {
        let minutes = self.finished_ms.saturating_sub(self.started_ms) / 60_000;
        let (hours, days) = (minutes / 60, minutes / (60 * 24));
        match (days, hours, minutes) {
            (0, 0, 0) => "under a minute".to_string(),
            (0, 0, m) => format!("{m} min"),
            (0, h, m) if m % 60 == 0 => format!("{h} h"),
            (0, h, m) => format!("{h} h {} min", m % 60),
            (d, _, _) => words::count(d as i64, "day", "days"),
        }
    }
}

impl History {
    /// Reads the stored text; says in plain words why not.
    pub fn parse(text: &str) -> Result<History, String> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|_| "the history is not readable text".to_string())?;
        let format = value.get("format").and_then(serde_json::Value::as_u64).unwrap_or(0);
        if format != u64::from(HISTORY_FORMAT) {
            return Err(format!("the history is in format {format}, and this version reads format {HISTORY_FORMAT}"));
        }
        serde_json::from_value(value).map_err(|_| "the history's lines cannot be read".to_string())
    }

    /// Adds `entry`, keeping the newest [`HISTORY_LIMIT`] lines; false when
    /// it was listed already. A game saved again after its end (a note
    /// written) keeps its line and time; one that ended again after an undo
    /// (more moves) replaces it.
    pub fn add(&mut self, entry: Entry) -> bool {
        if self.entries.iter().any(|e| e.id == entry.id && e.moves == entry.moves) {
            return false;
        }
        self.format = HISTORY_FORMAT;
        self.entries.retain(|e| e.id != entry.id);
        self.entries.push(entry);
        self.entries.sort_by_key(|e| e.finished_ms);
        let extra = self.entries.len().saturating_sub(HISTORY_LIMIT);
        self.entries.drain(..extra);
        true
    }

    /// The newest `n` lines, newest first.
    pub fn latest(&self, n: usize) -> Vec<&Entry> {
        self.entries.iter().rev().take(n).collect()
    }

    /// Played and won per player (a name, a person's or the bots'), then
    /// per game, in order of games played (most first, then by name, a
    /// person before a bot of that name).
    pub fn totals(&self) -> Vec<PlayerTotals> {
        let mut by_name: Vec<PlayerTotals> = Vec::new();
        for entry in &self.entries {
            for seat in &entry.seats {
                let bot = matches!(seat.controller, Controller::Bot(_));
                let at = match by_name.iter().position(|p| p.name == seat.name && p.bot == bot) {
                    Some(i) => i,
                    None => {
                        by_name.push(PlayerTotals { name: seat.name.clone(), bot, all: Tally::default(), by_game: Vec::new() });
                        by_name.len() - 1
                    }
                };
                let p = &mut by_name[at];
                count(&mut p.all, seat.won);
                match p.by_game.iter_mut().find(|(g, _)| *g == entry.game) {
                    Some((_, t)) => count(t, seat.won),
                    None => p.by_game.push((entry.game, Tally { played: 1, won: u32::from(seat.won) })),
                }
            }
        }
        by_name.sort_by(|a, b| b.all.played.cmp(&a.all.played).then_with(|| a.name.cmp(&b.name)).then(a.bot.cmp(&b.bot)));
        by_name
    }
}

fn count(t: &mut Tally, won: bool) {
    t.played += 1;
    t.won += u32::from(won);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Line, PerSeat};
    use crate::saves::{SeatColour, SeatShape};

    fn seat(name: &str, controller: Controller) -> SeatInfo {
        SeatInfo { name: name.into(), colour: SeatColour::ALL[0], shape: SeatShape::ALL[0], controller }
    }

    fn ranking(places: &[u8]) -> Outcome {
        Outcome {
            kind: OutcomeKind::Ranking,
            place: PerSeat(places.to_vec()),
            score: PerSeat(places.iter().map(|p| 10 - i32::from(*p)).collect()),
            explanation: vec![Line::new()],
        }
    }

    #[test]
    fn a_game_s_span_reads_in_minutes_hours_or_days() {
        let span = |ms: u64| Entry::of("s", GameId::ExtracZon, &[], &ranking(&[]), (1_000, 1_000 + ms), 1, "x".into()).span_words();
        let minute = 60_000;
        assert_eq!(span(59_999), "under a minute");
        assert_eq!(span(25 * minute), "25 min");
        assert_eq!(span(60 * minute), "1 h");
        assert_eq!(span(65 * minute), "1 h 5 min");
        assert_eq!(span(23 * 60 * minute + 59 * minute), "23 h 59 min");
        assert_eq!(span(24 * 60 * minute), "1 day");
        assert_eq!(span(3 * 24 * 60 * minute + 5), "3 days", "a game left for days and finished later");
    }

    fn entry(id: &str, game: GameId, at: u64, names: &[&str], places: &[u8]) -> Entry {
        let seats: Vec<SeatInfo> = names.iter().map(|n| seat(n, Controller::Human)).collect();
        Entry::of(id, game, &seats, &ranking(places), (at - 100, at), 12, "x".into())
    }

    #[test]
    fn a_game_is_listed_once_and_the_oldest_lines_go_first() {
        let mut h = History::default();
        h.add(entry("a", GameId::ALL[0], 1000, &["Ana", "Ben"], &[0, 1]));
        h.add(entry("b", GameId::ALL[1], 2000, &["Ana", "Ben"], &[1, 0]));
        assert!(!h.add(entry("a", GameId::ALL[0], 1800, &["Ana", "Ben"], &[0, 1])), "saved again after its end: no new line");
        assert_eq!(h.entries[0].finished_ms, 1000, "and the line keeps its time");
        let mut longer = entry("a", GameId::ALL[0], 2500, &["Ana", "Ben"], &[1, 0]);
        longer.moves += 2;
        assert!(h.add(longer), "ended again, later, after an undo");
        assert_eq!(h.entries.iter().map(|e| e.id.as_str()).collect::<Vec<_>>(), ["b", "a"], "the game's line was replaced, not added");
        assert_eq!(h.latest(1)[0].id, "a");
        for i in 0..HISTORY_LIMIT as u64 + 3 {
            h.add(entry(&format!("n{i}"), GameId::ALL[0], 3000 + i, &["Ana"], &[0]));
        }
        assert_eq!(h.entries.len(), HISTORY_LIMIT);
        assert_eq!(h.entries[0].id, "n3", "the three oldest went");
    }

    #[test]
    fn totals_count_games_played_and_won_per_name_and_game() {
        let mut h = History::default();
        let (g0, g1) = (GameId::ALL[0], GameId::ALL[1]);
        h.add(entry("a", g0, 1000, &["Ana", "Ben"], &[0, 1]));
        h.add(entry("b", g0, 2000, &["Ana", "Ben"], &[0, 0]));
        h.add(entry("c", g1, 3000, &["Ben", "Cleo", "Ana"], &[0, 1, 2]));
        let t = h.totals();
        let ana = t.iter().find(|p| p.name == "Ana").unwrap();
        assert_eq!(ana.all, Tally { played: 3, won: 2 });
        assert_eq!(ana.by_game, vec![(g0, Tally { played: 2, won: 2 }), (g1, Tally { played: 1, won: 0 })]);
        assert_eq!(t.last().unwrap().name, "Cleo", "fewest games last");
        // A co-operative game is won or lost by everyone.
        let coop = Outcome { kind: OutcomeKind::Coop { won: true }, ..ranking(&[0, 0]) };
        let e = Entry::of("d", g1, &[seat("Ana", Controller::Human), seat("Ben", Controller::Human)], &coop, (0, 1), 3, "x".into());
        assert!(e.seats.iter().all(|s| s.won));
    }

    /// A person who kept the default name "Ben" and the bot "Ben" of another
    /// evening are two players: the totals had added the bot's games to the
    /// person's (QA).
    #[test]
    fn a_bot_and_a_person_of_one_name_are_counted_apart() {
        let mut h = History::default();
        let g = GameId::ALL[0];
        let bot = Controller::Bot(crate::engine::bot::BotLevel::Easy);
        let seats = |ben: Controller| [seat("Ana", Controller::Human), seat("Ben", ben)];
        h.add(Entry::of("a", g, &seats(Controller::Human), &ranking(&[1, 0]), (0, 1), 5, "x".into()));
        h.add(Entry::of("b", g, &seats(bot), &ranking(&[1, 0]), (2, 3), 5, "x".into()));
        h.add(Entry::of("c", g, &seats(bot), &ranking(&[0, 1]), (4, 5), 5, "x".into()));
        let t = h.totals();
        let ben = |as_bot: bool| t.iter().find(|p| p.name == "Ben" && p.bot == as_bot).map(|p| p.all.clone());
        assert_eq!(ben(false), Some(Tally { played: 1, won: 1 }));
        assert_eq!(ben(true), Some(Tally { played: 2, won: 1 }));
        assert_eq!(t.iter().filter(|p| p.name == "Ana").count(), 1);
    }

    #[test]
    fn the_stored_history_reads_back_and_strangers_are_refused_in_words() {
        let mut h = History::default();
        h.add(entry("a", GameId::ALL[0], 1000, &["Ana"], &[0]));
        let text = serde_json::to_string(&h).unwrap();
        assert_eq!(History::parse(&text).unwrap(), h);
        for (bad, says) in [
            ("{", "not readable"),
            (r#"{"format":9,"entries":[]}"#, "format 9"),
            (r#"{"format":1,"entries":[{"id":3}]}"#, "cannot be read"),
        ] {
            let err = History::parse(bad).unwrap_err();
            assert!(err.contains(says), "{bad}: {err}");
        }
    }

    #[test]
    fn a_second_unreadable_history_is_kept_beside_the_first() {
        let kept = |pairs: &[(&str, &str)]| pairs.iter().map(|(k, t)| (k.to_string(), t.to_string())).collect::<Vec<_>>();
        assert_eq!(set_aside_key(&[], "{"), Some(SET_ASIDE_KEY.to_string()));
        let one = kept(&[(SET_ASIDE_KEY, "{")]);
        assert_eq!(set_aside_key(&one, "{"), None, "the same text is not kept twice");
        assert_eq!(set_aside_key(&one, "[").as_deref(), Some("endgames.history.unreadable.2"));
        // After the highest, even with the first deleted: nothing is replaced.
        let later = kept(&[("endgames.history.unreadable.3", "a"), ("endgames.history.unreadable.2", "b")]);
        assert_eq!(set_aside_key(&later, "c").as_deref(), Some("endgames.history.unreadable.4"));
        for (key, n) in [(SET_ASIDE_KEY, Some(1)), ("endgames.history.unreadable.12", Some(12))] {
            assert_eq!(set_aside_number(key), n, "{key}");
        }
        let others = ["endgames.history", "endgames.history.unreadable.1", "endgames.history.unreadable.x", "endgames.history.unreadablex"];
        for other in others {
            assert_eq!(set_aside_number(other), None, "{other}");
        }
    }
}
