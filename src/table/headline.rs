//! The result of a game in one line, as the end screen shows it and the
//! table's history keeps it. Pure, so its words are tested natively.

use crate::engine::words::count;
use crate::engine::{Outcome, OutcomeKind};
use crate::saves::{seat_name, SeatInfo};

/// "Ana and Ben" / "Ana, Ben and Cleo".
pub fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The result in one line, for every kind of ending.
pub fn headline(outcome: &Outcome, seats: &[SeatInfo]) -> String {
    let winners = outcome.winners();
    let winner_names: Vec<String> = winners.iter().map(|s| seat_name(seats, *s)).collect();
    match &outcome.kind {
        OutcomeKind::Coop { won: true } => "You won together!".to_string(),
        OutcomeKind::Coop { won: false } => "You lost together this time.".to_string(),
        OutcomeKind::Solo { grade } => {
            let who = winners.first().or(outcome.place.seats().next().as_ref()).map(|s| seat_name(seats, *s)).unwrap_or_default();
            let score = outcome.score.0.first().copied().unwrap_or(0);
            match grade {
                Some(g) => format!("{who} finished with {}: {g}", count(score, "point", "points")),
                None => format!("{who} finished with {}", count(score, "point", "points")),
            }
        }
        OutcomeKind::Teams { team } => {
            let teams: Vec<u8> = winners.iter().filter_map(|s| team.0.get(s.index()).copied()).collect();
            // More than one team among the winners: some winner's team is not
            // the first's (a sort and dedup would cost 2 KB of wasm for this).
            let tie = teams.iter().any(|t| Some(t) != teams.first());
            match (tie, winner_names.as_slice()) {
                (_, []) => "Nobody at the table wins.".to_string(),
                (true, _) => format!("A tie between the teams: {}", join_names(&winner_names)),
                // A team of one at the table (The End Is Nigh's lone fanatic).
                (_, [one]) => format!("{one} wins!"),
                _ => format!("{} win as a team!", join_names(&winner_names)),
            }
        }
        OutcomeKind::Ranking => match winner_names.as_slice() {
            [] => "The game is over.".to_string(),
            [one] => format!("{one} wins!"),
            _ => format!("{} share first place!", join_names(&winner_names)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PerSeat;
    use crate::saves::{Controller, SeatColour, SeatShape};

    fn seats(names: &[&str]) -> Vec<SeatInfo> {
        let seat = |n: &&str| SeatInfo {
            name: n.to_string(),
            colour: SeatColour::Orange,
            shape: SeatShape::Circle,
            controller: Controller::Human,
        };
        names.iter().map(seat).collect()
    }

    fn teams(team: Vec<u8>, place: Vec<u8>) -> Outcome {
        let score = place.iter().map(|p| i32::from(*p == 0)).collect();
        Outcome { kind: OutcomeKind::Teams { team: PerSeat(team) }, place: PerSeat(place), score: PerSeat(score), explanation: vec![] }
    }

    #[test]
    fn a_team_names_its_winners() {
        let table = seats(&["Ana", "Ben", "Cleo", "Dev"]);
        assert_eq!(headline(&teams(vec![0, 1, 0, 1], vec![0, 1, 0, 1]), &table), "Ana and Cleo win as a team!");
    }

    #[test]
    fn a_team_of_one_wins_alone() {
        // The End Is Nigh at three: Ben the one fanatic, his cult got in.
        let table = seats(&["Ana", "Ben", "Cleo"]);
        assert_eq!(headline(&teams(vec![0, 1, 0], vec![1, 0, 1]), &table), "Ben wins!");
    }

    #[test]
    fn winners_of_two_teams_are_a_tie_however_the_seats_interleave() {
        let table = seats(&["Ana", "Ben", "Cleo", "Dev"]);
        assert_eq!(headline(&teams(vec![0, 1, 0, 1], vec![0, 0, 0, 0]), &table), "A tie between the teams: Ana, Ben, Cleo and Dev");
    }

    #[test]
    fn nobody_at_the_table_wins_when_no_seat_placed_first() {
        let table = seats(&["Ana", "Ben"]);
        assert_eq!(headline(&teams(vec![0, 0], vec![1, 1]), &table), "Nobody at the table wins.");
    }

    #[test]
    fn names_are_joined_as_a_sentence_joins_them() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(join_names(&names(&["Ana"])), "Ana");
        assert_eq!(join_names(&names(&["Ana", "Ben", "Cleo"])), "Ana, Ben and Cleo");
    }
}
