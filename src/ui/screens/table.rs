//! The play screen: the board (or the pass-and-play curtain), the prompt,
//! the log, the bar with Undo, bot speed and menu, and the end screen.

use super::end_screen::EndScreen;
use super::play_bar::{play_bar, PlayBarProps};
use super::table_hooks::{use_autosave, use_bot_speed, use_bots, use_hint_request, use_ready_focus, use_save_sync, SaveSync};
use super::table_turn::{board_or_curtain, last_look_box, last_look_news, turn_prompt};
use crate::engine::{Seat, Viewer};
use crate::kit::browser;
use crate::kit::dock::DockHost;
use crate::kit::game_ui::RevealWait;
use crate::kit::keys;
use crate::kit::parts::{set_to, Button};
use crate::kit::seat_badge::SeatList;
use crate::saves::{seat_name, Controller, SeatInfo};
use crate::table::seating::{seating, Hands, Seating};
use crate::table::undo_refusal::undo_refusal;
use crate::ui::bot_runner::BotTurn;
use crate::ui::components::banner::{Banner, BannerKind};
use crate::ui::components::dialogs::{ConfirmDialog, ConfirmExport, Overlay};
use crate::ui::components::log::Log;
use crate::ui::components::menu::MenuItem;
use crate::ui::components::notes::SeatNotes;
use crate::ui::components::parts::go;
use crate::ui::components::share::ShareDialog;
use crate::ui::components::tap_shield::{use_tap_guard, TapShield};
use crate::ui::dispatch;
use crate::ui::live::{Ended, Live, Playing, Step};
use crate::ui::routes::Route;
use crate::ui::store::{self, StoreError};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub initial: Rc<Playing>,
}

#[derive(Clone, Copy, PartialEq)]
enum Dialog {
    None,
    Rules,
    ConfirmRestart,
    /// Exporting a game in progress: the file holds every hidden card.
    ConfirmExport,
    /// The finished game's share link.
    Share,
    /// The game so far, move by move, seen only as this viewer (whoever
    /// holds the tablet now) saw it: a review that leaks nothing play hides.
    ReviewSoFar(Viewer),
}

/// One component for every game: the game itself is behind [`Live`].
#[component]
pub fn Table(props: &TableProps) -> Html {
    let initial = props.initial.0.clone();
    let playing = use_reducer(move || Playing(initial));
    let live = playing.0.clone();
    let (speed, pace, on_speed) = use_bot_speed();
    let hands = use_state(Hands::default);
    let save_error = use_state(|| None::<String>);
    // Bumped when another window's newer game replaces this one, so effects
    // keyed by the position run again even where the revisions coincide.
    let generation = use_state(|| 0u32);
    let sync = use_save_sync(&live, &save_error, replace(&playing, &generation, &hands));
    let dialog = use_state(|| Dialog::None);
    let result_hidden = use_state(|| false);
    let ready_button = use_node_ref();
    let asking = use_hint_request(*generation, live.revision());

    let to_act = live.to_act();
    let seats = live.seats();
    let news = Rc::new(last_look_news(&*live, *hands, &to_act));
    let at = seating(&to_act, &seats, *hands, live.last_actor(), live.hides_information(), !news.is_empty());
    let on_step = Callback::from({
        let dispatcher = playing.dispatcher();
        move |step: Step| dispatcher.dispatch(step)
    });
    use_autosave(&live, *generation, &sync);
    // The bot whose move is awaited, if any.
    let bot_at_work = at.bot_to_act.filter(|_| !to_act.is_over());
    use_bots(&live, *generation, bot_at_work, pace.clone(), &on_step);
    use_ready_focus(&ready_button, at.curtain_for, at.last_look);
    let board = board_or_curtain(&*live, &seats, &at, &hands, &on_step, &ready_button);
    let last_look = last_look_box(&seats, &at, &hands, news, ready_button);
    let prompt = turn_prompt(&*live, &seats, &at, *hands, bot_at_work);
    let thinking = bot_at_work.map(|s| format!("{} is thinking…", seat_name(&seats, s)));
    let may_undo = at.undo_seat.is_some_and(|s| live.can_undo(s));
    let undo_refusal = undo_refusal(live.last_actor(), at.undo_seat, may_undo, hands.holder, &seats);
    let on_explain = on_step.reform(|why| Step::Explain { why });
    let on_undo = undo(&on_step, &at, &hands);
    let has_bots = seats.iter().any(|s| matches!(s.controller, Controller::Bot(_)));
    // A game in progress holds what play hides: the dialog says so before the file is written.
    let export_now = if to_act.is_over() { export(&live, &save_error) } else { set_to(&dialog, Dialog::ConfirmExport) };
    let menu = menu_items(&live, &dialog, &sync, &export_now, &on_step, at.viewer);
    let hint = hint_part(&live, &at, &asking, &on_step);
    let show_result = (to_act.is_over() && *result_hidden).then(|| set_to(&result_hidden, false));
    let dismiss = on_step.reform(|()| Step::DismissRefusal);
    // The latest move's result waits for its dice: the prompt, the dock and
    // the move's own log lines fade in once they have landed.
    let reveal = live.reveal_wait();
    let held = reveal.map(|r| (live.latest_lines(at.viewer), AttrValue::Static(r.class())));
    // Noted here, as the new screen is drawn (see tap_shield's notes).
    let screen = (*generation, live.revision(), at.curtain_for.is_some(), at.last_look.is_some());
    let tap_guard = use_tap_guard(screen, at.acting);

    if let Dialog::ReviewSoFar(viewer) = *dialog {
        return dispatch::review_so_far(Rc::new(live.to_save(browser::timestamp())), viewer, set_to(&dialog, Dialog::None));
    }
    table_view(TableParts {
        bar: PlayBarProps { game_name: live.game_id().name().into(), undo_refusal, on_undo, on_explain, speed, on_speed, has_bots, menu },
        board,
        save_error: (*save_error).clone(),
        notices: notices(&live, &sync, &export_now),
        prompt,
        last_look,
        hint,
        thinking,
        refusal: live.refusal().map(|r| (r, dismiss)),
        show_result,
        players: players(&seats, &at),
        notes: notes(&*live, &at, &on_step),
        log: html! { <Log lines={live.log_lines(at.viewer)} {held} /> },
        reveal,
        dialogs: dialogs(&live, &on_step, &dialog, &hands, &result_hidden, &save_error),
        shield: html! { <TapShield guard={tap_guard} screen={screen} /> },
    })
}

/// The private notes of the human holding the tablet, in games that hide
/// something (elsewhere everyone sees the screen, so nothing is private).
fn notes(live: &dyn Live, at: &Seating, on_step: &Callback<Step>) -> Html {
    let Viewer::Seat(seat) = at.viewer else { return Html::default() };
    if !live.hides_information() || at.curtain_for.is_some() {
        return Html::default();
    }
    let on_write = on_step.reform(move |text| Step::Note { seat, text });
    html! { <SeatNotes key={seat.index()} name={seat_name(&live.seats(), seat)} text={live.note(seat)} {on_write} /> }
}

/// Puts another window's newer game on screen.
fn replace(playing: &UseReducerHandle<Playing>, generation: &UseStateHandle<u32>, hands: &UseStateHandle<Hands>) -> Callback<Rc<dyn Live>> {
    let (dispatcher, generation, hands) = (playing.dispatcher(), generation.clone(), hands.clone());
    Callback::from(move |newer: Rc<dyn Live>| {
        dispatcher.dispatch(Step::Replace(newer));
        generation.set(*generation + 1);
        // Not the position anyone here was shown: whoever acts taps in again.
        hands.set(Hands::default());
    })
}

/// Takes back the last move of the seat that may undo now.
fn undo(on_step: &Callback<Step>, at: &Seating, hands: &UseStateHandle<Hands>) -> Callback<()> {
    // On the last look the player whose move it was holds the tablet for sure.
    let curtained = at.curtain_for.is_some() && at.last_look.is_none();
    let (on_step, seat, hands) = (on_step.clone(), at.undo_seat, hands.clone());
    Callback::from(move |()| {
        if let Some(seat) = seat {
            on_step.emit(Step::Undo { seat });
            // Pressed on the hand-over screen: the next player may hold the
            // tablet already, so the move is taken back behind the curtain.
            if curtained {
                hands.set(Hands::back_to(seat));
            }
        }
    })
}

/// Everything the play screen shows, worked out by the game-specific part.
struct TableParts {
    bar: PlayBarProps,
    board: Html,
    save_error: Option<String>,
    /// The wait of the latest move's result for its dice, if any.
    reveal: Option<RevealWait>,
    /// Where this game is kept, when not simply saved: another window's
    /// change, or a browser that will not store it.
    notices: Html,
    prompt: String,
    /// What the move that ended the turn showed its player alone, and the
    /// button that hides their game (see `table::seating`).
    last_look: Html,
    /// The Hint button and the hint's line, when hints are on.
    hint: Html,
    thinking: Option<String>,
    /// The refused move's reason and its Dismiss action.
    refusal: Option<(String, Callback<()>)>,
    /// Set when the game is over and the result was put away.
    show_result: Option<Callback<()>>,
    /// The list of seats, those to act marked.
    players: Html,
    notes: Html,
    log: Html,
    dialogs: Html,
    /// Takes a quick second tap on the spot whose tap just changed the screen.
    shield: Html,
}

/// The play screen's markup. Not generic, so every game shares one copy of
/// it in the download instead of each carrying its own. The board (or the
/// curtain) is the page's one `<main>`; the bar and the side panel are
/// landmarks of their own beside it, and the dialogs float over all three.
/// The board's heading is a level 2 for screen readers, so a game's own
/// headings on it are <h3>, as in the end screen's dialog.
fn table_view(p: TableParts) -> Html {
    let waits = p.reveal.map(RevealWait::class);
    html! {
        <div class="play" data-testid="play" style={p.reveal.map(RevealWait::style)}>
            { play_bar(p.bar) }
            // tabindex -1: the focus waits here while there is nothing to
            // take (a bot's turn), see `refocus_if_lost`.
            <main class="board-area" aria-labelledby="board-title" tabindex="-1">
                <h2 id="board-title" class="visually-hidden">{ "Board" }</h2>
                { p.board }
            </main>
            // Not in the board area, which is the board's drawing alone.
            <KeyHelp />
            <aside class="side-panel" aria-label="Game status">
                if let Some(e) = p.save_error {
                    <Banner kind={BannerKind::Error} text={e} testid="save-error" />
                }
                { p.notices }
                // On a phone the Hint button sits beside the prompt, so asking
                // for nothing costs the board no room.
                <div class="prompt-row">
                    <p class={classes!("prompt", waits)} data-testid="prompt" aria-live="polite">{ p.prompt }</p>
                    { p.hint }
                </div>
                { p.last_look }
                // The board's step controls appear here (kit::dock): under
                // the prompt, where the thumb is on a phone.
                <DockHost class={waits} />
                if let Some(t) = p.thinking { <p class="thinking" data-testid="thinking">{ t }</p> }
                if let Some((r, dismiss)) = p.refusal {
                    <Banner kind={BannerKind::Error} text={r} testid="refusal" on_close={dismiss} />
                }
                if let Some(show) = p.show_result {
                    <Button class="primary" testid="show-result" label="Show the result" on_press={show} />
                }
                { p.players }
                { p.notes }
                { p.log }
            </aside>
            { p.dialogs }
            { p.shield }
        </div>
    }
}

/// The keys of a group of choices in one line. Drawn once a key was pressed
/// since the last tap, and shown by the stylesheet while the keyboard is on
/// a board target or in a group of them in the dock, so its words fit both.
#[function_component]
fn KeyHelp() -> Html {
    if !keys::use_keys_in_use() {
        return Html::default();
    }
    html! {
        <p class="key-help" data-testid="key-help">
            { "Arrow keys move between these choices; Enter or Space takes one; Tab leaves them." }
        </p>
    }
}

/// The seats' badges, the ones to act marked.
fn players(seats: &Rc<Vec<SeatInfo>>, at: &Seating) -> Html {
    let active: Vec<Seat> = at.human_to_act.into_iter().chain(at.bot_to_act).collect();
    html! { <SeatList class="seat-list" seats={seats.clone()} {active} /> }
}

/// The Hint button for the human who may act, and the hint's line under
/// the prompt once it is worked out (it never plays the move).
fn hint_part(live: &Rc<dyn Live>, at: &Seating, asking: &UseStateHandle<Option<(u64, Rc<BotTurn>)>>, on_step: &Callback<Step>) -> Html {
    let seat = at.human_to_act.filter(|_| live.hints_on() && at.curtain_for.is_none() && !live.to_act().is_over());
    let Some(seat) = seat else { return Html::default() };
    if let Some(words) = live.hint(seat) {
        return html! { <p class="hint-line" data-testid="hint-line" aria-live="polite"><strong>{ "Hint: " }</strong>{ words }</p> };
    }
    let revision = live.revision();
    let thinking = asking.as_ref().is_some_and(|(r, _)| *r == revision);
    let on_press = {
        let (live, asking, on_step) = (live.clone(), asking.clone(), on_step.clone());
        Callback::from(move |()| {
            if let Some(turn) = live.ask_hint(seat, on_step.clone()) {
                asking.set(Some((revision, Rc::new(turn))));
            }
        })
    };
    let label = if thinking { "Thinking of a hint…" } else { "Hint" };
    html! {
        <div class="hint-bar">
            <Button testid="hint" {label} disabled={thinking} title="What the Normal bot would play here, from what you can see" {on_press} />
        </div>
    }
}

fn menu_items(
    live: &Rc<dyn Live>,
    dialog: &UseStateHandle<Dialog>,
    sync: &SaveSync,
    export_now: &Callback<()>,
    on_step: &Callback<Step>,
    viewer: Viewer,
) -> Vec<MenuItem> {
    let show = |d: Dialog| set_to(dialog, d);
    let leave = {
        let (live, sync) = (live.clone(), sync.clone());
        // Saved after every move already; this only makes sure before leaving.
        Callback::from(move |()| {
            if live.revision() == 0 || sync.save(&*live) || *sync.deleted {
                Route::Home.go();
            }
        })
    };
    let mut items = vec![
        MenuItem::new("How to play", "menu-rules", show(Dialog::Rules)),
        MenuItem::new("Save and leave", "menu-leave", leave),
        MenuItem::new("Restart…", "menu-restart", show(Dialog::ConfirmRestart)),
        MenuItem::new("Export this game", "menu-export", export_now.clone()),
        hints_switch(live.hints_on(), on_step),
    ];
    // A finished game's review is on its end screen, with everything revealed.
    if !live.to_act().is_over() {
        items.insert(1, MenuItem::new("Review the game so far", "menu-review", show(Dialog::ReviewSoFar(viewer))));
    }
    items
}

/// The menu's switch for the Hint button.
fn hints_switch(on: bool, on_step: &Callback<Step>) -> MenuItem {
    let label = if on { "Turn hints off" } else { "Turn hints on" };
    MenuItem::new(label, "menu-hints", on_step.reform(move |()| Step::SetHints { on: !on }))
}

/// The lines that say where this game is kept when it is not simply saved.
fn notices(live: &Rc<dyn Live>, sync: &SaveSync, export_now: &Callback<()>) -> Html {
    let tab_only = store::tab_only(live.save_id());
    let full = matches!(tab_only, Some(StoreError::Full));
    let tab_only = tab_only.map(|why| {
        let room = if full { " To make room, delete finished games from your saved games." } else { "" };
        format!("This game is kept in this tab only: {why}, so it is lost on a reload or when the tab closes. Export it to keep it.{room}")
    });
    let save_again = {
        let (live, sync) = (live.clone(), sync.clone());
        Callback::from(move |()| sync.save_again(&*live))
    };
    html! {
        <>
            if let Some(text) = tab_only {
                <Banner kind={BannerKind::Error} {text} testid="tab-only" />
                <Button testid="tab-only-export" label="Export this game" on_press={export_now.clone()} />
                if full { <Button testid="tab-only-saves" label="See your saved games" on_press={go(Route::Home)} /> }
            }
            if let Some(text) = *sync.notice {
                <Banner kind={BannerKind::Info} {text} testid="other-window" on_close={set_to(&sync.notice, None)} />
            }
            if *sync.deleted {
                <Button testid="save-again" label="Save it here again" on_press={save_again} />
            }
            if !full { <StorageWarning revision={live.revision()} /> }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct StorageWarningProps {
    /// The save's revision: the storage is measured again after each write.
    revision: u64,
}

/// Says so while the game is played when the browser's storage is nearly
/// full, before a write fails: a table deep in a long game never visits the
/// home, where the gauge is. Dismissed, it stays away for this visit.
#[function_component]
fn StorageWarning(props: &StorageWarningProps) -> Html {
    let usage = use_memo(props.revision, |_| store::usage().filter(store::Usage::nearly_full));
    let dismissed = use_state(|| false);
    let Some(usage) = *usage else { return Html::default() };
    if *dismissed {
        return Html::default();
    }
    let text = format!("Storage nearly full ({}). This game keeps saving; to make room, export and delete finished games.", usage.text());
    html! {
        <>
            <Banner kind={BannerKind::Error} {text} testid="play-storage-nearly-full" on_close={set_to(&dismissed, true)} />
            <Button testid="play-storage-saves" label="See your saved games" on_press={go(Route::Home)} />
        </>
    }
}

/// Downloads the current game as a save file (works even when storage is full).
fn export(live: &Rc<dyn Live>, error: &UseStateHandle<Option<String>>) -> Callback<()> {
    let (live, error) = (live.clone(), error.clone());
    Callback::from(move |()| {
        let save = live.to_save(browser::timestamp());
        let stem = format!("endgames-{}-{}", save.game.slug(), save.id);
        let result =
            serde_json::to_string(&save).map_err(|e| e.to_string()).and_then(|text| browser::download(&browser::file_name(&stem), &text));
        if let Err(why) = result {
            error.set(Some(format!("Could not export: {why}.")));
        }
    })
}

fn dialogs(
    live: &Rc<dyn Live>,
    on_step: &Callback<Step>,
    dialog: &UseStateHandle<Dialog>,
    hands: &UseStateHandle<Hands>,
    result_hidden: &UseStateHandle<bool>,
    save_error: &UseStateHandle<Option<String>>,
) -> Html {
    let close = set_to(dialog, Dialog::None);
    match **dialog {
        // Each dialog is keyed, so another one opening in its place is a new
        // dialog that moves the focus again.
        Dialog::Rules => html! {
            <Overlay key="rules" title="How to play" testid="rules" close_label="Close" on_close={close}>
                <div class="rules">{ dispatch::rules_in_play(live.game_id()) }</div>
            </Overlay>
        },
        Dialog::ConfirmRestart => {
            let (on_step, hands, hidden, dialog) = (on_step.clone(), hands.clone(), result_hidden.clone(), dialog.clone());
            let on_confirm = Callback::from(move |()| {
                on_step.emit(Step::Restart { seed: browser::fresh_seed() });
                hands.set(Hands::default());
                hidden.set(false);
                dialog.set(Dialog::None);
            });
            html! {
                <ConfirmDialog key="restart" title="Restart this game?"
                    message="A new game starts with the same players and options, dealt afresh. This game is replaced and cannot be brought back."
                    confirm_label="Restart" {on_confirm} on_cancel={close} />
            }
        }
        Dialog::ConfirmExport => {
            let (write, dialog) = (export(live, save_error), dialog.clone());
            let on_confirm = Callback::from(move |()| {
                write.emit(());
                dialog.set(Dialog::None);
            });
            html! { <ConfirmExport key="export" {on_confirm} on_cancel={close} /> }
        }
        // Drawn in place of the play screen (`Table`), not over it.
        Dialog::ReviewSoFar(_) => Html::default(),
        Dialog::Share => {
            let save = Rc::new(live.to_save(browser::timestamp()));
            html! { <ShareDialog key="share" game={live.game_id()} {save} on_close={close} /> }
        }
        Dialog::None => end_of_game(live, dialog, result_hidden, save_error),
    }
}

fn end_of_game(
    live: &Rc<dyn Live>,
    dialog: &UseStateHandle<Dialog>,
    result_hidden: &UseStateHandle<bool>,
    save_error: &UseStateHandle<Option<String>>,
) -> Html {
    if **result_hidden {
        return Html::default();
    }
    let Some(Ended { outcome, detail, headline, hints, chart }) = live.result() else { return Html::default() };
    let on_rematch = {
        let (live, error) = (live.clone(), save_error.clone());
        Callback::from(move |()| match rematch(&*live) {
            Ok(()) => true,
            Err(why) => {
                error.set(Some(why));
                false
            }
        })
    };
    let on_close = set_to(result_hidden, true);
    html! {
        <EndScreen key="end" game={live.game_id()} {detail} {outcome} {headline} {hints} {chart} {on_rematch} on_home={go(Route::Home)} on_review={go(Route::Review(live.save_id().to_string()))} on_share={set_to(dialog, Dialog::Share)}
            on_export={export(live, save_error)} {on_close} />
    }
}

/// A new game with the same seats and set-up, dealt from a new seed, saved as a new entry.
fn rematch(live: &dyn Live) -> Result<(), String> {
    let now = browser::timestamp();
    let id = browser::new_save_id();
    let save = live.rematch(id, browser::fresh_seed(), now)?;
    Route::Play(store::create(&save).id().to_string()).go();
    Ok(())
}
