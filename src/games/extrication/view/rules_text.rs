//! How to play Extrication, in this project's own words. The rulebook prints
//! no numbers, so the ships, the Development cards and the scoring figures
//! are this app's design and are listed straight from the component tables
//! (`components`), so this page cannot drift from what the game plays with
//! (docs/games/extrication.md says why each is what it is).
//!
//! The fixed prose is static markup (our own text, no game state); the
//! tables are built from the components with `html!`.

use crate::games::extrication::components::{
    Development, Size, COHORT_TILES, DEVELOPMENTS, FUEL_CUBES, MOST_SUPPORTED_BONUS, ORGANIC_CUBES, ROUNDS, SET_BONUS, SHIPS, SHORT_HOP,
    STARTING_SHIPS, TOKENS_PER_SCIENCE,
};
use crate::kit::figure_view::prose_with_figures;
use crate::kit::markup::static_markup;
use crate::kit::parts::wide_table;
use yew::prelude::*;

const GOAL: &str = r#"
    <h2>The goal</h2>
    <p>Earth is failing. Two to four organisations race to fill ships with Citizen Cohorts, the Organic supplies to keep them alive and the Fuel to get them off the ground, and to gather the sciences that make the journey possible. When the Final Scramble is over, the organisation with the most prestige wins.</p>

    <h2>The table</h2>
    <ul>
        <li><strong>The action track</strong>: ten locations in a row, from 1 (the start) to 10 (the end). Each location holds a ship card, with cargo tiles above it and cubes below it. The game starts with the ten small ships there, the only small ships there are; the Ship pile holds the large ships, so every ship that replaces a taken one is large and fits only a large pad (unless Open Gantries is in force).</li>
        <li><strong>Cargo tiles</strong> are Citizen Cohorts or Science tokens of five sciences: Astrophysics, Comms, Biology, Robotics and AI (on the board: Astro, Comms, Bio, Robot and AI). They come face down from a pile, one above each location each round, on top of whatever is still there.</li>
        <li><strong>Cubes</strong> are orange Fuel and green Organic, drawn blind from a bag, one below each location each round.</li>
        <li><strong>Your mat</strong>: a small and a large Launch Pad, a science tableau with two spaces for each science, and a Population track with a grey marker (Cohorts saved) and a green one (organic value).</li>
    </ul>
    <p>Nothing is secret between players: everyone sees every mat. Only the face-down piles and the bag are unknown.</p>

    <h2>A round</h2>
    <p>Every player has one worker. In turn order, each worker enters the track; once all are on it, the worker furthest from the end always moves next. On your turn you either <strong>move</strong> your worker forward to any location no other worker stands on (you may jump over others), or <strong>leave the track</strong> for this round. The order in which players leave is the turn order of the next round. The round ends when everyone has left.</p>

    <h2>Where you stop, do ONE thing</h2>
    <ul>
        <li>Take its <strong>ship</strong> onto a free Launch Pad that fits it: a small pad takes a small ship, a large pad takes any ship.</li>
        <li>Or load <strong>Citizen Cohorts</strong> from it onto your ships, one at a time, as many as you like and have room for.</li>
        <li>Or load its <strong>Organic cubes</strong> the same way. Cohorts and Organic cubes share a ship's cargo spaces.</li>
        <li>Or put its <strong>Fuel cubes</strong> in your ships' tanks. A ship's tanks hold exactly the fuel it needs to launch.</li>
        <li>Or take one <strong>Science token</strong> onto the lowest free space of its science on your tableau (at most two per science).</li>
    </ul>
    <p><strong>Reach.</strong> Your science tableau lets you take from afar. With the 1st tile of a science you may take that science's resource from any location <em>behind</em> your worker instead of where it stands; with the 2nd, from any location <em>ahead</em> as well. Astrophysics reaches ships, Comms Cohorts, Biology Organic cubes, Robotics Fuel, and AI Science tokens. Still only one kind of thing, from one location, per turn.</p>

    <h2>Launching</h2>
    <p>At any point in your turn, before or after your one thing, you may launch any of your ships that has all the fuel it needs and at least one Cohort aboard. Its fuel burns; each Cohort moves your grey marker one space and each Organic cube your green marker two; the ship leaves its pad, which is free again. Cargo on a ship that never launches counts for nothing.</p>

    <h2>Between rounds</h2>
    <p>Taken ships are replaced from the Ship pile, a new cargo tile goes above each location and a cube from the bag below it, and a Development card is turned: it changes the round that follows. When the Final Scramble card is turned, one last round is played and then the game is scored.</p>"#;

const SCREEN: &str = r#"
    <h2>Playing on this screen</h2>
    <ul>
        <li>Tap <strong>Go</strong> on a free location to move there, or <strong>Leave the track</strong> (under the prompt, with the turn's other buttons).</li>
        <li>Then tap a thing you may take (it has a dashed gold edge): a ship card, or a chip of Cohorts, a science (Astro, Comms, Bio, Robot, AI), Fuel or Organic cubes. The buttons under the prompt then say where it may go (<strong>Dock on small pad</strong>, <strong>Load onto large pad</strong>, <strong>Place on Comms</strong>); the pads on your mat light up too (<strong>Dock here</strong>, <strong>Load here</strong>). Tapping the chosen thing again also works when it can go only one way. Loading stays chosen, so tap again for one more. <strong>Let go</strong> under the prompt, or Escape on a keyboard, drops the choice.</li>
        <li>When your worker stands on the track, the locations your tableau reaches are outlined and tagged with an arrow (◀ behind, ▶ ahead) and the sciences that reach them.</li>
        <li><strong>Launch the Skiff</strong> (and so on) appears under the prompt when a ship is ready; <strong>End turn</strong> when you are done. A tap on something you may not take says why.</li>
    </ul>"#;

fn ship_rows() -> Html {
    let mut kinds: Vec<(&str, Size, u8, u8, usize, usize)> = Vec::new();
    for (i, k) in SHIPS.iter().enumerate() {
        let start = usize::from(i < STARTING_SHIPS);
        match kinds.iter_mut().find(|r| r.0 == k.name) {
            Some(r) => {
                r.4 += start;
                r.5 += 1 - start;
            }
            None => kinds.push((k.name, k.size, k.capacity, k.fuel, start, 1 - start)),
        }
    }
    let rows = kinds.into_iter().map(|(name, size, cap, fuel, start, pile)| {
        let size = if size == Size::Small { "small" } else { "large" };
        html! { <tr><td>{ name }</td><td>{ size }</td><td>{ cap }</td><td>{ fuel }</td><td>{ start }</td><td>{ pile }</td></tr> }
    });
    html! { <>{ for rows }</> }
}

fn development_items() -> Html {
    let cards = DEVELOPMENTS.iter().chain(std::iter::once(&Development::FinalScramble));
    html! { <>{ for cards.map(|d| html! { <li><strong>{ d.name() }</strong>{ format!(": {}", d.text()) }</li> }) }</> }
}

/// The headings the page's pictures go before, in the order of
/// `figures::ALL` (SET_UP, LOADING): drawn by the board, they come in
/// the game's pages' chunk, after this text (`GameUi::how_to_play`).
const PICTURES_BEFORE: [&str; 2] = ["A round", "Launching"];

pub fn how_to_play(pictures: &dyn Fn(usize) -> Html) -> Html {
    html! {
        <div class="xt-rules">
            { prose_with_figures(GOAL, &PICTURES_BEFORE, pictures) }
            <h2>{ "The Development cards" }</h2>
            <p>{ format!(
                "No card is in force in round 1. Final Scramble lies under the first {} cards turned, so a game lasts {ROUNDS} rounds. Short Hops limits a move to the next {SHORT_HOP} free locations.",
                ROUNDS - 2
            ) }</p>
            <ul>{ development_items() }</ul>
            <h2>{ "Scoring" }</h2>
            <ul>
                <li>{ "Your organic value supports one Cohort per point: each supported Cohort you launched scores +1, each Cohort beyond your organic value scores −1." }</li>
                <li>{ format!("A full set of the five sciences scores +{}; a second full set +{} more.", SET_BONUS[0], SET_BONUS[1]) }</li>
                <li>{ format!("The most supported Cohorts score +{MOST_SUPPORTED_BONUS}; tied players each get it, and nobody does if no one has a supported Cohort.") }</li>
                <li>{ "Ties go to the most Cohorts launched, then the most Science tiles, then the most ships launched; still tied, the place is shared. The end screen shows every line of the sum and each tiebreak used." }</li>
            </ul>
            <h2>{ "The ships" }</h2>
            { wide_table("The ships", html! {
                <table>
                    <thead><tr><th scope="col">{ "Ship" }</th><th scope="col">{ "Size" }</th><th scope="col">{ "Cargo" }</th><th scope="col">{ "Fuel" }</th><th scope="col">{ "On the track at the start" }</th><th scope="col">{ "In the pile" }</th></tr></thead>
                    <tbody>{ ship_rows() }</tbody>
                </table>
            }) }
            <p>{ format!(
                "The cargo pile holds {COHORT_TILES} Citizen Cohorts and {TOKENS_PER_SCIENCE} tokens of each science; the bag {FUEL_CUBES} Fuel and {ORGANIC_CUBES} Organic cubes."
            ) }</p>
            { static_markup(SCREEN) }
        </div>
    }
}
