//! How to play ExtracZon, in this project's own words. Numbers and names are
//! the rulebook's; the map and the split of Tactical cards are this app's
//! design (see docs/games/extraczon.md).

use crate::games::extraczon::board::{H, W};
use crate::games::extraczon::cards::{TACTICALS, TACTICAL_SPLIT};
use crate::games::extraczon::rules::scoring::SOLO_TIERS;
use crate::kit::figure_view::prose_with_figures;
use yew::prelude::*;

/// The headings the page's pictures go before, in the order of
/// `figures::ALL` (SET_UP, ROLL): drawn by the board, they come in
/// the game's pages' chunk, after this text (`GameUi::how_to_play`).
const PICTURES_BEFORE: [&str; 2] = ["Your turn", "Fast Travel"];

pub fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
    let split = TACTICAL_SPLIT.iter().map(|(_, n, _, effect)| format!("{effect} ×{n}")).collect::<Vec<_>>().join(", ");
    let tiers: String = SOLO_TIERS
        .iter()
        .map(|(name, cards, zombies)| {
            format!("<li><strong>{name}</strong>: at least {cards} secured cards and {zombies} contained Zombies.</li>")
        })
        .collect();
    // Plain text with no state: written as markup, it costs the download a
    // string instead of the code that would build each element.
    let page = format!(
        r#"
    <h2>The goal</h2>
    <p>The city is overrun. Each player drives an Extractor from their own Safe House, raids buildings for survivors and locks away the Zombies guarding them. When the game ends, every secured card and every contained Zombie is worth one point: the biggest haul wins.</p>

    <h2>Your turn</h2>
    <ol>
        <li>If you have secured Tactical cards, you may pick one to help you for this whole turn.</li>
        <li>Roll the black die and move exactly that many tiles.</li>
        <li>If you stop in an Infected Zone or walk into a Site, deal with it there (see below).</li>
    </ol>

    <h2>Moving</h2>
    <ul>
        <li>Step up, down, left or right along the streets; never diagonally, never through a building, and never twice over the same tile in one move.</li>
        <li>You must spend every point of the roll. Two exceptions end your move early: stepping onto a red Infected Zone, and going in through a Site's door.</li>
        <li>Two tokens never share a tile. To get past another Extractor, hop over it onto the empty tile beyond: that costs 2 points per token you hop.</li>
        <li>Sites are entered and left only through their door tile (marked with a bar and an arrow).</li>
        <li>On the map, the places you can reach glow with a dashed outline. Tap one to see the route, tap it again (or press Confirm) to go. The same places are listed as buttons under "places to move to", and on a small screen the map starts zoomed in round your token (the "Zoom in on the turn" switch), so every place you can tap is big enough; places outside the zoomed view are in that list.</li>
    </ul>

    <h2>Fast Travel</h2>
    <p>Each corner of the city has a Fast Travel station (the ⇄ sign). Standing on its door with at least one point left, you may ride to the door of another corner's station for 1 point, then keep walking with what remains. Just landing on the door does not make you ride.</p>

    <h2>Infected Zones</h2>
    <p>A red tile marked 8 stops you at once. Roll the four red dice: 8 or more and you fight through and roll the black die again to keep moving; less and your turn is over.</p>

    <h2>Site encounters, step by step</h2>
    <ol>
        <li>Walk in through the door of a Site whose Zombie is still there. Each Site can be tried only once in the whole game.</li>
        <li>Roll the black die and draw that many cards face up into your Unsecured area.</li>
        <li>Infected Survivors strike first. A Defense card (your active one, or one just drawn) cancels one Infected each. Every other Infected is thrown away together with a Survivor or Tactical card of your choosing from the Unsecured area.</li>
        <li>Roll the four red dice, adding any HP bonuses, and compare with the Zombie's HP.</li>
        <li>Equal or higher: all your Unsecured cards go to your Safe House for good, and the Zombie card is yours.</li>
        <li>Lower: throw away one Unsecured card and roll again. With nothing left to throw away you get one last roll; if it fails too, the Zombie escapes and nobody scores it.</li>
    </ol>

    <h2>Tactical cards</h2>
    <ul>
        <li><strong>HP +1 / +2</strong>: added to HP rolls.</li>
        <li><strong>Movement +1 / +2</strong>: added to movement rolls.</li>
        <li><strong>Defense</strong>: cancels one Infected Survivor drawn this turn.</li>
    </ul>
    <p>A secured Tactical card helps only on a turn when you choose it as your active card (one at a time). A Tactical card you have just drawn helps straight away in that encounter, as long as it is still in your Unsecured area; it stacks with your active card.</p>

    <h2>The Apex Zombie</h2>
    <p>Once all 24 Sites are finished (contained or escaped), the Apex Zombie in the centre (HP 19) wakes. Starting with whoever last won a Site (or, failing that, last lost one), players take turns fighting it the same way: draw, deal with the Infected, roll. A player who runs out of cards and misses passes the fight on. The first to contain it ends the game.</p>

    <h2>Scoring and ties</h2>
    <ol>
        <li>Count secured Survivor and Tactical cards plus contained Zombies. Highest total wins.</li>
        <li>Tied? More contained Zombies wins.</li>
        <li>Still tied? Whoever holds the Apex wins.</li>
        <li>If none of the tied players holds it, they face the Apex again in a Final Encounter with every Tactical bonus switched off; the one who contains it wins.</li>
    </ol>

    <h2>Solo</h2>
    <p>Play the whole city alone and keep fighting the Apex, turn after turn, until it is contained. Then see which tier your haul reaches:</p>
    <ul>{tiers}</ul>

    <h2>Teams</h2>
    <p>With three players you can play 2 against 1; with four, 2 against 2 or 3 against 1. Everyone keeps their own Safe House, but a team's totals are added together, and the tie rules apply to teams.</p>

    <h2>About this edition</h2>
    <p>The rulebook does not print its city map or say how the {TACTICALS} Tactical cards split between bonuses, so this app draws its own {W} by {H} city (each quarter the same, turned, so no corner is luckier) and uses this split: {split}.</p>
"#
    );
    let prose = prose_with_figures(&page, &PICTURES_BEFORE, pictures);
    html! { <div class="xz-rules">{ prose }</div> }
}
