//! What other seats may learn of a species' gene cards: only what the rules
//! make public. A migration's mobility left and a reproduction's room stay
//! in the owner's view; the log lines of a gene change and of newborns
//! tell others nothing secret.

use super::support::*;
use endgames::engine::{Game, Viewer};
use endgames::games::extinction::cards::{Act, Gene};
use endgames::games::extinction::log::{describe, gene_card};
use endgames::games::extinction::map::Habitat;
use endgames::games::extinction::prompt::prompt;
use endgames::games::extinction::{Action, Event, Extinction, Phase};

/// Seat 0 with a cube of 4 on inland woodland, Habitat & Mobility card
/// `card`, about to migrate; seat 1 far away.
fn about_to_migrate(card: u8) -> (Extinction, u8) {
    let mut g = game(2);
    give(&mut g, S0, Gene::HabitatMobility, card);
    let (centre, _) = inland(Habitat::Woodland);
    put(&mut g, S0, centre, 4);
    put(&mut g, S1, super::moves::far_from(centre), 1);
    set_phase(&mut g, Phase::Genes { seat: S0, changed: Vec::new() });
    g.table.plan = vec![Act::Migrate];
    act(&mut g, S0, Action::Done);
    (g, centre)
}

#[test]
fn a_rival_sees_the_mobility_spent_never_the_mobility_left() {
    let mut seen = Vec::new();
    for mobility in [20, 40] {
        let (mut g, centre) = about_to_migrate(habitat_card(mobility, Habitat::Woodland));
        act(&mut g, S0, Action::Lift { hex: centre });
        act(&mut g, S0, Action::Size { count: 2 });
        let to = g.legal_actions(S0).iter().find_map(|a| if let Action::Step { to } = a { Some(*to) } else { None }).unwrap();
        act(&mut g, S0, Action::Step { to });
        let own = g.view(Viewer::Seat(S0));
        assert_eq!(own.mobility_left(), Some(mobility - 2));
        assert!(prompt(&own, &[]).contains(&format!("Mobility left: {}.", mobility - 2)), "{}", prompt(&own, &[]));
        for viewer in [Viewer::Seat(S1), Viewer::Table] {
            let v = g.view(viewer);
            assert_eq!(v.mobility_left(), None);
            let text = prompt(&v, &[]);
            assert!(text.contains("Mobility spent so far: 2.") && !text.contains("left"), "{text}");
        }
        seen.push((g.view(Viewer::Seat(S1)), g.view(Viewer::Table)));
    }
    assert_eq!(seen[0], seen[1], "a rival's view is the same whether the mover has mobility 20 or 40");
}

/// Seat 0 with a cube of 3 on inland woodland and one of 3 on inland
/// meadow far from it, rate 1.0, Habitat & Mobility card `card`, about to reproduce.
fn about_to_reproduce(card: u8) -> (Extinction, u8, u8) {
    let mut g = game(2);
    give(&mut g, S0, Gene::Reproduction, rate_card(10));
    give(&mut g, S0, Gene::HabitatMobility, card);
    let (wood, _) = inland(Habitat::Woodland);
    let far = |h: &u8| endgames::games::extinction::map::distance(*h, wood);
    let meadow = hexes_of(Habitat::Meadow).into_iter().max_by_key(far).unwrap();
    put(&mut g, S0, wood, 3);
    put(&mut g, S0, meadow, 3);
    put(&mut g, S1, super::moves::far_from(wood), 1);
    set_phase(&mut g, Phase::Genes { seat: S0, changed: Vec::new() });
    g.table.plan = vec![Act::Reproduce];
    act(&mut g, S0, Action::Done);
    (g, wood, meadow)
}

#[test]
fn a_rival_sees_how_many_newborns_never_where_they_may_go() {
    let mut seen = Vec::new();
    for (habitat, optimal) in [(Habitat::Woodland, 0), (Habitat::Meadow, 1)] {
        let (g, wood, meadow) = about_to_reproduce(habitat_card(40, habitat));
        assert!(matches!(g.table.phase, Phase::Reproduce { left: 3, .. }), "3 parents at 1.0 either way");
        let nursery = g.view(Viewer::Seat(S0)).nursery.expect("the owner sees its nursery");
        let (home, other) = if optimal == 0 { (wood, meadow) } else { (meadow, wood) };
        assert!(nursery.contains(&home) && !nursery.contains(&other), "{nursery:?}");
        assert_eq!(nursery, g.room);
        for viewer in [Viewer::Seat(S1), Viewer::Table] {
            let v = g.view(viewer);
            assert_eq!(v.nursery, None);
            assert!(!serde_json::to_string(&v).unwrap().contains(&format!("{nursery:?}").replace(' ', "")));
        }
        seen.push((g.view(Viewer::Seat(S1)), g.view(Viewer::Table)));
    }
    assert_eq!(seen[0], seen[1], "a rival's view is the same whichever habitat breeds");
}

#[test]
fn a_gene_change_reads_to_others_without_either_card() {
    let names: Vec<String> = vec!["Ana".into(), "Ben".into()];
    let mut g = game(2);
    set_phase(&mut g, Phase::Genes { seat: S0, changed: Vec::new() });
    for gene in [Gene::Predator, Gene::HabitatMobility, Gene::Reproduction, Gene::Defense] {
        let events = act(&mut g, S0, Action::ChangeGene { gene });
        let e = events.iter().find(|e| matches!(e, Event::GeneChanged { .. })).expect("a gene change event");
        let Event::GeneChanged { old: Some(old), new: Some(new), .. } = *e else { panic!("the event carries both cards") };
        let (old_words, new_words) = (gene_card(gene, old), gene_card(gene, new));
        // Positive control: the owner reads its new card.
        let mine = describe(&Extinction::redact_event(e, Viewer::Seat(S0)).unwrap(), &names);
        assert!(mine.contains(&new_words), "{mine}");
        for viewer in [Viewer::Seat(S1), Viewer::Table] {
            let seen = Extinction::redact_event(e, viewer).unwrap();
            assert_eq!(seen, Event::GeneChanged { seat: S0, gene, old: None, new: None });
            let text = describe(&seen, &names);
            assert!(text.contains(gene.name()), "which deck is public: {text}");
            assert!(!text.contains(&old_words) && !text.contains(&new_words), "{text}");
        }
    }
}

#[test]
fn newborns_read_to_others_without_parents_or_rate() {
    let names: Vec<String> = vec!["Ana".into(), "Ben".into()];
    let mut g = game(2);
    give(&mut g, S0, Gene::Reproduction, rate_card(6));
    give(&mut g, S0, Gene::HabitatMobility, habitat_card(40, Habitat::Woodland));
    let woods = hexes_of(Habitat::Woodland);
    for (i, n) in [4, 5, 4].into_iter().enumerate() {
        put(&mut g, S0, woods[i], n);
    }
    put(&mut g, S1, hexes_of(Habitat::Lake)[3], 1);
    set_phase(&mut g, Phase::Genes { seat: S0, changed: Vec::new() });
    g.table.plan = vec![Act::Reproduce];
    let events = act(&mut g, S0, Action::Done);
    let e = events.iter().find(|e| matches!(e, Event::Newborns { .. })).expect("a newborns event");
    // Positive control: the owner reads 13 parents at rate 0.6.
    let mine = describe(&Extinction::redact_event(e, Viewer::Seat(S0)).unwrap(), &names);
    assert!(mine.contains("13") && mine.contains("0.6") && mine.contains("8 newborns"), "{mine}");
    for viewer in [Viewer::Seat(S1), Viewer::Table] {
        let seen = Extinction::redact_event(e, viewer).unwrap();
        assert!(matches!(seen, Event::Newborns { parents: None, rate: None, newborns: 8, .. }), "{seen:?}");
        let text = describe(&seen, &names);
        assert!(text.contains("8 newborns") && !text.contains("13") && !text.contains("0.6") && !text.contains("optimal"), "{text}");
    }
}
