//! Setting up a table: how many players, who plays each seat, their
//! colours and shapes, and the game's own options. Start validates the
//! set-up with the game itself, saves the new game and opens it.

use super::seat_row::{seat_row, shape_for, Draft, SeatRowProps};
use crate::games::GameId;
use crate::kit::browser;
use crate::kit::game_ui::{GameUi, OptionSpec};
use crate::kit::parts::{select_field, Button, Choice};
use crate::saves::{Controller, SeatInfo};
use crate::table::session::Session;
use crate::ui::components::banner::{Banner, BannerKind};
use crate::ui::game_code::{load, use_game_code, Loading, Part};
use crate::ui::routes::Route;
use crate::ui::store;
use yew::prelude::*;

/// The game's options for a table size (`GameUi::options`).
pub type OptionsFn = fn(usize) -> Vec<OptionSpec>;
/// Builds, checks and stores a new game of these seats and option choices,
/// hints on or off; its save id, or why the table cannot start.
pub type StartFn = fn(&[Draft], &[usize], bool) -> Result<String, String>;

/// The screen itself is not generic: the game's options come in as a plain
/// function, and Start goes through the game's chunk (`game_code`), which
/// the screen fetches while the table is being set.
#[derive(Properties)]
pub struct NewGameProps {
    pub game: GameId,
    pub options: OptionsFn,
}

/// The function always belongs to `game`, so the game alone tells props apart.
impl PartialEq for NewGameProps {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game
    }
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let game = props.game;
    let options_for = props.options;
    // Fetched now, so Start rarely waits for it.
    let (code, _) = use_game_code(game, Part::Play);
    let (min, max) = game.players();
    let count = use_state(|| 2.clamp(min, max));
    let drafts = use_state(|| (0..max).map(Draft::default_for).collect::<Vec<_>>());
    let choices = use_state(|| vec![0usize; options_for(*count).len()]);
    let error = use_state(|| None::<String>);
    // Hints follow the table (on with exactly one human) until the player
    // sets them: then their choice stays, whatever the seats become.
    let hints_set = use_state(|| None::<bool>);
    let options = options_for(*count);
    let hints_on = hints_set.unwrap_or_else(|| hints_by_default(&drafts[..*count]));

    let on_count = {
        let (count, choices) = (count.clone(), choices.clone());
        Callback::from(move |value: String| {
            if let Ok(n) = value.parse::<usize>() {
                let n = n.clamp(min, max);
                count.set(n);
                // Options can differ with the table size: start again from the defaults.
                choices.set(vec![0; options_for(n).len()]);
            }
        })
    };
    let seat_rows = (0..*count).map(|i| {
        let on_change = {
            let drafts = drafts.clone();
            Callback::from(move |d: Draft| drafts.set(edit_seat(&drafts, i, d)))
        };
        seat_row(&SeatRowProps { index: i, draft: drafts[i].clone(), levels: game.bot_levels(), on_change })
    });
    // An option that applies only under another's choice (a custom value
    // under "Custom") shows with that choice, and keeps its own meanwhile.
    let option_rows = options.iter().enumerate().map(|(k, spec)| option_field(k, spec, &choices, spec.applies(&options, &choices)));
    let start = use_start(game, &drafts[..*count], &choices, hints_on, &error);
    html! {
        <main class="page new-game" data-testid="new-game">
            <a class="back-link" href={Route::Home.href()}>{ "← Back to the games" }</a>
            <h1>{ format!("New game of {}", game.name()) }</h1>
            <p class="muted">
                { game.pitch() }{ " " }
                <a class="tap-link" href={Route::Rules(game).href()}>{ "How to play" }</a>
            </p>
            { select_field("player-count".into(), "Players".into(), player_counts(min, max), count.to_string().into(), None, on_count) }
            <fieldset>
                <legend>{ "Seats, in turn order" }</legend>
                <ul class="seat-rows">{ for seat_rows }</ul>
            </fieldset>
            if !options.is_empty() {
                <fieldset>
                    <legend>{ "Options" }</legend>
                    { for option_rows }
                </fieldset>
            }
            <fieldset>
                <legend>{ "Help" }</legend>
                { hints_field(hints_on, &hints_set) }
            </fieldset>
            if let Some(why) = &*error {
                <Banner kind={BannerKind::Error} text={why.clone()} testid="banner" />
            }
            <div class="form-actions">
                <Button class="primary big" testid="start-game" label="Start" on_press={start} />
                if code == (Loading::Waiting { slow: true }) {
                    <p class="muted" role="status">{ format!("Loading {}…", game.name()) }</p>
                }
            </div>
        </main>
    }
}

/// Start: fetches the game's code if it is not here yet, starts the table
/// and opens its play screen, or says why it cannot start. One game, however
/// many times Start is tapped.
#[hook]
fn use_start(
    game: GameId,
    drafts: &[Draft],
    choices: &UseStateHandle<Vec<usize>>,
    hints_on: bool,
    error: &UseStateHandle<Option<String>>,
) -> Callback<()> {
    // Set from a Start until the play screen replaces this one (or the start
    // fails), so a second tap starts no second game.
    let starting = use_mut_ref(|| false);
    let (drafts, choices, error) = (drafts.to_vec(), choices.clone(), error.clone());
    Callback::from(move |()| {
        if starting.replace(true) {
            return;
        }
        let (drafts, choices, error, starting) = (drafts.clone(), choices.clone(), error.clone(), starting.clone());
        wasm_bindgen_futures::spawn_local(async move {
            match load(game).await.and_then(|code| (code.start)(&drafts, &choices, hints_on)) {
                // Still starting until the route's change takes this
                // screen away (a task later): a second click of a
                // double-click landing meanwhile started a second game.
                Ok(id) => Route::Play(id).replace(),
                Err(why) => {
                    error.set(Some(why));
                    *starting.borrow_mut() = false;
                }
            }
        });
    })
}

/// The table sizes the game allows, as the Players list offers them.
fn player_counts(min: usize, max: usize) -> Vec<Choice> {
    (min..=max)
        .map(|n| {
            let words = if n == 1 { "1 player".to_string() } else { format!("{n} players") };
            (n.to_string().into(), words.into())
        })
        .collect()
}

/// Hints start on at a table with exactly one human ([`crate::saves::Hints::for_table`]).
fn hints_by_default(drafts: &[Draft]) -> bool {
    drafts.iter().filter(|d| d.controller == Controller::Human).count() == 1
}

/// The Hints switch: a table setting, changeable later from the menu.
fn hints_field(on: bool, set: &UseStateHandle<Option<bool>>) -> Html {
    let onchange = {
        let set = set.clone();
        Callback::from(move |_: Event| set.set(Some(!on)))
    };
    html! {
        <label class="check-field">
            <input type="checkbox" data-testid="option-hints" checked={on} {onchange} />
            <span>{ "Hints: a Hint button shows what the Normal bot would play, from the player's own view" }</span>
        </label>
    }
}

/// Applies one seat's edit; a colour already taken by another seat (shown
/// or not, so a larger table later still has distinct colours) is swapped with it.
fn edit_seat(drafts: &[Draft], i: usize, d: Draft) -> Vec<Draft> {
    let mut next = drafts.to_vec();
    let old = next[i].colour;
    if d.colour != old {
        if let Some(other) = next.iter_mut().find(|o| o.colour == d.colour) {
            other.colour = old;
        }
    }
    next[i] = d;
    next
}

/// Option `k`'s field, hidden unless `shown`. Hidden, not left out: a
/// `<select>` built again when shown could show the browser's own pick for
/// a frame or more before its effect set the chosen one (measured: 4 in 10
/// runs at a sixfold slower CPU, Chromium 156, read "7 cards" with "10
/// cards" chosen).
fn option_field(k: usize, spec: &OptionSpec, choices: &UseStateHandle<Vec<usize>>, shown: bool) -> Html {
    let chosen = choices.get(k).copied().unwrap_or(0).min(spec.choices.len().saturating_sub(1));
    let help = spec.choices.get(chosen).map(|c| c.1).unwrap_or("");
    let on_pick = {
        let choices = choices.clone();
        Callback::from(move |value: String| {
            if let Ok(c) = value.parse::<usize>() {
                let mut next = (*choices).clone();
                if k < next.len() {
                    next[k] = c;
                    choices.set(next);
                }
            }
        })
    };
    let list = spec.choices.iter().enumerate().map(|(c, (label, _))| (c.to_string().into(), (*label).into())).collect();
    let field =
        select_field(format!("option-{}", spec.key).into(), spec.label.into(), list, chosen.to_string().into(), Some(help.into()), on_pick);
    html! { <div key={spec.key} hidden={!shown}>{ field }</div> }
}

/// Builds, validates and stores the new game; returns its id.
pub(crate) fn start_game<G: GameUi>(drafts: &[Draft], choices: &[usize], hints: bool) -> Result<String, String> {
    let seats: Vec<SeatInfo> = drafts
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let name = d.name.trim();
            let name = if name.is_empty() { format!("Player {}", i + 1) } else { name.to_string() };
            SeatInfo { name, colour: d.colour, shape: shape_for(i), controller: d.controller }
        })
        .collect();
    let setup = G::make_setup(seats.len(), choices);
    let now = browser::timestamp();
    let id = browser::new_save_id();
    let session = Session::<G>::start(id, seats, setup, browser::fresh_seed(), now)
        .map_err(|e| format!("This table cannot start: {e}."))?
        .with_hints(hints);
    // Kept even when the browser will not store it: the play screen then
    // says it lives in this tab only.
    Ok(store::create(&session.to_save(now)).id().to_string())
}
