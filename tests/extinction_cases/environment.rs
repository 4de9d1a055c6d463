//! Environmental change: famine and pestilence, drought and cold wave,
//! fire, water and air pollution, man's clearances, a mild season, and the
//! card going back under the deck.

use super::support::*;
use endgames::engine::Game;
use endgames::games::extinction::cards::{Act, Barrier, EnvCard, Gene, Hazard, ENVIRONMENT, SPINNER, TOLERANCE};
use endgames::games::extinction::map::Habitat;
use endgames::games::extinction::prompt::{genes_turn, mild_season_turn};
use endgames::games::extinction::rules::culled;
use endgames::games::extinction::{Action, Cell, Event, Phase, Skip};

fn tolerance_card(with: Hazard, without: Hazard) -> u8 {
    card_where(Gene::Tolerance, |c| TOLERANCE[usize::from(c)].contains(&with) && !TOLERANCE[usize::from(c)].contains(&without))
}

/// Seat 0 about to draw `card`, nothing after it this turn.
/// The first spinner segment with this pair, as a spin would leave it.
fn segment(first: Act, second: Act) -> Option<u8> {
    SPINNER.iter().position(|p| *p == (first, second)).map(|i| i as u8)
}

fn drawing(card: EnvCard) -> endgames::games::extinction::Extinction {
    let mut g = game(2);
    stack_env(&mut g, card);
    set_phase(&mut g, Phase::Draw { seat: S0 });
    g
}

#[test]
fn famine_on_a_species_whose_every_cube_shows_five_or_six_makes_it_extinct() {
    let mut g = drawing(EnvCard::Famine);
    put(&mut g, S0, 0, 5);
    put(&mut g, S0, 10, 6);
    put(&mut g, S1, 20, 6);
    let events = act(&mut g, S0, Action::Draw);
    assert!(events.contains(&Event::Extinct { seat: S0 }), "{events:?}");
    assert_eq!(g.own(S1, 20), 6, "famine strikes only the drawer");
    let o = g.to_act();
    let outcome = o.outcome().expect("one species left: the game ends");
    assert_eq!(outcome.winners(), vec![S1]);
}

#[test]
fn pestilence_removes_only_the_drawers_cubes_of_five_and_six() {
    let mut g = drawing(EnvCard::Pestilence);
    put(&mut g, S0, 0, 5);
    put(&mut g, S0, 10, 4);
    act(&mut g, S0, Action::Draw);
    assert_eq!((g.own(S0, 0), g.own(S0, 10)), (0, 4));
    assert_eq!(g.table.supply[S0], 19, "the cube went back to its owner");
}

#[test]
fn a_drought_takes_its_share_of_a_non_tolerant_drawer_who_chooses_which() {
    assert_eq!(culled(20, 30), 6);
    assert_eq!(culled(15, 10), 2, "1.5 rounds up");
    let mut g = drawing(EnvCard::Drought { percent: 30 });
    give(&mut g, S0, Gene::Tolerance, tolerance_card(Hazard::Fire, Hazard::Drought));
    put(&mut g, S0, 0, 6);
    put(&mut g, S0, 10, 6);
    put(&mut g, S0, 20, 4);
    put(&mut g, S0, 30, 4);
    put(&mut g, S1, 60, 1);
    act(&mut g, S0, Action::Draw);
    assert_eq!(g.table.phase, Phase::Cull { seat: S0, left: 6 });
    act(&mut g, S0, Action::Cull { hex: 0, count: 2 });
    refused(&g, S0, Action::Cull { hex: 10, count: 5 });
    act(&mut g, S0, Action::Cull { hex: 10, count: 4 });
    assert_eq!((g.own(S0, 0), g.own(S0, 10)), (4, 2));
    assert_eq!(g.table.phase, Phase::Spin { seat: S1 });
    assert_eq!(g.table.known[S0].harmed_by, vec![Hazard::Drought]);
}

#[test]
fn a_tolerant_drawer_loses_nothing_to_a_cold_wave() {
    let mut g = drawing(EnvCard::ColdWave { percent: 50 });
    give(&mut g, S0, Gene::Tolerance, tolerance_card(Hazard::ColdWave, Hazard::Fire));
    put(&mut g, S0, 0, 6);
    let events = act(&mut g, S0, Action::Draw);
    assert!(events.contains(&Event::Tolerated { seat: S0 }));
    assert_eq!(g.own(S0, 0), 6);
}

#[test]
fn fire_strikes_every_non_tolerant_species_in_its_habitat() {
    let mut g = drawing(EnvCard::Fire { habitat: Habitat::Meadow });
    give(&mut g, S0, Gene::Tolerance, tolerance_card(Hazard::Fire, Hazard::Drought));
    give(&mut g, S1, Gene::Tolerance, tolerance_card(Hazard::Drought, Hazard::Fire));
    let meadows = hexes_of(Habitat::Meadow);
    let marsh = hexes_of(Habitat::Marsh)[0];
    put(&mut g, S0, meadows[0], 3);
    put(&mut g, S1, meadows[1], 3);
    put(&mut g, S1, marsh, 2);
    act(&mut g, S0, Action::Draw);
    assert_eq!((g.own(S0, meadows[0]), g.own(S1, meadows[1]), g.own(S1, marsh)), (3, 0, 2));
    assert!(g.table.known[S0].tolerates.contains(&Hazard::Fire));
}

#[test]
fn water_pollution_strikes_water_and_man_spares_nobody() {
    let mut g = drawing(EnvCard::WaterPollution { habitat: Habitat::Lake });
    give(&mut g, S1, Gene::Tolerance, tolerance_card(Hazard::Drought, Hazard::WaterPollution));
    let lakes = hexes_of(Habitat::Lake);
    put(&mut g, S1, lakes[0], 3);
    put(&mut g, S1, 0, 1);
    act(&mut g, S0, Action::Draw);
    assert_eq!(g.own(S1, lakes[0]), 0);

    let mut g = drawing(EnvCard::ManMade { habitat: Habitat::Swamp });
    give(&mut g, S0, Gene::Tolerance, tolerance_card(Hazard::WaterPollution, Hazard::Fire));
    let swamps = hexes_of(Habitat::Swamp);
    put(&mut g, S0, swamps[0], 3);
    put(&mut g, S1, swamps[1], 3);
    put(&mut g, S0, 0, 1);
    put(&mut g, S1, 1, 1);
    act(&mut g, S0, Action::Draw);
    assert_eq!((g.own(S0, swamps[0]), g.own(S1, swamps[1])), (0, 0), "no tolerance helps");
}

#[test]
fn air_pollution_strikes_non_tolerant_species_next_to_cities_and_jetports() {
    let mut g = drawing(EnvCard::AirPollution);
    give(&mut g, S0, Gene::Tolerance, tolerance_card(Hazard::Drought, Hazard::AirPollution));
    let (centre, ring) = inland(Habitat::Woodland);
    g.table.board[usize::from(centre)] = Cell::Barrier(Barrier::City);
    g.table.barriers_left[Barrier::City.index()] -= 1;
    let far = (0..84u8).max_by_key(|&h| endgames::games::extinction::map::distance(h, centre)).unwrap();
    put(&mut g, S0, ring[0], 4);
    put(&mut g, S0, far, 4);
    put(&mut g, S1, ring[1], 1);
    act(&mut g, S0, Action::Draw);
    assert_eq!((g.own(S0, ring[0]), g.own(S0, far)), (0, 4));
}

#[test]
fn a_used_card_goes_back_under_the_deck_for_all_to_see() {
    let mut g = drawing(EnvCard::Famine);
    put(&mut g, S0, 0, 3);
    let before = g.env_hidden.len();
    act(&mut g, S0, Action::Draw);
    let famine = ENVIRONMENT.iter().position(|c| *c == EnvCard::Famine).unwrap() as u8;
    assert_eq!(g.table.env_seen, vec![famine]);
    assert_eq!(g.env_hidden.len(), before - 1);
}

#[test]
fn a_mild_season_offers_any_pair_but_environmental_change_then_the_rest_of_the_spin() {
    let mut g = drawing(EnvCard::MildSeason);
    put(&mut g, S0, 0, 3);
    g.table.plan = vec![Act::ChangeGenes];
    act(&mut g, S0, Action::Draw);
    let pairs = g.legal_actions(S0);
    assert_eq!(pairs.len(), 6);
    assert!(pairs.iter().all(|a| !matches!(
        a,
        Action::ChoosePair { first: Act::EnvironmentalChange, .. } | Action::ChoosePair { second: Act::EnvironmentalChange, .. }
    )));
    act(&mut g, S0, Action::ChoosePair { first: Act::PlaceBarrier, second: Act::ChangeGenes });
    assert!(matches!(g.table.phase, Phase::Barrier { .. }));
    assert_eq!(g.table.plan, vec![Act::ChangeGenes, Act::ChangeGenes], "the chosen pair, then the spin's second action");
}

/// Seat 0 drew a mild season on a spin of "environmental change & change
/// genes" and chose "place barrier & change genes": one turn, two
/// change-genes actions. Returns the game at the first of them.
fn two_gene_changes_in_one_turn() -> endgames::games::extinction::Extinction {
    let mut g = drawing(EnvCard::MildSeason);
    put(&mut g, S0, 0, 3);
    put(&mut g, S0, 10, 3);
    put(&mut g, S1, 40, 3);
    put(&mut g, S1, 50, 3);
    g.table.spun = segment(Act::EnvironmentalChange, Act::ChangeGenes);
    g.table.plan = vec![Act::ChangeGenes];
    act(&mut g, S0, Action::Draw);
    act(&mut g, S0, Action::ChoosePair { first: Act::PlaceBarrier, second: Act::ChangeGenes });
    let hex = (0..84u8).find(|&h| g.cell(h) == Cell::Empty).expect("an empty hex");
    act(&mut g, S0, Action::Pick { hex });
    let barrier = g.legal_actions(S0)[0].clone();
    act(&mut g, S0, barrier);
    assert!(matches!(g.table.phase, Phase::Genes { seat: S0 }), "{:?}", g.table.phase);
    assert_eq!(g.table.plan, vec![Act::ChangeGenes], "the spin's own change genes is still to come");
    g
}

/// "The player may not change any gene card more than once in a turn": the
/// turn's, not one action's. Until rules version 3 the second change-genes
/// action of a mild season's turn offered every deck again.
#[test]
fn a_gene_deck_changes_once_a_turn_across_a_mild_seasons_two_gene_changes() {
    let mut g = two_gene_changes_in_one_turn();
    act(&mut g, S0, Action::ChangeGene { gene: Gene::Predator });
    act(&mut g, S0, Action::Done);
    assert!(matches!(g.table.phase, Phase::Genes { seat: S0 }), "the spin's own change genes: {:?}", g.table.phase);
    let legal = g.legal_actions(S0);
    assert!(legal.contains(&Action::ChangeGene { gene: Gene::Defense }), "decks not yet changed are offered: {legal:?}");
    assert!(!legal.contains(&Action::ChangeGene { gene: Gene::Predator }), "the Predator deck changed this turn: {legal:?}");
    assert_eq!(g.table.genes_changed, vec![Gene::Predator]);
}

/// "From one to four gene cards in a turn": four changed in the first
/// action leave none for the second, which is skipped with the reason;
/// the next turn starts with four again.
#[test]
fn four_gene_changes_a_turn_across_a_mild_seasons_two_gene_changes() {
    let mut g = two_gene_changes_in_one_turn();
    let mut events = Vec::new();
    for gene in [Gene::Predator, Gene::Defense, Gene::Crossing, Gene::Tolerance] {
        events = act(&mut g, S0, Action::ChangeGene { gene });
    }
    assert!(events.contains(&Event::Skipped { seat: S0, act: Act::ChangeGenes, why: Skip::FourGenesChanged }), "{events:?}");
    assert!(matches!(g.table.phase, Phase::Spin { seat: S1 }), "the turn is over: {:?}", g.table.phase);
    assert!(g.table.genes_changed.is_empty(), "the next turn may change four again");
}

/// The dock's turn line while genes may change: after a mild season the spin
/// ("environmental change, then place barrier") names neither this action
/// nor what is left, so the line says both.
#[test]
fn after_a_mild_season_the_turn_line_names_the_gene_change_and_what_is_left() {
    let mut g = drawing(EnvCard::MildSeason);
    put(&mut g, S0, 0, 3);
    g.table.spun = segment(Act::EnvironmentalChange, Act::PlaceBarrier);
    g.table.plan = vec![Act::PlaceBarrier];
    assert_eq!(genes_turn(&g.table), None, "not asked to change genes yet");
    act(&mut g, S0, Action::Draw);
    act(&mut g, S0, Action::ChoosePair { first: Act::CompetePrey, second: Act::ChangeGenes });
    act(&mut g, S0, Action::Done);
    assert!(matches!(g.table.phase, Phase::Genes { .. }), "competing declined, genes next: {:?}", g.table.phase);
    assert_eq!(genes_turn(&g.table).as_deref(), Some("This turn: change genes now, then place barrier."));
}

/// The line over the map while a mild season's pair is played: it names
/// each action still to come, the spin's own last one included, and gives
/// way to the spin again once the turn is back on it.
#[test]
fn a_mild_season_turn_line_lasts_while_the_chosen_pair_is_played() {
    let mut g = drawing(EnvCard::MildSeason);
    put(&mut g, S0, 0, 3);
    put(&mut g, S1, 30, 3);
    g.table.spun = segment(Act::EnvironmentalChange, Act::PlaceBarrier);
    g.table.plan = vec![Act::PlaceBarrier];
    assert_eq!(mild_season_turn(&g.table), None, "drawing is the spin's own first action");
    act(&mut g, S0, Action::Draw);
    assert_eq!(mild_season_turn(&g.table), None, "choosing the pair is still the environmental change");
    act(&mut g, S0, Action::ChoosePair { first: Act::CompetePrey, second: Act::ChangeGenes });
    assert!(matches!(g.table.phase, Phase::Compete { .. }), "{:?}", g.table.phase);
    assert_eq!(mild_season_turn(&g.table).as_deref(), Some("Mild season: compete/prey now, then change genes, then place barrier."));
    act(&mut g, S0, Action::Done);
    assert_eq!(mild_season_turn(&g.table).as_deref(), Some("Mild season: change genes now, then place barrier."));
    act(&mut g, S0, Action::Done);
    assert!(matches!(g.table.phase, Phase::Barrier { .. }), "{:?}", g.table.phase);
    assert_eq!(mild_season_turn(&g.table), None, "placing a barrier is the spin's second action again");
}

/// A turn that keeps to its spin never has the mild season's words.
#[test]
fn a_turn_without_a_mild_season_has_no_mild_season_line() {
    let mut g = game(2);
    put(&mut g, S0, 0, 3);
    g.table.spun = segment(Act::CompetePrey, Act::ChangeGenes);
    set_phase(&mut g, Phase::Compete { seat: S0, used: Vec::new() });
    g.table.plan = vec![Act::ChangeGenes];
    assert_eq!(mild_season_turn(&g.table), None);
    act(&mut g, S0, Action::Done);
    assert!(matches!(g.table.phase, Phase::Genes { .. }), "{:?}", g.table.phase);
    assert_eq!(mild_season_turn(&g.table), None);
}

#[test]
fn the_spun_pair_is_the_turn_line_when_changing_genes_ends_it() {
    let mut g = game(2);
    put(&mut g, S0, 0, 3);
    g.table.spun = segment(Act::CompetePrey, Act::ChangeGenes);
    g.table.plan = Vec::new();
    set_phase(&mut g, Phase::Genes { seat: S0 });
    assert_eq!(genes_turn(&g.table).as_deref(), Some("This turn: compete/prey, then change genes."));
}

/// A card that strikes where no species lives says so: the log read "Ben
/// draws an Environmental Change card: Air pollution." and nothing after it,
/// as if it had stopped. A card that harms someone says nothing of the kind.
#[test]
fn a_card_that_harms_no_species_says_so_in_the_log() {
    let mut g = drawing(EnvCard::AirPollution);
    put(&mut g, S0, 0, 3);
    put(&mut g, S1, 40, 3);
    let events = act(&mut g, S0, Action::Draw);
    assert!(matches!(events.as_slice(), [Event::EnvDrawn { .. }, Event::Unharmed, ..]), "no city or jetport stands: {events:?}");
    let names = ["Ana".to_string(), "Ben".to_string()];
    assert_eq!(describe(&Event::Unharmed, &names), "No species is harmed.");
    // Control: a famine on a cube of five harms the drawer, and no such line follows.
    let mut g = drawing(EnvCard::Famine);
    put(&mut g, S0, 0, 5);
    put(&mut g, S0, 10, 2);
    let events = act(&mut g, S0, Action::Draw);
    assert!(events.iter().any(|e| matches!(e, Event::Died { .. })), "{events:?}");
    assert!(!events.contains(&Event::Unharmed), "{events:?}");
}
