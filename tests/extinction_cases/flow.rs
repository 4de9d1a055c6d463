//! The spinner, the order of play, gene changes, the end of the game and
//! what each seat may see.

use super::support::*;
use endgames::engine::{Game, GameEvent, GameRng, Seat, ToAct, Viewer};

const S3: Seat = Seat(3);
use endgames::games::extinction::cards::{Act, Gene, SPINNER};
use endgames::games::extinction::words::died_order;
use endgames::games::extinction::{Action, DiedOut, Event, Extinction, Phase, Setup};

#[test]
fn the_spinner_has_the_known_twelve_segments_and_a_spin_starts_the_first_of_the_pair() {
    assert_eq!(SPINNER.len(), 12);
    assert_eq!(SPINNER.iter().filter(|p| **p == (Act::Reproduce, Act::Migrate)).count(), 3);
    let mut g = game(2);
    put(&mut g, S0, 0, 3);
    put(&mut g, S1, 50, 3);
    let events = act(&mut g, S0, Action::Spin);
    let Some(Event::Spun { first, second, .. }) = events.first().cloned() else { panic!("{events:?}") };
    assert!(events[0].reveals(), "a spin cannot be undone");
    assert_eq!(g.table.spun_pair(), Some((first, second)));
}

/// The segment spun, not only its pair, stays the turn's until it ends: the
/// wheel and the line over the map show its number, and a pair on two or
/// three segments had shown the first of them after the turn's first action
/// ("Ana spins 8" in the log, "Spun 2" on the wheel).
#[test]
fn the_segment_spun_is_kept_through_the_turn_whichever_segments_share_its_pair() {
    let (mut spins, mut shared) = (0, 0);
    for seed in 0..20 {
        let mut g = Extinction::new(&Setup { players: 3, rounds: 12 }, seed).expect("valid");
        let mut pick = GameRng::from_seed(seed);
        let mut spun: Option<u8> = None;
        for _ in 0..20_000 {
            let Some(seat) = g.table.phase.seat() else { break };
            if matches!(g.table.phase, Phase::Spin { .. }) {
                let events = act(&mut g, seat, Action::Spin);
                let Some(Event::Spun { segment, first, second, .. }) = events.first().cloned() else { panic!("{events:?}") };
                let first_with_pair = SPINNER.iter().position(|p| *p == (first, second)).unwrap() as u8;
                (spins, shared) = (spins + 1, shared + usize::from(segment != first_with_pair));
                spun = Some(segment);
            } else {
                // Every step of the turn, until the next seat spins.
                assert_eq!(g.table.spun, spun, "seed {seed}: {:?}", g.table.phase);
                let legal = g.legal_actions(seat);
                let any = legal[pick.below(legal.len())].clone();
                act(&mut g, seat, any);
            }
            if matches!(g.table.phase, Phase::Spin { .. }) {
                spun = None;
            }
        }
    }
    // Positive control: many spins, and some on a later segment of a shared pair.
    assert!(spins > 200 && shared > 20, "{spins} spins, {shared} on a pair's later segment");
}

#[test]
fn optional_actions_may_be_declined_and_required_ones_may_not() {
    let mut g = game(2);
    put(&mut g, S0, 0, 3);
    set_phase(&mut g, Phase::Genes { seat: S0 });
    assert!(g.legal_actions(S0).contains(&Action::Done));
    set_phase(&mut g, Phase::Barrier { seat: S0, pick: None });
    assert!(!g.legal_actions(S0).contains(&Action::Done));
    set_phase(&mut g, Phase::Draw { seat: S0 });
    assert_eq!(g.legal_actions(S0), vec![Action::Draw]);
}

#[test]
fn genes_change_one_to_four_decks_each_once_old_card_under_the_deck() {
    let mut g = game(2);
    put(&mut g, S0, 0, 3);
    set_phase(&mut g, Phase::Genes { seat: S0 });
    let old = g.genes[S0].unwrap()[Gene::Predator.index()];
    let top = *g.gene_decks[Gene::Predator.index()].last().unwrap();
    act(&mut g, S0, Action::ChangeGene { gene: Gene::Predator });
    assert_eq!(g.genes[S0].unwrap()[Gene::Predator.index()], top, "the new card comes from the top");
    assert_eq!(g.gene_decks[Gene::Predator.index()][0], old, "the old card went under the deck");
    refused(&g, S0, Action::ChangeGene { gene: Gene::Predator });
    for gene in [Gene::Defense, Gene::Tolerance, Gene::Crossing] {
        act(&mut g, S0, Action::ChangeGene { gene });
    }
    assert_eq!(g.table.phase, Phase::Spin { seat: S1 }, "four changes end the action");
}

#[test]
fn the_round_limit_ends_the_game_scored_by_cubes_showing_one_to_four() {
    let mut g = game(3);
    g.table.setup.rounds = 1;
    put(&mut g, S0, 0, 4);
    put(&mut g, S0, 1, 6);
    put(&mut g, S1, 20, 3);
    put(&mut g, S1, 21, 3);
    put(&mut g, S2, 40, 5);
    put(&mut g, S2, 41, 1);
    set_phase(&mut g, Phase::Genes { seat: S2 });
    act(&mut g, S2, Action::Done);
    let ToAct::Over(o) = g.to_act() else { panic!("the last seat of round 1 ended the game") };
    assert_eq!(o.score.0, vec![4, 6, 1], "6s and 5s do not count");
    assert_eq!(o.place.0, vec![1, 0, 2]);
    assert!(o.explanation[0].to_string().contains("time limit"));
    assert!(o.explanation[1].to_string().starts_with("Player 2"));
}

/// Two species died out in round 1 of a four-seat game, one turn apart:
/// both rank under the living, the later one above the earlier, and the
/// end names the round (the game counts rounds, never turns) and which of
/// the two died out first, which is what ranks them.
#[test]
fn the_extinct_rank_by_when_they_died_out_and_the_end_names_the_round() {
    let mut g = game(4);
    g.table.setup.rounds = 1;
    put(&mut g, S0, 0, 4);
    put(&mut g, S3, 40, 2);
    g.table.extinct_at[S1] = Some(DiedOut { turn: 2, round: 1 });
    g.table.extinct_at[S2] = Some(DiedOut { turn: 1, round: 1 });
    set_phase(&mut g, Phase::Genes { seat: S3 });
    act(&mut g, S3, Action::Done);
    let ToAct::Over(o) = g.to_act() else { panic!("the last seat of round 1 ended the game") };
    assert_eq!(o.place.0, vec![0, 2, 3, 1]);
    let lines: Vec<String> = o.explanation.iter().map(|l| l.to_string()).collect();
    assert!(lines[3].ends_with(": died out in round 1, the second of 2 to die out that round"), "{lines:?}");
    assert!(lines[4].ends_with(": died out in round 1, the first of 2 to die out that round"), "{lines:?}");
    assert!(!lines.iter().any(|l| l.contains("turn")), "{lines:?}");
    // Alone in its round, a species needs no order; on the same turn, no
    // order ranks them (they share a place).
    let mut at = g.table.extinct_at.clone();
    at[S2] = Some(DiedOut { turn: 2, round: 1 });
    assert_eq!(died_order(&at, DiedOut { turn: 2, round: 1 }), ", with 1 other species on the same turn");
    at[S2] = Some(DiedOut { turn: 0, round: 0 });
    assert_eq!(died_order(&at, DiedOut { turn: 2, round: 1 }), "");
}

#[test]
fn an_extinct_species_is_skipped_and_ranked_below_the_living() {
    let mut g = game(3);
    put(&mut g, S0, 0, 2);
    put(&mut g, S2, 40, 2);
    g.table.extinct_at[S1] = Some(DiedOut { turn: 1, round: 1 });
    set_phase(&mut g, Phase::Genes { seat: S0 });
    act(&mut g, S0, Action::Done);
    assert_eq!(g.table.phase, Phase::Spin { seat: S2 }, "seat 2's player is out");
}

#[test]
fn each_seat_sees_its_own_genes_only_and_rivals_read_redacted_events() {
    let mut g = Extinction::new(&Setup { players: 3, rounds: 12 }, 8).unwrap();
    let mut rng = GameRng::from_seed(1);
    let mut dealt = Vec::new();
    while g.table.round == 0 {
        let seat = g.to_act().seats()[0];
        let legal = g.legal_actions(seat);
        let a = legal.last().unwrap().clone();
        dealt.extend(g.apply(seat, &a).unwrap());
        let _ = rng.below(2);
    }
    let v = g.view(Viewer::Seat(S1));
    assert_eq!(v.genes, g.genes[S1]);
    assert_eq!(g.view(Viewer::Table).genes, None);
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("\"hands\""), "no field for other hands");
    for e in dealt.iter().filter(|e| matches!(e, Event::GenesDealt { .. })) {
        let Event::GenesDealt { seat, .. } = e else { unreachable!() };
        let seen = Extinction::redact_event(e, Viewer::Seat(S1)).unwrap();
        assert_eq!(matches!(seen, Event::GenesDealt { cards: Some(_), .. }), *seat == S1);
    }
    // A bot's sample keeps its own cards and draws the rest.
    let sample = Extinction::determinize(&v, &mut rng);
    assert_eq!(sample.genes[S1], g.genes[S1]);
    assert_eq!(sample.view(Viewer::Seat(S1)), v);
    let _ = Seat(0);
}

#[test]
fn every_event_reads_in_plain_words_for_every_viewer() {
    let names: Vec<String> = vec!["Ana".into(), "Ben".into(), "Cy".into()];
    let mut g = Extinction::new(&Setup { players: 3, rounds: 3 }, 21).unwrap();
    let mut rng = GameRng::from_seed(4);
    while let Some(&seat) = g.to_act().seats().first() {
        let a = endgames::engine::bot::random_action(&g, seat, &mut rng).unwrap();
        for e in g.apply(seat, &a).unwrap() {
            for viewer in [Viewer::Seat(S0), Viewer::Table] {
                let seen = Extinction::redact_event(&e, viewer).unwrap();
                let text = describe(&seen, &names);
                assert!(!text.is_empty() && !text.contains("Player "), "{text}");
            }
        }
    }
}

/// The dock's "Another hex" is the undo of a chosen hex (`chosen_hex`):
/// in seeded games with every seat human, each time a hex is chosen for
/// founders, newborns, a barrier or a group to lift, its seat may take it
/// back, and doing so leaves the same seat to choose again with nothing
/// chosen. Every kind of choice must be met, or the check proved nothing.
#[test]
fn every_chosen_hex_can_be_taken_back_to_choose_again() {
    use endgames::engine::bot::random_action;
    use endgames::games::extinction::prompt::chosen_hex;
    use endgames::saves::{Controller, SeatColour, SeatInfo, SeatShape};
    use endgames::table::session::{Session, SessionAction};

    let mut met = [0usize; 4];
    for seed in 0..12u64 {
        let players = 2 + (seed % 3) as u8;
        let seats = (0..usize::from(players))
            .map(|i| SeatInfo {
                name: format!("P{i}"),
                colour: SeatColour::ALL[i],
                shape: SeatShape::ALL[i],
                controller: Controller::Human,
            })
            .collect();
        let setup = Setup { players, rounds: 3 };
        let mut s = Session::<Extinction>::start(format!("g{seed}"), seats, setup, seed, 0).expect("starts");
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..3000 {
            let Some(&seat) = s.game.to_act().seats().first() else { break };
            if let Some(hex) = chosen_hex(&s.game.table.phase) {
                met[match s.game.table.phase {
                    Phase::Founding { .. } => 0,
                    Phase::Reproduce { .. } => 1,
                    Phase::Barrier { .. } => 2,
                    _ => 3,
                }] += 1;
                assert!(s.can_undo(seat), "seed {seed}: hex {hex} chosen in {:?}, but it cannot be taken back", s.game.table.phase);
                let mut back = s.clone();
                back.apply(SessionAction::Undo { seat });
                assert_eq!(back.record.actions.len() + 1, s.record.actions.len(), "seed {seed}: one action taken back");
                assert_eq!(chosen_hex(&back.game.table.phase), None, "seed {seed}: {:?}", back.game.table.phase);
                assert_eq!(back.game.to_act().seats().first(), Some(&seat), "seed {seed}: the same seat chooses again");
            }
            let action = random_action(&s.game, seat, &mut rng).expect("a move");
            s.apply(SessionAction::Play { seat, action, at: s.record.actions.len() });
        }
    }
    assert!(met.iter().all(|&n| n > 0), "chosen hexes met (founders, newborns, barrier, lift): {met:?}");
}
