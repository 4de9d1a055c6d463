//! Secrets: each seat's view and log hold only its own; undo never un-sees.

use super::*;
use endgames::engine::bot::{choose, BotLevel};
use endgames::engine::undo::UndoFloor;
use endgames::engine::{GameEvent, GameRng, Viewer};
use endgames::games::the_end_is_nigh::cards::TRAIT_DECK;
use endgames::games::the_end_is_nigh::claims::claims_made;
use endgames::games::the_end_is_nigh::Pos;

#[test]
fn a_seats_notebook_is_in_its_view_and_nowhere_else() {
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    let mine = g.view(Viewer::Seat(Seat(0)));
    assert_eq!(mine.notebook().len(), 1);
    assert_eq!(mine.notebook()[0].trait_, Some(Trait::Cultist));
    for other in [Viewer::Seat(Seat(1)), Viewer::Seat(Seat(2)), Viewer::Table] {
        let v = g.view(other);
        assert_eq!(v.places[0].traits, [None, None]);
        assert_eq!(v.looks.len(), 1, "the look itself is public");
        assert_eq!(v.looks[0].trait_, None, "what it showed is not");
    }
}

#[test]
fn redacted_events_never_carry_another_seats_secret() {
    // Every trait, identity and allegiance, by the name the events print,
    // taken from the cards' own tables (a hand list once missed most of them).
    let secrets: Vec<String> = TRAIT_DECK
        .iter()
        .map(|t| format!("{t:?}"))
        .chain(Identity::ALL.iter().map(|i| format!("{i:?}")))
        .chain(Allegiance::ALL.iter().map(|a| format!("{a:?}")))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(secrets.len(), 8 + 12 + 2, "{secrets:?}");
    let mut owners_saw = std::collections::BTreeSet::new();
    // Seeded bot games at every size: every event, as any other viewer reads it.
    for players in 2..=6u8 {
        for seed in 0..6u64 {
            // The set-up deals in silence (no events); then every move's events.
            let mut g = Nigh::new(&Setup { players }, seed).unwrap();
            let mut events = Vec::new();
            let mut rng = GameRng::from_seed(seed);
            loop {
                let over = g.outcome.is_some();
                for e in &events {
                    for v in Seat::all(usize::from(players)).map(Viewer::Seat).chain([Viewer::Table]) {
                        let r = Nigh::redact_event(e, v).unwrap();
                        let owner = match e {
                            Event::Saw { seat, .. }
                            | Event::AllegianceDealt { seat, .. }
                            | Event::IdentityKept { seat, .. }
                            | Event::LearnedAllegiance { seat, .. } => Some(*seat),
                            _ => None,
                        };
                        let text = format!("{r:?}");
                        if owner.is_some_and(|o| Viewer::Seat(o) != v) && !over {
                            for secret in &secrets {
                                assert!(!text.contains(secret.as_str()), "{v:?} reads {text}");
                            }
                        }
                        if owner.is_some_and(|o| Viewer::Seat(o) == v) {
                            // The positive control: the owner's own copy does name its cards.
                            let named: Vec<&String> = secrets.iter().filter(|s| text.contains(s.as_str())).collect();
                            assert!(!named.is_empty() || matches!(e, Event::AllegianceDealt { cards, .. } if cards.is_empty()), "{text}");
                            named.into_iter().for_each(|s| {
                                owners_saw.insert(s.clone());
                            });
                        }
                    }
                }
                let Some(&seat) = g.to_act().seats().first() else { break };
                // Keeps alternate between the two dealt identities, so every
                // identity shows up in some owner's own event (bots favour a few).
                let a = if g.phase == Phase::ChooseIdentity {
                    Action::KeepIdentity { identity: g.offers[seat][(seed as usize + seat.index()) % 2] }
                } else {
                    choose::<Nigh>(&g.view(Viewer::Seat(seat)), seat, BotLevel::Easy, &mut rng).unwrap()
                };
                events = g.apply(seat, &a).unwrap();
            }
        }
    }
    let missing: Vec<&String> = secrets.iter().filter(|s| !owners_saw.contains(*s)).collect();
    assert!(missing.is_empty(), "never in an owner's own event, so the check above proved nothing for {missing:?}");
}

#[test]
fn a_look_and_a_claim_settle_undo() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[]);
    let look = play(&mut g, Action::Question { spot: 0, slot: 0 });
    assert!(look.iter().any(GameEvent::reveals), "a seen trait cannot be un-seen");
    let claim = play(&mut g, Action::Claim { cultist: true });
    assert!(claim.iter().all(GameEvent::reveals), "a claim the table heard cannot be taken back");
    let mut floor = UndoFloor::default();
    floor.after_action(0, Seat(0), None, &look);
    floor.after_action(1, Seat(0), Some(Seat(0)), &claim);
    assert!(!floor.can_undo(&[(Seat(0), ()), (Seat(0), ())], Seat(0)));
    // A vote with no reveal may still be taken back by its voter.
    let vote = play(&mut g, Action::Vote { spot: 2 });
    assert!(!vote.iter().any(GameEvent::reveals));
}

#[test]
fn at_the_end_the_table_view_tells_the_story() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(0));
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    play(&mut g, Action::Claim { cultist: false }); // a lie
    play(&mut g, Action::Vote { spot: 2 });
    for hour in 2..=12u8 {
        turn(&mut g, if hour % 2 == 0 { 1 } else { 0 }, if hour <= 6 { 2 } else { 3 });
    }
    let v = g.view(Viewer::Table);
    assert!(v.looks.iter().all(|l| l.trait_.is_some()), "every look is turned up");
    assert_eq!(v.looks[0].trait_, Some(Trait::Cultist));
    assert!(v.revealed_allegiances.is_some());
    let lies = g.claims_with_sightings().into_iter().filter(|c| c.seat == Seat(0) && !c.said && c.saw.contains(&Trait::Cultist)).count();
    assert!(lies >= 1);
    let o = g.outcome.clone().unwrap();
    assert!(o.explanation.iter().any(|l| l.to_string().contains("lied")), "{:?}", o.explanation);
    let _ = Pos::new(0, 0);
}

#[test]
fn determinize_keeps_the_viewers_notebook_and_believes_honest_claims() {
    let mut g = table(4);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    all_civilians(&mut g);
    play(&mut g, Action::Question { spot: 0, slot: 0 });
    play(&mut g, Action::Claim { cultist: true });
    let view = g.view(Viewer::Seat(Seat(1)));
    let mut rng = GameRng::from_seed(5);
    let mut hits = 0;
    for _ in 0..50 {
        let s = Nigh::determinize(&view, &mut rng);
        assert_eq!(s.view(Viewer::Seat(Seat(1))), view);
        hits += usize::from(s.trait_at(Pos::new(0, 0)) == Trait::Cultist);
    }
    // Prior 1 in 6; a civilian's word makes it certain, a fanatic's weak:
    // the posterior is about 0.64.
    assert!(hits > 22, "samples believe the claim far above the prior ({hits}/50)");
}

/// The rulebook discards a removed refugee's traits face down, unlooked at,
/// for good. A lie about one stays hidden: the table's end view, the end
/// story's claims and the outcome's explanation never turn the card up; only
/// the one who saw it still has it in their notebook.
#[test]
fn a_removed_refugees_traits_are_never_turned_up_not_even_at_the_end() {
    let mut g = table(3);
    refugees(&mut g, PLAIN);
    traits(&mut g, &[(0, 0, Trait::Cultist)]);
    make_fanatic(&mut g, Seat(0));
    play(&mut g, Action::Question { spot: 0, slot: 0 }); // the Athlete's Cultist
    play(&mut g, Action::Claim { cultist: false }); // a lie
    play(&mut g, Action::Vote { spot: 0 });
    for hour in 2..=12u8 {
        turn(&mut g, if hour % 2 == 0 { 1 } else { 2 }, if hour <= 6 { 0 } else { 3 });
    }
    assert!(g.outcome.is_some());
    assert!(!g.places[0].present, "the Athlete was turned away at 6:00");
    let table = g.view(Viewer::Table);
    assert_eq!(table.looks[0].trait_, None, "the look at a removed card stays face down");
    assert_eq!(table.places[0].traits, [None, None]);
    assert!(
        table.looks.iter().filter(|l| table.places[usize::from(l.at.spot)].present).all(|l| l.trait_.is_some()),
        "cards in the bunker are turned up"
    );
    // The end story's claims, read from the table's view as the end screen reads them.
    let told = claims_made(&table.history, |hour, seat, spot| {
        table.looks.iter().filter(|l| l.hour == hour && l.seat == seat && l.from.spot == spot).map(|l| (l.trait_, l.by_question)).collect()
    });
    assert_eq!((told[0].saw.clone(), told[0].unrevealed, told[0].is_lie()), (vec![], 1, false));
    let o = g.outcome.clone().unwrap();
    let text: Vec<String> = o.explanation.iter().map(|l| l.to_string()).collect();
    assert!(!text.iter().any(|l| l.contains("Athlete")), "{text:?}");
    // Another seat learns nothing either; the looker keeps its own note.
    assert_eq!(g.view(Viewer::Seat(Seat(1))).looks[0].trait_, None);
    assert_eq!(g.view(Viewer::Seat(Seat(0))).looks[0].trait_, Some(Trait::Cultist));
    // The whole truth is still there for the bench: it was a lie.
    assert!(g.claims_with_sightings()[0].is_lie());
}
