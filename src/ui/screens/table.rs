//! The play screen: the board (or the pass-and-play curtain), the prompt,
//! the log, the bar with Undo, bot speed and menu, and the end screen.

use super::end_screen::{self, EndProps};
use super::play_bar::{play_bar, PlayBarProps};
use super::seating::{seating, Seating};
use super::table_hooks::{save_failed, use_autosave, use_bots};
use crate::engine::{Seat, Viewer};
use crate::saves::{Controller, SeatInfo};
use crate::ui::bot_runner::BotSpeed;
use crate::ui::browser;
use crate::ui::components::banner::{banner, BannerKind};
use crate::ui::components::curtain::Curtain;
use crate::ui::components::dialogs::{ConfirmDialog, Overlay};
use crate::ui::components::log::Log;
use crate::ui::components::menu::MenuItem;
use crate::ui::components::seat_badge::seat_badge;
use crate::ui::game_ui::{BoardProps, GameUi};
use crate::ui::routes::Route;
use crate::ui::session::{Session, SessionAction};
use crate::ui::store;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties)]
pub struct TableProps<G: GameUi> {
    pub initial: Rc<Session<G>>,
}

impl<G: GameUi> PartialEq for TableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.initial, &other.initial)
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Dialog {
    None,
    Rules,
    ConfirmRestart,
}

fn seat_name(seats: &[SeatInfo], seat: Seat) -> String {
    seats.get(seat.index()).map(|s| s.name.clone()).unwrap_or_else(|| format!("Seat {}", seat.0 + 1))
}

#[component]
pub fn Table<G: GameUi>(props: &TableProps<G>) -> Html {
    let initial = props.initial.clone();
    let session = use_reducer(move || (*initial).clone());
    let speed = use_state(BotSpeed::remembered);
    let pace = use_memo((), |_| Cell::new(BotSpeed::remembered().pace_ms()));
    let holder = use_state(|| None::<Seat>);
    let save_error = use_state(|| None::<String>);
    let dialog = use_state(|| Dialog::None);
    let result_hidden = use_state(|| false);

    let to_act = session.game.to_act();
    let last_actor = session.record.actions.last().map(|(s, _)| *s);
    let seats = session.seats.clone();
    let at = seating(&to_act, &seats, *holder, last_actor, G::HIDES_INFORMATION);
    use_autosave(&session, &save_error);
    use_bots(&session, at.bot_to_act.filter(|_| !to_act.is_over()), pace.clone());

    let view = {
        let s = session.clone();
        use_memo((session.revision, at.viewer), move |(_, viewer)| s.game.view(*viewer))
    };
    let legal = {
        let s = session.clone();
        use_memo((session.revision, at.acting), move |(_, acting)| acting.map(|seat| s.game.legal_actions(seat)).unwrap_or_default())
    };
    let lines = {
        let s = session.clone();
        use_memo((session.revision, at.viewer), move |(_, viewer)| log_lines::<G>(&s, *viewer))
    };

    let board = match at.curtain_for {
        Some(next) => {
            let holder = holder.clone();
            html! { <Curtain name={seat_name(&seats, next)} on_ready={Callback::from(move |_| holder.set(Some(next)))} /> }
        }
        None => G::board(&BoardProps {
            view: view.clone(),
            acting: at.acting,
            legal: legal.clone(),
            seats: seats.clone(),
            recent: session.recent.clone(),
            on_action: on_action(&session, at.acting),
        }),
    };
    let prompt = match at.curtain_for {
        Some(next) => format!("Pass the tablet to {}.", seat_name(&seats, next)),
        None => G::prompt(&view, &seats),
    };
    let thinking = at.bot_to_act.filter(|_| !to_act.is_over()).map(|s| format!("{} is thinking…", seat_name(&seats, s)));
    let can_undo = at.undo_seat.is_some_and(|s| session.can_undo(s));
    let on_undo = {
        let (s, seat) = (session.clone(), at.undo_seat);
        Callback::from(move |_| {
            if let Some(seat) = seat {
                s.dispatch(SessionAction::Undo { seat });
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
    let menu = menu_items(&session, &dialog, &save_error);
    let show_result = (to_act.is_over() && *result_hidden).then(|| {
        let h = result_hidden.clone();
        Callback::from(move |_| h.set(false))
    });

    table_view(TableParts {
        bar: PlayBarProps { game_name: session.game_id.name().into(), can_undo, on_undo, speed: *speed, on_speed, has_bots, menu },
        board,
        save_error: (*save_error).clone(),
        prompt,
        thinking,
        refusal: session.refusal.clone().map(|r| (r, dismiss_refusal(&session))),
        show_result,
        badges: seat_badges(&seats, &at).collect(),
        lines: lines.clone(),
        dialogs: dialogs::<G>(&session, &dialog, &holder, &result_hidden, &save_error),
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
    show_result: Option<Callback<MouseEvent>>,
    badges: Html,
    lines: Rc<Vec<String>>,
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
                if let Some(onclick) = p.show_result {
                    <button type="button" class="primary" data-testid="show-result" {onclick}>{ "Show the result" }</button>
                }
                <ul class="seat-list" aria-label="Players">{ p.badges }</ul>
                <Log lines={p.lines} />
            </aside>
            { p.dialogs }
        </div>
    }
}

fn seat_badges<'a>(seats: &'a [SeatInfo], at: &'a Seating) -> impl Iterator<Item = Html> + 'a {
    let active = |s: Seat| at.human_to_act == Some(s) || at.bot_to_act == Some(s);
    seats.iter().enumerate().map(move |(i, info)| {
        html! { <li>{ seat_badge(info, active(Seat(i as u8)), true) }</li> }
    })
}

/// The log as `viewer` may read it, in plain words.
fn log_lines<G: GameUi>(session: &Session<G>, viewer: Viewer) -> Vec<String> {
    session
        .log
        .iter()
        .filter_map(|(_, event)| G::redact_event(event, viewer))
        .map(|event| G::describe(&event, &session.seats))
        .collect()
}

fn on_action<G: GameUi>(session: &UseReducerHandle<Session<G>>, acting: Option<Seat>) -> Callback<G::Action> {
    let dispatcher = session.dispatcher();
    let at = session.record.actions.len();
    Callback::from(move |action: G::Action| {
        // Nobody here may act (a bot's turn, the curtain): the tap does nothing.
        if let Some(seat) = acting {
            dispatcher.dispatch(SessionAction::Play { seat, action, at });
        }
    })
}

fn dismiss_refusal<G: GameUi>(session: &UseReducerHandle<Session<G>>) -> Callback<()> {
    let dispatcher = session.dispatcher();
    Callback::from(move |_| dispatcher.dispatch(SessionAction::DismissRefusal))
}

fn menu_items<G: GameUi>(
    session: &UseReducerHandle<Session<G>>,
    dialog: &UseStateHandle<Dialog>,
    save_error: &UseStateHandle<Option<String>>,
) -> Vec<MenuItem> {
    let show = |d: Dialog| {
        let dialog = dialog.clone();
        Callback::from(move |_| dialog.set(d))
    };
    let leave = {
        let (s, error) = (session.clone(), save_error.clone());
        Callback::from(move |_| match store::write(&s.to_save(browser::now_ms())) {
            Ok(()) => Route::Home.go(),
            Err(e) => error.set(Some(save_failed(&e))),
        })
    };
    vec![
        MenuItem::new("How to play", "menu-rules", show(Dialog::Rules)),
        MenuItem::new("Save and leave", "menu-leave", leave),
        MenuItem::new("Restart…", "menu-restart", show(Dialog::ConfirmRestart)),
        MenuItem::new("Export this game", "menu-export", export(session, save_error)),
    ]
}

/// Downloads the current game as a save file (works even when storage is full).
fn export<G: GameUi>(session: &UseReducerHandle<Session<G>>, error: &UseStateHandle<Option<String>>) -> Callback<()> {
    let (s, error) = (session.clone(), error.clone());
    Callback::from(move |_| {
        let save = s.to_save(browser::now_ms());
        let stem = format!("endgames-{}-{}", save.game.slug(), save.id);
        let result = serde_json::to_string(&save)
            .map_err(|e| e.to_string())
            .and_then(|text| browser::download(&browser::file_name(&stem), &text));
        if let Err(why) = result {
            error.set(Some(format!("Could not export: {why}.")));
        }
    })
}

fn dialogs<G: GameUi>(
    session: &UseReducerHandle<Session<G>>,
    dialog: &UseStateHandle<Dialog>,
    holder: &UseStateHandle<Option<Seat>>,
    result_hidden: &UseStateHandle<bool>,
    save_error: &UseStateHandle<Option<String>>,
) -> Html {
    let close = {
        let dialog = dialog.clone();
        Callback::from(move |_| dialog.set(Dialog::None))
    };
    match **dialog {
        Dialog::Rules => html! {
            <Overlay title="How to play" testid="rules" on_close={close}>
                <div class="rules">{ G::how_to_play() }</div>
            </Overlay>
        },
        Dialog::ConfirmRestart => {
            let (s, holder, hidden, dialog) = (session.clone(), holder.clone(), result_hidden.clone(), dialog.clone());
            let on_confirm = Callback::from(move |_| {
                s.dispatch(SessionAction::Restart { seed: browser::fresh_seed() });
                holder.set(None);
                hidden.set(false);
                dialog.set(Dialog::None);
            });
            html! {
                <ConfirmDialog title="Restart this game?"
                    message="A new game starts with the same players and options, dealt afresh. This game is replaced and cannot be brought back."
                    confirm_label="Restart" {on_confirm} on_cancel={close} />
            }
        }
        Dialog::None => end_of_game(session, result_hidden, save_error),
    }
}

fn end_of_game<G: GameUi>(
    session: &UseReducerHandle<Session<G>>,
    result_hidden: &UseStateHandle<bool>,
    save_error: &UseStateHandle<Option<String>>,
) -> Html {
    let to_act = session.game.to_act();
    let Some(outcome) = to_act.outcome() else { return Html::default() };
    if **result_hidden {
        return Html::default();
    }
    let on_rematch = {
        let (s, error) = (session.clone(), save_error.clone());
        Callback::from(move |_| {
            if let Err(why) = rematch(&s) {
                error.set(Some(why));
            }
        })
    };
    let on_close = {
        let h = result_hidden.clone();
        Callback::from(move |_| h.set(true))
    };
    end_screen::end_screen(&EndProps {
        detail: G::result(&session.game.view(Viewer::Table), outcome, &session.seats),
        outcome: outcome.clone(),
        seats: session.seats.clone(),
        on_rematch,
        on_home: Callback::from(|_| Route::Home.go()),
        on_export: export(session, save_error),
        on_close,
    })
}

/// A new game with the same seats and set-up, dealt from a new seed, saved as a new entry.
fn rematch<G: GameUi>(session: &Session<G>) -> Result<(), String> {
    let now = browser::now_ms();
    let id = browser::new_save_id();
    let next = Session::<G>::start(id.clone(), (*session.seats).clone(), session.record.setup.clone(), browser::fresh_seed(), now)
        .map_err(|e| format!("Could not start a rematch: {e}."))?;
    store::write(&next.to_save(now)).map_err(|e| save_failed(&e))?;
    Route::Play(id).go();
    Ok(())
}
