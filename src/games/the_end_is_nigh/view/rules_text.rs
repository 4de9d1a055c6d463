//! How to play The End Is Nigh, in this project's own words. The refugee,
//! trait and identity lists are built straight from the card tables with
//! `html!`, so this page cannot drift from the cards the game plays with;
//! the fixed prose is one static piece of markup (our text, no game state).

use crate::games::the_end_is_nigh::cards::{allegiance_cards, Identity, Trait, REFUGEES, TRAIT_DECK};
use crate::kit::figure_view::prose_with_figures;
use crate::kit::parts::wide_table;
use yew::prelude::*;

const PROSE: &str = r#"
    <h2>The goal</h2>
    <p>The end of the world is tonight. Six refugees wait at the door of your bunker, and some of them secretly belong to a doomsday cult. Most of you are civilians: you win if no cultist is inside the bunker when the clock strikes twelve. A few of you are fanatics, hidden among the civilians: you win if at least one cultist gets in. Nobody knows who is who.</p>

    <h2>Setting up</h2>
    <ul>
        <li>Everyone gets one allegiance card, kept secret; one more card is set aside unseen, so nobody can count the fanatics for sure.</li>
        <li>Everyone is dealt two identities, keeps one in secret and discards the other unseen. An identity is a once-per-game ability, used on your own turn and revealed when used.</li>
        <li>Six of the eight refugees sit around the doomsday clock (at 12, 2, 4, 6, 8 and 10 o'clock), each with two trait cards face down. The clock holds twelve exile markers, numbered 1 to 12; markers 6 and 12 are red.</li>
    </ul>

    <h2>A turn</h2>
    <ol>
        <li><strong>Question</strong> a refugee who is not exhausted: look at one of their two traits in secret. Their refugee card may change this (see below). Tap the refugee on the clock, then the trait to look at.</li>
        <li><strong>Claim</strong>: say out loud, for the whole table, "is a cultist" or "is not a cultist". Those are the only two claims. You may lie; a fanatic often will. Some traits bind what you must say (the app enforces it without telling anyone else).</li>
        <li><strong>Vote</strong>: put this hour's exile marker above any refugee in the bunker.</li>
        <li>The refugee you questioned is now exhausted, and the one exhausted before is refreshed: nobody may question the same refugee twice in a row.</li>
        <li>After a <strong>red marker</strong> (6:00 and 12:00) the refugee with the most markers is turned away, their traits unseen. On a tie, the next player chooses. The empty spot stays a gap: the refugees on either side of it are no longer neighbours.</li>
    </ol>
    <p>After the second removal the traits of everyone still inside are turned up, then the allegiances. A Cultist who shares a refugee with a Pet Dog does no harm.</p>

    <h2>Two players</h2>
    <p>Markers 2, 5, 8 and 11 are crossed out: on those hours the marker leaves the game instead of being placed. After 6:00 each player gets a second allegiance card; holding any fanatic card makes you a fanatic.</p>

    <h2>Identities, refugees, traits</h2>
    <p>When texts disagree, an identity beats a refugee card, which beats a trait. Identities are easy to forget: when yours can be used, the board shows a Use button beside it and the prompt reminds you.</p>

    <h2>One tablet, secrets kept</h2>
    <p>Pass the tablet on each turn. A curtain covers the screen between players; only the player whose turn it is taps through it. Your screen shows your allegiance, your identity and what you have seen: every trait you looked at, kept for you and following a card when it is swapped, and every allegiance you learned. Your own notes, just above the log, hold whatever you write. Everything else on the screen is what the whole table knows: the clock, the markers, who is exhausted, and every claim and vote.</p>
"#;

/// The headings the page's pictures go before, in the order of
/// `figures::ALL` (SET_UP, EXILE): drawn by the board, they come in
/// the game's pages' chunk, after this text (`GameUi::how_to_play`).
const PICTURES_BEFORE: [&str; 2] = ["A turn", "Two players"];

pub fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
    let refugees = REFUGEES.iter().map(|r| {
        let lie = match r.placement {
            crate::games::the_end_is_nigh::cards::Placement::Stacked => "stacked traits",
            crate::games::the_end_is_nigh::cards::Placement::SideBySide => "traits side by side",
        };
        html! { <li><strong>{ r.refugee.name() }</strong>{ format!(" ({lie}): {}", r.text) }</li> }
    });
    let traits = Trait::ALL.iter().filter(|t| TRAIT_DECK.contains(t)).map(|t| {
        let copies = TRAIT_DECK.iter().filter(|d| *d == t).count();
        let count = if copies > 1 { format!(" (×{copies})") } else { String::new() };
        html! { <li><strong>{ t.name() }</strong>{ format!("{count}: {}", t.text()) }</li> }
    });
    let identities = Identity::ALL.iter().map(|i| html! { <li><strong>{ i.name() }</strong>{ format!(": {}", i.text()) }</li> });
    let mix = (2..=6).map(|n| {
        let cards = allegiance_cards(n);
        let f = cards.iter().filter(|c| **c == crate::games::the_end_is_nigh::cards::Allegiance::Fanatic).count();
        html! { <tr><td>{ n }</td><td>{ f }</td><td>{ cards.len() - f }</td></tr> }
    });
    html! {
        <div class="nigh-rules">
            { prose_with_figures(PROSE, &PICTURES_BEFORE, pictures) }
            <h2>{ "Allegiance cards in play" }</h2>
            { wide_table("Allegiance cards in play", html! {
                <table>
                    <thead><tr><th scope="col">{ "Players" }</th><th scope="col">{ "Fanatic cards" }</th><th scope="col">{ "Civilian cards" }</th></tr></thead>
                    <tbody>{ for mix }</tbody>
                </table>
            }) }
            <p>{ "One of these is set aside unseen; at two players the rest are dealt after 6:00." }</p>
            <h2>{ "The refugees" }</h2>
            <ul>{ for refugees }</ul>
            <h2>{ "The twelve trait cards" }</h2>
            <ul>{ for traits }</ul>
            <h2>{ "The twelve identities" }</h2>
            <ul>{ for identities }</ul>
        </div>
    }
}
