//! Draws a [`Figure`]: the game's own board at the figure's position, laid
//! out at the figure's width and scaled down to the page, inside an `inert`
//! frame (nothing in it can be focused or tapped), with a numbered badge on
//! each thing a label names and the same labels, numbered, in the caption,
//! which is what a screen reader reads (an inert board is hidden from it).
//!
//! A figure draws only on a page with no live board: the rules dialog of a
//! game in progress shows the text alone (the shell gives it no pictures,
//! and this checks again), since a second board there would send its step's
//! buttons to the live game's dock.
//!
//! The rules text places its pictures with [`prose_with_figures`] but never
//! names a `FigureView`: the text comes in a chunk of its own, without the
//! game's rules and board, and the shell draws each picture once the board's
//! chunk is here.

use super::badge_spots::{best_spot, Box4, Candidate, Point};
use super::browser;
use super::dock;
use super::figure::{Figure, Position};
use super::game_ui::{BoardProps, GameUi};
use super::motion::next_frame;
use crate::engine::Viewer;
use crate::saves::{Controller, SeatColour, SeatInfo, SeatShape};
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use std::rc::Rc;
use wasm_bindgen::JsCast;
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

/// Given to a board drawn in a picture, which can be neither panned nor
/// tapped: a board that zooms in to keep its targets big enough to tap
/// (ExtracZon's map on a phone) shows itself whole instead, as a picture
/// of a close-up cut the board off where the page has no way to pan it.
#[derive(Clone, Copy, PartialEq)]
pub struct InPicture;

/// Whether the board that calls it is drawn in a rules picture.
#[hook]
pub fn use_in_picture() -> bool {
    use_context::<InPicture>().is_some()
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
    let fit = use_fit(&frame, &board, figure, *alone, *scrolled);
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
                        <ContextProvider<InPicture> context={InPicture}>{ G::board(board_props) }</ContextProvider<InPicture>>
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

/// Where the board sits in the picture's frame and where its badges go,
/// measured again whenever something moves the board's parts. The page's
/// scroll (`scrolled`, as it was before the picture) is put back while the
/// picture settles.
#[hook]
fn use_fit<G: GameUi>(
    frame: &NodeRef,
    board: &NodeRef,
    figure: &'static Figure<G>,
    alone: bool,
    scrolled: Option<(f64, f64)>,
) -> UseStateHandle<Fit> {
    let fit = use_state_eq(Fit::default);
    let settling = use_mut_ref(|| true);
    {
        let (frame, board, fit) = (frame.clone(), board.clone(), fit.clone());
        use_effect_with(alone, move |_| {
            if let (Some(w), Some((x, y))) = (web_sys::window(), scrolled) {
                w.scroll_to_with_x_and_y(x, y);
            }
            let place = {
                let (frame, board, fit) = (frame.clone(), board.clone(), fit.clone());
                move |_: &web_sys::Event| fit.set(fit_and_place(&frame, &board, figure))
            };
            let resized = web_sys::window().map(|w| EventListener::new(&w, "resize", place.clone()));
            // What moves the board's parts after it is drawn moves what the
            // badges point at, and they follow: a window of its own that
            // pans, a roll's dice that settle (ExtracZon's map is fitted to
            // the room they leave). Scrolls do not bubble, so these are
            // caught on their way down.
            let options = EventListenerOptions { phase: EventListenerPhase::Capture, passive: true };
            let moved: Vec<EventListener> = frame
                .cast::<web_sys::Element>()
                .map(|f| {
                    ["scroll", "animationend", "transitionend"]
                        .map(|kind| EventListener::new_with_options(&f, kind, options, place.clone()))
                        .into()
                })
                .unwrap_or_default();
            move || drop((resized, moved))
        });
    }
    {
        // Measured after each layout: a new width or scale lays the board
        // out again, and the badges follow it (this settles in two passes).
        // Until the badges are first placed, the page's scroll is put back
        // on each pass too: a board laid out anew at a phone's width brings
        // its first target into view again. A later resize is left alone.
        let (frame, board, handle) = (frame.clone(), board.clone(), fit.clone());
        let settling = settling.clone();
        use_effect_with((fit.layout, fit.scale, alone), move |_| {
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
            // Once more before the frame is painted: a board may draw itself
            // again after our measure, from its own (ExtracZon's map window
            // fits the box it measured, scaled down here, in a second render).
            next_frame(move || handle.set(fit_and_place(&frame, &board, figure)));
        });
    }
    fit
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
        on_clear_refusal: None,
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
/// label's badge goes (see [`best_spot`]): on a corner of an element its
/// selector finds, kept inside the frame; `None` when it finds nothing (the
/// label is then in the caption only).
fn fit_and_place<G: GameUi>(frame: &NodeRef, board: &NodeRef, figure: &Figure<G>) -> Fit {
    let (Some(frame), Some(board)) = (frame.cast::<web_sys::HtmlElement>(), board.cast::<web_sys::HtmlElement>()) else {
        return Fit::default();
    };
    let room = f64::from(frame.client_width());
    let layout = if room < f64::from(figure.width) * PHONE { room } else { f64::from(figure.width) };
    let scale = (room / layout).min(1.0);
    let height = (f64::from(board.offset_height()) * scale).ceil();
    let fit = Fit { layout, scale, height: height as i32, spots: Vec::new() };
    // Laid out anew at another width, the board's elements move: the badges
    // are placed when it is drawn at this one.
    if (f64::from(board.offset_width()) - layout).abs() > 0.5 {
        return fit;
    }
    let sight = Sight::new(&frame, &board, scale);
    let words: Vec<Box4> = word_boxes(&board).iter().filter_map(|(el, r)| sight.seen(el, r)).collect();
    let room = Box4 { left: 0.0, top: 0.0, right: sight.origin.width(), bottom: height };
    let mut placed: Vec<Point> = Vec::new();
    let spots = figure
        .labels
        .iter()
        .map(|l| {
            let (x, y) = best_spot(&sight.found(&board, l.at), &words, &placed, &room)?;
            placed.push((x, y));
            // Whole pixels: the badge's centre is where the style puts it.
            Some((x.round() as i32, y.round() as i32))
        })
        .collect();
    Fit { spots, ..fit }
}

/// How many of the elements a label's selector finds are tried for a badge.
const MOST_CANDIDATES: u32 = 40;

/// Where the board's elements will be drawn in the frame, and how much of
/// each its clipping boxes let be seen (what a map window's far side hides
/// is no place for a badge and hides no words).
struct Sight {
    origin: web_sys::DomRect,
    /// The board's scale as drawn now, and as it will be.
    now: f64,
    scale: f64,
    clips: Vec<(web_sys::Element, web_sys::DomRect)>,
}

impl Sight {
    fn new(frame: &web_sys::HtmlElement, board: &web_sys::HtmlElement, scale: f64) -> Self {
        let drawn_at = f64::from(board.offset_width());
        let now = if drawn_at > 0.0 { board.get_bounding_client_rect().width() / drawn_at } else { 1.0 };
        Sight { origin: frame.get_bounding_client_rect(), now, scale, clips: clipping_boxes(board) }
    }

    /// `r` in the frame's pixels for the board as it will be drawn: scaled
    /// by `scale` from the frame's top left (the board's transform origin).
    fn to_frame(&self, r: &web_sys::DomRect) -> Box4 {
        let at = |v: f64, from: f64| (v - from) / self.now * self.scale;
        Box4 {
            left: at(r.left(), self.origin.left()),
            top: at(r.top(), self.origin.top()),
            right: at(r.right(), self.origin.left()),
            bottom: at(r.bottom(), self.origin.top()),
        }
    }

    /// The part of `el` (drawn at `r`) its clipping boxes show, if any.
    fn seen(&self, el: &web_sys::Element, r: &web_sys::DomRect) -> Option<Box4> {
        let mut inside = self.clips.iter().filter(|(c, _)| c.contains(Some(el)));
        inside.try_fold(self.to_frame(r), |b, (_, clip)| b.within(&self.to_frame(clip)))
    }

    /// The elements of `board` that `selector` finds and can be seen, each
    /// with the neighbours beside it.
    fn found(&self, board: &web_sys::Element, selector: &str) -> Vec<Candidate> {
        let Ok(found) = board.query_selector_all(selector) else { return Vec::new() };
        (0..found.length().min(MOST_CANDIDATES))
            .filter_map(|i| found.item(i)?.dyn_into::<web_sys::Element>().ok())
            .filter_map(|el| {
                let beside = neighbours(&el).iter().filter_map(|(n, r)| self.seen(n, r)).collect();
                Some(Candidate { at: self.seen(&el, &el.get_bounding_client_rect())?, beside })
            })
            .collect()
    }
}

/// Where the board's words are drawn: a box per line of each of its text
/// nodes (a paragraph's box would also hold the room beside its last line),
/// with the element that holds it.
fn word_boxes(board: &web_sys::Element) -> Vec<(web_sys::Element, web_sys::DomRect)> {
    let Some(doc) = board.owner_document() else { return Vec::new() };
    let Ok(range) = doc.create_range() else { return Vec::new() };
    let mut boxes = Vec::new();
    for el in browser::all_matching(board, "*") {
        let kids = el.child_nodes();
        for text in (0..kids.length()).filter_map(|i| kids.item(i)) {
            if text.node_type() != web_sys::Node::TEXT_NODE || text.text_content().is_none_or(|t| t.trim().is_empty()) {
                continue;
            }
            if range.select_node_contents(&text).is_err() {
                continue;
            }
            if let Some(lines) = range.get_client_rects() {
                boxes.extend((0..lines.length()).filter_map(|i| lines.item(i)).filter(|r| r.width() > 0.0).map(|r| (el.clone(), r)));
            }
        }
    }
    boxes
}

/// The elements beside `el` (its parent's other children), with their boxes;
/// not one drawn all round it (a map's layer of streets, a clock's dial),
/// which any badge near `el` lies on.
fn neighbours(el: &web_sys::Element) -> Vec<(web_sys::Element, web_sys::DomRect)> {
    let Some(parent) = el.parent_element() else { return Vec::new() };
    let own = el.get_bounding_client_rect();
    let around =
        |r: &web_sys::DomRect| r.left() <= own.left() && r.top() <= own.top() && r.right() >= own.right() && r.bottom() >= own.bottom();
    let kids = parent.children();
    (0..kids.length())
        .filter_map(|i| kids.item(i))
        .filter(|k| k != el)
        .map(|k| {
            let r = k.get_bounding_client_rect();
            (k, r)
        })
        .filter(|(_, r)| !around(r))
        .collect()
}

/// The board's elements that clip what overflows them (a map's window, a
/// scrolling track), with the box they show.
fn clipping_boxes(board: &web_sys::Element) -> Vec<(web_sys::Element, web_sys::DomRect)> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    browser::all_matching(board, "*")
        .into_iter()
        .filter(|el| browser::clips_overflow(&window, el))
        .map(|el| {
            let r = el.get_bounding_client_rect();
            (el, r)
        })
        .collect()
}

fn window_scroll() -> Option<(f64, f64)> {
    let w = web_sys::window()?;
    Some((w.scroll_x().ok()?, w.scroll_y().ok()?))
}

/// A rules page's prose (ours: see [`super::markup::rules_markup`]) with
/// its pictures between the sections: picture `i`, drawn by `pictures(i)`,
/// goes just before the `<h2>` heading `before[i]` names, after the text it
/// illustrates. A heading not found puts its picture at the end, so a
/// reworded heading loses no picture.
pub fn prose_with_figures(prose: &str, before: &[&str], pictures: &dyn Fn(usize) -> Html) -> Html {
    let mut rest = prose;
    let mut parts = Vec::new();
    let mut left = Vec::new();
    for (i, heading) in before.iter().enumerate() {
        match rest.find(&format!("<h2>{heading}</h2>")) {
            Some(at) => {
                parts.push(super::markup::rules_markup(rest[..at].to_string()));
                parts.push(pictures(i));
                rest = &rest[at..];
            }
            None => left.push(pictures(i)),
        }
    }
    parts.push(super::markup::rules_markup(rest.to_string()));
    parts.extend(left);
    html! { <>{ for parts }</> }
}
