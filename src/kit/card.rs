//! A playing card drawn in SVG: a frame with a coloured band naming its kind,
//! a title, a short detail line and an optional big figure ("+2", "HP 14").
//! Every game's cards use it, so cards look alike across the app.
//!
//! `card_g(&CardLook, Option<Callback<()>>)` returns a `<g>` for a board SVG.
//! With a callback the card is a tap target: role="button", tabindex="0",
//! data-legal="true", Enter/Space activate it, and it gets a dashed outline
//! (a pattern, not only a colour) so it reads as choosable.

use crate::kit::markup::{Esc, Markup, N};
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

/// The card as a `<g>`; a tap target when `on_pick` is set.
pub fn card_g(look: &CardLook, on_pick: Option<Callback<()>>) -> Html {
    let (x, y, w, h) = (look.x, look.y, look.w, look.h);
    let band = h * 0.2;
    let title_size = (w * 0.15).min(h * 0.12);
    let small = title_size * 0.78;
    // Each line shrinks until it fits the card's width, so a long name
    // ("Heavy Gunner") stays whole on the smallest card.
    let room = w * 0.9;
    let kind_text = format!("{} {}", look.tone.symbol(), look.kind).trim().to_string();
    let kind_size = fit(small, &kind_text, room, 0.66);
    let title_fit = fit(title_size, &look.title, room, 0.6);
    let detail_size = fit(small, &look.detail, room, 0.55);
    let figure_size = look.figure.as_deref().map_or(0.0, |f| fit(title_size * 1.7, f, room, 0.62));
    let edge = (w * 0.06).max(1.5);
    let class = classes!(
        "card",
        look.tone.class(),
        look.selected.then_some("card-selected"),
        look.dimmed.then_some("card-dimmed"),
        on_pick.is_some().then_some("card-legal"),
    );
    // The drawing is markup text (`ui::markup`): only the `<g>` around it is
    // tapped, so only that stays in `html!`.
    let mut m = Markup::new();
    let mid = N(x + w / 2.0);
    m.add(format_args!(
        r#"<rect class="card-face" x="{}" y="{}" width="{}" height="{}" rx="{}"/><path class="card-band" d="{}"/>"#,
        N(x),
        N(y),
        N(w),
        N(h),
        N(w * 0.08),
        band_path(x, y, w, band, w * 0.08)
    ));
    let mut line = |class: &str, at: f64, size: f64, text: &str| {
        m.add(format_args!(
            r#"<text class="{class}" x="{mid}" y="{}" text-anchor="middle" font-size="{}">{}</text>"#,
            N(y + at),
            N(size),
            Esc(text)
        ));
    };
    line("card-kind", band * 0.7, kind_size, &kind_text);
    if let Some(fig) = &look.figure {
        line("card-figure", h * 0.56, figure_size, fig);
    }
    line("card-title", h * 0.78, title_fit, &look.title);
    line("card-detail", h * 0.92, detail_size, &look.detail);
    if on_pick.is_some() {
        m.add(format_args!(
            r#"<rect class="card-legal-outline" x="{}" y="{}" width="{}" height="{}" rx="{}"/>"#,
            N(x - edge),
            N(y - edge),
            N(w + 2.0 * edge),
            N(h + 2.0 * edge),
            N(w * 0.1)
        ));
    }
    let body = m.into_html();
    match on_pick {
        None => html! { <g {class} role="img" aria-label={look.label.clone()}>{ body }</g> },
        Some(cb) => {
            let click = cb.clone();
            let onclick = Callback::from(move |_: MouseEvent| click.emit(()));
            let onkeydown = Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    cb.emit(());
                }
            });
            html! {
                <g {class} role="button" tabindex="0" data-legal="true" aria-label={look.label.clone()}
                    aria-pressed={look.selected.to_string()} {onclick} {onkeydown}>
                    { body }
                </g>
            }
        }
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
