//! How to play Extinction, in this project's own words. The island, the
//! gene decks and the Environmental Change deck are this app's design (see
//! docs/games/extinction.md); this page says how they play. Fixed prose with
//! no game state: one static piece of markup.

use crate::kit::figure_view::prose_with_figures;
use yew::prelude::*;

const PROSE: &str = r#"
<h2>The goal</h2>
<p>Two to four players each run a species of imaginary animals on Darwinia, an island of 84 hexes. Keep your species alive and thriving. When the time limit chosen at set-up runs out, each living species scores the individuals on its cubes that show 1 to 4 (crowded cubes of 5 and 6 score nothing), and the highest score wins. If only one species is left alive before that, the game ends at once.</p>

<h2>The pieces</h2>
<ul>
<li><strong>The island.</strong> Every hex has a habitat: woodland (W), meadow (M) and brushland (B) on land, marsh (K), lake (L) and swamp (S) on water. On the map each habitat has its own colour, texture and letter; the key beside the map lists them. Touching hexes of one habitat form a region.</li>
<li><strong>Cubes.</strong> Each species has 20 cubes. A cube stands on one hex and shows how many individuals live there, 1 to 6, as the pips of a die. A cube is drawn in its species' colour with the species' shape beside it. Only one cube may stand on a hex.</li>
<li><strong>Gene cards.</strong> Each species holds one card from each of six decks: Reproduction (a rate from 0.6 to 1.6), Habitat &amp; Mobility (the habitats it breeds in, and how far it moves: three habitats and no movement, two and mobility 20, or one and mobility 40), Environmental Tolerance (two kinds of disaster it survives), Barrier Crossing (the barriers it may cross), Predator (how it hunts: strong, swift, nocturnal, stealthy or venomous) and Prey Defense (the hunters it resists). Your cards are secret: only you see them, in your species' panel. Others learn only what you have to show, and each rival's panel keeps it for you: the hunter it announced, the defences and tolerances it showed or lacked, the barriers it crossed, the rates its newborns fit, and the most mobility it spent in one migration. Changing a card wipes what was known of it.</li>
<li><strong>Barriers.</strong> Ten of them: two cities, jetports, mountains, rivers and deserts. No species may stand on a barrier; a species may pass or reach across a kind its Barrier Crossing card names.</li>
<li><strong>The spinner</strong> has twelve segments, each a pair of actions done in order.</li>
<li><strong>The Environmental Change deck</strong>: famine and pestilence, droughts and cold waves, fires, polluted water and air, the changes people make to a habitat, and mild seasons. A drawn card goes under the deck when it is done; the board shows the last one.</li>
</ul>

<h2>Setting up</h2>
<ol>
<li>Everyone throws two dice; the lowest plays first, and play goes round the table from there.</li>
<li>In turn, each player places a founder population of exactly 30 individuals on empty hexes, one cube per hex: tap an empty hex, then how many go there (1 to 6). The prompt shows how many are left to place.</li>
<li>Then, in a second round, each may move founders: tap one of your cubes to take it back into hand, and place it again; press Done relocating when finished.</li>
<li>Only then is each species dealt its six gene cards, so founders are placed without knowing where the species will thrive.</li>
</ol>

<h2>A turn</h2>
<p>Press Spin. The wheel turns and stops on a pair of actions; do the first, then the second. Reproduce, environmental change and place barrier must be done. Migrate, compete/prey and change genes may be ended at once with the button that ends them; migrate and compete/prey are offered even when you have nothing to move or nobody in reach, and end only when you press that button, so the others cannot tell declining from being unable.</p>
<ul>
<li><strong>Reproduce.</strong> Count your individuals on cubes in your optimal habitats and multiply by your rate, rounded (0.6 of 13 is 8). Place the newborns on those cubes or on empty hexes and your cubes next to them (a cube holds at most 6): tap a marked hex, then how many. If they are more than there is room for, every such hex is filled to 6 at once; when you have fewer cubes left than there are empty hexes, your cubes are filled at once and you choose which empty hexes get the rest.</li>
<li><strong>Environmental change.</strong> Draw a card. Famine and pestilence take every cube of yours showing 5 or 6. A drought or cold wave takes a share of your individuals (you choose which: tap a cube, then how many) unless you tolerate it. A fire or polluted water strikes every species in that habitat that does not tolerate it; air pollution strikes cubes next to cities and jetports. The changes people make clear a whole habitat, and nobody survives them. A mild season lets you choose any pair of actions without an environmental change, then you go on with your spin.</li>
<li><strong>Place barrier.</strong> Tap a hex without a barrier that is not any species' last cube, then choose the kind. A cube there goes back to its owner.</li>
<li><strong>Migrate.</strong> Your mobility number is a budget: moving a group of individuals one hex costs as many points as there are individuals in it (mobility 20 moves one individual 20 hexes, or two 10 each). Tap one of your cubes, choose how many set off, then tap neighbouring hexes to walk them, and Settle on an empty hex or a cube of yours with room. A group never passes through rivals, nor through barriers your species cannot cross.</li>
<li><strong>Compete and prey.</strong> Tap one of your cubes, then a rival hex next to it (or just across a barrier you cross), then how many move in. To compete, move in more individuals than the rival has there: its cube goes back to its owner. To prey, first press Announce: every rival within reach shows whether it resists your kind of hunter (a word as proof). An undefended rival may then be taken with as few as one individual. Each of your cubes acts once a turn.</li>
<li><strong>Change genes.</strong> Swap up to four of your cards a turn, each deck once: yours goes under its deck and you take the top card. A mild season can bring a second change genes into your turn; the limits count both.</li>
</ul>

<h2>Extinction</h2>
<p>A species with no cube left on the island is extinct, and its player is out. The last species alive wins at once.</p>

<h2>Playing on this screen</h2>
<ul>
<li>Each hex is named by the mark drawn on it: its habitat's letter and a number, counted row by row from the top left (W1, W2, ...); the prompts and the log use the same names. Hexes you may tap now have a thick dashed ring and the others are shaded; with a keyboard, move to them with Tab and press Enter or Space. The chosen hex has a solid outline, and a thin blue ring marks every hex the last move changed (a bot's placements, a cold wave's deaths). The buttons under the prompt hold every other choice, Cancel (or Escape on a keyboard) lets go of a chosen hex, and asked to change genes you tap Change beside one of your own cards.</li>
<li>The prompt always says what is left of your budget: individuals to place, newborns, mobility, cubes used.</li>
<li>Undo takes back your small steps until something is revealed: a spin, a card drawn, an announcement or a new gene card.</li>
<li>With two or more people at one device, a curtain hides the board between turns, so nobody sees another's gene cards.</li>
<li>On a phone the board shows one part at a time (the island, the species and their genes, the map key), under three tabs; the island pans so that every hex stays big enough to tap.</li>
</ul>
"#;

/// The headings the page's pictures go before, in the order of
/// `figures::ALL` (FOUNDED, SPIN): drawn by the board, they come in
/// the game's pages' chunk, after this text (`GameUi::how_to_play`).
const PICTURES_BEFORE: [&str; 2] = ["A turn", "Extinction"];

pub fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
    let prose = prose_with_figures(PROSE, &PICTURES_BEFORE, pictures);
    html! { <div class="exn-rules">{ prose }</div> }
}
