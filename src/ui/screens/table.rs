//! The play screen: the board (or the pass-and-play curtain), the prompt,
//! the log, the bar with Undo, bot speed and menu, and the end screen.

use super::end_screen::{self, EndProps};
use super::play_bar::{play_bar, PlayBarProps};
use super::table_hooks::{save_failed, use_autosave, use_bots};
use crate::engine::Seat;
use crate::kit::browser;
use crate::kit::markup::Markup;
use crate::kit::parts::{button, set_to};
use crate::kit::seat_badge::write_seat_list;
use crate::saves::{seat_name, Controller, SeatInfo};
use crate::table::seating::{seating, Seating};
use crate::ui::bot_runner::BotSpeed;
use crate::ui::components::banner::{banner, BannerKind};
use crate::ui::components::curtain::curtain;
use crate::ui::components::dialogs::{confirm_dialog, overlay, Confirm};
use crate::ui::components::log::{log, scroll_to_newest};
use crate::ui::components::menu::MenuItem;
use crate::ui::components::parts::go;
use crate::ui::live::{Live, Playing, Step};
use crate::ui::routes::Route;
use crate::ui::store;
use std::cell::Cell;
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
}

/// One component for every game: the game itself is behind [`Live`].
#[component]
pub fn Table(props: &TableProps) -> Html {
    let initial = props.initial.0.clone();
    let playing = use_reducer(move || Playing(initial));
    let live = playing.0.clone();
    let speed = use_state(BotSpeed::remembered);
    let pace = use_memo((), |_| Cell::new(BotSpeed::remembered().pace_ms()));
    let holder = use_state(|| None::<Seat>);
    let save_error = use_state(|| None::<String>);
    let dialog = use_state(|| Dialog::None);
    let result_hidden = use_state(|| false);
    let ready_button = use_node_ref();
    let log_list = use_node_ref();

    let to_act = live.to_act();
    let seats = live.seats();
    let at = seating(&to_act, &seats, *holder, live.last_actor(), live.hides_information());
    let on_step = Callback::from({
        let dispatcher = playing.dispatcher();
        move |step: Step| dispatcher.dispatch(step)
    });
    use_autosave(&live, &save_error);
    use_bots(&live, at.bot_to_act.filter(|_| !to_act.is_over()), pace.clone(), &on_step);
    // The curtain's button takes the focus whenever the curtain goes up for
    // someone, so Enter or Space lifts it.
    use_effect_with(at.curtain_for, {
        let ready_button = ready_button.clone();
        move |_| browser::focus(&ready_button)
    });
    let lines = live.log_lines(at.viewer);
    // The log keeps its newest line in view.
    use_effect_with(lines.len(), {
        let log_list = log_list.clone();
        move |_| scroll_to_newest(&log_list)
    });

    let board = match at.curtain_for {
        Some(next) => curtain(&seat_name(&seats, next), set_to(&holder, Some(next)), ready_button),
        None => live.board(at.viewer, at.acting, &on_step),
    };
    let prompt = match at.curtain_for {
        Some(next) => format!("Pass the tablet to {}.", seat_name(&seats, next)),
        None => live.prompt(at.viewer),
    };
    let thinking = at.bot_to_act.filter(|_| !to_act.is_over()).map(|s| format!("{} is thinking…", seat_name(&seats, s)));
    let can_undo = at.undo_seat.is_some_and(|s| live.can_undo(s));
    let on_undo = {
        let (on_step, seat) = (on_step.clone(), at.undo_seat);
        Callback::from(move |_| {
            if let Some(seat) = seat {
                on_step.emit(Step::Undo { seat });
            }
        })
    };
    let on_speed = {
        let (speed, pace) = (speed.clone(), pace.clone());
        Callback::from(move |value: BotSpeed| {
            pace.set(value.pace_ms());
            store::set_bot_speed(value.value());
            speed.set(value);
        })
    };
    let has_bots = seats.iter().any(|s| matches!(s.controller, Controller::Bot(_)));
    let menu = menu_items(&live, &dialog, &save_error);
    let show_result = (to_act.is_over() && *result_hidden).then(|| set_to(&result_hidden, false));
    let dismiss = on_step.reform(|()| Step::DismissRefusal);

    table_view(TableParts {
        bar: PlayBarProps { game_name: live.game_id().name().into(), can_undo, on_undo, speed: *speed, on_speed, has_bots, menu },
        board,
        save_error: (*save_error).clone(),
        prompt,
        thinking,
        refusal: live.refusal().map(|r| (r, dismiss)),
        show_result,
        players: players(&seats, &at),
        log: log(&lines, log_list),
        dialogs: dialogs(&live, &on_step, &dialog, &holder, &result_hidden, &save_error),
    })
}

/// Everything the play screen shows, worked out by the game-specific part.
struct TableParts {
    bar: PlayBarProps,
    board: Html,
    save_error: Option<String>,
    prompt: String,
    thinking: Option<String>,
    /// The refused move's reason and its Dismiss action.
    refusal: Option<(String, Callback<()>)>,
    /// Set when the game is over and the result was put away.
    show_result: Option<Callback<()>>,
    /// The list of seats, as markup.
    players: Html,
    log: Html,
    dialogs: Html,
}

/// The play screen's markup. Not generic, so every game shares one copy of
/// it in the download instead of each carrying its own.
fn table_view(p: TableParts) -> Html {
    html! {
        <div class="play" data-testid="play">
            { play_bar(p.bar) }
            <section class="board-area" aria-label="Board">{ p.board }</section>
            <aside class="side-panel" aria-label="Game status">
                if let Some(e) = &p.save_error {
                    { banner(BannerKind::Error, e, "save-error", None) }
                }
                <p class="prompt" data-testid="prompt" aria-live="polite">{ p.prompt }</p>
                if let Some(t) = p.thinking { <p class="thinking" data-testid="thinking">{ t }</p> }
                if let Some((r, dismiss)) = p.refusal {
                    { banner(BannerKind::Error, &r, "refusal", Some(dismiss)) }
                }
                if let Some(show) = p.show_result {
                    { button(Some("primary"), Some("show-result".into()), "Show the result".into(), show) }
                }
                { p.players }
                { p.log }
            </aside>
            { p.dialogs }
        </div>
    }
}

/// The seats' badges, the ones to act marked.
fn players(seats: &[SeatInfo], at: &Seating) -> Html {
    let mut m = Markup::new();
    write_seat_list(&mut m, "seat-list", seats, &|s| at.human_to_act == Some(s) || at.bot_to_act == Some(s));
    m.into_html()
}

fn menu_items(live: &Rc<dyn Live>, dialog: &UseStateHandle<Dialog>, save_error: &UseStateHandle<Option<String>>) -> Vec<MenuItem> {
    let show = |d: Dialog| set_to(dialog, d);
    let leave = {
        let (live, error) = (live.clone(), save_error.clone());
        Callback::from(move |()| match store::write(&live.to_save(browser::timestamp())) {
            Ok(()) => Route::Home.go(),
            Err(e) => error.set(Some(save_failed(&e))),
        })
    };
    vec![
        MenuItem::new("How to play", "menu-rules", show(Dialog::Rules)),
        MenuItem::new("Save and leave", "menu-leave", leave),
        MenuItem::new("Restart…", "menu-restart", show(Dialog::ConfirmRestart)),
        MenuItem::new("Export this game", "menu-export", export(live, save_error)),
    ]
}

/// Downloads the current game as a save file (works even when storage is full).
fn export(live: &Rc<dyn Live>, error: &UseStateHandle<Option<String>>) -> Callback<()> {
    let (live, error) = (live.clone(), error.clone());
    Callback::from(move |()| {
        let save = live.to_save(browser::timestamp());
        let stem = format!("endgames-{}-{}", save.game.slug(), save.id);
        let result =
            crate::json::to_string(&save).map_err(|e| e.to_string()).and_then(|text| browser::download(&browser::file_name(&stem), &text));
        if let Err(why) = result {
            error.set(Some(format!("Could not export: {why}.")));
        }
    })
}

fn dialogs(
    live: &Rc<dyn Live>,
    on_step: &Callback<Step>,
    dialog: &UseStateHandle<Dialog>,
    holder: &UseStateHandle<Option<Seat>>,
    result_hidden: &UseStateHandle<bool>,
    save_error: &UseStateHandle<Option<String>>,
) -> Html {
    let close = set_to(dialog, Dialog::None);
    match **dialog {
        Dialog::Rules => overlay("How to play", "rules", "Close", close, html! { <div class="rules">{ live.how_to_play() }</div> }),
        Dialog::ConfirmRestart => {
            let (on_step, holder, hidden, dialog) = (on_step.clone(), holder.clone(), result_hidden.clone(), dialog.clone());
            let on_confirm = Callback::from(move |()| {
                on_step.emit(Step::Restart { seed: browser::fresh_seed() });
                holder.set(None);
                hidden.set(false);
                dialog.set(Dialog::None);
            });
            confirm_dialog(Confirm {
                title: "Restart this game?".into(),
                message:
                    "A new game starts with the same players and options, dealt afresh. This game is replaced and cannot be brought back."
                        .into(),
                confirm_label: "Restart".into(),
                on_confirm,
                on_cancel: close,
            })
        }
        Dialog::None => end_of_game(live, result_hidden, save_error),
    }
}

fn end_of_game(live: &Rc<dyn Live>, result_hidden: &UseStateHandle<bool>, save_error: &UseStateHandle<Option<String>>) -> Html {
    if **result_hidden {
        return Html::default();
    }
    let Some((outcome, detail)) = live.result() else { return Html::default() };
    let on_rematch = {
        let (live, error) = (live.clone(), save_error.clone());
        Callback::from(move |()| {
            if let Err(why) = rematch(&*live) {
                error.set(Some(why));
            }
        })
    };
    let on_close = set_to(result_hidden, true);
    end_screen::end_screen(EndProps {
        detail,
        outcome,
        seats: live.seats(),
        on_rematch,
        on_home: go(Route::Home),
        on_export: export(live, save_error),
        on_close,
    })
}

/// A new game with the same seats and set-up, dealt from a new seed, saved as a new entry.
fn rematch(live: &dyn Live) -> Result<(), String> {
    let now = browser::timestamp();
    let id = browser::new_save_id();
    let save = live.rematch(id.clone(), browser::fresh_seed(), now)?;
    store::write(&save).map_err(|e| save_failed(&e))?;
    Route::Play(id).go();
    Ok(())
}
