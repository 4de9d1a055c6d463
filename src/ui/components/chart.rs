//! A game's running score, health or population by round, as a small line
//! chart with the same figures as a table: for the end screen and the review.
//!
//! One line per series, each with the seat's colour, its shape on every
//! point (every few, in a long game; side by side where lines meet) and a
//! dash of its own, named in a legend, so colour is never the only cue. The
//! drawing is an image with one label; the figures themselves are a real
//! table (under "Figures"), round by round, for screen readers and for
//! anyone who wants the numbers. Not generic: the figures come in as data,
//! so every game shares one copy of this code.

use crate::engine::chapters::{Chapter, Tallies};
use crate::kit::axis;
use crate::kit::num::{polygon_points, N};
use crate::saves::{seat_name, SeatColour, SeatInfo, SeatShape};
use crate::table::timeline::Chronicle;
use std::rc::Rc;
use yew::prelude::*;

/// The figures to draw, with every seat already named.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartData {
    /// "Prestige by round".
    pub title: String,
    /// The game's word for the x axis: "Round", "Hand".
    pub word: String,
    /// Each point's label: "Start" (before the first move, unless the game
    /// opens with a set-up chapter), then each chapter's ("1", "2"; "Set-up").
    pub labels: Vec<String>,
    pub series: Vec<ChartSeries>,
    /// How many points come before the first chapter's (1: the start).
    pub offset: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ChartSeries {
    pub name: String,
    pub colour: SeatColour,
    pub shape: SeatShape,
    /// One value per point (the start, then each chapter).
    pub values: Vec<i32>,
}

/// For sides and teams, which have no seat: colours and shapes apart from
/// each other, in order.
const SIDE_COLOURS: [SeatColour; 4] = [SeatColour::Sky, SeatColour::Vermilion, SeatColour::Green, SeatColour::Purple];
const SIDE_SHAPES: [SeatShape; 4] = [SeatShape::Circle, SeatShape::Triangle, SeatShape::Square, SeatShape::Diamond];
/// A dash of its own per series (solid first), a second cue beside the colour.
const DASHES: [&str; 6] = ["", "7 4", "2 3", "9 3 2 3", "4 4", "12 4"];

impl ChartData {
    /// The chart of a game's chronicle, or `None` when the game keeps no
    /// running figures.
    pub fn of(chronicle: &Chronicle, seats: &[SeatInfo]) -> Option<Self> {
        let first = chronicle.tallies.first()?;
        let word = chronicle.chapters.first().map_or("Round", |c| c.word);
        // The start, when it has the same lines as the rest (it always does
        // here); a game that opens with a set-up chapter starts its lines at
        // that chapter's end instead (Extinction's founding: before it, no
        // species is on the island at all).
        let set_up = chronicle.chapters.first().is_some_and(|c| c.number == 0);
        let start = chronicle.start.as_ref().filter(|s| !set_up && s.series.len() == first.series.len());
        let points: Vec<&Tallies> = start.into_iter().chain(&chronicle.tallies).collect();
        let series = first
            .series
            .iter()
            .enumerate()
            .map(|(i, tally)| {
                let seat = tally.seat.and_then(|s| seats.get(s.index()));
                ChartSeries {
                    name: tally.label.render(|s| seat_name(seats, s)),
                    colour: seat.map_or(SIDE_COLOURS[i % SIDE_COLOURS.len()], |s| s.colour),
                    shape: seat.map_or(SIDE_SHAPES[i % SIDE_SHAPES.len()], |s| s.shape),
                    values: points.iter().map(|t| t.series.get(i).map_or(0, |v| v.value)).collect(),
                }
            })
            .collect();
        Some(ChartData {
            title: format!("{} by {}", first.name, word.to_ascii_lowercase()),
            word: word.to_string(),
            labels: start.map(|_| "Start".to_string()).into_iter().chain(chronicle.chapters.iter().map(short_label)).collect(),
            series,
            offset: usize::from(start.is_some()),
        })
    }
}

/// "3" under the axis "Round"; "Set-up" before round 1.
fn short_label(chapter: &Chapter) -> String {
    match chapter.number {
        0 => chapter.label(),
        n => n.to_string(),
    }
}

#[derive(Properties, PartialEq)]
pub struct ChartProps {
    pub data: Rc<ChartData>,
    /// The chapter shown now (the review's), marked on the chart and the table.
    #[prop_or_default]
    pub current: Option<usize>,
    /// Drawn for a narrow column (the review's side panel): fewer units
    /// across, so its figures stay readable when it scales down.
    #[prop_or_default]
    pub narrow: bool,
}

/// The drawing's size in its own units (wide, narrow); it scales to the
/// width it is given, and the styles cap that width so the text stays near
/// its set size.
const SIZES: [(f64, f64); 2] = [(320.0, 170.0), (200.0, 140.0)];
const LEFT: f64 = 34.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 24.0;

#[function_component]
pub fn Chart(props: &ChartProps) -> Html {
    let d = &props.data;
    // The point of the chapter shown (the start, if drawn, is point 0).
    let now = props.current.map(|k| k + d.offset).filter(|&k| k < d.labels.len());
    let (w, h) = SIZES[usize::from(props.narrow)];
    let scale = Scale::of(d, w, h);
    let marks = place_marks(d, &scale);
    let names: Vec<String> = d.series.iter().map(|s| s.name.clone()).collect();
    let summary = format!("{}: a line chart, one line each for {}; the figures are in the table below it.", d.title, names.join(", "));
    html! {
        <figure class={classes!("chart", props.narrow.then_some("narrow"))} data-testid="chart">
            <figcaption class="chart-title">{ d.title.clone() }</figcaption>
            <svg class="chart-svg" viewBox={format!("0 0 {} {}", N(w), N(h))} role="img" aria-label={summary}>
                { axes(d, &scale) }
                if let Some(k) = now {
                    <line class="chart-now" x1={N(scale.x(k)).to_string()} x2={N(scale.x(k)).to_string()} y1={N(TOP).to_string()} y2={N(h - BOTTOM).to_string()} />
                }
                { for d.series.iter().zip(&marks).enumerate().map(|(i, (s, at))| line(s, i, at, &scale)) }
            </svg>
            <ul class="chart-legend">
                { for d.series.iter().enumerate().map(|(i, s)| html! {
                    <li>
                        <svg class="chart-key" viewBox="0 0 36 14" width="36" height="14" aria-hidden="true" focusable="false">
                            <line x1="1" y1="7" x2="35" y2="7" stroke={s.colour.hex()} stroke-width="2.5" stroke-dasharray={DASHES[i % DASHES.len()]} />
                            { marker(s, 18.0, 7.0) }
                        </svg>
                        { s.name.clone() }
                    </li>
                }) }
            </ul>
            { figures(d, now) }
        </figure>
    }
}

/// Where a chapter and a value fall in the drawing.
struct Scale {
    count: usize,
    low: i32,
    high: i32,
    w: f64,
    h: f64,
}

impl Scale {
    fn of(d: &ChartData, w: f64, h: f64) -> Self {
        let all = d.series.iter().flat_map(|s| s.values.iter().copied());
        let (low, high) = all.fold((0, 1), |(lo, hi), v| (lo.min(v), hi.max(v)));
        Scale { count: d.labels.len(), low, high, w, h }
    }

    fn x(&self, k: usize) -> f64 {
        let span = self.w - LEFT - RIGHT;
        match self.count {
            0 | 1 => LEFT + span / 2.0,
            n => LEFT + span * k as f64 / (n - 1) as f64,
        }
    }

    /// The points of line `i` of `lines` (of `count` points) that carry its
    /// mark: every point while they fit; else every few, each line's from
    /// a point of its own, and always the last, the final figure.
    fn marks(&self, i: usize, count: usize, lines: usize) -> impl Iterator<Item = usize> {
        axis::marked(count, ((self.w - LEFT - RIGHT) / MARK_GAP) as usize, i, lines)
    }

    fn y(&self, v: i32) -> f64 {
        let span = self.h - TOP - BOTTOM;
        self.h - BOTTOM - span * f64::from(v - self.low) / f64::from(self.high - self.low)
    }
}

/// The value axis (its lowest, middle and highest figures) and the chapters
/// under the drawing, every one or every few when there are many.
fn axes(d: &ChartData, s: &Scale) -> Html {
    let mid = s.low + (s.high - s.low) / 2;
    let mut ticks = vec![s.low, s.high];
    if mid != s.low && mid != s.high {
        ticks.insert(1, mid);
    }
    // At most about one label per 32 units across, and the last always.
    let shown: Vec<usize> = axis::labelled(d.labels.len(), (s.w / 32.0) as usize).collect();
    html! {
        <g class="chart-axes" aria-hidden="true">
            { for ticks.into_iter().map(|v| html! {
                <>
                    <line class="chart-grid" x1={N(LEFT).to_string()} x2={N(s.w - RIGHT).to_string()} y1={N(s.y(v)).to_string()} y2={N(s.y(v)).to_string()} />
                    <text class="chart-tick" x={N(LEFT - 5.0).to_string()} y={N(s.y(v) + 4.0).to_string()} text-anchor="end">{ v.to_string() }</text>
                </>
            }) }
            { for d.labels.iter().enumerate().filter(|(k, _)| shown.contains(k)).map(|(k, label)| html! {
                <text class="chart-tick" x={N(s.x(k)).to_string()} y={N(s.h - 8.0).to_string()} text-anchor="middle">{ label.clone() }</text>
            }) }
        </g>
    }
}

/// The least room between two of a line's marks, in the drawing's units: a
/// mark is about 9 across. A long game (an Extinction of 66 rounds, an
/// ExtracZon of 100) had a mark on every point, 3-4 units apart, and its
/// lines read as a hatched band with neither shape nor dash to tell apart.
const MARK_GAP: f64 = 13.0;

/// How far apart the marks of lines that meet at a point sit, side by side:
/// about a mark's width, so each shape shows.
const MEETING_GAP: f64 = 9.0;

fn line(series: &ChartSeries, i: usize, marks: &[(usize, f64)], s: &Scale) -> Html {
    let points: Vec<String> = series.values.iter().enumerate().map(|(k, v)| format!("{},{}", N(s.x(k)), N(s.y(*v)))).collect();
    html! {
        <g class="chart-series">
            <polyline points={points.join(" ")} fill="none" stroke={series.colour.hex()} stroke-width="2.5"
                stroke-linejoin="round" stroke-dasharray={DASHES[i % DASHES.len()]} />
            { for marks.iter().map(|&(k, x)| marker(series, x, s.y(series.values[k]))) }
        </g>
    }
}

/// Every line's marks, each as its point and where it goes across, placed
/// once for the whole chart. Marks of lines that meet at a point sit side
/// by side there, in the lines' order. Each line keeps its last mark, the
/// final figure; another mark gives way if, moved aside, it would crowd its
/// line's next one, or if it would lie on a line's last one.
fn place_marks(d: &ChartData, s: &Scale) -> Vec<Vec<(usize, f64)>> {
    let lines = d.series.len();
    let marked: Vec<Vec<usize>> = d.series.iter().enumerate().map(|(i, line)| s.marks(i, line.values.len(), lines).collect()).collect();
    let across = |i: usize, k: usize| {
        let value = d.series[i].values[k];
        let meeting: Vec<usize> = (0..lines).filter(|&o| d.series[o].values.get(k) == Some(&value) && marked[o].contains(&k)).collect();
        let j = meeting.iter().position(|&o| o == i).unwrap_or(0);
        axis::side_by_side(s.x(k), meeting.len(), MEETING_GAP, LEFT, s.w - RIGHT).nth(j).unwrap_or(s.x(k))
    };
    let ends = d.series.iter().enumerate().filter_map(|(i, line)| Some((i, line.values.len().checked_sub(1)?)));
    let finals: Vec<(f64, f64)> = ends.map(|(i, k)| (across(i, k), s.y(d.series[i].values[k]))).collect();
    let covers_a_final =
        |x: f64, y: f64| finals.iter().any(|&(fx, fy)| (fx - x).abs() < MEETING_GAP - 0.01 && (fy - y).abs() < MEETING_GAP - 0.01);
    let spaced = |i: usize| {
        let values = &d.series[i].values;
        let last = values.len().saturating_sub(1);
        let mut kept: Vec<(usize, f64)> = Vec::new();
        for &k in marked[i].iter().rev() {
            let x = across(i, k);
            let crowds = kept.last().is_some_and(|&(_, next)| next - x < MARK_GAP - 0.01);
            if k == last || !(crowds || covers_a_final(x, s.y(values[k]))) {
                kept.push((k, x));
            }
        }
        kept.reverse();
        kept
    };
    (0..lines).map(spaced).collect()
}

/// The series' shape at one point, with a dark edge so it reads on the line.
fn marker(series: &ChartSeries, x: f64, y: f64) -> Html {
    const R: f64 = 4.5;
    let outline = match series.shape {
        SeatShape::Circle => html! { <circle cx={N(x).to_string()} cy={N(y).to_string()} r={N(R * 0.85).to_string()} /> },
        SeatShape::Square => {
            let side = R * 1.5;
            html! { <rect x={N(x - side / 2.0).to_string()} y={N(y - side / 2.0).to_string()} width={N(side).to_string()} height={N(side).to_string()} /> }
        }
        SeatShape::Triangle => html! { <polygon points={polygon_points(3, x, y + 0.6, R * 1.1, None)} /> },
        SeatShape::Diamond => html! { <polygon points={polygon_points(4, x, y, R, None)} /> },
        SeatShape::Star => html! { <polygon points={polygon_points(5, x, y, R * 1.2, Some(R * 0.55))} /> },
        SeatShape::Hexagon => html! { <polygon points={polygon_points(6, x, y, R, None)} /> },
    };
    html! { <g class="chart-point" fill={series.colour.hex()}>{ outline }</g> }
}

/// The same figures as a table, a row per point (the start, then each
/// chapter) and a column per series. `current` is the point shown now.
fn figures(d: &ChartData, current: Option<usize>) -> Html {
    let when = if d.offset > 0 { "at the start and at the end of each" } else { "at the end of each" };
    html! {
        <details class="chart-figures">
            <summary>{ "Figures" }</summary>
            <table data-testid="chart-figures">
                <caption class="visually-hidden">{ format!("{}, {when} {}", d.title, d.word.to_ascii_lowercase()) }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ d.word.clone() }</th>
                        { for d.series.iter().map(|s| html! { <th scope="col">{ s.name.clone() }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    { for d.labels.iter().enumerate().map(|(k, label)| {
                        let now = current == Some(k);
                        html! {
                            <tr class={classes!(now.then_some("current"))} aria-current={now.then_some("step")}>
                                <th scope="row">{ label.clone() }</th>
                                { for d.series.iter().map(|s| html! { <td>{ s.values.get(k).map(i32::to_string).unwrap_or_default() }</td> }) }
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </details>
    }
}
