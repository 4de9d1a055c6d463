//! A playing card drawn in SVG: a frame with a coloured band naming its kind,
//! a title, a short detail line and an optional big figure ("+2", "HP 14").
//! Every game's cards use it, so cards look alike across the app.
//!
//! `<Card look={..} on_pick={..} min_text={..} />` draws a `<g>` inside a
//! parent SVG. With `on_pick` the card is a tap target: role="button",
//! tabindex="0", data-legal="true", Enter/Space activate it, and it gets a
//! dashed outline (a pattern, not only a colour) so it reads as choosable.
//!
//! Text shrinks to fit the card's width, but never below `min_text` (the
//! caller knows how large the card is drawn, so it knows what size reads as
//! 10 CSS px): a title or detail too long for that wraps onto two lines.

use crate::kit::keys;
use crate::kit::num::{num, N};
use crate::kit::parts::HINTED;
use yew::prelude::*;

/// The card's band colour and the symbol beside its kind word, so the kind is
/// told by word and symbol as well as by colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardTone {
    /// Friendly cards (survivors): green band, a plus.
    Friend,
    /// Helpful cards with an effect (tactical): blue band, a star.
    Boost,
    /// Harmful cards (infected): red band, a cross.
    Harm,
    /// Monsters and bosses: purple band, a skull-like mark.
    Foe,
    /// Anything else: grey band, no symbol.
    Plain,
}

impl CardTone {
    fn class(self) -> &'static str {
        match self {
            CardTone::Friend => "card-friend",
            CardTone::Boost => "card-boost",
            CardTone::Harm => "card-harm",
            CardTone::Foe => "card-foe",
            CardTone::Plain => "card-plain",
        }
    }

    fn symbol(self) -> &'static str {
        match self {
            CardTone::Friend => "+",
            CardTone::Boost => "★",
            CardTone::Harm => "✖",
            CardTone::Foe => "☠",
            CardTone::Plain => "",
        }
    }
}

/// One card placed inside an SVG, in that SVG's units.
#[derive(Clone, Debug, PartialEq)]
pub struct CardLook {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
    pub tone: CardTone,
    /// The kind word in the band ("Survivor", "Tactical").
    pub kind: String,
    pub title: String,
    pub detail: String,
    /// A large figure in the middle ("+2", "HP 14"), if any.
    pub figure: Option<String>,
    /// What a screen reader says; it should name the card completely.
    pub label: String,
    /// Drawn raised with a thick outline: chosen by the player.
    pub selected: bool,
    /// Drawn faded: e.g. a card already spent.
    pub dimmed: bool,
}

#[derive(Properties, PartialEq, Clone)]
pub struct CardProps {
    pub look: CardLook,
    /// Makes the card a tap target.
    #[prop_or_default]
    pub on_pick: Option<Callback<()>>,
    /// The smallest font size, in the SVG's units, the card may use.
    #[prop_or_default]
    pub min_text: f64,
    /// A hint on screen names the move this card's tap makes: a solid
    /// double edge and the word "Hint" on a tab over its band (`data-hint`,
    /// "(hinted)" in its name), never colour alone.
    #[prop_or_default]
    pub hint: bool,
}

/// One line of text on the card: its class, baseline, size and words.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub class: &'static str,
    pub y: f64,
    pub size: f64,
    pub text: String,
}

/// The card as a `<g>`; a tap target when `on_pick` is set.
#[function_component]
pub fn Card(props: &CardProps) -> Html {
    let look = &props.look;
    let (x, y, w, h) = (look.x, look.y, look.w, look.h);
    let hint = props.hint && props.on_pick.is_some();
    let edge = (w * 0.06).max(1.5);
    let class = classes!(
        "card",
        look.tone.class(),
        look.selected.then_some("card-selected"),
        look.dimmed.then_some("card-dimmed"),
        props.on_pick.is_some().then_some("card-legal"),
    );
    let mid = num(x + w / 2.0);
    let lines = layout(look, props.min_text).into_iter().map(|l| {
        html! {
            <text class={l.class} x={mid.clone()} y={num(y + l.y)} text-anchor="middle" font-size={num(l.size)}>{ l.text }</text>
        }
    });
    let body = html! {
        <>
            <rect class="card-face" x={num(x)} y={num(y)} width={num(w)} height={num(h)} rx={num(w * 0.08)} />
            <path class="card-band" d={band_path(x, y, w, h * 0.2, w * 0.08)} />
            { for lines }
            if props.on_pick.is_some() {
                <rect class="card-legal-outline" x={num(x - edge)} y={num(y - edge)} width={num(w + 2.0 * edge)}
                    height={num(h + 2.0 * edge)} rx={num(w * 0.1)} />
            }
            if hint { { hint_mark(x, y, w, h) } }
        </>
    };
    let label = AttrValue::from(if hint { format!("{}{HINTED}", look.label) } else { look.label.clone() });
    match props.on_pick.clone() {
        None => html! { <g {class} role="img" aria-label={label}>{ body }</g> },
        Some(cb) => {
            let onclick = cb.reform(|_: MouseEvent| ());
            let onkeydown = keys::enter_or_space(cb.clone());
            html! {
                <g {class} role="button" tabindex="0" data-legal="true" data-hint={hint.then_some("true")} aria-label={label}
                    aria-pressed={if look.selected { "true" } else { "false" }} {onclick} {onkeydown}>
                    { body }
                </g>
            }
        }
    }
}

/// A hinted card's mark: a second, solid edge inside the face's, and a
/// "Hint" tab over the band, in place of the kind's word (the card's name
/// says "(hinted)" and its kind; the tab is silent).
fn hint_mark(x: f64, y: f64, w: f64, h: f64) -> Html {
    let inset = w * 0.05;
    // Over the whole band, so no letters of the kind peek out beside it.
    let (tab_w, tab_h) = (w * 0.92, h * 0.17);
    html! {
        <g class="card-hint-mark" aria-hidden="true">
            <rect class="card-hint-ring" x={num(x + inset)} y={num(y + inset)} width={num(w - 2.0 * inset)}
                height={num(h - 2.0 * inset)} rx={num(w * 0.06)} />
            <rect class="card-hint-tab" x={num(x + (w - tab_w) / 2.0)} y={num(y + h * 0.02)} width={num(tab_w)} height={num(tab_h)} rx={num(tab_h * 0.25)} />
            <text class="card-hint-word" x={num(x + w / 2.0)} y={num(y + h * 0.02 + tab_h * 0.74)} text-anchor="middle"
                font-size={num(tab_h * 0.72)}>{ "Hint" }</text>
        </g>
    }
}

/// Where each line of words goes, top to bottom, measured from the card's top:
/// the kind in the band, the figure in the middle, then the title and the
/// detail at the bottom (each on one line, or two if it cannot fit at `min`).
pub fn layout(look: &CardLook, min: f64) -> Vec<Line> {
    let (w, h) = (look.w, look.h);
    let band = h * 0.2;
    let title_size = (w * 0.15).min(h * 0.12);
    let small = title_size * 0.78;
    let room = w * 0.9;
    let kind_text = format!("{} {}", look.tone.symbol(), look.kind).trim().to_string();
    let mut lines = vec![Line { class: "card-kind", y: band * 0.7, size: fit(small, &kind_text, room, 0.66).max(min), text: kind_text }];
    // Bottom up: the detail ends near the bottom edge, the title sits above it.
    let (detail_size, detail) = wrap(small, &look.detail, room, 0.55, min);
    let (title_fit, title) = wrap(title_size, &look.title, room, 0.6, min);
    let mut baseline = h * 0.92 - 1.1 * detail_size * (detail.len() as f64 - 1.0);
    let title_last = baseline - detail_size - 0.06 * h;
    let title_top = title_last - 1.1 * title_fit * (title.len() as f64 - 1.0) - title_fit;
    if let Some(fig) = &look.figure {
        let size = fit(title_size * 1.7, fig, room, 0.62).max(min);
        // Centred in the room between the band and the title.
        lines.push(Line { class: "card-figure", y: (band + title_top) / 2.0 + size * 0.36, size, text: fig.clone() });
    }
    let mut at = title_last - 1.1 * title_fit * (title.len() as f64 - 1.0);
    for text in title {
        lines.push(Line { class: "card-title", y: at, size: title_fit, text });
        at += 1.1 * title_fit;
    }
    for text in detail {
        lines.push(Line { class: "card-detail", y: baseline, size: detail_size, text });
        baseline += 1.1 * detail_size;
    }
    lines
}

/// `text` at `size`, shrunk to fit `room`; if that would take it under `min`,
/// split at the space nearest its middle into two lines instead.
fn wrap(size: f64, text: &str, room: f64, glyph: f64, min: f64) -> (f64, Vec<String>) {
    let one = fit(size, text, room, glyph);
    let middle = text.len() / 2;
    let split = text.char_indices().filter(|(_, c)| *c == ' ').map(|(i, _)| i).min_by_key(|i| i.abs_diff(middle));
    match split {
        Some(i) if one < min => {
            let (a, b) = (&text[..i], &text[i + 1..]);
            let size = fit(size, a, room, glyph).min(fit(size, b, room, glyph)).max(min);
            (size, vec![a.to_string(), b.to_string()])
        }
        _ => (one.max(min), vec![text.to_string()]),
    }
}

/// `size`, or smaller if `text` would be wider than `room`; `glyph` is the
/// average letter width as a share of the font size (about 0.55 for plain
/// text, 0.6-0.66 for bold).
fn fit(size: f64, text: &str, room: f64, glyph: f64) -> f64 {
    let letters = text.chars().count().max(1) as f64;
    size.min(room / (glyph * letters))
}

/// The top band: rounded top corners, square bottom.
fn band_path(x: f64, y: f64, w: f64, band: f64, r: f64) -> String {
    let r = r.min(band);
    format!(
        "M{x0} {yb} V{yr} A{r} {r} 0 0 1 {xr} {y0} H{xw} A{r} {r} 0 0 1 {x1} {yr} V{yb} Z",
        x0 = N(x),
        x1 = N(x + w),
        xr = N(x + r),
        xw = N(x + w - r),
        y0 = N(y),
        yr = N(y + r),
        yb = N(y + band),
        r = N(r),
    )
}
