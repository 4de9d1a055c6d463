//! Scoring exactly as the rulebook words it, with every tiebreak, and the
//! explanation lines that show it.

use super::support::*;

fn scores(g: &Extrication) -> Vec<i32> {
    g.to_act().outcome().expect("over").score.0.clone()
}

fn places(g: &Extrication) -> Vec<u8> {
    g.to_act().outcome().expect("over").place.0.clone()
}

#[test]
fn supported_cohorts_score_and_cohorts_beyond_the_organic_value_cost() {
    let mut g = bare(2);
    // A: 5 Cohorts, 2 Organic cubes (value 4): 4 supported, 1 beyond: +4 -1, and most supported +5.
    g.give_launched(A, SKIFF, 2, 5, 2);
    // B: 2 Cohorts, 3 Organic cubes (value 6): 2 supported: +2.
    g.give_launched(B, SKIFF, 1, 2, 3);
    finish(&mut g);
    assert_eq!(scores(&g), vec![8, 2]);
    let lines = explanation(&g);
    assert!(
        lines[0].contains("Player 1: 5 Cohorts launched against an organic value of 4: 4 supported (+4), 1 beyond it (\u{2212}1)"),
        "{lines:?}"
    );
    // Nothing beyond and no set: a bare 0, never "-0" or "+0".
    assert!(lines[1].contains("2 supported (+2), 0 beyond it (0); no full science set = 2 prestige."), "{lines:?}");
    assert!(lines[0].ends_with("most supported Cohorts (+5) = 8 prestige."), "{lines:?}");
    assert!(lines.iter().any(|l| l == "Most supported Cohorts (4): Player 1 gets +5."), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "Player 1 wins with 8 prestige.");
}

#[test]
fn a_player_with_cohorts_and_no_organics_loses_a_point_each() {
    let mut g = bare(2);
    g.give_launched(A, SKIFF, 1, 3, 0);
    finish(&mut g);
    assert_eq!(scores(&g), vec![-3, 0]);
    assert!(explanation(&g).iter().any(|l| l.contains("nobody gets the bonus")));
}

#[test]
fn one_full_science_set_scores_three_and_a_second_five_more() {
    let mut g = bare(3);
    for s in Science::ALL {
        g.give_science(A, s, 1);
        g.give_science(B, s, 2);
    }
    // C has nine tokens, one short of two sets: one set.
    for s in Science::ALL {
        g.give_science(C, s, if s == Science::Ai { 1 } else { 2 });
    }
    finish(&mut g);
    assert_eq!(scores(&g), vec![3, 8, 3]);
    let lines = explanation(&g);
    assert!(lines[1].contains("2 full science sets (+8)"), "{lines:?}");
}

#[test]
fn tied_most_supported_cohorts_each_get_the_bonus() {
    let mut g = bare(3);
    g.give_launched(A, SKIFF, 1, 3, 2);
    g.give_launched(B, SKIFF, 1, 3, 3);
    g.give_launched(C, SKIFF, 1, 2, 1);
    finish(&mut g);
    assert_eq!(scores(&g), vec![8, 8, 2]);
    assert!(explanation(&g).iter().any(|l| l == "Most supported Cohorts (3): Player 1 and Player 2, tied, each get +5."));
}

#[test]
fn cargo_on_a_ship_that_never_launched_counts_for_nothing() {
    let mut g = bare(2);
    g.dock(A, Pad::Large, ARK, 5, 2, 0);
    g.give_launched(B, SKIFF, 1, 1, 1);
    finish(&mut g);
    assert_eq!(scores(&g), vec![0, 6]);
}

#[test]
fn a_prestige_tie_goes_to_the_most_cohorts() {
    let mut g = bare(3);
    // C: 6 Cohorts, value 6: 6 supported, the most: 6 + 5 = 11.
    g.give_launched(C, SKIFF, 1, 6, 3);
    // A: 4 Cohorts, value 4: 4.
    g.give_launched(A, SKIFF, 1, 4, 2);
    // B: 3 Cohorts, value 2: 2 - 1 = 1, and a full set: 4.
    g.give_launched(B, SKIFF, 1, 3, 1);
    for s in Science::ALL {
        g.give_science(B, s, 1);
    }
    finish(&mut g);
    assert_eq!(scores(&g), vec![4, 4, 11]);
    assert_eq!(places(&g), vec![1, 2, 0]);
    let lines = explanation(&g);
    let tie = lines.iter().position(|l| l == "Tied on 4 prestige: Player 1 and Player 2.").expect("tie line");
    assert_eq!(lines[tie + 1], "Tiebreak, most Citizen Cohorts: Player 1 4, Player 2 3.");
    assert!(!lines.iter().any(|l| l.contains("most Science tiles")), "later tiebreaks unused: {lines:?}");
}

#[test]
fn ties_on_prestige_break_by_cohorts_then_science_tiles_then_ships() {
    // Each launches 2 Cohorts with no Organics (-2) and holds a full set (+3): 1 each.
    let mut g = bare(3);
    g.give_launched(A, SKIFF, 1, 2, 0);
    g.give_launched(B, SKIFF, 1, 2, 0);
    g.give_launched(C, SKIFF, 2, 2, 0);
    for s in Science::ALL {
        for seat in [A, B, C] {
            g.give_science(seat, s, 1);
        }
    }
    g.give_science(B, Science::Ai, 1); // B: one more Science tile than A
    g.give_science(C, Science::Ai, 1); // C: as many as B, and one more ship
    finish(&mut g);
    assert_eq!(scores(&g), vec![1, 1, 1]);
    assert_eq!(places(&g), vec![2, 1, 0], "A: fewest Science tiles; C: more ships than B");
    let lines = explanation(&g);
    let tie = lines.iter().position(|l| l == "Tied on 1 prestige: Player 1, Player 2 and Player 3.").expect("tie line");
    assert_eq!(lines[tie + 1], "Tiebreak, most Citizen Cohorts: Player 1 2, Player 2 2, Player 3 2.");
    assert_eq!(lines[tie + 2], "Tiebreak, most Science tiles: Player 1 5, Player 2 6, Player 3 6.");
    assert_eq!(lines[tie + 3], "Tiebreak, most Ships launched: Player 2 1, Player 3 2.");
    assert_eq!(lines.last().unwrap(), "Player 3 wins with 1 prestige.");
}

#[test]
fn a_tie_through_every_tiebreak_shares_the_place() {
    let mut g = bare(2);
    for seat in [A, B] {
        g.give_launched(seat, SKIFF, 1, 3, 0); // -3
        for s in Science::ALL {
            g.give_science(seat, s, 1); // +3
        }
    }
    finish(&mut g);
    assert_eq!(scores(&g), vec![0, 0]);
    assert_eq!(places(&g), vec![0, 0]);
    let lines = explanation(&g);
    assert!(lines.iter().any(|l| l == "Still tied after every tiebreak: Player 1 and Player 2 share the place."), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "Player 1 and Player 2 share the win with 0 prestige.");
}

#[test]
fn the_explanation_names_seats_as_parts_not_words() {
    let mut g = bare(2);
    g.give_launched(A, SKIFF, 1, 2, 1);
    finish(&mut g);
    let outcome = g.to_act().outcome().cloned().unwrap();
    let named: Vec<String> = outcome.explanation.iter().map(|l| l.render(|s| ["Ana", "Bo"][s.index()].to_string())).collect();
    assert!(named[0].starts_with("Ana: 2 Cohorts launched"), "{named:?}");
    assert!(named.iter().all(|l| !l.contains("Player")), "{named:?}");
}
