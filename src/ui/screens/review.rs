//! `#/review/<id>`: a finished game, move by move. Written once for every
//! game: it drives the game's own board with a past position and no legal
//! moves, and the game's own log words, so a game needs nothing of its own.
//!
//! Only a finished game is reviewed: its secrets no longer matter, so it
//! opens with everything revealed (`Viewer::All`: every hand and role, and
//! the face-down piles in order), and the position can also be seen as any
//! seat saw it at that moment, or as the table did. A game in progress has
//! no route here (a review would show what play hides): its play screen
//! opens it from the menu ("Review the game so far"), seen only as whoever
//! holds the tablet now saw each position (behind the curtain, the table),
//! with no other choice and no chart. A record that does not end (a link
//! made by hand) is shown only as the table saw it.

use crate::engine::{Seat, ToAct, Viewer};
use crate::kit::browser;
use crate::kit::game_ui::{BoardProps, GameUi};
use crate::kit::parts::{Button, Choice, Select};
use crate::saves::{seat_name, SaveFile, SeatInfo};
use crate::table::session::Session;
use crate::table::timeline::{Chronicle, Timeline};
use crate::ui::back_layers::use_back_closes;
use crate::ui::components::chart::{Chart, ChartData};
use crate::ui::routes::Route;
use crate::ui::screens::play_bar::bar_title;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties)]
pub struct ReviewProps {
    pub save: Rc<SaveFile>,
    /// Opened from a share link: not in this browser's saves unless kept.
    #[prop_or_default]
    pub shared: bool,
    /// A game in progress, opened from its play screen: seen only as this
    /// viewer (whoever holds the tablet) saw it, and the way back to play.
    #[prop_or_default]
    pub so_far: Option<(Viewer, Callback<()>)>,
}

impl PartialEq for ReviewProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.save, &o.save) && self.shared == o.shared && self.so_far == o.so_far
    }
}

/// The game's record, replayed once into every position.
struct Opened<G: GameUi> {
    timeline: Timeline<G>,
    seats: Rc<Vec<SeatInfo>>,
    /// The running figures by round, when the game keeps any.
    chart: Option<Rc<ChartData>>,
}

#[function_component]
pub fn Review<G: GameUi>(props: &ReviewProps) -> Html {
    // The review of a game so far draws over its play screen at the same
    // address: Back returns to the game, not to the screen before it.
    use_back_closes(props.so_far.as_ref().map(|(_, back)| back.clone()));
    let opened = use_memo(props.save.clone(), |save| {
        Session::<G>::open(save).and_then(|s| {
            let timeline = Timeline::of(&s.record).map_err(|e| e.to_string())?;
            let chart = ChartData::of(timeline.chronicle(), &s.seats).map(Rc::new);
            Ok(Opened { timeline, seats: s.seats.clone(), chart })
        })
    });
    let len = opened.as_ref().as_ref().map_or(0, |o| o.timeline.len());
    // A game so far opens where it stands (one looks back from there); a
    // finished one at its first move.
    let at = use_state(|| if props.so_far.is_some() { len } else { 0 });
    let viewer = use_state(|| Viewer::All);
    use_arrow_keys(&at, len);
    // The current move's lines stay in view in the log as the review moves.
    use_effect_with(*at, |_| keep_current_line_in_view());
    match &*opened {
        Err(why) => html! {
            <main class="page" data-testid="review-error">
                <h1>{ "This game cannot be reviewed" }</h1>
                <p>{ format!("It cannot be opened because {why}.") }</p>
                <p><a class="tap-link" href={Route::Home.href()}>{ "Back to the games" }</a></p>
            </main>
        },
        Ok(o) => review_view(o, props, &at, &viewer),
    }
}

/// Scrolls the log, and only the log, so the current move's line shows:
/// `scrollIntoView` would scroll the panel around it too, and on a phone
/// take the steppers out of view.
fn keep_current_line_in_view() {
    let document = gloo::utils::document();
    let find = |selector: &str| document.query_selector(selector).ok().flatten();
    let (Some(log), Some(line)) = (find("[data-testid='review'] .log"), find("[data-testid='review'] .log li.current")) else { return };
    let (log_box, line_box) = (log.get_bounding_client_rect(), line.get_bounding_client_rect());
    let above = line_box.top() - log_box.top();
    let below = line_box.bottom() - log_box.bottom();
    if above < 0.0 {
        log.set_scroll_top(log.scroll_top() + above.floor() as i32);
    } else if below > 0.0 {
        log.set_scroll_top(log.scroll_top() + below.ceil() as i32);
    }
}

/// Left and right arrows step back and forward (not while typing, and not
/// on the timeline slider, which moves by itself).
#[hook]
fn use_arrow_keys(at: &UseStateHandle<usize>, len: usize) {
    let at = at.clone();
    use_effect_with((*at, len), move |_| {
        let listener = browser::on_page_keys(move |key| match key {
            "ArrowLeft" => at.set(at.saturating_sub(1)),
            "ArrowRight" => at.set((*at + 1).min(len)),
            _ => {}
        });
        move || drop(listener)
    });
}

fn review_view<G: GameUi>(o: &Opened<G>, props: &ReviewProps, at: &UseStateHandle<usize>, viewer: &UseStateHandle<Viewer>) -> Html {
    let (save, shared) = (&props.save, props.shared);
    let t = &o.timeline;
    let k = (**at).min(t.len());
    let over = matches!(t.at(t.len()).to_act(), ToAct::Over(_));
    let seen_by = seen_by(props.so_far.as_ref().map(|(v, _)| *v), **viewer, over);
    let view = Rc::new(t.at(k).view(seen_by));
    let board = review_board::<G>(o, k, &view);
    let lines: Vec<(usize, String)> = t
        .events_until(k)
        .filter_map(|(m, e)| {
            G::redact_event(e, seen_by).and_then(|e| G::log_line(&e, &view)).map(|line| (m, line.render(|s| seat_name(&o.seats, s))))
        })
        .collect();
    let chapter = t.chronicle().index_at(k);
    let status = status_line(t, k, chapter, &o.seats);
    html! {
        <div class="play review" data-testid="review">
            <header class="play-bar">
                { bar_title(format!("Review of {}", save.game.name()).into()) }
                if let Some((_, back)) = &props.so_far {
                    <Button class="primary" testid="review-back" label="Back to the game" on_press={back.clone()} />
                } else if shared {
                    <KeepCopy save={save.clone()} />
                } else {
                    <a class="button-link" href={Route::Play(save.id.clone()).href()} data-testid="review-back">{ "Back to the game" }</a>
                }
            </header>
            <main class="board-area" aria-labelledby="board-title">
                <h2 id="board-title" class="visually-hidden">{ "Board at this move" }</h2>
                { board }
            </main>
            <aside class="side-panel" aria-label="Review">
                <p class="prompt" data-testid="review-status" aria-live="polite">{ status }</p>
                { steppers(t, at) }
                if let Some((_, _)) = &props.so_far {
                    <p class="review-viewer" data-testid="review-seen-as">{ seen_as_words(&o.seats, seen_by) }</p>
                } else {
                    if let Some(data) = &o.chart {
                        <Chart data={data.clone()} current={chapter} narrow=true />
                    }
                    { viewer_choice(&o.seats, viewer, seen_by, over) }
                }
                { review_log(&lines, k) }
            </aside>
        </div>
    }
}

/// Whose eyes the review shows the game through. Everything is shown only
/// once the game has ended; a game so far only as the one holding the tablet
/// saw it (`so_far`).
fn seen_by(so_far: Option<Viewer>, chosen: Viewer, over: bool) -> Viewer {
    match (so_far, chosen) {
        (Some(Viewer::All), _) => Viewer::Table,
        (Some(v), _) => v,
        (None, Viewer::All) if !over => Viewer::Table,
        (None, v) => v,
    }
}

/// The board after move `k`, drawn to be looked at: no moves to make.
fn review_board<G: GameUi>(o: &Opened<G>, k: usize, view: &Rc<G::View>) -> Html {
    G::board(&BoardProps {
        view: view.clone(),
        acting: None,
        legal: Rc::new(Vec::new()),
        seats: o.seats.clone(),
        recent: Rc::new(o.timeline.recent(k).to_vec()),
        on_action: Callback::noop(),
        on_refuse: Callback::noop(),
        on_clear_refusal: None,
        hinted: None,
        on_take_back: None,
    })
}

/// "Move 12 of 80: Ana · Round 3": where in the game the review is.
fn status_line<G: GameUi>(t: &Timeline<G>, k: usize, chapter: Option<usize>, seats: &[SeatInfo]) -> String {
    let mut status = match t.mover(k) {
        None => format!("The start, before move 1 of {}", t.len()),
        Some(s) => format!("Move {k} of {}: {}", t.len(), seat_name(seats, s)),
    };
    if let Some(c) = chapter.and_then(|i| t.chronicle().chapters.get(i)) {
        status.push_str(&format!(" · {}", c.label()));
    }
    status
}

fn steppers<G: GameUi>(t: &Timeline<G>, at: &UseStateHandle<usize>) -> Html {
    let k = (**at).min(t.len());
    let to = |target: usize| {
        let at = at.clone();
        Callback::from(move |()| at.set(target))
    };
    let on_slide = {
        let at = at.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                at.set(input.value().parse().unwrap_or(0));
            }
        })
    };
    html! {
        <div class="review-steps">
            <div class="review-buttons">
                <Button testid="review-first" label="Start" aria_label="Start: before the first move" disabled={k == 0} on_press={to(0)} />
                <Button testid="review-turn-back" label="◀ Turn" aria_label="◀ Turn: back to the previous turn" disabled={k == 0} on_press={to(t.previous_turn(k))} />
                <Button testid="review-back-one" label="◀" aria_label="◀ Back one move" disabled={k == 0} on_press={to(k.saturating_sub(1))} />
                <Button testid="review-forward" label="▶" aria_label="▶ Forward one move" disabled={k >= t.len()} on_press={to(k + 1)} />
                <Button testid="review-turn-on" label="Turn ▶" aria_label="Turn ▶: on to the next turn" disabled={k >= t.len()} on_press={to(t.next_turn(k))} />
                <Button testid="review-last" label="End" aria_label="End: after the last move" disabled={k >= t.len()} on_press={to(t.len())} />
            </div>
            { chapter_buttons(t.chronicle(), k, t.len(), &to) }
            <label class="review-slider">
                <span class="visually-hidden">{ "Move" }</span>
                <input type="range" min="0" max={t.len().to_string()} value={k.to_string()} data-testid="review-timeline"
                    aria-label="Timeline: the move shown" oninput={on_slide} />
            </label>
        </div>
    }
}

/// "◀ Round" and "Round ▶" (in the game's word), to the start of the
/// previous or next chapter; none for a game without them. Not generic, so
/// every game shares one copy.
fn chapter_buttons(c: &Chronicle, k: usize, len: usize, to: &dyn Fn(usize) -> Callback<()>) -> Html {
    let Some(word) = c.chapters.first().map(|c| c.word) else { return Html::default() };
    // Our own words, so ASCII: `to_lowercase` would ship Unicode's case tables.
    let lower = word.to_ascii_lowercase();
    html! {
        <div class="review-buttons review-chapters">
            <Button testid="review-chapter-back" label={format!("◀ {word}")} aria_label={format!("◀ {word}: back to the start of the previous {lower}")}
                disabled={k == 0} on_press={to(c.previous_before(k))} />
            <Button testid="review-chapter-on" label={format!("{word} ▶")} aria_label={format!("{word} ▶: on to the start of the next {lower}")}
                disabled={k >= len} on_press={to(c.next_after(k).unwrap_or(len))} />
        </div>
    }
}

/// Whose eyes a game so far is seen through, and why no others.
fn seen_as_words(seats: &[SeatInfo], seen_by: Viewer) -> String {
    match seen_by.seat() {
        Some(s) => format!("Seen as {} saw it: the game is still being played, so nothing else is shown.", seat_name(seats, s)),
        None => "Seen as the whole table saw it: the game is still being played, so no one's secrets are shown.".to_string(),
    }
}

/// "Show": everything (a finished game only), what the table saw, or what one seat saw.
fn viewer_choice(seats: &[SeatInfo], viewer: &UseStateHandle<Viewer>, seen_by: Viewer, over: bool) -> Html {
    let on_pick = {
        let viewer = viewer.clone();
        Callback::from(move |value: String| {
            viewer.set(match value.parse::<u8>() {
                Ok(i) => Viewer::Seat(Seat(i)),
                Err(_) if value == "all" => Viewer::All,
                Err(_) => Viewer::Table,
            })
        })
    };
    // Short, to fit a tablet's side panel (190 px at 1024x768 cut
    // "everything revealed" to "everything re").
    let everything = over.then(|| ("all".into(), "everything".into()));
    let table = ("table".into(), "what the table saw".into());
    let each_seat = seats.iter().enumerate().map(|(i, s)| (i.to_string().into(), format!("what {} saw", s.name).into()));
    let choices: Vec<Choice> = everything.into_iter().chain([table]).chain(each_seat).collect();
    let chosen = match seen_by {
        Viewer::All => "all".to_string(),
        Viewer::Seat(Seat(i)) => i.to_string(),
        Viewer::Table => "table".to_string(),
    };
    html! {
        <label class="review-viewer">
            <span>{ "Show" }</span>
            <Select testid="review-viewer" {choices} chosen={chosen} {on_pick} />
        </label>
    }
}

/// The log up to the move shown; that move's lines are marked as current.
fn review_log(lines: &[(usize, String)], k: usize) -> Html {
    html! {
        <section class="log-panel" aria-label="What happened">
            <h2 class="log-title">{ "What happened" }</h2>
            <ol class="log" data-testid="log" tabindex="0">
                if lines.is_empty() { <li class="log-empty">{ "Nothing has happened yet." }</li> }
                { for lines.iter().map(|(m, line)| {
                    let current = *m == k;
                    html! { <li class={classes!(current.then_some("current"))} aria-current={current.then_some("step")}>{ line }</li> }
                }) }
            </ol>
        </section>
    }
}

#[derive(Properties)]
struct KeepProps {
    save: Rc<SaveFile>,
}

impl PartialEq for KeepProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.save, &o.save)
    }
}

/// A shared game's one way into the saves: "Keep a copy", under a new id so
/// it never replaces a game of the opener's own.
#[function_component]
fn KeepCopy(props: &KeepProps) -> Html {
    let kept = use_state(|| None::<Result<String, String>>);
    let keep = {
        let (save, kept) = (props.save.clone(), kept.clone());
        Callback::from(move |()| {
            let copy = SaveFile { id: browser::new_save_id(), revision: 0, ..(*save).clone() };
            kept.set(Some(match crate::ui::store::create(&copy) {
                crate::ui::store::Kept::Stored(id) => Ok(id),
                crate::ui::store::Kept::TabOnly(_, e) => Err(format!("The browser would not keep it ({e}).")),
            }));
        })
    };
    match &*kept {
        Some(Ok(id)) => html! {
            <a class="button-link" href={Route::Review(id.clone()).href()} data-testid="shared-kept">{ "Kept in your saved games: open your copy" }</a>
        },
        Some(Err(why)) => html! { <span role="alert" data-testid="shared-not-kept">{ why.clone() }</span> },
        None => html! {
            <>
                <span class="muted shared-tag" data-testid="shared-tag">{ "A shared game, not in your saves" }</span>
                <Button class="primary" testid="shared-keep" label="Keep a copy" on_press={keep} />
            </>
        },
    }
}
