//! How to play Extinction Point, in this project's own words. Counts and
//! names are the rulebook's; the card abilities are this app's design and
//! are listed straight from the card tables, so this page cannot drift from
//! the cards the game plays with (see docs/games/extinction-point.md).
//!
//! The fixed prose is one static piece of markup (our own text, no game
//! state); the card lists are built from the card tables with `html!`.

use super::art::parameter_words;
use crate::games::extinction_point::cards::{
    Suit, BUILDING_ABILITIES, BUNKER, MOTHERSHIP, PEOPLE_SPECIALS, SABOTAGE, SHIELD_SPECIALS, WEAPON_SPECIALS,
};
use crate::games::extinction_point::Difficulty;
use crate::kit::figure_view::prose_with_figures;
use crate::kit::parts::wide_table;
use yew::prelude::*;

/// The rules up to the card lists: fixed prose, our own markup.
const PROSE: &str = r#"
    <h2>The goal</h2>
    <p>Two to four of you defend the last settlement under an alien Mothership, all on one side. You win together when the Mothership deck runs down to VICTORY; you lose together when the Bunker deck runs down to DEFEAT. Each deck starts with as many cards as its health: set by the difficulty and the number of players (the table under Difficulty), or the rulebook's 5 and 5, or your own.</p>

    <h2>The cards</h2>
    <ul>
        <li>The Player deck: 52 cards in four suits, BUILDING, PEOPLE, SHIELD and WEAPON, each numbered 1 to 13. Every card shows its suit as a shape (a house, a person, a shield, a bolt) as well as a colour, and tapping a card reads out its suit, number and ability in words. Cards 1 to 4 carry an ability (marked with a star).</li>
        <li>The Infiltrator deck: the numbers 1 to 13 twice, once with + and once with −. It is a hidden traitor that plays a card into every trick. On harder levels its lowest numbers are swapped for Sabotage cards.</li>
        <li>The Bunker's top card and the Mothership's top card are face up. Each has an ability that changes the rules while it shows, and the Bunker's card also sets the construction rule.</li>
    </ul>

    <h2>A hand and its rounds</h2>
    <p>Everyone is dealt seven cards (fewer late in a long game, see Running out). Each round is one trick, so a hand lasts one round per card in it, unless the Infiltrator wins a trick first. You see only your own hand; when the tablet passes between two people, a curtain hides the screen until the next player taps that they are ready.</p>

    <h2>1. Election</h2>
    <p>Nobody may say what they hold. Instead each of you gives one of three signals: "I really want to lead", "I want to lead" or "I would rather not". Signals are public. The strongest signal leads; when several people give it, the first of them going round the table from the last trick's winner leads (the winner has the final say).</p>

    <h2>2. The trick</h2>
    <ol>
        <li>First, every sabotaged BUILDING loses one of its PEOPLE, WEAPON or SHIELD cards (the leader picks which when there is a choice).</li>
        <li>The leader plays any card. Its suit is the leading suit.</li>
        <li>The Infiltrator plays second: its top card is turned up. Its numbers are wild, always the leading suit. A Sabotage card is put on a BUILDING without one, takes a card from it, and the next Infiltrator card is turned up for the trick.</li>
        <li>Then the others play, going round the table from the leader. You must follow the leading suit if you can, unless your card says it need not. A Signal Flare played after the lead lets you choose whether WEAPON becomes the leading suit.</li>
        <li>The highest card of the leading suit wins. A tie with the Infiltrator goes by its sign: + the Infiltrator wins, − you win. Abilities and the Bunker and Mothership cards can change this; the log says what happened and why.</li>
    </ol>
    <p>To play, tap a card in your hand (playable cards stand up with a dashed gold edge), then tap it again, tap the trick, or press Confirm. Tapping a faded card tells you why it cannot be played.</p>

    <h2>3a. You won the trick: build</h2>
    <ul>
        <li>Abilities of cards in a won trick happen first, in the order the cards were played, starting with the leader's.</li>
        <li>Then the player who won places one card of the leading suit from the trick (two with some abilities): a BUILDING starts a new BUILDING in the settlement; a PEOPLE, WEAPON or SHIELD card is tucked behind a BUILDING if the construction rule allows it, or kept in the Bunker's storage (one of each kind).</li>
        <li>Construction rule (on the Bunker's card): ≥ means the card must be at least the BUILDING's value (a 9 takes 9 to 13); ≤ means at most (a 5 takes 1 to 5); "any" means any value. A BUILDING holds one SHIELD at most.</li>
        <li>While building you may move stored cards onto BUILDINGs.</li>
        <li>Instead of placing anything, you may give up the whole trick to take a Sabotage card off a BUILDING.</li>
        <li>If nothing fits, the trick is discarded.</li>
    </ul>
    <p>Tap a card of the trick, then the BUILDING or the "Build here" spot where it goes; to keep it in the Bunker's storage, tap the Store button under the prompt.</p>

    <h2>3b. The Infiltrator won: the Mothership attacks</h2>
    <ol>
        <li>Your BUILDINGs fire first: each WEAPON with a PEOPLE card to man it deals 1 damage to the Mothership (a BUILDING with two WEAPONs and one PEOPLE deals 1). If VICTORY shows, you win at once.</li>
        <li>Every BUILDING without a SHIELD is destroyed with its cards.</li>
        <li>The SHIELDs that saved the others are used up.</li>
        <li>The Bunker takes its damage, normally 1. If DEFEAT shows, you lose.</li>
        <li>The Bunker and Mothership cards face up when the battle starts stay in force for the whole battle.</li>
        <li>Then all hands are thrown away and a new hand is dealt. The Infiltrator deck is not shuffled.</li>
    </ol>

    <h2>Pressing the advantage</h2>
    <p>If you play a whole hand without losing a trick, the last trick's winner chooses: attack the Mothership, repair the Bunker (a card from the Bunker supply goes in just above DEFEAT), or neither, and the next hand is dealt. An attack is a whole battle, every step above: your BUILDINGs fire, then the Mothership answers, so unshielded BUILDINGs fall, SHIELDs are used up and the Bunker takes its damage. Abilities that work when a trick is lost (Medic, Blast Doors, Overcharge) do not apply, since no trick was lost. The Bunker and Mothership cards face up when you press rule the whole press: under the Rally Point you attack and then repair, under the Regenerator you cannot repair, even if the attack changes that card.</p>

    <h2>Running out</h2>
    <p>When the Player deck or the Infiltrator deck is empty, its discard pile is shuffled to make a new one. If the Player deck and its discards together hold fewer than seven cards for each of you, everyone is dealt the same smaller hand, as many cards as there are for all; with less than one card each, the game is lost.</p>

    <h2>Difficulty</h2>
    <p>Beginner has no Sabotage cards. Easy replaces the Infiltrator's 1s with 2 Sabotage cards, Medium its 1s and 2s with 4, Hard its 1s, 2s and 3s with 6.</p>
    <p>The Infiltrator plays one card against each of yours, so the more of you there are, the more tricks you win. The balanced set-up (the default) makes up for it with the health of the Bunker and the Mothership, so that a difficulty plays about as hard at any table size: with our strongest bots at every seat, 87-94 % of games are won on Beginner, 74-78 % on Easy, 54-65 % on Medium and 40-47 % on Hard, at 2, 3 and 4 players alike. The rulebook's own set-up, 5 and 5 at any size, can be chosen by name.</p>"#;

/// One table row per Player card with an ability: PEOPLE, SHIELD and WEAPON
/// 1 to 4 (specials), then BUILDING 1 to 4 (BUILDING abilities).
fn specials_rows() -> Html {
    let specials = [(Suit::People, &PEOPLE_SPECIALS), (Suit::Shield, &SHIELD_SPECIALS), (Suit::Weapon, &WEAPON_SPECIALS)]
        .into_iter()
        .flat_map(|(suit, row)| row.iter().enumerate().map(move |(i, s)| (suit, i + 1, s.name, s.text)));
    let buildings = BUILDING_ABILITIES.iter().enumerate().map(|(i, b)| (Suit::Building, i + 1, b.name, b.text));
    let rows = specials.chain(buildings).map(|(suit, value, name, text)| {
        html! { <tr><td>{ format!("{} {value}", suit.name()) }</td><td>{ name }</td><td>{ text }</td></tr> }
    });
    html! { <>{ for rows }</> }
}

/// List items of named cards: "<strong>Name</strong>: what it does".
fn named_items<'a>(cards: impl Iterator<Item = (&'a str, String)>) -> Html {
    html! { <>{ for cards.map(|(name, text)| html! { <li><strong>{ name.to_string() }</strong>{ format!(": {text}") }</li> }) }</> }
}

/// The balanced set-up's health, from the rules' table: a row per
/// difficulty, "Bunker / Mothership" per table size.
fn balanced_table() -> Html {
    let row = |d: Difficulty| {
        let cells = (2..=4).map(|players| {
            let (bunker, mothership) = d.balanced_health(players);
            html! { <td>{ format!("{bunker} / {mothership}") }</td> }
        });
        html! { <tr><th scope="row">{ d.name() }</th>{ for cells }</tr> }
    };
    html! {
        { wide_table("Balanced set-up", html! {
            <table>
                <caption>{ "Balanced set-up: Bunker / Mothership health" }</caption>
                <thead><tr><th scope="col">{ "Difficulty" }</th><th scope="col">{ "2 players" }</th><th scope="col">{ "3 players" }</th><th scope="col">{ "4 players" }</th></tr></thead>
                <tbody>{ for Difficulty::ALL.map(row) }</tbody>
            </table>
        }) }
    }
}

/// The headings the page's pictures go before, in the order of
/// `figures::ALL` (SET_UP, TRICK): drawn by the board, they come in
/// the game's pages' chunk, after this text (`GameUi::how_to_play`).
const PICTURES_BEFORE: [&str; 2] = ["A hand and its rounds", "3a. You won the trick: build"];

pub fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
    let bunker = named_items(BUNKER.iter().map(|b| (b.name, format!("{} Construction: {}.", b.text, parameter_words(b.parameter)))));
    let mothership = named_items(MOTHERSHIP.iter().map(|c| (c.name, c.text.to_string())));
    let sabotage = named_items(SABOTAGE.iter().map(|c| (c.name, c.text.to_string())));
    html! {
        <div class="ep-rules">
            { prose_with_figures(PROSE, &PICTURES_BEFORE, pictures) }
            { balanced_table() }
            <h2>{ "Player cards 1 to 4" }</h2>
            { wide_table("Player cards 1 to 4", html! {
                <table>
                    <thead><tr><th scope="col">{ "Card" }</th><th scope="col">{ "Name" }</th><th scope="col">{ "What it does" }</th></tr></thead>
                    <tbody>{ specials_rows() }</tbody>
                </table>
            }) }
            <h2>{ "Bunker cards" }</h2>
            <ul>{ bunker }</ul>
            <h2>{ "Mothership cards" }</h2>
            <ul>{ mothership }</ul>
            <h2>{ "Sabotage cards" }</h2>
            <p>{ "Each takes a card from its BUILDING when it arrives and again at the start of every trick, and also:" }</p>
            <ul>{ sabotage }</ul>
        </div>
    }
}
