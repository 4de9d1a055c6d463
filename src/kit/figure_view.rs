//! Draws a [`Figure`]: the game's own board at the figure's position, laid
//! out at the figure's width and scaled down to the page, inside an `inert`
//! frame (nothing in it can be focused or tapped), with a numbered badge on
//! each thing a label names and the same labels, numbered, in the caption,
//! which is what a screen reader reads (an inert board is hidden from it).
//!
//! A figure draws only on a page with no live board: the rules dialog of a
//! game in progress shows the text alone, since a second board there would
//! send its step's buttons to the live game's dock.

use super::browser;
use super::dock;
use super::figure::{Figure, Position};
use super::game_ui::{BoardProps, GameUi};
use crate::engine::Viewer;
use crate::saves::{Controller, SeatColour, SeatInfo, SeatShape};
use gloo::events::EventListener;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties)]
pub struct FigureProps<G: GameUi> {
    pub figure: &'static Figure<G>,
}

impl<G: GameUi> PartialEq for FigureProps<G> {
    fn eq(&self, o: &Self) -> bool {
        std::ptr::eq(self.figure, o.figure)
    }
}

/// Names for the figures' players, one per seat.
const NAMES: [&str; 6] = ["Asha", "Bram", "Chidi", "Dana", "Emil", "Farah"];

/// Where one badge sits in the frame, in CSS pixels from its top left.
type Spot = Option<(i32, i32)>;

/// The board's scale and the frame's height that fit the page, and the badges.
#[derive(Clone, PartialEq, Default)]
struct Fit {
    /// The width the board is laid out at, and its scale to the page.
    layout: f64,
    scale: f64,
    height: i32,
    spots: Vec<Spot>,
}

#[function_component]
pub fn FigureView<G: GameUi>(props: &FigureProps<G>) -> Html {
    let figure = props.figure;
    let alone = use_state(|| dock::dock().is_none() && browser::board_on_page().is_none());
    let drawn = use_memo((), move |_| (figure.build)().map(|p| board_props(figure, p)));
    // A board showing legal moves brings its first target into view when it
    // mounts, as a turn opens in play; a picture must not move the page, so
    // the page's scroll is put back (children's effects run before ours).
    let scrolled = use_state(window_scroll);
    let (frame, board) = (use_node_ref(), use_node_ref());
    let fit = use_state_eq(Fit::default);
    let settling = use_mut_ref(|| true);
    {
        let (frame, board, fit) = (frame.clone(), board.clone(), fit.clone());
        let scrolled = *scrolled;
        use_effect_with(*alone, move |_| {
            if let (Some(w), Some((x, y))) = (web_sys::window(), scrolled) {
                w.scroll_to_with_x_and_y(x, y);
            }
            let listener =
                web_sys::window().map(|w| EventListener::new(&w, "resize", move |_| fit.set(fit_and_place(&frame, &board, figure))));
            move || drop(listener)
        });
    }
    {
        // Measured after each layout: a new width or scale lays the board
        // out again, and the badges follow it (this settles in two passes).
        // Until the badges are first placed, the page's scroll is put back
        // on each pass too: a board laid out anew at a phone's width brings
        // its first target into view again. A later resize is left alone.
        let (frame, board, handle) = (frame.clone(), board.clone(), fit.clone());
        let (scrolled, settling) = (*scrolled, settling.clone());
        use_effect_with((fit.layout, fit.scale, *alone), move |_| {
            if *settling.borrow() {
                if let (Some(w), Some((x, y))) = (web_sys::window(), scrolled) {
                    w.scroll_to_with_x_and_y(x, y);
                }
            }
            let fit = fit_and_place(&frame, &board, figure);
            if fit.spots.len() == figure.labels.len() {
                *settling.borrow_mut() = false;
            }
            handle.set(fit);
        });
    }
    if !*alone {
        return html! {};
    }
    let Ok(board_props) = &*drawn else { return html! {} };
    let badges = fit.spots.iter().enumerate().filter_map(|(i, spot)| {
        let (x, y) = (*spot)?;
        html! { <span class="figure-badge" aria-hidden="true" data-label={(i + 1).to_string()} style={format!("left:{x}px;top:{y}px")}>{ i + 1 }</span> }.into()
    });
    let items =
        figure.labels.iter().enumerate().map(|(i, l)| html! { <li data-label={(i + 1).to_string()} data-at={l.at}>{ l.text }</li> });
    html! {
        <figure class="rules-figure" data-testid="rules-figure">
            <div class="figure-frame" ref={frame} style={(fit.height > 0).then(|| format!("height:{}px", fit.height))}>
                <div class="figure-clip">
                    <div class="figure-board" inert=true ref={board} style={board_style(figure, &fit)}>
                        { G::board(board_props) }
                    </div>
                </div>
                // In a box of their own, always there: badges added beside
                // the board would make yew draw the board anew.
                <div class="figure-badges">{ for badges }</div>
            </div>
            <figcaption>
                <p>{ figure.caption }</p>
                <ol class="figure-labels">{ for items }</ol>
            </figcaption>
        </figure>
    }
}

/// What the board gets: the position as the figure's viewer sees it, its
/// legal moves if the figure shows them, and nothing that acts.
fn board_props<G: GameUi>(figure: &Figure<G>, p: Position<G>) -> BoardProps<G> {
    let g = &p.game;
    let acting = match figure.viewer {
        Viewer::Seat(s) if figure.moves => Some(s),
        _ => None,
    };
    let legal = acting.map(|s| g.legal_actions(s)).unwrap_or_default();
    let recent: Vec<G::Event> = p.recent.iter().filter_map(|e| G::redact_event(e, figure.viewer)).collect();
    let seats = (0..g.seat_count())
        .map(|i| SeatInfo {
            name: NAMES[i % NAMES.len()].to_string(),
            colour: SeatColour::ALL[i % SeatColour::ALL.len()],
            shape: SeatShape::ALL[i % SeatShape::ALL.len()],
            controller: Controller::Human,
        })
        .collect();
    BoardProps {
        view: Rc::new(g.view(figure.viewer)),
        acting,
        legal: Rc::new(legal),
        seats: Rc::new(seats),
        recent: Rc::new(recent),
        on_action: Callback::noop(),
        on_refuse: Callback::noop(),
        hinted: None,
        on_take_back: None,
    }
}

/// A page narrower than this share of a figure's width is a phone's.
const PHONE: f64 = 0.6;

fn board_style<G: GameUi>(figure: &Figure<G>, fit: &Fit) -> String {
    let width = if fit.layout > 0.0 { fit.layout } else { f64::from(figure.width) };
    let scale = if fit.scale > 0.0 { fit.scale } else { 1.0 };
    let height = figure.height.map(|h| format!("height:{h}px;")).unwrap_or_default();
    format!("width:{width}px;{height}transform:scale({scale})")
}

/// Scales the board to the frame's width (never up) and says where each
/// label's badge goes: on the top left corner of the first element its
/// selector finds, kept inside the frame; `None` when it finds nothing
/// (the label is then in the caption only).
fn fit_and_place<G: GameUi>(frame: &NodeRef, board: &NodeRef, figure: &Figure<G>) -> Fit {
    let (Some(frame), Some(board)) = (frame.cast::<web_sys::HtmlElement>(), board.cast::<web_sys::HtmlElement>()) else {
        return Fit::default();
    };
    let room = f64::from(frame.client_width());
    let layout = if room < f64::from(figure.width) * PHONE { room } else { f64::from(figure.width) };
    let scale = (room / layout).min(1.0);
    let height = (f64::from(board.offset_height()) * scale).ceil();
    // The badges are placed for the board as it will be drawn: scaled by
    // `scale` from the frame's top left (the board's transform origin).
    let origin = frame.get_bounding_client_rect();
    let shown = board.get_bounding_client_rect();
    let drawn_at = f64::from(board.offset_width());
    let now = if drawn_at > 0.0 { shown.width() / drawn_at } else { 1.0 };
    let (w, h) = (origin.width(), height);
    const R: f64 = 12.0; // a badge's half width
    const OUT: f64 = 10.0; // how far a badge may stand outside the board (the figure's padding is 12 px)
    let mut placed: Vec<(f64, f64)> = Vec::new();
    let spots = figure
        .labels
        .iter()
        .map(|l| {
            let el = board.query_selector(l.at).ok().flatten()?;
            let r = el.get_bounding_client_rect();
            let at = |v: f64, from: f64| (v - from) / now * scale;
            let (left, top, right, bottom) =
                (at(r.left(), origin.left()), at(r.top(), origin.top()), at(r.right(), origin.left()), at(r.bottom(), origin.top()));
            // Just outside the element's top left corner, so it hides
            // little of it; beside a small one; moved along the element's
            // top while another badge is there.
            let small = right - left < 3.0 * R && bottom - top < 3.0 * R;
            let (mut x, y) = if small { (left - R, (top + bottom) / 2.0) } else { (left - R / 2.0, top - R / 2.0) };
            while placed.iter().any(|&(px, py)| (px - x).abs() < 2.0 * R && (py - y).abs() < 2.0 * R) && x + 2.0 * R < right {
                x += 2.0 * R + 4.0;
            }
            // Badges may stand in the figure's padding, outside the board.
            // (max then min, not clamp: a frame not laid out yet is 0 wide.)
            let x = x.min(w - R + OUT).max(R - OUT);
            let y = y.min(h - R + OUT).max(R - OUT);
            placed.push((x, y));
            // Whole pixels: the badge's centre is where the style puts it.
            Some((x.round() as i32, y.round() as i32))
        })
        .collect();
    // Laid out anew at another width, the board's elements move: place
    // the badges once more when it is drawn at this one.
    if (drawn_at - layout).abs() > 0.5 {
        return Fit { layout, scale, height: height as i32, spots: Vec::new() };
    }
    Fit { layout, scale, height: height as i32, spots }
}

fn window_scroll() -> Option<(f64, f64)> {
    let w = web_sys::window()?;
    Some((w.scroll_x().ok()?, w.scroll_y().ok()?))
}

/// A rules page's prose (ours: see [`super::markup::rules_markup`]) with
/// its figures between the sections: each figure goes just before the
/// `<h2>` heading named with it, after the text it illustrates. A heading
/// not found puts its figure at the end, so a reworded heading loses no figure.
pub fn prose_with_figures(prose: &str, figures: Vec<(&str, Html)>) -> Html {
    let mut rest = prose;
    let mut parts = Vec::new();
    let mut left = Vec::new();
    for (heading, figure) in figures {
        match rest.find(&format!("<h2>{heading}</h2>")) {
            Some(i) => {
                parts.push(super::markup::rules_markup(rest[..i].to_string()));
                parts.push(figure);
                rest = &rest[i..];
            }
            None => left.push(figure),
        }
    }
    parts.push(super::markup::rules_markup(rest.to_string()));
    parts.extend(left);
    html! { <>{ for parts }</> }
}
