//! What other seats may learn of a species' gene cards: only what the rules
//! make public. A migration's mobility left and a reproduction's room stay
//! in the owner's view; the log lines of a gene change and of newborns
//! tell others nothing secret.

use super::support::*;
use endgames::engine::{Game, GameRng, Seat, Viewer};
use endgames::games::extinction::cards::{Act, Gene, HABITAT_MOBILITY};
use endgames::games::extinction::map::{hex_name, Habitat};
use endgames::games::extinction::words::{gene_card, mobility_seen, rates_seen};
use endgames::games::extinction::{Action, Event, Extinction, Phase};

/// Seat 0 with a cube of 4 on inland woodland, Habitat & Mobility card
/// `card`, migrating; seat 1 far away.
fn about_to_migrate(card: u8) -> (Extinction, u8) {
    let mut g = game(2);
    let centre = ready_to_migrate(&mut g, card, 4);
    act(&mut g, S0, Action::Done);
    (g, centre)
}

/// Gives seat 0 Habitat & Mobility card `card` and `cubes` on an inland
/// woodland hex (returned), seat 1 a cube far away, and brings seat 0 to the
/// end of its gene changes with only a migration planned.
fn ready_to_migrate(g: &mut Extinction, card: u8, cubes: u8) -> u8 {
    give(g, S0, Gene::HabitatMobility, card);
    let (centre, _) = inland(Habitat::Woodland);
    put(g, S0, centre, cubes);
    put(g, S1, super::moves::far_from(centre), 1);
    set_phase(g, Phase::Genes { seat: S0 });
    g.table.plan = vec![Act::Migrate];
    centre
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
        assert!(prompt(&own).contains(&format!("Mobility left: {}.", mobility - 2)), "{}", prompt(&own));
        for viewer in [Viewer::Seat(S1), Viewer::Table] {
            let v = g.view(viewer);
            assert_eq!(v.mobility_left(), None);
            let text = prompt(&v);
            assert!(text.contains("Mobility spent so far: 2.") && !text.contains("left"), "{text}");
        }
        seen.push((g.view(Viewer::Seat(S1)), g.view(Viewer::Table)));
    }
    assert_eq!(seen[0], seen[1], "a rival's view is the same whether the mover has mobility 20 or 40");
}

#[test]
fn a_rival_that_migrated_far_is_sampled_with_the_mobility_it_showed() {
    // Seat 0 (mobility 40) moves a group of 4 six steps: 24 spent.
    let (mut g, centre) = about_to_migrate(habitat_card(40, Habitat::Woodland));
    act(&mut g, S0, Action::Lift { hex: centre });
    act(&mut g, S0, Action::Size { count: 4 });
    for _ in 0..6 {
        let to = g.legal_actions(S0).iter().find_map(|a| if let Action::Step { to } = a { Some(*to) } else { None }).unwrap();
        act(&mut g, S0, Action::Step { to });
    }
    // A save made mid-migration before `moved` was kept: the mobility spent still binds.
    let mut old_save = g.clone();
    old_save.table.known[S0].moved = 0;
    let mobility = |s: &Extinction| HABITAT_MOBILITY[usize::from(s.genes[S0].unwrap()[Gene::HabitatMobility.index()])].mobility;
    assert_eq!(samples_where(&old_save, S1, 200, |s| mobility(s) == 40), 200);
    act(&mut g, S0, Action::Settle);
    act(&mut g, S0, Action::Done);
    assert_eq!(g.table.known[S0].moved, 24, "kept once the migration is over");
    let said = mobility_seen(g.table.known[S0].moved);
    assert_eq!(said.as_deref(), Some("Spent 24 mobility in one migration: its mobility is 40"), "what its rival's panel says");
    set_phase(&mut g, Phase::Genes { seat: S1 });
    assert_eq!(samples_where(&g, S1, 200, |s| mobility(s) == 40), 200, "every sample can move that far");
    // Control: with the migration forgotten, most samples could not.
    let mut blind = g.clone();
    blind.table.known[S0].moved = 0;
    let lucky = samples_where(&blind, S1, 200, |s| mobility(s) == 40);
    assert!(lucky < 130, "{lucky} of 200 samples had mobility 40 by chance");
    // Changing the card forgets it; changing another does not.
    let mut other = g.clone();
    set_phase(&mut other, Phase::Genes { seat: S0 });
    act(&mut other, S0, Action::ChangeGene { gene: Gene::Predator });
    assert_eq!(other.table.known[S0].moved, 24);
    let mut changed = g.clone();
    set_phase(&mut changed, Phase::Genes { seat: S0 });
    act(&mut changed, S0, Action::ChangeGene { gene: Gene::HabitatMobility });
    assert_eq!(changed.table.known[S0].moved, 0);
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
    set_phase(&mut g, Phase::Genes { seat: S0 });
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
    set_phase(&mut g, Phase::Genes { seat: S0 });
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
            // A player, not a thing: "their", as every other game's log says it.
            assert_eq!(text, format!("Ana changes their {} card.", gene.name()));
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
    set_phase(&mut g, Phase::Genes { seat: S0 });
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

// A species that cannot migrate or compete is asked all the same, and its
// moves end only when it says so; its newborns read as the count placed.
// Each test builds two games that differ only in one of seat 0's gene cards
// and checks that seat 1 and the table see the same view, prompt and log.

use endgames::games::extinction::cards::{Barrier, CROSSING};
use endgames::games::extinction::map::{distance, neighbours, HexId, HEX_COUNT};
use endgames::games::extinction::{Cell, View};

/// What `viewer` sees after `events`: the view, the prompt and the log lines.
fn seen(g: &Extinction, events: &[Event], viewer: Viewer) -> (View, String, Vec<String>) {
    let names: Vec<String> = vec!["Ana".into(), "Ben".into()];
    let v = g.view(viewer);
    let text = prompt(&v);
    let log = events.iter().filter_map(|e| Extinction::redact_event(e, viewer)).map(|e| describe(&e, &names)).collect();
    (v, text, log)
}

/// Seat 1 and the table see the same in both games.
fn others_see_the_same(a: (&Extinction, &[Event]), b: (&Extinction, &[Event]), what: &str) {
    for viewer in [Viewer::Seat(S1), Viewer::Table] {
        let (sa, sb) = (seen(a.0, a.1, viewer), seen(b.0, b.1, viewer));
        assert_eq!(sa.1, sb.1, "{what}: the prompt for {viewer:?}");
        assert_eq!(sa.2, sb.2, "{what}: the log for {viewer:?}");
        assert_eq!(sa.0, sb.0, "{what}: the view for {viewer:?}");
    }
}

/// Gives seat 1 a card of `gene` that neither of seat 0's two will be, so
/// the two games differ in seat 0's hand alone.
fn keep_apart(g: &mut Extinction, gene: Gene, cards: [u8; 2]) {
    let spare = card_where(gene, |c| !cards.contains(&c));
    give(g, S1, gene, spare);
}

/// Seat 0 holds Habitat and Mobility card `card` (one of `cards`, seat 1 a
/// third), has `cubes` on an inland woodland hex and is done changing genes,
/// with only a migration planned; also that hex.
fn about_to_move(card: u8, cards: [u8; 2], cubes: u8) -> (Extinction, HexId) {
    let mut g = game(2);
    keep_apart(&mut g, Gene::HabitatMobility, cards);
    let centre = ready_to_migrate(&mut g, card, cubes);
    (g, centre)
}

#[test]
fn a_species_that_cannot_migrate_is_asked_like_one_that_can() {
    let mut games = Vec::new();
    let cards = [habitat_card(0, Habitat::Woodland), habitat_card(20, Habitat::Woodland)];
    for card in cards {
        let (mut g, _) = about_to_move(card, cards, 4);
        let events = act(&mut g, S0, Action::Done);
        games.push((g, events));
    }
    others_see_the_same((&games[0].0, &games[0].1), (&games[1].0, &games[1].1), "mobility 0 or 20");
    // Positive control: the owner knows whether it can move.
    assert_eq!(games[0].0.legal_actions(S0), vec![Action::Done], "mobility 0: only declining");
    assert!(games[1].0.legal_actions(S0).len() > 1, "mobility 20: groups to lift");
    for (mut g, _) in games {
        let events = act(&mut g, S0, Action::Done);
        assert!(!events.iter().any(|e| matches!(e, Event::Skipped { .. })), "declining is not a skip: {events:?}");
        assert!(matches!(g.table.phase, Phase::Spin { seat: S1 }));
    }
}

#[test]
fn a_migration_ends_when_the_player_says_so_not_when_mobility_runs_out() {
    let mut games = Vec::new();
    let cards = [habitat_card(20, Habitat::Woodland), habitat_card(40, Habitat::Woodland)];
    for card in cards {
        let (mut g, centre) = about_to_move(card, cards, 5);
        let mut events = act(&mut g, S0, Action::Done);
        events.extend(act(&mut g, S0, Action::Lift { hex: centre }));
        events.extend(act(&mut g, S0, Action::Size { count: 5 }));
        for _ in 0..4 {
            let to = g.legal_actions(S0).iter().find_map(|a| if let Action::Step { to } = a { Some(*to) } else { None }).unwrap();
            events.extend(act(&mut g, S0, Action::Step { to }));
        }
        events.extend(act(&mut g, S0, Action::Settle));
        games.push((g, events));
    }
    others_see_the_same((&games[0].0, &games[0].1), (&games[1].0, &games[1].1), "mobility 20 or 40 after spending 20");
    // Positive control: 20 spent of 20 leaves nothing, of 40 leaves 20.
    assert_eq!(games[0].0.view(Viewer::Seat(S0)).mobility_left(), Some(0));
    assert_eq!(games[1].0.view(Viewer::Seat(S0)).mobility_left(), Some(20));
    assert_eq!(games[0].0.legal_actions(S0), vec![Action::Done]);
}

/// An inland hex far from `avoid`, a neighbour of it for a barrier, and a
/// hex next to the barrier but not next to the first.
fn across_a_barrier(avoid: HexId) -> (HexId, HexId, HexId) {
    for d in (0..HEX_COUNT as HexId).filter(|&h| neighbours(h).count() == 6 && distance(h, avoid) >= 4) {
        for e in neighbours(d) {
            if let Some(f) = neighbours(e).find(|&f| f != d && distance(f, d) == 2 && distance(f, avoid) >= 3) {
                return (d, e, f);
            }
        }
    }
    panic!("no hex across a barrier");
}

/// Seat 0's cube of 2 with a river beside it and seat 1's cube of 3
/// across; with `first`, seat 0 also has a 4 next to seat 1's 1 elsewhere.
/// Seat 0 holds Barrier Crossing card `card`; Compete/Prey starts.
fn about_to_compete(card: u8, cards: [u8; 2], first: bool) -> (Extinction, Vec<Event>, HexId, HexId) {
    let mut g = game(2);
    keep_apart(&mut g, Gene::Crossing, cards);
    give(&mut g, S0, Gene::Crossing, card);
    let (centre, around) = inland(Habitat::Woodland);
    let (d, e, f) = across_a_barrier(centre);
    put(&mut g, S0, d, 2);
    g.table.board[usize::from(e)] = Cell::Barrier(Barrier::River);
    g.table.barriers_left[Barrier::River.index()] -= 1;
    put(&mut g, S1, f, 3);
    if first {
        put(&mut g, S0, centre, 4);
        put(&mut g, S1, around[0], 1);
    } else {
        put(&mut g, S1, super::moves::far_from(d), 1);
    }
    set_phase(&mut g, Phase::Genes { seat: S0 });
    g.table.plan = vec![Act::CompetePrey];
    let events = act(&mut g, S0, Action::Done);
    (g, events, centre, around[0])
}

fn river_cards() -> [u8; 2] {
    let crosses = |c: u8| CROSSING[usize::from(c)].contains(&Barrier::River);
    [card_where(Gene::Crossing, |c| !crosses(c)), card_where(Gene::Crossing, crosses)]
}

#[test]
fn a_species_with_no_rival_in_reach_is_asked_like_one_across_a_barrier() {
    let cards = river_cards();
    let (a, ea, ..) = about_to_compete(cards[0], cards, false);
    let (b, eb, ..) = about_to_compete(cards[1], cards, false);
    others_see_the_same((&a, &ea), (&b, &eb), "crossing rivers or not");
    // Positive control: only the river crosser may announce to the rival across.
    assert_eq!(a.legal_actions(S0), vec![Action::Done]);
    assert!(b.legal_actions(S0).contains(&Action::Announce), "{:?}", b.legal_actions(S0));
    assert!(!ea.iter().any(|e| matches!(e, Event::Skipped { .. })), "{ea:?}");
}

#[test]
fn competition_ends_when_the_player_says_so_not_when_nothing_is_left_in_reach() {
    let cards = river_cards();
    let mut games = Vec::new();
    for card in cards {
        let (mut g, mut events, centre, rival) = about_to_compete(card, cards, true);
        events.extend(act(&mut g, S0, Action::Compete { from: centre, to: rival, count: 4 }));
        games.push((g, events));
    }
    others_see_the_same((&games[0].0, &games[0].1), (&games[1].0, &games[1].1), "crossing rivers or not, after a capture");
    // Positive control: only the crosser still reaches across the river.
    assert_eq!(games[0].0.legal_actions(S0), vec![Action::Done]);
    assert!(games[1].0.legal_actions(S0).len() > 1, "{:?}", games[1].0.legal_actions(S0));
}

#[test]
fn a_boxed_in_species_shows_others_only_the_newborns_placed() {
    let cards = [rate_card(10), rate_card(16)];
    let mut games = Vec::new();
    for card in cards {
        let mut g = game(2);
        keep_apart(&mut g, Gene::Reproduction, cards);
        give(&mut g, S0, Gene::Reproduction, card);
        give(&mut g, S0, Gene::HabitatMobility, habitat_card(40, Habitat::Woodland));
        let (centre, around) = inland(Habitat::Woodland);
        put(&mut g, S0, centre, 3);
        for h in around {
            put(&mut g, S1, h, 1);
        }
        set_phase(&mut g, Phase::Genes { seat: S0 });
        g.table.plan = vec![Act::Reproduce];
        let events = act(&mut g, S0, Action::Done);
        assert_eq!(g.own(S0, centre), 6, "3 fit beside the 3 parents either way");
        games.push((g, events));
    }
    others_see_the_same((&games[0].0, &games[0].1), (&games[1].0, &games[1].1), "rate 1.0 or 1.6, boxed in");
    // Positive control: the owner reads 3 newborns at 1.0 and 5 at 1.6.
    let names: Vec<String> = vec!["Ana".into(), "Ben".into()];
    let mine: Vec<String> = games
        .iter()
        .map(|(_, ev)| {
            ev.iter()
                .filter_map(|e| Extinction::redact_event(e, Viewer::Seat(S0)))
                .map(|e| describe(&e, &names))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert!(mine[0].contains("give 3 newborns") && mine[1].contains("give 5 newborns"), "{mine:?}");
    let (_, _, log) = seen(&games[1].0, &games[1].1, Viewer::Seat(S1));
    // No 5 anywhere but in the boxed-in hex's name (woodland W5, say).
    let centre = hex_name(inland(Habitat::Woodland).0);
    assert!(log.iter().any(|l| l.contains("3 newborns")) && !log.iter().any(|l| l.replace(&centre, "").contains('5')), "{log:?}");
}

/// How many of `samples` bots' samples from `viewer`'s view satisfy `test`.
fn samples_where(g: &Extinction, viewer: Seat, samples: u64, test: impl Fn(&Extinction) -> bool) -> u64 {
    let view = g.view(Viewer::Seat(viewer));
    (0..samples).filter(|&seed| test(&Extinction::determinize(&view, &mut GameRng::from_seed(seed)))).count() as u64
}

/// Seat 0 changes `gene` once; returns the card it put under.
fn put_one_under(g: &mut Extinction, gene: Gene) -> u8 {
    set_phase(g, Phase::Genes { seat: S0 });
    let events = act(g, S0, Action::ChangeGene { gene });
    let Some(Event::GeneChanged { old: Some(old), .. }) = events.iter().find(|e| matches!(e, Event::GeneChanged { .. })) else {
        panic!("no change")
    };
    *old
}

/// A player who puts a gene card under its deck knows where it lies, as at
/// a real table: a bot's samples keep it at the bottom, never in a rival's
/// hand or on top, while a rival's samples (who cannot know it) deal it anywhere.
#[test]
fn a_card_put_under_a_deck_stays_there_in_its_owners_samples() {
    let mut g = game(2);
    let gene = Gene::Crossing;
    let g_i = gene.index();
    let under = put_one_under(&mut g, gene);
    assert_eq!(g.gene_decks[g_i][0], under, "the old card went under");
    let memory = g.view(Viewer::Seat(S0)).memory.expect("a seat's view has its memory");
    assert_eq!(memory.in_decks[g_i], vec![(0, under)]);
    assert_eq!(g.view(Viewer::Seat(S1)).memory.unwrap().in_decks[g_i], Vec::new(), "the rival does not know it");
    assert_eq!(g.view(Viewer::Table).memory, None);
    let at_bottom = |s: &Extinction| s.gene_decks[g_i][0] == under && s.genes[S1].unwrap()[g_i] != under;
    assert_eq!(samples_where(&g, S0, 200, at_bottom), 200, "the owner's samples keep the card where it lies");
    // Control: without the memory the same card lands at the bottom of a
    // deck of 5 or more only now and then.
    let rival = samples_where(&g, S1, 200, |s| s.gene_decks[g_i][0] == under);
    assert!(rival < 100, "{rival} of 200 of the rival's samples put it at the bottom");
}

/// Once the card put under comes to the top, whoever draws it is known to
/// hold it (by the player who put it there) until they change that deck
/// again, when it goes under once more, known to both.
#[test]
fn a_rival_who_draws_a_remembered_card_is_known_to_hold_it() {
    let mut g = game(2);
    let gene = Gene::Predator;
    let g_i = gene.index();
    let under = put_one_under(&mut g, gene);
    let mut changes = 0;
    while g.genes[S1].unwrap()[g_i] != under {
        // Seat 1 changes the same deck until it draws the card.
        set_phase(&mut g, Phase::Genes { seat: S1 });
        g.table.genes_changed.clear();
        act(&mut g, S1, Action::ChangeGene { gene });
        changes += 1;
        assert!(changes <= gene.size(), "the card never came back to the top");
        let known = g.view(Viewer::Seat(S0)).memory.unwrap();
        if g.genes[S1].unwrap()[g_i] != under {
            assert_eq!(known.in_decks[g_i], vec![(changes, under)], "one place higher for each card put under it");
            assert_eq!(known.held[S1][g_i], None);
        }
    }
    assert_eq!(g.view(Viewer::Seat(S0)).memory.unwrap().held[S1][g_i], Some(under));
    assert_eq!(g.view(Viewer::Seat(S0)).memory.unwrap().in_decks[g_i], Vec::new());
    let holds = |s: &Extinction| s.genes[S1].unwrap()[g_i] == under;
    assert_eq!(samples_where(&g, S0, 200, holds), 200, "the owner's samples give seat 1 the card it drew");
    // Seat 1 changes it again: it goes under, known to both.
    set_phase(&mut g, Phase::Genes { seat: S1 });
    g.table.genes_changed.clear();
    act(&mut g, S1, Action::ChangeGene { gene });
    let first = g.view(Viewer::Seat(S0)).memory.unwrap();
    assert_eq!(first.in_decks[g_i], vec![(0, under)]);
    assert_eq!(first.held[S1][g_i], None);
    // Seat 1 has put every card of the deck there by now: it knows them all.
    let second = g.view(Viewer::Seat(S1)).memory.unwrap();
    assert_eq!(second.in_decks[g_i].len(), g.gene_decks[g_i].len());
    assert_eq!(second.in_decks[g_i][0], (0, under));
}

/// What a sampled species would have bred at the start of a reproduction
/// on `before`'s board: the newborns it could place, by the rules.
fn newborns_placed(before: &Extinction, sample: &Extinction, seat: Seat) -> u16 {
    let mut g = before.clone();
    // What was seen is forgotten here: the sample's cards may disagree with it.
    g.table.known[seat].breeding = Default::default();
    for gene in [Gene::Reproduction, Gene::HabitatMobility] {
        give(&mut g, seat, gene, sample.genes[seat].unwrap()[gene.index()]);
    }
    set_phase(&mut g, Phase::Genes { seat });
    g.table.plan = vec![Act::Reproduce];
    let events = act(&mut g, seat, Action::Done);
    events.iter().find_map(|e| if let Event::Newborns { room, .. } = e { Some(*room) } else { None }).expect("a reproduction")
}

/// A species' newborns are public, and how many it could have had depends
/// on its rate and its habitats (which individuals are parents): a rival who
/// watched it breed deals it, in every sample, a pair of cards that would
/// have bred as many; a pair nothing rules out stays possible.
#[test]
fn a_rival_samples_only_rate_and_habitat_cards_that_breed_what_was_seen() {
    // Seat 0's two cubes of 3 (woodland, meadow) at rate 1.0 gave 3 newborns.
    let (mut g, wood, meadow) = about_to_reproduce(habitat_card(40, Habitat::Woodland));
    assert!(matches!(g.table.phase, Phase::Reproduce { left: 3, .. }));
    assert_eq!((g.own(S0, wood), g.own(S0, meadow)), (3, 3));
    // 3 parents (a card with one of the two habitats) at 0.9, 1.0 or 1.1:
    // 6 habitat cards times 3 rates of the 176 pairs.
    assert_eq!(g.table.known[S0].breeding.count(), 18);
    assert_eq!(rates_seen(&g.table.known[S0].breeding).as_deref(), Some("0.9 to 1.1"), "what its rival's panel says");
    // Seat 1's turn now, its newborns not placed: the board is as it was.
    set_phase(&mut g, Phase::Genes { seat: S1 });
    g.room.clear();
    let before = g.clone();
    let bred_three = |s: &Extinction| newborns_placed(&before, s, S0) == 3;
    assert_eq!(samples_where(&g, S1, 200, bred_three), 200, "every sample breeds what was seen");
    // Control: with what the reproduction showed forgotten, few samples do.
    let mut blind = g.clone();
    blind.table.known[S0].breeding = Default::default();
    let lucky = samples_where(&blind, S1, 200, bred_three);
    assert!(lucky < 60, "{lucky} of 200 samples bred 3 by chance");
    // Changing either card forgets it.
    let mut changed = g.clone();
    set_phase(&mut changed, Phase::Genes { seat: S0 });
    act(&mut changed, S0, Action::ChangeGene { gene: Gene::Reproduction });
    assert_eq!(changed.table.known[S0].breeding.count(), 176);
}
