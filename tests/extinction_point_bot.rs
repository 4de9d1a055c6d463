//! The Extinction Point bots: they only ever choose legal actions, they play
//! a trick the way a teammate expects (follow suit, beat the Infiltrator
//! cheaply, throw low when the trick is safe, soften a lost trick), they
//! build and press sensibly, and they decide from their own view only.

#[path = "extinction_point_cases/support.rs"]
mod support;

use endgames::engine::bot::{choose, BotLevel};
use endgames::engine::{Game, GameRng, Seat, ToAct, Viewer};
use endgames::games::extinction_point::cards::{InfCard, PlayerCard, Suit};
use endgames::games::extinction_point::{Action, Difficulty, ExtinctionPoint, Phase, Setup, Signal, Spot};
use support::*;

fn decide(g: &ExtinctionPoint, seat: Seat, level: BotLevel, seed: u64) -> Action {
    let mut rng = GameRng::from_seed(seed);
    choose::<ExtinctionPoint>(&g.view(Viewer::Seat(seat)), seat, level, &mut rng).expect("the seat may act")
}

/// Every seat signals; `leader` asks loudly, the others step back.
fn elect(g: &mut ExtinctionPoint, leader: Seat) {
    // The others first: a "really" closes the election at once when no silent seat can outrank it.
    for seat in Seat::all(g.seat_count()).filter(|s| *s != leader) {
        act(g, seat, Action::Signal { signal: Signal::RatherNot });
    }
    act(g, leader, Action::Signal { signal: Signal::ReallyLead });
    assert_eq!(g.table.phase, Phase::Play { seat: leader });
}

/// Two seats, seat 0 leads `lead` and the Infiltrator turns up `infiltrator`;
/// seat 1 holds `hand` (seat 0's other cards are plain filler).
fn second_to_play(lead: PlayerCard, infiltrator: InfCard, hand: &[PlayerCard]) -> ExtinctionPoint {
    let mut g = two();
    let filler = [b(5), b(6), b(7), s(5), s(6), s(7), p(5), p(6), p(7)];
    let mut h0 = vec![lead];
    h0.extend(filler.iter().copied().filter(|c| !hand.contains(c) && *c != lead).take(hand.len() - 1));
    deal(&mut g, &[&h0, hand]);
    assert!(g.stack_infiltrator(&[infiltrator]));
    elect(&mut g, S0);
    act(&mut g, S0, Action::Play { card: lead });
    assert_eq!(g.table.trick.infiltrator, Some(infiltrator));
    assert_eq!(g.table.phase, Phase::Play { seat: S1 });
    g
}

#[test]
fn beats_the_infiltrator_with_the_cheapest_winning_card() {
    // The Medic (PEOPLE 2) may be played off suit too, but it would lose the trick.
    let g = second_to_play(w(5), inf(9, true), &[w(10), w(13), p(2), b(12), s(12)]);
    assert_eq!(decide(&g, S1, BotLevel::Easy, 5), Action::Play { card: w(10) });
    // The search may keep the 10 instead, but it always takes the trick.
    for seed in 0..4 {
        let a = decide(&g, S1, BotLevel::Normal, seed);
        assert!(a == Action::Play { card: w(10) } || a == Action::Play { card: w(13) }, "Normal chose {a:?}");
    }
}

#[test]
fn follows_suit_and_throws_low_when_the_trick_is_safe() {
    // A teammate's 13 already beats the Infiltrator's 5: keep the 12.
    let g = second_to_play(w(13), inf(5, false), &[w(6), w(12), b(13), p(13), s(13)]);
    assert_eq!(decide(&g, S1, BotLevel::Easy, 9), Action::Play { card: w(6) });
}

#[test]
fn last_player_of_a_lost_trick_spares_the_bunker() {
    // Nothing beats a 13+; the Medic (PEOPLE 2) saves a Bunker card.
    let g = second_to_play(w(5), inf(13, true), &[w(6), w(8), p(2), b(9), s(9)]);
    assert_eq!(decide(&g, S1, BotLevel::Easy, 1), Action::Play { card: p(2) });
}

#[test]
fn asks_to_lead_by_hand_strength() {
    let mut g = two();
    deal(&mut g, &[&[w(13), b(12), p(6), s(7), b(5), p(8), s(9)], &[w(5), b(6), p(7), s(5), b(7), p(5), s(6)]]);
    assert_eq!(decide(&g, S0, BotLevel::Easy, 2), Action::Signal { signal: Signal::ReallyLead });
    assert_eq!(decide(&g, S1, BotLevel::Easy, 2), Action::Signal { signal: Signal::RatherNot });
}

/// Seat 0 leads `lead`, seat 1 follows with `follow`, the Infiltrator shows a
/// low minus card: the players win and seat 0 builds.
fn won_trick(g: &mut ExtinctionPoint, lead: PlayerCard, follow: PlayerCard, rest0: &[PlayerCard], rest1: &[PlayerCard]) {
    let h0: Vec<PlayerCard> = std::iter::once(lead).chain(rest0.iter().copied()).collect();
    let h1: Vec<PlayerCard> = std::iter::once(follow).chain(rest1.iter().copied()).collect();
    deal(g, &[&h0, &h1]);
    assert!(g.stack_infiltrator(&[inf(4, false)]));
    elect(g, S0);
    act(g, S0, Action::Play { card: lead });
    act(g, S1, Action::Play { card: follow });
    assert_eq!(g.table.stats.tricks_won, 1, "the players won");
}

#[test]
fn builds_a_building_into_an_empty_settlement() {
    let mut g = two();
    won_trick(&mut g, b(12), b(6), &[s(9), p(9)], &[s(8), p(8)]);
    assert!(matches!(g.table.phase, Phase::Build { .. }));
    let a = decide(&g, S0, BotLevel::Easy, 3);
    assert!(matches!(a, Action::Place { to: Spot::Settlement, .. }), "{a:?}");
}

#[test]
fn mans_a_weapon_rather_than_storing_people() {
    let mut g = two();
    assert!(g.add_building(b(7), &[w(9)]));
    won_trick(&mut g, p(12), p(6), &[s(9), b(9)], &[s(8), b(8)]);
    assert!(matches!(g.table.phase, Phase::Build { .. }));
    let a = decide(&g, S0, BotLevel::Easy, 3);
    assert!(matches!(a, Action::Place { to: Spot::Building(x), .. } if x == b(7)), "{a:?}");
}

#[test]
fn gives_up_a_spare_weapon_to_sabotage() {
    let mut g = game(2, Difficulty::Easy);
    assert!(g.add_building(b(7), &[w(9), p(9), w(10)]));
    deal(&mut g, &[&[b(12), s(9)], &[b(6), s(8)]]);
    assert!(g.stack_infiltrator(&[InfCard::Sabotage(0), inf(4, false)]));
    elect(&mut g, S0);
    act(&mut g, S0, Action::Play { card: b(12) });
    assert_eq!(g.table.phase, Phase::SabotageLoss { building: b(7) });
    match decide(&g, S0, BotLevel::Easy, 4) {
        Action::SabotageLoss { card } => assert_eq!(card.suit, Suit::Weapon, "keep the PEOPLE who man the other gun"),
        a => panic!("expected a loss choice, got {a:?}"),
    }
}

/// The last trick of a hand is won, building is skipped: Pressing the Advantage.
fn pressing(settlement: bool) -> ExtinctionPoint {
    let mut g = two();
    set_mothership(&mut g, "Disruptor");
    if settlement {
        assert!(g.add_building(b(7), &[w(9), p(9)]));
    }
    won_trick(&mut g, s(12), s(6), &[], &[]);
    if matches!(g.table.phase, Phase::Build { .. }) {
        act(&mut g, S0, Action::FinishBuilding);
    }
    assert_eq!(g.table.phase, Phase::Press);
    g
}

#[test]
fn presses_with_an_attack_when_guns_fire_and_repairs_when_none_do() {
    assert_eq!(decide(&pressing(true), S0, BotLevel::Easy, 6), Action::PressAttack);
    assert_eq!(decide(&pressing(false), S0, BotLevel::Easy, 6), Action::PressRepair);
}

/// Seeded games played by Easy bots, with the position before every action.
fn positions(games: u64, every: usize) -> Vec<(ExtinctionPoint, Seat)> {
    let mut out = Vec::new();
    for seed in 0..games {
        let setup = Setup {
            players: 2 + (seed % 3) as u8,
            bunker_health: 5,
            mothership_health: 5,
            difficulty: Difficulty::ALL[(seed % 4) as usize],
        };
        let mut g = ExtinctionPoint::new(&setup, 40 + seed).expect("valid");
        let mut rng = GameRng::from_seed(seed);
        for step in 0..5_000 {
            let seats = match g.to_act() {
                ToAct::Over(_) => break,
                t => t.seats(),
            };
            let seat = seats[rng.below(seats.len())];
            if step % every == 0 {
                out.push((g.clone(), seat));
            }
            let a = choose::<ExtinctionPoint>(&g.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng).expect("may act");
            g.apply(seat, &a).expect("legal");
        }
    }
    out
}

#[test]
fn never_chooses_an_illegal_action() {
    let all = positions(24, 1);
    assert!(all.len() > 2_000, "{} positions", all.len());
    for (i, (g, seat)) in all.iter().enumerate() {
        let mut levels = vec![BotLevel::Random, BotLevel::Easy];
        if i % 10 == 0 {
            levels.push(BotLevel::Normal);
        }
        if i % 150 == 0 {
            levels.push(BotLevel::Hard);
        }
        for level in levels {
            let a = decide(g, *seat, level, i as u64);
            assert!(g.legal_actions(*seat).contains(&a), "{level:?} chose {a:?}, not legal at position {i}");
            let mut probe = g.clone();
            probe.apply(*seat, &a).expect("and the game accepts it");
        }
    }
}

/// Another seat's hand swapped for cards from the deck: same view, so the
/// same decision at every level, with the same seed.
#[test]
fn decisions_do_not_depend_on_other_hands() {
    let mut checked = 0;
    for (i, (g, seat)) in positions(12, 7).into_iter().enumerate() {
        let other = Seat(((seat.index() + 1) % g.seat_count()) as u8);
        let n = g.hands[other].len();
        if n == 0 || g.player_deck.len() < n {
            continue;
        }
        let mut h = g.clone();
        let fresh: Vec<PlayerCard> = h.player_deck[..n].to_vec();
        assert!(h.set_hand(other, &fresh));
        assert_ne!(h.hands[other], g.hands[other]);
        assert_eq!(h.view(Viewer::Seat(seat)), g.view(Viewer::Seat(seat)), "the view hides the other hand");
        for level in [BotLevel::Easy, BotLevel::Normal] {
            assert_eq!(decide(&g, seat, level, i as u64), decide(&h, seat, level, i as u64), "{level:?} at position {i}");
        }
        checked += 1;
    }
    assert!(checked > 50, "only {checked} positions checked");
}

#[test]
fn plays_a_won_trick_ability_into_a_won_trick() {
    // The trick is safe either way; the Sniper (WEAPON 2) also hits the Mothership.
    let g = second_to_play(w(13), inf(5, false), &[w(2), w(5), b(13), p(13), s(13)]);
    assert_eq!(decide(&g, S1, BotLevel::Easy, 8), Action::Play { card: w(2) });
}

#[test]
fn a_signal_flare_played_to_win_is_played_with_its_switch() {
    // Three seats: seat 0 leads BUILDING 5 under the Infiltrator's 9-, seat 1
    // (no BUILDING) throws WEAPON 12. Seat 2 holds no BUILDING either: only
    // its Signal Flare, switching the lead to WEAPON, makes the 12 win.
    let mut g = game(3, Difficulty::Beginner);
    deal(&mut g, &[&[b(5), b(6), b(7)], &[w(12), p(6), s(6)], &[w(1), p(5), s(5)]]);
    assert!(g.stack_infiltrator(&[inf(9, false)]));
    elect(&mut g, S0);
    act(&mut g, S0, Action::Play { card: b(5) });
    act(&mut g, S1, Action::Play { card: w(12) });
    assert_eq!(g.table.phase, Phase::Play { seat: S2 });
    let a = decide(&g, S2, BotLevel::Easy, 11);
    assert_eq!(a, Action::PlayAndSwitchLead { card: w(1) }, "the Flare is only worth its switch here");
    act(&mut g, S2, a);
    assert_eq!(g.table.stats.tricks_won, 1, "the switch wins the trick");
}

/// Pressing with the Bunker at `bunker` and a settlement firing two guns at
/// a Mothership of `mothership`; nothing is shielded.
fn pressing_two_guns(bunker: u8, mothership: u8) -> ExtinctionPoint {
    let setup = Setup { players: 2, bunker_health: bunker, mothership_health: mothership, difficulty: Difficulty::Beginner };
    let mut g = ExtinctionPoint::new(&setup, 3).expect("valid set-up");
    set_bunker(&mut g, "Armoury Vault");
    set_mothership(&mut g, "Disruptor");
    assert!(g.add_building(b(7), &[w(9), p(9), w(10), p(10)]));
    won_trick(&mut g, s(12), s(6), &[], &[]);
    if matches!(g.table.phase, Phase::Build { .. }) {
        act(&mut g, S0, Action::FinishBuilding);
    }
    assert_eq!(g.table.phase, Phase::Press);
    assert_eq!(g.firepower(), 2);
    g
}

#[test]
fn does_not_press_an_attack_whose_answer_destroys_the_bunker() {
    // Two guns would take the Mothership from 5 to 3, then its answer hits
    // the Bunker at 1: DEFEAT. Repair instead.
    let g = pressing_two_guns(1, 5);
    assert_eq!(decide(&g, S0, BotLevel::Easy, 6), Action::PressRepair);
    let mut attacked = g.clone();
    act(&mut attacked, S0, Action::PressAttack);
    assert_eq!(attacked.bunker_health(), 0, "the attack would have lost the game");
    // With a Bunker to spare, the same two guns attack.
    assert_eq!(decide(&pressing_two_guns(3, 5), S0, BotLevel::Easy, 6), Action::PressAttack);
}

#[test]
fn lets_the_advantage_pass_when_the_only_press_would_lose() {
    // Under the Regenerator there is no repair: the attack's answer would
    // take the Bunker from 1 to DEFEAT, so the bot does neither.
    let mut g = pressing_two_guns(1, 5);
    set_mothership(&mut g, "Regenerator");
    assert_eq!(g.legal_actions(S0), vec![Action::PressAttack, Action::PressDecline]);
    let mut attacked = g.clone();
    act(&mut attacked, S0, Action::PressAttack);
    assert!(attacked.table.outcome.is_some(), "the attack would have ended the game");
    assert_eq!(decide(&g, S0, BotLevel::Easy, 6), Action::PressDecline);
    // Under the Rally Point the press repairs what the answer costs: attack.
    let mut g = pressing_two_guns(3, 5);
    set_bunker(&mut g, "Rally Point");
    assert_eq!(decide(&g, S0, BotLevel::Easy, 6), Action::PressAttack);
}

#[test]
fn presses_an_attack_that_destroys_the_mothership_even_with_the_bunker_at_one() {
    let g = pressing_two_guns(1, 2);
    assert_eq!(decide(&g, S0, BotLevel::Easy, 6), Action::PressAttack);
}
